/* test-hostile-input.c — bounded resources on hostile files (issue 26):
 * deeply nested variations, a huge comment, megabytes of random bytes under
 * each of our extensions, a hundred thousand games in one PGN, tags a
 * megabyte long.  Each ends in a clear error (GError) or a loaded record,
 * never a crash, a stack overflow, an unbounded allocation or a hang (the
 * meson timeout); the peak memory is checked against a generous bound.
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The full sizes of the issue run with -m slow (meson test --setup slow
 * --suite slow); the quick suite runs each case at a size that still goes
 * past every limit it tests.
 */
#include <string.h>
#include <sys/resource.h>

#include <glib.h>
#include <glib/gstdio.h>

#include "xq-game-format.h"
#include "xq-import.h"
#include "xq-pgn.h"

/* Most memory one test may take: the reader's own bound on a 64 MiB file
 * is a few times its size; under AddressSanitizer twice that. */
#define PEAK_RSS_MAX_MB 3072

static gboolean
slow (void)
{
  return g_test_slow ();
}

static void
check_peak_memory (void)
{
  struct rusage ru;
  g_assert_cmpint (getrusage (RUSAGE_SELF, &ru), ==, 0);
  g_test_message ("peak memory %ld MiB", ru.ru_maxrss / 1024);
  g_assert_cmpint (ru.ru_maxrss / 1024, <, PEAK_RSS_MAX_MB);
}

/* Loads @text: either games (each written back as PGN, which walks the
 * whole tree) or an error with a message.  Returns the games, or NULL. */
static GPtrArray *
load_text (GString *text, const char *filename, GError **error_out)
{
  g_autoptr (GBytes) bytes = g_bytes_new_static (text->str, text->len);
  g_autoptr (GError) error = NULL;
  GPtrArray *games = xq_game_load_bytes (bytes, filename, NULL, &error);

  g_assert_true ((games == NULL) != (error == NULL));
  if (games == NULL)
    {
      g_assert_nonnull (error->message);
      g_test_message ("error: %s", error->message);
      if (error_out)
        *error_out = g_steal_pointer (&error);
      return NULL;
    }
  g_autofree char *pgn = xq_pgn_write_games (games, XQ_NOTATION_ICCS, 0);
  g_assert_nonnull (pgn);
  check_peak_memory ();
  return games;
}

/* "h0g2 i9i8 (h9g7 i0i1 (g2h0 i9i8 (…": @depth variations, each nested in
 * the one before and a ply deeper (the knights go back and forth; the rooks
 * make the move each variation replaces). */
static GString *
nested_pgn (guint depth)
{
  static const char *const knights[] = { "h0g2", "h9g7", "g2h0", "g7h9" };
  static const char *const rooks[] = { "i0i1", "i9i8" };
  GString *text = g_string_new ("[Event \"nested\"]\n");

  g_string_append_printf (text, "%s %s", knights[0], rooks[1]);
  for (guint k = 1; k <= depth; k++)
    g_string_append_printf (text, " (%s %s", knights[k % 4], rooks[(k + 1) % 2]);
  for (guint k = 1; k <= depth; k++)
    g_string_append_c (text, ')');
  g_string_append (text, " *\n");
  return text;
}

/* Nested 200,000 deep: past the reader's limit (10,000), refused with a
 * message that says so. */
static void
test_nested_variations (void)
{
  g_autoptr (GString) text = nested_pgn (slow () ? 200000 : 20000);
  g_autoptr (GError) error = NULL;
  g_autoptr (GPtrArray) games = load_text (text, "nested.pgn", &error);

  g_assert_null (games);
  g_assert_error (error, XQ_GAME_ERROR, XQ_GAME_ERROR_TOO_LARGE);
  g_assert_nonnull (strstr (error->message, "nested"));
}

/* Nested just below the limit: loaded, a tree 10,000 plies deep, written
 * back and freed without recursion. */
static void
test_nested_below_limit (void)
{
  const guint depth = 9999;
  g_autoptr (GString) text = nested_pgn (depth);
  g_autoptr (GPtrArray) games = load_text (text, "nested.pgn", NULL);

  g_assert_nonnull (games);
  g_assert_cmpuint (xq_game_count_variations (games->pdata[0]), ==, depth);
  g_assert_cmpuint (xq_game_count_moves (games->pdata[0]), ==, 2 * depth + 2);
}

/* A main line 100,000 plies long (the knights back and forth): loaded,
 * written and freed without recursion. */
static void
test_long_main_line (void)
{
  static const char *const cycle[] = { "h0g2", "h9g7", "g2h0", "g7h9" };
  guint plies = slow () ? 200000 : 40000;
  g_autoptr (GString) text = g_string_new ("[Event \"long\"]\n");

  for (guint i = 0; i < plies; i++)
    {
      if (i % 2 == 0)
        g_string_append_printf (text, "%u. ", i / 2 + 1);
      g_string_append_printf (text, "%s ", cycle[i % 4]);
    }
  g_string_append (text, "*\n");
  g_autoptr (GPtrArray) games = load_text (text, "long.pgn", NULL);
  g_assert_nonnull (games);
  g_assert_cmpuint (xq_game_count_main_line (games->pdata[0]), ==, plies);
}

/* One comment of @mb megabytes: loaded whole (the file limit is 64 MiB). */
static void
test_huge_comment (void)
{
  gsize size = (slow () ? 60 : 4) << 20;
  g_autoptr (GString) text = g_string_sized_new (size + 64);

  g_string_append (text, "[Event \"comment\"]\n1. h2e2 {");
  for (gsize i = 0; i < size; i += 64)
    g_string_append (text, "一个很长的注释 a very long comment, ........ ");
  g_string_append (text, "} h9g7 *\n");
  g_autoptr (GPtrArray) games = load_text (text, "comment.pgn", NULL);
  g_assert_nonnull (games);
  g_assert_cmpuint (xq_game_count_comments (games->pdata[0]), ==, 1);
}

/* A file of @size bytes written to a temporary folder as @name. */
static GFile *
write_temp_file (const char *dir, const char *name, gsize size, gboolean random)
{
  g_autofree char *path = g_build_filename (dir, name, NULL);
  g_autofree guint8 *data = g_malloc (MIN (size, 1 << 20));
  g_autoptr (GRand) rand = g_rand_new_with_seed (26);
  FILE *f = g_fopen (path, "wb");

  g_assert_nonnull (f);
  for (gsize done = 0; done < size;)
    {
      gsize n = MIN (size - done, 1 << 20);
      for (gsize i = 0; i < n; i++)
        data[i] = random ? (guint8) g_rand_int (rand) : 'x';
      g_assert_cmpuint (fwrite (data, 1, n, f), ==, n);
      done += n;
    }
  g_assert_cmpint (fclose (f), ==, 0);
  return g_file_new_for_path (path);
}

/* A comment of 100 MB in a file: past the 64 MiB a file may have, refused
 * before it is read. */
static void
test_file_too_large (void)
{
  g_autofree char *dir = g_dir_make_tmp ("xq-hostile-XXXXXX", NULL);
  g_autoptr (GFile) file = write_temp_file (dir, "huge.pgn", slow () ? 100u << 20 : (64u << 20) + 1, FALSE);
  g_autoptr (GError) error = NULL;
  g_autoptr (GPtrArray) games = xq_game_load_file (file, NULL, NULL, &error);

  g_assert_null (games);
  g_assert_error (error, XQ_GAME_ERROR, XQ_GAME_ERROR_TOO_LARGE);
  g_file_delete (file, NULL, NULL);
  g_rmdir (dir);
}

/* Random bytes under each of our extensions, as large as a file may be:
 * an error (or, unlikely, games) from each reader, quickly. */
static void
test_random_bytes (void)
{
  static const char *const names[] = {
    "random.pgn", "random.fen", "random.wxf", "random.txt", "random.xqf", "random.cbr",
    "random.cbl", "random.cbf", "random.pfc", "random.html", "random",
  };
  g_autofree char *dir = g_dir_make_tmp ("xq-hostile-XXXXXX", NULL);
  gsize size = slow () ? 64u << 20 : 1u << 20;

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      g_autoptr (GFile) file = write_temp_file (dir, names[i], size, TRUE);
      g_autoptr (GError) error = NULL;
      g_autoptr (GPtrArray) games = NULL;
      gint64 start = g_get_monotonic_time ();

      games = xq_game_load_file (file, NULL, NULL, &error);
      g_assert_true ((games == NULL) != (error == NULL));
      if (error != NULL)
        g_assert_nonnull (strstr (error->message, names[i]));
      g_test_message ("%s: %s in %.1f s", names[i], error ? error->message : "games",
                      (g_get_monotonic_time () - start) / 1e6);
      g_file_delete (file, NULL, NULL);
    }
  check_peak_memory ();
  g_rmdir (dir);
}

/* 100,000 games in one PGN: all loaded. */
static void
test_many_games (void)
{
  guint n = slow () ? 100000 : 10000;
  g_autoptr (GString) text = g_string_new (NULL);

  for (guint i = 0; i < n; i++)
    g_string_append_printf (text, "[Event \"game %u\"]\n\n1. h2e2 h9g7 *\n\n", i);
  g_autoptr (GPtrArray) games = load_text (text, "many.pgn", NULL);
  g_assert_nonnull (games);
  g_assert_cmpuint (games->len, ==, n);
}

/* 100,000 games with a bad move each: all loaded, each warning naming its
 * own line.  (The line of a warning was once counted from the start of the
 * file each time, which made such a file take minutes.) */
static void
test_many_warnings (void)
{
  guint n = slow () ? 100000 : 10000;
  g_autoptr (GString) text = g_string_new (NULL);

  /* Game i starts on line 4 i + 1; its bad move is on line 4 i + 3. */
  for (guint i = 0; i < n; i++)
    g_string_append_printf (text, "[Event \"game %u\"]\n\n1. h2e2 h9g7 2. a0a5 *\n\n", i);
  g_autoptr (GPtrArray) games = load_text (text, "warnings.pgn", NULL);
  g_assert_nonnull (games);
  g_assert_cmpuint (games->len, ==, n);
  for (guint i = 0; i < n; i += n / 10 + 1)
    {
      const char * const *warnings = xq_game_get_warnings (games->pdata[i]);
      g_autofree char *expected = g_strdup_printf ("line %u, column 17:", 4 * i + 3);

      g_assert_nonnull (warnings);
      g_assert_nonnull (warnings[0]);
      g_assert_true (g_str_has_prefix (warnings[0], expected));
    }
}

/* One game more than a reader takes (XQ_IMPORT_MAX_GAMES), in PGN and in
 * DhtmlXQ, each game as short as the format allows (a 64 MiB file of them
 * once took 8 and 13 GB): the first games are read, the first of them
 * says the rest were left out, and the memory stays bounded. */
static void
test_too_many_games (void)
{
  static const struct
  {
    const char *name;
    const char *game;
  } files[] = {
    { "cap.pgn", "[E \"\"] h2e2 *\n" },
    { "cap.dhtml", "[DhtmlXQ][DhtmlXQ_movelist]7747[/DhtmlXQ_movelist][/DhtmlXQ]" },
  };

  for (guint f = 0; f < G_N_ELEMENTS (files); f++)
    {
      g_autoptr (GString) text = g_string_new (NULL);
      g_autoptr (GPtrArray) games = NULL;
      const char * const *warnings;

      for (guint i = 0; i <= XQ_IMPORT_MAX_GAMES; i++)
        g_string_append (text, files[f].game);
      games = load_text (text, files[f].name, NULL);
      g_assert_nonnull (games);
      g_assert_cmpuint (games->len, ==, XQ_IMPORT_MAX_GAMES);
      warnings = xq_game_get_warnings (games->pdata[0]);
      g_assert_nonnull (warnings);
      g_assert_nonnull (warnings[0]);
      g_test_message ("%s: %s", files[f].name, warnings[0]);
      g_assert_nonnull (strstr (warnings[0], "200000"));
      warnings = xq_game_get_warnings (games->pdata[1]);
      g_assert_true (warnings == NULL || warnings[0] == NULL);
    }
  check_peak_memory ();
}

/* Tags a megabyte long: loaded, the value kept whole. */
static void
test_long_tags (void)
{
  const gsize size = 1 << 20;
  g_autoptr (GString) text = g_string_new ("[Event \"");

  for (gsize i = 0; i < size; i++)
    g_string_append_c (text, 'a' + i % 26);
  g_string_append (text, "\"]\n[");
  for (gsize i = 0; i < size; i++)
    g_string_append_c (text, 'A' + i % 26);
  g_string_append (text, " \"long name\"]\n\n1. h2e2 *\n");
  g_autoptr (GPtrArray) games = load_text (text, "tags.pgn", NULL);
  g_assert_nonnull (games);
  g_assert_cmpuint (strlen (xq_game_get_tag (games->pdata[0], "Event")), ==, size);
}

int
main (int argc, char **argv)
{
  static const struct
  {
    const char *path;
    GTestFunc func;
  } cases[] = {
    { "/fuzz/hostile/pgn/nested-variations", test_nested_variations },
    { "/fuzz/hostile/pgn/nested-below-limit", test_nested_below_limit },
    { "/fuzz/hostile/pgn/long-main-line", test_long_main_line },
    { "/fuzz/hostile/pgn/huge-comment", test_huge_comment },
    { "/fuzz/hostile/pgn/many-games", test_many_games },
    { "/fuzz/hostile/pgn/many-warnings", test_many_warnings },
    { "/fuzz/hostile/pgn/long-tags", test_long_tags },
    { "/fuzz/hostile/too-many-games", test_too_many_games },
    { "/fuzz/hostile/file-too-large", test_file_too_large },
    { "/fuzz/hostile/random-bytes", test_random_bytes },
  };

  g_test_init (&argc, &argv, NULL);
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    g_test_add_func (cases[i].path, cases[i].func);
  return g_test_run ();
}
