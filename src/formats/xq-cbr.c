/* xq-cbr.c — reading CCBridge records (.cbr) and libraries (.cbl)
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Record, classic layout: "CCBridge Record\0", UTF-16LE strings in fixed
 * fields (title at 180, 128 bytes; event at 692, red at 1076, black at 1300,
 * 64 bytes each), the result at 2076 (0 unknown, 1 red wins, 2 black wins,
 * 3/4 draw), the side to move at 2116 (1 = red), the board at 2120: 90
 * bytes, row by row from black's back rank, 0x11..0x17 red R N B A K C P,
 * 0x21..0x27 black.  From 2214: a 32-bit word, when not zero followed by a
 * 32-bit length and the game comment (UTF-16LE); then move records in
 * pre-order: flags, a spare byte, from, to (point = row * 9 + file, rows from
 * the top).  Flags: 1 = no child (end of the line), 2 = a sibling follows
 * after this subtree, 4 = a 32-bit length and a comment follow.  A record of
 * four zero bytes ends the game.
 *
 * A later generation (same magic) puts the board at 0x748, the records at
 * 1958 and writes points as hex "xy" (x = file, y = row from the top); only
 * its title (at 52) is known.
 *
 * Library: "CCBridgeLibrary\0", the number of games at 60, the library name
 * at 64 (UTF-16LE, 512 bytes), an index, then 4096-byte slots holding one
 * record each; the slot area starts at an offset that depends on the index
 * size (101952 for up to 128 games, …).  A compressed library generation
 * ("CCBridge" + version 21 + zlib data) is not documented; see
 * decode_compressed() for what one sample shows.
 */

#define G_LOG_DOMAIN "xq-cbr"

#include "config.h"

#include <string.h>
#include <gio/gio.h>
#include <glib/gi18n.h>

#include "xq-cbr.h"
#include "xq-encoding.h"

#define CLASSIC_HEADER 2214
#define CLASSIC_BOARD 2120
#define LATER_HEADER 1958
#define LATER_BOARD 1864

typedef enum
{
  LAYOUT_CLASSIC,
  LAYOUT_LATER,
} Layout;

gboolean
xq_cbr_sniff (const guint8 *data, gsize len)
{
  return len >= 16 && memcmp (data, XQ_CBR_MAGIC, 16) == 0;
}

gboolean
xq_cbl_sniff (const guint8 *data, gsize len)
{
  return len >= 16 && memcmp (data, XQ_CBL_MAGIC, 16) == 0;
}

static guint32
get_u32 (const guint8 *p)
{
  return (guint32) p[0] | (guint32) p[1] << 8 | (guint32) p[2] << 16 | (guint32) p[3] << 24;
}

static XqPiece
board_piece (guint8 code)
{
  static const XqKind kinds[8] = {
    XQ_KIND_NONE, XQ_ROOK, XQ_HORSE, XQ_ELEPHANT, XQ_ADVISOR, XQ_KING, XQ_CANNON, XQ_PAWN,
  };
  guint kind = code & 0x0F;

  if (kind < 1 || kind > 7)
    return XQ_EMPTY;
  if ((code & 0xF0) == 0x10)
    return XQ_PIECE (XQ_RED, kinds[kind]);
  if ((code & 0xF0) == 0x20)
    return XQ_PIECE (XQ_BLACK, kinds[kind]);
  return XQ_EMPTY;
}

/* TRUE when the 90 bytes at @board are a plausible board: only piece codes
 * and zeros, one king a side. */
static gboolean
board_plausible (const guint8 *board)
{
  guint kings[2] = { 0, 0 };

  for (guint i = 0; i < 90; i++)
    {
      XqPiece p = board_piece (board[i]);

      if (board[i] != 0 && p == XQ_EMPTY)
        return FALSE;
      if (p != XQ_EMPTY && XQ_PIECE_KIND (p) == XQ_KING)
        kings[XQ_PIECE_COLOR (p)]++;
    }
  return kings[0] == 1 && kings[1] == 1;
}

static int
record_square (Layout layout, guint8 v)
{
  guint x, y;

  if (layout == LAYOUT_CLASSIC)
    {
      if (v >= 90)
        return -1;
      x = v % 9;
      y = v / 9;
    }
  else
    {
      x = v >> 4;
      y = v & 0x0F;
      if (x > 8 || y > 9)
        return -1;
    }
  return XQ_SQ ((int) x, 9 - (int) y);
}

static void
string_tag (XqImport *imp, const char *tag, const guint8 *data, gsize offset, gsize size)
{
  g_autofree char *value = xq_encoding_text_from_utf16le (data + offset, size);

  xq_import_set_tag (imp, tag, value);
}

/* Which layout @data has (by where a plausible board lies), or FALSE with
 * @error set. */
static gboolean
detect_layout (const guint8 *data, gsize len, const char *name, gsize base, Layout *layout,
               GError **error)
{
  if (!xq_cbr_sniff (data, len))
    {
      g_set_error (error, XQ_GAME_ERROR, XQ_GAME_ERROR_UNKNOWN_FORMAT,
                   _("%s: byte offset %llu: not a CCBridge record "
                     "(expected “CCBridge Record”)"),
                   name, (unsigned long long) base);
      return FALSE;
    }
  if (len >= CLASSIC_HEADER && board_plausible (data + CLASSIC_BOARD))
    *layout = LAYOUT_CLASSIC;
  else if (len >= LATER_HEADER && board_plausible (data + LATER_BOARD))
    *layout = LAYOUT_LATER;
  else if (len < CLASSIC_HEADER)
    {
      g_set_error (error, XQ_GAME_ERROR, XQ_GAME_ERROR_TRUNCATED,
                   _("%s: the data ends at byte offset %llu"
                     ", inside the header of a CCBridge record"),
                   name, (unsigned long long) (base + len));
      return FALSE;
    }
  else
    {
      g_set_error (error, XQ_GAME_ERROR, XQ_GAME_ERROR_BAD_FEN,
                   _("%s: byte offset %llu: no valid board in this "
                     "CCBridge record (an unknown layout or damaged data)"),
                   name, (unsigned long long) (base + CLASSIC_BOARD));
      return FALSE;
    }
  return TRUE;
}

/* The start position and the tags of the header; where the game comment
 * starts. */
static gsize
read_header (XqImport *imp, const guint8 *data, Layout layout)
{
  const guint8 *board = data + (layout == LAYOUT_CLASSIC ? CLASSIC_BOARD : LATER_BOARD);
  XqPosition pos;

  xq_position_clear (&pos);
  for (guint i = 0; i < 90; i++)
    {
      XqPiece p = board_piece (board[i]);

      if (p != XQ_EMPTY)
        xq_position_put (&pos, XQ_SQ ((int) (i % 9), 9 - (int) (i / 9)), p);
    }
  if (layout == LAYOUT_CLASSIC)
    xq_position_set_side (&pos, data[2116] == 1 ? XQ_RED : XQ_BLACK);
  xq_import_set_start_guess (imp, &pos);

  if (layout == LAYOUT_LATER)
    {
      string_tag (imp, "Title", data, 52, 128);
      return LATER_HEADER;
    }
  string_tag (imp, "Title", data, 180, 128);
  string_tag (imp, "Event", data, 692, 64);
  string_tag (imp, "Red", data, 1076, 64);
  string_tag (imp, "Black", data, 1300, 64);
  xq_import_set_result (imp, data[2076]);
  return CLASSIC_HEADER;
}

/* The game comment at *@at, moving *@at past it; FALSE when the data ends
 * inside it. */
static gboolean
read_game_comment (XqImport *imp, const guint8 *data, gsize len, gsize *at)
{
  guint32 n;

  if (len - *at < 4 || get_u32 (data + *at) == 0)
    {
      *at += 4;
      return TRUE;
    }
  if (len - *at < 8)
    return FALSE;
  n = get_u32 (data + *at + 4);
  if (n > len - *at - 8)
    return FALSE;
  xq_import_take_comment (imp, 0, xq_encoding_text_from_utf16le (data + *at + 8, n));
  *at += 8 + n;
  return TRUE;
}

/* The move records from @at in pre-order, up to the end record; FALSE when
 * the data ends inside one. */
static gboolean
read_moves (XqImport *imp, const guint8 *data, gsize len, gsize at, Layout layout,
            const char *name, gsize base, guint *n_warnings)
{
  g_autoptr(GArray) pending = g_array_new (FALSE, FALSE, sizeof (gint32));
  gint32 parent = 0;

  for (;;)
    {
      gsize offset = at;
      const guint8 *rec;
      g_autofree char *comment = NULL;
      gint32 node;

      if (at > len || len - at < 4)
        return FALSE;
      rec = data + at;
      at += 4;
      if (get_u32 (rec) == 0)
        {
          /* The end: normal after the last move; early otherwise. */
          if (parent != XQ_IMPORT_DEAD_NODE && xq_import_n_nodes (imp) > 1 && pending->len > 0)
            xq_import_warn (imp, _("%s: byte offset %llu: the moves end "
                                   "before all variations were read"),
                            name, (unsigned long long) (base + offset));
          return TRUE;
        }
      if (rec[0] & 4)
        {
          guint32 n;

          if (len - at < 4)
            return FALSE;
          n = get_u32 (data + at);
          at += 4;
          if (n > len - at)
            return FALSE;
          comment = xq_encoding_text_from_utf16le (data + at, n);
          at += n;
        }
      node = xq_import_add_record_move (imp, parent, record_square (layout, rec[2]),
                                        record_square (layout, rec[3]), name, base + offset,
                                        n_warnings);
      if (node >= 0)
        xq_import_take_comment (imp, node, g_steal_pointer (&comment));
      if (!xq_import_preorder_next (pending, &parent, node, !(rec[0] & 1), rec[0] & 2))
        return TRUE;
    }
}

XqImport *
xq_cbr_decode (const guint8 *data, gsize len, const char *filename, gsize base,
               GError **error)
{
  g_autoptr(XqImport) imp = NULL;
  g_autofree char *name = xq_import_display_name (filename);
  Layout layout;
  gsize at;
  guint n_warnings = 0;

  if (!detect_layout (data, len, name, base, &layout, error))
    return NULL;
  imp = xq_import_new ();
  at = read_header (imp, data, layout);
  if (read_game_comment (imp, data, len, &at)
      && read_moves (imp, data, len, at, layout, name, base, &n_warnings))
    {
      xq_import_warn_left_out (imp, name, n_warnings);
      return g_steal_pointer (&imp);
    }
  xq_import_warn (imp, _("%s: the data ends at byte offset %llu"
                         " inside a move record; the game is incomplete"),
                  name, (unsigned long long) (base + len));
  return g_steal_pointer (&imp);
}

/* ---- The compressed library (undocumented; worked out from one sample) ----
 *
 * "CCBridge", u32 version (21), u32 (1), u32 size, then a zlib stream that
 * inflates to size bytes: the library name (u32 length + GBK), more header
 * fields, then records: u32 record length (itself included), 32 piece
 * points (the XQF order; hex "xy" 1-based, y from the top; 0 = off the
 * board), 12 bytes, the title (u32 length + GBK), 16 bytes, two u32-length
 * strings (the sides' openings), u32 result (as in CBR), …, u32 move count
 * and 6-byte moves (u16 number from 1, from, to as 0-based hex "xy", two
 * bytes not needed), then one GBK comment line (CRLF) per move.  Each
 * record is a single line: variations are stored as records of their own.
 */

#define COMPRESSED_MAX (64u << 20)
#define MAX_LIBRARY_RECORDS 100000

static guint8 *
inflate_library (const guint8 *data, gsize len, gsize size, const char *name, GError **error)
{
  g_autoptr(GConverter) z = G_CONVERTER (g_zlib_decompressor_new (G_ZLIB_COMPRESSOR_FORMAT_ZLIB));
  g_autofree guint8 *out = g_malloc (size + 1);
  gsize in_at = 20, out_at = 0;

  while (out_at < size)
    {
      g_autoptr(GError) local = NULL;
      gsize read = 0, written = 0;
      GConverterResult r = g_converter_convert (z, data + in_at, len - in_at, out + out_at,
                                                size + 1 - out_at, G_CONVERTER_INPUT_AT_END,
                                                &read, &written, &local);

      in_at += read;
      out_at += written;
      if (r == G_CONVERTER_ERROR)
        {
          g_set_error (error, XQ_GAME_ERROR, XQ_GAME_ERROR_TRUNCATED,
                       _("%s: byte offset %llu: the compressed library "
                         "data is damaged (%s)"),
                       name, (unsigned long long) in_at, local->message);
          return NULL;
        }
      if (r == G_CONVERTER_FINISHED || (read == 0 && written == 0))
        break;
    }
  if (out_at != size)
    {
      g_set_error (error, XQ_GAME_ERROR, XQ_GAME_ERROR_TRUNCATED,
                   _("%s: the compressed library holds %llu"
                     " bytes where its header announces %llu"),
                   name, (unsigned long long) out_at, (unsigned long long) size);
      return NULL;
    }
  return g_steal_pointer (&out);
}

static gboolean
packed_point (guint8 v, gboolean one_based, int *sq)
{
  int x = v >> 4, y = v & 0x0F;

  if (one_based)
    {
      if (v == 0)
        {
          *sq = -1;
          return TRUE;
        }
      x--;
      y--;
    }
  if (x < 0 || x > 8 || y < 0 || y > 9)
    return FALSE;
  *sq = XQ_SQ (x, 9 - y);
  return TRUE;
}

/* TRUE when a record of @size bytes can start at @r: its length, points and
 * title length make sense. */
static gboolean
packed_record_plausible (const guint8 *r, gsize size)
{
  guint32 n, title;
  int sq;

  if (size < 56)
    return FALSE;
  n = get_u32 (r);
  if (n < 56 || n > size)
    return FALSE;
  for (guint i = 0; i < 32; i++)
    if (!packed_point (r[4 + i], TRUE, &sq))
      return FALSE;
  title = get_u32 (r + 48);
  return title <= n - 52;
}

/* The 32 pieces' points of a packed record at @r into @pos; FALSE when two
 * share a point. */
static gboolean
packed_start_position (const guint8 *r, XqPosition *pos)
{
  static const XqKind kinds[16] = {
    XQ_ROOK, XQ_HORSE, XQ_ELEPHANT, XQ_ADVISOR, XQ_KING, XQ_ADVISOR, XQ_ELEPHANT,
    XQ_HORSE, XQ_ROOK, XQ_CANNON, XQ_CANNON, XQ_PAWN, XQ_PAWN, XQ_PAWN, XQ_PAWN, XQ_PAWN,
  };

  xq_position_clear (pos);
  for (guint i = 0; i < 32; i++)
    {
      int sq = -1;

      packed_point (r[4 + i], TRUE, &sq);
      if (sq >= 0 && !xq_position_put (pos, sq, XQ_PIECE (i < 16 ? XQ_RED : XQ_BLACK, kinds[i % 16])))
        return FALSE;
    }
  return TRUE;
}

/* After the title: 16 bytes, two strings, then the result. */
static void
packed_result (XqImport *imp, const guint8 *r, gsize n, gsize at)
{
  at += 16;
  for (guint i = 0; i < 2 && at + 4 <= n; i++)
    {
      guint32 l = get_u32 (r + at);

      at = l <= n - at - 4 ? at + 4 + l : n;
    }
  if (at + 4 <= n)
    xq_import_set_result (imp, get_u32 (r + at));
}

/* The moves, searched from @from on: a count, then records numbered 1, 2, …
 * Returns the count (0 when none) and sets *@moves_at to the first. */
static guint32
packed_find_moves (const guint8 *r, gsize n, gsize from, gsize *moves_at)
{
  for (gsize q = from; q + 10 <= n; q++)
    {
      guint32 c = get_u32 (r + q);
      guint32 i;

      if (c == 0 || c > (n - q - 4) / 6)
        continue;
      for (i = 0; i < c; i++)
        {
          const guint8 *m = r + q + 4 + 6 * i;

          if ((guint32) (m[0] | m[1] << 8) != i + 1)
            break;
        }
      if (i == c)
        {
          *moves_at = q + 4;
          return c;
        }
    }
  return 0;
}

/* The @count moves at @moves, one line from the root; an impossible one
 * ends the game with a warning. */
static void
packed_add_moves (XqImport *imp, const guint8 *r, const guint8 *moves, guint32 count,
                  const char *name, gsize offset)
{
  gint32 node = 0;

  for (guint32 i = 0; i < count && node >= 0; i++)
    {
      const guint8 *m = moves + 6 * i;
      XqImportMoveStatus status = XQ_IMPORT_MOVE_BAD_SQUARE;
      int from = -1, to = -1;
      gint32 next = -1;

      if (packed_point (m[2], FALSE, &from) && packed_point (m[3], FALSE, &to))
        next = xq_import_add_move (imp, node, from, to, &status);
      if (next < 0)
        {
          char text[8];

          xq_import_move_text (from, to, text);
          xq_import_warn (imp, _("%s: byte offset %llu of the inflated data: "
                                 "impossible move %s (%s); the rest of the game was left out"),
                          name, (unsigned long long) (offset + (gsize) (m - r)), text,
                          xq_import_move_status_message (status));
          imp->n_dropped += count - i;
        }
      node = next;
    }
}

/* One comment line per move, from @p to @end. */
static void
packed_add_comments (XqImport *imp, const guint8 *p, const guint8 *end)
{
  gint32 target = 1;

  while (p < end && (guint) target < xq_import_n_nodes (imp))
    {
      const guint8 *eol = p;

      while (eol < end && !(eol[0] == '\r' && eol + 1 < end && eol[1] == '\n'))
        eol++;
      xq_import_take_comment (imp, target, xq_encoding_text_from_gbk (p, (gsize) (eol - p)));
      p = eol + 2;
      target++;
    }
}

static XqImport *
decode_packed_record (const guint8 *r, gsize n, const char *library, const char *name,
                      gsize offset)
{
  g_autoptr(XqImport) imp = xq_import_new ();
  g_autofree char *title = NULL;
  XqPosition pos;
  guint32 title_len = get_u32 (r + 48);
  gsize moves_at = 0;
  guint32 count;

  if (!packed_start_position (r, &pos))
    return NULL;
  xq_import_set_start_guess (imp, &pos);
  title = xq_encoding_text_from_gbk (r + 52, title_len);
  xq_import_set_tag (imp, "Title", title);
  xq_import_set_tag (imp, "Event", library);
  packed_result (imp, r, n, 52 + title_len);
  count = packed_find_moves (r, n, 52 + title_len, &moves_at);
  packed_add_moves (imp, r, r + moves_at, count, name, offset);
  if (count > 0)
    packed_add_comments (imp, r + moves_at + 6 * (gsize) count, r + n);
  return g_steal_pointer (&imp);
}

static void
header_truncated (const char *name, gsize len, GError **error)
{
  g_set_error (error, XQ_GAME_ERROR, XQ_GAME_ERROR_TRUNCATED,
               _("%s: the data ends at byte offset %llu"
                 ", inside the header of a CCBridge library"),
               name, (unsigned long long) len);
}

static GPtrArray *
decode_compressed (const guint8 *data, gsize len, const char *name, char **library_name,
                   GError **error)
{
  g_autoptr(GPtrArray) games = g_ptr_array_new_with_free_func ((GDestroyNotify) xq_import_free);
  g_autofree guint8 *u = NULL;
  g_autofree char *library = NULL;
  gsize size, start = 0, at;
  guint skipped = 0;

  if (len < 20)
    {
      header_truncated (name, len, error);
      return NULL;
    }
  size = get_u32 (data + 16);
  if (get_u32 (data + 8) != 21 || size < 64 || size > COMPRESSED_MAX)
    {
      g_set_error (error, XQ_GAME_ERROR, XQ_GAME_ERROR_UNKNOWN_FORMAT,
                   _("%s: byte offset 8: a CCBridge file of an unknown kind "
                     "(version %u, %u bytes of data)"),
                   name, get_u32 (data + 8), get_u32 (data + 16));
      return NULL;
    }
  u = inflate_library (data, len, size, name, error);
  if (u == NULL)
    return NULL;
  if (get_u32 (u) <= 64 && get_u32 (u) <= size - 4)
    library = xq_encoding_text_from_gbk (u + 4, get_u32 (u));
  /* The header's length varies: the records start where three records in
   * a row (or all the rest) look right. */
  for (gsize p = 4; p < MIN (size, 4096) && start == 0; p++)
    {
      gsize q = p;
      guint ok = 0;

      while (ok < 3 && q < size && packed_record_plausible (u + q, size - q))
        {
          q += get_u32 (u + q);
          ok++;
        }
      if (ok == 3 || (ok > 0 && q == size))
        start = p;
    }
  if (start == 0)
    {
      g_set_error (error, XQ_GAME_ERROR, XQ_GAME_ERROR_NO_GAME,
                   _("%s: no game records found in the compressed CCBridge library"), name);
      return NULL;
    }
  for (at = start; at < size && games->len + skipped < MAX_LIBRARY_RECORDS;)
    {
      XqImport *imp;
      guint32 n;

      if (!packed_record_plausible (u + at, size - at))
        break;
      n = get_u32 (u + at);
      imp = decode_packed_record (u + at, n, library, name, at);
      if (imp != NULL)
        g_ptr_array_add (games, imp);
      else
        skipped++;
      at += n;
    }
  if (games->len == 0)
    {
      g_set_error (error, XQ_GAME_ERROR, XQ_GAME_ERROR_NO_GAME,
                   _("%s: no readable game in this CCBridge library"), name);
      return NULL;
    }
  if (at < size || skipped > 0)
    xq_import_warn (games->pdata[0],
                    _("%s: %u records could not be read and the data after byte offset %llu"
                      " of the inflated library was left out"),
                    name, skipped, (unsigned long long) at);
  if (library_name != NULL)
    *library_name = g_steal_pointer (&library);
  return g_steal_pointer (&games);
}

static gsize
slots_offset (guint32 count)
{
  if (count <= 128)
    return 101952;
  if (count <= 256)
    return 137280;
  if (count <= 384)
    return 151080;
  if (count <= 512)
    return 207936;
  return 349248;
}

static const guint8 *
find_magic (const guint8 *data, gsize len, gsize from)
{
  for (gsize i = from; i + 16 <= len; i++)
    {
      const guint8 *p = memchr (data + i, 'C', len - 16 - i + 1);

      if (p == NULL)
        return NULL;
      i = (gsize) (p - data);
      if (memcmp (p, XQ_CBR_MAGIC, 16) == 0)
        return p;
    }
  return NULL;
}

GPtrArray *
xq_cbl_decode (const guint8 *data, gsize len, const char *filename,
               guint *n_skipped, char **library_name, GError **error)
{
  g_autoptr(GPtrArray) games = g_ptr_array_new_with_free_func ((GDestroyNotify) xq_import_free);
  g_autofree char *name = xq_import_display_name (filename);
  const guint8 *first;
  guint skipped = 0;
  guint32 count;
  gsize start;

  if (n_skipped != NULL)
    *n_skipped = 0;
  if (library_name != NULL)
    *library_name = NULL;
  if (len >= 8 && memcmp (data, "CCBridge", 8) == 0 && !xq_cbl_sniff (data, len)
      && !xq_cbr_sniff (data, len))
    {
      GPtrArray *result = decode_compressed (data, len, name, library_name, error);

      if (n_skipped != NULL)
        *n_skipped = 0;
      return result;
    }
  if (!xq_cbl_sniff (data, len))
    {
      g_set_error (error, XQ_GAME_ERROR, XQ_GAME_ERROR_UNKNOWN_FORMAT,
                   _("%s: byte offset 0: not a CCBridge library (expected “CCBridgeLibrary”)"),
                   name);
      return NULL;
    }
  if (len < 576)
    {
      header_truncated (name, len, error);
      return NULL;
    }
  count = get_u32 (data + 60);
  if (library_name != NULL)
    *library_name = xq_encoding_text_from_utf16le (data + 64, 512);
  start = slots_offset (count);
  first = start < len ? find_magic (data, len, start) : NULL;
  if (first == NULL)
    first = find_magic (data, len, 576);
  for (gsize at = first != NULL ? (gsize) (first - data) : len;
       at < len && len - at >= 16;
       at += XQ_CBL_RECORD_SIZE)
    {
      g_autoptr(GError) local = NULL;
      XqImport *imp;

      if (!xq_cbr_sniff (data + at, len - at))
        continue;
      /* No game limit here: a file of at most 64 MiB holds at most
       * 16,384 records of XQ_CBL_RECORD_SIZE bytes. */
      imp = xq_cbr_decode (data + at, len - at, filename, at, &local);
      if (imp == NULL)
        {
          skipped++;
          g_debug ("%s", local->message);
          continue;
        }
      xq_import_compact (imp);
      g_ptr_array_add (games, imp);
    }
  if (n_skipped != NULL)
    *n_skipped = skipped;
  if (games->len == 0)
    {
      g_set_error (error, XQ_GAME_ERROR, XQ_GAME_ERROR_NO_GAME,
                   _("%s: no readable game in this CCBridge library (%u announced)"),
                   name, count);
      return NULL;
    }
  return g_steal_pointer (&games);
}

GPtrArray *
xq_cbr_read (GBytes *data, const char *filename, GError **error)
{
  g_autoptr(XqImport) imp = NULL;
  gsize len = 0;
  const guint8 *bytes = g_bytes_get_data (data, &len);
  GPtrArray *games;

  if (bytes == NULL)
    bytes = (const guint8 *) "";
  imp = xq_cbr_decode (bytes, len, filename, 0, error);
  if (imp == NULL)
    return NULL;
  games = g_ptr_array_new_with_free_func (g_object_unref);
  g_ptr_array_add (games, xq_import_to_game (imp, "CBR", "UTF-16LE"));
  return games;
}

GPtrArray *
xq_cbl_read (GBytes *data, const char *filename, GError **error)
{
  g_autoptr(GPtrArray) imports = NULL;
  g_autofree char *library = NULL;
  gsize len = 0;
  const guint8 *bytes = g_bytes_get_data (data, &len);
  GPtrArray *games;
  guint skipped = 0;

  if (bytes == NULL)
    bytes = (const guint8 *) "";
  imports = xq_cbl_decode (bytes, len, filename, &skipped, &library, error);
  if (imports == NULL)
    return NULL;
  games = g_ptr_array_new_with_free_func (g_object_unref);
  for (guint i = 0; i < imports->len; i++)
    {
      XqImport *imp = imports->pdata[i];

      if (library != NULL && xq_import_get_tag (imp, "Event") == NULL)
        xq_import_set_tag (imp, "Event", library);
      if (i == 0 && skipped > 0)
        {
          g_autofree char *name = xq_import_display_name (filename);

          xq_import_warn (imp, _("%s: %u records of this library hold no board (text only) "
                            "or could not be read; they were left out"),
                          name, skipped);
        }
      g_ptr_array_add (games, xq_import_to_game (imp, "CBL",
                                                 xq_cbl_sniff (bytes, len) ? "UTF-16LE" : "GBK"));
      xq_import_free (g_steal_pointer (&imports->pdata[i]));
    }
  return games;
}
