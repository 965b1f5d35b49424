/* cli-diagram.c — `xiangqi-cli diagram FEN OUT.png|OUT.svg`: a printed diagram
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Draws the position in the style of a book (§1.3, src/diagram) and writes
 * it as a PNG --size pixels wide or as an SVG of that size that scales.  A
 * bad FEN, option or path fails with a message and leaves no OUT file.
 */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "xq-cli.h"
#include "xq-diagram-file.h"

/* Default, least and greatest width of the diagram, in pixels. */
enum { DEFAULT_SIZE = 600, MIN_SIZE = 100, MAX_SIZE = 5000 };

static void
diagram_usage (void)
{
  fprintf (stderr, "usage: xiangqi-cli diagram [--size PX] [--coordinates] [--caption TEXT] [--moves TEXT] FEN|startpos OUT.png|OUT.svg\n"
                   "  --size PX      width in pixels (%d…%d, default %d); an SVG scales\n"
                   "  --coordinates  the file numbers: 1…9 along the top, 九…一 along the bottom\n"
                   "  --caption TEXT a line under the board, e.g. the last move and whose turn\n"
                   "  --moves TEXT   the moves that led to the position, under the caption\n",
           MIN_SIZE, MAX_SIZE, DEFAULT_SIZE);
}

int
xq_cli_diagram (int argc, char **argv)
{
  XqDiagramOptions options = { FALSE, NULL, NULL };
  long long size = DEFAULT_SIZE;
  const char *fen = NULL, *out = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(XqDiagram) diagram = NULL;
  XqDiagramFormat format;
  XqPosition pos;

  for (int i = 1; i < argc; i++)
    {
      if (strcmp (argv[i], "--size") == 0 && i + 1 < argc)
        {
          if (!xq_cli_parse_number (argv[++i], MIN_SIZE, MAX_SIZE, &size))
            {
              fprintf (stderr, "diagram: --size wants pixels from %d to %d, not '%s'\n",
                       MIN_SIZE, MAX_SIZE, argv[i]);
              return 2;
            }
        }
      else if (strcmp (argv[i], "--coordinates") == 0)
        options.coordinates = TRUE;
      else if (strcmp (argv[i], "--caption") == 0 && i + 1 < argc)
        options.caption = argv[++i];
      else if (strcmp (argv[i], "--moves") == 0 && i + 1 < argc)
        options.moves = argv[++i];
      else if (argv[i][0] == '-' && argv[i][1] != '\0')
        {
          diagram_usage ();
          return 2;
        }
      else if (fen == NULL)
        fen = argv[i];
      else if (out == NULL)
        out = argv[i];
      else
        {
          diagram_usage ();
          return 2;
        }
    }
  if (out == NULL)
    {
      diagram_usage ();
      return 2;
    }
  if ((options.caption != NULL && !g_utf8_validate (options.caption, -1, NULL))
      || (options.moves != NULL && !g_utf8_validate (options.moves, -1, NULL)))
    {
      fprintf (stderr, "diagram: --caption and --moves want UTF-8 text\n");
      return 2;
    }
  if (!xq_cli_parse_fen (fen, &pos))
    return 2;
  if (!xq_diagram_format_for_path (out, &format, &error))
    {
      fprintf (stderr, "diagram: %s\n", error->message);
      return 2;
    }

  diagram = xq_diagram_new (&pos, &options, (double) size);
  if (!xq_diagram_save (diagram, format, out, &error))
    {
      fprintf (stderr, "diagram: %s\n", error->message);
      return 1;
    }
  return 0;
}
