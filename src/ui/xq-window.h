/* xq-window.h — the main window: board, side panel, header bar
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "xq-application.h"

G_BEGIN_DECLS

#define XQ_TYPE_WINDOW (xq_window_get_type ())

G_DECLARE_FINAL_TYPE (XqWindow, xq_window, XQ, WINDOW, AdwApplicationWindow)

XqWindow *xq_window_new (XqApplication *app);

/* First game of a new window: @file when given, otherwise the game saved at
 * the last exit, otherwise a new game against the computer. */
void xq_window_start (XqWindow *self,
                      GFile    *file);
/* Loads @file (asks before discarding unsaved changes). */
void xq_window_open_file (XqWindow *self,
                          GFile    *file);

/* For tests: number of plies in the main line, the ply shown, and the FEN of
 * the position shown. */
guint xq_window_get_n_plies (XqWindow *self);
guint xq_window_get_current_ply (XqWindow *self);
char *xq_window_dup_fen (XqWindow *self);

G_END_DECLS
