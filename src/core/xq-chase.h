/* xq-chase.h — the nature of a move for the repetition rules (RULES §8, §25–§29)
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Plain C11, no GLib.  Every move of a repetition cycle is check (将),
 * mate threat (杀), chase (捉) or idle (闲).  The judge (xq-judge.h) uses this
 * to decide repetitions; the search engine may call it directly to avoid or
 * exploit perpetual check and perpetual chase.
 *
 * What counts as a chase here (§25.3, §27, §28.3, §29):
 * - only capture pairs (chaser, chased) that the move creates (§29.2): the
 *   moved piece, a piece it uncovers, a cannon it gives a screen, or a piece
 *   whose target lost its protection through the move.  A move answering a
 *   check creates only attacks that were not there at all (its pieces'
 *   captures were illegal before just because of the check);
 * - the chased piece has value: chariot, horse, cannon, advisor, elephant or a
 *   crossed soldier; never the king (that is check) nor an un-crossed soldier;
 * - the king attacking by itself is idle (§27.1); other pieces count even
 *   when the king helps them (the king joins the exchange as a capturer or
 *   protector like any piece);
 * - a soldier attacking is idle (§27.2); such an attack, judged like a chase
 *   by a piece, is reported apart (soldier_chase) because in a mutual
 *   perpetual attack it counts as a chase (xq-judge.h);
 * - horse or cannon attacking a chariot, and advisor or elephant attacking a
 *   chariot, horse or cannon, chase whatever the protection;
 * - attacking an equal piece that can legally capture the chaser back is an
 *   exchange offer (兑, §28.5), idle;
 * - otherwise the piece must be unprotected or falsely protected (§28.16):
 *   a static exchange on its square (xq-exchange.h), with legal captures
 *   only (a pinned protector, or one the flying-general rule holds, does not
 *   protect), must win material for the chaser.  Values: chariot 10, horse
 *   5, cannon 5, advisor 2, elephant 2, crossed soldier 2, un-crossed
 *   soldier 1 (§25.3, xq_rule_values).  With XQ_CLASSIFY_ASIAN_PROTECTION
 *   (the Asian rules, AXF item 35) a piece the opponent can legally take
 *   back is protected however many pieces attack it: only a piece worth
 *   more than its attacker, or one nothing can legally take back, is chased;
 * - the capture must not let the opponent mate in one (§29.4; skipped with
 *   XQ_CLASSIFY_NO_MATE_THREAT);
 * - a piece may also be won by a series of checks (§28.3, §29.1): a move
 *   that is not check after which the mover, if the opponent passed, wins
 *   a piece with value by checks and a capture that gains material, every
 *   defence tried (xq-check-series.h), when it could not do so before the
 *   move (§29.2).  Such chases are listed after the direct ones and
 *   counted in n_by_checks; the chaser is the piece giving the first check.
 * Mate threat (§28.2): a move that is not check after which the mover, if
 * the opponent passed, would mate by the next check or by a series of
 * checks: every move of the mover a check, every reply tried.  The series
 * is bounded in checking moves and in nodes (xq-chase.c names the bounds);
 * a mate beyond them is not seen.  Asian rules do not forbid mate threats
 * and count only direct chases (xq-judge.h), so these searches change only
 * Chinese rulings.
 */
#pragma once

#include "xq-position.h"

typedef enum
{
  XQ_NATURE_IDLE = 0,        /* 闲 (including 兑, 献, 拦, 跟) */
  XQ_NATURE_CHASE = 1,       /* 捉 */
  XQ_NATURE_MATE_THREAT = 2, /* 杀 */
  XQ_NATURE_CHECK = 3,       /* 将 */
} XqMoveNature;

/* Most (chaser, chased) pairs recorded for one move; further ones are
 * counted in n_chased but not stored. */
#define XQ_MAX_CHASED 8

typedef struct
{
  XqMove move;
  uint8_t nature;      /* XqMoveNature: the heaviest nature (§27.4) */
  bool check;          /* the move gives check */
  bool mate_threat;    /* the move threatens mate by checks (never with check) */
  uint8_t n_chased;    /* chases created by the move (may exceed XQ_MAX_CHASED) */
  uint8_t n_by_checks; /* of which won by a series of checks (listed last) */
  uint8_t chaser[XQ_MAX_CHASED]; /* square of the chasing piece after the move */
  uint8_t chased[XQ_MAX_CHASED]; /* square of the chased piece */
  bool soldier_chase;      /* a soldier of the mover chases anew (idle, §27.2) */
  uint8_t soldier_chaser;  /* the first such soldier and its target */
  uint8_t soldier_chased;
} XqMoveClass;

typedef enum
{
  XQ_CLASSIFY_DEFAULT = 0,
  /* Skip the searches by checks (the most expensive part): no mate
   * threats, no chases by a series of checks, and chases are not checked
   * against §29.4. */
  XQ_CLASSIFY_NO_MATE_THREAT = 1 << 0,
  /* The Asian rules' protection (AXF item 35, Diagrams 86-88): a piece the
   * opponent can legally take back on its square is protected, however
   * many pieces attack it, unless it is worth more than its attacker; the
   * static exchange (two attackers against one protector) is not used. */
  XQ_CLASSIFY_ASIAN_PROTECTION = 1 << 1,
} XqClassifyFlags;

/* Classifies @m, a legal move of the side to move in @before, and returns
 * its nature.  Fills *@out when @out is not NULL.
 *
 * Cost: no allocation, no global state (thread-safe); works on copies of
 * @before on the stack.  It generates the mover's captures twice (before and
 * after the move) and runs a static exchange on each target found; unless
 * XQ_CLASSIFY_NO_MATE_THREAT, the searches by checks follow the mover's
 * checking moves, within a node budget.  Typically tens of microseconds, at
 * worst a few milliseconds (xiangqi-cli bench --judge); cheap enough for
 * repetition nodes of a search, not for every node. */
XqMoveNature xq_classify_move (const XqPosition *before, XqMove m, unsigned flags,
                               XqMoveClass *out);

/* "idle", "chase", "mate-threat", "check". */
const char *xq_move_nature_name (XqMoveNature nature);
