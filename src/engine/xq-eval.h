/* xq-eval.h — static evaluation of a position
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Plain C11.  Scores are centipawns from the point of view of the side to
 * move.  The evaluation is linear in a set of features (piece-square terms,
 * mobility, king safety …), each with a middlegame and an endgame weight
 * blended by the game phase; the weights live in xq-eval-weights.h.
 */
#pragma once

#include "xq-position.h"

/* Builds the piece-square tables.  Idempotent and thread-safe; the other
 * functions call it as needed. */
void xq_eval_init (void);

/* Lets @pos keep the evaluation's piece-square sums as it moves, which
 * makes xq_evaluate () faster on it (same results; for a search's working
 * position). */
void xq_eval_attach (XqPosition *pos);

/* Static score of @pos for the side to move. */
int xq_evaluate (const XqPosition *pos);

/* Fitted material value of a piece kind (xq-eval-weights.h), for ordering
 * captures (most valuable victim first) and the quiescence search's delta
 * pruning.  The exchanges use values of their own (xq-see.c). */
int xq_eval_piece_value (XqKind kind);

/* ---- For tuning tools ---------------------------------------------------- */

/* Feature indices.  Piece-square features fold the board left-right (files
 * a..e, e the centre) and count ranks from the owner's back rank. */
enum
{
  XQ_EVAL_F_PST = 0,                                   /* 7 kinds × 50 points */
  XQ_EVAL_F_ROOK_MOB = XQ_EVAL_F_PST + 7 * 50,         /* 0..17 moves */
  XQ_EVAL_F_HORSE_MOB = XQ_EVAL_F_ROOK_MOB + 18,       /* 0..8 moves */
  XQ_EVAL_F_CANNON_MOB = XQ_EVAL_F_HORSE_MOB + 9,      /* 0..17 moves */
  XQ_EVAL_F_ATTACK = XQ_EVAL_F_CANNON_MOB + 18,        /* enemy attack units 0..15 */
  XQ_EVAL_F_ROOK_KING_FILE = XQ_EVAL_F_ATTACK + 16,    /* enemy chariot, open file to our king */
  XQ_EVAL_F_EMPTY_CANNON,                              /* enemy cannon, nothing between */
  XQ_EVAL_F_CANNON_KING_FILE,                          /* enemy cannon, one screen */
  XQ_EVAL_F_MISSING_ADVISOR,                           /* × enemy attacking force */
  XQ_EVAL_F_MISSING_ELEPHANT,                          /* × enemy attacking force */
  XQ_EVAL_F_ADVISOR_PAIR,
  XQ_EVAL_F_ELEPHANT_PAIR,
  XQ_EVAL_F_IMBALANCE,                                 /* 6×6 products of piece counts */
  XQ_EVAL_F_TEMPO = XQ_EVAL_F_IMBALANCE + 36,
  XQ_EVAL_N_FEATURES
};

#define XQ_EVAL_PHASE_MAX 32

/* A middlegame and an endgame score blended by @phase (0..XQ_EVAL_PHASE_MAX). */
static inline int
xq_eval_blend (int mg, int eg, int phase)
{
  return (mg * phase + eg * (XQ_EVAL_PHASE_MAX - phase)) / XQ_EVAL_PHASE_MAX;
}

typedef struct
{
  /* Red's features minus black's (the tempo: +1 red to move, -1 black). */
  int16_t count[XQ_EVAL_N_FEATURES];
  int phase;      /* 0 (bare endgame) .. XQ_EVAL_PHASE_MAX (middlegame) */
  bool scaled;    /* known drawish material scaled the score down */
  int net;        /* the network's part of red's score (before scaling):
                     the score is the blend of the features' sums plus it */
} XqEvalTrace;

/* Fills @trace for @pos and returns the score from red's point of view
 * (before the side-to-move sign). */
int xq_eval_trace (const XqPosition *pos, XqEvalTrace *trace);

/* The score split into its terms, for the UCI `eval` command and for
 * comparing the evaluation with another engine's term by term. */
typedef enum
{
  XQ_EVAL_TERM_PLACEMENT,   /* material and piece-square terms */
  XQ_EVAL_TERM_MOBILITY,
  XQ_EVAL_TERM_KING,        /* attackers, open lines, missing defenders */
  XQ_EVAL_TERM_IMBALANCE,
  XQ_EVAL_TERM_TEMPO,
  XQ_EVAL_TERM_NETWORK,     /* the network on piece placement (same mg and eg) */
  XQ_EVAL_N_TERMS
} XqEvalTerm;

typedef struct
{
  int mg[XQ_EVAL_N_TERMS], eg[XQ_EVAL_N_TERMS]; /* red's, centipawns */
  int phase;
  bool scaled;
  int total;                /* red's score, as xq_eval_trace () returns it */
} XqEvalTerms;

/* Short English name of @term (for a table; not translated). */
const char *xq_eval_term_name (XqEvalTerm term);

/* Fills @terms for @pos. */
void xq_eval_terms (const XqPosition *pos, XqEvalTerms *terms);
