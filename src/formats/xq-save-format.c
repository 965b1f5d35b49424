/* xq-save-format.c — what Save As writes
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "xq-save-format"

#include "config.h"

#include <string.h>

#include "xq-notation-name.h"
#include "xq-save-format.h"

/* The extensions of the formats the app reads but does not write. */
static const char *const read_only[] = {
  "xqf", "cbr", "cbl", "cbf", "pfc", "fen", "htm", "html", "xml", NULL,
};

/* The name of a notation Save As offers, or NULL. */
static const char *
offered (const char *name)
{
  for (const XqNotationName *n = xq_notation_names (); n->name != NULL; n++)
    if (n->label != NULL && name != NULL && g_ascii_strcasecmp (n->name, name) == 0)
      return n->name;
  return NULL;
}

const char *
xq_save_format_default_notation (const char *setting)
{
  const char *name = offered (setting);

  return name != NULL ? name : "chinese";
}

XqSaveFormat
xq_save_format_decide (const char *filename,
                       const char *choice,
                       const char *setting)
{
  XqSaveFormat out = { XQ_GAME_FORMAT_PGN, XQ_NOTATION_CHINESE };
  const char *base = filename != NULL ? strrchr (filename, '/') : NULL;
  const char *dot;
  const char *name;

  base = base != NULL ? base + 1 : filename;
  dot = base != NULL ? strrchr (base, '.') : NULL;
  if (dot != NULL && dot != base)
    for (guint i = 0; read_only[i] != NULL; i++)
      if (g_ascii_strcasecmp (dot + 1, read_only[i]) == 0)
        out.format = XQ_GAME_FORMAT_UNKNOWN;

  name = offered (choice);
  if (name == NULL)
    name = xq_save_format_default_notation (setting);
  xq_notation_from_name (name, &out.notation);
  return out;
}
