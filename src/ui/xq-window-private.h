/* xq-window-private.h — state shared by xq-window.c and xq-window-actions.c
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "xq-window.h"

#include "xq-board-view.h"
#include "xq-clock.h"
#include "xq-game.h"
#include "xq-judge.h"
#include "xq-movegen.h"
#include "xq-position.h"
#include "xq-time-control.h"

G_BEGIN_DECLS

/* One side of the game: a person at this computer or the engine. */
typedef struct
{
  gboolean computer;
  int level;          /* 1..8 */
} XqSideSetup;

/* Everything a new game needs. */
typedef struct
{
  XqPosition start;
  XqSideSetup sides[2];
  XqTimeControl time_control;
  XqRuleSet rules;
} XqGameSetup;

struct _XqWindow
{
  AdwApplicationWindow parent_instance;

  /* Template widgets */
  AdwWindowTitle *window_title;
  AdwToastOverlay *toast_overlay;
  GtkBox *content_box;
  GtkBox *board_slot;
  GtkWidget *side_panel;
  GtkWidget *side_panel_button;
  GtkWidget *clock_box;
  GtkWidget *red_clock_box;
  GtkWidget *black_clock_box;
  GtkLabel *red_clock_label;
  GtkLabel *black_clock_label;
  GtkListView *move_list;
  GtkWidget *move_scroller;
  GtkWidget *controls_grid;
  guint scroll_source;

  gint64 created_us;
  GSettings *settings;
  XqBoardView *board;
  gboolean narrow;
  gboolean side_panel_shown;

  /* The game record; the cursor is the position shown. */
  XqGame *game;
  GtkSingleSelection *selection;
  gboolean syncing_selection;
  XqSideSetup sides[2];
  XqRuleSet rules;
  /* Moves taken back, to redo (oldest first). */
  GArray *redo;

  /* A result the board does not show: resignation, agreed draw, flag fall,
   * or the [Result] of a loaded game; it holds at result_node. */
  XqResult result;
  char *result_reason;       /* in words, with the rule clause */
  /* The judge's verdict at verdict_node (NULL: none kept). */
  XqGameNode *verdict_node;
  XqVerdict verdict;
  XqGameNode *result_node;

  /* Clock (NULL: none) */
  XqClock *clock;
  guint clock_source;

  /* Engine */
  GCancellable *engine_cancellable;
  gboolean engine_busy;
  XqMove hint;

  /* File */
  GFile *file;
  XqNotation save_notation;
  gboolean dirty;
};

/* xq-window.c */
const XqPosition *xq_window_current_position (XqWindow *self);
void xq_window_new_game (XqWindow          *self,
                         const XqGameSetup *setup);
gboolean xq_window_play_move (XqWindow *self,
                              XqMove    move);
void xq_window_go_to_node (XqWindow   *self,
                           XqGameNode *node);
void xq_window_take_back (XqWindow *self);
void xq_window_redo (XqWindow *self);
void xq_window_set_result (XqWindow   *self,
                           XqResult    result,
                           const char *reason);
/* The result at the cursor (a verdict of the judge or a stored result). */
XqResult xq_window_get_result (XqWindow  *self,
                               char     **reason);
gboolean xq_window_is_over (XqWindow *self);
void xq_window_update (XqWindow *self);
void xq_window_toast (XqWindow   *self,
                      const char *message);
void xq_window_maybe_start_engine (XqWindow *self);
void xq_window_request_hint (XqWindow *self);
gboolean xq_window_save_file (XqWindow  *self,
                              GFile     *file,
                              XqNotation notation,
                              GError   **error);
void xq_window_set_game (XqWindow *self,
                         XqGame   *game,
                         GFile    *file);
void xq_window_show_loaded_game (XqWindow *self,
                                 XqGame   *game,
                                 GFile    *file);
void xq_window_autosave (XqWindow *self);

/* xq-window-actions.c */
void xq_window_class_install_actions (GtkWidgetClass *widget_class);
void xq_window_update_actions (XqWindow *self);
void xq_window_show_game_over (XqWindow *self);
void xq_window_show_error (XqWindow   *self,
                           const char *heading,
                           GError     *error);
void xq_window_choose_game (XqWindow  *self,
                            GPtrArray *games,
                            GFile     *file);
/* Runs @then after the user agreed to drop unsaved changes (or there were
 * none). */
void xq_window_confirm_discard (XqWindow *self,
                                void    (*then) (XqWindow *self, gpointer data),
                                gpointer  data,
                                GDestroyNotify destroy);

G_END_DECLS
