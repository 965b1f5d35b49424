/* xq-encoding.c — guessing the encoding of game text and converting to UTF-8
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "xq-encoding"

#include "config.h"

#include <errno.h>
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

static const char replacement[] = "\xef\xbf\xbd";

/* The one decoder: @len bytes in @from to UTF-8.  Strict (@lenient FALSE):
 * NULL at the first sequence that does not decode, or when there is no
 * converter; a sequence cut short by the end is dropped (as g_convert()
 * does when asked how much it read).  Lenient: such bytes become U+FFFD
 * and the rest is read on; without a converter the ASCII part is kept. */
static GString *
decode (const char *data, gsize len, const char *from, gboolean lenient)
{
  GIConv conv = g_iconv_open ("UTF-8", from);
  gchar *in = (gchar *) data;
  gsize in_left = len;
  GString *s;

  if (conv == (GIConv) -1)
    {
      if (!lenient)
        return NULL;
      s = g_string_sized_new (len);
      for (gsize i = 0; i < len; i++)
        if ((guchar) data[i] < 0x80)
          g_string_append_c (s, data[i]);
        else
          g_string_append (s, replacement);
      return s;
    }
  s = g_string_new (NULL);
  while (in_left > 0)
    {
      /* Straight into the string, with room for all that is left (no
       * table here more than doubles a byte): iconv has a cost per call. */
      gsize done = s->len, room = in_left * 2 + 16, out_left = room;
      gchar *out;
      gsize r;

      g_string_set_size (s, done + room);
      out = s->str + done;
      r = g_iconv (conv, &in, &in_left, &out, &out_left);
      g_string_set_size (s, done + room - out_left);
      if (r == (gsize) -1 && errno != E2BIG)
        {
          /* An illegal sequence (EILSEQ) or one cut short (EINVAL). */
          if (!lenient)
            {
              if (errno != EINVAL)
                g_string_free (g_steal_pointer (&s), TRUE);
              break;
            }
          g_string_append (s, replacement);
          in++;
          in_left--;
          g_iconv (conv, NULL, NULL, NULL, NULL);
        }
    }
  g_iconv_close (conv);
  return s;
}

static char *
try_convert (const char *data, gsize len, const char *from, gsize *out_len)
{
  GString *s = decode (data, len, from, FALSE);

  if (s == NULL)
    return NULL;
  if (out_len != NULL)
    *out_len = s->len;
  return g_string_free (s, FALSE);
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
  if (xq_encoding_bom_length (data, len) == 3)
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

gsize
xq_encoding_bom_length (const void *data, gsize len)
{
  return len >= 3 && memcmp (data, "\xEF\xBB\xBF", 3) == 0 ? 3 : 0;
}

/* CRLF and CR to LF, trailing white space trimmed; NULL when empty. */
static char *
finish_text (GString *s)
{
  GString *out = g_string_sized_new (s->len);

  for (gsize i = 0; i < s->len; i++)
    {
      char c = s->str[i];

      if (c == '\r')
        {
          if (i + 1 < s->len && s->str[i + 1] == '\n')
            i++;
          c = '\n';
        }
      g_string_append_c (out, c);
    }
  g_string_free (s, TRUE);
  return xq_encoding_take_text (out);
}

char *
xq_encoding_take_text (GString *s)
{
  g_strchomp (s->str);
  s->len = strlen (s->str);
  if (s->len == 0)
    {
      g_string_free (s, TRUE);
      return NULL;
    }
  return g_string_free (s, FALSE);
}

char *
xq_encoding_text_from_gbk (const guint8 *data, gsize len)
{
  const guint8 *nul = memchr (data, 0, len);

  if (nul != NULL)
    len = (gsize) (nul - data);
  if (len == 0)
    return NULL;
  return finish_text (decode ((const char *) data, len, "GB18030", TRUE));
}

char *
xq_encoding_text_from_utf16le (const guint8 *data, gsize len)
{
  GString *s = g_string_sized_new (len);

  for (gsize i = 0; i + 1 < len; i += 2)
    {
      gunichar c = (gunichar) data[i] | ((gunichar) data[i + 1] << 8);

      if (c == 0)
        break;
      if (c >= 0xD800 && c < 0xDC00 && i + 3 < len)
        {
          gunichar low = (gunichar) data[i + 2] | ((gunichar) data[i + 3] << 8);

          if (low >= 0xDC00 && low < 0xE000)
            {
              c = 0x10000 + ((c - 0xD800) << 10) + (low - 0xDC00);
              i += 2;
            }
        }
      if (c >= 0xD800 && c < 0xE000)
        g_string_append (s, replacement);
      else
        g_string_append_unichar (s, c);
    }
  return finish_text (s);
}
