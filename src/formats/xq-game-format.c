/* xq-game-format.c — detecting a file's format and reading it into games
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "xq-game-format"

#include "config.h"

#include <string.h>
#include <glib/gi18n.h>

#include "xq-encoding.h"
#include "xq-fen.h"
#include "xq-fen-file.h"
#include "xq-game-format.h"
#include "xq-pgn.h"
#include "xq-text-record.h"
#include "xq-wxf.h"
#include "xq-xqf.h"
#include "xq-dhtmlxq.h"
#include "xq-cbr.h"
#include "xq-cbf.h"
#include "xq-pfc.h"
#include "xq-sniff.h"

/* Largest file we read. */
#define MAX_FILE_SIZE (64 * 1024 * 1024)

static gboolean
has_prefix (const guint8 *data, gsize size, const char *magic)
{
  gsize n = strlen (magic);
  return size >= n && memcmp (data, magic, n) == 0;
}

static gboolean
has_suffix_ci (const char *name, const char *ext)
{
  gsize n, e;

  if (name == NULL)
    return FALSE;
  n = strlen (name);
  e = strlen (ext);
  return n >= e && g_ascii_strcasecmp (name + n - e, ext) == 0;
}

/* A single line (maybe with spaces around) that reads as a FEN. */
static gboolean
looks_like_fen (const guint8 *data, gsize size)
{
  g_autofree char *text = NULL;
  XqPosition pos;
  gsize off;

  if (size == 0 || size > 512)
    return FALSE;
  off = xq_encoding_bom_length (data, size);
  text = g_strndup ((const char *) data + off, size - off);
  g_strstrip (text);
  if (*text == '\0' || strchr (text, '\n') != NULL)
    return FALSE;
  return xq_position_from_fen_lenient (&pos, text, NULL, NULL) == XQ_FEN_OK;
}

/* Text whose first word is a tag, a comment or a move number. */
static gboolean
starts_like_pgn (const guint8 *data, gsize size)
{
  gsize i;

  i = xq_encoding_bom_length (data, size);
  while (i < size && g_ascii_isspace (data[i]))
    i++;
  if (i < size && (data[i] == '[' || data[i] == '{'))
    return TRUE;
  if (i >= size || !g_ascii_isdigit (data[i]))
    return FALSE;
  while (i < size && g_ascii_isdigit (data[i]))
    i++;
  return i < size && data[i] == '.';
}

XqGameFormat
xq_game_format_detect (GBytes *data, const char *filename)
{
  const guint8 *bytes;
  gsize size = 0, bom;

  g_return_val_if_fail (data != NULL, XQ_GAME_FORMAT_UNKNOWN);
  bytes = g_bytes_get_data (data, &size);
  if (has_prefix (bytes, size, "CCBridgeLibrary"))
    return XQ_GAME_FORMAT_CBL;
  if (has_prefix (bytes, size, "CCBridge Record"))
    return XQ_GAME_FORMAT_CBR;
  if (has_prefix (bytes, size, "CCBridge"))
    return has_suffix_ci (filename, ".cbr") ? XQ_GAME_FORMAT_CBR : XQ_GAME_FORMAT_CBL;
  if (has_prefix (bytes, size, "XQ") && size >= 1024 && bytes[2] >= 10 && bytes[2] <= 18)
    return XQ_GAME_FORMAT_XQF;
  if (xq_cbf_sniff (bytes, size))
    return XQ_GAME_FORMAT_CBF;
  if (xq_pfc_sniff (bytes, size))
    return XQ_GAME_FORMAT_PFC;
  if (xq_sniff_contains (bytes, size, "[DhtmlXQ", 1 << 20)
      || xq_sniff_contains (bytes, size, "[dhtmlxq", 1 << 20))
    return XQ_GAME_FORMAT_DHTMLXQ;
  if (looks_like_fen (bytes, size))
    return XQ_GAME_FORMAT_FEN;
  if (has_suffix_ci (filename, ".xqf"))
    return XQ_GAME_FORMAT_XQF;
  if (has_suffix_ci (filename, ".cbr"))
    return XQ_GAME_FORMAT_CBR;
  if (has_suffix_ci (filename, ".cbl"))
    return XQ_GAME_FORMAT_CBL;
  if (has_suffix_ci (filename, ".fen"))
    return XQ_GAME_FORMAT_FEN;
  bom = xq_encoding_bom_length (bytes, size);
  if (has_prefix (bytes + bom, size - bom, "FORMAT"))
    return XQ_GAME_FORMAT_WXF;
  if (has_suffix_ci (filename, ".pgn") || xq_sniff_contains (bytes, size, "[Game ", 4096)
      || xq_sniff_contains (bytes, size, "[Event ", 4096) || starts_like_pgn (bytes, size))
    return XQ_GAME_FORMAT_PGN;
  if (xq_text_record_sniff (bytes, size, filename))
    return XQ_GAME_FORMAT_TEXT;
  return XQ_GAME_FORMAT_UNKNOWN;
}

const char *
xq_game_format_to_string (XqGameFormat format)
{
  switch (format)
    {
    case XQ_GAME_FORMAT_PGN: return "PGN";
    case XQ_GAME_FORMAT_FEN: return "FEN";
    case XQ_GAME_FORMAT_WXF: return "WXF";
    case XQ_GAME_FORMAT_XQF: return "XQF";
    case XQ_GAME_FORMAT_DHTMLXQ: return "DhtmlXQ";
    case XQ_GAME_FORMAT_CBR: return "CBR";
    case XQ_GAME_FORMAT_CBL: return "CBL";
    case XQ_GAME_FORMAT_CBF: return "CBF";
    case XQ_GAME_FORMAT_PFC: return "PFC";
    case XQ_GAME_FORMAT_TEXT: return "text";
    case XQ_GAME_FORMAT_UNKNOWN:
    default:
      return "unknown";
    }
}

XqGameReader
xq_game_format_get_reader (XqGameFormat format)
{
  switch (format)
    {
    case XQ_GAME_FORMAT_PGN:
      return xq_pgn_read;
    case XQ_GAME_FORMAT_FEN:
      return xq_fen_read;
    case XQ_GAME_FORMAT_WXF:
      return xq_wxf_read;
    case XQ_GAME_FORMAT_TEXT:
      return xq_text_record_read;
    case XQ_GAME_FORMAT_XQF:
      return xq_xqf_read;
    case XQ_GAME_FORMAT_DHTMLXQ:
      return xq_dhtmlxq_read;
    case XQ_GAME_FORMAT_CBR:
      return xq_cbr_read;
    case XQ_GAME_FORMAT_CBL:
      return xq_cbl_read;
    case XQ_GAME_FORMAT_CBF:
      return xq_cbf_read;
    case XQ_GAME_FORMAT_PFC:
      return xq_pfc_read;
    default:
      return NULL;
    }
}

static GPtrArray *
load_bytes (GBytes *data, const char *filename, XqGameFormat *format_out,
            XqLoadProgress *progress, GError **error)
{
  XqGameFormat format;
  XqGameReader reader;
  GPtrArray *games;
  const char *name = filename ? filename : _("(data)");

  format = xq_game_format_detect (data, filename);
  if (format_out != NULL)
    *format_out = format;
  if (format == XQ_GAME_FORMAT_UNKNOWN)
    {
      g_set_error (error, XQ_GAME_ERROR, XQ_GAME_ERROR_UNKNOWN_FORMAT,
                   _("%s: not a game file in a format we know (PGN, FEN, WXF, XQF, DhtmlXQ, CBR, CBL, CBF, PFC, text records)"),
                   name);
      return NULL;
    }
  reader = xq_game_format_get_reader (format);
  if (reader == NULL)
    {
      g_set_error (error, XQ_GAME_ERROR, XQ_GAME_ERROR_UNKNOWN_FORMAT,
                   _("%s: reading %s files is not supported yet"), name,
                   xq_game_format_to_string (format));
      return NULL;
    }
  if (format == XQ_GAME_FORMAT_PGN)
    games = xq_pgn_read_with_progress (data, filename, progress, error);
  else
    games = reader (data, filename, error);
  if (games == NULL)
    return NULL;
  xq_load_progress_set (progress, 1, 1);
  if (games->len == 0)
    {
      g_ptr_array_unref (games);
      g_set_error (error, XQ_GAME_ERROR, XQ_GAME_ERROR_NO_GAME, _("%s: no game found"), name);
      return NULL;
    }
  /* What the reader did to build a game is no edit of the user's. */
  for (guint i = 0; i < games->len; i++)
    {
      xq_game_clear_history (games->pdata[i]);
      if (xq_game_get_source_format (games->pdata[i]) == NULL)
        xq_game_set_source_format (games->pdata[i], xq_game_format_to_string (format));
    }
  return games;
}

GPtrArray *
xq_game_load_bytes (GBytes *data, const char *filename, XqGameFormat *format_out, GError **error)
{
  g_return_val_if_fail (data != NULL, NULL);
  return load_bytes (data, filename, format_out, NULL, error);
}

GPtrArray *
xq_game_load_file (GFile *file, XqGameFormat *format_out, XqLoadProgress *progress,
                   GError **error)
{
  GCancellable *cancellable = progress ? progress->cancellable : NULL;
  g_autoptr (GFileInfo) info = NULL;
  g_autoptr (GBytes) bytes = NULL;
  g_autofree char *name = NULL;

  g_return_val_if_fail (G_IS_FILE (file), NULL);
  name = g_file_get_parse_name (file);
  info = g_file_query_info (file, G_FILE_ATTRIBUTE_STANDARD_SIZE, G_FILE_QUERY_INFO_NONE,
                            cancellable, error);
  if (info == NULL)
    return NULL;
  if (g_file_info_get_size (info) > MAX_FILE_SIZE)
    {
      g_set_error (error, XQ_GAME_ERROR, XQ_GAME_ERROR_TOO_LARGE,
                   _("%s: the file is larger than %d MiB"), name, MAX_FILE_SIZE >> 20);
      return NULL;
    }
  bytes = g_file_load_bytes (file, cancellable, NULL, error);
  if (bytes == NULL)
    return NULL;
  return load_bytes (bytes, name, format_out, progress, error);
}
