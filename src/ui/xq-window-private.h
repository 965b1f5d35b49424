/* xq-window-private.h — state shared by xq-window.c and xq-window-actions.c
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "xq-window.h"

#include "xq-movegen.h"
#include "xq-position.h"

G_BEGIN_DECLS

typedef enum
{
  XQ_WINDOW_RESULT_NONE,
  XQ_WINDOW_RESULT_RED_WINS,
  XQ_WINDOW_RESULT_BLACK_WINS,
  XQ_WINDOW_RESULT_DRAW
} XqWindowResult;

/* One side of the game: a person at this computer or the engine. */
typedef struct
{
  gboolean computer;
  int level;          /* 1..8 */
} XqSideSetup;

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

  GSettings *settings;
  GtkWidget *board;          /* the board widget in board_slot */
  gboolean narrow;
  gboolean side_panel_shown;

  /* The game: positions[0] is the start, positions[i] follows moves[i-1]. */
  GArray *positions;         /* XqPosition */
  GArray *moves;             /* XqMove */
  guint current;             /* ply shown, 0..moves->len */
  GtkStringList *rounds;     /* one item per numbered round */
  XqSideSetup sides[2];
  gboolean flipped;
  XqWindowResult result;
  char *result_reason;       /* in words, with the rule clause */
  XqMove hint;

  /* Clock (milliseconds); base 0 = no clock */
  gint64 clock_base_ms;
  gint64 clock_increment_ms;
  gint64 clock_left_ms[2];
  gint64 clock_started_us;   /* monotonic time the running side started */
  guint clock_source;

  /* Engine */
  GCancellable *engine_cancellable;
  gboolean engine_busy;

  /* File */
  GFile *file;
  gboolean dirty;
};

/* xq-window.c */
const XqPosition *xq_window_current_position (XqWindow *self);
const XqPosition *xq_window_last_position (XqWindow *self);
void xq_window_new_game (XqWindow          *self,
                         const XqPosition  *start,
                         const XqSideSetup  sides[2],
                         gint64             clock_base_ms,
                         gint64             clock_increment_ms);
gboolean xq_window_play_move (XqWindow *self,
                              XqMove    move);
void xq_window_go_to_ply (XqWindow *self,
                          guint     ply);
void xq_window_take_back (XqWindow *self);
void xq_window_set_result (XqWindow       *self,
                           XqWindowResult  result,
                           const char     *reason);
void xq_window_update (XqWindow *self);
void xq_window_toast (XqWindow   *self,
                      const char *message);
char *xq_window_format_move (XqWindow         *self,
                             const XqPosition *pos,
                             XqMove            move);
void xq_window_maybe_start_engine (XqWindow *self);
void xq_window_request_hint (XqWindow *self);
gboolean xq_window_load_file (XqWindow  *self,
                              GFile     *file,
                              GError   **error);
gboolean xq_window_save_file (XqWindow  *self,
                              GFile     *file,
                              GError   **error);
void xq_window_autosave (XqWindow *self);

/* xq-window-actions.c */
void xq_window_class_install_actions (GtkWidgetClass *widget_class);
void xq_window_update_actions (XqWindow *self);
void xq_window_show_game_over (XqWindow *self);
/* Runs @then after the user agreed to drop unsaved changes (or there were
 * none). */
void xq_window_confirm_discard (XqWindow *self,
                                void    (*then) (XqWindow *self, gpointer data),
                                gpointer  data,
                                GDestroyNotify destroy);

G_END_DECLS
