/* cli-match.c — the match subcommand: two engines play each other over a
 * list of openings with colours swapped; the games are played through the
 * app's referee (XqMatch), written with the PGN writer, and the result is
 * summed up with an Elo estimate
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "xq-cli.h"
#include "xq-fen.h"
#include "xq-game.h"
#include "xq-judge.h"
#include "xq-match.h"
#include "xq-movegen.h"
#include "xq-pgn.h"
#include "xq-search.h"
#include "xq-engine-client.h"
#include "xq-uci.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <threads.h>

#define MAX_GAME_PLIES 400
#define MAX_WORKERS 64
#define OPENING_PLIES 4
#define OPENING_MARGIN 30

typedef struct
{
  char spec[512];
  bool internal;
  int level;
  bool ucci;
  char command[512];
} EngineSpec;

typedef struct
{
  XqSearch *search;      /* internal */
  XqEngineClient *client;   /* external */
  char name[128];
  uint64_t nodes;
  int64_t time_ms;
} Player;

typedef struct
{
  EngineSpec engines[2];
  int games;
  int64_t movetime_ms;
  uint64_t nodes_per_move; /* instead of time when not 0 */
  int depth_per_move;      /* instead of time and nodes when not 0 */
  int jobs;
  uint64_t seed;
  size_t hash_mb;
  int move_limit;
  const char *pgn_path;
  FILE *pgn;
  bool verbose;
  char **openings;       /* FENs from a file, or NULL: generated */
  int n_openings;

  mtx_t lock;
  int next_game;
  int finished;
  int wins, draws, losses; /* from engine 1's point of view */
  uint64_t nodes[2];
  int64_t time_ms[2];
  char names[2][128];
} Match;

/* ---- Engines ------------------------------------------------------------------ */

static bool
parse_spec (const char *text, EngineSpec *e)
{
  memset (e, 0, sizeof *e);
  snprintf (e->spec, sizeof e->spec, "%s", text);
  if (strcmp (text, "xq") == 0 || strncmp (text, "xq:", 3) == 0)
    {
      e->internal = true;
      e->level = XQ_LEVEL_MAX;
      if (text[2] == ':')
        {
          char *end;
          long v = strtol (text + 3, &end, 10);
          if (*end || v < XQ_LEVEL_MIN || v > XQ_LEVEL_MAX)
            {
              fprintf (stderr, "match: bad level in '%s' (expected %d to %d)\n", text,
                       XQ_LEVEL_MIN, XQ_LEVEL_MAX);
              return false;
            }
          e->level = (int) v;
        }
      return true;
    }
  if (strncmp (text, "uci:", 4) == 0)
    snprintf (e->command, sizeof e->command, "%s", text + 4);
  else if (strncmp (text, "ucci:", 5) == 0)
    {
      e->ucci = true;
      snprintf (e->command, sizeof e->command, "%s", text + 5);
    }
  else if (strcmp (text, "fairy-stockfish") == 0 || strcmp (text, "fsf") == 0)
    snprintf (e->command, sizeof e->command, "%s", "/usr/games/fairy-stockfish");
  else
    snprintf (e->command, sizeof e->command, "%s", text);
  return e->command[0] != '\0';
}

static bool
player_start (Player *p, const EngineSpec *e, const Match *m)
{
  memset (p, 0, sizeof *p);
  if (e->internal)
    {
      p->search = xq_search_new (m->hash_mb);
      if (!p->search)
        return false;
      xq_search_set_level (p->search, e->level);
      xq_search_set_move_limit (p->search, m->move_limit);
      if (e->level == XQ_LEVEL_MAX)
        snprintf (p->name, sizeof p->name, "Xiangqi");
      else
        snprintf (p->name, sizeof p->name, "Xiangqi level %d", e->level);
      return true;
    }
  const char *argv[] = { "/bin/sh", "-c", e->command, NULL };
  g_autoptr (GError) error = NULL;
  p->client = xq_engine_client_new_sync (argv, e->ucci ? XQ_ENGINE_PROTOCOL_UCCI : XQ_ENGINE_PROTOCOL_UCI,
                                         0, &error);
  if (!p->client)
    {
      fprintf (stderr, "match: %s: %s\n", e->command, error->message);
      return false;
    }
  char hash[32];
  snprintf (hash, sizeof hash, "%zu", m->hash_mb);
  xq_engine_client_set_option (p->client, e->ucci ? "hashsize" : "Hash", hash);
  if (!e->ucci)
    xq_engine_client_set_option (p->client, "Threads", "1");
  snprintf (p->name, sizeof p->name, "%s", xq_engine_client_get_name (p->client));
  return true;
}

static void
player_stop (Player *p)
{
  xq_search_free (p->search);
  if (p->client)
    xq_engine_client_quit_sync (p->client);
  g_clear_object (&p->client);
  p->search = NULL;
}

static void
player_new_game (Player *p, uint64_t seed)
{
  if (p->search)
    {
      xq_search_clear (p->search);
      xq_search_set_seed (p->search, seed);
    }
  else
    {
      g_autoptr (GError) error = NULL;
      if (!xq_engine_client_new_game_sync (p->client, &error))
        fprintf (stderr, "match: %s\n", error->message);
    }
}

/* Asks @p for a move; *@report gets its depth, score and time for the
 * game record. */
static XqMove
player_move (Player *p, const XqPosition *start, const XqMove *moves, size_t n,
             int64_t movetime_ms, uint64_t node_limit, int depth, XqEngineInfo *report)
{
  if (p->search)
    {
      XqSearchLimits l;
      XqSearchResult r;
      xq_search_limits_init (&l);
      if (depth)
        l.depth = depth;
      else if (node_limit)
        l.nodes = node_limit;
      else
        l.movetime_ms = movetime_ms;
      xq_search_run (p->search, start, moves, n, &l, NULL, &r);
      p->nodes += r.nodes;
      p->time_ms += r.time_ms;
      memset (report, 0, sizeof *report);
      report->nodes = r.nodes;
      report->time_ms = r.time_ms;
      report->depth = r.depth;
      report->has_score = r.depth > 0;
      report->score = r.score;
      report->mate = xq_search_score_mate (r.score, &report->score);
      return r.best;
    }
  XqEngineLimits l;
  XqEngineResult r;
  g_autoptr (GError) error = NULL;
  xq_engine_limits_init (&l);
  l.depth = depth;
  l.nodes = node_limit;
  l.move_time = movetime_ms;
  memset (report, 0, sizeof *report);
  if (!xq_engine_client_go_sync (p->client, start, moves, n, &l, &r, &error))
    {
      fprintf (stderr, "match: %s\n", error->message);
      return XQ_MOVE_NONE;
    }
  *report = r.info;
  p->nodes += report->nodes;
  p->time_ms += report->time_ms;
  return r.best;
}

/* The comment on a move in the game record, as other match programs write
 * it: the mover's score in soldiers ("+M5" / "-M5" for mates), the depth
 * and the time, e.g. "+0.35/14 0.190s". */
static void
format_report (const XqEngineInfo *r, char *buf, size_t size)
{
  if (!r->has_score)
    snprintf (buf, size, "%.3fs", (double) r->time_ms / 1000.0);
  else if (r->mate)
    snprintf (buf, size, "%sM%d/%d %.3fs", r->score > 0 ? "+" : "-", abs (r->score), r->depth,
              (double) r->time_ms / 1000.0);
  else
    snprintf (buf, size, "%s%d.%02d/%d %.3fs", r->score < 0 ? "-" : "+", abs (r->score) / 100,
              abs (r->score) % 100, r->depth, (double) r->time_ms / 1000.0);
}

/* ---- Openings --------------------------------------------------------------------- */

/* A few plies from the start position, each chosen at random among the
 * moves within OPENING_MARGIN of the best at a shallow depth. */
static void
make_opening (int index, uint64_t seed, XqPosition *out)
{
  XqSearch *s = xq_search_new (4);
  XqPosition pos;
  xq_position_set_start (&pos);
  uint64_t rng = (seed + (uint64_t) index * 0x9E3779B97F4A7C15ull) | 1;
  for (int ply = 0; ply < OPENING_PLIES && s; ply++)
    {
      XqMove legal[XQ_MAX_MOVES], cands[XQ_MAX_MOVES];
      int score[XQ_MAX_MOVES], n = 0, best = -XQ_SCORE_INFINITE;
      size_t nl = xq_generate_legal (&pos, legal, XQ_MAX_MOVES);
      for (size_t i = 0; i < nl; i++)
        {
          XqSearchLimits l;
          XqSearchResult r;
          xq_search_limits_init (&l);
          l.depth = 4;
          XqPosition next = pos;
          XqUndo u;
          xq_position_make_move (&next, legal[i], &u);
          xq_search_run (s, &next, NULL, 0, &l, NULL, &r);
          score[i] = -r.score;
          if (score[i] > best)
            best = score[i];
        }
      for (size_t i = 0; i < nl; i++)
        if (score[i] >= best - OPENING_MARGIN)
          cands[n++] = legal[i];
      if (n == 0)
        break;
      rng ^= rng << 13;
      rng ^= rng >> 7;
      rng ^= rng << 17;
      XqUndo u;
      xq_position_make_move (&pos, cands[rng % (uint64_t) n], &u);
    }
  xq_search_free (s);
  *out = pos;
}

/* ---- The engines as players of an XqMatch -------------------------------------- */

/* An engine of the match as an XqPlayer, so that the games are played by
 * the app's referee (XqMatch): it searches at once, in the worker's thread,
 * and keeps each move's report (score, depth, time) for the game record. */
#define XQ_TYPE_CLI_PLAYER (xq_cli_player_get_type ())
G_DECLARE_FINAL_TYPE (XqCliPlayer, xq_cli_player, XQ, CLI_PLAYER, XqPlayer)

struct _XqCliPlayer
{
  XqPlayer parent_instance;
  Player *engine;
  const Match *match;
  XqEngineInfo *reports; /* MAX_GAME_PLIES, by ply */
};

G_DEFINE_FINAL_TYPE (XqCliPlayer, xq_cli_player, XQ_TYPE_PLAYER)

static void
xq_cli_player_choose_move_async (XqPlayer *player, const XqMoveRequest *request,
                                 GCancellable *cancellable, GAsyncReadyCallback callback,
                                 gpointer user_data)
{
  XqCliPlayer *self = XQ_CLI_PLAYER (player);
  const Match *m = self->match;
  g_autoptr (GTask) task = g_task_new (self, cancellable, callback, user_data);

  /* Too long a game: no move; play_game() adjudicates it a draw. */
  if (request->n_moves >= MAX_GAME_PLIES)
    {
      g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_CANCELLED, "game too long");
      return;
    }
  XqMove mv = player_move (self->engine, request->start, request->moves, request->n_moves,
                           m->movetime_ms, m->nodes_per_move, m->depth_per_move,
                           &self->reports[request->n_moves]);
  if (mv == XQ_MOVE_NONE)
    g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_FAILED, "no move");
  else
    g_task_return_int (task, mv);
}

static XqMove
xq_cli_player_choose_move_finish (XqPlayer *player, GAsyncResult *result, GError **error)
{
  gssize mv = g_task_propagate_int (G_TASK (result), error);
  return mv < 0 ? XQ_MOVE_NONE : (XqMove) mv;
}

static void
xq_cli_player_class_init (XqCliPlayerClass *klass)
{
  XqPlayerClass *player_class = XQ_PLAYER_CLASS (klass);
  player_class->choose_move_async = xq_cli_player_choose_move_async;
  player_class->choose_move_finish = xq_cli_player_choose_move_finish;
}

static void
xq_cli_player_init (XqCliPlayer *self)
{
}

static XqPlayer *
xq_cli_player_new (Player *engine, const Match *m, XqEngineInfo *reports)
{
  XqCliPlayer *self = g_object_new (XQ_TYPE_CLI_PLAYER, NULL);
  self->engine = engine;
  self->match = m;
  self->reports = reports;
  xq_player_set_name (XQ_PLAYER (self), engine->name);
  return XQ_PLAYER (self);
}

/* ---- One game ---------------------------------------------------------------------------- */

/* The record a game is played into: its tags and start position. */
static XqGame *
new_record (const Match *m, int round, const XqPosition *start, const char *red,
            const char *black)
{
  XqGame *record = xq_game_new ();
  g_autoptr (GDateTime) now = g_date_time_new_now_utc ();
  g_autofree char *date = g_date_time_format (now, "%Y.%m.%d");
  g_autofree char *round_text = g_strdup_printf ("%d", round);
  g_autofree char *tc = NULL;

  xq_game_set_start_position (record, start);
  xq_game_set_tag (record, "Event", "xiangqi-cli match");
  xq_game_set_tag (record, "Site", "?");
  xq_game_set_tag (record, "Date", date);
  xq_game_set_tag (record, "Round", round_text);
  xq_game_set_tag (record, "Red", red);
  xq_game_set_tag (record, "Black", black);
  if (m->depth_per_move > 0)
    tc = g_strdup_printf ("depth %d", m->depth_per_move);
  else if (m->nodes_per_move > 0)
    tc = g_strdup_printf ("nodes %llu", (unsigned long long) m->nodes_per_move);
  else if (m->movetime_ms > 0)
    tc = g_strdup_printf ("movetime %.3f s", (double) m->movetime_ms / 1000.0);
  if (tc)
    xq_game_set_tag (record, "TimeControl", tc);
  return record;
}

/* Runs @match on the worker's main context until it ends; the result, and
 * why in @reason.  A player that gives no move or an illegal one loses
 * (§4.1.6); a game over MAX_GAME_PLIES is adjudicated a draw. */
static XqResult
run_match (XqMatch *match, char *reason, size_t size)
{
  g_autoptr (GError) error = NULL;
  GMainContext *context = g_main_context_get_thread_default ();

  if (!xq_match_start (match, &error))
    {
      snprintf (reason, size, "%s", error->message);
      return XQ_RESULT_DRAW;
    }
  while (xq_match_get_state (match) == XQ_MATCH_PLAYING
         && xq_match_get_ply (match) < MAX_GAME_PLIES)
    g_main_context_iteration (context, TRUE);

  XqColor mover = xq_match_get_side_to_move (match);
  if (xq_match_get_state (match) == XQ_MATCH_PLAYING)
    {
      xq_match_abort (match);
      snprintf (reason, size, "game too long (adjudicated draw)");
      return XQ_RESULT_DRAW;
    }
  const XqVerdict *v = xq_match_get_verdict (match);
  if (xq_match_get_end_reason (match) == XQ_END_ABORTED
      || xq_match_get_end_reason (match) == XQ_END_NONE)
    {
      snprintf (reason, size, "illegal move or no answer (§4.1.6)");
      return mover == XQ_RED ? XQ_RESULT_BLACK_WINS : XQ_RESULT_RED_WINS;
    }
  snprintf (reason, size, "%s (%s)", xq_reason_name (v->reason), v->clause);
  return xq_match_get_result (match);
}

/* Each move's report as its comment, the result and the reason as tags. */
static void
finish_record (XqGame *record, const XqEngineInfo *reports, XqResult result, const char *reason)
{
  XqGameNode *node = xq_game_get_root (record);
  for (int i = 0; xq_game_node_get_n_children (node) > 0; i++)
    {
      char comment[48];
      node = xq_game_node_get_child (node, 0);
      format_report (&reports[i], comment, sizeof comment);
      xq_game_set_node_comment (record, node, comment);
    }
  xq_game_set_tag (record, "Result", xq_result_to_pgn (result));
  xq_game_set_tag (record, "Termination", reason);
  xq_game_clear_history (record);
}

static void
write_pgn (Match *m, XqGame *record)
{
  if (!m->pgn)
    return;
  g_autoptr (GPtrArray) games = g_ptr_array_new ();
  g_ptr_array_add (games, record);
  g_autofree char *text = xq_pgn_write_games (games, XQ_NOTATION_ICCS_DASH, XQ_PGN_WRITE_DEFAULT);
  /* A blank line between games, as xq_pgn_write_games() puts them. */
  if (m->finished > 1)
    fputc ('\n', m->pgn);
  fputs (text, m->pgn);
  fflush (m->pgn);
}

static void
play_game (Match *m, int game, Player players[2])
{
  /* Game g: opening g / 2; engine 1 is red in even games. */
  int opening = game / 2;
  int red = game % 2 == 0 ? 0 : 1;
  XqPosition start;
  if (m->openings)
    xq_position_from_fen (&start, m->openings[opening % m->n_openings], NULL);
  else
    make_opening (opening, m->seed, &start);

  for (int i = 0; i < 2; i++)
    player_new_game (&players[i], m->seed + (uint64_t) game);

  const char *rn = players[red].name, *bn = players[1 - red].name;
  g_autoptr (XqGame) record = new_record (m, game + 1, &start, rn, bn);
  XqEngineInfo reports[MAX_GAME_PLIES];
  g_autoptr (XqPlayer) red_player = xq_cli_player_new (&players[red], m, reports);
  g_autoptr (XqPlayer) black_player = xq_cli_player_new (&players[1 - red], m, reports);
  g_autoptr (XqMatch) match = xq_match_new (record, NULL, red_player, black_player);
  char reason[128] = "";
  xq_match_set_move_limit (match, (guint) (m->move_limit / 2));
  XqResult result = run_match (match, reason, sizeof reason);
  guint n = xq_match_get_ply (match);
  finish_record (record, reports, result, reason);

  mtx_lock (&m->lock);
  int e1_red = red == 0;
  if (result == XQ_RESULT_DRAW)
    m->draws++;
  else if ((result == XQ_RESULT_RED_WINS) == e1_red)
    m->wins++;
  else
    m->losses++;
  m->finished++;
  write_pgn (m, record);
  if (m->verbose)
    printf ("game %d/%d: %s - %s %s, %s, %u plies   [%d-%d-%d]\n", game + 1, m->games,
            rn, bn, xq_result_to_pgn (result), reason, n, m->wins, m->losses, m->draws);
  fflush (stdout);
  mtx_unlock (&m->lock);
}

static int run_worker (Match *m, Player *players);

static int
worker (void *data)
{
  Match *m = data;
  Player players[2];
  /* Each worker runs its engines' I/O on a main context of its own. */
  g_autoptr (GMainContext) context = g_main_context_new ();
  g_main_context_push_thread_default (context);
  int rc = run_worker (m, players);
  g_main_context_pop_thread_default (context);
  return rc;
}

static int
run_worker (Match *m, Player *players)
{
  for (int i = 0; i < 2; i++)
    if (!player_start (&players[i], &m->engines[i], m))
      {
        if (i == 1)
          player_stop (&players[0]);
        return 1;
      }
  mtx_lock (&m->lock);
  for (int i = 0; i < 2; i++)
    snprintf (m->names[i], sizeof m->names[i], "%s", players[i].name);
  mtx_unlock (&m->lock);

  for (;;)
    {
      mtx_lock (&m->lock);
      int g = m->next_game < m->games ? m->next_game++ : -1;
      mtx_unlock (&m->lock);
      if (g < 0)
        break;
      play_game (m, g, players);
    }

  mtx_lock (&m->lock);
  for (int i = 0; i < 2; i++)
    {
      m->nodes[i] += players[i].nodes;
      m->time_ms[i] += players[i].time_ms;
    }
  mtx_unlock (&m->lock);
  for (int i = 0; i < 2; i++)
    player_stop (&players[i]);
  return 0;
}

/* ---- Results ---------------------------------------------------------------------------- */

static double
elo_of (double p)
{
  if (p <= 0.0)
    p = 0.001;
  if (p >= 1.0)
    p = 0.999;
  return -400.0 * log10 (1.0 / p - 1.0);
}

static void
print_summary (const Match *m)
{
  int n = m->wins + m->draws + m->losses;
  if (n == 0)
    {
      printf ("no games played\n");
      return;
    }
  double p = (m->wins + 0.5 * m->draws) / n;
  double var = (m->wins * (1.0 - p) * (1.0 - p) + m->draws * (0.5 - p) * (0.5 - p)
                + m->losses * p * p) / n;
  double se = sqrt (var / n);
  double lo = elo_of (p - 1.96 * se), hi = elo_of (p + 1.96 * se);
  printf ("Score of %s vs %s: %d - %d - %d  [%.3f] %d games\n", m->names[0], m->names[1],
          m->wins, m->losses, m->draws, p, n);
  printf ("Elo difference: %.1f +/- %.1f (95%%: %.1f to %.1f)\n", elo_of (p),
          (hi - lo) / 2.0, lo, hi);
  for (int i = 0; i < 2; i++)
    printf ("nps %s: %.0f\n", m->names[i],
            m->time_ms[i] > 0 ? (double) m->nodes[i] * 1000.0 / (double) m->time_ms[i] : 0.0);
}

static void
match_usage (FILE *out)
{
  fprintf (out,
           "usage: xiangqi-cli match [OPTIONS] ENGINE1 ENGINE2\n"
           "ENGINE: xq[:LEVEL] (ours, level %d-%d, default %d), uci:COMMAND, ucci:COMMAND,\n"
           "        or fairy-stockfish (= uci:/usr/games/fairy-stockfish, variant xiangqi)\n"
           "  -n GAMES     games to play (default 10; openings are used twice, colours swapped)\n"
           "  -t SECONDS   time per move (default 0.2)\n"
           "  --nodes N    nodes per move instead of time (repeatable under load)\n"
           "  --depth D    search depth per move instead of time or nodes\n"
           "  -j JOBS      games played at once (default 1)\n"
           "  --pgn FILE   write the games as PGN (each move with its score/depth time)\n"
           "  --openings FILE  one FEN a line (default: generated from the seed)\n"
           "  --seed N     seed of the generated openings (default 1)\n"
           "  --hash MB    hash of each engine (default 16)\n"
           "  --limit N    natural move limit in plies (default 120)\n"
           "  -q           print only the summary\n",
           XQ_LEVEL_MIN, XQ_LEVEL_MAX, XQ_LEVEL_MAX);
}

static bool
load_openings (Match *m, const char *path)
{
  FILE *f = fopen (path, "r");
  if (!f)
    {
      perror (path);
      return false;
    }
  char line[512];
  int cap = 0;
  while (fgets (line, sizeof line, f))
    {
      line[strcspn (line, "\r\n")] = '\0';
      if (line[0] == '\0' || line[0] == '#')
        continue;
      XqPosition pos;
      size_t off;
      if (xq_position_from_fen (&pos, line, &off) != XQ_FEN_OK)
        {
          fprintf (stderr, "%s: bad FEN '%s'\n", path, line);
          continue;
        }
      if (m->n_openings == cap)
        {
          cap = cap ? cap * 2 : 64;
          char **o = realloc (m->openings, (size_t) cap * sizeof *o);
          if (!o)
            break;
          m->openings = o;
        }
      m->openings[m->n_openings++] = strdup (line);
    }
  fclose (f);
  return m->n_openings > 0;
}

/* Reads the options into @m and @specs; 0 to go on, else the exit status. */
static int
parse_args (int argc, char **argv, Match *m, const char *specs[2], double *seconds,
            const char **openings_path)
{
  int n_specs = 0;
  for (int i = 1; i < argc; i++)
    {
      const char *a = argv[i];
      bool has_arg = i + 1 < argc;
      if ((strcmp (a, "-h") == 0 || strcmp (a, "--help") == 0))
        {
          match_usage (stdout);
          return -1;
        }
      else if (strcmp (a, "-n") == 0 && has_arg)
        m->games = atoi (argv[++i]);
      else if (strcmp (a, "-t") == 0 && has_arg)
        *seconds = atof (argv[++i]);
      else if (strcmp (a, "--nodes") == 0 && has_arg)
        m->nodes_per_move = strtoull (argv[++i], NULL, 10);
      else if (strcmp (a, "--depth") == 0 && has_arg)
        m->depth_per_move = atoi (argv[++i]);
      else if (strcmp (a, "-j") == 0 && has_arg)
        m->jobs = atoi (argv[++i]);
      else if (strcmp (a, "--pgn") == 0 && has_arg)
        m->pgn_path = argv[++i];
      else if (strcmp (a, "--openings") == 0 && has_arg)
        *openings_path = argv[++i];
      else if (strcmp (a, "--seed") == 0 && has_arg)
        m->seed = strtoull (argv[++i], NULL, 10);
      else if (strcmp (a, "--hash") == 0 && has_arg)
        m->hash_mb = (size_t) atoi (argv[++i]);
      else if (strcmp (a, "--limit") == 0 && has_arg)
        m->move_limit = atoi (argv[++i]);
      else if (strcmp (a, "-q") == 0)
        m->verbose = false;
      else if ((strcmp (a, "-e1") == 0 || strcmp (a, "-e2") == 0) && has_arg)
        specs[a[2] - '1'] = argv[++i];
      else if (a[0] != '-' && n_specs < 2)
        {
          while (n_specs < 2 && specs[n_specs])
            n_specs++;
          if (n_specs < 2)
            specs[n_specs++] = a;
        }
      else
        {
          fprintf (stderr, "match: unknown or incomplete option '%s'\n", a);
          match_usage (stderr);
          return 2;
        }
    }
  if (!specs[0] || !specs[1] || m->games < 1 || m->jobs < 1 || *seconds <= 0 || m->hash_mb < 1
      || m->depth_per_move < 0 || m->depth_per_move > 60
      || m->move_limit < 1)
    {
      match_usage (stderr);
      return 2;
    }
  return 0;
}

/* Plays the games on m->jobs threads; how many of them could not start
 * their engines, and how many started in *@started. */
static int
run_workers (Match *m, int *started)
{
  thrd_t threads[MAX_WORKERS];
  int failed = 0;
  mtx_init (&m->lock, mtx_plain);
  *started = 0;
  for (int i = 0; i < m->jobs; i++)
    if (thrd_create (&threads[*started], worker, m) == thrd_success)
      (*started)++;
  for (int i = 0; i < *started; i++)
    {
      int rc = 0;
      thrd_join (threads[i], &rc);
      failed += rc != 0;
    }
  mtx_destroy (&m->lock);
  return failed;
}

int
xq_cli_match (int argc, char **argv)
{
  Match m = { 0 };
  const char *specs[2] = { NULL, NULL };
  double seconds = 0.2;
  const char *openings_path = NULL;

  m.games = 10;
  m.jobs = 1;
  m.seed = 1;
  m.hash_mb = 16;
  m.move_limit = 120;
  m.verbose = true;

  int rc = parse_args (argc, argv, &m, specs, &seconds, &openings_path);
  if (rc != 0)
    return rc < 0 ? 0 : rc;
  if (m.jobs > MAX_WORKERS)
    m.jobs = MAX_WORKERS;
  if (m.jobs > m.games)
    m.jobs = m.games;
  m.movetime_ms = (int64_t) (seconds * 1000.0 + 0.5);
  for (int i = 0; i < 2; i++)
    if (!parse_spec (specs[i], &m.engines[i]))
      return 2;
  if (openings_path && !load_openings (&m, openings_path))
    return 2;
  if (m.pgn_path)
    {
      m.pgn = fopen (m.pgn_path, "w");
      if (!m.pgn)
        {
          perror (m.pgn_path);
          return 1;
        }
    }

  int started;
  int failed = run_workers (&m, &started);
  if (m.pgn)
    fclose (m.pgn);
  for (int i = 0; i < m.n_openings; i++)
    free (m.openings[i]);
  free (m.openings);
  if (failed == started)
    {
      fprintf (stderr, "match: could not start the engines\n");
      return 1;
    }
  print_summary (&m);
  return 0;
}
