/* xq-window.h — the main window: board, side panel, header bar
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "xq-board-view.h"
#include "xq-session.h"

G_BEGIN_DECLS

#define XQ_TYPE_WINDOW (xq_window_get_type ())

G_DECLARE_FINAL_TYPE (XqWindow, xq_window, XQ, WINDOW, AdwApplicationWindow)

XqWindow *xq_window_new (GtkApplication *app);

/* First game of a new window: @file when given, otherwise the game kept at
 * the session's autosave path, otherwise a new game against the computer. */
void xq_window_start (XqWindow *self,
                      GFile    *file);
/* Loads @file (asks before discarding unsaved changes). */
void xq_window_open_file (XqWindow *self,
                          GFile    *file);

/* The game shown: its match, record and file (owned by the window). */
XqSession *xq_window_get_session (XqWindow *self);
/* The board the game is shown and played on. */
XqBoardView *xq_window_get_board (XqWindow *self);

/* Starts a new game as @setup says (no question about the current one). */
void xq_window_new_game (XqWindow          *self,
                         const XqGameSetup *setup);
/* A move on the board: in the game at its live position (through the
 * match), or as analysis at an earlier one.  FALSE when not allowed. */
gboolean xq_window_play_move (XqWindow *self,
                              XqMove    move);
/* The user touched @square (strict mode, §5): FALSE when touching it is
 * against the touch-move rule (the touch is then ignored). */
gboolean xq_window_touch (XqWindow *self,
                          int       square);

/* For tests: number of plies in the main line, the ply shown, and the FEN of
 * the position shown. */
guint xq_window_get_n_plies (XqWindow *self);
guint xq_window_get_current_ply (XqWindow *self);
char *xq_window_dup_fen (XqWindow *self);

G_END_DECLS
