/* xq-eval.c — material, piece-square tables by phase, mobility, king safety
 * and endgame knowledge
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * All tuning constants are named and grouped at the top.  They were set by
 * hand from general Xiangqi knowledge (relative piece values as in RULES
 * §25.3: chariot ≈ two horses ≈ two cannons, horse = cannon, advisor =
 * elephant, crossed soldier worth about two) and then adjusted by short
 * self-play and fairy-stockfish matches (xiangqi-cli match), keeping a change
 * only when it did not lose score.
 */
#include "xq-eval.h"
#include "xq-tables.h"

#include <stdlib.h>
#include <threads.h>

/* ---- Tuning constants ------------------------------------------------- */

/* Material, middlegame and endgame. */
static const int VALUE_MG[XQ_N_KINDS] = { 0, 0, 170, 170, 400, 900, 430, 60 };
static const int VALUE_EG[XQ_N_KINDS] = { 0, 0, 150, 150, 430, 950, 400, 90 };

/* Soldiers: bonus once across the river, by closeness to the palace. */
static const int PAWN_CROSSED_MG = 80;
static const int PAWN_CROSSED_EG = 110;
static const int PAWN_CENTRE_FILE = 30;   /* files d..f */
static const int PAWN_NEAR_CENTRE_FILE = 15; /* files c, g */
static const int PAWN_PALACE_RANK = 20;   /* the two ranks in front of the palace */
static const int PAWN_RANK_8 = 10;        /* inside the palace ranks */
static const int PAWN_BOTTOM = -45;       /* reached the last rank ("old soldier") */
static const int PAWN_RIVER_BANK = 8;     /* own side, one step forward */

/* Horses: rank and centrality; edges are poor. */
static const int HORSE_RANK[XQ_RANKS] = { -20, -5, 5, 10, 15, 20, 25, 25, 10, -10 };
static const int HORSE_CENTRE = 4;  /* per file closer to the centre */
static const int HORSE_EDGE = -15;
static const int HORSE_MOBILITY = 5; /* per free move */

/* Chariots: rank bonus; mobility matters most. */
static const int ROOK_RANK[XQ_RANKS] = { -10, 0, 0, 0, 5, 5, 15, 10, 15, 5 };
static const int ROOK_MOBILITY = 2;

/* Cannons: central file, back ranks of the enemy. */
static const int CANNON_CENTRE_FILE = 20;
static const int CANNON_ENEMY_BACK = 10;

/* King: stay at home. */
static const int KING_RAISED = -15; /* per rank above the back rank */
static const int KING_OFF_FILE = -5;

/* King safety. */
static const int MISSING_ADVISOR = 35;  /* per missing advisor, times threat */
static const int MISSING_ELEPHANT = 20;
static const int CANNON_ON_KING_FILE = 20;
static const int EMPTY_HEADED_CANNON = 90; /* cannon facing the king, nothing between */
static const int ROOK_ON_KING_FILE = 30;  /* open line to the king */
/* Attackers in our half near the palace, weighted by kind, then looked up:
 * several attackers together are worth more than the sum. */
static const int ATTACK_WEIGHT[XQ_N_KINDS] = { 0, 0, 0, 0, 2, 3, 2, 1 };
static const int ATTACK_DANGER[16] = { 0, 0, 10, 24, 42, 64, 90, 120, 150, 180, 210, 240,
                                       265, 290, 310, 330 };

static const int TEMPO = 10;

/* Phase weights (full middlegame = PHASE_MAX). */
static const int PHASE_ROOK = 4;
static const int PHASE_MINOR = 2;
#define PHASE_MAX 32

/* Endgame knowledge: divisor applied to the stronger side's score. */
static const int DRAWISH_DIVISOR = 8;
static const int CANNOT_WIN_DIVISOR = 32;

/* ---- Tables ----------------------------------------------------------- */

typedef struct
{
  int16_t mg[XQ_N_PIECES][XQ_SQUARES];
  int16_t eg[XQ_N_PIECES][XQ_SQUARES];
} EvalTables;

static EvalTables tables;
static once_flag tables_once = ONCE_FLAG_INIT;

static void
square_bonus (XqKind kind, int f, int r, int *mg, int *eg)
{
  int centre = 4 - abs (f - 4);
  *mg = 0;
  *eg = 0;
  switch (kind)
    {
    case XQ_PAWN:
      if (r >= 5)
        {
          int b = 0;
          if (f >= 3 && f <= 5)
            b += PAWN_CENTRE_FILE;
          else if (f == 2 || f == 6)
            b += PAWN_NEAR_CENTRE_FILE;
          if (r == 6 || r == 7)
            b += PAWN_PALACE_RANK;
          else if (r == 8)
            b += PAWN_RANK_8;
          else if (r == 9)
            b += PAWN_BOTTOM;
          *mg = PAWN_CROSSED_MG + b;
          *eg = PAWN_CROSSED_EG + b;
        }
      else if (r == 4)
        *mg = *eg = PAWN_RIVER_BANK;
      break;
    case XQ_HORSE:
      *mg = HORSE_RANK[r] + HORSE_CENTRE * centre + (f == 0 || f == 8 ? HORSE_EDGE : 0);
      *eg = *mg / 2 + HORSE_CENTRE * centre;
      break;
    case XQ_ROOK:
      *mg = ROOK_RANK[r] + (f == 3 || f == 5 ? 5 : 0);
      *eg = ROOK_RANK[r] / 2;
      break;
    case XQ_CANNON:
      *mg = (f == 4 ? CANNON_CENTRE_FILE : 0) + (r >= 7 ? CANNON_ENEMY_BACK : 0);
      *eg = (r <= 2 ? 10 : 0);
      break;
    case XQ_KING:
      *mg = KING_RAISED * r + (f != 4 ? KING_OFF_FILE : 0);
      *eg = KING_RAISED * r / 3;
      break;
    case XQ_ADVISOR:
      *mg = *eg = (f == 4 && r == 1) ? 5 : 0;
      break;
    case XQ_ELEPHANT:
      *mg = *eg = (f == 4 && r == 2) ? 8 : 0;
      break;
    default:
      break;
    }
}

static void
build_tables (void)
{
  xq_core_init ();
  for (int kind = XQ_KING; kind <= XQ_PAWN; kind++)
    for (int sq = 0; sq < XQ_SQUARES; sq++)
      {
        int f = XQ_FILE (sq), r = XQ_RANK (sq), mg, eg;
        square_bonus ((XqKind) kind, f, r, &mg, &eg);
        /* Red piece on sq; black piece on the mirrored square. */
        int black_sq = XQ_SQ (f, 9 - r);
        tables.mg[XQ_PIECE (XQ_RED, kind)][sq] = (int16_t) (VALUE_MG[kind] + mg);
        tables.eg[XQ_PIECE (XQ_RED, kind)][sq] = (int16_t) (VALUE_EG[kind] + eg);
        tables.mg[XQ_PIECE (XQ_BLACK, kind)][black_sq] = (int16_t) (VALUE_MG[kind] + mg);
        tables.eg[XQ_PIECE (XQ_BLACK, kind)][black_sq] = (int16_t) (VALUE_EG[kind] + eg);
      }
}

void
xq_eval_init (void)
{
  call_once (&tables_once, build_tables);
}

int
xq_eval_piece_value (XqKind kind)
{
  return VALUE_MG[kind];
}

/* ---- Evaluation ------------------------------------------------------- */

typedef struct
{
  int count[2][XQ_N_KINDS];
  int crossed_pawns[2];
} Census;

static int
rook_mobility (const XqPiece *b, int sq)
{
  const XqTables *t = &xq_tables;
  int n = 0;
  for (int d = 0; d < 4; d++)
    {
      const uint8_t *ray = t->ray[sq][d];
      int len = t->ray_len[sq][d];
      for (int j = 0; j < len && b[ray[j]] == XQ_EMPTY; j++)
        n++;
    }
  return n;
}

static int
horse_mobility (const XqPiece *b, int sq, int side)
{
  const XqTables *t = &xq_tables;
  int n = 0;
  for (int j = 0; j < t->horse_n[sq]; j++)
    {
      if (b[t->horse_leg[sq][j]] != XQ_EMPTY)
        continue;
      XqPiece q = b[t->horse_to[sq][j]];
      if (q == XQ_EMPTY || XQ_PIECE_COLOR (q) != side)
        n++;
    }
  return n;
}

/* Pieces between a and b on one file (a, b on the same file). */
static int
between_on_file (const XqPiece *b, int a, int c)
{
  int lo = a < c ? a : c, hi = a < c ? c : a, n = 0;
  for (int s = lo + 9; s < hi; s += 9)
    if (b[s] != XQ_EMPTY)
      n++;
  return n;
}

/* Penalty for side @us's king; positive = bad for us.  @units: the enemy's
 * weighted attackers near our palace; @file_threat: its cannons and
 * chariots on our king's file (both gathered by the main loop). */
static int
king_danger (const Census *c, int us, int units, int file_threat)
{
  int them = us ^ 1;
  int danger = file_threat + ATTACK_DANGER[units < 15 ? units : 15];
  /* Missing defenders matter in proportion to the enemy's attacking force. */
  int threat = 2 * c->count[them][XQ_ROOK] + c->count[them][XQ_HORSE]
               + c->count[them][XQ_CANNON] + (c->crossed_pawns[them] > 0);
  if (threat > 4)
    threat = 4;
  danger += threat * ((2 - c->count[us][XQ_ADVISOR]) * MISSING_ADVISOR
                      + (2 - c->count[us][XQ_ELEPHANT]) * MISSING_ELEPHANT) / 2;
  return danger;
}

static bool
can_attack (const Census *c, int side)
{
  return c->count[side][XQ_ROOK] + c->count[side][XQ_HORSE] + c->count[side][XQ_CANNON]
         + c->count[side][XQ_PAWN] > 0;
}

/* Scales a score that favours @strong according to known drawn material. */
static int
scale_endgame (const Census *c, int strong, int score)
{
  int weak = strong ^ 1;
  const int *s = c->count[strong];
  const int *w = c->count[weak];
  int defenders = w[XQ_ADVISOR] + w[XQ_ELEPHANT];
  int minors = s[XQ_HORSE] + s[XQ_CANNON];

  if (!can_attack (c, strong))
    return score / CANNOT_WIN_DIVISOR;
  /* Lone cannon (no screen material), or a lone horse, against defenders. */
  if (s[XQ_ROOK] == 0 && s[XQ_PAWN] == 0 && minors == 1 && defenders >= 1
      && s[XQ_ADVISOR] + s[XQ_ELEPHANT] <= 2)
    return score / DRAWISH_DIVISOR;
  /* A single soldier against an advisor. */
  if (s[XQ_ROOK] == 0 && minors == 0 && s[XQ_PAWN] == 1 && w[XQ_ADVISOR] >= 1)
    return score / DRAWISH_DIVISOR;
  /* A lone chariot against a full set of defenders. */
  if (s[XQ_ROOK] == 1 && minors == 0 && s[XQ_PAWN] == 0 && w[XQ_ADVISOR] == 2
      && w[XQ_ELEPHANT] == 2)
    return score / DRAWISH_DIVISOR;
  return score;
}

int
xq_evaluate (const XqPosition *pos)
{
  const XqPiece *b = pos->board;
  Census c = { 0 };
  int mg = 0, eg = 0, mob = 0;

  int units[2] = { 0, 0 };      /* attackers of side s near the enemy palace */
  int file_threat[2] = { 0, 0 }; /* side s's cannons/chariots on the enemy king file */

  xq_eval_init ();
  for (int side = 0; side < 2; side++)
    {
      int sign = side == XQ_RED ? 1 : -1;
      int ek = pos->king[side ^ 1];
      int ekf = ek == XQ_NO_SQUARE ? -1 : XQ_FILE (ek);
      for (int i = 0; i < pos->count[side]; i++)
        {
          int sq = pos->list[side][i];
          XqPiece p = b[sq];
          XqKind kind = XQ_PIECE_KIND (p);
          c.count[side][kind]++;
          mg += sign * tables.mg[p][sq];
          eg += sign * tables.eg[p][sq];
          if (kind < XQ_HORSE)
            continue;
          /* Near the enemy palace: the enemy's half, files c..g. */
          int f = XQ_FILE (sq);
          if (!xq_square_on_own_side (sq, (XqColor) side) && f >= 2 && f <= 6)
            units[side] += ATTACK_WEIGHT[kind];
          switch (kind)
            {
            case XQ_ROOK:
              mob += sign * ROOK_MOBILITY * rook_mobility (b, sq);
              if (f == ekf && between_on_file (b, sq, ek) == 0)
                file_threat[side] += ROOK_ON_KING_FILE;
              break;
            case XQ_HORSE:
              mob += sign * HORSE_MOBILITY * horse_mobility (b, sq, side);
              break;
            case XQ_CANNON:
              if (f == ekf)
                {
                  int n = between_on_file (b, sq, ek);
                  file_threat[side] += n == 0 ? EMPTY_HEADED_CANNON
                                       : n == 1 ? CANNON_ON_KING_FILE : 0;
                }
              break;
            case XQ_PAWN:
              if (!xq_square_on_own_side (sq, (XqColor) side))
                c.crossed_pawns[side]++;
              break;
            default:
              break;
            }
        }
    }

  int phase = PHASE_ROOK * (c.count[0][XQ_ROOK] + c.count[1][XQ_ROOK])
              + PHASE_MINOR * (c.count[0][XQ_HORSE] + c.count[1][XQ_HORSE]
                               + c.count[0][XQ_CANNON] + c.count[1][XQ_CANNON]);
  if (phase > PHASE_MAX)
    phase = PHASE_MAX;

  int safety = king_danger (&c, XQ_BLACK, units[XQ_RED], file_threat[XQ_RED])
               - king_danger (&c, XQ_RED, units[XQ_BLACK], file_threat[XQ_BLACK]);
  int score = (mg * phase + eg * (PHASE_MAX - phase)) / PHASE_MAX + mob
              + safety * phase / PHASE_MAX;

  if (score > 0)
    score = scale_endgame (&c, XQ_RED, score);
  else if (score < 0)
    score = -scale_endgame (&c, XQ_BLACK, -score);

  return (pos->side == XQ_RED ? score : -score) + TEMPO;
}
