/* xq-notation-name.c — the names of move notations
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "xq-notation-name"

#include "config.h"

#include <glib/gi18n.h>

#include "xq-notation-name.h"

static const XqNotationName names[] = {
  { "chinese", N_("Chinese"), XQ_NOTATION_CHINESE },
  { "chinese-short", NULL, XQ_NOTATION_CHINESE_SHORT },
  { "wxf", N_("WXF"), XQ_NOTATION_WXF },
  { "iccs", N_("ICCS"), XQ_NOTATION_ICCS },
  { "iccs-dash", NULL, XQ_NOTATION_ICCS_DASH },
  { "uci", NULL, XQ_NOTATION_ICCS },
  { "ucci", NULL, XQ_NOTATION_ICCS },
  { NULL, NULL, XQ_NOTATION_ANY },
};

const XqNotationName *
xq_notation_names (void)
{
  return names;
}

gboolean
xq_notation_from_name (const char *name, XqNotation *out)
{
  g_return_val_if_fail (out != NULL, FALSE);

  if (name == NULL)
    return FALSE;
  for (const XqNotationName *n = names; n->name; n++)
    if (g_ascii_strcasecmp (n->name, name) == 0)
      {
        *out = n->notation;
        return TRUE;
      }
  return FALSE;
}

gboolean
xq_notation_name_update (char       **name,
                         XqNotation  *notation,
                         const char  *new_name)
{
  XqNotation value = XQ_NOTATION_CHINESE;

  if (g_strcmp0 (*name, new_name) == 0)
    return FALSE;
  g_free (*name);
  *name = g_strdup (new_name);
  xq_notation_from_name (new_name, &value);
  *notation = value;
  return TRUE;
}

const char *
xq_notation_to_name (XqNotation notation)
{
  for (const XqNotationName *n = names; n->name; n++)
    if (n->notation == notation)
      return n->name;
  return NULL;
}
