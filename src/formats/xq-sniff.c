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
  const guint8 *p = data, *end;

  if (size > limit)
    size = limit;
  if (n == 0 || size < n)
    return n == 0;
  /* memchr() finds the candidates: the search runs over up to 1 MiB of
   * every file opened, several times. */
  end = data + size - n + 1;
  while ((p = memchr (p, (guint8) needle[0], (gsize) (end - p))) != NULL)
    {
      if (memcmp (p, needle, n) == 0)
        return TRUE;
      p++;
    }
  return FALSE;
}
