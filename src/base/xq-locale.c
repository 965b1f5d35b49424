/* xq-locale.c — which Chinese the reader reads: the interface language's script
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * One answer for the board's glyphs, the move list, the analysis and the
 * opening names, so that none of them is in another script than the rest.
 */
#include "config.h"

#include "xq-locale.h"

gboolean
xq_locale_is_chinese (void)
{
  return g_str_has_prefix (g_get_language_names ()[0], "zh");
}

gboolean
xq_locale_is_traditional (void)
{
  const char *lang = g_get_language_names ()[0];

  return g_str_has_prefix (lang, "zh_TW") || g_str_has_prefix (lang, "zh_HK")
         || g_str_has_prefix (lang, "zh_MO") || g_str_has_prefix (lang, "zh_Hant");
}
