/* xq-text-record.c — plain-text game records ("标题：…", "1. 炮二平五 马８进７")
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "xq-text-record"

#include "config.h"

#include <string.h>
#include <glib/gi18n.h>

#include "xq-encoding.h"
#include "xq-import.h"
#include "xq-sniff.h"
#include "xq-text-record.h"

#define FULLWIDTH_COLON "\xEF\xBC\x9A" /* ： */

/* Header keys and the PGN tags they become. */
static const struct
{
  const char *key, *tag;
} keys[] = {
  { "标题", "Title" }, { "对局名称", "Title" }, { "赛事", "Event" }, { "轮次", "Round" },
  { "日期", "Date" }, { "比赛日期", "Date" }, { "地点", "Site" }, { "比赛地点", "Site" },
  { "红方", "Red" }, { "黑方", "Black" }, { "红队", "RedTeam" }, { "黑队", "BlackTeam" },
  { "红等级分", "RedElo" }, { "黑等级分", "BlackElo" }, { "红方用时", "RedTime" },
  { "黑方用时", "BlackTime" }, { "时间规则", "TimeControl" }, { "解说", "Annotator" },
  { "ECCO", "ECCO" },
};

static const char *
tag_for_key (const char *key)
{
  for (guint i = 0; i < G_N_ELEMENTS (keys); i++)
    if (strcmp (keys[i].key, key) == 0)
      return keys[i].tag;
  return NULL;
}

gboolean
xq_text_record_sniff (const guint8 *data, gsize size, const char *filename)
{
  gboolean txt = filename != NULL && g_str_has_suffix (filename, ".txt");

  /* A full-width colon (UTF-8 or GBK) near the start, and a move line. */
  if (!txt && !xq_sniff_contains (data, size, FULLWIDTH_COLON, 512)
      && !xq_sniff_contains (data, size, "\xA3\xBA", 512))
    return FALSE;
  return xq_sniff_contains (data, size, " 1.", 1 << 16)
         || xq_sniff_contains (data, size, "\n1.", 1 << 16);
}

static void
apply_header (XqImport *imp, const char *key, const char *value, GError **fen_error)
{
  const char *tag = tag_for_key (key);

  if (*value == '\0')
    return;
  if (strcmp (key, "FEN") == 0)
    {
      g_autoptr (GError) error = NULL;
      if (!xq_import_set_start_fen (imp, value, &error) && *fen_error == NULL)
        *fen_error = g_steal_pointer (&error);
      return;
    }
  if (strcmp (key, "结果") == 0 || strcmp (key, "比赛结果") == 0)
    {
      if (strstr (value, "红胜") != NULL || strstr (value, "紅勝") != NULL)
        xq_import_set_tag (imp, "Result", "1-0");
      else if (strstr (value, "黑胜") != NULL || strstr (value, "黑勝") != NULL)
        xq_import_set_tag (imp, "Result", "0-1");
      else if (strstr (value, "和") != NULL)
        xq_import_set_tag (imp, "Result", "1/2-1/2");
      return;
    }
  if (strcmp (key, "ECCO") == 0)
    {
      /* "C66 五七炮对屏风马进７卒": the code, then the opening's name. */
      const char *space = strchr (value, ' ');
      if (space != NULL)
        {
          g_autofree char *code = g_strndup (value, space - value);
          g_autofree char *name = g_strstrip (g_strdup (space + 1));
          xq_import_set_tag (imp, "ECCO", code);
          if (*name != '\0')
            xq_import_set_tag (imp, "Opening", name);
          return;
        }
    }
  if (tag != NULL)
    xq_import_set_tag (imp, tag, value);
}

/* "红    方：木易四郎(…)  耗时：  2分 24秒" -> pairs.  Keys lose their inner
 * spaces; a part without a colon belongs to the value before it. */
static void
parse_header_line (XqImport *imp, const char *line, GRegex *split, GRegex *key_space,
                   GError **fen_error)
{
  g_auto (GStrv) parts = NULL;
  g_autofree char *key = NULL;
  g_autoptr (GString) value = NULL;
  g_autofree char *joined = NULL;

  /* "红    方：" is the key "红方". */
  joined = g_regex_replace (key_space, line, -1, 0, "\\1\\2", 0, NULL);
  if (joined == NULL)
    return;
  parts = g_regex_split (split, joined, 0);
  for (guint i = 0; parts[i] != NULL; i++)
    {
      char *colon = strstr (parts[i], FULLWIDTH_COLON);

      if (colon == NULL)
        {
          if (value != NULL && *g_strstrip (parts[i]) != '\0')
            {
              if (value->len > 0)
                g_string_append_c (value, ' ');
              g_string_append (value, parts[i]);
            }
          continue;
        }
      if (key != NULL)
        apply_header (imp, key, g_strstrip (value->str), fen_error);
      g_clear_pointer (&key, g_free);
      if (value != NULL)
        g_string_free (g_steal_pointer (&value), TRUE);
      *colon = '\0';
      {
        GString *k = g_string_new (g_strstrip (parts[i]));
        g_string_replace (k, " ", "", 0);
        key = g_string_free (k, FALSE);
      }
      value = g_string_new (g_strstrip (colon + strlen (FULLWIDTH_COLON)));
    }
  if (key != NULL)
    apply_header (imp, key, g_strstrip (value->str), fen_error);
}

GPtrArray *
xq_text_record_read (GBytes *data, const char *filename, GError **error)
{
  g_autoptr (GPtrArray) games = g_ptr_array_new_with_free_func (g_object_unref);
  g_autoptr (XqImport) imp = xq_import_new ();
  g_autoptr (XqGame) game = NULL;
  g_autoptr (GError) fen_error = NULL;
  g_autofree char *text = NULL;
  g_auto (GStrv) lines = NULL;
  const char *encoding = NULL;
  const char *name = filename ? filename : _("(data)");
  gsize len = 0;
  gboolean in_moves = FALSE, stopped = FALSE;
  gint32 node = 0;
  guint n_moves = 0, n_header_lines = 0;
  g_autoptr (GRegex) split = g_regex_new ("\\s{2,}", 0, 0, NULL);
  g_autoptr (GRegex) key_space =
    g_regex_new ("(\\p{Han}) +(\\p{Han})(?=" FULLWIDTH_COLON ")", 0, 0, NULL);

  g_return_val_if_fail (data != NULL, NULL);
  text = xq_encoding_bytes_to_utf8 (data, name, &encoding, &len, error);
  if (text == NULL)
    return NULL;
  lines = g_strsplit (text, "\n", -1);
  for (guint ln = 0; lines[ln] != NULL && !stopped; ln++)
    {
      char *line = g_strstrip (lines[ln]);
      const char *p = line;

      while (g_ascii_isdigit (*p))
        p++;
      if (p > line && *p == '.')
        {
          g_auto (GStrv) words = NULL;

          if (!in_moves)
            {
              if (fen_error != NULL)
                {
                  g_set_error (error, XQ_GAME_ERROR, XQ_GAME_ERROR_BAD_FEN, "%s: %s", name,
                               fen_error->message);
                  return NULL;
                }
              in_moves = TRUE;
            }
          words = g_strsplit_set (p + 1, " \t", -1);
          for (guint w = 0; words[w] != NULL; w++)
            {
              if (words[w][0] == '\0' || g_str_has_prefix (words[w], "..."))
                continue;
              node = xq_import_add_move_text (imp, node, words[w], XQ_NOTATION_ANY, ln + 1);
              if (node < 0)
                {
                  stopped = TRUE;
                  break;
                }
              n_moves++;
            }
          continue;
        }
      if (!in_moves && strstr (line, FULLWIDTH_COLON) != NULL && n_header_lines++ < 1000)
        parse_header_line (imp, line, split, key_space, &fen_error);
    }
  if (!in_moves && fen_error != NULL)
    {
      g_set_error (error, XQ_GAME_ERROR, XQ_GAME_ERROR_BAD_FEN, "%s: %s", name, fen_error->message);
      return NULL;
    }
  game = xq_import_to_game (imp, "text", encoding);
  if (n_moves == 0 && xq_game_get_n_tags (game) == 0 && !xq_game_has_custom_start (game))
    {
      g_set_error (error, XQ_GAME_ERROR, XQ_GAME_ERROR_NO_GAME,
                   _("%s: no game found (expected “key：value” lines and numbered moves)"), name);
      return NULL;
    }
  g_ptr_array_add (games, g_steal_pointer (&game));
  return g_steal_pointer (&games);
}
