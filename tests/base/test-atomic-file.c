/* test-atomic-file.c — files written whole or not at all
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <errno.h>
#include <glib.h>
#include <string.h>
#include <glib/gstdio.h>

#include "xq-atomic-file.h"

static char *
make_dir (void)
{
  g_autoptr(GError) error = NULL;
  char *dir = g_dir_make_tmp ("xq-atomic-XXXXXX", &error);

  g_assert_no_error (error);
  return dir;
}

static guint
count_files (const char *dir)
{
  g_autoptr(GDir) d = g_dir_open (dir, 0, NULL);
  guint n = 0;

  while (g_dir_read_name (d) != NULL)
    n++;
  return n;
}

static void
test_replace (void)
{
  g_autofree char *dir = make_dir ();
  g_autofree char *path = g_build_filename (dir, "f.txt", NULL);
  g_autofree char *text = NULL;
  g_autoptr(GError) error = NULL;

  g_assert_true (xq_atomic_file_set_contents (path, "old", 3, 0600, &error));
  g_assert_true (xq_atomic_file_set_contents (path, "new text", 8, 0600, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  g_assert_cmpstr (text, ==, "new text");
  g_assert_cmpuint (count_files (dir), ==, 1); /* no temporary file left */
  g_unlink (path);
  g_rmdir (dir);
}

static void
test_failure_keeps_old (void)
{
  g_autofree char *dir = make_dir ();
  g_autofree char *path = g_build_filename (dir, "f.txt", NULL);
  g_autofree char *missing = g_build_filename (dir, "no", "such", "f.txt", NULL);
  g_autofree char *text = NULL;
  g_autoptr(GError) error = NULL;
  XqAtomicFile file;

  /* A folder that is not there: a GError naming the file. */
  g_assert_false (xq_atomic_file_set_contents (missing, "x", 1, 0600, &error));
  g_assert_error (error, G_FILE_ERROR, G_FILE_ERROR_NOENT);
  g_assert_nonnull (strstr (error->message, "f.txt"));

  /* An aborted write leaves the old contents and no temporary file. */
  g_assert_true (xq_atomic_file_set_contents (path, "old", 3, 0600, NULL));
  g_assert_cmpint (xq_atomic_file_open (&file, path, 0600), ==, 0);
  g_assert_cmpint (xq_atomic_file_write (&file, "half", 4), ==, 0);
  g_assert_cmpuint (count_files (dir), ==, 2);
  xq_atomic_file_abort (&file);
  g_assert_cmpuint (count_files (dir), ==, 1);
  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  g_assert_cmpstr (text, ==, "old");

  /* A write error is kept, reported by the commit, and the old file stays. */
  g_assert_cmpint (xq_atomic_file_open (&file, path, 0600), ==, 0);
  file.error = ENOSPC;
  g_assert_cmpint (xq_atomic_file_write (&file, "lost", 4), ==, ENOSPC);
  g_assert_cmpint (xq_atomic_file_commit (&file), ==, ENOSPC);
  g_clear_pointer (&text, g_free);
  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  g_assert_cmpstr (text, ==, "old");
  g_assert_cmpuint (count_files (dir), ==, 1);
  g_unlink (path);
  g_rmdir (dir);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/base/atomic-file/replace", test_replace);
  g_test_add_func ("/base/atomic-file/failure-keeps-old", test_failure_keeps_old);
  return g_test_run ();
}
