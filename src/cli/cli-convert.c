/* cli-convert.c — `xiangqi-cli convert IN OUT`: any readable format to PGN
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "xq-cli.h"
#include "xq-encoding.h"
#include "xq-game-format.h"
#include "xq-notation-name.h"
#include "xq-pgn.h"

static void
convert_usage (void)
{
  fprintf (stderr, "usage: xiangqi-cli convert IN… OUT [--moves chinese|wxf|iccs|uci] "
                   "[--encoding utf-8|gbk|big5] [--crlf] [--traditional]\n"
                   "  every game of every IN goes into the PGN file OUT (- for standard output)\n");
}

int
xq_cli_convert (int argc, char **argv)
{
  g_autoptr (GPtrArray) inputs = g_ptr_array_new ();
  const char *out = NULL, *encoding = "UTF-8";
  XqNotation notation = XQ_NOTATION_CHINESE;
  XqPgnWriteFlags flags = XQ_PGN_WRITE_DEFAULT;
  g_autoptr (GFile) in_file = NULL;
  g_autoptr (GPtrArray) games = NULL;
  g_autoptr (GError) error = NULL;

  for (int i = 1; i < argc; i++)
    {
      if (strcmp (argv[i], "--moves") == 0 && i + 1 < argc)
        {
          const char *m = argv[++i];
          if (!xq_notation_from_name (m, &notation))
            {
              fprintf (stderr, "convert: unknown move notation '%s'\n", m);
              return 2;
            }
        }
      else if (strcmp (argv[i], "--encoding") == 0 && i + 1 < argc)
        {
          encoding = xq_encoding_normalize (argv[++i]);
          if (encoding == NULL)
            {
              fprintf (stderr, "convert: unknown encoding '%s'\n", argv[i]);
              return 2;
            }
        }
      else if (strcmp (argv[i], "--crlf") == 0)
        flags |= XQ_PGN_WRITE_CRLF;
      else if (strcmp (argv[i], "--traditional") == 0)
        flags |= XQ_PGN_WRITE_TRADITIONAL;
      else if (argv[i][0] == '-' && argv[i][1] != '\0')
        {
          convert_usage ();
          return 2;
        }
      else
        g_ptr_array_add (inputs, argv[i]);
    }
  if (inputs->len < 2)
    {
      convert_usage ();
      return 2;
    }
  out = g_ptr_array_steal_index (inputs, inputs->len - 1);
  games = g_ptr_array_new_with_free_func (g_object_unref);
  for (guint f = 0; f < inputs->len; f++)
    {
      const char *in = inputs->pdata[f];
      g_autoptr (GPtrArray) loaded = NULL;

      g_clear_object (&in_file);
      in_file = g_file_new_for_commandline_arg (in);
      loaded = xq_game_load_file (in_file, NULL, NULL, &error);
      if (loaded == NULL)
        {
          fprintf (stderr, "%s\n", error->message);
          return 2;
        }
      for (guint i = 0; i < loaded->len; i++)
        {
          for (const char * const *w = xq_game_get_warnings (loaded->pdata[i]); *w != NULL; w++)
            fprintf (stderr, "%s: game %u: warning: %s\n", in, i + 1, *w);
          g_ptr_array_add (games, g_object_ref (loaded->pdata[i]));
        }
    }
  if (strcmp (out, "-") == 0)
    {
      g_autofree char *text = xq_pgn_write_games (games, notation, flags);
      gsize len = 0;
      g_autofree char *bytes = xq_encoding_from_utf8 (text, encoding, &len, &error);
      if (bytes == NULL)
        {
          fprintf (stderr, "%s\n", error->message);
          return 1;
        }
      fwrite (bytes, 1, len, stdout);
      return 0;
    }
  {
    g_autoptr (GFile) out_file = g_file_new_for_commandline_arg (out);
    if (!xq_pgn_save (games, out_file, notation, encoding, flags, NULL, &error))
      {
        fprintf (stderr, "%s: %s\n", out, error->message);
        return 1;
      }
  }
  return 0;
}
