/* xq-judge.h — is the game over, and why (RULES §3, §4, §8)
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Plain C11, no GLib.  The judge looks at a game's history (a start
 * position and the moves played) and gives a verdict: result, reason code,
 * the rule clause, and for repetitions the side that must vary and the
 * nature of every move of the repeated cycle (xq-chase.h).
 *
 * Verdicts, checked in this order after each move:
 *   checkmate (§3, §4.1.1) and stalemate (§3, §4.1.3): the side to move loses;
 *   repetition: the position occurs for the third time (§4.2.3, §24–§29);
 *   natural move limit: 2N plies without a capture (§4.2.4), exactly at 2N;
 *   dead position (§4.2.1): neither side has a chariot, horse, cannon or
 *     soldier, so neither can ever mate.  No further material draws are
 *     added: kings with advisors and elephants are the only material that
 *     can never give mate whatever the other side does (the rule book's own
 *     example, "bare kings, or only advisors/elephants").
 *
 * Repetition.  At the third occurrence of a position, every move since its
 * first occurrence is classified.  Each side's moves form a pattern:
 *
 *   | pattern of one side            | Chinese (CXA) | Asian (AXF)    | Casual    |
 *   |--------------------------------|---------------|----------------|-----------|
 *   | every move a check  (长将)      | forbidden     | forbidden      | forbidden |
 *   | every move a mate threat (长杀) | forbidden     | allowed        | allowed   |
 *   | every move a chase (长捉)       | forbidden     | forbidden only | allowed   |
 *   |                                |               | if one piece   |           |
 *   |                                |               | is chased by   |           |
 *   |                                |               | every move     |           |
 *   | check + mate threat (一将一杀)   | forbidden     | allowed        | allowed   |
 *   | check + chase (一将一捉)         | forbidden     | allowed        | allowed   |
 *   | mate threat + chase (一杀一捉)   | forbidden     | allowed        | allowed   |
 *   | any idle move among them       | allowed       | allowed        | allowed   |
 *
 * A move has one nature, the heaviest (§27.4), for the Chinese patterns.
 * The Asian set counts a move as a chase when it chases directly and is
 * not a check (a mate threat that also chases directly counts; a piece won
 * only by a series of checks, or by mating on the way, does not: AXF rule 9,
 * perpetual mate threats are drawn), and follows the chased
 * pieces through the opponent's moves: one piece chasing two pieces in turn
 * is allowed there, forbidden in the Chinese set (§28.12 "一子或数子").
 * Chinese set, §27.2: a side whose only attacks are a soldier's (idle) but
 * whose every move attacks (check, threat, chase or soldier chase), against
 * a side with a forbidden pattern, makes a mutual perpetual attack: its
 * soldier's attacks count as chases, so both are forbidden.
 *
 * Then (§24, §26): a side that alone gives perpetual check loses (§26.1);
 * one side forbidden and the other allowed: the forbidden side loses —
 * over the board it must vary first; here the verdict is given at the third
 * occurrence (§26.4, §24.3); both allowed (§26.2) or both forbidden, mutual
 * perpetual check included (§26.3): draw.
 *
 * Natural move limit: N rounds (default 60, settable; 0 turns it off) with
 * no capture, counted from the start position's FEN counter.  In the Asian
 * set a side claiming the draw counts at most 10 of its own checking moves
 * (CXA §23.3 has the same text for claims): the draw comes when either side
 * could claim, that is when plies - max(0, own checks - 10) >= 2N for either.
 * Checks before the start position are unknown and not counted.
 */
#pragma once

#include "xq-chase.h"
#include "xq-position.h"

typedef enum
{
  XQ_RULES_CHINESE = 0, /* CXA competition rules, RULES §8 (default) */
  XQ_RULES_ASIAN,       /* AXF/WXF */
  XQ_RULES_CASUAL,      /* only perpetual check loses */
} XqRuleSet;

typedef struct
{
  XqRuleSet rules;
  unsigned move_limit; /* rounds without capture for §4.2.4; 0 = no limit */
} XqJudgeOptions;

#define XQ_JUDGE_DEFAULT_LIMIT 60

typedef enum
{
  XQ_RESULT_ONGOING = 0,
  XQ_RESULT_RED_WINS,
  XQ_RESULT_BLACK_WINS,
  XQ_RESULT_DRAW,
} XqResult;

typedef enum
{
  XQ_REASON_NONE = 0,
  XQ_REASON_CHECKMATE,             /* §4.1.1 */
  XQ_REASON_STALEMATE,             /* §4.1.3 */
  XQ_REASON_PERPETUAL_CHECK,       /* §26.1: one side alone checks every move */
  XQ_REASON_PERPETUAL_MATE_THREAT, /* §26.4 with the loser's pattern … */
  XQ_REASON_PERPETUAL_CHASE,
  XQ_REASON_CHECK_AND_MATE_THREAT,
  XQ_REASON_CHECK_AND_CHASE,
  XQ_REASON_MATE_THREAT_AND_CHASE,
  XQ_REASON_MIXED_ATTACKS,         /* … check, mate threat and chase */
  XQ_REASON_REPETITION_ALLOWED,    /* §26.2: draw, both sides allowed */
  XQ_REASON_REPETITION_FORBIDDEN,  /* §26.3: draw, both sides forbidden */
  XQ_REASON_MOVE_LIMIT,            /* §4.2.4 */
  XQ_REASON_DEAD_POSITION,         /* §4.2.1 */
} XqReason;

/* The pattern of one side's moves in a repetition. */
typedef enum
{
  XQ_PATTERN_ALLOWED = 0,     /* has idle moves, or allowed by the rule set */
  XQ_PATTERN_PERPETUAL_CHECK,
  XQ_PATTERN_PERPETUAL_MATE_THREAT,
  XQ_PATTERN_PERPETUAL_CHASE,
  XQ_PATTERN_CHECK_AND_MATE_THREAT,
  XQ_PATTERN_CHECK_AND_CHASE,
  XQ_PATTERN_MATE_THREAT_AND_CHASE,
  XQ_PATTERN_MIXED_ATTACKS,
} XqPattern;

/* Moves of a repetition kept in a verdict; longer cycles are judged in full
 * but only their first moves are listed. */
#define XQ_VERDICT_MAX_MOVES 64

typedef struct
{
  XqResult result;
  XqReason reason;
  const char *clause;   /* "§26.1" etc.; "-" while the game goes on */
  size_t ply;           /* number of moves played when the verdict arose */

  /* Repetitions only (n_moves == 0 otherwise). */
  int must_vary;        /* XqColor of the side that had to vary, or -1 */
  XqPattern pattern[2]; /* per XqColor */
  size_t cycle_start;   /* ply of the first occurrence of the position */
  size_t n_moves;       /* moves since then: ply - cycle_start */
  XqMoveClass moves[XQ_VERDICT_MAX_MOVES]; /* moves[i] is move cycle_start + i + 1 */
  XqColor first_mover;  /* side that played moves[0] */
} XqVerdict;

void xq_judge_options_init (XqJudgeOptions *options);

/* The incremental judge: one per game, moves pushed and popped as they are
 * played and taken back.  Allocates its history (grows as needed). */
typedef struct _XqJudge XqJudge;

/* NULL when out of memory.  @options may be NULL for the defaults. */
XqJudge *xq_judge_new (const XqPosition *start, const XqJudgeOptions *options);
void xq_judge_free (XqJudge *judge);

/* Plays @m.  Returns false (and changes nothing) when @m is not legal or
 * memory runs out.  Pushing after a verdict is allowed (the caller decides). */
bool xq_judge_push (XqJudge *judge, XqMove m);
/* Takes back the last move; false when there is none. */
bool xq_judge_pop (XqJudge *judge);

const XqPosition *xq_judge_position (const XqJudge *judge);
size_t xq_judge_ply (const XqJudge *judge);
const XqJudgeOptions *xq_judge_options (const XqJudge *judge);

/* The verdict on the current position (the end of the history). */
void xq_judge_verdict (const XqJudge *judge, XqVerdict *verdict);

typedef enum
{
  XQ_JUDGE_OK = 0,
  XQ_JUDGE_ILLEGAL_MOVE,  /* moves[*bad_index] is not legal */
  XQ_JUDGE_GAME_OVER,     /* moves[*bad_index] comes after the verdict */
  XQ_JUDGE_NO_MEMORY,
} XqJudgeStatus;

/* Judges a whole history: plays @moves from @start and stops at the first
 * verdict.  *@verdict is that verdict, or the ongoing verdict at the end.
 * On XQ_JUDGE_GAME_OVER, *@verdict holds the verdict that ended the game. */
XqJudgeStatus xq_judge_history (const XqPosition *start, const XqMove *moves, size_t n_moves,
                                const XqJudgeOptions *options, XqVerdict *verdict,
                                size_t *bad_index);

/* The natural move limit (§4.2.4) after @plies plies without a capture, of
 * which @checks[c] were checking moves of side c (may be NULL: no checks
 * known).  Only the Asian set looks at @checks. */
bool xq_judge_limit_reached (const XqJudgeOptions *options, unsigned plies,
                             const unsigned checks[2]);

/* The patterns of both sides (per XqColor) in a repetition whose moves,
 * classified by xq_classify_move in order from the first occurrence of the
 * position, are @moves; @first_mover played moves[0].  For callers with
 * their own history (the search engine), with xq_judge_decide_repetition. */
void xq_judge_cycle_patterns (const XqMoveClass *moves, size_t n_moves, XqColor first_mover,
                              XqRuleSet rules, XqPattern pattern[2]);

/* The decision of §24/§26 on a repetition from the two sides' patterns:
 * sets result, reason, clause and must_vary of @verdict, nothing else.
 * For callers with their own history (the search engine). */
void xq_judge_decide_repetition (XqPattern red, XqPattern black, XqVerdict *verdict);

/* Names for logs, tests and the command line. */
const char *xq_result_name (XqResult result);       /* "red-wins", "draw", … */
const char *xq_reason_name (XqReason reason);       /* "perpetual-check", … */
const char *xq_pattern_name (XqPattern pattern);    /* "allowed", … */
const char *xq_rule_set_name (XqRuleSet rules);     /* "chinese", "asian", "casual" */
/* Reads a rule set name; false when unknown. */
bool xq_rule_set_from_name (const char *name, XqRuleSet *rules);
