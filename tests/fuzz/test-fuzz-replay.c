/* test-fuzz-replay.c — every input under tests/fuzz/corpus/TARGET/ and
 * tests/fuzz/regressions/TARGET/ through the target's entry point, as the
 * libFuzzer program feeds it (a regression is a crash fuzzing once found).
 * The target "load" (detect and read, as opening a file does) has no seeds
 * of its own: it replays those of every target.
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib.h>

#include "xq-fuzz-targets.h"

typedef struct
{
  const XqFuzzTarget *target;
  GPtrArray *dirs; /* of char * */
} ReplayCase;

/* Feeds every file of @path to @target; returns how many. */
static guint
replay_one_dir (const XqFuzzTarget *target, const char *path)
{
  g_autoptr (GDir) dir = g_dir_open (path, 0, NULL);
  const char *name;
  guint n = 0;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *file = g_build_filename (path, name, NULL);
      g_autofree char *contents = NULL;
      gsize len = 0;

      if (name[0] == '.' || !g_file_get_contents (file, &contents, &len, NULL))
        continue;
      g_test_message ("%s: %s", target->name, file);
      target->run ((const guint8 *) contents, len);
      n++;
    }
  return n;
}

static void
replay (gconstpointer data)
{
  const ReplayCase *c = data;
  guint n = 0;

  for (guint i = 0; i < c->dirs->len; i++)
    n += replay_one_dir (c->target, c->dirs->pdata[i]);
  if (n == 0)
    g_test_skip ("no inputs");
}

int
main (int argc, char **argv)
{
  static const char *const kinds[] = { "corpus", "regressions" };
  g_autoptr (GPtrArray) cases = g_ptr_array_new ();

  g_test_init (&argc, &argv, NULL);
  for (const XqFuzzTarget *t = xq_fuzz_targets; t->name != NULL; t++)
    for (guint k = 0; k < G_N_ELEMENTS (kinds); k++)
      {
        ReplayCase *c = g_new0 (ReplayCase, 1);
        g_autofree char *path = g_strdup_printf ("/fuzz/%s/%s", kinds[k], t->name);
        gboolean all = k == 0 && g_str_equal (t->name, "load");
        c->target = t;
        c->dirs = g_ptr_array_new_with_free_func (g_free);
        for (const XqFuzzTarget *u = xq_fuzz_targets; u->name != NULL; u++)
          if (u == t || all)
            g_ptr_array_add (c->dirs, g_test_build_filename (G_TEST_DIST, "fuzz", kinds[k], u->name, NULL));
        g_test_add_data_func (path, c, replay);
        g_ptr_array_add (cases, c);
      }
  int status = g_test_run ();
  for (guint i = 0; i < cases->len; i++)
    {
      ReplayCase *c = cases->pdata[i];
      g_ptr_array_unref (c->dirs);
      g_free (c);
    }
  return status;
}
