/* xq-search.c — iterative deepening, PVS alpha-beta with aspiration windows,
 * transposition table, quiescence search, null move, late move reductions,
 * move ordering (xq-movepick), repetition and natural-move-limit scoring,
 * MultiPV and playing levels
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "xq-search.h"
#include "xq-chase.h"
#include "xq-eval.h"
#include "xq-movegen.h"
#include "xq-movepick.h"
#include "xq-see.h"
#include "xq-timeman.h"
#include "xq-tt.h"

#include <stdlib.h>
#include <string.h>
#include <threads.h>
#include <time.h>

/* ---- Search tuning constants ------------------------------------------ */

static const int ASPIRATION_WINDOW = 35;
static const int ASPIRATION_MIN_DEPTH = 5;
static const int RFP_MAX_DEPTH = 5;
static const int RFP_MARGIN = 170;          /* per ply of depth (NOTES.md, seventh round) */
static const int NULL_MIN_DEPTH = 2;
static const int FUTILITY_MAX_DEPTH = 5;    /* of the depth after the expected reduction */
static const int FUTILITY_BASE = 100;
static const int FUTILITY_PER_DEPTH = 120;
static const int LMP_MAX_DEPTH = 7;
static const int LMP_COUNT[2][8] = { { 0, 5, 9, 15, 21, 29, 38, 48 },    /* not improving */
                                     { 0, 8, 14, 22, 32, 44, 58, 74 } }; /* improving */
static const int LMR_MIN_DEPTH = 3;
static const int DELTA_MARGIN = 200;        /* quiescence delta pruning */
static const int SE_MIN_DEPTH = 8;          /* singular extension */
static const int SE_MARGIN = 2;             /* per ply of depth */
static const int REPETITION_WIN = XQ_SCORE_MATE_BOUND - 100;

/* Playing levels: depth cap, how far below the best score a level may
 * stray (centipawns) and how many candidate lines it considers.  The
 * ratings are estimates from level-vs-level matches (src/engine/NOTES.md:
 * 12 games per pair at 0.05 s/move, each level scored 4-33% against the next
 * one up), on a scale where level 1 (a beginner who knows the moves) is 700
 * and steps are the measured differences, capped at 400. */
static const int LEVEL_DEPTH[XQ_LEVEL_MAX + 1] = { 0, 1, 2, 3, 4, 5, 6, 8, 0 };
static const int LEVEL_MARGIN[XQ_LEVEL_MAX + 1] = { 0, 180, 120, 80, 50, 30, 15, 0, 0 };
static const int LEVEL_LINES[XQ_LEVEL_MAX + 1] = { 0, 4, 4, 4, 3, 3, 2, 1, 1 };
static const int LEVEL_ELO[XQ_LEVEL_MAX + 1] = { 0, 700, 1100, 1450, 1700, 1900, 2050, 2200, 2400 };

#define MAX_PLY XQ_SEARCH_MAX_PLY
#define REP_CACHE_SIZE 1024

typedef struct
{
  XqMove move;
  int score;
  int prev_score;
  XqMove pv[MAX_PLY + 1];
  int pv_len;
} RootMove;

struct _XqSearch
{
  XqTT tt;
  int level;
  uint64_t seed;
  uint64_t rng;
  int move_limit;
  XqSearchInfoFunc info_func;
  void *info_data;
  atomic_bool ponderhit;

  /* State of one search. */
  XqPosition pos;
  uint64_t *hist_hash;
  uint8_t *hist_check;
  XqUndo *hist_undo;       /* how each position was reached (not for [0]) */
  size_t hist_cap;
  struct { uint64_t key; int score; } rep_cache[REP_CACHE_SIZE];
  int hist_len;
  int root_ply;            /* game plies before the root, for time management */

  XqMoveHistory order;          /* killers, counter moves, history */
  XqMove excluded[MAX_PLY + 2]; /* singular extension test: move left out */
  XqMove pv[MAX_PLY + 2][MAX_PLY + 2];
  int pv_len[MAX_PLY + 2];
  int eval_stack[MAX_PLY + 2];

  uint64_t nodes;
  int seldepth;
  atomic_bool *stop;
  bool stopped;
  bool pondering;
  int64_t start_us;
  XqTimeBudget budget;
  uint64_t node_limit;

  RootMove root[XQ_MAX_MOVES];
  int n_root;
  int multipv;
  int pv_idx;
  int root_depth;
};

static int lmr_table[64][64];
static once_flag lmr_once = ONCE_FLAG_INIT;

/* ---- Helpers ------------------------------------------------------------ */

static int64_t
now_us (void)
{
  struct timespec ts;
  clock_gettime (CLOCK_MONOTONIC, &ts);
  return (int64_t) ts.tv_sec * 1000000 + ts.tv_nsec / 1000;
}

static uint64_t
next_random (XqSearch *s)
{
  /* xorshift64* */
  uint64_t x = s->rng;
  x ^= x >> 12;
  x ^= x << 25;
  x ^= x >> 27;
  s->rng = x;
  return x * 0x2545F4914F6CDD1Dull;
}

static void
build_lmr (void)
{
  /* Reductions grow with the log of depth and of the move number; the table
   * is computed with integer arithmetic so no libm is needed. */
  for (int d = 0; d < 64; d++)
    for (int m = 0; m < 64; m++)
      {
        int ld = 0, lm = 0;
        for (int x = d; x > 1; x >>= 1)
          ld++;
        for (int x = m; x > 1; x >>= 1)
          lm++;
        /* / 4 rather than / 3: flatter at depth (src/engine/NOTES.md,
         * tenth and eleventh rounds: +4 points against fairy-stockfish
         * over 300 games on the same openings, within the noise). */
        lmr_table[d][m] = (d < 3 || m < 2) ? 0 : 1 + (ld * lm) / 4;
      }
}

/* The late move reduction of the @legal-th legal move at @depth. */
static inline int
lmr_reduction (int depth, int legal)
{
  return lmr_table[depth < 64 ? depth : 63][legal < 64 ? legal : 63];
}

static bool
ensure_history (XqSearch *s, size_t need)
{
  if (need <= s->hist_cap)
    return true;
  size_t cap = need + 256;
  uint64_t *h = realloc (s->hist_hash, cap * sizeof *h);
  if (!h)
    return false;
  s->hist_hash = h;
  uint8_t *c = realloc (s->hist_check, cap);
  if (!c)
    return false;
  s->hist_check = c;
  XqUndo *u = realloc (s->hist_undo, cap * sizeof *u);
  if (!u)
    return false;
  s->hist_undo = u;
  s->hist_cap = cap;
  return true;
}

static inline void
push_history (XqSearch *s, bool check, const XqUndo *undo)
{
  s->hist_hash[s->hist_len] = s->pos.hash;
  s->hist_check[s->hist_len] = check;
  if (undo)
    s->hist_undo[s->hist_len] = *undo;
  else
    s->hist_undo[s->hist_len].move = XQ_MOVE_NONE; /* root or null move */
  s->hist_len++;
}

/* ---- Public setup --------------------------------------------------------- */

XqSearch *
xq_search_new (size_t hash_mb)
{
  XqSearch *s = calloc (1, sizeof *s);
  if (!s)
    return NULL;
  xq_core_init ();
  xq_eval_init ();
  if (!xq_tt_init (&s->tt, hash_mb))
    {
      free (s);
      return NULL;
    }
  call_once (&lmr_once, build_lmr);
  s->level = XQ_LEVEL_MAX;
  s->move_limit = 120;
  xq_search_set_seed (s, 1);
  atomic_init (&s->ponderhit, false);
  return s;
}

void
xq_search_free (XqSearch *s)
{
  if (!s)
    return;
  xq_tt_free (&s->tt);
  free (s->hist_hash);
  free (s->hist_check);
  free (s->hist_undo);
  free (s);
}

bool
xq_search_set_hash (XqSearch *s, size_t hash_mb)
{
  XqTT tt;
  if (!xq_tt_init (&tt, hash_mb))
    return false;
  xq_tt_free (&s->tt);
  s->tt = tt;
  return true;
}

void
xq_search_clear (XqSearch *s)
{
  xq_tt_clear (&s->tt);
  xq_move_history_clear (&s->order);
}

void
xq_search_set_level (XqSearch *s, int level)
{
  s->level = level < XQ_LEVEL_MIN ? XQ_LEVEL_MIN : level > XQ_LEVEL_MAX ? XQ_LEVEL_MAX : level;
}

int
xq_search_get_level (const XqSearch *s)
{
  return s->level;
}

void
xq_search_set_seed (XqSearch *s, uint64_t seed)
{
  s->seed = seed;
  s->rng = seed * 0x9E3779B97F4A7C15ull + 0x632BE59BD9B4E019ull;
  if (s->rng == 0)
    s->rng = 1;
}

void
xq_search_set_move_limit (XqSearch *s, int plies)
{
  s->move_limit = plies > 0 ? plies : 120;
}

void
xq_search_set_info_func (XqSearch *s, XqSearchInfoFunc func, void *user_data)
{
  s->info_func = func;
  s->info_data = user_data;
}

void
xq_search_ponderhit (XqSearch *s)
{
  atomic_store (&s->ponderhit, true);
}

uint64_t
xq_search_nodes (const XqSearch *s)
{
  return s->nodes;
}

int
xq_search_level_elo (int level)
{
  if (level < XQ_LEVEL_MIN || level > XQ_LEVEL_MAX)
    return 0;
  return LEVEL_ELO[level];
}

/* ---- Time and stop ---------------------------------------------------------- */

bool
xq_search_score_mate (int score, int *mate)
{
  if (score >= XQ_SCORE_MATE_BOUND)
    *mate = (XQ_SCORE_MATE - score + 1) / 2;
  else if (score <= -XQ_SCORE_MATE_BOUND)
    *mate = -(XQ_SCORE_MATE + score) / 2;
  else
    return false;
  return true;
}

static int64_t
elapsed_ms (const XqSearch *s)
{
  return (now_us () - s->start_us) / 1000;
}

static void
check_stop (XqSearch *s)
{
  if (s->stop && atomic_load_explicit (s->stop, memory_order_relaxed))
    {
      s->stopped = true;
      return;
    }
  if (s->pondering)
    {
      if (atomic_load (&s->ponderhit))
        {
          s->pondering = false;
          s->start_us = now_us ();
        }
      return;
    }
  if (s->node_limit && s->nodes >= s->node_limit)
    s->stopped = true;
  else if (s->budget.hard_ms >= 0 && elapsed_ms (s) >= s->budget.hard_ms)
    s->stopped = true;
}

static inline bool
time_to_stop (XqSearch *s)
{
  if ((s->nodes & 1023) == 0)
    check_stop (s);
  return s->stopped;
}

/* ---- Repetition (RULES §24–§29) ---------------------------------------------- */

/* Classifies the moves of the cycle from hist index @first to the current
 * position with the judge's move classifier (check, mate threat, chase or
 * idle) and scores the repetition for the side to move under the Chinese
 * rules: a side that alone checks every move loses (§26.1); a side whose
 * every move is forbidden (check, mate threat, chase) against one that has
 * an idle move loses (§26.4); otherwise a draw (§26.2, §26.3). */
static int
judge_cycle (XqSearch *s, int first)
{
  int n = s->hist_len - 1;
  uint64_t key = (uint64_t) (n - first) * 0x9E3779B97F4A7C15ull;
  for (int j = first + 1; j <= n; j++)
    key ^= s->hist_hash[j] + (uint64_t) (n - j);
  size_t slot = (size_t) (key & (REP_CACHE_SIZE - 1));
  if (s->rep_cache[slot].key == key)
    return s->rep_cache[slot].score;

  /* Back to the first occurrence, then forward classifying each move. */
  XqPosition p = s->pos;
  for (int j = n; j > first; j--)
    xq_position_unmake_move (&p, &s->hist_undo[j]);
  bool all_check[2] = { true, true }, all_forbidden[2] = { true, true };
  for (int j = first + 1; j <= n; j++)
    {
      int side = p.side;
      XqMove m = s->hist_undo[j].move;
      XqMoveNature nature = xq_classify_move (&p, m, XQ_CLASSIFY_DEFAULT, NULL);
      if (nature != XQ_NATURE_CHECK)
        all_check[side] = false;
      if (nature == XQ_NATURE_IDLE)
        all_forbidden[side] = false;
      XqUndo u;
      xq_position_make_move (&p, m, &u);
    }
  int us = s->pos.side, them = us ^ 1;
  int score = 0;
  if (all_check[them] && !all_check[us])
    score = REPETITION_WIN;
  else if (all_check[us] && !all_check[them])
    score = -REPETITION_WIN;
  else if (all_forbidden[them] && !all_forbidden[us])
    score = REPETITION_WIN;
  else if (all_forbidden[us] && !all_forbidden[them])
    score = -REPETITION_WIN;
  s->rep_cache[slot].key = key;
  s->rep_cache[slot].score = score;
  return score;
}

/* Looks for an earlier occurrence of the current position (the second
 * occurrence already ends the line in the search).  When found, returns
 * true and the score for the side to move.  The line does not end when the
 * side to move is the one whose moves in the cycle were forbidden and the
 * other side's were not: the other side closed the cycle, and the side to
 * move can still vary now (RULES §24.3: the forbidden side must vary, else
 * it loses) — it loses only if it repeats in its turn, which the search
 * finds one ply later.  Ending the line there would score a repetition
 * the opponent can still avoid as won for the opponent.  *@must_vary says
 * so: the value of such a node depends on the path to it, so it must not
 * take nor leave a hash-table score (the entry of the same position met
 * earlier on the path would stand in for the search that decides it). */
static bool
repetition (XqSearch *s, int *score, bool *must_vary)
{
  int n = s->hist_len - 1;
  int lo = n - s->pos.no_capture;
  if (lo < 0)
    lo = 0;
  uint64_t key = s->hist_hash[n];
  for (int i = n - 4; i >= lo; i -= 2)
    if (s->hist_hash[i] == key)
      {
        bool them = true, us = true;
        for (int j = n; j > i; j -= 2)
          them = them && s->hist_check[j];
        for (int j = n - 1; j > i; j -= 2)
          us = us && s->hist_check[j];
        if (them && !us)
          *score = REPETITION_WIN;
        else if (us && !them)
          *score = -REPETITION_WIN;
        else
          *score = judge_cycle (s, i);
        *must_vary = *score == -REPETITION_WIN;
        return !*must_vary;
      }
  return false;
}

/* ---- TT score adjustment for mates ------------------------------------------ */

static inline int
score_to_tt (int score, int ply)
{
  if (score >= XQ_SCORE_MATE_BOUND)
    return score + ply;
  if (score <= -XQ_SCORE_MATE_BOUND)
    return score - ply;
  return score;
}

static inline int
score_from_tt (int score, int ply)
{
  if (score >= XQ_SCORE_MATE_BOUND)
    return score - ply;
  if (score <= -XQ_SCORE_MATE_BOUND)
    return score + ply;
  return score;
}

static bool
has_big_pieces (const XqPosition *pos, int side)
{
  for (int i = 0; i < pos->count[side]; i++)
    {
      XqKind k = XQ_PIECE_KIND (pos->board[pos->list[side][i]]);
      if (k == XQ_ROOK || k == XQ_HORSE || k == XQ_CANNON)
        return true;
    }
  return false;
}

/* ---- Quiescence search --------------------------------------------------------- */

/* @qdepth: 0 at the first quiescence ply, where quiet checks are tried
 * too; negative below. */
static int
qsearch (XqSearch *s, int alpha, int beta, int ply, int qdepth)
{
  XqPosition *pos = &s->pos;
  bool in_check = s->hist_check[s->hist_len - 1];
  XqMovePicker mp;
  bool captures_only;
  int best, stand = 0;

  s->nodes++;
  if (time_to_stop (s))
    return 0;
  if (ply > s->seldepth)
    s->seldepth = ply;
  if (ply >= MAX_PLY)
    return in_check ? 0 : xq_evaluate (pos);

  XqMove tt_move = XQ_MOVE_NONE;
  int old_alpha = alpha;
  const XqTTEntry *e = xq_tt_probe (&s->tt, pos->hash);
  if (e)
    {
      int ts = score_from_tt (e->score, ply);
      int bound = e->bound_age & 3;
      if ((bound == XQ_BOUND_EXACT) || (bound == XQ_BOUND_LOWER && ts >= beta)
          || (bound == XQ_BOUND_UPPER && ts <= alpha))
        return ts;
      tt_move = e->move;
    }

  if (in_check)
    {
      best = -XQ_SCORE_MATE + ply;
      captures_only = false;
    }
  else
    {
      stand = e ? e->eval : xq_evaluate (pos);
      if (stand >= beta)
        {
          if (!e)
            xq_tt_store (&s->tt, pos->hash, XQ_MOVE_NONE, score_to_tt (stand, ply), stand,
                         0, XQ_BOUND_LOWER);
          return stand;
        }
      if (stand > alpha)
        alpha = stand;
      best = stand;
      /* Quiet checks too at the first quiescence ply. */
      captures_only = qdepth != 0;
    }

  xq_move_picker_init_quiescence (&mp, pos, tt_move, captures_only);
  XqMove best_move = XQ_MOVE_NONE;
  for (XqMove m; (m = xq_move_picker_next (&mp)) != XQ_MOVE_NONE;)
    {
      bool quiet_check = false;
      if (!in_check && !xq_move_is_capture (pos, m))
        {
          /* A quiet move at the first quiescence ply: only a check. */
          if (xq_position_cannot_check (pos, m))
            continue;
          quiet_check = true;
        }
      else if (!in_check)
        {
          int gain = xq_eval_piece_value (XQ_PIECE_KIND (pos->board[XQ_MOVE_TO (m)]));
          if (stand + gain + DELTA_MARGIN <= alpha)
            continue;
          if (!xq_see_ge (pos, m, 0))
            continue;
        }
      /* Legality last: the tests above are cheaper and drop most moves. */
      if (!xq_move_is_legal_fast (pos, m, in_check))
        continue;
      XqUndo u;
      xq_position_make_move (pos, m, &u);
      bool check = xq_position_gave_check (pos, m);
      if (quiet_check && !check)
        {
          xq_position_unmake_move (pos, &u);
          continue;
        }
      __builtin_prefetch (&s->tt.entries[(size_t) (pos->hash & s->tt.mask) * XQ_TT_BUCKET]);
      push_history (s, check, &u);
      int score = -qsearch (s, -beta, -alpha, ply + 1, qdepth - 1);
      s->hist_len--;
      xq_position_unmake_move (pos, &u);
      if (s->stopped)
        return 0;
      if (score > best)
        {
          best = score;
          if (score > alpha)
            {
              alpha = score;
              best_move = m;
              if (score >= beta)
                break;
            }
        }
    }
  XqBound bound = best >= beta ? XQ_BOUND_LOWER
                  : (best > old_alpha ? XQ_BOUND_EXACT : XQ_BOUND_UPPER);
  xq_tt_store (&s->tt, pos->hash, best_move, score_to_tt (best, ply), in_check ? 0 : stand,
               0, bound);
  return best;
}

/* ---- Main search ------------------------------------------------------------------ */

static int
search (XqSearch *s, int alpha, int beta, int depth, int ply, bool allow_null, bool cut_node)
{
  XqPosition *pos = &s->pos;
  bool pv_node = beta - alpha > 1;
  bool in_check = s->hist_check[s->hist_len - 1];
  XqMovePicker mp;
  XqMove quiets[XQ_MAX_MOVES];
  int n_quiets = 0;

  s->pv_len[ply] = 0;

  bool must_vary = false;
  if (ply > 0)
    {
      int rep;
      if (repetition (s, &rep, &must_vary))
        return rep;
      if (pos->no_capture >= s->move_limit)
        return 0;
      /* Mate distance pruning. */
      int lo = -XQ_SCORE_MATE + ply, hi = XQ_SCORE_MATE - ply - 1;
      if (alpha < lo)
        alpha = lo;
      if (beta > hi)
        beta = hi;
      if (alpha >= beta)
        return alpha;
    }

  if (in_check && ply < 2 * s->root_depth + 4)
    depth++;
  if (depth <= 0)
    return qsearch (s, alpha, beta, ply, 0);

  s->nodes++;
  if (time_to_stop (s))
    return 0;
  if (ply > s->seldepth)
    s->seldepth = ply;
  if (ply >= MAX_PLY)
    return in_check ? 0 : xq_evaluate (pos);

  /* Transposition table. */
  XqMove tt_move = XQ_MOVE_NONE;
  XqMove skip_move = s->excluded[ply];
  int eval;
  int tt_score = 0, tt_bound = 0, tt_depth = -1;
  const XqTTEntry *e = xq_tt_probe (&s->tt, pos->hash);
  if (e)
    {
      tt_move = e->move;
      if (tt_move && !xq_position_is_pseudo_move (pos, tt_move))
        tt_move = XQ_MOVE_NONE;
      int ts = score_from_tt (e->score, ply);
      int bound = e->bound_age & 3;
      tt_score = ts;
      tt_bound = bound;
      tt_depth = e->depth;
      if (!pv_node && !skip_move && !must_vary && e->depth >= depth
          && ((bound == XQ_BOUND_EXACT) || (bound == XQ_BOUND_LOWER && ts >= beta)
              || (bound == XQ_BOUND_UPPER && ts <= alpha)))
        return ts;
      eval = in_check ? -XQ_SCORE_INFINITE : e->eval;
      s->eval_stack[ply] = eval;
      /* The stored score is a better guess than the static one. */
      if (!in_check && ts > -XQ_SCORE_MATE_BOUND && ts < XQ_SCORE_MATE_BOUND
          && (bound == XQ_BOUND_EXACT || (bound == XQ_BOUND_LOWER && ts > eval)
              || (bound == XQ_BOUND_UPPER && ts < eval)))
        eval = ts;
    }
  else
    {
      eval = in_check ? -XQ_SCORE_INFINITE : xq_evaluate (pos);
      s->eval_stack[ply] = eval;
    }
  bool improving = !in_check && ply >= 2 && s->eval_stack[ply] > s->eval_stack[ply - 2];

  if (!pv_node && !in_check && !skip_move)
    {
      /* Reverse futility pruning. */
      if (depth <= RFP_MAX_DEPTH && eval - RFP_MARGIN * (depth - improving) >= beta
          && beta > -XQ_SCORE_MATE_BOUND && eval < XQ_SCORE_MATE_BOUND)
        return eval;

      /* Null move, not when only soldiers, advisors and elephants are left
       * (zugzwang is common there). */
      if (allow_null && depth >= NULL_MIN_DEPTH && eval >= beta
          && beta > -XQ_SCORE_MATE_BOUND && has_big_pieces (pos, pos->side))
        {
          int r = 3 + depth / 4 + ((eval - beta) / 200 > 2 ? 2 : (eval - beta) / 200);
          XqUndo u;
          xq_position_make_null (pos, &u);
          pos->no_capture = 0; /* no repetition across the pass */
          push_history (s, false, NULL);
          int score = -search (s, -beta, -beta + 1, depth - 1 - r, ply + 1, false, !cut_node);
          s->hist_len--;
          xq_position_unmake_null (pos, &u);
          if (s->stopped)
            return 0;
          if (score >= beta)
            {
              if (score >= XQ_SCORE_MATE_BOUND)
                score = beta;
              if (depth < 10)
                return score;
              /* Verify at high depth. */
              int v = search (s, beta - 1, beta, depth - r, ply, false, cut_node);
              if (v >= beta)
                return score;
            }
        }
    }

  /* Internal iterative reduction. */
  if (!tt_move && depth >= 5)
    depth--;

  /* The move that led here (none at the root and after a null move). */
  XqMove prev = s->hist_len >= 2 ? s->hist_undo[s->hist_len - 1].move : XQ_MOVE_NONE;
  xq_move_picker_init (&mp, pos, &s->order, tt_move, ply, prev);

  int best = -XQ_SCORE_INFINITE;
  XqMove best_move = XQ_MOVE_NONE;
  int legal = 0;
  int old_alpha = alpha;

  for (XqMove m; (m = xq_move_picker_next (&mp)) != XQ_MOVE_NONE;)
    {
      if (m == skip_move || !xq_move_is_legal_fast (pos, m, in_check))
        continue;
      bool capture = xq_move_is_capture (pos, m);
      XqPiece piece = pos->board[XQ_MOVE_FROM (m)];
      legal++;
      /* Singular extension: when the hash move is much better than every
       * other move (a reduced search without it fails low), it is searched
       * one ply deeper; when even without it the node fails high, the node
       * is cut (several moves beat beta). */
      int extension = 0;
      if (m == tt_move && !skip_move && depth >= SE_MIN_DEPTH && ply < 2 * s->root_depth
          && tt_depth >= depth - 3 && (tt_bound == XQ_BOUND_LOWER || tt_bound == XQ_BOUND_EXACT)
          && tt_score > -XQ_SCORE_MATE_BOUND && tt_score < XQ_SCORE_MATE_BOUND)
        {
          int sbeta = tt_score - SE_MARGIN * depth;
          s->excluded[ply] = m;
          int v = search (s, sbeta - 1, sbeta, (depth - 1) / 2, ply, false, cut_node);
          s->excluded[ply] = XQ_MOVE_NONE;
          if (s->stopped)
            return 0;
          if (v < sbeta)
            extension = 1;
          else if (sbeta >= beta)
            return sbeta;
        }
      /* Quiet moves that do not check, at non-PV nodes: late move pruning
       * by move count (to depth 7, more moves kept while the evaluation is
       * improving), and futility pruning by the depth the move would get
       * after its late move reduction, so that late moves of deeper nodes
       * are pruned too (src/engine/NOTES.md, fourth round: +60 Elo against
       * fairy-stockfish at fixed nodes). */
      bool prunable = false;
      if (!pv_node && !in_check && !capture && best > -XQ_SCORE_MATE_BOUND && legal > 1)
        {
          int lmr_depth = depth - 1 - lmr_reduction (depth, legal);
          if (lmr_depth < 1)
            lmr_depth = 1;
          prunable = (depth <= LMP_MAX_DEPTH && legal > LMP_COUNT[improving][depth])
                     || (lmr_depth <= FUTILITY_MAX_DEPTH
                         && eval + FUTILITY_BASE + FUTILITY_PER_DEPTH * lmr_depth <= alpha);
        }
      /* Late quiet moves at low depth: skipped without even making them
       * when they cannot give check. */
      if (prunable && xq_position_cannot_check (pos, m))
        continue;
      XqUndo u;
      xq_position_make_move (pos, m, &u);
      __builtin_prefetch (&s->tt.entries[(size_t) (pos->hash & s->tt.mask) * XQ_TT_BUCKET]);
      bool check = xq_position_gave_check (pos, m);

      bool quiet = !capture && !check;
      if (prunable && quiet)
        {
          xq_position_unmake_move (pos, &u);
          continue;
        }
      push_history (s, check, &u);
      int new_depth = depth - 1 + extension;
      int score;
      if (legal == 1)
        score = -search (s, -beta, -alpha, new_depth, ply + 1, true, !pv_node && !cut_node);
      else
        {
          int r = 0;
          if (depth >= LMR_MIN_DEPTH && quiet && !in_check)
            {
              r = lmr_reduction (depth, legal);
              if (pv_node)
                r--;
              if (xq_move_history_is_killer (&s->order, ply, m))
                r--;
              if (s->order.history[piece][XQ_MOVE_TO (m)] > XQ_HISTORY_MAX / 2)
                r--;
              if (cut_node)
                r++;
              if (r < 0)
                r = 0;
              if (r > new_depth - 1)
                r = new_depth - 1 > 0 ? new_depth - 1 : 0;
            }
          score = -search (s, -alpha - 1, -alpha, new_depth - r, ply + 1, true,
                           r > 0 || !cut_node);
          if (score > alpha && r > 0)
            score = -search (s, -alpha - 1, -alpha, new_depth, ply + 1, true, !cut_node);
          if (score > alpha && score < beta)
            score = -search (s, -beta, -alpha, new_depth, ply + 1, true, false);
        }
      s->hist_len--;
      xq_position_unmake_move (pos, &u);
      if (s->stopped)
        return 0;

      if (score > best)
        {
          best = score;
          if (score > alpha)
            {
              best_move = m;
              alpha = score;
              s->pv[ply][0] = m;
              memcpy (&s->pv[ply][1], s->pv[ply + 1], (size_t) s->pv_len[ply + 1] * sizeof (XqMove));
              s->pv_len[ply] = s->pv_len[ply + 1] + 1;
              if (score >= beta)
                {
                  if (!capture)
                    xq_move_history_cutoff (&s->order, pos, ply, prev, m, depth, quiets,
                                            n_quiets);
                  break;
                }
            }
        }
      if (!capture && n_quiets < XQ_MAX_MOVES)
        quiets[n_quiets++] = m;
    }

  if (legal == 0)
    return skip_move ? alpha : -XQ_SCORE_MATE + ply; /* mate or stalemate: both lose (RULES §3) */
  if (skip_move || must_vary)
    return best; /* neither result is this position's own value */
  XqBound bound = best >= beta ? XQ_BOUND_LOWER
                  : (best > old_alpha ? XQ_BOUND_EXACT : XQ_BOUND_UPPER);
  xq_tt_store (&s->tt, pos->hash, best_move, score_to_tt (best, ply),
               in_check ? 0 : s->eval_stack[ply], depth, bound);
  return best;
}

/* ---- Root ------------------------------------------------------------------------ */

static void
sort_root (RootMove *r, int from, int n)
{
  /* Stable insertion sort by score, best first. */
  for (int i = from + 1; i < n; i++)
    {
      RootMove tmp = r[i];
      int j = i;
      while (j > from && r[j - 1].score < tmp.score)
        {
          r[j] = r[j - 1];
          j--;
        }
      r[j] = tmp;
    }
}

/* Searches root moves pv_idx..n_root-1; sets their scores (-infinite for
 * moves that failed low) and sorts them.  Returns the best score. */
static int
search_root (XqSearch *s, int alpha, int beta, int depth)
{
  XqPosition *pos = &s->pos;
  bool in_check = s->hist_check[s->hist_len - 1];
  int best = -XQ_SCORE_INFINITE;
  int legal = 0;

  s->nodes++;
  s->pv_len[0] = 0;
  s->eval_stack[0] = in_check ? -XQ_SCORE_INFINITE : xq_evaluate (pos);
  for (int i = s->pv_idx; i < s->n_root; i++)
    {
      RootMove *rm = &s->root[i];
      XqUndo u;
      xq_position_make_move (pos, rm->move, &u);
      bool check = xq_position_gave_check (pos, rm->move);
      push_history (s, check, &u);
      legal++;
      int score;
      if (legal == 1)
        score = -search (s, -beta, -alpha, depth - 1, 1, true, false);
      else
        {
          int r = 0;
          if (depth >= LMR_MIN_DEPTH + 1 && !check && !in_check
              && u.captured == XQ_EMPTY && legal > 4)
            r = 1;
          score = -search (s, -alpha - 1, -alpha, depth - 1 - r, 1, true, true);
          if (score > alpha && r > 0)
            score = -search (s, -alpha - 1, -alpha, depth - 1, 1, true, true);
          if (score > alpha && score < beta)
            score = -search (s, -beta, -alpha, depth - 1, 1, true, false);
        }
      s->hist_len--;
      xq_position_unmake_move (pos, &u);
      if (s->stopped)
        break;

      if (score > alpha || legal == 1)
        {
          rm->score = score;
          rm->pv[0] = rm->move;
          memcpy (&rm->pv[1], s->pv[1], (size_t) s->pv_len[1] * sizeof (XqMove));
          rm->pv_len = s->pv_len[1] + 1;
        }
      else
        rm->score = -XQ_SCORE_INFINITE;

      if (score > best)
        best = score;
      if (score > alpha)
        {
          alpha = score;
          if (score >= beta)
            break;
        }
    }
  /* Moves not searched (after a cutoff or a stop) keep their order. */
  sort_root (s->root, s->pv_idx, s->n_root);
  return best;
}

static void
report (XqSearch *s, int depth, int line, int bound)
{
  if (!s->info_func)
    return;
  const RootMove *rm = &s->root[line];
  int score = rm->score == -XQ_SCORE_INFINITE ? rm->prev_score : rm->score;
  XqSearchInfo info = { 0 };
  int64_t t = elapsed_ms (s);
  info.depth = depth;
  info.seldepth = s->seldepth;
  info.multipv = line + 1;
  info.score = score;
  info.is_mate = xq_search_score_mate (score, &info.mate);
  info.bound = bound;
  info.nodes = s->nodes;
  info.time_ms = t;
  info.nps = t > 0 ? s->nodes * 1000 / (uint64_t) t : 0;
  info.hashfull = xq_tt_hashfull (&s->tt);
  info.pv = rm->pv;
  info.pv_len = rm->pv_len;
  s->info_func (&info, s->info_data);
}

static bool
excluded (const XqSearchLimits *l, XqMove m)
{
  for (size_t i = 0; i < l->n_exclude; i++)
    if (l->exclude && l->exclude[i] == m)
      return true;
  return false;
}

/* Weak levels: picks one of the top lines, never one far below the best. */
static int
level_choice (XqSearch *s)
{
  int lines = s->multipv < s->n_root ? s->multipv : s->n_root;
  int margin = LEVEL_MARGIN[s->level];
  if (lines <= 1 || margin <= 0)
    return 0;
  int best = s->root[0].score;
  if (best >= XQ_SCORE_MATE_BOUND)
    return 0; /* even a beginner plays a mate he sees */
  int weight[XQ_SEARCH_MAX_MULTIPV] = { 0 };
  int total = 0;
  for (int i = 0; i < lines; i++)
    {
      int loss = best - s->root[i].score;
      if (s->root[i].score == -XQ_SCORE_INFINITE || loss > margin)
        break;
      weight[i] = margin - loss + margin / 4 + 1;
      total += weight[i];
    }
  if (total == 0)
    return 0;
  int r = (int) (next_random (s) % (uint64_t) total);
  for (int i = 0; i < lines; i++)
    {
      if (r < weight[i])
        return i;
      r -= weight[i];
    }
  return 0;
}

void
xq_search_run (XqSearch *s, const XqPosition *start, const XqMove *moves,
               size_t n_moves, const XqSearchLimits *limits,
               atomic_bool *stop, XqSearchResult *result)
{
  memset (result, 0, sizeof *result);
  s->start_us = now_us ();
  s->nodes = 0;
  s->seldepth = 0;
  s->stop = stop;
  s->stopped = false;
  s->pondering = limits->ponder;
  atomic_store (&s->ponderhit, false);
  s->node_limit = limits->nodes;
  xq_tt_new_search (&s->tt);
  xq_move_history_age (&s->order);
  memset (s->excluded, 0, sizeof s->excluded);

  /* Replay the game for the repetition history. */
  s->hist_len = 0;
  if (!ensure_history (s, n_moves + MAX_PLY + 8))
    return;
  s->pos = *start;
  xq_eval_attach (&s->pos);
  push_history (s, xq_position_in_check (&s->pos), NULL);
  for (size_t i = 0; i < n_moves; i++)
    {
      if (!xq_position_is_legal_move (&s->pos, moves[i]))
        break;
      XqUndo u;
      xq_position_make_move (&s->pos, moves[i], &u);
      push_history (s, xq_position_in_check (&s->pos), &u);
    }
  s->root_ply = s->hist_len - 1;
  xq_time_budget (limits, (XqColor) s->pos.side, s->root_ply, &s->budget);

  /* Root moves. */
  XqMove legal[XQ_MAX_MOVES];
  int n = (int) xq_generate_legal (&s->pos, legal, XQ_MAX_MOVES);
  s->n_root = 0;
  for (int i = 0; i < n; i++)
    if (!excluded (limits, legal[i]))
      {
        RootMove *rm = &s->root[s->n_root++];
        rm->move = legal[i];
        rm->score = rm->prev_score = -XQ_SCORE_INFINITE;
        rm->pv[0] = legal[i];
        rm->pv_len = 1;
      }
  if (s->n_root == 0 && n > 0)
    {
      /* Every move banned: play one anyway rather than none. */
      s->root[0].move = legal[0];
      s->root[0].pv[0] = legal[0];
      s->root[0].pv_len = 1;
      s->root[0].score = s->root[0].prev_score = -XQ_SCORE_INFINITE;
      s->n_root = 1;
    }
  if (s->n_root == 0)
    {
      result->best = XQ_MOVE_NONE;
      result->score = -XQ_SCORE_MATE;
      return;
    }

  int level = s->level;
  s->multipv = limits->multipv < 1 ? 1 : limits->multipv > XQ_SEARCH_MAX_MULTIPV
               ? XQ_SEARCH_MAX_MULTIPV : limits->multipv;
  if (LEVEL_LINES[level] > s->multipv)
    s->multipv = LEVEL_LINES[level];
  if (s->multipv > s->n_root)
    s->multipv = s->n_root;
  int max_depth = limits->depth > 0 ? limits->depth : MAX_PLY - 4;
  if (LEVEL_DEPTH[level] > 0 && LEVEL_DEPTH[level] < max_depth)
    max_depth = LEVEL_DEPTH[level];
  if (max_depth > MAX_PLY - 4)
    max_depth = MAX_PLY - 4;

  int completed = 0;
  /* A single legal move needs no search when time matters (one move left
   * by the excluded ones still does: its score is wanted). */
  bool single = n == 1 && !limits->infinite && !limits->ponder
                && limits->depth == 0 && limits->nodes == 0;

  for (int depth = 1; depth <= max_depth && !single; depth++)
    {
      s->root_depth = depth;
      for (int i = 0; i < s->n_root; i++)
        {
          if (s->root[i].score != -XQ_SCORE_INFINITE)
            s->root[i].prev_score = s->root[i].score;
          s->root[i].score = -XQ_SCORE_INFINITE;
        }
      for (s->pv_idx = 0; s->pv_idx < s->multipv; s->pv_idx++)
        {
          int prev = s->root[s->pv_idx].prev_score;
          int delta = ASPIRATION_WINDOW;
          int alpha = -XQ_SCORE_INFINITE, beta = XQ_SCORE_INFINITE;
          if (depth >= ASPIRATION_MIN_DEPTH && prev > -XQ_SCORE_MATE_BOUND
              && prev < XQ_SCORE_MATE_BOUND)
            {
              alpha = prev - delta;
              beta = prev + delta;
            }
          s->seldepth = 0;
          for (;;)
            {
              int score = search_root (s, alpha, beta, depth);
              if (s->stopped)
                break;
              if (score <= alpha)
                {
                  beta = (alpha + beta) / 2;
                  alpha = score - delta > -XQ_SCORE_INFINITE ? score - delta : -XQ_SCORE_INFINITE;
                }
              else if (score >= beta)
                beta = score + delta < XQ_SCORE_INFINITE ? score + delta : XQ_SCORE_INFINITE;
              else
                break;
              delta += delta / 2 + 10;
              if (delta > 1000)
                {
                  alpha = -XQ_SCORE_INFINITE;
                  beta = XQ_SCORE_INFINITE;
                }
            }
          if (s->stopped)
            break;
          /* Keep lines in order: a later line never outranks an earlier. */
          sort_root (s->root, 0, s->pv_idx + 1);
        }
      if (s->stopped)
        break;
      completed = depth;
      for (int i = 0; i < s->multipv; i++)
        report (s, depth, i, 0);

      /* Stop early: a found mate, or too little time for another iteration. */
      int best = s->root[0].score;
      if (!limits->infinite && !s->pondering && best >= XQ_SCORE_MATE_BOUND
          && depth >= XQ_SCORE_MATE - best + 2)
        break;
      if (!s->pondering && s->budget.soft_ms >= 0
          && elapsed_ms (s) >= s->budget.soft_ms)
        break;
      if (s->node_limit && s->nodes >= s->node_limit)
        break;
    }

  /* Ponder or infinite search done early: wait for stop or ponderhit. */
  while ((limits->infinite || s->pondering) && !s->stopped)
    {
      if (stop && atomic_load (stop))
        break;
      if (s->pondering && atomic_load (&s->ponderhit))
        break;
      struct timespec ts = { 0, 1000000 };
      nanosleep (&ts, NULL);
    }

  int choice = (level < XQ_LEVEL_MAX && completed > 0) ? level_choice (s) : 0;
  const RootMove *rm = &s->root[choice];
  result->best = rm->move;
  result->ponder = rm->pv_len > 1 ? rm->pv[1] : XQ_MOVE_NONE;
  result->score = rm->score == -XQ_SCORE_INFINITE ? rm->prev_score : rm->score;
  if (result->score == -XQ_SCORE_INFINITE)
    result->score = 0;
  result->depth = completed;
  result->nodes = s->nodes;
  result->time_ms = elapsed_ms (s);
}
