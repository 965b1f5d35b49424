/* xq-fuzz-targets.c — one entry point per parser, fed arbitrary bytes
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each target checks the contract of what it calls, not only that it does
 * not crash: a reader returns games or an error, never both or neither; a
 * position read from a FEN writes back to a FEN that reads the same; a move
 * read in a notation writes back to text that reads as the same move.  A
 * broken contract aborts, which libFuzzer and the replay test report.
 */
#include "xq-fuzz-targets.h"

#include <stdio.h>
#include <string.h>

#include <glib.h>

#include "xq-encoding.h"
#include "xq-fen.h"
#include "xq-game-format.h"
#include "xq-movegen.h"
#include "xq-notation.h"
#include "xq-pgn.h"
#include "xq-sniff.h"
#include "xq-uci.h"

/* The bytes as a NUL-terminated string (cut at the first NUL). */
static char *
dup_text (const uint8_t *data, size_t size)
{
  return g_strndup ((const char *) data, size);
}

/* ---- Positions and moves ---------------------------------------------------------- */

static void
fuzz_fen (const uint8_t *data, size_t size)
{
  g_autofree char *text = dup_text (data, size);
  XqPosition pos, again;
  char fen[XQ_FEN_MAX];
  size_t at = 0;
  unsigned impossible = 0;

  if (xq_position_from_fen (&pos, text, &at) == XQ_FEN_OK)
    {
      g_assert_cmpuint (xq_position_to_fen (&pos, fen, sizeof fen), >, 0);
      g_assert_cmpint (xq_position_from_fen (&again, fen, &at), ==, XQ_FEN_OK);
      g_assert_true (memcmp (pos.board, again.board, sizeof pos.board) == 0);
      g_assert_cmpint (pos.side, ==, again.side);
    }
  else
    g_assert_cmpuint (at, <=, strlen (text));
  if (xq_position_from_fen_lenient (&pos, text, &at, &impossible) == XQ_FEN_OK)
    {
      XqMove moves[XQ_MAX_MOVES];
      xq_position_to_fen (&pos, fen, sizeof fen);
      xq_generate_legal (&pos, moves, XQ_MAX_MOVES);
    }
}

/* Positions the notation targets read moves in (the first byte chooses):
 * the start, a middle game, and soldiers several on a file and on two
 * files for each side (the tandem forms of §7). */
static const char *const notation_positions[] = {
  "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w",
  "r1bakab1r/9/1cn4c1/p1p1p1p1p/9/2P6/P3P1P1P/1C2B2C1/9/RN1AKABNR b",
  "4k4/9/9/2P1P4/4P4/2P1P4/9/9/9/3K5 w",
  "3k5/9/9/9/9/2p1p4/2p1p4/4p4/9/4K4 b",
  "2ba1k3/4a4/4b4/R1r6/2C6/2c6/9/3AB4/4A4/2BK2R2 w",
};

static void
fuzz_notation (const uint8_t *data, size_t size, XqNotation notation)
{
  XqPosition pos;
  XqMove m = XQ_MOVE_NONE, again = XQ_MOVE_NONE;
  size_t at = 0;
  char buf[XQ_MOVE_TEXT_MAX];

  if (size == 0)
    return;
  g_assert_cmpint (xq_position_from_fen (&pos, notation_positions[data[0] % G_N_ELEMENTS (notation_positions)], NULL), ==, XQ_FEN_OK);
  g_autofree char *text = dup_text (data + 1, size - 1);
  if (xq_move_parse (&pos, text, notation, &m, &at) != XQ_PARSE_OK)
    {
      g_assert_cmpuint (at, <=, strlen (text));
      return;
    }
  g_assert_true (xq_position_is_legal_move (&pos, m));
  if (notation == XQ_NOTATION_ANY)
    return;
  g_assert_cmpuint (xq_move_format (&pos, m, notation, 0, buf, sizeof buf), >, 0);
  g_assert_cmpint (xq_move_parse (&pos, buf, notation, &again, NULL), ==, XQ_PARSE_OK);
  g_assert_cmpuint (m, ==, again);
}

#define NOTATION_TARGET(fn, notation) \
  static void fn (const uint8_t *data, size_t size) { fuzz_notation (data, size, notation); }

NOTATION_TARGET (fuzz_iccs, XQ_NOTATION_ICCS)
NOTATION_TARGET (fuzz_wxf, XQ_NOTATION_WXF)
NOTATION_TARGET (fuzz_chinese, XQ_NOTATION_CHINESE)
NOTATION_TARGET (fuzz_any_notation, XQ_NOTATION_ANY)

/* ---- Game files ------------------------------------------------------------------- */

/* Reads @data as @format (UNKNOWN: detects it, as opening a file does) and
 * writes what it read as PGN, which walks every tree it built. */
static void
fuzz_reader (const uint8_t *data, size_t size, XqGameFormat format, const char *filename)
{
  g_autoptr (GBytes) bytes = g_bytes_new_static (data, size);
  g_autoptr (GError) error = NULL;
  g_autoptr (GPtrArray) games = NULL;

  if (format == XQ_GAME_FORMAT_UNKNOWN)
    games = xq_game_load_bytes (bytes, filename, NULL, &error);
  else
    games = xq_game_format_get_reader (format) (bytes, filename, &error);
  g_assert_true ((games == NULL) != (error == NULL));
  if (games == NULL)
    {
      g_assert_true (g_utf8_validate (error->message, -1, NULL));
      return;
    }
  g_assert_cmpuint (games->len, >, 0);
  g_autofree char *pgn = xq_pgn_write_games (games, XQ_NOTATION_CHINESE, 0);
  g_assert_nonnull (pgn);
}

#define READER_TARGET(fn, format, filename) \
  static void fn (const uint8_t *data, size_t size) { fuzz_reader (data, size, format, filename); }

READER_TARGET (fuzz_pgn, XQ_GAME_FORMAT_PGN, "fuzz.pgn")
READER_TARGET (fuzz_fen_file, XQ_GAME_FORMAT_FEN, "fuzz.fen")
READER_TARGET (fuzz_wxf_file, XQ_GAME_FORMAT_WXF, "fuzz.wxf")
READER_TARGET (fuzz_text, XQ_GAME_FORMAT_TEXT, "fuzz.txt")
READER_TARGET (fuzz_xqf, XQ_GAME_FORMAT_XQF, "fuzz.xqf")
READER_TARGET (fuzz_dhtmlxq, XQ_GAME_FORMAT_DHTMLXQ, "fuzz.txt")
READER_TARGET (fuzz_cbr, XQ_GAME_FORMAT_CBR, "fuzz.cbr")
READER_TARGET (fuzz_cbl, XQ_GAME_FORMAT_CBL, "fuzz.cbl")
READER_TARGET (fuzz_cbf, XQ_GAME_FORMAT_CBF, "fuzz.cbf")
READER_TARGET (fuzz_pfc, XQ_GAME_FORMAT_PFC, "fuzz.pfc")
READER_TARGET (fuzz_load, XQ_GAME_FORMAT_UNKNOWN, NULL)

/* ---- Encodings -------------------------------------------------------------------- */

static void
fuzz_encoding (const uint8_t *data, size_t size)
{
  static const char *const names[] = { "a.pgn", "a.xqf", "a.cbr", "a.cbl", "a.fen", "a.txt", NULL };
  g_autoptr (GBytes) bytes = g_bytes_new_static (data, size);
  g_autoptr (GError) error = NULL;
  const char *encoding = NULL;
  gsize len = 0;
  g_autofree char *utf8 = xq_encoding_to_utf8 ((const char *) data, size, &encoding, &len, &error);

  g_assert_true ((utf8 == NULL) != (error == NULL));
  if (utf8 != NULL)
    {
      g_assert_true (g_utf8_validate (utf8, (gssize) len, NULL));
      g_assert_nonnull (encoding);
      g_free (xq_encoding_from_utf8 (utf8, "GBK", &len, NULL));
      g_free (xq_encoding_from_utf8 (utf8, "BIG5", &len, NULL));
    }
  g_free (xq_encoding_text_from_gbk (data, size));
  g_free (xq_encoding_text_from_utf16le (data, size));
  xq_sniff_contains (data, size, "[DhtmlXQ", 1 << 20);
  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    xq_game_format_detect (bytes, names[i]);
}

/* ---- The engine's protocols ------------------------------------------------------- */

/* Runs the protocol loop on the bytes as commands.  Two rewrites keep one
 * input bounded in time and memory, and change nothing else of the line:
 * every "go" gets " depth 1 nodes 256" after its own limits (the last one
 * read wins; "go infinite" or "go ponder" are stopped by the next command
 * or the end of input), and "setoption" lines that name the hash are left
 * out (a 4 GiB table is a valid request that no fuzzer can afford). */
static void
fuzz_protocol (const uint8_t *data, size_t size, XqProtocol protocol)
{
  /* Longer lines are split by the loop's own reader (64 KiB), which these
   * rewrites, made on whole lines, do not see. */
  if (size > 60000)
    return;
  g_autofree char *text = dup_text (data, size);
  g_autoptr (GString) input = g_string_sized_new (size + 64);
  g_auto (GStrv) lines = g_strsplit (text, "\n", -1);

  for (guint i = 0; lines[i] != NULL; i++)
    {
      const char *line = lines[i];
      g_autofree char *lower = g_ascii_strdown (line, -1);
      const char *cmd = g_strchug (lower);

      if (g_str_has_prefix (cmd, "setoption") && strstr (cmd, "hash") != NULL)
        continue;
      g_string_append (input, line);
      if (g_str_has_prefix (cmd, "go") && (cmd[2] == '\0' || g_ascii_isspace (cmd[2])))
        g_string_append (input, " depth 1 nodes 256");
      g_string_append_c (input, '\n');
    }
  FILE *in = fmemopen (input->str, input->len ? input->len : 1, "r");
  FILE *out = fopen ("/dev/null", "w");
  g_assert_nonnull (in);
  g_assert_nonnull (out);
  xq_uci_run (in, out, protocol);
  fclose (in);
  fclose (out);
}

#define PROTOCOL_TARGET(fn, protocol) \
  static void fn (const uint8_t *data, size_t size) { fuzz_protocol (data, size, protocol); }

PROTOCOL_TARGET (fuzz_uci, XQ_PROTOCOL_UCI)
PROTOCOL_TARGET (fuzz_ucci, XQ_PROTOCOL_UCCI)

/* ---- The table ---------------------------------------------------------------------- */

const XqFuzzTarget xq_fuzz_targets[] = {
  { "fen", fuzz_fen },
  { "iccs", fuzz_iccs },
  { "wxf", fuzz_wxf },
  { "chinese", fuzz_chinese },
  { "notation", fuzz_any_notation },
  { "pgn", fuzz_pgn },
  { "fen-file", fuzz_fen_file },
  { "wxf-file", fuzz_wxf_file },
  { "text", fuzz_text },
  { "xqf", fuzz_xqf },
  { "dhtmlxq", fuzz_dhtmlxq },
  { "cbr", fuzz_cbr },
  { "cbl", fuzz_cbl },
  { "cbf", fuzz_cbf },
  { "pfc", fuzz_pfc },
  { "load", fuzz_load },
  { "encoding", fuzz_encoding },
  { "uci", fuzz_uci },
  { "ucci", fuzz_ucci },
  { NULL, NULL },
};

const XqFuzzTarget *
xq_fuzz_target_find (const char *name)
{
  for (const XqFuzzTarget *t = xq_fuzz_targets; t->name != NULL; t++)
    if (strcmp (t->name, name) == 0)
      return t;
  return NULL;
}
