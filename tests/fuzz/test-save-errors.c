/* test-save-errors.c — saving never destroys the previous file, and a
 * failed save is reported (issue 26, crash safety)
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every writer saves through xq_pgn_save() (g_file_replace_contents: a new
 * file renamed over the old one) or, for the autosave, g_file_set_contents
 * (the same).  Errors are injected with a cancelled GCancellable and with a
 * folder that is not there; the full disk itself needs a small file system
 * that a test cannot mount.
 */
#include <string.h>
#include <sys/stat.h>

#include <gio/gio.h>
#include <glib/gstdio.h>

#include "xq-fen-file.h"
#include "xq-pgn.h"

typedef struct
{
  char *dir;
  GFile *file;
  GPtrArray *games;
} Fixture;

static const char old_text[] = "[Event \"old\"]\n\n1. h2e2 *\n";

static void
fixture_setup (Fixture *f, gconstpointer data)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *path = NULL;

  f->dir = g_dir_make_tmp ("xq-save-XXXXXX", &error);
  g_assert_no_error (error);
  path = g_build_filename (f->dir, "game.pgn", NULL);
  g_assert_true (g_file_set_contents (path, old_text, -1, &error));
  f->file = g_file_new_for_path (path);
  f->games = g_ptr_array_new_with_free_func (g_object_unref);
  g_ptr_array_add (f->games, xq_game_new_from_fen ("4k4/9/9/9/9/9/9/9/9/4K4 w", &error));
  g_assert_no_error (error);
}

static void
fixture_teardown (Fixture *f, gconstpointer data)
{
  g_file_delete (f->file, NULL, NULL);
  g_rmdir (f->dir);
  g_object_unref (f->file);
  g_ptr_array_unref (f->games);
  g_free (f->dir);
}

static char *
contents (GFile *file)
{
  g_autofree char *path = g_file_get_path (file);
  char *text = NULL;
  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  return text;
}

static ino_t
inode (GFile *file)
{
  g_autofree char *path = g_file_get_path (file);
  GStatBuf st;
  g_assert_cmpint (g_stat (path, &st), ==, 0);
  return st.st_ino;
}

/* A save writes a new file and renames it over the old one: the old file's
 * inode is gone, never truncated in place. */
static void
test_replace_is_atomic (Fixture *f, gconstpointer data)
{
  g_autoptr (GError) error = NULL;
  ino_t before = inode (f->file);

  g_assert_true (xq_pgn_save (f->games, f->file, XQ_NOTATION_ICCS, "UTF-8", XQ_PGN_WRITE_DEFAULT,
                              NULL, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (inode (f->file), !=, before);
  g_autofree char *text = contents (f->file);
  g_assert_null (strstr (text, "old"));
}

/* A save that fails (here: cancelled) is reported and leaves the old file. */
static void
test_failed_save_keeps_old_file (Fixture *f, gconstpointer data)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GCancellable) cancellable = g_cancellable_new ();

  g_cancellable_cancel (cancellable);
  g_assert_false (xq_pgn_save (f->games, f->file, XQ_NOTATION_ICCS, "UTF-8", XQ_PGN_WRITE_DEFAULT,
                               cancellable, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_autofree char *text = contents (f->file);
  g_assert_cmpstr (text, ==, old_text);
}

/* A folder that is not there: an error, nothing written. */
static void
test_missing_folder_reported (Fixture *f, gconstpointer data)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *path = g_build_filename (f->dir, "no-such-folder", "game.pgn", NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);

  g_assert_false (xq_pgn_save (f->games, file, XQ_NOTATION_ICCS, "UTF-8", XQ_PGN_WRITE_DEFAULT,
                               NULL, &error));
  g_assert_nonnull (error);
  g_assert_nonnull (error->message);
  g_assert_false (g_file_query_exists (file, NULL));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add ("/fuzz/save/replace-is-atomic", Fixture, NULL, fixture_setup, test_replace_is_atomic,
              fixture_teardown);
  g_test_add ("/fuzz/save/failed-save-keeps-old-file", Fixture, NULL, fixture_setup,
              test_failed_save_keeps_old_file, fixture_teardown);
  g_test_add ("/fuzz/save/missing-folder-reported", Fixture, NULL, fixture_setup,
              test_missing_folder_reported, fixture_teardown);
  return g_test_run ();
}
