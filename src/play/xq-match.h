/* xq-match.h — a game being played: record, clock, players and referee
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * XqMatch asks the side to move for its move (engines through
 * xq_player_choose_move_async(), humans through xq_match_play_move()),
 * checks it, plays it into the XqGame, presses the clock, asks the judge
 * (xq-judge.h) after every move, and ends the game with a result, a reason
 * and the rule book clause.  It also handles resignation (§4.1.9), draw
 * offers (§23.1), claims of the natural move limit (§4.2.4, §23.3), loss on
 * time (§4.1.4, §22.5), take-backs in casual games and touch-move in strict
 * (tournament) mode (§5), and writes the result and the times used into the
 * game's tags at the end (§10.1).
 */
#pragma once

#include <gio/gio.h>

#include "xq-clock.h"
#include "xq-game.h"
#include "xq-judge.h"
#include "xq-player.h"

G_BEGIN_DECLS

#define XQ_MATCH_ERROR (xq_match_error_quark ())
GQuark xq_match_error_quark (void);

typedef enum
{
  XQ_MATCH_ERROR_NOT_PLAYING,   /* the game has not started or is over */
  XQ_MATCH_ERROR_NOT_YOUR_TURN, /* not this side's (or not a human's) turn */
  XQ_MATCH_ERROR_ILLEGAL_MOVE,  /* §4.1.6 */
  XQ_MATCH_ERROR_TOUCH_MOVE,    /* §5.1–5.5 in strict mode */
  XQ_MATCH_ERROR_DRAW_OFFER,    /* an offer against §23.1 */
  XQ_MATCH_ERROR_NO_OFFER,      /* no draw offer to answer */
  XQ_MATCH_ERROR_TAKE_BACK,     /* strict mode (§5.7) or nothing to take back */
  XQ_MATCH_ERROR_WRONG_CLAIM,   /* a natural-limit claim that is not true (§23.3) */
} XqMatchError;

typedef enum
{
  XQ_MATCH_READY = 0,  /* set up, not started */
  XQ_MATCH_PLAYING,
  XQ_MATCH_FINISHED,
} XqMatchState;

/* The pending draw offer (§23): its values are the offering side's
 * XqColor, or -1 when none is pending. */
typedef enum
{
  XQ_DRAW_OFFER_NONE = -1,
  XQ_DRAW_OFFER_RED = 0,   /* = XQ_RED */
  XQ_DRAW_OFFER_BLACK = 1, /* = XQ_BLACK */
} XqDrawOffer;

typedef enum
{
  XQ_END_NONE = 0,
  XQ_END_CHECKMATE,      /* §4.1.1 */
  XQ_END_STALEMATE,      /* §4.1.3 */
  XQ_END_REPETITION,     /* §24–§26; the verdict has the details */
  XQ_END_MOVE_LIMIT,     /* §4.2.4 (reached, or rightly claimed) */
  XQ_END_DEAD_POSITION,  /* §4.2.1 */
  XQ_END_TIME,           /* §4.1.4, §22 */
  XQ_END_RESIGNATION,    /* §4.1.9 */
  XQ_END_AGREEMENT,      /* §4.2.2 */
  XQ_END_ABORTED,        /* stopped without a result */
} XqEndReason;

/* §23.3: what a wrong natural-limit claim costs. */
#define XQ_WRONG_CLAIM_PENALTY (5 * XQ_USEC_PER_MINUTE)

#define XQ_TYPE_MATCH (xq_match_get_type ())
G_DECLARE_FINAL_TYPE (XqMatch, xq_match, XQ, MATCH, GObject)

/* A match on @game (NULL: a new game from the start position; an existing
 * game goes on from the end of its main line) with @clock (NULL: no clock)
 * between @red and @black (NULL: humans). */
XqMatch    *xq_match_new              (XqGame   *game,
                                       XqClock  *clock,
                                       XqPlayer *red,
                                       XqPlayer *black);

XqGame     *xq_match_get_game         (XqMatch *self);
XqClock    *xq_match_get_clock        (XqMatch *self);
XqPlayer   *xq_match_get_player       (XqMatch *self, XqColor side);

/* Settings; change them before xq_match_start(). */
void        xq_match_set_rules        (XqMatch *self, XqRuleSet rules);
XqRuleSet   xq_match_get_rules        (XqMatch *self);
/* Natural move limit in rounds (§4.2.4; default 60, 0: none). */
void        xq_match_set_move_limit   (XqMatch *self, guint rounds);
guint       xq_match_get_move_limit   (XqMatch *self);
/* Tournament mode: no take-backs, touch-move for humans (§5), and the
 * natural move limit only on a claim (§23.3). */
void        xq_match_set_strict       (XqMatch *self, gboolean strict);
gboolean    xq_match_get_strict       (XqMatch *self);

gboolean    xq_match_start            (XqMatch *self, GError **error);
/* Stops the game without a result (new game, window closed): cancels a
 * thinking engine and stops the clock. */
void        xq_match_abort            (XqMatch *self);

XqMatchState xq_match_get_state       (XqMatch *self);
const XqPosition *xq_match_get_position (XqMatch *self);
XqColor     xq_match_get_side_to_move (XqMatch *self);
/* Number of moves (plies) played in the game so far. */
guint       xq_match_get_ply          (XqMatch *self);
/* TRUE while an engine is thinking about its move. */
gboolean    xq_match_get_thinking     (XqMatch *self);

/* A human's move (the side to move must be human).  The match plays on the
 * main line of the record wherever its cursor is (the user may look at or
 * analyse earlier positions meanwhile); a move brings the cursor to it. */
gboolean    xq_match_play_move        (XqMatch *self, XqMove move, GError **error);
gboolean    xq_match_resign           (XqMatch *self, XqColor side, GError **error);

/* §23.1: a side may offer a draw only right after its own move, offers
 * must alternate between the sides, and making a move declines one. */
gboolean    xq_match_can_offer_draw   (XqMatch *self, XqColor side);
gboolean    xq_match_offer_draw       (XqMatch *self, XqColor side, GError **error);
/* Whether @side, to move, could offer a draw right after its next move
 * (no offer pending, and its last offer was answered by one of the
 * opponent's since). */
gboolean    xq_match_can_offer_draw_with_move (XqMatch *self, XqColor side);
/* The side whose offer is pending (an XqColor), or XQ_DRAW_OFFER_NONE (-1);
 * the property "draw-offer". */
XqDrawOffer xq_match_get_draw_offer   (XqMatch *self);
/* The side to move (a human) accepts or declines the pending offer. */
gboolean    xq_match_answer_draw      (XqMatch *self, gboolean accept, GError **error);
/* §23.3: @side claims the natural move limit.  A wrong claim costs the
 * claimant 5 minutes of its clock and fails with WRONG_CLAIM. */
gboolean    xq_match_claim_move_limit (XqMatch *self, XqColor side, GError **error);
/* Whether a claim of the natural move limit would be right now (only in
 * strict mode can the game go on past the limit; otherwise it ends there). */
gboolean    xq_match_can_claim_move_limit (XqMatch *self);

/* Take-back (casual games only): the last move, or, when the side before
 * it is an engine, both sides' last moves, so a human is to move.  Also
 * after a game the board ended (mate, stalemate, repetition, move limit),
 * which then goes on. */
gboolean    xq_match_can_take_back    (XqMatch *self);
gboolean    xq_match_take_back        (XqMatch *self, GError **error);
/* Plays the moves taken back again, up to the next human's turn (an engine
 * gets its old move back rather than a new search).  A move other than the
 * next one taken back forgets them. */
gboolean    xq_match_can_redo         (XqMatch *self);
gboolean    xq_match_redo             (XqMatch *self, GError **error);

/* Touch-move (§5), enforced in strict mode for a human to move.  Touching
 * an own piece that has a legal move binds it (§5.1): another own piece
 * cannot be selected then; touching an enemy piece that can be captured
 * binds to capturing it (§5.2); both: §5.3–5.5.  Without strict mode every
 * touch is allowed and binds nothing. */
gboolean    xq_match_touch            (XqMatch *self, int square, GError **error);
/* The own piece and the enemy piece bound by touching (XQ_NO_SQUARE). */
void        xq_match_get_touched      (XqMatch *self, int *own, int *enemy);
/* Whether the UI may drop the selection of @square (no binding touch). */
gboolean    xq_match_can_deselect     (XqMatch *self, int square);
/* The moves the side to move may make now, touch-move considered. */
gsize       xq_match_get_allowed_moves (XqMatch *self, XqMove *out, gsize cap);

XqResult    xq_match_get_result       (XqMatch *self);
XqEndReason xq_match_get_end_reason   (XqMatch *self);
/* The rule book clause of the end ("§4.1.1", …), or NULL. */
const char *xq_match_get_clause       (XqMatch *self);
/* The judge's verdict (repetitions: patterns and the side that had to vary). */
const XqVerdict *xq_match_get_verdict (XqMatch *self);
/* A translated sentence: "Red wins — black is checkmated (§4.1.1)"; for
 * repetitions it names the pattern ("red repeated perpetual check"). */
char       *xq_match_describe_end     (XqMatch *self);
/* The same sentence for a verdict of the judge on a record (the end of a
 * main line that is not played), or NULL when it is ongoing. */
char       *xq_match_describe_verdict (const XqVerdict *verdict);

/* PGN style result: "1-0", "0-1", "1/2-1/2", "*". */
const char *xq_result_to_pgn          (XqResult result);

G_END_DECLS
