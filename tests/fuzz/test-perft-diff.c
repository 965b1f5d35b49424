/* test-perft-diff.c — the move generator against Debian's fairy-stockfish:
 * for positions from random legal play, the number of leaves below each
 * legal move (perft "divide") to depth 2 or 3 must be the same in both
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Positions: random games from the start, from each handicap (either side
 * giving it), from the set-up positions of tests/data/perft.epd and from
 * random legal set-ups (each piece on a point it may stand on), each cut
 * after 0–100 random plies.  XQ_PERFT_DIFF_POSITIONS (default 2000) sets
 * how many, XQ_PERFT_DIFF_SEED the random seed (reported, to replay a
 * failure).  Skipped when fairy-stockfish is not installed; in the slow
 * suite (tools/perft-diff.sh N runs it on its own).
 *
 * fairy-stockfish writes ranks 1–10 (ours are 0–9) and reads our FENs as
 * they are ("w"/"b", as ours); a few positions were checked by hand first.
 */
#include <stdlib.h>
#include <string.h>

#include <gio/gio.h>

#include "xq-fen.h"
#include "xq-handicap.h"
#include "xq-movegen.h"
#include "xq-uci.h"

/* Most mismatches printed in full. */
#define MAX_REPORTED 20

typedef struct
{
  GSubprocess *process;
  GOutputStream *in;
  GDataInputStream *out;
} Fairy;

static void
fairy_send (Fairy *f, const char *line)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *text = g_strconcat (line, "\n", NULL);

  g_assert_true (g_output_stream_write_all (f->in, text, strlen (text), NULL, NULL, &error));
  g_assert_no_error (error);
  g_assert_true (g_output_stream_flush (f->in, NULL, &error));
}

/* Reads lines until one starts with @prefix; returns it (or NULL at the end
 * of output).  With @lines, every line read before it is added there. */
static char *
fairy_wait (Fairy *f, const char *prefix, GPtrArray *lines)
{
  char *line;

  while ((line = g_data_input_stream_read_line_utf8 (f->out, NULL, NULL, NULL)) != NULL)
    {
      if (g_str_has_prefix (line, prefix))
        return line;
      if (lines != NULL)
        g_ptr_array_add (lines, line);
      else
        g_free (line);
    }
  return NULL;
}

static gboolean
fairy_start (Fairy *f, const char *path)
{
  g_autoptr (GError) error = NULL;

  f->process = g_subprocess_new (G_SUBPROCESS_FLAGS_STDIN_PIPE | G_SUBPROCESS_FLAGS_STDOUT_PIPE
                                 | G_SUBPROCESS_FLAGS_STDERR_SILENCE, &error, path, NULL);
  if (f->process == NULL)
    return FALSE;
  f->in = g_subprocess_get_stdin_pipe (f->process);
  f->out = g_data_input_stream_new (g_subprocess_get_stdout_pipe (f->process));
  fairy_send (f, "uci");
  g_free (fairy_wait (f, "uciok", NULL));
  fairy_send (f, "setoption name UCI_Variant value xiangqi");
  fairy_send (f, "isready");
  g_autofree char *ready = fairy_wait (f, "readyok", NULL);
  return ready != NULL;
}

static void
fairy_stop (Fairy *f)
{
  fairy_send (f, "quit");
  g_subprocess_wait (f->process, NULL, NULL);
  g_clear_object (&f->out);
  g_clear_object (&f->process);
}

/* fairy-stockfish's divide of @fen: move text (ranks 1–10) → leaves. */
static GHashTable *
fairy_divide (Fairy *f, const char *fen, int depth)
{
  GHashTable *divide = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autoptr (GPtrArray) lines = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *position = g_strdup_printf ("position fen %s", fen);
  g_autofree char *go = g_strdup_printf ("go perft %d", depth);

  fairy_send (f, position);
  fairy_send (f, go);
  g_autofree char *total = fairy_wait (f, "Nodes searched", lines);
  g_assert_nonnull (total);
  for (guint i = 0; i < lines->len; i++)
    {
      const char *line = lines->pdata[i];
      const char *colon = strstr (line, ": ");
      if (colon != NULL)
        g_hash_table_insert (divide, g_strndup (line, colon - line),
                             GSIZE_TO_POINTER (g_ascii_strtoull (colon + 2, NULL, 10)));
    }
  return divide;
}

/* Compares our divide of @pos with fairy-stockfish's; returns the number of
 * differences (each reported while fewer than MAX_REPORTED were). */
static guint
compare_divide (Fairy *f, XqPosition *pos, int depth, guint *reported)
{
  char fen[XQ_FEN_MAX];
  XqMove moves[XQ_MAX_MOVES];
  size_t n = xq_generate_legal (pos, moves, XQ_MAX_MOVES);
  guint differences = 0;

  xq_position_to_fen (pos, fen, sizeof fen);
  g_autoptr (GHashTable) theirs = fairy_divide (f, fen, depth);
  for (size_t i = 0; i < n; i++)
    {
      char text[8];
      XqUndo undo;
      gpointer count = NULL;

      xq_uci_format_move (moves[i], 1, text);
      xq_position_make_move (pos, moves[i], &undo);
      guint64 ours = xq_perft (pos, depth - 1);
      xq_position_unmake_move (pos, &undo);
      g_autofree char *key = NULL;
      gboolean found = g_hash_table_steal_extended (theirs, text, (gpointer *) &key, &count);
      if (!found || GPOINTER_TO_SIZE (count) != ours)
        {
          char theirs_text[32] = "no such move";
          differences++;
          if (found)
            g_snprintf (theirs_text, sizeof theirs_text, "%zu", GPOINTER_TO_SIZE (count));
          if ((*reported)++ < MAX_REPORTED)
            g_test_message ("%s depth %d: %s: ours %" G_GUINT64_FORMAT ", fairy-stockfish %s",
                            fen, depth, text, ours, theirs_text);
        }
    }
  GHashTableIter iter;
  gpointer key;
  g_hash_table_iter_init (&iter, theirs);
  while (g_hash_table_iter_next (&iter, &key, NULL))
    {
      differences++;
      if ((*reported)++ < MAX_REPORTED)
        g_test_message ("%s depth %d: %s: only fairy-stockfish has it", fen, depth, (char *) key);
    }
  return differences;
}

/* A random legal set-up: each piece present or not, on a point it may
 * stand on (kings and advisors in the palace, elephants on their seven
 * points, soldiers not behind their start); retried until the FEN reads.
 * The pieces bound to few points go first, so each finds a free one. */
static void
random_setup (GRand *rand, XqPosition *pos)
{
  static const char red_pieces[] = "KAABBPPPPPNNRRCC";
  static const char advisor[][2] = { { 3, 0 }, { 5, 0 }, { 4, 1 }, { 3, 2 }, { 5, 2 } };
  static const char elephant[][2] = { { 2, 0 }, { 6, 0 }, { 0, 2 }, { 4, 2 }, { 8, 2 }, { 2, 4 }, { 6, 4 } };

  for (;;)
    {
      char board[10][9]; /* [rank from red's side][file] */
      memset (board, 0, sizeof board);
      for (const char *p = red_pieces; *p; p++)
        for (int side = 0; side < 2; side++)
          {
            int file, rank;
            if (*p != 'K' && g_rand_boolean (rand))
              continue;
            do
              {
                int k;
                switch (*p)
                  {
                  case 'K':
                    file = g_rand_int_range (rand, 3, 6), rank = g_rand_int_range (rand, 0, 3);
                    break;
                  case 'A':
                    k = g_rand_int_range (rand, 0, 5), file = advisor[k][0], rank = advisor[k][1];
                    break;
                  case 'B':
                    k = g_rand_int_range (rand, 0, 7), file = elephant[k][0], rank = elephant[k][1];
                    break;
                  case 'P':
                    rank = g_rand_int_range (rand, 3, 10);
                    file = rank < 5 ? 2 * g_rand_int_range (rand, 0, 5) : g_rand_int_range (rand, 0, 9);
                    break;
                  default:
                    file = g_rand_int_range (rand, 0, 9), rank = g_rand_int_range (rand, 0, 10);
                  }
                if (side == 1)
                  rank = 9 - rank;
              }
            while (board[rank][file] != 0);
            board[rank][file] = side ? g_ascii_tolower (*p) : *p;
          }
      GString *fen = g_string_new (NULL);
      for (int rank = 9; rank >= 0; rank--)
        {
          int empty = 0;
          for (int file = 0; file < 9; file++)
            if (board[rank][file] == 0)
              empty++;
            else
              {
                if (empty)
                  g_string_append_printf (fen, "%d", empty);
                empty = 0;
                g_string_append_c (fen, board[rank][file]);
              }
          if (empty)
            g_string_append_printf (fen, "%d", empty);
          if (rank > 0)
            g_string_append_c (fen, '/');
        }
      g_string_append (fen, g_rand_boolean (rand) ? " w" : " b");
      gboolean ok = xq_position_from_fen (pos, fen->str, NULL) == XQ_FEN_OK;
      g_string_free (fen, TRUE);
      if (ok)
        return;
    }
}

/* The FENs of tests/data/perft.epd. */
static GPtrArray *
epd_fens (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "perft.epd", NULL);
  g_autofree char *text = NULL;
  GPtrArray *fens = g_ptr_array_new_with_free_func (g_free);

  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  g_auto (GStrv) lines = g_strsplit (text, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    if (lines[i][0] != '#' && lines[i][0] != '\0')
      g_ptr_array_add (fens, g_strstrip (g_strndup (lines[i], strcspn (lines[i], ";"))));
  return fens;
}

static void
test_perft_diff (void)
{
  const char *env = g_getenv ("XQ_PERFT_DIFF_POSITIONS");
  const char *seed_env = g_getenv ("XQ_PERFT_DIFF_SEED");
  guint n_positions = env ? (guint) g_ascii_strtoull (env, NULL, 10) : 2000;
  guint32 seed = seed_env ? (guint32) g_ascii_strtoull (seed_env, NULL, 10) : g_random_int ();
  g_autofree char *path = g_find_program_in_path ("fairy-stockfish");
  g_autoptr (GRand) rand = g_rand_new_with_seed (seed);
  g_autoptr (GPtrArray) fens = epd_fens ();
  guint differences = 0, reported = 0, kinds[4] = { 0 };
  guint64 leaves = 0;
  Fairy f = { 0 };

  if (path == NULL && g_file_test ("/usr/games/fairy-stockfish", G_FILE_TEST_IS_EXECUTABLE))
    path = g_strdup ("/usr/games/fairy-stockfish");
  if (path == NULL || !fairy_start (&f, path))
    {
      g_test_skip ("fairy-stockfish is not installed (tools/install-deps.sh --bench)");
      return;
    }
  g_test_message ("seed %u, %u positions", seed, n_positions);
  for (guint i = 0; i < n_positions; i++)
    {
      XqPosition pos;
      guint kind = i % 4;
      kinds[kind]++;
      switch (kind)
        {
        case 0:
          xq_position_set_start (&pos);
          break;
        case 1:
          {
            XqHandicap h = (XqHandicap) g_rand_int_range (rand, 1, XQ_N_HANDICAPS);
            g_autofree char *fen = xq_handicap_dup_fen (h, g_rand_boolean (rand) ? XQ_RED : XQ_BLACK);
            g_assert_cmpint (xq_position_from_fen (&pos, fen, NULL), ==, XQ_FEN_OK);
            break;
          }
        case 2:
          g_assert_cmpint (xq_position_from_fen (&pos, fens->pdata[g_rand_int_range (rand, 0, fens->len)], NULL), ==, XQ_FEN_OK);
          break;
        default:
          random_setup (rand, &pos);
        }
      guint plies = g_rand_int_range (rand, 0, 101);
      for (guint p = 0; p < plies; p++)
        {
          XqMove moves[XQ_MAX_MOVES];
          XqUndo undo;
          size_t n = xq_generate_legal (&pos, moves, XQ_MAX_MOVES);
          if (n == 0)
            break;
          xq_position_make_move (&pos, moves[g_rand_int_range (rand, 0, (gint32) n)], &undo);
        }
      int depth = g_rand_int_range (rand, 0, 3) == 0 ? 3 : 2;
      differences += compare_divide (&f, &pos, depth, &reported);
      leaves += xq_perft (&pos, depth);
    }
  fairy_stop (&f);
  g_test_message ("%u positions (start %u, handicap %u, perft.epd %u, random set-up %u), "
                  "%" G_GUINT64_FORMAT " leaves, %u differences",
                  n_positions, kinds[0], kinds[1], kinds[2], kinds[3], leaves, differences);
  g_assert_cmpuint (differences, ==, 0);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/fuzz/perft-diff/fairy-stockfish", test_perft_diff);
  return g_test_run ();
}
