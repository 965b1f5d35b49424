/* xq-window-private.h — state shared by xq-window.c, xq-window-actions.c and
 * xq-window-files.c
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "xq-window.h"

#include "xq-alert.h"
#include "xq-analysis-pane.h"
#include "xq-explorer-pane.h"
#include "xq-library.h"
#include "xq-library-window.h"
#include "xq-board-view.h"
#include "xq-clock-bar.h"
#include "xq-clock.h"
#include "xq-eval-bar.h"
#include "xq-eval-graph.h"
#include "xq-comment-pane.h"
#include "xq-game-controls.h"
#include "xq-game.h"
#include "xq-judge.h"
#include "xq-match.h"
#include "xq-move-list-view.h"
#include "xq-movegen.h"
#include "xq-position.h"
#include "xq-review.h"
#include "xq-session.h"
#include "xq-time-control.h"

G_BEGIN_DECLS

/* Where the board and the panel go (xq-window-layout.c). */
typedef struct
{
  gboolean narrow;           /* the panel under the board, not beside it */
  gboolean compact;          /* phone-narrow: no panel toggles in the header bar,
                              * the clocks above the move buttons, not beside */
  double square;             /* the board's square, in logical pixels */
  int panel_width;           /* beside the board; -1 under it */
  int board_height;          /* the board's height under it; -1 beside */
} XqWindowLayout;

struct _XqWindow
{
  AdwApplicationWindow parent_instance;

  /* Template widgets */
  AdwWindowTitle *window_title;
  AdwToastOverlay *toast_overlay;
  GtkBox *content_box;
  GtkWidget *side_panel;
  GtkWidget *side_panel_button;
  XqClockBar *clock_bar;
  XqMoveListView *move_list_view;
  XqGameControls *game_controls;
  GtkWidget *controls_row;   /* the game controls (and the clocks beside them) */
  XqCommentPane *comment_pane;  /* NULL until first shown (xq-window-edit.c) */
  GtkWidget *players_box;    /* xq-window-panel.c */
  GtkLabel *red_player;
  GtkLabel *black_player;
  GtkWidget *unsaved_mark;   /* in the header bar (xq-window-edit.c) */
  GtkMenuButton *primary_menu_button;
  GMenuModel *primary_menu;  /* its menu, given to it when first opened */

  gint64 created_us;
  GSettings *settings;
  XqBoardView *board;
  gboolean side_panel_shown;

  /* The layout (xq-window-layout.c) */
  GtkWidget *header_bar;
  GtkWidget *content_scroller;
  GtkWidget *board_slot;
  XqWindowLayout layout;
  gboolean layout_applied;
  gboolean layout_stopped;   /* the window is closing */
  guint layout_idle;

  /* The game shown (xq-session.h), and the session's match and game that
   * the window follows: record, clock, players and referee.  The record's
   * cursor is the position shown; the match plays at the end of the main
   * line. */
  XqSession *session;
  XqMatch *match;
  XqGame *game;              /* the match's */
  /* The window's handlers of the match's and the record's signals, moved
   * to each new match and record by setting the groups' targets. */
  GSignalGroup *match_signals;
  GSignalGroup *game_signals;

  gboolean starting;         /* the session is starting a match */

  /* The open dialog asking a person to answer a draw offer (not owned). */
  GtkWidget *draw_dialog;

  /* Hint: the engine's suggestion (not part of the match) */

  /* The move format last chosen in the Save dialog */
  XqNotation save_notation;

  /* The game library and its explorer (xq-window-library.c) */
  XqExplorerPane *explorer_pane;  /* NULL until first shown */
  XqLibrary *library;
  char *library_error;       /* why it did not open */
  gboolean library_tried;
  gboolean explorer_shown;

  /* Analysis and review (xq-window-analysis.c).  The analyser and its pane
   * are made when analysis is first shown (issue 38: most sessions never
   * show it, and the pane's widgets cost start-up time and memory); the
   * window owns the analyser and gives it the position shown, the pane
   * only shows its lines. */
  XqAnalyser *analyser;      /* NULL until analysis is first shown */
  XqAnalysisPane *analysis_pane;  /* NULL until analysis is first shown */
  XqGameNode *analysis_node; /* the node analysed (not owned), or NULL */
  gboolean analysing;        /* the analyser follows the position shown */
  GtkWidget *analysis_button;
  XqEvalBar *eval_bar;
  XqEvalGraph *eval_graph;
  GtkWidget *review_bar;
  GtkProgressBar *review_progress;
  XqReview *review;
  GCancellable *review_cancellable;
  gboolean analysis_shown;   /* the user has the pane open */

  /* The file being read in a worker (xq-window-files.c), or NULL */
  struct _XqWindowLoad *load;
};

/* xq-window.c */
const XqPosition *xq_window_current_position (XqWindow *self);
/* Whether @side is played by the computer. */
gboolean xq_window_is_computer (XqWindow *self,
                                XqColor   side);
/* The result of the game (the match's, or the one recorded in a loaded
 * file), with @reason in words and the rule clause. */
XqResult xq_window_get_result (XqWindow  *self,
                               char     **reason);
gboolean xq_window_is_over (XqWindow *self);
/* The cursor is at the position the match is played at. */
gboolean xq_window_is_live (XqWindow *self);
void xq_window_update (XqWindow *self);
void xq_window_toast (XqWindow   *self,
                      const char *message);
void xq_window_request_hint (XqWindow *self);

/* xq-window-actions.c */
void xq_window_class_install_actions (GtkWidgetClass *widget_class);
void xq_window_update_actions (XqWindow *self);
void xq_window_show_game_over (XqWindow *self);
void xq_window_ask_draw (XqWindow *self,
                         XqColor   offerer);

/* xq-window-files.c: opening and saving games */
void _xq_window_class_install_file_actions (GtkWidgetClass *widget_class);
/* The Save dialog. */
void _xq_window_save_as (XqWindow *self);
/* Saves where the game is kept (its file, the library it came from),
 * telling the user how it went; FALSE when it failed. */
gboolean _xq_window_save_now (XqWindow *self);
/* Every path that replaces or closes the game shown comes here: runs
 * @then at once when the session may let the game go (@why,
 * xq_session_may_discard()), otherwise after the user chose Discard, or
 * Save and saved; Cancel keeps the game and drops @data.  For
 * XQ_DISCARD_CLOSE @then runs once the question is gone. */
void xq_window_confirm_discard (XqWindow *self,
                                XqDiscard why,
                                void    (*then) (XqWindow *self, gpointer data),
                                gpointer  data,
                                GDestroyNotify destroy);
/* Reads @file and shows its game (or asks which one), without asking
 * about the game shown (the caller did). */
void _xq_window_load_file (XqWindow *self,
                           GFile    *file);

/* xq-window-library.c: the explorer pane (win.explorer) */
void _xq_window_class_install_library_actions (GtkWidgetClass *widget_class);
void _xq_window_library_init (XqWindow *self);
/* The "edit-tags" handler of a library window: the Game Info dialog on the
 * stored game, whose Save stores the tags back. */
void _xq_window_edit_library_tags (XqLibraryWindow *window, gint64 id, XqGame *game);
void _xq_window_library_finalize (XqWindow *self);
/* Shows or hides the explorer and gives it the position shown. */
void _xq_window_update_explorer (XqWindow *self);
/* The library changed (a game saved back, tags edited): the explorer and
 * the library's list read it again. */
void _xq_window_library_changed (XqWindow *self);

/* xq-window-analysis.c: the analysis pane, the evaluation bar and graph,
 * the review of a game */
void _xq_window_class_install_analysis_actions (GtkWidgetClass *widget_class);
void _xq_window_analysis_init (XqWindow *self);
/* Follows the session's new game. */
void _xq_window_analysis_set_game (XqWindow *self);
/* Follows the position shown (the game's "position-changed"). */
void _xq_window_analysis_position_changed (XqWindow *self);
/* The analyser got another engine: analysing, it starts again. */
void _xq_window_analysis_engine_changed (XqWindow *self);
/* Lets the analyser go (the window is disposed). */
void _xq_window_analysis_dispose (XqWindow *self);
/* xq-window-engines.c: the analyser's engine (the analysis-engine key),
 * and faults of external engines told in a toast; after the session */
void _xq_window_engines_init (XqWindow *self);
/* The analyser was made: it gets the engine the analysis-engine key names
 * (an external one is started only now). */
void _xq_window_engines_analyser_made (XqWindow *self);
void _xq_window_files_init (XqWindow *self);
/* Whether analysis may run, and what shows, after any change. */
void _xq_window_update_analysis (XqWindow *self);
/* Stops a review (the window goes, or the game changes). */
void _xq_window_analysis_stop (XqWindow *self);
/* Reviews the main line with the dialog's @choice of limit (0: 0.3 s a
 * move, 1: 1 s, 2: 3 s, 3: depth 8, 4: depth 12). */
void _xq_window_review_game (XqWindow *self,
                             guint     choice);
/* xq-window-setup.c: the position set-up (win.setup-position) */
void xq_window_class_install_setup_actions (GtkWidgetClass *widget_class);
/* xq-window-diagram.c: Export Diagram */
void xq_window_class_install_diagram_actions (GtkWidgetClass *widget_class);
/* xq-window-edit.c: editing the record, undo and redo, the clipboard */
void _xq_window_class_install_edit_actions (GtkWidgetClass *widget_class);
void _xq_window_edit_init (XqWindow *self);
void _xq_window_edit_update_actions (XqWindow *self);
/* Undo and Redo as the session means them ("undo-takes-back"). */
void _xq_window_edit_undo (XqWindow *self);
/* Text being typed (the comment, an entry) keeps its own undo: @action
 * ("text.undo", "text.redo") goes there.  FALSE when no text has the focus. */
gboolean _xq_window_edit_text_action (XqWindow   *self,
                                      const char *action);
void _xq_window_edit_redo (XqWindow *self);
/* Writes a comment being typed into the record. */
void _xq_window_edit_commit (XqWindow *self);
/* The comment pane, made when first needed. */
XqCommentPane *_xq_window_ensure_comment_pane (XqWindow *self);

/* xq-window-trainer.c: the trainer's exercises played in the window */
void _xq_window_class_install_trainer_actions (GtkWidgetClass *widget_class);
/* The match is over: TRUE when it was a trainer exercise, whose outcome
 * the trainer shows instead of the game-over dialog. */
gboolean _xq_window_trainer_game_over (XqWindow *self);

/* xq-window-panel.c: the players over the clocks; the record's tools
 * hidden while a game is played */
void _xq_window_class_init_panel (GtkWidgetClass *widget_class);
void _xq_window_panel_init (XqWindow *self);
void _xq_window_panel_update (XqWindow *self);

/* xq-window-layout.c: the board beside or above the panel, its size */
void _xq_window_class_init_layout (GtkWidgetClass *widget_class);
void _xq_window_layout_init (XqWindow *self);
void _xq_window_layout_stop (XqWindow *self);
/* The window got @width × @height: the layout for it (applied in an idle). */
void _xq_window_layout_allocate (XqWindow *self,
                                 int       width,
                                 int       height);
/* The window's first allocation, @width × @height, before its parts are
 * allocated: the layout for it is applied at once, so that the first frame
 * shows it and start-up draws one frame, not two (issue 38: the second,
 * whole-window frame cost a 2.4 MB shared-memory upload buffer of cairo's
 * and 1.5 MB of heap that stayed resident). */
void _xq_window_layout_prepare (XqWindow *self,
                                int       width,
                                int       height);
/* Something the layout depends on changed (the clocks showed). */
void _xq_window_layout_relayout (XqWindow *self);
/* The layout of a window whose content (under the header bar) measures
 * @width × @height, with @strip pixels to show under a board above the
 * panel.  Pure: for tests. */
void _xq_window_layout_compute (int             width,
                                int             height,
                                int             strip,
                                XqWindowLayout *layout);

/* xq-window-navigation.c: the navigation keys (arrows, Home, End, Page Up
 * and Down) wherever the focus is but in text */
void _xq_window_class_install_navigation_actions (GtkWidgetClass *widget_class);
void _xq_window_navigation_init (XqWindow *self);
void _xq_window_navigation_update_actions (XqWindow *self);
/* Handles a key press as the window does: TRUE when it went to the moves. */
gboolean _xq_window_navigation_key (XqWindow        *self,
                                    guint            keyval,
                                    GdkModifierType  state);

G_END_DECLS
