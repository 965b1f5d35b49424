/* test-external.c — external UCI and UCCI engines: the client's parsers,
 * Fairy-Stockfish as a real engine, our own program in both protocols,
 * and a scripted engine that crashes, hangs, talks nonsense or plays an
 * illegal move
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include <glib/gstdio.h>

#include "xq-analyser.h"
#include "xq-engine-player.h"
#include "xq-external-player.h"
#include "xq-fen.h"
#include "xq-match.h"
#include "xq-movegen.h"
#include "xq-session.h"
#include "xq-engine-client.h"
#include "xq-uci.h"
#include "../xq-test-utils.h"

#define FAIRY_STOCKFISH "/usr/games/fairy-stockfish"

static XqMove
move_of (const XqPosition *pos, const char *text, int rank_base)
{
  return xq_uci_parse_move (pos, text, rank_base, NULL);
}

static void
test_parse_info (void)
{
  XqPosition start;
  XqEngineInfo info;

  xq_position_set_start (&start);
  g_assert_true (xq_engine_parse_info ("depth 12 seldepth 18 multipv 2 score cp -35 nodes 123456 "
                                    "nps 900000 hashfull 12 time 137 pv h2e2 h9g7 h0g2",
                                    &start, XQ_ENGINE_DIALECT_UCI, &info));
  g_assert_cmpint (info.depth, ==, 12);
  g_assert_cmpint (info.seldepth, ==, 18);
  g_assert_cmpint (info.multipv, ==, 2);
  g_assert_true (info.has_score && !info.mate && !info.bound);
  g_assert_cmpint (info.score, ==, -35);
  g_assert_cmpuint (info.nodes, ==, 123456);
  g_assert_cmpuint (info.nps, ==, 900000);
  g_assert_cmpint (info.time_ms, ==, 137);
  g_assert_cmpuint (info.n_pv, ==, 3);
  g_assert_cmpuint (info.pv[0], ==, move_of (&start, "h2e2", 0));

  /* Fairy-Stockfish: ranks 1–10; a mate score and a bound. */
  g_assert_true (xq_engine_parse_info ("depth 3 score mate -2 upperbound pv h3e3 h10g8",
                                    &start, XQ_ENGINE_DIALECT_UCI_VARIANT, &info));
  g_assert_true (info.mate && info.bound);
  g_assert_cmpint (info.score, ==, -2);
  g_assert_cmpint (info.multipv, ==, 1);
  g_assert_cmpuint (info.n_pv, ==, 2);
  g_assert_cmpuint (info.pv[0], ==, move_of (&start, "h2e2", 0));

  /* UCCI's plain score; a pv stops at the first move that is not legal. */
  g_assert_true (xq_engine_parse_info ("depth 5 score 40 pv h2e2 a0a9 h9g7", &start,
                                    XQ_ENGINE_DIALECT_UCCI, &info));
  g_assert_true (info.has_score && !info.mate);
  g_assert_cmpint (info.score, ==, 40);
  g_assert_cmpuint (info.n_pv, ==, 1);

  g_assert_false (xq_engine_parse_info ("string hello depth 5", &start, XQ_ENGINE_DIALECT_UCI, &info));
  g_assert_false (xq_engine_parse_info ("currmove h2e2 currmovenumber 1", &start,
                                     XQ_ENGINE_DIALECT_UCI, &info));
  g_assert_false (xq_engine_parse_info ("depth 3 score cp", &start, XQ_ENGINE_DIALECT_UCI, &info));
}

static void
test_parse_option (void)
{
  XqEngineOption o;

  g_assert_true (xq_engine_parse_option ("name Skill Level type spin default 20 min -20 max 20", &o));
  g_assert_cmpstr (o.name, ==, "Skill Level");
  g_assert_cmpint (o.type, ==, XQ_ENGINE_OPTION_SPIN);
  g_assert_cmpstr (o.default_value, ==, "20");
  g_assert_cmpint (o.min, ==, -20);
  g_assert_cmpint (o.max, ==, 20);
  xq_engine_option_clear (&o);

  g_assert_true (xq_engine_parse_option ("name UCI_Variant type combo default chess var chess "
                                      "var xiangqi var janggi", &o));
  g_assert_cmpint (o.type, ==, XQ_ENGINE_OPTION_COMBO);
  g_assert_cmpuint (g_strv_length (o.vars), ==, 3);
  g_assert_cmpstr (o.vars[1], ==, "xiangqi");
  xq_engine_option_clear (&o);

  g_assert_true (xq_engine_parse_option ("name EvalFile type string default <empty>", &o));
  g_assert_cmpint (o.type, ==, XQ_ENGINE_OPTION_STRING);
  g_assert_cmpstr (o.default_value, ==, "");
  xq_engine_option_clear (&o);

  g_assert_true (xq_engine_parse_option ("name Clear Hash type button", &o));
  g_assert_cmpint (o.type, ==, XQ_ENGINE_OPTION_BUTTON);
  g_assert_null (o.default_value);
  xq_engine_option_clear (&o);

  /* UCCI leaves out "name". */
  g_assert_true (xq_engine_parse_option ("usemillisec type check default false", &o));
  g_assert_cmpstr (o.name, ==, "usemillisec");
  g_assert_cmpint (o.type, ==, XQ_ENGINE_OPTION_CHECK);
  g_assert_cmpstr (o.default_value, ==, "false");
  xq_engine_option_clear (&o);

  g_assert_false (xq_engine_parse_option ("name Foo type colour", &o));
  g_assert_false (xq_engine_parse_option ("type spin", &o));
}

/* ---- A real engine ------------------------------------------------------------ */

static gboolean
have_fairy_stockfish (void)
{
  if (g_file_test (FAIRY_STOCKFISH, G_FILE_TEST_IS_EXECUTABLE))
    return TRUE;
  g_test_skip ("no " FAIRY_STOCKFISH " (tools/install-deps.sh installs it)");
  return FALSE;
}

static XqEngineClient *
start (const char * const *argv, XqEngineProtocol protocol, gint64 margin_ms)
{
  g_autoptr (GError) error = NULL;
  XqEngineClient *client = xq_engine_client_new_sync (argv, protocol, margin_ms, &error);

  g_assert_no_error (error);
  g_assert_nonnull (client);
  return client;
}

static void
stop (XqEngineClient *client)
{
  xq_engine_client_quit_sync (client);
  g_assert_false (xq_engine_client_is_running (client));
  g_assert_finalize_object (client);
}

static void
test_fairy_detect (void)
{
  const char *argv[] = { FAIRY_STOCKFISH, NULL };
  XqEngineClient *client;
  const XqEngineOption *o;
  guint n;

  if (!have_fairy_stockfish ())
    return;
  client = start (argv, XQ_ENGINE_PROTOCOL_AUTO, 0);
  g_assert_cmpint (xq_engine_client_get_dialect (client), ==, XQ_ENGINE_DIALECT_UCI_VARIANT);
  g_assert_true (g_str_has_prefix (xq_engine_client_get_name (client), "Fairy-Stockfish"));
  g_assert_nonnull (xq_engine_client_get_author (client));
  xq_engine_client_get_options (client, &n);
  g_assert_cmpuint (n, >=, 10);
  o = xq_engine_client_find_option (client, "Hash");
  g_assert_nonnull (o);
  g_assert_cmpint (o->type, ==, XQ_ENGINE_OPTION_SPIN);
  g_assert_cmpint (o->max, >, o->min);
  o = xq_engine_client_find_option (client, "MultiPV");
  g_assert_nonnull (o);
  g_assert_cmpint (o->type, ==, XQ_ENGINE_OPTION_SPIN);
  o = xq_engine_client_find_option (client, "UCI_Variant");
  g_assert_cmpint (o->type, ==, XQ_ENGINE_OPTION_COMBO);
  g_assert_true (g_strv_contains ((const char * const *) o->vars, "xiangqi"));
  o = xq_engine_client_find_option (client, "Ponder");
  g_assert_cmpint (o->type, ==, XQ_ENGINE_OPTION_CHECK);
  o = xq_engine_client_find_option (client, "Clear Hash");
  g_assert_cmpint (o->type, ==, XQ_ENGINE_OPTION_BUTTON);
  o = xq_engine_client_find_option (client, "VariantPath");
  g_assert_cmpint (o->type, ==, XQ_ENGINE_OPTION_STRING);
  stop (client);
}

/* The three best lines of one iteration: the latest report of each line,
 * and the first set of three from one depth (the lines kept as they come
 * mix depths: a line of depth 7 and one still of depth 6 can start with
 * the same move). */
typedef struct
{
  XqEngineInfo current[3];
  XqEngineInfo complete[3];
  gboolean done;
  GCancellable *cancel;
} MultiPv;

static void
on_info (XqEngineClient *client,
         XqEngineInfo   *info,
         gpointer        data)
{
  MultiPv *m = data;

  /* The three best lines once each has been searched a few plies. */
  if (info->multipv < 1 || info->multipv > 3 || info->depth < 4 || info->n_pv == 0
      || !info->has_score)
    return;
  m->current[info->multipv - 1] = *info;
  if (!m->done && info->multipv == 3 && m->current[0].depth == info->depth
      && m->current[1].depth == info->depth)
    {
      memcpy (m->complete, m->current, sizeof m->complete);
      m->done = TRUE;
    }
}

static gboolean
stop_when_three (gpointer data)
{
  MultiPv *m = data;

  if (!m->done)
    return G_SOURCE_CONTINUE;
  g_cancellable_cancel (m->cancel);
  return G_SOURCE_REMOVE;
}

static void
got_result (GObject      *source,
            GAsyncResult *result,
            gpointer      data)
{
  GAsyncResult **out = data;

  *out = g_object_ref (result);
}

static GAsyncResult *
wait_for (GAsyncResult **result)
{
  xq_test_wait_until (*result != NULL, 60000);
  g_assert_nonnull (*result);
  return *result;
}

static void
test_fairy_multipv (void)
{
  const char *argv[] = { FAIRY_STOCKFISH, NULL };
  g_autoptr (GCancellable) cancel = g_cancellable_new ();
  g_autoptr (GError) error = NULL;
  g_autoptr (GAsyncResult) result = NULL;
  MultiPv m = { .cancel = cancel };
  XqEngineInfo *lines = m.complete;
  XqEngineClient *client;
  XqPosition pos;
  XqEngineLimits l;

  if (!have_fairy_stockfish ())
    return;
  client = start (argv, XQ_ENGINE_PROTOCOL_AUTO, 0);
  xq_engine_client_set_option (client, "MultiPV", "3");
  g_signal_connect (client, "info", G_CALLBACK (on_info), &m);
  xq_position_set_start (&pos);
  xq_engine_limits_init (&l);
  l.infinite = TRUE;
  g_timeout_add (20, stop_when_three, &m);
  xq_engine_client_go_async (client, &pos, NULL, 0, &l, cancel, got_result, &result);
  g_assert_false (xq_engine_client_go_finish (client, wait_for (&result), NULL, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_clear_object (&result);
  /* Three different first moves, best first, at one depth. */
  g_assert_true (m.done);
  g_assert_cmpint (lines[0].depth, ==, lines[2].depth);
  g_assert_cmpuint (lines[0].pv[0], !=, lines[1].pv[0]);
  g_assert_cmpuint (lines[1].pv[0], !=, lines[2].pv[0]);
  g_assert_cmpuint (lines[0].pv[0], !=, lines[2].pv[0]);
  g_assert_true (xq_position_is_legal_move (&pos, lines[2].pv[0]));
  g_assert_true (xq_engine_client_is_running (client));
  g_signal_handlers_disconnect_by_data (client, &m);
  stop (client);
}

/* A cancelled engine answers "stop" a moment later; its request holds
 * the player until then. */
static void
finalize (gpointer object)
{
  /* The last other reference can go in a worker thread (a search's task
   * let go after its result was delivered), with no event to wake a
   * blocking main loop: the wait looks again every few milliseconds. */
  xq_test_wait_until (G_OBJECT (object)->ref_count <= 1, 60000);
  g_assert_finalize_object (object);
}

/* The analysis pane's analyser with Fairy-Stockfish behind it. */
static void
on_lines_changed (XqAnalyser *analyser,
                  gpointer    data)
{
  guint *count = data;

  (*count)++;
}

static void
test_fairy_analyser (void)
{
  const char *argv[] = { FAIRY_STOCKFISH, NULL };
  XqAnalyser *analyser;
  XqEngineClient *client;
  const XqAnalysisLine *lines;
  XqPosition pos;
  XqMove moves[1];
  guint n = 0, changes = 0;

  if (!have_fairy_stockfish ())
    return;
  client = start (argv, XQ_ENGINE_PROTOCOL_AUTO, 0);
  analyser = xq_analyser_new ();
  xq_analyser_set_engine (analyser, client);
  g_assert_true (xq_analyser_get_engine (analyser) == client);
  xq_analyser_set_multipv (analyser, 3);
  g_signal_connect (analyser, "lines-changed", G_CALLBACK (on_lines_changed), &changes);
  xq_position_set_start (&pos);
  moves[0] = move_of (&pos, "h2e2", 0);
  xq_analyser_set_position (analyser, &pos, moves, 1);
  g_assert_true (xq_analyser_is_running (analyser));
  g_assert_null (xq_analyser_get_problem (analyser));
  while (TRUE)
    {
      lines = xq_analyser_get_lines (analyser, &n);
      if (n == 3 && lines[2].depth >= 5)
        break;
      g_main_context_iteration (NULL, TRUE);
    }
  g_assert_cmpuint (changes, >, 1);
  g_assert_cmpuint (lines[0].pv[0], !=, lines[1].pv[0]);
  g_assert_cmpuint (lines[1].pv[0], !=, lines[2].pv[0]);
  xq_position_make_move (&pos, moves[0], &(XqUndo) { 0 });
  g_assert_true (xq_position_is_legal_move (&pos, lines[0].pv[0]));
  xq_analyser_stop (analyser);
  g_assert_false (xq_analyser_is_running (analyser));
  finalize (analyser);
  stop (client);
}

/* A game through XqMatch: Fairy-Stockfish at 2,000 nodes a move against
 * our engine at its weakest, 40 plies or to the end; then a clock game,
 * where the engine must get wtime/btime/winc/binc. */
static void
play (XqMatch *match, guint plies)
{
  g_autoptr (GError) error = NULL;

  g_assert_true (xq_match_start (match, &error));
  g_assert_no_error (error);
  xq_test_wait_until (xq_match_get_state (match) != XQ_MATCH_PLAYING
                        || xq_match_get_ply (match) >= plies,
                      60000);
}

/* The log of the commands an engine got, once it has @wanted (or after 2 s:
 * a program may write it a moment later). */
static char *
read_log (const char *log, const char *wanted)
{
  char *text = NULL;

  for (int i = 0; i < 100; i++)
    {
      g_clear_pointer (&text, g_free);
      g_assert_true (g_file_get_contents (log, &text, NULL, NULL));
      if (strstr (text, wanted) != NULL)
        break;
      g_usleep (20000);
    }
  return text;
}

static void
test_fairy_game (void)
{
  g_autofree char *dir = g_dir_make_tmp ("xq-external-XXXXXX", NULL);
  g_autofree char *log = g_build_filename (dir, "commands.log", NULL);
  g_autofree char *cmd = g_strdup_printf ("tee '%s' | " FAIRY_STOCKFISH, log);
  const char *argv[] = { "/bin/sh", "-c", cmd, NULL };
  g_autofree char *text = NULL;
  XqPlayer *fsf, *ours;
  XqMatch *match;
  XqTimeControl tc;
  XqClock *clock;

  if (!have_fairy_stockfish ())
    return;
  fsf = xq_external_player_new (argv, XQ_ENGINE_PROTOCOL_AUTO);
  xq_external_player_set_limits (XQ_EXTERNAL_PLAYER (fsf), 0, 2000);
  xq_external_player_set_option (XQ_EXTERNAL_PLAYER (fsf), "Threads", "1");
  ours = xq_engine_player_new (1);
  xq_engine_player_set_move_time (XQ_ENGINE_PLAYER (ours), 20);
  match = xq_match_new (NULL, NULL, fsf, ours);
  play (match, 40);
  g_assert_true (xq_match_get_state (match) == XQ_MATCH_FINISHED
                 || xq_match_get_ply (match) >= 40);
  g_assert_true (g_str_has_prefix (xq_player_get_name (fsf), "Fairy-Stockfish"));
  xq_match_abort (match);
  finalize (match);

  g_assert_true (g_file_get_contents (log, &text, NULL, NULL));
  g_assert_nonnull (strstr (text, "setoption name UCI_Variant value xiangqi\n"));
  g_assert_nonnull (strstr (text, "setoption name Threads value 1\n"));
  g_assert_nonnull (strstr (text, "go nodes 2000\n"));
  g_clear_pointer (&text, g_free);

  /* With a clock: 20 s + 0.1 s a move for both. */
  xq_external_player_set_limits (XQ_EXTERNAL_PLAYER (fsf), 0, 0);
  xq_time_control_init_fischer (&tc, 20 * G_USEC_PER_SEC, G_USEC_PER_SEC / 10);
  clock = xq_clock_new (&tc);
  match = xq_match_new (NULL, clock, ours, fsf);
  play (match, 6);
  g_assert_cmpuint (xq_match_get_ply (match), >=, 6);
  xq_match_abort (match);
  finalize (match);
  finalize (clock);
  finalize (ours);
  finalize (fsf);

  /* The engine is told to quit (tee may write it a moment later). */
  g_free (text);
  text = read_log (log, "quit\n");
  g_assert_true (g_regex_match_simple ("^go wtime [0-9]+ btime [0-9]+ winc 100 binc 100$", text,
                                       G_REGEX_MULTILINE, 0));
  g_assert_nonnull (strstr (text, "quit\n"));
  g_unlink (log);
  g_rmdir (dir);
}

/* A new game in the session with an external engine as black: it
 * answers the person's move, and the game's tags name it (a game read
 * back gets our own engine: a file never names a program to run). */
static void
test_session (void)
{
  g_autoptr (GError) error = NULL;
  XqGameSetup setup = { .sides = { { FALSE, 1, "", "" }, { TRUE, 1, FAIRY_STOCKFISH, "uci" } },
                        .rules = XQ_RULES_CHINESE };
  XqSession *session;
  XqMatch *match;
  XqPosition pos;

  if (!have_fairy_stockfish ())
    return;
  xq_position_set_start (&setup.start);
  xq_time_control_init_none (&setup.time_control);
  session = xq_session_new ();
  g_assert_true (xq_session_new_game (session, &setup, &error));
  g_assert_no_error (error);
  match = xq_session_get_match (session);
  g_assert_true (XQ_IS_EXTERNAL_PLAYER (xq_match_get_player (match, XQ_BLACK)));
  g_assert_cmpstr (xq_game_get_tag (xq_session_get_game (session), "BlackType"), ==,
                   "engine:uci:" FAIRY_STOCKFISH);
  xq_position_set_start (&pos);
  g_assert_true (xq_match_play_move (match, move_of (&pos, "h2e2", 0), &error));
  while (xq_match_get_ply (match) < 2 && xq_match_get_state (match) == XQ_MATCH_PLAYING)
    g_main_context_iteration (NULL, TRUE);
  g_assert_cmpuint (xq_match_get_ply (match), ==, 2);
  g_assert_true (g_str_has_prefix (xq_player_get_name (xq_match_get_player (match, XQ_BLACK)),
                                   "Fairy-Stockfish"));
  finalize (session);
}

/* ---- Our own program, as UCI and as UCCI ---------------------------------------- */

static void
go_depth (XqEngineClient *client, const XqMove *moves, gsize n, XqEngineResult *r)
{
  g_autoptr (GError) error = NULL;
  XqPosition start;
  XqEngineLimits l;

  xq_position_set_start (&start);
  xq_engine_limits_init (&l);
  l.depth = 3;
  g_assert_true (xq_engine_client_new_game_sync (client, &error));
  g_assert_true (xq_engine_client_go_sync (client, &start, moves, n, &l, r, &error));
  g_assert_no_error (error);
  g_assert_cmpint (r->info.depth, ==, 3);
  g_assert_true (r->info.has_score);
}

static void
test_own (gconstpointer data)
{
  XqEngineProtocol protocol = GPOINTER_TO_INT (data);
  const char *argv[] = { XQ_CLI_PATH, "uci", NULL };
  XqEngineClient *client = start (argv, protocol, 0);
  XqPosition pos;
  XqMove moves[3];
  XqEngineResult r;
  XqUndo u;

  /* AUTO asks "uci" first, which our program speaks. */
  g_assert_cmpint (xq_engine_client_get_dialect (client), ==,
                   protocol == XQ_ENGINE_PROTOCOL_UCCI ? XQ_ENGINE_DIALECT_UCCI : XQ_ENGINE_DIALECT_UCI);
  g_assert_cmpstr (xq_engine_client_get_name (client), !=, "xiangqi-cli");
  xq_position_set_start (&pos);
  /* Cannon takes knight: UCCI sends the position after the capture. */
  moves[0] = move_of (&pos, "h2h9", 0);
  xq_position_make_move (&pos, moves[0], &u);
  moves[1] = move_of (&pos, "i9h9", 0);
  xq_position_make_move (&pos, moves[1], &u);
  go_depth (client, moves, 2, &r);
  g_assert_true (xq_position_is_legal_move (&pos, r.best));
  stop (client);
}

/* ---- Faults --------------------------------------------------------------------- */

static void
count_fault (XqExternalPlayer *player,
             const GError     *error,
             guint            *count)
{
  g_assert_true (error->domain == XQ_ENGINE_CLIENT_ERROR);
  (*count)++;
}

static void
test_fault (gconstpointer data)
{
  const char *mode = data;
  const char *argv[] = { "/bin/sh", FAKE_ENGINE, mode, NULL };
  g_autoptr (GError) error = NULL;
  g_autoptr (GAsyncResult) result = NULL;
  XqEngineClient *client;
  XqPlayer *player;
  XqMatch *match;
  XqPosition pos;
  XqEngineLimits l;
  XqEngineResult r;
  int code;
  guint faults = 0;

  if (strcmp (mode, "mute") == 0)
    {
      client = xq_engine_client_new_sync (argv, XQ_ENGINE_PROTOCOL_AUTO, 200, &error);
      g_assert_null (client);
      g_assert_error (error, XQ_ENGINE_CLIENT_ERROR, XQ_ENGINE_CLIENT_ERROR_TIMEOUT);
      g_clear_error (&error);
      /* A program that ends at once is no engine. */
      argv[0] = "/bin/true";
      argv[1] = NULL;
      client = xq_engine_client_new_sync (argv, XQ_ENGINE_PROTOCOL_AUTO, 200, &error);
      g_assert_null (client);
      g_assert_error (error, XQ_ENGINE_CLIENT_ERROR, XQ_ENGINE_CLIENT_ERROR_PROTOCOL);
      return;
    }

  client = start (argv, XQ_ENGINE_PROTOCOL_UCI, 300);
  g_assert_cmpstr (xq_engine_client_get_name (client), ==, "Fake");
  xq_position_set_start (&pos);
  xq_engine_limits_init (&l);
  l.move_time = 100;
  if (strcmp (mode, "none") == 0)
    {
      g_assert_true (xq_engine_client_go_sync (client, &pos, NULL, 0, &l, &r, &error));
      g_assert_cmpuint (r.best, ==, XQ_MOVE_NONE);
      stop (client);
      return;
    }
  if (strcmp (mode, "resign") == 0)
    {
      /* UCCI's resign after a move: the client reports both ... */
      g_assert_true (xq_engine_client_go_sync (client, &pos, NULL, 0, &l, &r, &error));
      g_assert_cmpuint (r.best, ==, move_of (&pos, "h2e2", 0));
      g_assert_true (r.resign);
      stop (client);
      /* ... and in a match the engine's side loses by resignation (§4.1.9),
       * which is no fault. */
      player = xq_external_player_new (argv, XQ_ENGINE_PROTOCOL_UCI);
      g_signal_connect (player, "fault", G_CALLBACK (count_fault), &faults);
      match = xq_match_new (NULL, NULL, player, NULL);
      g_assert_true (xq_match_start (match, &error));
      while (xq_match_get_state (match) == XQ_MATCH_PLAYING)
        g_main_context_iteration (NULL, TRUE);
      g_assert_cmpint (xq_match_get_end_reason (match), ==, XQ_END_RESIGNATION);
      g_assert_cmpint (xq_match_get_result (match), ==, XQ_RESULT_BLACK_WINS);
      g_assert_cmpuint (xq_match_get_ply (match), ==, 0);
      g_assert_cmpuint (faults, ==, 0);
      finalize (match);
      finalize (player);
      return;
    }
  if (strcmp (mode, "play") == 0)
    {
      g_assert_true (xq_engine_client_go_sync (client, &pos, NULL, 0, &l, &r, &error));
      g_assert_cmpuint (r.best, ==, move_of (&pos, "h2e2", 0));
      g_assert_true (r.draw);
      g_assert_false (r.resign);
      stop (client);
      return;
    }
  code = strcmp (mode, "crash") == 0 ? XQ_ENGINE_CLIENT_ERROR_CRASHED
         : strcmp (mode, "hang") == 0 ? XQ_ENGINE_CLIENT_ERROR_TIMEOUT
         : strcmp (mode, "garbage") == 0 ? XQ_ENGINE_CLIENT_ERROR_GARBAGE
                                         : XQ_ENGINE_CLIENT_ERROR_ILLEGAL_MOVE;
  g_assert_false (xq_engine_client_go_sync (client, &pos, NULL, 0, &l, &r, &error));
  g_assert_error (error, XQ_ENGINE_CLIENT_ERROR, code);
  g_test_message ("%s", error->message);
  /* The engine is stopped and says so to the next request. */
  g_assert_false (xq_engine_client_is_running (client));
  g_clear_error (&error);
  g_assert_false (xq_engine_client_go_sync (client, &pos, NULL, 0, &l, &r, &error));
  g_assert_error (error, XQ_ENGINE_CLIENT_ERROR, XQ_ENGINE_CLIENT_ERROR_CRASHED);
  g_clear_error (&error);
  stop (client);

  /* Behind the analyser: the fault is its problem. */
  if (strcmp (mode, "crash") == 0)
    {
      XqAnalyser *analyser = xq_analyser_new ();

      client = start (argv, XQ_ENGINE_PROTOCOL_UCI, 300);
      xq_analyser_set_engine (analyser, client);
      xq_analyser_set_position (analyser, &pos, NULL, 0);
      while (xq_analyser_get_problem (analyser) == NULL)
        g_main_context_iteration (NULL, TRUE);
      g_assert_false (xq_analyser_is_running (analyser));
      g_test_message ("%s", xq_analyser_get_problem (analyser));
      finalize (analyser);
      stop (client);
    }

  /* As a player in a match: the game is aborted, not lost, and kept; the
   * fault is told once. */
  player = xq_external_player_new (argv, XQ_ENGINE_PROTOCOL_UCI);
  g_signal_connect (player, "fault", G_CALLBACK (count_fault), &faults);
  xq_external_player_set_margin (XQ_EXTERNAL_PLAYER (player), 300);
  match = xq_match_new (NULL, NULL, player, NULL);
  g_assert_true (xq_match_start (match, &error));
  while (xq_match_get_state (match) == XQ_MATCH_PLAYING)
    g_main_context_iteration (NULL, TRUE);
  g_assert_cmpint (xq_match_get_end_reason (match), ==, XQ_END_ABORTED);
  g_assert_cmpuint (faults, ==, 1);
  g_assert_null (xq_external_player_get_client (XQ_EXTERNAL_PLAYER (player)));
  finalize (match);
  finalize (player);
  (void) result;
}

/* The options remembered in the options editor are sent at every start,
 * of the client behind the analyser and of a player, to those the engine
 * offers (buttons are never pressed by a start). */
static void
test_stored_options (void)
{
  g_autofree char *dir = g_dir_make_tmp ("xq-external-XXXXXX", NULL);
  g_autofree char *log = g_build_filename (dir, "commands.log", NULL);
  const char *argv[] = { "/bin/sh", FAKE_ENGINE, "play", log, NULL };
  g_autoptr (GVariant) options =
    g_variant_ref_sink (g_variant_new_parsed ("{'Hash': '32', 'Style': 'Risky', "
                                              "'Missing': '1', 'Clear Hash': ''}"));
  g_autofree char *text = NULL;
  XqEngineClient *client;
  XqPlayer *player;
  XqMatch *match;

  client = start (argv, XQ_ENGINE_PROTOCOL_UCI, 300);
  xq_engine_client_set_options (client, options);
  stop (client);
  g_assert_true (g_file_get_contents (log, &text, NULL, NULL));
  g_assert_nonnull (strstr (text, "setoption name Hash value 32\n"));
  g_assert_nonnull (strstr (text, "setoption name Style value Risky\n"));
  g_assert_null (strstr (text, "Missing"));
  g_assert_null (strstr (text, "setoption name Clear Hash"));
  g_clear_pointer (&text, g_free);
  g_unlink (log);

  player = xq_external_player_new (argv, XQ_ENGINE_PROTOCOL_UCI);
  xq_external_player_set_options (XQ_EXTERNAL_PLAYER (player), options);
  g_assert_cmpstr (xq_external_player_get_program (XQ_EXTERNAL_PLAYER (player)), ==, "/bin/sh");
  match = xq_match_new (NULL, NULL, player, NULL);
  play (match, 1);
  g_assert_cmpuint (xq_match_get_ply (match), ==, 1);
  xq_match_abort (match);
  finalize (match);
  finalize (player);
  text = read_log (log, "go");
  /* Sent after the handshake, before the game. */
  g_assert_true (g_regex_match_simple ("^uci\n(.*\n)*setoption name Hash value 32\n"
                                       "(.*\n)*isready\n(.*\n)*go ", text, 0, 0));
  g_unlink (log);
  g_rmdir (dir);
}

int
main (int argc, char **argv)
{
  static const char *const modes[] = { "crash", "hang", "garbage", "illegal", "none", "resign",
                                       "play", "mute" };

  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/engines/external/parse/info", test_parse_info);
  g_test_add_func ("/engines/external/parse/option", test_parse_option);
  g_test_add_func ("/engines/external/fairy-stockfish/detect", test_fairy_detect);
  g_test_add_func ("/engines/external/fairy-stockfish/multipv", test_fairy_multipv);
  g_test_add_func ("/engines/external/fairy-stockfish/game", test_fairy_game);
  g_test_add_func ("/engines/external/fairy-stockfish/analyser", test_fairy_analyser);
  g_test_add_func ("/engines/external/fairy-stockfish/session", test_session);
  g_test_add_func ("/engines/external/fake/stored-options", test_stored_options);
  g_test_add_data_func ("/engines/external/own/auto", GINT_TO_POINTER (XQ_ENGINE_PROTOCOL_AUTO), test_own);
  g_test_add_data_func ("/engines/external/own/ucci", GINT_TO_POINTER (XQ_ENGINE_PROTOCOL_UCCI), test_own);
  for (gsize i = 0; i < G_N_ELEMENTS (modes); i++)
    {
      g_autofree char *path = g_strdup_printf ("/engines/external/fake/%s", modes[i]);

      g_test_add_data_func (path, modes[i], test_fault);
    }
  return g_test_run ();
}
