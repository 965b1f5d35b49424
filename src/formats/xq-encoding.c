/* xq-encoding.c — guessing the encoding of game text and converting to UTF-8
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "xq-encoding"

#include "config.h"

#include <string.h>
#include <glib/gi18n.h>

#include "xq-encoding.h"
#include "xq-game.h"

/* Characters frequent in game records, simplified and traditional: the text
 * decoded with the right table has many of them, a wrong table few. */
static const char common_chars[] =
  "车马炮相仕帅将士象卒兵進进退平前后中红黑先胜负和局对一二三四五六七八九"
  "車馬砲帥將後紅勝負對局棋赛賽年月日第的是不了在有";

static guint
score_text (const char *utf8)
{
  guint score = 0;

  guint count = 0;

  /* The first 64 Ki characters are enough to tell. */
  for (const char *p = utf8; *p != '\0' && count < 65536; p = g_utf8_next_char (p), count++)
    {
      gunichar c = g_utf8_get_char (p);
      char buf[8];
      int n;

      if (c < 0x80)
        continue;
      n = g_unichar_to_utf8 (c, buf);
      buf[n] = '\0';
      if (strstr (common_chars, buf) != NULL)
        score += 4;
      else if (c >= 0xE000 && c <= 0xF8FF) /* private use: a bad sign */
        score = score > 8 ? score - 8 : 0;
    }
  return score;
}

static char *
try_convert (const char *data, gsize len, const char *from, gsize *out_len)
{
  g_autoptr (GError) error = NULL;
  gsize read = 0, written = 0;
  char *out = g_convert (data, (gssize) len, "UTF-8", from, &read, &written, &error);

  if (out == NULL)
    return NULL;
  if (out_len != NULL)
    *out_len = written;
  return out;
}

char *
xq_encoding_to_utf8 (const char *data, gsize len, const char **encoding_out,
                     gsize *out_len, GError **error)
{
  g_autofree char *gb = NULL;
  g_autofree char *big5 = NULL;
  gsize gb_len = 0, big5_len = 0;
  const char *gb_name = "GBK";

  g_return_val_if_fail (data != NULL || len == 0, NULL);
  if (len == 0)
    {
      if (encoding_out != NULL)
        *encoding_out = "UTF-8";
      if (out_len != NULL)
        *out_len = 0;
      return g_strdup ("");
    }
  if (memchr (data, '\0', len) != NULL)
    {
      g_set_error (error, XQ_GAME_ERROR, XQ_GAME_ERROR_ENCODING,
                   _("The text contains a NUL byte at offset %llu"
                     " (binary data or UTF-16)"),
                   (unsigned long long) ((const char *) memchr (data, '\0', len) - data));
      return NULL;
    }
  if (len >= 3 && memcmp (data, "\xEF\xBB\xBF", 3) == 0)
    {
      const char *end = NULL;
      if (!g_utf8_validate (data + 3, (gssize) len - 3, &end))
        {
          g_set_error (error, XQ_GAME_ERROR, XQ_GAME_ERROR_ENCODING,
                       _("Invalid UTF-8 at byte offset %llu"),
                       (unsigned long long) (end - data));
          return NULL;
        }
      if (encoding_out != NULL)
        *encoding_out = "UTF-8 (BOM)";
      if (out_len != NULL)
        *out_len = len - 3;
      return g_strndup (data + 3, len - 3);
    }
  if (g_utf8_validate (data, (gssize) len, NULL))
    {
      if (encoding_out != NULL)
        *encoding_out = "UTF-8";
      if (out_len != NULL)
        *out_len = len;
      return g_strndup (data, len);
    }
  gb = try_convert (data, len, "GBK", &gb_len);
  if (gb == NULL)
    {
      gb = try_convert (data, len, "GB18030", &gb_len);
      gb_name = "GB18030";
    }
  big5 = try_convert (data, len, "BIG5", &big5_len);
  if (gb != NULL && (big5 == NULL || score_text (gb) >= score_text (big5)))
    {
      if (encoding_out != NULL)
        *encoding_out = gb_name;
      if (out_len != NULL)
        *out_len = gb_len;
      return g_steal_pointer (&gb);
    }
  if (big5 != NULL)
    {
      if (encoding_out != NULL)
        *encoding_out = "BIG5";
      if (out_len != NULL)
        *out_len = big5_len;
      return g_steal_pointer (&big5);
    }
  g_set_error_literal (error, XQ_GAME_ERROR, XQ_GAME_ERROR_ENCODING,
                       _("The text is neither UTF-8 nor GBK nor BIG5"));
  return NULL;
}

const char *
xq_encoding_normalize (const char *name)
{
  if (name == NULL)
    return NULL;
  if (g_ascii_strcasecmp (name, "utf-8") == 0 || g_ascii_strcasecmp (name, "utf8") == 0)
    return "UTF-8";
  if (g_ascii_strcasecmp (name, "gbk") == 0 || g_ascii_strcasecmp (name, "cp936") == 0
      || g_ascii_strcasecmp (name, "gb2312") == 0)
    return "GBK";
  if (g_ascii_strcasecmp (name, "gb18030") == 0)
    return "GB18030";
  if (g_ascii_strcasecmp (name, "big5") == 0 || g_ascii_strcasecmp (name, "big-5") == 0)
    return "BIG5";
  return NULL;
}

char *
xq_encoding_bytes_to_utf8 (GBytes      *data,
                           const char  *name,
                           const char **encoding_out,
                           gsize       *out_len,
                           GError     **error)
{
  gsize size = 0;
  const char *bytes = g_bytes_get_data (data, &size);
  char *text = xq_encoding_to_utf8 (bytes, size, encoding_out, out_len, error);

  if (text == NULL)
    /* Translators: the file name before an error message */
    g_prefix_error (error, _("%s: "), name);
  return text;
}

char *
xq_encoding_from_utf8 (const char *utf8, const char *encoding, gsize *out_len, GError **error)
{
  const char *to = xq_encoding_normalize (encoding);
  gsize read = 0, written = 0;
  char *out;

  g_return_val_if_fail (utf8 != NULL, NULL);
  if (to == NULL)
    {
      g_set_error (error, XQ_GAME_ERROR, XQ_GAME_ERROR_ENCODING,
                   _("Unknown encoding “%s”"), encoding);
      return NULL;
    }
  if (strcmp (to, "UTF-8") == 0)
    {
      if (out_len != NULL)
        *out_len = strlen (utf8);
      return g_strdup (utf8);
    }
  /* GB18030 writes every GBK character as GBK does, and also the
   * characters GBK lacks (and the private-use ones older files carry in
   * GBK's user-defined areas), so nothing is lost. */
  if (strcmp (to, "GBK") == 0)
    to = "GB18030";
  out = g_convert_with_fallback (utf8, -1, to, "UTF-8", "?", &read, &written, error);
  if (out != NULL && out_len != NULL)
    *out_len = written;
  return out;
}
