/* xq-check-series.h — what a series of checks wins: mate or a piece (RULES §28.2, §28.3)
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Plain C11, no GLib.  Small AND/OR searches in which the side to move (the
 * attacker) plays checking moves only and every legal reply of the defender
 * is tried.  The move classifier (xq-chase.h) asks them, after the mover
 * "passes", whether the mover threatens mate by the next check or a series
 * of checks (杀, §28.2) or threatens to win a piece by a series of checks
 * (捉, §28.3).  The bounds (checking moves, nodes) are the caller's; when
 * the node budget runs out the answer is "no" (nothing is threatened that
 * was not found).
 */
#pragma once

#include "xq-position.h"

/* Nodes a series search may still visit (one per move made); it counts
 * down and is shared by successive searches of one classification. */
typedef struct
{
  unsigned long left;
} XqCheckBudget;

/* Whether the side to move of @pos mates by consecutive checks, with at
 * most @max_checks checking moves of its own (1: mate in one), whatever
 * the defender replies.  @pos is modified and restored. */
bool xq_mate_by_checks (XqPosition *pos, int max_checks, XqCheckBudget *budget);

/* Whether the side to move of @pos wins material by at least one check
 * and then a capture, with at most @max_checks checking moves, whatever
 * the defender replies: the capture takes a piece with value (§25.3: not
 * the king nor an un-crossed soldier), by a piece other than the king
 * (§27.1), and its static exchange, with legal
 * captures only, plus what both sides took during the checks, is a gain.
 * Mating on the way counts as winning.  @target: the square of the piece
 * to win (followed when the defender moves it), or -1 for any piece.  On
 * success *@checker, when not NULL, is the square the first check starts
 * from.  @pos is modified and restored. */
bool xq_win_by_checks (XqPosition *pos, int target, int max_checks, XqCheckBudget *budget,
                       int *checker);
