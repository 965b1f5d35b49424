/* xq-uci.c — UCI and UCCI protocol loop; the search runs in its own thread
 * so that "stop", "ponderhit" and "isready" are answered at once
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "xq-uci.h"
#include "xq-eval.h"
#include "xq-fen.h"
#include "xq-movegen.h"
#include "xq-search.h"

#include <ctype.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <threads.h>

#define ENGINE_NAME "Xiangqi 0.1"
#define ENGINE_AUTHOR "The Xiangqi developers"
#define DEFAULT_HASH_MB 16
#define MAX_HASH_MB 4096
#define LINE_MAX_LEN 65536

typedef struct
{
  FILE *out;
  mtx_t out_lock;
  XqProtocol protocol;
  XqSearch *search;
  size_t hash_mb;
  int multipv;

  XqPosition start;
  XqMove *moves;
  size_t n_moves;
  size_t cap_moves;
  XqMove banned[XQ_MAX_MOVES];
  size_t n_banned;
  /* "go … searchmoves": the banned moves and every legal move not listed. */
  XqMove excluded[XQ_MAX_MOVES];

  /* The running search. */
  XqSearchLimits limits;
  XqPosition root; /* position at the end of moves, for printing moves */
  atomic_bool stop;
  thrd_t thread;
  bool searching;
} Engine;

/* ---- Moves -------------------------------------------------------------------- */

void
xq_uci_format_move (XqMove m, int rank_base, char *buf)
{
  if (m == XQ_MOVE_NONE)
    {
      strcpy (buf, "0000");
      return;
    }
  int from = XQ_MOVE_FROM (m), to = XQ_MOVE_TO (m);
  snprintf (buf, 8, "%c%d%c%d", 'a' + XQ_FILE (from), XQ_RANK (from) + rank_base,
            'a' + XQ_FILE (to), XQ_RANK (to) + rank_base);
}

static int
parse_square (const char *t, int rank_base, size_t *len)
{
  if (t[0] < 'a' || t[0] > 'i' || !isdigit ((unsigned char) t[1]))
    return -1;
  int rank = t[1] - '0';
  size_t n = 2;
  if (isdigit ((unsigned char) t[2]))
    {
      rank = rank * 10 + (t[2] - '0');
      n = 3;
    }
  rank -= rank_base;
  if (rank < 0 || rank > 9)
    return -1;
  *len = n;
  return XQ_SQ (t[0] - 'a', rank);
}

XqMove
xq_uci_parse_move (const XqPosition *pos, const char *text, int rank_base, size_t *len)
{
  size_t a, b;
  int from = parse_square (text, rank_base, &a);
  if (from < 0)
    return XQ_MOVE_NONE;
  int to = parse_square (text + a, rank_base, &b);
  if (to < 0)
    return XQ_MOVE_NONE;
  /* With 1-based ranks "a1a10" and "a10a9" are unambiguous by the rule
   * above; with 0-based ranks two-digit ranks never occur. */
  XqMove m = XQ_MOVE (from, to);
  if (!xq_position_is_legal_move (pos, m))
    return XQ_MOVE_NONE;
  if (len)
    *len = a + b;
  return m;
}

/* ---- Output ----------------------------------------------------------------------- */

static void
say (Engine *e, const char *fmt, ...) __attribute__ ((format (printf, 2, 3)));

static void
say (Engine *e, const char *fmt, ...)
{
  va_list ap;
  mtx_lock (&e->out_lock);
  va_start (ap, fmt);
  vfprintf (e->out, fmt, ap);
  va_end (ap);
  fputc ('\n', e->out);
  fflush (e->out);
  mtx_unlock (&e->out_lock);
}

static void
on_info (const XqSearchInfo *info, void *data)
{
  Engine *e = data;
  char line[8192];
  size_t n = 0;
  n += (size_t) snprintf (line + n, sizeof line - n, "info depth %d seldepth %d multipv %d score ",
                          info->depth, info->seldepth, info->multipv);
  if (info->is_mate)
    n += (size_t) snprintf (line + n, sizeof line - n, "mate %d", info->mate);
  else
    n += (size_t) snprintf (line + n, sizeof line - n, "cp %d", info->score);
  n += (size_t) snprintf (line + n, sizeof line - n,
                          " nodes %llu nps %llu hashfull %d time %lld pv",
                          (unsigned long long) info->nodes, (unsigned long long) info->nps,
                          info->hashfull, (long long) info->time_ms);
  for (int i = 0; i < info->pv_len && n + 16 < sizeof line; i++)
    {
      char mv[8];
      xq_uci_format_move (info->pv[i], 0, mv);
      n += (size_t) snprintf (line + n, sizeof line - n, " %s", mv);
    }
  say (e, "%s", line);
}

/* ---- Search thread ---------------------------------------------------------------- */

static int
search_thread (void *data)
{
  Engine *e = data;
  XqSearchResult r;
  xq_search_run (e->search, &e->start, e->moves, e->n_moves, &e->limits, &e->stop, &r);
  if (r.best == XQ_MOVE_NONE)
    {
      if (e->protocol == XQ_PROTOCOL_UCCI)
        say (e, "nobestmove");
      else
        say (e, "bestmove (none)");
      return 0;
    }
  char best[8], ponder[8];
  xq_uci_format_move (r.best, 0, best);
  if (r.ponder != XQ_MOVE_NONE)
    {
      xq_uci_format_move (r.ponder, 0, ponder);
      say (e, "bestmove %s ponder %s", best, ponder);
    }
  else
    say (e, "bestmove %s", best);
  return 0;
}

static void
wait_search (Engine *e, bool stop)
{
  if (!e->searching)
    return;
  if (stop)
    atomic_store (&e->stop, true);
  thrd_join (e->thread, NULL);
  e->searching = false;
}

/* ---- Commands ----------------------------------------------------------------------- */

static char *
next_token (char **p)
{
  char *s = *p;
  while (*s && isspace ((unsigned char) *s))
    s++;
  if (!*s)
    {
      *p = s;
      return NULL;
    }
  char *t = s;
  while (*s && !isspace ((unsigned char) *s))
    s++;
  if (*s)
    *s++ = '\0';
  *p = s;
  return t;
}

static bool
add_move (Engine *e, XqMove m)
{
  if (e->n_moves == e->cap_moves)
    {
      size_t cap = e->cap_moves ? e->cap_moves * 2 : 256;
      XqMove *mv = realloc (e->moves, cap * sizeof *mv);
      if (!mv)
        return false;
      e->moves = mv;
      e->cap_moves = cap;
    }
  e->moves[e->n_moves++] = m;
  return true;
}

static void
cmd_position (Engine *e, char *args)
{
  char *tok = next_token (&args);
  XqPosition pos;
  e->n_moves = 0;
  e->n_banned = 0;
  if (tok && strcmp (tok, "startpos") == 0)
    {
      xq_position_set_start (&pos);
      tok = next_token (&args);
    }
  else if (tok && strcmp (tok, "fen") == 0)
    {
      char fen[512] = "";
      size_t len = 0;
      bool too_long = false;
      /* As the option name: the offset stays inside the buffer, and a FEN
       * that does not fit is refused. */
      while ((tok = next_token (&args)) && strcmp (tok, "moves") != 0)
        {
          int w = too_long ? 0 : snprintf (fen + len, sizeof fen - len, "%s%s", len ? " " : "", tok);

          if (w < 0 || len + (size_t) w >= sizeof fen)
            too_long = true;
          else
            len += (size_t) w;
        }
      if (too_long || xq_position_from_fen (&pos, fen, NULL) != XQ_FEN_OK)
        {
          say (e, "info string invalid FEN: %s", fen);
          xq_position_set_start (&pos);
        }
    }
  else
    {
      say (e, "info string expected startpos or fen");
      xq_position_set_start (&pos);
    }
  e->start = pos;
  if (tok && strcmp (tok, "moves") == 0)
    while ((tok = next_token (&args)))
      {
        XqMove m = xq_uci_parse_move (&pos, tok, 0, NULL);
        if (m == XQ_MOVE_NONE)
          {
            say (e, "info string illegal move %s ignored with the rest", tok);
            break;
          }
        XqUndo u;
        xq_position_make_move (&pos, m, &u);
        add_move (e, m);
      }
  e->root = pos;
}

static void
cmd_banmoves (Engine *e, char *args)
{
  char *tok;
  e->n_banned = 0;
  while ((tok = next_token (&args)) && e->n_banned < XQ_MAX_MOVES)
    {
      XqMove m = xq_uci_parse_move (&e->root, tok, 0, NULL);
      if (m != XQ_MOVE_NONE)
        e->banned[e->n_banned++] = m;
    }
}

static int64_t
parse_int (const char *s)
{
  return s ? strtoll (s, NULL, 10) : 0;
}

/* "searchmoves m1 m2 …": the search considers only those root moves.  Reads
 * moves from *args up to the first token that is not a legal move, which it
 * returns (NULL at the end); fills e->limits.exclude with the banned moves
 * and every legal move not listed.  An empty list changes nothing. */
static char *
parse_searchmoves (Engine *e, char **args)
{
  XqMove only[XQ_MAX_MOVES], legal[XQ_MAX_MOVES];
  size_t n_only = 0;
  char *tok;
  XqMove m;
  while ((tok = next_token (args))
         && (m = xq_uci_parse_move (&e->root, tok, 0, NULL)) != XQ_MOVE_NONE)
    if (n_only < XQ_MAX_MOVES)
      only[n_only++] = m;
  if (n_only == 0)
    return tok;
  size_t n_legal = xq_generate_legal (&e->root, legal, XQ_MAX_MOVES), n = 0;
  for (size_t i = 0; i < n_legal; i++)
    {
      bool keep = false; /* listed and not banned */
      for (size_t j = 0; j < n_only && !keep; j++)
        keep = only[j] == legal[i];
      for (size_t j = 0; j < e->n_banned && keep; j++)
        keep = e->banned[j] != legal[i];
      if (!keep)
        e->excluded[n++] = legal[i];
    }
  e->limits.exclude = e->excluded;
  e->limits.n_exclude = n;
  return tok;
}

static void
cmd_go (Engine *e, char *args)
{
  XqSearchLimits *l = &e->limits;
  char *tok;
  int us = e->root.side, them = us ^ 1;

  wait_search (e, true);
  xq_search_limits_init (l);
  l->multipv = e->multipv;
  l->exclude = e->banned;
  l->n_exclude = e->n_banned;
  char *pending = NULL;
  while ((tok = pending ? pending : next_token (&args)))
    {
      pending = NULL;
      if (strcmp (tok, "searchmoves") == 0)
        pending = parse_searchmoves (e, &args);
      else if (strcmp (tok, "infinite") == 0)
        l->infinite = true;
      else if (strcmp (tok, "ponder") == 0)
        l->ponder = true;
      else if (strcmp (tok, "draw") == 0)
        ; /* UCCI: the opponent offers a draw; we play on */
      else if (strcmp (tok, "wtime") == 0)
        l->time_ms[XQ_RED] = parse_int (next_token (&args));
      else if (strcmp (tok, "btime") == 0)
        l->time_ms[XQ_BLACK] = parse_int (next_token (&args));
      else if (strcmp (tok, "winc") == 0)
        l->inc_ms[XQ_RED] = parse_int (next_token (&args));
      else if (strcmp (tok, "binc") == 0)
        l->inc_ms[XQ_BLACK] = parse_int (next_token (&args));
      else if (strcmp (tok, "time") == 0) /* UCCI: own time */
        l->time_ms[us] = parse_int (next_token (&args));
      else if (strcmp (tok, "opptime") == 0)
        l->time_ms[them] = parse_int (next_token (&args));
      else if (strcmp (tok, "increment") == 0)
        l->inc_ms[us] = parse_int (next_token (&args));
      else if (strcmp (tok, "oppincrement") == 0)
        l->inc_ms[them] = parse_int (next_token (&args));
      else if (strcmp (tok, "movestogo") == 0 || strcmp (tok, "oppmovestogo") == 0)
        {
          int64_t v = parse_int (next_token (&args));
          if (tok[0] == 'm')
            l->movestogo = (int) v;
        }
      else if (strcmp (tok, "byoyomi") == 0)
        l->byoyomi_ms = parse_int (next_token (&args));
      else if (strcmp (tok, "movetime") == 0)
        l->movetime_ms = parse_int (next_token (&args));
      else if (strcmp (tok, "depth") == 0)
        {
          char *v = next_token (&args);
          if (v && strcmp (v, "infinite") == 0)
            l->infinite = true;
          else
            l->depth = (int) parse_int (v);
        }
      else if (strcmp (tok, "nodes") == 0)
        l->nodes = (uint64_t) parse_int (next_token (&args));
    }
  /* "go" alone: think as if infinite (UCI convention). */
  if (l->time_ms[us] < 0 && l->movetime_ms == 0 && l->depth == 0 && l->nodes == 0
      && l->byoyomi_ms == 0)
    l->infinite = true;
  atomic_store (&e->stop, false);
  if (thrd_create (&e->thread, search_thread, e) == thrd_success)
    e->searching = true;
  else
    search_thread (e);
}

static void
set_option (Engine *e, const char *name, const char *value)
{
  char lname[64];
  size_t i;
  for (i = 0; name[i] && i < sizeof lname - 1; i++)
    lname[i] = (char) tolower ((unsigned char) name[i]);
  lname[i] = '\0';
  long v = value ? strtol (value, NULL, 10) : 0;

  if (strcmp (lname, "hash") == 0 || strcmp (lname, "hashsize") == 0)
    {
      if (v < 1)
        v = 1;
      if (v > MAX_HASH_MB)
        v = MAX_HASH_MB;
      if (xq_search_set_hash (e->search, (size_t) v))
        e->hash_mb = (size_t) v;
    }
  else if (strcmp (lname, "multipv") == 0)
    e->multipv = v < 1 ? 1 : v > XQ_SEARCH_MAX_MULTIPV ? XQ_SEARCH_MAX_MULTIPV : (int) v;
  else if (strcmp (lname, "skill level") == 0 || strcmp (lname, "level") == 0)
    xq_search_set_level (e->search, (int) v);
  else if (strcmp (lname, "threads") == 0 || strcmp (lname, "ponder") == 0
           || strcmp (lname, "usebook") == 0 || strcmp (lname, "newgame") == 0)
    {
      if (strcmp (lname, "newgame") == 0)
        xq_search_clear (e->search);
    }
  else
    say (e, "info string unknown option %s", name);
}

static void
cmd_setoption (Engine *e, char *args)
{
  /* UCI: setoption name <words> [value <words>]; UCCI: setoption <name> <value>. */
  char name[128] = "", value[128] = "";
  char *tok = next_token (&args);
  if (!tok)
    return;
  if (strcmp (tok, "name") == 0)
    {
      size_t n = 0;
      /* The words of the name, cut at the buffer's end; n never passes
       * its last byte (snprintf returns what it would have written). */
      while ((tok = next_token (&args)) && strcmp (tok, "value") != 0)
        if (n < sizeof name - 1)
          {
            int w = snprintf (name + n, sizeof name - n, "%s%s", n ? " " : "", tok);

            if (w > 0)
              n = n + (size_t) w < sizeof name - 1 ? n + (size_t) w : sizeof name - 1;
          }
      if (tok)
        {
          char *v = next_token (&args);
          if (v)
            snprintf (value, sizeof value, "%s", v);
        }
    }
  else
    {
      snprintf (name, sizeof name, "%s", tok);
      char *v = next_token (&args);
      if (v)
        snprintf (value, sizeof value, "%s", v);
    }
  set_option (e, name, value);
}

/* Centipawns as pawns with two decimals, sign always shown. */
static void
format_pawns (char *buf, size_t size, int cp)
{
  int a = cp < 0 ? -cp : cp;
  snprintf (buf, size, "%c%d.%02d", cp < 0 ? '-' : '+', a / 100, a % 100);
}

/* `eval`: the static evaluation of the current position by term, for red,
 * in pawns (as fairy-stockfish's `eval` prints its own, so the two can be
 * compared; tools/eval-tuning/residual.py does). */
static void
cmd_eval (Engine *e)
{
  XqEvalTerms t;
  xq_eval_terms (&e->root, &t);
  char mg[16], eg[16], all[16];
  int sum_mg = 0, sum_eg = 0;
  say (e, "        Term |      MG      EG |   Blend");
  for (int i = 0; i < XQ_EVAL_N_TERMS; i++)
    {
      sum_mg += t.mg[i];
      sum_eg += t.eg[i];
      format_pawns (mg, sizeof mg, t.mg[i]);
      format_pawns (eg, sizeof eg, t.eg[i]);
      format_pawns (all, sizeof all, xq_eval_blend (t.mg[i], t.eg[i], t.phase));
      say (e, "%12s | %7s %7s | %7s", xq_eval_term_name ((XqEvalTerm) i), mg, eg, all);
    }
  format_pawns (mg, sizeof mg, sum_mg);
  format_pawns (eg, sizeof eg, sum_eg);
  format_pawns (all, sizeof all, t.total);
  say (e, "%12s | %7s %7s | %7s", "Total", mg, eg, all);
  say (e, "Phase: %d of %d%s", t.phase, XQ_EVAL_PHASE_MAX,
       t.scaled ? " (scaled down: drawish material)" : "");
  say (e, "Total evaluation: %s (red side)", all);
}

static void
cmd_hello (Engine *e, XqProtocol protocol)
{
  e->protocol = protocol;
  say (e, "id name " ENGINE_NAME);
  say (e, "id author " ENGINE_AUTHOR);
  if (protocol == XQ_PROTOCOL_UCI)
    {
      say (e, "option name Hash type spin default %d min 1 max %d", DEFAULT_HASH_MB, MAX_HASH_MB);
      say (e, "option name Threads type spin default 1 min 1 max 1");
      say (e, "option name MultiPV type spin default 1 min 1 max %d", XQ_SEARCH_MAX_MULTIPV);
      say (e, "option name Skill Level type spin default %d min %d max %d",
           XQ_LEVEL_MAX, XQ_LEVEL_MIN, XQ_LEVEL_MAX);
      say (e, "option name Ponder type check default false");
      say (e, "uciok");
    }
  else
    {
      say (e, "option hashsize type spin min 1 max %d default %d", MAX_HASH_MB, DEFAULT_HASH_MB);
      say (e, "option multipv type spin min 1 max %d default 1", XQ_SEARCH_MAX_MULTIPV);
      say (e, "option level type spin min %d max %d default %d",
           XQ_LEVEL_MIN, XQ_LEVEL_MAX, XQ_LEVEL_MAX);
      say (e, "option newgame type button");
      say (e, "ucciok");
    }
}

int
xq_uci_run (FILE *in, FILE *out, XqProtocol protocol)
{
  Engine e = { 0 };
  char *line = malloc (LINE_MAX_LEN);
  if (!line)
    return 1;
  e.out = out;
  mtx_init (&e.out_lock, mtx_plain);
  e.protocol = protocol;
  e.hash_mb = DEFAULT_HASH_MB;
  e.multipv = 1;
  e.search = xq_search_new (e.hash_mb);
  if (!e.search)
    {
      free (line);
      return 1;
    }
  xq_search_set_info_func (e.search, on_info, &e);
  atomic_init (&e.stop, false);
  xq_position_set_start (&e.start);
  e.root = e.start;

  while (fgets (line, LINE_MAX_LEN, in))
    {
      char *args = line;
      char *cmd = next_token (&args);
      if (!cmd)
        continue;
      if (strcmp (cmd, "uci") == 0)
        cmd_hello (&e, XQ_PROTOCOL_UCI);
      else if (strcmp (cmd, "ucci") == 0)
        cmd_hello (&e, XQ_PROTOCOL_UCCI);
      else if (strcmp (cmd, "isready") == 0)
        say (&e, "readyok");
      else if (strcmp (cmd, "ucinewgame") == 0)
        {
          wait_search (&e, true);
          xq_search_clear (e.search);
        }
      else if (strcmp (cmd, "setoption") == 0)
        {
          wait_search (&e, true);
          cmd_setoption (&e, args);
        }
      else if (strcmp (cmd, "position") == 0)
        {
          wait_search (&e, true);
          cmd_position (&e, args);
        }
      else if (strcmp (cmd, "banmoves") == 0)
        cmd_banmoves (&e, args);
      else if (strcmp (cmd, "go") == 0)
        cmd_go (&e, args);
      else if (strcmp (cmd, "stop") == 0)
        wait_search (&e, true);
      else if (strcmp (cmd, "ponderhit") == 0)
        xq_search_ponderhit (e.search);
      else if (strcmp (cmd, "quit") == 0)
        break;
      else if (strcmp (cmd, "eval") == 0)
        cmd_eval (&e);
      else if (strcmp (cmd, "d") == 0)
        {
          char fen[XQ_FEN_MAX];
          xq_position_to_fen (&e.root, fen, sizeof fen);
          say (&e, "info string fen %s", fen);
        }
      else
        say (&e, "info string unknown command %s", cmd);
    }

  /* End of input: a search with limits finishes; an infinite one stops. */
  wait_search (&e, feof (in) ? (e.limits.infinite || e.limits.ponder) : true);
  if (e.protocol == XQ_PROTOCOL_UCCI)
    say (&e, "bye");
  xq_search_free (e.search);
  free (e.moves);
  free (line);
  mtx_destroy (&e.out_lock);
  return 0;
}
