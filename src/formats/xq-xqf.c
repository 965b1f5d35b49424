/* xq-xqf.c — reading XQStudio XQF files (versions 1.0 to 1.8)
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Layout (all versions): a 1024-byte header, then the move records in
 * pre-order (a record, its first child's subtree, then its next sibling).
 * The first record is the root: no move, the game comment.
 *
 * Header: "XQ", version (10..18), key bytes at 3 and 8..15, the 32 piece
 * points at 16 (red R N B A K A B N R C C P P P P P, then black; value
 * file * 10 + rank, rank 0 = red's back rank; > 89 = off the board), side to
 * move at 0x32, result at 0x33, then Pascal strings (length byte + GBK
 * text): title 0x50, event 0xD0, date 0x110, site 0x120, red 0x130,
 * black 0x140, time rule 0x150, red time 0x190, black time 0x1A0,
 * commentator 0x1D0, author 0x1E0.
 *
 * Records: from + 24, to + 32, a flag byte, a spare byte; version 10 then
 * always has a 32-bit comment length (flags: 0xF0 = has a child, 0x0F = has
 * a sibling).  Versions 11 and later use flags 0x80 = child, 0x40 = sibling,
 * 0x20 = a 32-bit comment length follows, and are encrypted: the points and
 * the from/to bytes are offset by keys derived from the header key bytes as
 * k' = (54 k² + 221) k (chained: the from key multiplies by the piece key,
 * the to key by the from key), the piece array of version 12 and later is
 * rotated by the piece key, the comment length is offset by
 * (keysum * 256 + keyxy) % 32000 + 767, and every byte after the header is
 * decreased by a 32-byte stream: the copyright text "[(C) Copyright Mr. Dong
 * Shiwei.]" masked with four bytes made from the keys.  (Learnt from the
 * XQStudio format note and public readers; this is our own code.)
 */

#define G_LOG_DOMAIN "xq-xqf"

#include "config.h"

#include <string.h>
#include <glib/gi18n.h>

#include "xq-xqf.h"
#include "xq-encoding.h"


typedef struct
{
  const guint8 *data;
  gsize len;
  gsize pos;
  guint version;
  guint8 stream[32];
  guint8 key_xy, key_from, key_to;
  guint32 key_comment;
} XqfReader;

typedef struct
{
  int from, to;
  gboolean has_child, has_sibling;
  gint64 comment_len;
} XqfRecord;

static const char copyright[33] = "[(C) Copyright Mr. Dong Shiwei.]";

static const XqKind piece_kinds[16] = {
  XQ_ROOK, XQ_HORSE, XQ_ELEPHANT, XQ_ADVISOR, XQ_KING, XQ_ADVISOR, XQ_ELEPHANT,
  XQ_HORSE, XQ_ROOK, XQ_CANNON, XQ_CANNON, XQ_PAWN, XQ_PAWN, XQ_PAWN, XQ_PAWN, XQ_PAWN,
};

gboolean
xq_xqf_sniff (const guint8 *data, gsize len)
{
  return len >= 3 && data[0] == 'X' && data[1] == 'Q' && data[2] >= 10 && data[2] <= 18;
}

static guint8
derive_key (guint8 key, guint8 factor)
{
  guint k = key;

  return (guint8) (((54 * k * k + 221) * (guint) factor) & 0xFF);
}

static void
setup_keys (XqfReader *r)
{
  const guint8 *h = r->data;
  guint8 mask = h[3], sum = h[12], xy = h[13], xyf = h[14], xyt = h[15];
  guint8 four[4];

  memset (r->stream, 0, sizeof r->stream);
  r->key_xy = r->key_from = r->key_to = 0;
  r->key_comment = 0;
  if (r->version <= 10)
    return;
  r->key_xy = derive_key (xy, xy);
  r->key_from = derive_key (xyf, r->key_xy);
  r->key_to = derive_key (xyt, r->key_from);
  r->key_comment = ((guint32) sum * 256 + xy) % 32000 + 767;
  four[0] = (guint8) ((sum & mask) | h[8]);
  four[1] = (guint8) ((xy & mask) | h[9]);
  four[2] = (guint8) ((xyf & mask) | h[10]);
  four[3] = (guint8) ((xyt & mask) | h[11]);
  for (guint i = 0; i < 32; i++)
    r->stream[i] = (guint8) copyright[i] & four[i % 4];
}

static gboolean
read_bytes (XqfReader *r, guint8 *out, gsize n)
{
  if (r->len - r->pos < n)
    return FALSE;
  for (gsize i = 0; i < n; i++)
    out[i] = (guint8) (r->data[r->pos + i] - r->stream[(r->pos + i) & 31]);
  r->pos += n;
  return TRUE;
}

static gboolean
read_u32 (XqfReader *r, guint32 *out)
{
  guint8 b[4];

  if (!read_bytes (r, b, 4))
    return FALSE;
  *out = (guint32) b[0] | (guint32) b[1] << 8 | (guint32) b[2] << 16 | (guint32) b[3] << 24;
  return TRUE;
}

static int
xqf_square (guint8 value)
{
  if (value > 89)
    return -1;
  return XQ_SQ (value / 10, value % 10);
}

/* Returns FALSE when the data ends inside the record. */
static gboolean
read_record (XqfReader *r, XqfRecord *rec)
{
  guint8 b[4];
  guint32 len = 0;

  if (!read_bytes (r, b, 4))
    return FALSE;
  rec->from = xqf_square ((guint8) (b[0] - 24 - r->key_from));
  rec->to = xqf_square ((guint8) (b[1] - 32 - r->key_to));
  if (r->version <= 10)
    {
      rec->has_child = (b[2] & 0xF0) != 0;
      rec->has_sibling = (b[2] & 0x0F) != 0;
      if (!read_u32 (r, &len))
        return FALSE;
      rec->comment_len = (gint32) len;
    }
  else
    {
      rec->has_child = (b[2] & 0x80) != 0;
      rec->has_sibling = (b[2] & 0x40) != 0;
      rec->comment_len = 0;
      if (b[2] & 0x20)
        {
          if (!read_u32 (r, &len))
            return FALSE;
          rec->comment_len = (gint64) len - r->key_comment;
        }
    }
  return TRUE;
}

static char *
header_string (const guint8 *h, gsize offset, gsize capacity)
{
  gsize n = MIN ((gsize) h[offset], capacity);

  return xq_encoding_text_from_gbk (h + offset + 1, n);
}

static void
header_tag (XqImport *imp, const guint8 *h, const char *name, gsize offset, gsize capacity)
{
  g_autofree char *value = header_string (h, offset, capacity);

  xq_import_set_tag (imp, name, value);
}

static gboolean
read_header (XqfReader *r, XqImport *imp, const char *name, GError **error)
{
  const guint8 *h = r->data;
  guint8 points[32];
  XqPosition pos;

  /* Pieces. */
  for (guint i = 0; i < 32; i++)
    {
      if (r->version >= 12)
        points[(r->key_xy + i + 1) & 31] = h[16 + i];
      else
        points[i] = h[16 + i];
    }
  xq_position_clear (&pos);
  for (guint i = 0; i < 32; i++)
    {
      int sq = xqf_square ((guint8) (points[i] - r->key_xy));

      if (sq < 0)
        continue;
      if (!xq_position_put (&pos, sq, XQ_PIECE (i < 16 ? XQ_RED : XQ_BLACK, piece_kinds[i % 16])))
        {
          g_set_error (error, XQ_GAME_ERROR, XQ_GAME_ERROR_BAD_FEN,
                       _("%s: byte offset %u: two pieces stand on the same point"),
                       name, 16 + i);
          return FALSE;
        }
    }
  xq_position_set_side (&pos, h[0x32] == 1 ? XQ_BLACK : XQ_RED);
  xq_import_set_start_guess (imp, &pos);

  /* Tags.  Titles longer than 63 bytes run on into the spare area. */
  header_tag (imp, h, "Title", 0x50, 127);
  header_tag (imp, h, "Event", 0xD0, 63);
  header_tag (imp, h, "Date", 0x110, 15);
  header_tag (imp, h, "Site", 0x120, 15);
  header_tag (imp, h, "Red", 0x130, 15);
  header_tag (imp, h, "Black", 0x140, 15);
  header_tag (imp, h, "TimeControl", 0x150, 63);
  header_tag (imp, h, "RedTime", 0x190, 15);
  header_tag (imp, h, "BlackTime", 0x1A0, 15);
  header_tag (imp, h, "Annotator", 0x1D0, 15);
  header_tag (imp, h, "Author", 0x1E0, 15);
  xq_import_set_result (imp, h[0x33]);
  return TRUE;
}

/* Comments copied from web pages carry "&nbsp;" for spaces. */
static char *
tidy_comment (char *text)
{
  char *in, *out;

  if (text == NULL || strstr (text, "&nbsp;") == NULL)
    return text;
  for (in = out = text; *in != '\0';)
    {
      if (strncmp (in, "&nbsp;", 6) == 0)
        {
          *out++ = ' ';
          in += 6;
        }
      else
        *out++ = *in++;
    }
  *out = '\0';
  return text;
}

XqImport *
xq_xqf_decode (const guint8 *data, gsize len, const char *filename,
               guint *version_out, GError **error)
{
  g_autoptr(XqImport) imp = NULL;
  g_autoptr(GArray) pending = NULL;
  g_autofree char *name = xq_import_display_name (filename);
  XqfReader r = { data, len, XQ_XQF_HEADER_SIZE, 0, { 0 }, 0, 0, 0, 0 };
  gint32 parent = -1;
  guint n_warnings = 0;

  if (len < 2 || data[0] != 'X' || data[1] != 'Q')
    {
      g_set_error (error, XQ_GAME_ERROR, XQ_GAME_ERROR_UNKNOWN_FORMAT,
                   _("%s: byte offset 0: not an XQF file (it does not start with “XQ”)"),
                   name);
      return NULL;
    }
  if (len < 3 || data[2] < 10 || data[2] > 18)
    {
      g_set_error (error, XQ_GAME_ERROR, XQ_GAME_ERROR_FAILED,
                   _("%s: byte offset 2: XQF version %u is not supported (versions 10 to 18 are)"),
                   name, len < 3 ? 0u : (guint) data[2]);
      return NULL;
    }
  if (len < XQ_XQF_HEADER_SIZE)
    {
      g_set_error (error, XQ_GAME_ERROR, XQ_GAME_ERROR_TRUNCATED,
                   _("%s: the data ends at byte offset %llu"
                     ", inside the 1024-byte XQF header"),
                   name, (unsigned long long) len);
      return NULL;
    }
  r.version = data[2];
  if (version_out != NULL)
    *version_out = r.version;
  setup_keys (&r);
  imp = xq_import_new ();
  if (!read_header (&r, imp, name, error))
    return NULL;

  pending = g_array_new (FALSE, FALSE, sizeof (gint32));
  for (;;)
    {
      gsize offset = r.pos;
      XqfRecord rec;
      gint32 node;
      g_autofree guint8 *comment = NULL;

      if (!read_record (&r, &rec))
        {
          xq_import_warn (imp, _("%s: the data ends at byte offset %llu"
                                 " inside a move record; the game is incomplete"),
                          name, (unsigned long long) len);
          break;
        }
      if (rec.comment_len < 0 || (guint64) rec.comment_len > r.len - r.pos)
        {
          xq_import_warn (imp, _("%s: byte offset %llu: a comment of %lld"
                                 " bytes does not fit in the file; "
                                 "the game is incomplete"),
                          name, (unsigned long long) offset, (long long) rec.comment_len);
          break;
        }
      if (rec.comment_len > 0)
        {
          comment = g_malloc ((gsize) rec.comment_len);
          read_bytes (&r, comment, (gsize) rec.comment_len);
        }

      /* The first record is the start position (the root). */
      if (parent == -1)
        node = 0;
      else
        node = xq_import_add_record_move (imp, parent, rec.from, rec.to, name, offset,
                                          &n_warnings);
      if (node >= 0 && comment != NULL)
        xq_import_take_comment (imp, node,
                                tidy_comment (xq_encoding_text_from_gbk (comment,
                                                                       (gsize) rec.comment_len)));
      if (!xq_import_preorder_next (pending, &parent, node, rec.has_child,
                                    parent != -1 && rec.has_sibling))
        break;
    }
  xq_import_warn_left_out (imp, name, n_warnings);
  return g_steal_pointer (&imp);
}

GPtrArray *
xq_xqf_read (GBytes *data, const char *filename, GError **error)
{
  g_autoptr(XqImport) imp = NULL;
  GPtrArray *games;
  gsize len = 0;
  const guint8 *bytes = g_bytes_get_data (data, &len);

  imp = xq_xqf_decode (bytes != NULL ? bytes : (const guint8 *) "", len, filename, NULL, error);
  if (imp == NULL)
    return NULL;
  games = g_ptr_array_new_with_free_func (g_object_unref);
  g_ptr_array_add (games, xq_import_to_game (imp, "XQF", "GBK"));
  return games;
}
