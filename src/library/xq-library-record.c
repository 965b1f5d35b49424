/* xq-library-record.c — a game's record in the library (see xq-library-record.h)
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "xq-library-record.h"
#include "xq-game-node.h"
#include "xq-import.h"
#include "xq-pgn.h"

#include <glib/gi18n.h>
#include <string.h>

#define KIND_MOVES 'M'
#define KIND_DEFLATED 'Z'
#define TAG_LITERAL 0xFF
#define TAG_COLUMN 0x80

/* The tags whose values the game row holds (XQ_LIBRARY_RECORD_COLUMNS). */
static const char * const column_tags[XQ_LIBRARY_RECORD_COLUMNS] = {
  "Red", "Black", "Event", "Site", "Date", "Round",
};

/* Tag names a byte stands for (index + 1). */
static const char * const common_tags[] = {
  "Game", "Event", "Site", "Date", "Round", "Red", "Black", "Result", "ECCO", "Opening",
  "Variation", "RedTeam", "BlackTeam", "RedElo", "BlackElo", "TimeControl", "Annotator",
};

static GBytes *
convert_all (GConverter *converter, const guint8 *in, gsize in_len, GByteArray *out, GError **error)
{
  guint8 buf[16384];

  for (;;)
    {
      gsize n_read = 0, n_written = 0;
      GConverterResult r = g_converter_convert (converter, in, in_len, buf, sizeof buf,
                                                G_CONVERTER_INPUT_AT_END, &n_read, &n_written, error);
      if (r == G_CONVERTER_ERROR)
        {
          g_byte_array_unref (out);
          return NULL;
        }
      in += n_read;
      in_len -= n_read;
      g_byte_array_append (out, buf, (guint) n_written);
      if (r == G_CONVERTER_FINISHED)
        break;
      if (n_read == 0 && n_written == 0)
        {
          g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_PARTIAL_INPUT, _("The record is cut short"));
          g_byte_array_unref (out);
          return NULL;
        }
    }
  return g_byte_array_free_to_bytes (out);
}

/* Only the main line, plain: the moves say it all. */
static gboolean
is_plain (XqGame *game)
{
  XqGameNode *node = xq_game_get_root (game);
  const char *comment = xq_game_get_comment (game);

  if (xq_game_has_custom_start (game) || (comment != NULL && *comment != '\0'))
    return FALSE;
  for (;;)
    {
      guint n_nags = 0;
      const char *c = xq_game_node_get_comment (node);

      xq_game_node_get_nags (node, &n_nags);
      if (n_nags > 0 || (c != NULL && *c != '\0'))
        return FALSE;
      if (xq_game_node_get_n_children (node) == 0)
        return TRUE;
      if (xq_game_node_get_n_children (node) > 1)
        return FALSE;
      node = xq_game_node_get_child (node, 0);
    }
}

static void
append_string (GByteArray *out, const char *s)
{
  g_byte_array_append (out, (const guint8 *) s, (guint) strlen (s) + 1);
}

GBytes *
_xq_library_record_pack (XqGame *game)
{
  GByteArray *out = g_byte_array_sized_new (256);

  if (is_plain (game))
    {
      guint8 kind = KIND_MOVES, end = 0;
      XqGameNode *node = xq_game_get_root (game);

      g_byte_array_append (out, &kind, 1);
      for (guint i = 0; i < xq_game_get_n_tags (game); i++)
        {
          const char *name = xq_game_get_tag_name (game, i);
          const char *value = xq_game_get_tag_value (game, i);
          guint8 code = TAG_LITERAL;

          for (guint k = 0; k < G_N_ELEMENTS (column_tags); k++)
            if (*value != '\0' && strcmp (name, column_tags[k]) == 0)
              code = (guint8) (TAG_COLUMN + k);
          if (code != TAG_LITERAL)
            {
              g_byte_array_append (out, &code, 1);
              continue;
            }
          for (guint k = 0; k < G_N_ELEMENTS (common_tags); k++)
            if (strcmp (name, common_tags[k]) == 0)
              code = (guint8) (k + 1);
          g_byte_array_append (out, &code, 1);
          if (code == TAG_LITERAL)
            append_string (out, name);
          append_string (out, xq_game_get_tag_value (game, i));
        }
      g_byte_array_append (out, &end, 1);
      while (xq_game_node_get_n_children (node) > 0)
        {
          XqMove m;
          guint8 b[2];

          node = xq_game_node_get_child (node, 0);
          m = xq_game_node_get_move (node);
          b[0] = (guint8) (m & 0xFF);
          b[1] = (guint8) (m >> 8);
          g_byte_array_append (out, b, 2);
        }
      return g_byte_array_free_to_bytes (out);
    }
  else
    {
      g_autofree char *pgn = xq_pgn_write_string (game, XQ_NOTATION_ICCS, XQ_PGN_WRITE_DEFAULT);
      g_autoptr (GZlibCompressor) z = g_zlib_compressor_new (G_ZLIB_COMPRESSOR_FORMAT_RAW, 6);
      guint8 kind = KIND_DEFLATED;

      g_byte_array_append (out, &kind, 1);
      return convert_all (G_CONVERTER (z), (const guint8 *) pgn, strlen (pgn), out, NULL);
    }
}

static XqGame *
damaged (GError **error, const char *what)
{
  g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA, what);
  return NULL;
}

static XqGame *
unpack_moves (const guint8 *p, const guint8 *end, const char * const *columns, GError **error)
{
  g_autoptr (XqImport) imp = xq_import_new ();
  gint32 node = 0;

  for (;;)
    {
      const char *name, *value;
      const guint8 *nul;
      guint8 code;

      if (p >= end)
        return damaged (error, _("its tags are cut short"));
      code = *p++;
      if (code == 0)
        break;
      if (code >= TAG_COLUMN && code < TAG_COLUMN + XQ_LIBRARY_RECORD_COLUMNS)
        {
          const char *v = columns ? columns[code - TAG_COLUMN] : NULL;
          if (v == NULL)
            return damaged (error, _("a tag's value is missing"));
          xq_import_set_tag_verbatim (imp, column_tags[code - TAG_COLUMN], v);
          continue;
        }
      if (code == TAG_LITERAL)
        {
          if ((nul = memchr (p, 0, (gsize) (end - p))) == NULL)
            return damaged (error, _("its tags are cut short"));
          name = (const char *) p;
          p = nul + 1;
        }
      else if (code <= G_N_ELEMENTS (common_tags))
        name = common_tags[code - 1];
      else
        return damaged (error, _("a tag has an unknown code"));
      if ((nul = memchr (p, 0, (gsize) (end - p))) == NULL)
        return damaged (error, _("its tags are cut short"));
      value = (const char *) p;
      p = nul + 1;
      xq_import_set_tag_verbatim (imp, name, value);
    }
  if ((end - p) % 2 != 0)
    return damaged (error, _("its moves are cut short"));
  for (; p < end; p += 2)
    {
      XqMove m = (XqMove) (p[0] | (p[1] << 8));
      XqImportMoveStatus status;

      node = xq_import_add_move (imp, node, XQ_MOVE_FROM (m), XQ_MOVE_TO (m), &status);
      if (node < 0)
        return damaged (error, xq_import_move_status_message (status));
    }
  return xq_import_to_game (imp, "PGN", NULL);
}

XqGame *
_xq_library_record_unpack_v1 (const guint8 *data, gsize len, GError **error)
{
  g_autoptr (GZlibDecompressor) z = g_zlib_decompressor_new (G_ZLIB_COMPRESSOR_FORMAT_RAW);
  g_autoptr (GBytes) text = convert_all (G_CONVERTER (z), data, len, g_byte_array_new (), error);
  g_autoptr (GPtrArray) games = NULL;

  if (text == NULL || (games = xq_pgn_read (text, NULL, error)) == NULL)
    return NULL;
  if (games->len == 0)
    return damaged (error, _("no game in its record"));
  return g_object_ref (g_ptr_array_index (games, 0));
}

XqGame *
_xq_library_record_unpack (const guint8 *data, gsize len, const char * const *columns,
                           GError **error)
{
  if (len == 0 || data == NULL)
    return damaged (error, _("no game in its record"));
  if (data[0] == KIND_MOVES)
    return unpack_moves (data + 1, data + len, columns, error);
  if (data[0] == KIND_DEFLATED)
    return _xq_library_record_unpack_v1 (data + 1, len - 1, error);
  return damaged (error, _("its record is of an unknown kind"));
}
