/* xq-judge.c — verdicts: mate, stalemate, repetition, move limit, dead position
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "xq-judge.h"
#include "xq-movegen.h"

#include <stdlib.h>
#include <string.h>

/* Asian rules: a claimant's checks beyond this many do not count (§23.3). */
#define ASIAN_COUNTED_CHECKS 10

typedef struct
{
  XqUndo undo;
  uint64_t hash;       /* key of the position after the move */
  uint16_t checks[2];  /* checking moves of each side since the last capture */
} JudgePly;

struct _XqJudge
{
  XqJudgeOptions options;
  XqPosition start;
  XqPosition pos;
  JudgePly *plies;
  size_t n;
  size_t cap;
};

void
xq_judge_options_init (XqJudgeOptions *options)
{
  options->rules = XQ_RULES_CHINESE;
  options->move_limit = XQ_JUDGE_DEFAULT_LIMIT;
}

XqJudge *
xq_judge_new (const XqPosition *start, const XqJudgeOptions *options)
{
  XqJudge *judge = calloc (1, sizeof *judge);
  if (judge == NULL)
    return NULL;
  if (options != NULL)
    judge->options = *options;
  else
    xq_judge_options_init (&judge->options);
  judge->start = *start;
  judge->pos = *start;
  return judge;
}

void
xq_judge_free (XqJudge *judge)
{
  if (judge == NULL)
    return;
  free (judge->plies);
  free (judge);
}

bool
xq_judge_push (XqJudge *judge, XqMove m)
{
  if (!xq_position_is_legal_move (&judge->pos, m))
    return false;
  if (judge->n == judge->cap)
    {
      size_t cap = judge->cap ? judge->cap * 2 : 256;
      JudgePly *p = realloc (judge->plies, cap * sizeof *p);
      if (p == NULL)
        return false;
      judge->plies = p;
      judge->cap = cap;
    }

  JudgePly *ply = &judge->plies[judge->n];
  XqColor mover = (XqColor) judge->pos.side;
  xq_position_make_move (&judge->pos, m, &ply->undo);
  ply->hash = judge->pos.hash;
  if (ply->undo.captured != XQ_EMPTY || judge->n == 0)
    ply->checks[0] = ply->checks[1] = 0;
  else
    {
      ply->checks[0] = judge->plies[judge->n - 1].checks[0];
      ply->checks[1] = judge->plies[judge->n - 1].checks[1];
    }
  if (xq_position_king_attacked (&judge->pos, xq_color_other (mover)) && ply->checks[mover] < UINT16_MAX)
    ply->checks[mover]++;
  judge->n++;
  return true;
}

bool
xq_judge_pop (XqJudge *judge)
{
  if (judge->n == 0)
    return false;
  judge->n--;
  xq_position_unmake_move (&judge->pos, &judge->plies[judge->n].undo);
  return true;
}

const XqPosition *
xq_judge_position (const XqJudge *judge)
{
  return &judge->pos;
}

size_t
xq_judge_ply (const XqJudge *judge)
{
  return judge->n;
}

const XqJudgeOptions *
xq_judge_options (const XqJudge *judge)
{
  return &judge->options;
}

static uint64_t
hash_at (const XqJudge *judge, size_t ply)
{
  return ply == 0 ? judge->start.hash : judge->plies[ply - 1].hash;
}

static void
set_verdict (XqVerdict *v, XqResult result, XqReason reason, const char *clause)
{
  v->result = result;
  v->reason = reason;
  v->clause = clause;
}

static XqResult
loss_of (XqColor loser)
{
  return loser == XQ_RED ? XQ_RESULT_BLACK_WINS : XQ_RESULT_RED_WINS;
}

/* 90 squares as a bit set. */
typedef struct
{
  uint64_t w[2];
} SquareSet;

static inline void
set_add (SquareSet *s, int sq)
{
  s->w[sq >> 6] |= (uint64_t) 1 << (sq & 63);
}

static inline bool
set_has (const SquareSet *s, int sq)
{
  return (s->w[sq >> 6] >> (sq & 63)) & 1;
}

static inline void
set_del (SquareSet *s, int sq)
{
  s->w[sq >> 6] &= ~((uint64_t) 1 << (sq & 63));
}

/* What one side did in a repetition. */
typedef struct
{
  unsigned moves, checks, threats, chases, idles;
  unsigned soldier_idles; /* idle moves with a soldier's chase (§27.2) */
  unsigned asian_chases;  /* moves that chase and are not check */
  bool tracking;          /* asian: victims chased by every move so far */
  SquareSet victims;
} SideTally;

static XqPattern
chinese_pattern (const SideTally *t)
{
  if (t->moves == 0 || t->idles > 0)
    return XQ_PATTERN_ALLOWED;
  bool k = t->checks > 0, m = t->threats > 0, c = t->chases > 0;
  if (k && !m && !c)
    return XQ_PATTERN_PERPETUAL_CHECK;
  if (!k && m && !c)
    return XQ_PATTERN_PERPETUAL_MATE_THREAT;
  if (!k && !m && c)
    return XQ_PATTERN_PERPETUAL_CHASE;
  if (k && m && !c)
    return XQ_PATTERN_CHECK_AND_MATE_THREAT;
  if (k && !m && c)
    return XQ_PATTERN_CHECK_AND_CHASE;
  if (!k && m && c)
    return XQ_PATTERN_MATE_THREAT_AND_CHASE;
  return XQ_PATTERN_MIXED_ATTACKS;
}

static XqPattern
side_pattern (const SideTally *t, XqRuleSet rules)
{
  if (t->moves == 0)
    return XQ_PATTERN_ALLOWED;
  if (t->checks == t->moves)
    return XQ_PATTERN_PERPETUAL_CHECK;
  switch (rules)
    {
    case XQ_RULES_CHINESE:
      return chinese_pattern (t);
    case XQ_RULES_ASIAN:
      if (t->asian_chases == t->moves && (t->victims.w[0] | t->victims.w[1]) != 0)
        return XQ_PATTERN_PERPETUAL_CHASE;
      return XQ_PATTERN_ALLOWED;
    case XQ_RULES_CASUAL:
    default:
      return XQ_PATTERN_ALLOWED;
    }
}

static XqReason
pattern_reason (XqPattern p)
{
  switch (p)
    {
    case XQ_PATTERN_PERPETUAL_CHECK: return XQ_REASON_PERPETUAL_CHECK;
    case XQ_PATTERN_PERPETUAL_MATE_THREAT: return XQ_REASON_PERPETUAL_MATE_THREAT;
    case XQ_PATTERN_PERPETUAL_CHASE: return XQ_REASON_PERPETUAL_CHASE;
    case XQ_PATTERN_CHECK_AND_MATE_THREAT: return XQ_REASON_CHECK_AND_MATE_THREAT;
    case XQ_PATTERN_CHECK_AND_CHASE: return XQ_REASON_CHECK_AND_CHASE;
    case XQ_PATTERN_MATE_THREAT_AND_CHASE: return XQ_REASON_MATE_THREAT_AND_CHASE;
    case XQ_PATTERN_MIXED_ATTACKS: return XQ_REASON_MIXED_ATTACKS;
    case XQ_PATTERN_ALLOWED:
    default: return XQ_REASON_NONE;
    }
}

/* Adds move @c of side @s to the tallies. */
static void
tally_add (SideTally tally[2], XqColor s, const XqMoveClass *c)
{
  SideTally *t = &tally[s];
  XqColor o = xq_color_other (s);

  t->moves++;
  switch ((XqMoveNature) c->nature)
    {
    case XQ_NATURE_CHECK: t->checks++; break;
    case XQ_NATURE_MATE_THREAT: t->threats++; break;
    case XQ_NATURE_CHASE: t->chases++; break;
    case XQ_NATURE_IDLE:
    default:
      t->idles++;
      if (c->soldier_chase)
        t->soldier_idles++;
      break;
    }

  /* Asian rules: the same piece must be chased by every move, and only
   * direct chases count: a piece won by a series of checks, or by mating
   * on the way, is no chase there (AXF rules 9 and 5: perpetual mate
   * threats, and threats that exist only after a check, are drawn). */
  int direct = c->n_chased - c->n_by_checks;
  if (!c->check && direct > 0)
    {
      SquareSet now = { { 0, 0 } };
      int stored = direct < XQ_MAX_CHASED ? direct : XQ_MAX_CHASED;
      t->asian_chases++;
      for (int i = 0; i < stored; i++)
        set_add (&now, c->chased[i]);
      if (!t->tracking)
        {
          t->victims = now;
          t->tracking = true;
        }
      else
        {
          t->victims.w[0] &= now.w[0];
          t->victims.w[1] &= now.w[1];
        }
    }
  /* The mover's pieces that the other side chases move with it. */
  int from = XQ_MOVE_FROM (c->move), to = XQ_MOVE_TO (c->move);
  if (set_has (&tally[o].victims, from))
    {
      set_del (&tally[o].victims, from);
      set_add (&tally[o].victims, to);
    }
}

static void
tally_patterns (const SideTally tally[2], XqRuleSet rules, XqPattern pattern[2])
{
  for (int s = 0; s < 2; s++)
    pattern[s] = side_pattern (&tally[s], rules);

  /* §27.2: soldiers' attacks count as chases when they make a mutual
   * perpetual attack, that is when the other side attacks every move. */
  if (rules == XQ_RULES_CHINESE)
    {
      XqPattern mutual[2] = { pattern[0], pattern[1] };
      for (int s = 0; s < 2; s++)
        if (pattern[s] == XQ_PATTERN_ALLOWED && tally[s].soldier_idles > 0
            && pattern[s ^ 1] != XQ_PATTERN_ALLOWED)
          {
            SideTally t = tally[s];
            t.chases += t.soldier_idles;
            t.idles -= t.soldier_idles;
            mutual[s] = chinese_pattern (&t);
          }
      pattern[0] = mutual[0];
      pattern[1] = mutual[1];
    }
}

void
xq_judge_cycle_patterns (const XqMoveClass *moves, size_t n_moves, XqColor first_mover,
                         XqRuleSet rules, XqPattern pattern[2])
{
  SideTally tally[2];

  memset (tally, 0, sizeof tally);
  for (size_t k = 0; k < n_moves; k++)
    tally_add (tally, (XqColor) (first_mover ^ (k & 1)), &moves[k]);
  tally_patterns (tally, rules, pattern);
}

/* Classifies the moves from ply @first to the end and decides (§24, §26). */
static void
judge_repetition (const XqJudge *judge, size_t first, XqVerdict *v)
{
  XqPosition p = judge->pos;
  SideTally tally[2];

  for (size_t k = judge->n; k > first; k--)
    xq_position_unmake_move (&p, &judge->plies[k - 1].undo);

  memset (tally, 0, sizeof tally);
  v->cycle_start = first;
  v->n_moves = judge->n - first;
  v->first_mover = (XqColor) p.side;

  for (size_t k = first; k < judge->n; k++)
    {
      XqMove m = judge->plies[k].undo.move;
      XqMoveClass c;
      XqUndo u;

      xq_classify_move (&p, m,
                        judge->options.rules == XQ_RULES_ASIAN ? XQ_CLASSIFY_ASIAN_PROTECTION
                                                               : XQ_CLASSIFY_DEFAULT,
                        &c);
      if (k - first < XQ_VERDICT_MAX_MOVES)
        v->moves[k - first] = c;
      tally_add (tally, (XqColor) p.side, &c);
      xq_position_make_move (&p, m, &u);
    }

  tally_patterns (tally, judge->options.rules, v->pattern);
  xq_judge_decide_repetition (v->pattern[XQ_RED], v->pattern[XQ_BLACK], v);
}

void
xq_judge_decide_repetition (XqPattern red, XqPattern black, XqVerdict *v)
{
  bool pc_red = red == XQ_PATTERN_PERPETUAL_CHECK;
  bool pc_black = black == XQ_PATTERN_PERPETUAL_CHECK;

  v->must_vary = -1;
  if (pc_red != pc_black)
    {
      XqColor loser = pc_red ? XQ_RED : XQ_BLACK;
      v->must_vary = loser;
      set_verdict (v, loss_of (loser), XQ_REASON_PERPETUAL_CHECK, "§26.1");
      return;
    }
  bool bad_red = red != XQ_PATTERN_ALLOWED;
  bool bad_black = black != XQ_PATTERN_ALLOWED;
  if (bad_red && bad_black)
    set_verdict (v, XQ_RESULT_DRAW, XQ_REASON_REPETITION_FORBIDDEN, "§26.3");
  else if (!bad_red && !bad_black)
    set_verdict (v, XQ_RESULT_DRAW, XQ_REASON_REPETITION_ALLOWED, "§26.2");
  else
    {
      XqColor loser = bad_red ? XQ_RED : XQ_BLACK;
      v->must_vary = loser;
      set_verdict (v, loss_of (loser), pattern_reason (bad_red ? red : black), "§26.4");
    }
}

/* Ply of the first of three occurrences of the current position, or
 * (size_t) -1 when it has not occurred three times. */
static size_t
third_occurrence (const XqJudge *judge)
{
  size_t n = judge->n;
  size_t reach = judge->pos.no_capture < n ? judge->pos.no_capture : n;
  uint64_t h = judge->pos.hash;
  int count = 1;

  for (size_t back = 2; back <= reach; back += 2)
    if (hash_at (judge, n - back) == h && ++count == 3)
      return n - back;
  return (size_t) -1;
}

bool
xq_judge_limit_reached (const XqJudgeOptions *options, unsigned plies, const unsigned checks[2])
{
  unsigned limit = options->move_limit;
  if (limit == 0)
    return false;
  unsigned long need = 2UL * limit;
  if (options->rules != XQ_RULES_ASIAN || checks == NULL)
    return plies >= need;
  for (int s = 0; s < 2; s++)
    {
      unsigned extra = checks[s] > ASIAN_COUNTED_CHECKS ? checks[s] - ASIAN_COUNTED_CHECKS : 0;
      if (plies >= extra && plies - extra >= need)
        return true;
    }
  return false;
}

static bool
move_limit_reached (const XqJudge *judge)
{
  unsigned checks[2] = { 0, 0 };
  if (judge->n > 0)
    {
      checks[0] = judge->plies[judge->n - 1].checks[0];
      checks[1] = judge->plies[judge->n - 1].checks[1];
    }
  return xq_judge_limit_reached (&judge->options, judge->pos.no_capture, checks);
}

static bool
dead_position (const XqPosition *pos)
{
  for (int c = 0; c < 2; c++)
    for (int i = 0; i < pos->count[c]; i++)
      switch (XQ_PIECE_KIND (pos->board[pos->list[c][i]]))
        {
        case XQ_ROOK:
        case XQ_HORSE:
        case XQ_CANNON:
        case XQ_PAWN:
          return false;
        default:
          break;
        }
  return true;
}

void
xq_judge_verdict (const XqJudge *judge, XqVerdict *v)
{
  const XqPosition *pos = &judge->pos;
  XqColor to_move = (XqColor) pos->side;

  memset (v, 0, sizeof *v);
  set_verdict (v, XQ_RESULT_ONGOING, XQ_REASON_NONE, "-");
  v->ply = judge->n;
  v->must_vary = -1;

  switch (xq_position_mate_state (pos))
    {
    case XQ_STATE_CHECKMATE:
      set_verdict (v, loss_of (to_move), XQ_REASON_CHECKMATE, "§4.1.1");
      return;
    case XQ_STATE_STALEMATE:
      set_verdict (v, loss_of (to_move), XQ_REASON_STALEMATE, "§4.1.3");
      return;
    case XQ_STATE_ONGOING:
    default:
      break;
    }

  size_t first = third_occurrence (judge);
  if (first != (size_t) -1)
    {
      judge_repetition (judge, first, v);
      return;
    }

  if (move_limit_reached (judge))
    {
      set_verdict (v, XQ_RESULT_DRAW, XQ_REASON_MOVE_LIMIT, "§4.2.4");
      return;
    }

  if (dead_position (pos))
    set_verdict (v, XQ_RESULT_DRAW, XQ_REASON_DEAD_POSITION, "§4.2.1");
}

XqJudgeStatus
xq_judge_history (const XqPosition *start, const XqMove *moves, size_t n_moves,
                  const XqJudgeOptions *options, XqVerdict *verdict, size_t *bad_index)
{
  XqJudge *judge = xq_judge_new (start, options);
  XqJudgeStatus status = XQ_JUDGE_OK;

  if (judge == NULL)
    return XQ_JUDGE_NO_MEMORY;
  xq_judge_verdict (judge, verdict);
  for (size_t i = 0; i < n_moves; i++)
    {
      if (verdict->result != XQ_RESULT_ONGOING)
        {
          status = XQ_JUDGE_GAME_OVER;
          if (bad_index != NULL)
            *bad_index = i;
          break;
        }
      if (!xq_judge_push (judge, moves[i]))
        {
          status = xq_position_is_legal_move (xq_judge_position (judge), moves[i])
                   ? XQ_JUDGE_NO_MEMORY : XQ_JUDGE_ILLEGAL_MOVE;
          if (bad_index != NULL)
            *bad_index = i;
          break;
        }
      xq_judge_verdict (judge, verdict);
    }
  xq_judge_free (judge);
  return status;
}

const char *
xq_result_name (XqResult result)
{
  switch (result)
    {
    case XQ_RESULT_ONGOING: return "ongoing";
    case XQ_RESULT_RED_WINS: return "red-wins";
    case XQ_RESULT_BLACK_WINS: return "black-wins";
    case XQ_RESULT_DRAW: return "draw";
    default: return "?";
    }
}

const char *
xq_reason_name (XqReason reason)
{
  switch (reason)
    {
    case XQ_REASON_NONE: return "none";
    case XQ_REASON_CHECKMATE: return "checkmate";
    case XQ_REASON_STALEMATE: return "stalemate";
    case XQ_REASON_PERPETUAL_CHECK: return "perpetual-check";
    case XQ_REASON_PERPETUAL_MATE_THREAT: return "perpetual-mate-threat";
    case XQ_REASON_PERPETUAL_CHASE: return "perpetual-chase";
    case XQ_REASON_CHECK_AND_MATE_THREAT: return "check-and-mate-threat";
    case XQ_REASON_CHECK_AND_CHASE: return "check-and-chase";
    case XQ_REASON_MATE_THREAT_AND_CHASE: return "mate-threat-and-chase";
    case XQ_REASON_MIXED_ATTACKS: return "mixed-attacks";
    case XQ_REASON_REPETITION_ALLOWED: return "repetition-allowed";
    case XQ_REASON_REPETITION_FORBIDDEN: return "repetition-forbidden";
    case XQ_REASON_MOVE_LIMIT: return "move-limit";
    case XQ_REASON_DEAD_POSITION: return "dead-position";
    default: return "?";
    }
}

const char *
xq_pattern_name (XqPattern pattern)
{
  switch (pattern)
    {
    case XQ_PATTERN_ALLOWED: return "allowed";
    case XQ_PATTERN_PERPETUAL_CHECK: return "perpetual-check";
    case XQ_PATTERN_PERPETUAL_MATE_THREAT: return "perpetual-mate-threat";
    case XQ_PATTERN_PERPETUAL_CHASE: return "perpetual-chase";
    case XQ_PATTERN_CHECK_AND_MATE_THREAT: return "check-and-mate-threat";
    case XQ_PATTERN_CHECK_AND_CHASE: return "check-and-chase";
    case XQ_PATTERN_MATE_THREAT_AND_CHASE: return "mate-threat-and-chase";
    case XQ_PATTERN_MIXED_ATTACKS: return "mixed-attacks";
    default: return "?";
    }
}

static const char *const rule_set_names[] = {
  [XQ_RULES_CHINESE] = "chinese",
  [XQ_RULES_ASIAN] = "asian",
  [XQ_RULES_CASUAL] = "casual",
};

const char *
xq_rule_set_name (XqRuleSet rules)
{
  if ((unsigned) rules < sizeof rule_set_names / sizeof rule_set_names[0])
    return rule_set_names[rules];
  return "?";
}

bool
xq_rule_set_from_name (const char *name, XqRuleSet *rules)
{
  for (size_t i = 0; i < sizeof rule_set_names / sizeof rule_set_names[0]; i++)
    if (strcmp (name, rule_set_names[i]) == 0)
      {
        *rules = (XqRuleSet) i;
        return true;
      }
  return false;
}
