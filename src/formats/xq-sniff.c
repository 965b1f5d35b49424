/* xq-sniff.c — looking at a file's bytes before they are decoded
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "xq-sniff"

#include "config.h"

#include <string.h>

#include "xq-sniff.h"

gboolean
xq_sniff_contains (const guint8 *data, gsize size, const char *needle, gsize limit)
{
  gsize n = strlen (needle);

  if (size > limit)
    size = limit;
  for (gsize i = 0; i + n <= size; i++)
    if (data[i] == (guint8) needle[0] && memcmp (data + i, needle, n) == 0)
      return TRUE;
  return FALSE;
}
