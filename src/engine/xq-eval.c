/* xq-eval.c — material and piece-square terms by phase, mobility, material
 * imbalance, king safety and endgame knowledge
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The evaluation is a sum of features (xq-eval.h), each counted for red
 * minus black and weighted by a middlegame and an endgame weight; the two
 * sums are blended by the phase (how many chariots, horses and cannons are
 * left).  The weights are in xq-eval-weights.h, written by
 * tools/eval-tuning/ (see src/engine/NOTES.md for how they were fitted).
 * xq_evaluate () and xq_eval_trace () share one body, so the tuner sees
 * exactly what the engine computes.
 */
#include "xq-eval.h"
#include "xq-lines.h"
#include "xq-movegen.h"

#include <stdlib.h>
#include <string.h>
#include <threads.h>

#include "xq-eval-net.h"
#include "xq-eval-weights.h"

/* The position keeps the sums of the network's first layer for us
 * (xq_position_set_vec ()) in XQ_VEC_LANES lanes: the hidden units and the
 * linear lane, padded to a multiple of 8.  A network of another size needs
 * XQ_VEC_LANES (xq-position.h) changed with it. */
_Static_assert (XQ_VEC_LANES == (NET_HIDDEN + 1 + 7) / 8 * 8,
                "XQ_VEC_LANES must be the network's lanes (NET_HIDDEN + 1) padded to 8");

/* ---- Constants that are not fitted ------------------------------------ */

/* Attack units of a piece in the enemy half near the palace (files c..g). */
static const int ATTACK_WEIGHT[XQ_N_KINDS] = { 0, 0, 0, 0, 2, 3, 2, 1 };

/* Phase weights (full middlegame = XQ_EVAL_PHASE_MAX). */
static const int PHASE_ROOK = 4;
static const int PHASE_MINOR = 2;

/* Endgame knowledge: divisor applied to the stronger side's score. */
static const int DRAWISH_DIVISOR = 8;
static const int CANNOT_WIN_DIVISOR = 32;

/* ---- Tables ----------------------------------------------------------- */

/* Advisors, elephants, horses, chariots and cannons 0..2, soldiers 0..5. */
#define MATERIAL_INDICES (3 * 3 * 3 * 3 * 3 * 6)

typedef struct
{
  int16_t pst_index[XQ_N_PIECES][XQ_SQUARES]; /* feature of a piece on a point */
  /* Material imbalance by a side's material index (material_index ()):
   * its own pairs, and the vector whose dot product with the other side's
   * counts gives the cross terms (see imbalance_tables ()). */
  int32_t own_mg[MATERIAL_INDICES], own_eg[MATERIAL_INDICES];
  int16_t cross_mg[MATERIAL_INDICES][6], cross_eg[MATERIAL_INDICES][6];
  /* What each piece on each point adds to its side's running sum (the
   * position keeps the sums, see xq_eval_attach ()): fields of PACK_*. */
  uint64_t packed[XQ_N_PIECES][XQ_SQUARES];
  /* Horse moves grouped by leg: the legs of a horse on a point, and the
   * (one or two) destinations behind each (XQ_NO_SQUARE when one). */
  uint8_t horse_legs_n[XQ_SQUARES];
  uint8_t horse_leg[XQ_SQUARES][4];
  uint8_t horse_to[XQ_SQUARES][4][2];
  /* The network's first layer by piece and point, and its biases (the
   * position keeps their sum, see xq_eval_attach ()). */
  int16_t vec[XQ_N_PIECES][XQ_SQUARES][XQ_VEC_LANES];
  int16_t vec_bias[XQ_VEC_LANES];
} EvalTables;

/* The packed per-side sum: every field is a sum of at most 16 non-negative
 * per-piece values that fit its width, so the fields never carry into each
 * other.  Piece-square weights are stored plus PACK_BIAS. */
#define PACK_MG_SHIFT 0
#define PACK_EG_SHIFT 20
#define PACK_UNITS_SHIFT 40
#define PACK_CROSSED_SHIFT 48
#define PACK_WEIGHT_MASK 0xFFFFFu
#define PACK_COUNT_MASK 0xFFu
#define PACK_BIAS 32768

static EvalTables tables;
static once_flag tables_once = ONCE_FLAG_INIT;

static int
half_board_index (int color, int sq)
{
  int f = XQ_FILE (sq), r = XQ_RANK (sq);
  if (f > 4)
    f = 8 - f;
  if (color == XQ_BLACK)
    r = 9 - r;
  return r * 5 + f;
}

/* @n: counts of advisors .. soldiers; -1 when beyond the table. */
static int
material_index (const uint8_t *n)
{
  int index = 0;
  for (int i = 0; i < 5; i++)
    {
      if (n[i] > 2)
        return -1;
      index = index * 3 + n[i];
    }
  if (n[5] > 5)
    return -1;
  return index * 6 + n[5];
}

/* For every material of one side: own[m] = Σ_{i≤j} w_ij n_i n_j, and
 * cross[m][i] = Σ_{j<i} w_ij n_j - Σ_{j>i} w_ji n_j, so that the imbalance
 * of red r against black k is own[r] - own[k] + Σ_i r_i cross[k][i]. */
static void
imbalance_tables (const int16_t *w, int32_t *own, int16_t (*cross)[6])
{
  for (int m = 0; m < MATERIAL_INDICES; m++)
    {
      int n[6], x = m;
      n[5] = x % 6;
      x /= 6;
      for (int i = 4; i >= 0; i--)
        {
          n[i] = x % 3;
          x /= 3;
        }
      int32_t o = 0;
      for (int i = 0; i < 6; i++)
        for (int j = i; j < 6; j++)
          o += w[i * 6 + j] * n[i] * n[j];
      own[m] = o;
      for (int i = 0; i < 6; i++)
        {
          int u = 0;
          for (int j = 0; j < 6; j++)
            u += j < i ? w[i * 6 + j] * n[j] : j > i ? -w[j * 6 + i] * n[j] : 0;
          cross[m][i] = (int16_t) u;
        }
    }
}

static void
build_tables (void)
{
  xq_core_init ();
  imbalance_tables (&EVAL_WEIGHT_MG[XQ_EVAL_F_IMBALANCE], tables.own_mg, tables.cross_mg);
  imbalance_tables (&EVAL_WEIGHT_EG[XQ_EVAL_F_IMBALANCE], tables.own_eg, tables.cross_eg);
  for (int sq = 0; sq < XQ_SQUARES; sq++)
    {
      uint8_t to[8], legs[8];
      int n = xq_horse_steps (sq, to, legs);
      for (int j = 0; j < n; j++)
        {
          int leg = legs[j], g = 0;
          while (g < tables.horse_legs_n[sq] && tables.horse_leg[sq][g] != leg)
            g++;
          if (g == tables.horse_legs_n[sq])
            {
              tables.horse_legs_n[sq]++;
              tables.horse_leg[sq][g] = (uint8_t) leg;
              tables.horse_to[sq][g][0] = to[j];
              tables.horse_to[sq][g][1] = XQ_NO_SQUARE;
            }
          else
            tables.horse_to[sq][g][1] = to[j];
        }
    }
  for (int color = 0; color < 2; color++)
    for (int kind = XQ_KING; kind <= XQ_PAWN; kind++)
      {
        XqPiece p = XQ_PIECE (color, kind);
        for (int sq = 0; sq < XQ_SQUARES; sq++)
          {
            int f = XQ_EVAL_F_PST + (kind - 1) * 50 + half_board_index (color, sq);
            tables.pst_index[p][sq] = (int16_t) f;
            int file = XQ_FILE (sq);
            bool enemy_half = !xq_square_on_own_side (sq, (XqColor) color);
            uint64_t units = kind >= XQ_HORSE && enemy_half && file >= 2 && file <= 6
                               ? (uint64_t) ATTACK_WEIGHT[kind] : 0;
            uint64_t crossed = kind == XQ_PAWN && enemy_half;
            tables.packed[p][sq] = ((uint64_t) (EVAL_WEIGHT_MG[f] + PACK_BIAS) << PACK_MG_SHIFT)
                                   | ((uint64_t) (EVAL_WEIGHT_EG[f] + PACK_BIAS) << PACK_EG_SHIFT)
                                   | (units << PACK_UNITS_SHIFT)
                                   | (crossed << PACK_CROSSED_SHIFT);
            for (int j = 0; j <= NET_HIDDEN; j++)
              tables.vec[p][sq][j] = NET_W1[color * 7 + kind - 1][sq][j];
          }
      }
  for (int j = 0; j < NET_HIDDEN; j++)
    tables.vec_bias[j] = NET_B1[j];
}

void
xq_eval_init (void)
{
  call_once (&tables_once, build_tables);
}

void
xq_eval_attach (XqPosition *pos)
{
  xq_eval_init ();
  xq_position_set_psq (pos, (const uint64_t (*)[XQ_SQUARES]) tables.packed);
  xq_position_set_vec (pos, (const int16_t (*)[XQ_SQUARES][XQ_VEC_LANES]) tables.vec,
                       tables.vec_bias);
}

int
xq_eval_piece_value (XqKind kind)
{
  return EVAL_PIECE_VALUE[kind];
}

/* ---- Evaluation ------------------------------------------------------- */

typedef struct
{
  const uint8_t *count[2];  /* count[side][kind]: the position's piece counts */
  int crossed_pawns[2];
} Census;

/* Moves of a chariot (@cannon false: empty points and the first piece each
 * way when it is an enemy) or a cannon (empty points and the second piece
 * each way when it is an enemy), from the line views of its rank and file. */
static inline int
slider_moves (const XqPosition *pos, int sq, int side, bool cannon)
{
  const XqPiece *b = pos->board;
  int file = xq_square_file (sq);
  const XqLineView *rv = xq_rank_view (pos->rank_occ, sq);
  const XqLineView *fv = xq_file_view (pos->file_occ, sq);
  int rank_base = sq - file;
  /* Bit p set for the pieces p of the other side. */
  unsigned enemy = side == XQ_RED ? 0xFE00u : 0x00FEu;
  int n = rv->empty + fv->empty;
  for (int d = 0; d < 2; d++)
    {
      int r = cannon ? rv->second[d] : rv->first[d];
      int f = cannon ? fv->second[d] : fv->first[d];
      if (r != XQ_NO_SQUARE)
        n += (int) ((enemy >> b[rank_base + r]) & 1);
      if (f != XQ_NO_SQUARE)
        n += (int) ((enemy >> b[file + 9 * f]) & 1);
    }
  return n;
}

/* Pieces between @sq and @k on their common file, counted up to 2. */
static inline int
between_on_file (const XqPosition *pos, int sq, int k)
{
  const XqLineView *fv = xq_file_view (pos->file_occ, sq);
  int kr = XQ_RANK (k), d = kr > XQ_RANK (sq);
  return fv->first[d] == kr ? 0 : fv->second[d] == kr ? 1 : 2;
}

/* Horse: destinations behind an empty leg that hold no piece of its own. */
static int
horse_moves (const XqPiece *b, int sq, int side)
{
  /* Bit p set for the pieces p of this side. */
  unsigned own = side == XQ_RED ? 0x00FEu : 0xFE00u;
  int n = 0;
  for (int j = 0; j < tables.horse_legs_n[sq]; j++)
    {
      if (b[tables.horse_leg[sq][j]] != XQ_EMPTY)
        continue;
      const uint8_t *to = tables.horse_to[sq][j];
      n += 1 - (int) ((own >> b[to[0]]) & 1);
      if (to[1] != XQ_NO_SQUARE)
        n += 1 - (int) ((own >> b[to[1]]) & 1);
    }
  return n;
}

static bool
can_attack (const Census *c, int side)
{
  return c->count[side][XQ_ROOK] + c->count[side][XQ_HORSE] + c->count[side][XQ_CANNON]
         + c->count[side][XQ_PAWN] > 0;
}

/* Scales a score that favours @strong according to known drawn material;
 * sets *scaled when it did. */
static int
scale_endgame (const Census *c, int strong, int score, bool *scaled)
{
  int weak = strong ^ 1;
  const uint8_t *s = c->count[strong];
  const uint8_t *w = c->count[weak];
  int defenders = w[XQ_ADVISOR] + w[XQ_ELEPHANT];
  int minors = s[XQ_HORSE] + s[XQ_CANNON];

  *scaled = true;
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
  *scaled = false;
  return score;
}

/* Adds feature @f counted @n times for a side (@sign +1 red, -1 black). */
#define FEATURE(f, n)                                 \
  do                                                  \
    {                                                 \
      int f_ = (f), n_ = sign * (n);                  \
      mg += EVAL_WEIGHT_MG[f_] * n_;                  \
      eg += EVAL_WEIGHT_EG[f_] * n_;                  \
      if (trace)                                      \
        trace->count[f_] = (int16_t) (trace->count[f_] + n_); \
    }                                                 \
  while (0)

/* The network's part of red's score: clipped linear units of the summed
 * first layer @acc, their output weights, the linear lane and a tempo.
 * Exactly antisymmetric under the colour flip and symmetric under the
 * left-right mirror (units come in such groups, see write_net.py), and
 * integer division truncates towards zero either way. */
static inline int
network (const int16_t *acc, int side)
{
  int32_t sum = 0;
  for (int j = 0; j < NET_HIDDEN; j++)
    {
      /* 16 × 16 bits, summed in 32: a multiply-add the compiler vectorises */
      int16_t h = acc[j] < 0 ? 0 : acc[j] > NET_CLIP ? NET_CLIP : acc[j];
      sum += h * NET_W2[j];
    }
  return sum / (NET_Q * NET_OUT_Q) + acc[NET_HIDDEN] / NET_LIN_Q
         + (side == XQ_RED ? NET_TEMPO : -NET_TEMPO);
}

/* Red's score; fills @trace when it is not NULL. */
static inline __attribute__ ((always_inline)) int
evaluate_red (const XqPosition *pos, XqEvalTrace *trace)
{
  const XqPiece *b = pos->board;
  Census c;
  int mg = 0, eg = 0;
  int units[2];                      /* attackers of side s near the enemy palace */
  int rook_file[2] = { 0, 0 };       /* side s's chariots on the enemy king file, open */
  int cannon_file[2][2] = { { 0, 0 }, { 0, 0 } }; /* side s's cannons: [0] no screen, [1] one */
  uint64_t sum[2];
  bool attached = pos->psq == (const uint64_t (*)[XQ_SQUARES]) tables.packed
                  && pos->vec == (const int16_t (*)[XQ_SQUARES][XQ_VEC_LANES]) tables.vec;

  if (!attached)
    xq_eval_init ();  /* attaching built the tables */
  if (trace)
    memset (trace, 0, sizeof *trace);

  /* Piece-square terms, attack units and crossed soldiers: kept by the
   * position while the evaluation is attached to it, summed here if not. */
  if (attached)
    {
      sum[0] = pos->psq_sum[0];
      sum[1] = pos->psq_sum[1];
    }
  else
    for (int side = 0; side < 2; side++)
      {
        sum[side] = 0;
        for (int i = 0; i < pos->count[side]; i++)
          {
            int sq = pos->list[side][i];
            sum[side] += tables.packed[b[sq]][sq];
          }
      }
  for (int side = 0; side < 2; side++)
    {
      int bias = PACK_BIAS * pos->count[side];
      int sign = side == XQ_RED ? 1 : -1;
      mg += sign * ((int) ((sum[side] >> PACK_MG_SHIFT) & PACK_WEIGHT_MASK) - bias);
      eg += sign * ((int) ((sum[side] >> PACK_EG_SHIFT) & PACK_WEIGHT_MASK) - bias);
      units[side] = (int) ((sum[side] >> PACK_UNITS_SHIFT) & PACK_COUNT_MASK);
      c.crossed_pawns[side] = (int) ((sum[side] >> PACK_CROSSED_SHIFT) & PACK_COUNT_MASK);
      c.count[side] = &pos->piece_count[XQ_PIECE (side, XQ_KIND_NONE)];
    }
  if (trace)
    for (int side = 0; side < 2; side++)
      for (int i = 0; i < pos->count[side]; i++)
        {
          int sq = pos->list[side][i];
          trace->count[tables.pst_index[b[sq]][sq]] += (int16_t) (side == XQ_RED ? 1 : -1);
        }

  /* Mobility and lines to the enemy king. */
  for (int side = 0; side < 2; side++)
    {
      int sign = side == XQ_RED ? 1 : -1;
      int ek = pos->king[side ^ 1];
      int ekf = ek == XQ_NO_SQUARE ? -1 : xq_square_file (ek);
      const uint8_t *list = pos->list[side];
      for (unsigned m = pos->slots[XQ_PIECE (side, XQ_ROOK)]; m; m &= m - 1)
        {
          int sq = list[__builtin_ctz (m)];
          FEATURE (XQ_EVAL_F_ROOK_MOB + slider_moves (pos, sq, side, false), 1);
          if (xq_square_file (sq) == ekf && between_on_file (pos, sq, ek) == 0)
            rook_file[side]++;
        }
      for (unsigned m = pos->slots[XQ_PIECE (side, XQ_HORSE)]; m; m &= m - 1)
        {
          int sq = list[__builtin_ctz (m)];
          FEATURE (XQ_EVAL_F_HORSE_MOB + horse_moves (b, sq, side), 1);
        }
      for (unsigned m = pos->slots[XQ_PIECE (side, XQ_CANNON)]; m; m &= m - 1)
        {
          int sq = list[__builtin_ctz (m)];
          int n = slider_moves (pos, sq, side, true);
          FEATURE (XQ_EVAL_F_CANNON_MOB + (n < 17 ? n : 17), 1);
          if (xq_square_file (sq) == ekf)
            {
              int between = between_on_file (pos, sq, ek);
              if (between <= 1)
                cannon_file[side][between]++;
            }
        }
    }

  for (int side = 0; side < 2; side++)
    {
      int sign = side == XQ_RED ? 1 : -1;
      int them = side ^ 1;

      /* This side's king: the enemy's attackers and open lines. */
      FEATURE (XQ_EVAL_F_ATTACK + (units[them] < 15 ? units[them] : 15), 1);
      FEATURE (XQ_EVAL_F_ROOK_KING_FILE, rook_file[them]);
      FEATURE (XQ_EVAL_F_EMPTY_CANNON, cannon_file[them][0]);
      FEATURE (XQ_EVAL_F_CANNON_KING_FILE, cannon_file[them][1]);
      /* Missing defenders matter in proportion to the enemy's attacking force. */
      int threat = 2 * c.count[them][XQ_ROOK] + c.count[them][XQ_HORSE]
                   + c.count[them][XQ_CANNON] + (c.crossed_pawns[them] > 0);
      if (threat > 4)
        threat = 4;
      FEATURE (XQ_EVAL_F_MISSING_ADVISOR, threat * (2 - c.count[side][XQ_ADVISOR]));
      FEATURE (XQ_EVAL_F_MISSING_ELEPHANT, threat * (2 - c.count[side][XQ_ELEPHANT]));
      FEATURE (XQ_EVAL_F_ADVISOR_PAIR, c.count[side][XQ_ADVISOR] == 2);
      FEATURE (XQ_EVAL_F_ELEPHANT_PAIR, c.count[side][XQ_ELEPHANT] == 2);
    }
  {
    int sign = pos->side == XQ_RED ? 1 : -1;
    FEATURE (XQ_EVAL_F_TEMPO, 1);
  }
  {
    /* Material imbalance, from the tables where both sides' material fits
     * them (always, in real games). */
    const uint8_t *r = &c.count[XQ_RED][XQ_ADVISOR], *k = &c.count[XQ_BLACK][XQ_ADVISOR];
    int mr = material_index (r), mk = material_index (k);
    bool tabled = mr >= 0 && mk >= 0;
    if (tabled)
      {
        mg += tables.own_mg[mr] - tables.own_mg[mk];
        eg += tables.own_eg[mr] - tables.own_eg[mk];
        for (int i = 0; i < 6; i++)
          {
            mg += r[i] * tables.cross_mg[mk][i];
            eg += r[i] * tables.cross_eg[mk][i];
          }
      }
    if (trace || !tabled)
      {
        /* The plain sum: ours × ours on and above the diagonal, ours ×
         * theirs below it. */
        int sign = 1;
        for (int i = 0; i < 6; i++)
          for (int j = 0; j < 6; j++)
            {
              int n = i <= j ? r[i] * r[j] - k[i] * k[j] : r[i] * k[j] - k[i] * r[j];
              if (tabled)
                trace->count[XQ_EVAL_F_IMBALANCE + i * 6 + j] += (int16_t) n;
              else
                FEATURE (XQ_EVAL_F_IMBALANCE + i * 6 + j, n);
            }
      }
  }

  int phase = PHASE_ROOK * (c.count[0][XQ_ROOK] + c.count[1][XQ_ROOK])
              + PHASE_MINOR * (c.count[0][XQ_HORSE] + c.count[1][XQ_HORSE]
                               + c.count[0][XQ_CANNON] + c.count[1][XQ_CANNON]);
  if (phase > XQ_EVAL_PHASE_MAX)
    phase = XQ_EVAL_PHASE_MAX;

  /* The network (its first layer's sums kept by the position while
   * attached, summed here if not). */
  int net;
  if (attached)
    net = network (pos->vec_sum, pos->side);
  else
    {
      XqPosition sums = *pos;
      xq_position_set_vec (&sums, (const int16_t (*)[XQ_SQUARES][XQ_VEC_LANES]) tables.vec,
                           tables.vec_bias);
      net = network (sums.vec_sum, pos->side);
    }

  int score = xq_eval_blend (mg, eg, phase) + net;
  bool scaled = false;
  if (score > 0)
    score = scale_endgame (&c, XQ_RED, score, &scaled);
  else if (score < 0)
    score = -scale_endgame (&c, XQ_BLACK, -score, &scaled);
  if (trace)
    {
      trace->phase = phase;
      trace->scaled = scaled;
      trace->net = net;
    }
  return score;
}

int
xq_evaluate (const XqPosition *pos)
{
  int score = evaluate_red (pos, NULL);
  return pos->side == XQ_RED ? score : -score;
}

int
xq_eval_trace (const XqPosition *pos, XqEvalTrace *trace)
{
  return evaluate_red (pos, trace);
}

const char *
xq_eval_term_name (XqEvalTerm term)
{
  static const char *const names[XQ_EVAL_N_TERMS] = { "Placement", "Mobility", "King safety",
                                                      "Imbalance", "Tempo", "Network" };
  return term < XQ_EVAL_N_TERMS ? names[term] : "";
}

static XqEvalTerm
term_of (int feature)
{
  if (feature < XQ_EVAL_F_ROOK_MOB)
    return XQ_EVAL_TERM_PLACEMENT;
  if (feature < XQ_EVAL_F_ATTACK)
    return XQ_EVAL_TERM_MOBILITY;
  if (feature < XQ_EVAL_F_IMBALANCE)
    return XQ_EVAL_TERM_KING;
  if (feature < XQ_EVAL_F_TEMPO)
    return XQ_EVAL_TERM_IMBALANCE;
  return XQ_EVAL_TERM_TEMPO;
}

void
xq_eval_terms (const XqPosition *pos, XqEvalTerms *terms)
{
  XqEvalTrace t;
  memset (terms, 0, sizeof *terms);
  terms->total = xq_eval_trace (pos, &t);
  terms->phase = t.phase;
  terms->scaled = t.scaled;
  terms->mg[XQ_EVAL_TERM_NETWORK] = terms->eg[XQ_EVAL_TERM_NETWORK] = t.net;
  for (int f = 0; f < XQ_EVAL_N_FEATURES; f++)
    if (t.count[f])
      {
        XqEvalTerm term = term_of (f);
        terms->mg[term] += EVAL_WEIGHT_MG[f] * t.count[f];
        terms->eg[term] += EVAL_WEIGHT_EG[f] * t.count[f];
      }
}
