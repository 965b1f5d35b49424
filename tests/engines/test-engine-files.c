/* test-engine-files.c — bundled engines offered once; added engines copied
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_SETTINGS_ENABLE_BACKEND
#include <gio/gsettingsbackend.h>
#include <glib/gstdio.h>

#include "xq-engine-files.h"

static GSettings *
new_settings (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GSettingsSchemaSource) source =
    g_settings_schema_source_new_from_directory (XQ_SCHEMA_DIR, NULL, TRUE, &error);
  g_autoptr (GSettingsSchema) schema = NULL;
  g_autoptr (GSettingsBackend) backend = g_memory_settings_backend_new ();

  g_assert_no_error (error);
  schema = g_settings_schema_source_lookup (source, "io.github.xiangqi.Xiangqi", FALSE);
  g_assert_nonnull (schema);
  return g_settings_new_full (schema, backend, NULL);
}

static void
write_file (const char *path,
            const char *contents,
            int         mode)
{
  g_autofree char *folder = g_path_get_dirname (path);
  g_autoptr (GError) error = NULL;

  g_assert_cmpint (g_mkdir_with_parents (folder, 0755), ==, 0);
  g_file_set_contents (path, contents, -1, &error);
  g_assert_no_error (error);
  g_assert_cmpint (g_chmod (path, mode), ==, 0);
}

static gsize
n_engines (GSettings *settings)
{
  g_autoptr (GVariant) engines = g_settings_get_value (settings, "external-engines");

  return g_variant_n_children (engines);
}

/* An engine under the libdir is offered once; one removed stays removed; a
 * build without engines offers none. */
static void
test_offer_bundled (void)
{
  g_autoptr (GSettings) settings = new_settings ();
  g_autofree char *dir = g_dir_make_tmp ("xq-engines-XXXXXX", NULL);
  g_autofree char *pikafish = g_build_filename (dir, "pikafish", "pikafish", NULL);
  g_autofree char *eleeye = g_build_filename (dir, "eleeye", "eleeye", NULL);
  const char *name, *program, *protocol;
  g_autoptr (GVariant) engines = NULL;

  g_assert_cmpuint (xq_engine_files_offer_bundled (settings, dir), ==, 0);
  g_assert_cmpuint (n_engines (settings), ==, 0);

  write_file (pikafish, "#!/bin/sh\n", 0755);
  write_file (eleeye, "not a program\n", 0644);   /* not executable: not offered */
  g_assert_cmpuint (xq_engine_files_offer_bundled (settings, dir), ==, 1);
  engines = g_settings_get_value (settings, "external-engines");
  g_assert_cmpuint (g_variant_n_children (engines), ==, 1);
  g_variant_get_child (engines, 0, "(&s&s&s)", &name, &program, &protocol);
  g_assert_cmpstr (name, ==, "Pikafish");
  g_assert_cmpstr (program, ==, pikafish);
  g_assert_cmpstr (protocol, ==, "uci");

  /* Again: nothing new. */
  g_assert_cmpuint (xq_engine_files_offer_bundled (settings, dir), ==, 0);
  g_assert_cmpuint (n_engines (settings), ==, 1);

  /* Removed by the user: not offered again; ElephantEye, now runnable, is. */
  g_settings_reset (settings, "external-engines");
  g_assert_cmpint (g_chmod (eleeye, 0755), ==, 0);
  g_assert_cmpuint (xq_engine_files_offer_bundled (settings, dir), ==, 1);
  g_clear_pointer (&engines, g_variant_unref);
  engines = g_settings_get_value (settings, "external-engines");
  g_assert_cmpuint (g_variant_n_children (engines), ==, 1);
  g_variant_get_child (engines, 0, "(&s&s&s)", &name, &program, &protocol);
  g_assert_cmpstr (name, ==, "ElephantEye");
  g_assert_cmpstr (protocol, ==, "ucci");

  g_remove (pikafish);
  g_remove (eleeye);
}

/* An engine in a folder of its own is copied with its files and runs from
 * the copy; from a crowded folder only the program is copied. */
static void
test_import (void)
{
  g_autofree char *dir = g_dir_make_tmp ("xq-import-XXXXXX", NULL);
  g_autofree char *own = g_build_filename (dir, "mine", NULL);
  g_autofree char *program = g_build_filename (own, "engine", NULL);
  g_autofree char *net = g_build_filename (own, "engine.nnue", NULL);
  g_autofree char *data = g_build_filename (dir, "data", NULL);
  g_autofree char *crowded = g_build_filename (dir, "Downloads", NULL);
  g_autofree char *program2 = g_build_filename (crowded, "other-engine", NULL);
  g_autoptr (GError) error = NULL;
  g_autofree char *copy = NULL;
  g_autofree char *copy2 = NULL;
  g_autofree char *copied_net = NULL;
  g_autofree char *contents = NULL;

  write_file (program, "#!/bin/sh\necho engine\n", 0644);   /* not runnable as chosen */
  write_file (net, "weights", 0644);
  copy = xq_engine_files_import (program, data, &error);
  g_assert_no_error (error);
  g_assert_true (g_str_has_prefix (copy, data));
  g_assert_true (g_file_test (copy, G_FILE_TEST_IS_EXECUTABLE));
  copied_net = g_build_filename (data, "engines", "engine", "engine.nnue", NULL);
  g_assert_true (g_file_get_contents (copied_net, &contents, NULL, NULL));
  g_assert_cmpstr (contents, ==, "weights");

  write_file (program2, "#!/bin/sh\n", 0755);
  for (int i = 0; i < 40; i++)
    {
      g_autofree char *name = g_strdup_printf ("download-%d", i);
      g_autofree char *path = g_build_filename (crowded, name, NULL);

      write_file (path, "x", 0644);
    }
  copy2 = xq_engine_files_import (program2, data, &error);
  g_assert_no_error (error);
  g_assert_true (g_file_test (copy2, G_FILE_TEST_IS_EXECUTABLE));
  {
    g_autofree char *folder = g_path_get_dirname (copy2);
    g_autoptr (GDir) d = g_dir_open (folder, 0, NULL);
    int n = 0;

    while (g_dir_read_name (d) != NULL)
      n++;
    g_assert_cmpint (n, ==, 1);
  }

  /* A program that does not exist: an error, no copy. */
  g_assert_null (xq_engine_files_import ("/nonexistent/engine", data, &error));
  g_assert_nonnull (error);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/engines/engine-files/offer-bundled", test_offer_bundled);
  g_test_add_func ("/engines/engine-files/import", test_import);
  return g_test_run ();
}
