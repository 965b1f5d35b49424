/* xq-clock-bar.h — both sides' time on a game clock
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "xq-clock.h"

G_BEGIN_DECLS

#define XQ_TYPE_CLOCK_BAR (xq_clock_bar_get_type ())

G_DECLARE_FINAL_TYPE (XqClockBar, xq_clock_bar, XQ, CLOCK_BAR, GtkWidget)

/* Shows the time left to red and black on #XqClockBar:clock, the running
 * side marked, a side short of time in the warning colour.  Hidden while it
 * has no clock or one without a time control (a clock that only counts). */
GtkWidget *xq_clock_bar_new       (void);

XqClock   *xq_clock_bar_get_clock (XqClockBar *self);
void       xq_clock_bar_set_clock (XqClockBar *self,
                                   XqClock    *clock);
/* Compact (under the board in narrow windows): each clock on one line, the
 * player beside the time, instead of the player over it. */
void       xq_clock_bar_set_compact (XqClockBar *self,
                                     gboolean    compact);
/* Stacked: one clock over the other (beside the move buttons in a narrow
 * window) instead of side by side. */
void       xq_clock_bar_set_stacked (XqClockBar *self,
                                     gboolean    stacked);
gboolean   xq_clock_bar_get_stacked (XqClockBar *self);
/* The captions over the times: the players (NULL: "Red", "Black"). */
void       xq_clock_bar_set_players (XqClockBar *self,
                                     const char *red,
                                     const char *black);

G_END_DECLS
