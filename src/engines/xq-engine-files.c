/* xq-engine-files.c — the engines' programs: bundled ones, copies of added ones
 *
 * The Flatpak builds Pikafish and ElephantEye into the app (/app/lib/…); they
 * are found here at run time, so that a build without them (Debian's) offers
 * none, and offered once each: an engine the user removed stays removed.
 *
 * Inside the sandbox a program the user chooses arrives through the document
 * portal, which the engine cannot be run from for long (nor find its files
 * beside); it is copied into the app's data folder and run from there.
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "xq-engine-files.h"

#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <errno.h>

static const XqBundledEngine bundled[] = {
  { "Pikafish", "pikafish/pikafish", "uci" },
  { "ElephantEye", "eleeye/eleeye", "ucci" },
};

/* Beside a program in a folder of its own, at most this many files, this
 * large in all, are copied with it; from a bigger folder (Downloads) only the
 * program is. */
#define IMPORT_MAX_FILES 32
#define IMPORT_MAX_BYTES ((goffset) 1 << 30)

const XqBundledEngine *
xq_engine_files_bundled (gsize *n_engines)
{
  *n_engines = G_N_ELEMENTS (bundled);
  return bundled;
}

guint
xq_engine_files_offer_bundled (GSettings  *settings,
                               const char *libdir)
{
  g_auto (GStrv) offered = g_settings_get_strv (settings, "bundled-engines-offered");
  g_autoptr (GVariant) engines = g_settings_get_value (settings, "external-engines");
  g_autoptr (GStrvBuilder) now_offered = g_strv_builder_new ();
  GVariantBuilder all;
  guint added = 0;

  g_return_val_if_fail (G_IS_SETTINGS (settings), 0);
  g_return_val_if_fail (libdir != NULL, 0);

  g_variant_builder_init (&all, G_VARIANT_TYPE ("a(sss)"));
  for (gsize i = 0; i < g_variant_n_children (engines); i++)
    {
      g_autoptr (GVariant) engine = g_variant_get_child_value (engines, i);

      g_variant_builder_add_value (&all, engine);
    }
  g_strv_builder_addv (now_offered, (const char **) offered);
  for (gsize i = 0; i < G_N_ELEMENTS (bundled); i++)
    {
      g_autofree char *path = g_build_filename (libdir, bundled[i].path, NULL);

      if (g_strv_contains ((const char *const *) offered, path)
          || !g_file_test (path, G_FILE_TEST_IS_EXECUTABLE))
        continue;
      g_variant_builder_add (&all, "(sss)", bundled[i].name, path, bundled[i].protocol);
      g_strv_builder_add (now_offered, path);
      added++;
    }
  if (added > 0)
    {
      g_auto (GStrv) list = g_strv_builder_end (now_offered);

      g_settings_delay (settings);
      g_settings_set_value (settings, "external-engines", g_variant_builder_end (&all));
      g_settings_set_strv (settings, "bundled-engines-offered", (const char *const *) list);
      g_settings_apply (settings);
    }
  else
    g_variant_builder_clear (&all);
  return added;
}

gboolean
xq_engine_files_must_import (void)
{
  return g_strcmp0 (g_getenv ("XIANGQI_COPY_ENGINES"), "1") == 0
         || g_file_test ("/.flatpak-info", G_FILE_TEST_EXISTS);
}

/* The regular files beside @program (itself included), or only @program
 * when its folder cannot be read or is not the engine's own. */
static GPtrArray *
files_to_copy (GFile *program)
{
  g_autoptr (GFile) folder = g_file_get_parent (program);
  g_autoptr (GFileEnumerator) e = NULL;
  GPtrArray *files = g_ptr_array_new_with_free_func (g_object_unref);
  goffset total = 0;
  GFileInfo *info;
  GFile *child;

  e = folder != NULL ? g_file_enumerate_children (folder,
                                                  G_FILE_ATTRIBUTE_STANDARD_TYPE ","
                                                  G_FILE_ATTRIBUTE_STANDARD_SIZE,
                                                  G_FILE_QUERY_INFO_NONE, NULL, NULL)
                     : NULL;
  while (e != NULL && g_file_enumerator_iterate (e, &info, &child, NULL, NULL) && info != NULL)
    {
      if (g_file_info_get_file_type (info) != G_FILE_TYPE_REGULAR)
        continue;
      total += g_file_info_get_size (info);
      if (files->len == IMPORT_MAX_FILES || total > IMPORT_MAX_BYTES)
        {
          g_ptr_array_set_size (files, 0);
          break;
        }
      g_ptr_array_add (files, g_object_ref (child));
    }
  if (files->len == 0 || !g_ptr_array_find_with_equal_func (files, program,
                                                           (GEqualFunc) g_file_equal, NULL))
    {
      g_ptr_array_set_size (files, 0);
      g_ptr_array_add (files, g_object_ref (program));
    }
  return files;
}

char *
xq_engine_files_import (const char *program,
                        const char *data_dir,
                        GError    **error)
{
  g_autoptr (GFile) source = NULL;
  g_autoptr (GPtrArray) files = NULL;
  g_autofree char *name = NULL;
  g_autofree char *folder = NULL;
  g_autofree char *copy = NULL;

  g_return_val_if_fail (program != NULL && data_dir != NULL, NULL);

  source = g_file_new_for_path (program);
  name = g_path_get_basename (program);
  folder = g_build_filename (data_dir, "engines", name, NULL);
  copy = g_build_filename (folder, name, NULL);
  if (g_mkdir_with_parents (folder, 0755) != 0)
    {
      int saved = errno;

      /* Translators: the first %s is a folder, the second why it failed */
      g_set_error (error, G_IO_ERROR, g_io_error_from_errno (saved),
                   _("Cannot make the folder %s for the engine: %s"), folder, g_strerror (saved));
      return NULL;
    }
  files = files_to_copy (source);
  for (guint i = 0; i < files->len; i++)
    {
      GFile *from = files->pdata[i];
      g_autofree char *base = g_file_get_basename (from);
      g_autofree char *to_path = g_build_filename (folder, base, NULL);
      g_autoptr (GFile) to = g_file_new_for_path (to_path);
      g_autoptr (GError) local = NULL;

      if (!g_file_copy (from, to, G_FILE_COPY_OVERWRITE, NULL, NULL, NULL, &local))
        {
          g_autofree char *shown = g_file_get_parse_name (from);

          /* Translators: the first %s is a file, the second why it failed */
          g_set_error (error, local->domain, local->code, _("Cannot copy the engine’s file %s: %s"),
                       shown, local->message);
          return NULL;
        }
    }
  if (g_chmod (copy, 0755) != 0)
    {
      int saved = errno;

      /* Translators: the first %s is a file, the second why it failed */
      g_set_error (error, G_IO_ERROR, g_io_error_from_errno (saved),
                   _("Cannot make %s runnable: %s"), copy, g_strerror (saved));
      return NULL;
    }
  return g_steal_pointer (&copy);
}
