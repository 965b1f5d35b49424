/* xq-series.h — a match of several games between two players
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Best of N games (seed 000: 三局两胜, best of three).  Colours swap after
 * every game (§13.5); each game scores 1 for a win, ½ for a draw, 0 for a
 * loss (§14.1).  The series is over once the leader cannot be caught in the
 * games left; tied after N games, extra games decide (seed 000: 加赛).
 */
#pragma once

#include <glib-object.h>

#include "xq-judge.h"

G_BEGIN_DECLS

#define XQ_TYPE_SERIES (xq_series_get_type ())
G_DECLARE_FINAL_TYPE (XqSeries, xq_series, XQ, SERIES, GObject)

/* Players are numbered 0 and 1; player 0 has red in the first game. */
XqSeries   *xq_series_new             (guint n_games, const char *name0, const char *name1);

guint       xq_series_get_n_games     (XqSeries *self);
guint       xq_series_get_n_played    (XqSeries *self);
const char *xq_series_get_name        (XqSeries *self, guint player);
/* The colour @player has in game @game (0-based). */
XqColor     xq_series_get_color       (XqSeries *self, guint game, guint player);
/* The player who has red in game @game. */
guint       xq_series_get_red_player  (XqSeries *self, guint game);

/* Records the result of the next game (red/black as played).  FALSE when
 * the series is over or @result is XQ_RESULT_ONGOING. */
gboolean    xq_series_add_result      (XqSeries *self, XqResult result);
XqResult    xq_series_get_result      (XqSeries *self, guint game);

/* Score in half points (§14.1: win 2, draw 1, loss 0 half points). */
guint       xq_series_get_half_points (XqSeries *self, guint player);
/* "2", "1½", "½" */
char       *xq_series_format_score    (XqSeries *self, guint player);

gboolean    xq_series_is_over         (XqSeries *self);
/* The winner (0 or 1), or -1 while undecided. */
int         xq_series_get_winner      (XqSeries *self);
/* TRUE when the N games are played and the score is level. */
gboolean    xq_series_needs_tiebreak  (XqSeries *self);

G_END_DECLS
