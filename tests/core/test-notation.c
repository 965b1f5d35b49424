/* test-notation.c — move notation: ICCS, WXF, Chinese (RULES §7)
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib.h>
#include <string.h>

#include "xq-fen.h"
#include "xq-movegen.h"
#include "xq-notation.h"

/* ------------------------------------------------------------------------ */
/* Round trip over the perft positions and their successors                 */

typedef struct
{
  XqNotation notation;
  unsigned flags;
  const char *name;
} Style;

/* Every notation that can be read back. */
static const Style round_trip_styles[] = {
  { XQ_NOTATION_ICCS, 0, "ICCS" },
  { XQ_NOTATION_ICCS_DASH, 0, "ICCS dash" },
  { XQ_NOTATION_WXF, 0, "WXF" },
  { XQ_NOTATION_CHINESE, 0, "Chinese" },
  { XQ_NOTATION_CHINESE, XQ_NOTATION_TRADITIONAL, "Chinese traditional" },
  { XQ_NOTATION_CHINESE, XQ_NOTATION_ASCII_DIGITS, "Chinese ASCII digits" },
  { XQ_NOTATION_CHINESE, XQ_NOTATION_TRADITIONAL | XQ_NOTATION_ASCII_DIGITS,
    "Chinese traditional ASCII digits" },
};

typedef struct
{
  guint64 positions;
  guint64 moves;
} RoundTripStats;

static void
check_position_round_trip (const XqPosition *pos, RoundTripStats *stats)
{
  XqMove moves[XQ_MAX_MOVES];
  size_t n = xq_generate_legal (pos, moves, XQ_MAX_MOVES);
  char text[XQ_MAX_MOVES][XQ_MOVE_TEXT_MAX];

  stats->positions++;
  stats->moves += n;
  for (size_t s = 0; s < G_N_ELEMENTS (round_trip_styles); s++)
    {
      const Style *st = &round_trip_styles[s];
      for (size_t i = 0; i < n; i++)
        {
          size_t len = xq_move_format (pos, moves[i], st->notation, st->flags,
                                       text[i], sizeof text[i]);
          g_assert_cmpuint (len, >, 0);
          g_assert_cmpuint (len, ==, strlen (text[i]));
          g_assert_true (g_utf8_validate (text[i], -1, NULL));

          XqMove back = XQ_MOVE_NONE;
          size_t off = 0;
          XqParseStatus ps = xq_move_parse_among (pos, moves, n, text[i], st->notation,
                                                  &back, &off);
          if (ps != XQ_PARSE_OK || back != moves[i])
            {
              char fen[128];
              xq_position_to_fen (pos, fen, sizeof fen);
              g_error ("%s: '%s' in %s read back as status %d move %d-%d (was %d-%d)",
                       st->name, text[i], fen, ps, XQ_MOVE_FROM (back), XQ_MOVE_TO (back),
                       XQ_MOVE_FROM (moves[i]), XQ_MOVE_TO (moves[i]));
            }
          /* and through the "any notation" reader */
          back = XQ_MOVE_NONE;
          ps = xq_move_parse_among (pos, moves, n, text[i], XQ_NOTATION_ANY, &back, &off);
          g_assert_cmpint (ps, ==, XQ_PARSE_OK);
          g_assert_cmpuint (back, ==, moves[i]);
        }
      /* unique among the position's moves */
      for (size_t i = 0; i < n; i++)
        for (size_t j = i + 1; j < n; j++)
          if (strcmp (text[i], text[j]) == 0)
            {
              char fen[128];
              xq_position_to_fen (pos, fen, sizeof fen);
              g_error ("%s: two moves written '%s' in %s", st->name, text[i], fen);
            }
    }
}

static void
round_trip_tree (XqPosition *pos, int plies, RoundTripStats *stats)
{
  check_position_round_trip (pos, stats);
  if (plies == 0)
    return;
  XqMove moves[XQ_MAX_MOVES];
  size_t n = xq_generate_legal (pos, moves, XQ_MAX_MOVES);
  for (size_t i = 0; i < n; i++)
    {
      XqUndo u;
      xq_position_make_move (pos, moves[i], &u);
      round_trip_tree (pos, plies - 1, stats);
      xq_position_unmake_move (pos, &u);
    }
}

static void
test_round_trip (gconstpointer data)
{
  const char *fen = data;
  XqPosition pos;
  RoundTripStats stats = { 0, 0 };

  g_assert_cmpint (xq_position_from_fen (&pos, fen, NULL), ==, XQ_FEN_OK);
  round_trip_tree (&pos, g_test_slow () ? 3 : 2, &stats);
  g_test_message ("%" G_GUINT64_FORMAT " positions, %" G_GUINT64_FORMAT " moves",
                  stats.positions, stats.moves);
}

static void
add_round_trip_tests (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "..", "data", "perft.epd", NULL);
  g_autofree char *text = NULL;
  g_autoptr (GError) error = NULL;

  if (!g_file_get_contents (path, &text, NULL, &error))
    {
      /* G_TEST_SRCDIR may point at tests/core or at tests/ */
      g_clear_pointer (&path, g_free);
      g_clear_error (&error);
      path = g_test_build_filename (G_TEST_DIST, "data", "perft.epd", NULL);
      if (!g_file_get_contents (path, &text, NULL, &error))
        g_error ("%s", error->message);
    }

  g_auto (GStrv) lines = g_strsplit (text, "\n", -1);
  int line_no = 0;
  for (char **l = lines; *l; l++)
    {
      line_no++;
      if (**l == '#' || g_strstrip (*l)[0] == '\0')
        continue;
      g_auto (GStrv) fields = g_strsplit (*l, ";", 2);
      /* The strings live as long as the test program. */
      char *fen = g_strdup (g_strstrip (fields[0]));
      char *name = g_strdup_printf ("/core/notation/round-trip/perft-line-%d", line_no);
      g_test_add_data_func_full (name, fen, test_round_trip, g_free);
      g_free (name);
    }
}

/* ------------------------------------------------------------------------ */
/* Hand-written cases                                                        */

typedef struct
{
  const char *fen;   /* NULL: start position */
  const char *text;  /* what is read */
  XqNotation notation;
  XqParseStatus status;
  const char *iccs;  /* the move it must mean (for XQ_PARSE_OK) */
} ParseCase;

#define START NULL
/* Red: two chariots on file 5 (e0 rear, e2 front). */
#define TANDEM_ROOKS "3k5/9/9/9/9/9/9/4R4/9/4RK3 w - - 0 1"
/* Black: two chariots on black's file 5 (e9 rear, e7 front). */
#define TANDEM_ROOKS_BLACK "4rk3/9/4r4/9/9/9/9/9/9/3K5 b - - 0 1"
/* Red: three soldiers on file 5 (e5, e6, e7). */
#define THREE_PAWNS "5k3/9/4P4/4P4/4P4/9/9/9/9/3K5 w - - 0 1"
/* Red: four soldiers on file 5 (e5..e8). */
#define FOUR_PAWNS "5k3/4P4/4P4/4P4/4P4/9/9/9/9/3K5 w - - 0 1"
/* Red: five soldiers on file 9 (a5..a9). */
#define FIVE_PAWNS "P3k4/P8/P8/P8/P8/9/9/9/9/3K5 w - - 0 1"
/* Red: three soldiers on file 3 (g5..g7) and two on file 7 (c5, c6). */
#define TWO_FILES "4k4/9/6P2/2P3P2/2P3P2/9/9/9/9/3K5 w - - 0 1"
/* Red: two soldiers on file 7 (c5, c6) and two on file 5 (e5, e6). */
#define TWO_FILES_22 "5k3/9/9/2P1P4/2P1P4/9/9/9/9/3K5 w - - 0 1"
/* Black: two soldiers on black's file 3 (c3 front, c4) and three on file 7
 * (g2 front, g3, g4): numbered from black's right (file a), front first. */
#define TWO_FILES_BLACK "4k4/9/9/9/9/2p3p2/2p3p2/6p2/9/3K5 b - - 0 1"
/* Black: three soldiers on black's file 5 (e4, e3, e2; front is e2). */
#define THREE_PAWNS_BLACK "3k5/9/9/9/9/4p4/4p4/4p4/9/5K3 b - - 0 1"
/* Red: two advisors on file 6 (d0 and d2). */
#define TANDEM_ADVISORS "5k3/9/9/9/9/9/9/3A5/9/3AK4 w - - 0 1"
/* After 1. 炮二平五 */
#define AFTER_C25 "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 1 1"

static const ParseCase parse_cases[] = {
  /* ICCS both ways, any case, dash optional */
  { START, "h2e2", XQ_NOTATION_ICCS, XQ_PARSE_OK, "h2e2" },
  { START, "H2-E2", XQ_NOTATION_ICCS_DASH, XQ_PARSE_OK, "h2e2" },
  { START, "H2E2", XQ_NOTATION_ICCS, XQ_PARSE_OK, "h2e2" },
  { START, "h2-e2", XQ_NOTATION_ICCS, XQ_PARSE_OK, "h2e2" },
  { START, "  h2e2\t", XQ_NOTATION_ANY, XQ_PARSE_OK, "h2e2" },
  { START, "h2h8", XQ_NOTATION_ICCS, XQ_PARSE_NO_MATCH, NULL },
  { START, "h2e", XQ_NOTATION_ICCS, XQ_PARSE_SYNTAX, NULL },
  { START, "j2e2", XQ_NOTATION_ICCS, XQ_PARSE_SYNTAX, NULL },

  /* RULES §7 examples */
  { START, "炮二平五", XQ_NOTATION_CHINESE, XQ_PARSE_OK, "h2e2" },
  { AFTER_C25, "马8进7", XQ_NOTATION_CHINESE, XQ_PARSE_OK, "h9g7" },
  { AFTER_C25, "马８进７", XQ_NOTATION_CHINESE, XQ_PARSE_OK, "h9g7" },
  { AFTER_C25, "马八进七", XQ_NOTATION_CHINESE, XQ_PARSE_OK, "h9g7" },
  { TANDEM_ROOKS, "前车进一", XQ_NOTATION_CHINESE, XQ_PARSE_OK, "e2e3" },

  /* WXF basics */
  { START, "C2.5", XQ_NOTATION_WXF, XQ_PARSE_OK, "h2e2" },
  { START, "C2=5", XQ_NOTATION_WXF, XQ_PARSE_OK, "h2e2" },
  { START, "c2.5", XQ_NOTATION_WXF, XQ_PARSE_OK, "h2e2" },
  { START, "C25", XQ_NOTATION_WXF, XQ_PARSE_OK, "h2e2" },
  { START, "Ｃ２＝５", XQ_NOTATION_WXF, XQ_PARSE_OK, "h2e2" },
  { START, "H8+7", XQ_NOTATION_WXF, XQ_PARSE_OK, "b0c2" },
  { START, "N8+7", XQ_NOTATION_WXF, XQ_PARSE_OK, "b0c2" },
  { START, "E3+5", XQ_NOTATION_WXF, XQ_PARSE_OK, "g0e2" },
  { START, "B3+5", XQ_NOTATION_WXF, XQ_PARSE_OK, "g0e2" },
  { START, "K5+1", XQ_NOTATION_WXF, XQ_PARSE_OK, "e0e1" },
  { AFTER_C25, "H8+7", XQ_NOTATION_WXF, XQ_PARSE_OK, "h9g7" },
  { AFTER_C25, "h2+3", XQ_NOTATION_WXF, XQ_PARSE_OK, "b9c7" },
  { AFTER_C25, "C8.5", XQ_NOTATION_WXF, XQ_PARSE_OK, "h7e7" },
  { START, "C2.2", XQ_NOTATION_WXF, XQ_PARSE_NO_MATCH, NULL },
  { START, "C2+9", XQ_NOTATION_WXF, XQ_PARSE_NO_MATCH, NULL },
  { START, "X2.5", XQ_NOTATION_WXF, XQ_PARSE_SYNTAX, NULL },
  { START, "C2*5", XQ_NOTATION_WXF, XQ_PARSE_SYNTAX, NULL },
  { START, "C2.5x", XQ_NOTATION_WXF, XQ_PARSE_SYNTAX, NULL },
  { START, "C0.5", XQ_NOTATION_WXF, XQ_PARSE_SYNTAX, NULL },

  /* Tandem pieces */
  { TANDEM_ROOKS, "R+.3", XQ_NOTATION_WXF, XQ_PARSE_OK, "e2g2" },
  { TANDEM_ROOKS, "+R.3", XQ_NOTATION_WXF, XQ_PARSE_OK, "e2g2" },
  { TANDEM_ROOKS, "R+=3", XQ_NOTATION_WXF, XQ_PARSE_OK, "e2g2" },
  { TANDEM_ROOKS, "Ｒ＋．３", XQ_NOTATION_WXF, XQ_PARSE_OK, "e2g2" },
  { TANDEM_ROOKS, "R-.6", XQ_NOTATION_WXF, XQ_PARSE_OK, "e0d0" },
  { TANDEM_ROOKS, "-R.6", XQ_NOTATION_WXF, XQ_PARSE_OK, "e0d0" },
  { TANDEM_ROOKS, "R-+1", XQ_NOTATION_WXF, XQ_PARSE_OK, "e0e1" },
  { TANDEM_ROOKS, "R++1", XQ_NOTATION_WXF, XQ_PARSE_OK, "e2e3" },
  { TANDEM_ROOKS, "R5+1", XQ_NOTATION_WXF, XQ_PARSE_AMBIGUOUS, NULL },
  { TANDEM_ROOKS, "R5.3", XQ_NOTATION_WXF, XQ_PARSE_OK, "e2g2" },
  { TANDEM_ROOKS, "R-.3", XQ_NOTATION_WXF, XQ_PARSE_NO_MATCH, NULL },
  { TANDEM_ROOKS, "前车平三", XQ_NOTATION_CHINESE, XQ_PARSE_OK, "e2g2" },
  { TANDEM_ROOKS, "车前平三", XQ_NOTATION_CHINESE, XQ_PARSE_OK, "e2g2" },
  { TANDEM_ROOKS, "后车平六", XQ_NOTATION_CHINESE, XQ_PARSE_OK, "e0d0" },
  { TANDEM_ROOKS, "後俥平六", XQ_NOTATION_CHINESE, XQ_PARSE_OK, "e0d0" },
  { TANDEM_ROOKS, "車後進一", XQ_NOTATION_CHINESE, XQ_PARSE_OK, "e0e1" },
  { TANDEM_ROOKS, "车五进一", XQ_NOTATION_CHINESE, XQ_PARSE_AMBIGUOUS, NULL },
  { TANDEM_ROOKS_BLACK, "前车进1", XQ_NOTATION_CHINESE, XQ_PARSE_OK, "e7e6" },
  { TANDEM_ROOKS_BLACK, "后车平４", XQ_NOTATION_CHINESE, XQ_PARSE_OK, "e9d9" },
  { TANDEM_ROOKS_BLACK, "R+.4", XQ_NOTATION_WXF, XQ_PARSE_OK, "e7d7" },
  { TANDEM_ROOKS_BLACK, "r-+1", XQ_NOTATION_WXF, XQ_PARSE_OK, "e9e8" },
  { TANDEM_ADVISORS, "A6+5", XQ_NOTATION_WXF, XQ_PARSE_OK, "d0e1" },
  { TANDEM_ADVISORS, "A6-5", XQ_NOTATION_WXF, XQ_PARSE_OK, "d2e1" },
  { TANDEM_ADVISORS, "A-+5", XQ_NOTATION_WXF, XQ_PARSE_OK, "d0e1" },
  { TANDEM_ADVISORS, "A+-5", XQ_NOTATION_WXF, XQ_PARSE_OK, "d2e1" },
  { TANDEM_ADVISORS, "A6.5", XQ_NOTATION_WXF, XQ_PARSE_NO_MATCH, NULL },
  { TANDEM_ADVISORS, "仕六进五", XQ_NOTATION_CHINESE, XQ_PARSE_OK, "d0e1" },
  { TANDEM_ADVISORS, "前仕退五", XQ_NOTATION_CHINESE, XQ_PARSE_OK, "d2e1" },

  /* Three soldiers on a file */
  { THREE_PAWNS, "P+.4", XQ_NOTATION_WXF, XQ_PARSE_OK, "e7f7" },
  { THREE_PAWNS, "P5.4", XQ_NOTATION_WXF, XQ_PARSE_OK, "e6f6" },
  { THREE_PAWNS, "P-.4", XQ_NOTATION_WXF, XQ_PARSE_OK, "e5f5" },
  { THREE_PAWNS, "前兵平四", XQ_NOTATION_CHINESE, XQ_PARSE_OK, "e7f7" },
  { THREE_PAWNS, "中兵平四", XQ_NOTATION_CHINESE, XQ_PARSE_OK, "e6f6" },
  { THREE_PAWNS, "后兵平四", XQ_NOTATION_CHINESE, XQ_PARSE_OK, "e5f5" },
  { THREE_PAWNS, "二兵平四", XQ_NOTATION_CHINESE, XQ_PARSE_OK, "e6f6" },
  { THREE_PAWNS, "兵五平四", XQ_NOTATION_CHINESE, XQ_PARSE_AMBIGUOUS, NULL },
  { THREE_PAWNS_BLACK, "前卒平6", XQ_NOTATION_CHINESE, XQ_PARSE_OK, "e2f2" },
  { THREE_PAWNS_BLACK, "中卒平６", XQ_NOTATION_CHINESE, XQ_PARSE_OK, "e3f3" },
  { THREE_PAWNS_BLACK, "後卒進１", XQ_NOTATION_CHINESE, XQ_PARSE_NO_MATCH, NULL },
  { THREE_PAWNS_BLACK, "P5.6", XQ_NOTATION_WXF, XQ_PARSE_OK, "e3f3" },
  { THREE_PAWNS_BLACK, "P-.4", XQ_NOTATION_WXF, XQ_PARSE_OK, "e4d4" },

  /* Four soldiers on a file */
  { FOUR_PAWNS, "++.4", XQ_NOTATION_WXF, XQ_PARSE_OK, "e8f8" },
  { FOUR_PAWNS, "P+.4", XQ_NOTATION_WXF, XQ_PARSE_OK, "e7f7" },
  { FOUR_PAWNS, "P-.4", XQ_NOTATION_WXF, XQ_PARSE_OK, "e6f6" },
  { FOUR_PAWNS, "--.4", XQ_NOTATION_WXF, XQ_PARSE_OK, "e5f5" },
  { FOUR_PAWNS, "一兵平四", XQ_NOTATION_CHINESE, XQ_PARSE_OK, "e8f8" },
  { FOUR_PAWNS, "二兵平六", XQ_NOTATION_CHINESE, XQ_PARSE_OK, "e7d7" },
  { FOUR_PAWNS, "三兵平四", XQ_NOTATION_CHINESE, XQ_PARSE_OK, "e6f6" },
  { FOUR_PAWNS, "四兵平四", XQ_NOTATION_CHINESE, XQ_PARSE_OK, "e5f5" },
  { FOUR_PAWNS, "五兵平四", XQ_NOTATION_CHINESE, XQ_PARSE_NO_MATCH, NULL },
  { FOUR_PAWNS, "P5.4", XQ_NOTATION_WXF, XQ_PARSE_AMBIGUOUS, NULL },

  /* Five soldiers on a file */
  { FIVE_PAWNS, "++.8", XQ_NOTATION_WXF, XQ_PARSE_OK, "a9b9" },
  { FIVE_PAWNS, "P+.8", XQ_NOTATION_WXF, XQ_PARSE_OK, "a8b8" },
  { FIVE_PAWNS, "P9.8", XQ_NOTATION_WXF, XQ_PARSE_OK, "a7b7" },
  { FIVE_PAWNS, "P-.8", XQ_NOTATION_WXF, XQ_PARSE_OK, "a6b6" },
  { FIVE_PAWNS, "--.8", XQ_NOTATION_WXF, XQ_PARSE_OK, "a5b5" },
  { FIVE_PAWNS, "一兵平八", XQ_NOTATION_CHINESE, XQ_PARSE_OK, "a9b9" },
  { FIVE_PAWNS, "三兵平八", XQ_NOTATION_CHINESE, XQ_PARSE_OK, "a7b7" },
  { FIVE_PAWNS, "中兵平八", XQ_NOTATION_CHINESE, XQ_PARSE_OK, "a7b7" },
  { FIVE_PAWNS, "五兵平八", XQ_NOTATION_CHINESE, XQ_PARSE_OK, "a5b5" },
  { FIVE_PAWNS, "五兵进一", XQ_NOTATION_CHINESE, XQ_PARSE_NO_MATCH, NULL },

  /* Two files holding several soldiers (WXF file-digit form, xqbase order) */
  { TWO_FILES, "3+.4", XQ_NOTATION_WXF, XQ_PARSE_OK, "g7f7" },
  { TWO_FILES, "33.4", XQ_NOTATION_WXF, XQ_PARSE_OK, "g6f6" },
  { TWO_FILES, "3-.4", XQ_NOTATION_WXF, XQ_PARSE_OK, "g5f5" },
  { TWO_FILES, "7+.6", XQ_NOTATION_WXF, XQ_PARSE_OK, "c6d6" },
  { TWO_FILES, "7-.6", XQ_NOTATION_WXF, XQ_PARSE_OK, "c5d5" },
  { TWO_FILES, "一兵平四", XQ_NOTATION_CHINESE, XQ_PARSE_OK, "g7f7" },
  { TWO_FILES, "二兵平四", XQ_NOTATION_CHINESE, XQ_PARSE_OK, "g6f6" },
  { TWO_FILES, "三兵平四", XQ_NOTATION_CHINESE, XQ_PARSE_OK, "g5f5" },
  { TWO_FILES, "四兵平六", XQ_NOTATION_CHINESE, XQ_PARSE_OK, "c6d6" },
  { TWO_FILES, "五兵平六", XQ_NOTATION_CHINESE, XQ_PARSE_OK, "c5d5" },
  { TWO_FILES, "前兵七平六", XQ_NOTATION_CHINESE, XQ_PARSE_OK, "c6d6" },
  { TWO_FILES_22, "一兵平四", XQ_NOTATION_CHINESE, XQ_PARSE_OK, "e6f6" },
  { TWO_FILES_22, "三兵平六", XQ_NOTATION_CHINESE, XQ_PARSE_OK, "c6d6" },
  { TWO_FILES_22, "前兵平六", XQ_NOTATION_CHINESE, XQ_PARSE_AMBIGUOUS, NULL },
  { TWO_FILES_22, "5+.6", XQ_NOTATION_WXF, XQ_PARSE_OK, "e6d6" },
  { TWO_FILES_22, "P+.6", XQ_NOTATION_WXF, XQ_PARSE_AMBIGUOUS, NULL },
  { TWO_FILES_BLACK, "一卒平４", XQ_NOTATION_CHINESE, XQ_PARSE_OK, "c3d3" },
  { TWO_FILES_BLACK, "二卒平2", XQ_NOTATION_CHINESE, XQ_PARSE_OK, "c4b4" },
  { TWO_FILES_BLACK, "三卒进１", XQ_NOTATION_CHINESE, XQ_PARSE_OK, "g2g1" },
  { TWO_FILES_BLACK, "五卒平８", XQ_NOTATION_CHINESE, XQ_PARSE_OK, "g4h4" },
  { TWO_FILES_BLACK, "3+.4", XQ_NOTATION_WXF, XQ_PARSE_OK, "c3d3" },
  { TWO_FILES_BLACK, "77.6", XQ_NOTATION_WXF, XQ_PARSE_OK, "g3f3" },
  { TWO_FILES_BLACK, "7-.8", XQ_NOTATION_WXF, XQ_PARSE_OK, "g4h4" },

  /* Traditional characters and numeral variants */
  { START, "砲二平五", XQ_NOTATION_CHINESE, XQ_PARSE_OK, "h2e2" },
  { START, "包二平五", XQ_NOTATION_CHINESE, XQ_PARSE_OK, "h2e2" },
  { START, "傌二進三", XQ_NOTATION_CHINESE, XQ_PARSE_OK, "h0g2" },
  { START, "馬2進3", XQ_NOTATION_CHINESE, XQ_PARSE_OK, "h0g2" },
  { START, "俥一進一", XQ_NOTATION_CHINESE, XQ_PARSE_OK, "i0i1" },
  { START, "車一進一", XQ_NOTATION_CHINESE, XQ_PARSE_OK, "i0i1" },
  { START, "帥五進一", XQ_NOTATION_CHINESE, XQ_PARSE_OK, "e0e1" },
  { START, "帅五进一", XQ_NOTATION_CHINESE, XQ_PARSE_OK, "e0e1" },
  { START, "士六进五", XQ_NOTATION_CHINESE, XQ_PARSE_OK, "d0e1" },
  { START, "象三进五", XQ_NOTATION_CHINESE, XQ_PARSE_OK, "g0e2" },
  { START, "卒七进一", XQ_NOTATION_CHINESE, XQ_PARSE_OK, "c3c4" },
  { AFTER_C25, "將5進1", XQ_NOTATION_CHINESE, XQ_PARSE_OK, "e9e8" },
  { AFTER_C25, "将５进１", XQ_NOTATION_CHINESE, XQ_PARSE_OK, "e9e8" },
  { AFTER_C25, "砲８平５", XQ_NOTATION_CHINESE, XQ_PARSE_OK, "h7e7" },
  { AFTER_C25, "象3進5", XQ_NOTATION_CHINESE, XQ_PARSE_OK, "c9e7" },
  { AFTER_C25, "卒３进１", XQ_NOTATION_CHINESE, XQ_PARSE_OK, "c6c5" },

  /* Chinese errors */
  { START, "炮二平", XQ_NOTATION_CHINESE, XQ_PARSE_SYNTAX, NULL },
  { START, "炮十平五", XQ_NOTATION_CHINESE, XQ_PARSE_SYNTAX, NULL },
  { START, "炮二跳五", XQ_NOTATION_CHINESE, XQ_PARSE_SYNTAX, NULL },
  { START, "炮二平五五", XQ_NOTATION_CHINESE, XQ_PARSE_SYNTAX, NULL },
  { START, "炮二 平五", XQ_NOTATION_CHINESE, XQ_PARSE_SYNTAX, NULL },
  { START, "", XQ_NOTATION_ANY, XQ_PARSE_SYNTAX, NULL },
  { START, "\xff\xfe", XQ_NOTATION_ANY, XQ_PARSE_SYNTAX, NULL },
  { START, "炮二平二", XQ_NOTATION_CHINESE, XQ_PARSE_NO_MATCH, NULL },
  { START, "炮三平五", XQ_NOTATION_CHINESE, XQ_PARSE_NO_MATCH, NULL },
  { START, "前炮平五", XQ_NOTATION_CHINESE, XQ_PARSE_NO_MATCH, NULL },
  { START, "马二退三", XQ_NOTATION_CHINESE, XQ_PARSE_NO_MATCH, NULL },

  /* The "any notation" reader */
  { START, "炮二平五", XQ_NOTATION_ANY, XQ_PARSE_OK, "h2e2" },
  { START, "C2.5", XQ_NOTATION_ANY, XQ_PARSE_OK, "h2e2" },
  { START, "H2-E2", XQ_NOTATION_ANY, XQ_PARSE_OK, "h2e2" },
  { TANDEM_ROOKS, "R5+1", XQ_NOTATION_ANY, XQ_PARSE_AMBIGUOUS, NULL },
};

static XqMove
iccs_move (const char *s)
{
  g_assert_cmpuint (strlen (s), ==, 4);
  int from = XQ_SQ (s[0] - 'a', s[1] - '0');
  int to = XQ_SQ (s[2] - 'a', s[3] - '0');
  return XQ_MOVE (from, to);
}

static void
load (XqPosition *pos, const char *fen)
{
  if (!fen)
    {
      xq_position_set_start (pos);
      return;
    }
  size_t off = 0;
  XqFenStatus st = xq_position_from_fen (pos, fen, &off);
  if (st != XQ_FEN_OK)
    g_error ("bad test FEN '%s' at %zu: %s", fen, off, xq_fen_status_message (st));
}

static void
test_parse_case (gconstpointer data)
{
  const ParseCase *c = data;
  XqPosition pos;
  XqMove m = XQ_MOVE_NONE;
  size_t off = 12345;

  load (&pos, c->fen);
  XqParseStatus st = xq_move_parse (&pos, c->text, c->notation, &m, &off);
  if (st != c->status)
    {
      g_test_fail_printf ("'%s': status %d (%s), expected %d", c->text, st,
                          xq_parse_status_message (st), c->status);
      return;
    }
  if (st == XQ_PARSE_OK)
    {
      if (m != iccs_move (c->iccs))
        {
          g_test_fail_printf ("'%s': read as %c%d%c%d, expected %s", c->text,
                              'a' + XQ_FILE (XQ_MOVE_FROM (m)), XQ_RANK (XQ_MOVE_FROM (m)),
                              'a' + XQ_FILE (XQ_MOVE_TO (m)), XQ_RANK (XQ_MOVE_TO (m)), c->iccs);
          return;
        }
      g_assert_true (xq_position_is_legal_move (&pos, m));
    }
  if (st == XQ_PARSE_SYNTAX)
    g_assert_cmpuint (off, <=, strlen (c->text));
}

/* Byte offsets of syntax errors. */
static void
test_syntax_offsets (void)
{
  static const struct
  {
    const char *text;
    XqNotation notation;
    size_t offset;
  } cases[] = {
    { "炮二平", XQ_NOTATION_CHINESE, 9 },      /* missing number at the end */
    { "炮十平五", XQ_NOTATION_CHINESE, 3 },    /* 十 is no file */
    { "炮二跳五", XQ_NOTATION_CHINESE, 6 },    /* 跳 is no action */
    { "  炮二平五五", XQ_NOTATION_CHINESE, 14 }, /* one character too many */
    { "X2.5", XQ_NOTATION_WXF, 0 },
    { "C2*5", XQ_NOTATION_WXF, 2 },
    { "C2.5x", XQ_NOTATION_WXF, 4 },
    { "h2e", XQ_NOTATION_ICCS, 3 },
    { "h2-z2", XQ_NOTATION_ICCS_DASH, 3 },
    { "h2\xff" "e2", XQ_NOTATION_ICCS, 2 },
  };
  XqPosition pos;
  xq_position_set_start (&pos);
  for (size_t i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      XqMove m;
      size_t off = 999;
      g_assert_cmpint (xq_move_parse (&pos, cases[i].text, cases[i].notation, &m, &off), ==,
                       XQ_PARSE_SYNTAX);
      if (off != cases[i].offset)
        g_error ("'%s': error at byte %zu, expected %zu", cases[i].text, off, cases[i].offset);
    }
  g_assert_cmpstr (xq_parse_status_message (XQ_PARSE_AMBIGUOUS), ==,
                   "several legal moves match");
}

typedef struct
{
  const char *fen;
  const char *iccs;
  XqNotation notation;
  unsigned flags;
  const char *text; /* what must be written */
} FormatCase;

static const FormatCase format_cases[] = {
  { START, "h2e2", XQ_NOTATION_ICCS, 0, "h2e2" },
  { START, "h2e2", XQ_NOTATION_ICCS_DASH, 0, "H2-E2" },
  { START, "h2e2", XQ_NOTATION_WXF, 0, "C2.5" },
  { START, "b0c2", XQ_NOTATION_WXF, 0, "H8+7" },
  { START, "h2e2", XQ_NOTATION_CHINESE, 0, "炮二平五" },
  { START, "h0g2", XQ_NOTATION_CHINESE, XQ_NOTATION_TRADITIONAL, "傌二進三" },
  { START, "i0i1", XQ_NOTATION_CHINESE, XQ_NOTATION_TRADITIONAL, "俥一進一" },
  { START, "e0e1", XQ_NOTATION_CHINESE, XQ_NOTATION_TRADITIONAL, "帥五進一" },
  { START, "h2e2", XQ_NOTATION_CHINESE_SHORT, 0, "炮25" },
  { START, "i0i1", XQ_NOTATION_CHINESE_SHORT, 0, "车1进1" },
  { AFTER_C25, "h9g7", XQ_NOTATION_CHINESE, 0, "马８进７" },
  { AFTER_C25, "h9g7", XQ_NOTATION_CHINESE, XQ_NOTATION_ASCII_DIGITS, "马8进7" },
  { AFTER_C25, "h9g7", XQ_NOTATION_CHINESE, XQ_NOTATION_TRADITIONAL, "馬８進７" },
  { AFTER_C25, "h9g7", XQ_NOTATION_CHINESE_SHORT, 0, "马87" },
  { AFTER_C25, "h9g7", XQ_NOTATION_WXF, 0, "H8+7" },
  { AFTER_C25, "h7e7", XQ_NOTATION_CHINESE, XQ_NOTATION_TRADITIONAL, "砲８平５" },
  { AFTER_C25, "e9e8", XQ_NOTATION_CHINESE, XQ_NOTATION_TRADITIONAL, "將５進１" },
  { AFTER_C25, "c6c5", XQ_NOTATION_CHINESE, 0, "卒３进１" },
  { TANDEM_ROOKS, "e2e3", XQ_NOTATION_CHINESE, 0, "前车进一" },
  { TANDEM_ROOKS, "e0d0", XQ_NOTATION_CHINESE, XQ_NOTATION_TRADITIONAL, "後俥平六" },
  { TANDEM_ROOKS, "e2g2", XQ_NOTATION_WXF, 0, "R+.3" },
  { TANDEM_ROOKS, "e0e1", XQ_NOTATION_WXF, 0, "R-+1" },
  { TANDEM_ROOKS_BLACK, "e7d7", XQ_NOTATION_CHINESE, 0, "前车平４" },
  { TANDEM_ROOKS_BLACK, "e9e8", XQ_NOTATION_WXF, 0, "R-+1" },
  { TANDEM_ADVISORS, "d2e1", XQ_NOTATION_CHINESE, 0, "仕六退五" },
  { TANDEM_ADVISORS, "d0e1", XQ_NOTATION_CHINESE, 0, "仕六进五" },
  { TANDEM_ADVISORS, "d0e1", XQ_NOTATION_WXF, 0, "A6+5" },
  { TANDEM_ADVISORS, "d2e1", XQ_NOTATION_WXF, 0, "A6-5" },
  { THREE_PAWNS, "e7f7", XQ_NOTATION_WXF, 0, "P+.4" },
  { THREE_PAWNS, "e6f6", XQ_NOTATION_WXF, 0, "P5.4" },
  { THREE_PAWNS, "e5f5", XQ_NOTATION_WXF, 0, "P-.4" },
  { THREE_PAWNS, "e7f7", XQ_NOTATION_CHINESE, 0, "前兵平四" },
  { THREE_PAWNS, "e6f6", XQ_NOTATION_CHINESE, 0, "中兵平四" },
  { THREE_PAWNS, "e5f5", XQ_NOTATION_CHINESE, XQ_NOTATION_TRADITIONAL, "後兵平四" },
  { THREE_PAWNS_BLACK, "e2f2", XQ_NOTATION_CHINESE, 0, "前卒平６" },
  { THREE_PAWNS_BLACK, "e2e1", XQ_NOTATION_CHINESE, 0, "前卒进１" },
  { THREE_PAWNS_BLACK, "e3f3", XQ_NOTATION_CHINESE, 0, "中卒平６" },
  { THREE_PAWNS_BLACK, "e4d4", XQ_NOTATION_WXF, 0, "P-.4" },
  { FOUR_PAWNS, "e8f8", XQ_NOTATION_WXF, 0, "++.4" },
  { FOUR_PAWNS, "e7f7", XQ_NOTATION_WXF, 0, "P+.4" },
  { FOUR_PAWNS, "e6f6", XQ_NOTATION_WXF, 0, "P-.4" },
  { FOUR_PAWNS, "e5f5", XQ_NOTATION_WXF, 0, "--.4" },
  { FOUR_PAWNS, "e8f8", XQ_NOTATION_CHINESE, 0, "一兵平四" },
  { FOUR_PAWNS, "e5f5", XQ_NOTATION_CHINESE, 0, "四兵平四" },
  { FIVE_PAWNS, "a9b9", XQ_NOTATION_WXF, 0, "++.8" },
  { FIVE_PAWNS, "a7b7", XQ_NOTATION_WXF, 0, "P9.8" },
  { FIVE_PAWNS, "a5b5", XQ_NOTATION_WXF, 0, "--.8" },
  { FIVE_PAWNS, "a7b7", XQ_NOTATION_CHINESE, 0, "三兵平八" },
  { FIVE_PAWNS, "a5b5", XQ_NOTATION_CHINESE, 0, "五兵平八" },
  { TWO_FILES, "g7f7", XQ_NOTATION_WXF, 0, "3+.4" },
  { TWO_FILES, "g6f6", XQ_NOTATION_WXF, 0, "33.4" },
  { TWO_FILES, "c5d5", XQ_NOTATION_WXF, 0, "7-.6" },
  { TWO_FILES, "g7f7", XQ_NOTATION_CHINESE, 0, "一兵平四" },
  { TWO_FILES, "g5f5", XQ_NOTATION_CHINESE, 0, "三兵平四" },
  { TWO_FILES, "c6d6", XQ_NOTATION_CHINESE, 0, "四兵平六" },
  { TWO_FILES, "c5c6", XQ_NOTATION_CHINESE, 0, NULL }, /* occupied: not legal */
  { TWO_FILES_22, "e6f6", XQ_NOTATION_CHINESE, 0, "一兵平四" },
  { TWO_FILES_22, "c5d5", XQ_NOTATION_CHINESE, 0, "四兵平六" },
  { TWO_FILES_22, "c5d5", XQ_NOTATION_WXF, 0, "7-.6" },
  { TWO_FILES_BLACK, "c3d3", XQ_NOTATION_CHINESE, 0, "一卒平４" },
  { TWO_FILES_BLACK, "c4b4", XQ_NOTATION_CHINESE, XQ_NOTATION_ASCII_DIGITS, "二卒平2" },
  { TWO_FILES_BLACK, "g2g1", XQ_NOTATION_CHINESE, 0, "三卒进１" },
  { TWO_FILES_BLACK, "g3f3", XQ_NOTATION_CHINESE, XQ_NOTATION_TRADITIONAL, "四卒平６" },
  { TWO_FILES_BLACK, "g4h4", XQ_NOTATION_CHINESE, 0, "五卒平８" },
  { TWO_FILES_BLACK, "g3f3", XQ_NOTATION_WXF, 0, "77.6" },
  { TWO_FILES_BLACK, "c4b4", XQ_NOTATION_WXF, 0, "3-.2" },
  { TWO_FILES_BLACK, "g2g1", XQ_NOTATION_CHINESE_SHORT, 0, "三卒进1" },
  { TANDEM_ROOKS, "e2e3", XQ_NOTATION_CHINESE_SHORT, 0, "前车进1" },
  { TANDEM_ROOKS, "e0d0", XQ_NOTATION_CHINESE_SHORT, XQ_NOTATION_TRADITIONAL, "後俥6" },
};

static void
test_format_case (gconstpointer data)
{
  const FormatCase *c = data;
  XqPosition pos;
  char buf[XQ_MOVE_TEXT_MAX];

  load (&pos, c->fen);
  size_t len = xq_move_format (&pos, iccs_move (c->iccs), c->notation, c->flags, buf, sizeof buf);
  if (!c->text)
    {
      g_assert_cmpuint (len, ==, 0);
      return;
    }
  if (strcmp (buf, c->text) != 0)
    {
      g_test_fail_printf ("%s in '%s': wrote '%s', expected '%s'", c->iccs,
                          c->fen ? c->fen : "start", buf, c->text);
      return;
    }
  g_assert_cmpuint (len, ==, strlen (c->text));
}

static void
test_format_small_buffer (void)
{
  XqPosition pos;
  char buf[8];
  xq_position_set_start (&pos);
  /* 炮二平五 needs 13 bytes */
  g_assert_cmpuint (xq_move_format (&pos, iccs_move ("h2e2"), XQ_NOTATION_CHINESE, 0, buf,
                                    sizeof buf), ==, 0);
  g_assert_cmpuint (xq_move_format (&pos, iccs_move ("h2e2"), XQ_NOTATION_WXF, 0, buf,
                                    sizeof buf), ==, 4);
  g_assert_cmpuint (xq_move_format (&pos, XQ_MOVE_NONE, XQ_NOTATION_WXF, 0, buf, sizeof buf),
                    ==, 0);
  g_assert_cmpuint (xq_move_format (&pos, iccs_move ("h2e2"), XQ_NOTATION_ANY, 0, buf,
                                    sizeof buf), ==, 0);
}

/* ------------------------------------------------------------------------ */
/* Real game records                                                         */

/* Moves of the main line of a PGN-like text: headers, comments, variations,
 * move numbers and results dropped. */
static GPtrArray *
main_line_tokens (const char *text, char **fen_out)
{
  GPtrArray *tokens = g_ptr_array_new_with_free_func (g_free);
  GString *tok = g_string_new (NULL);
  int depth = 0;
  const char *p = text;

  *fen_out = NULL;
  while (*p)
    {
      if (*p == '[' && depth == 0)
        {
          const char *end = strchr (p, ']');
          if (!end)
            break;
          if (g_str_has_prefix (p, "[FEN \""))
            *fen_out = g_strndup (p + 6, (gsize) (strchr (p + 6, '"') - (p + 6)));
          p = end + 1;
          continue;
        }
      if (*p == '{')
        {
          const char *end = strchr (p, '}');
          p = end ? end + 1 : p + strlen (p);
          continue;
        }
      if (*p == '(')
        depth++;
      if (*p == ')')
        depth--;
      if (*p == '(' || *p == ')' || g_ascii_isspace (*p))
        {
          if (tok->len > 0 && depth == 0)
            g_ptr_array_add (tokens, g_strdup (tok->str));
          g_string_truncate (tok, 0);
          p++;
          continue;
        }
      if (depth == 0)
        g_string_append_c (tok, *p);
      p++;
    }
  if (tok->len > 0)
    g_ptr_array_add (tokens, g_strdup (tok->str));
  g_string_free (tok, TRUE);

  /* the main line ends at the result; writers put a footer after it */
  for (guint i = 0; i < tokens->len; i++)
    {
      const char *t = tokens->pdata[i];
      if (strcmp (t, "1-0") == 0 || strcmp (t, "0-1") == 0 || strcmp (t, "1/2-1/2") == 0
          || strcmp (t, "*") == 0)
        {
          g_ptr_array_set_size (tokens, i);
          break;
        }
    }

  /* drop move numbers ("12." or "12...", also glued: "12.炮二平五") and results */
  for (guint i = tokens->len; i-- > 0;)
    {
      char *t = tokens->pdata[i];
      const char *q = t;
      while (g_ascii_isdigit (*q))
        q++;
      if (q != t && *q == '.')
        {
          while (*q == '.')
            q++;
          if (!g_ascii_isdigit (*q))
            memmove (t, q, strlen (q) + 1);
        }
      if (t[0] == '\0' || strspn (t, "=-*_~#") == strlen (t) || strcmp (t, "1-0") == 0 || strcmp (t, "0-1") == 0
          || strcmp (t, "1/2-1/2") == 0 || strcmp (t, "*") == 0)
        g_ptr_array_remove_index (tokens, i);
    }
  return tokens;
}

/* WXF as we write it: full-width forms to ASCII, '=' to '.'. */
static char *
wxf_ascii (const char *tok)
{
  GString *s = g_string_new (NULL);
  for (const char *p = tok; *p; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);
      if (c >= 0xFF01 && c <= 0xFF5E)
        c -= 0xFEE0;
      if (c == '=')
        c = '.';
      g_string_append_unichar (s, g_unichar_toupper (c));
    }
  /* "+P+1" (as some programs write) is WXF's "P++1" */
  if (s->len >= 2 && (s->str[0] == '+' || s->str[0] == '-') && g_ascii_isalpha (s->str[1]))
    {
      char sign = s->str[0];
      s->str[0] = s->str[1];
      s->str[1] = sign;
    }
  return g_string_free (s, FALSE);
}

typedef struct
{
  const char *path;     /* under XQ_CORPUS_DIR */
  const char *encoding; /* NULL: UTF-8 */
  XqNotation notation;
  unsigned flags;
  gboolean exact;       /* our writer must give the file's text back */
  gboolean wxf_file;    /* a .wxf file: moves between START{ and }END */
} CorpusCase;

static const CorpusCase corpus_cases[] = {
  { "pgn-chinese-gbk/hbsxcjp_bing_multipawn.pgn", "GB18030", XQ_NOTATION_CHINESE, 0, TRUE },
  { "pgn-chinese-gbk/eleeye_CCGC01.PGN", "GB18030", XQ_NOTATION_CHINESE, 0, TRUE },
  { "pgn-chinese-gbk/eleeye_CCGC23.PGN", "GB18030", XQ_NOTATION_CHINESE, 0, TRUE },
  { "pgn-chinese-gbk/eleeye_SAMPLE.PGN", "GB18030", XQ_NOTATION_CHINESE, 0, TRUE },
  { "pgn-chinese-gbk/hbsxcjp_01_variations.pgn", "GB18030", XQ_NOTATION_CHINESE, 0, TRUE },
  { "pgn-chinese-gbk/hbsxcjp_nx_handicap.pgn", "GB18030", XQ_NOTATION_CHINESE, 0, TRUE },
  { "pgn-chinese-gbk/walker_endgame_test.pgn", "GB18030", XQ_NOTATION_CHINESE, 0, FALSE },
  { "pgn-chinese-gbk/walker_test.pgn", "GB18030", XQ_NOTATION_CHINESE, 0, FALSE },
  { "pgn-chinese-gbk/walker_test2.pgn", "GB18030", XQ_NOTATION_CHINESE, 0, FALSE },
  { "pgn-chinese-gbk/walker_zhongpao_liepao.pgn", "GB18030", XQ_NOTATION_CHINESE, 0, FALSE },
  { "pgn-chinese-gbk/zfdang_sample_02.pgn", "GB18030", XQ_NOTATION_CHINESE, 0, FALSE },
  { "pgn-chinese-gbk/zfdang_sample_03.pgn", "GB18030", XQ_NOTATION_CHINESE, 0, FALSE },
  { "pgn-chinese-utf8/wukong_xqdb_traditional.pgn", NULL, XQ_NOTATION_CHINESE, 0, FALSE },
  { "pgn-chinese-utf8/zfdang_sample_01x_gmchess.pgn", NULL, XQ_NOTATION_CHINESE, 0, FALSE },
  { "pgn-wxf/wukong_xqdb_international_fullwidth.pgn", NULL, XQ_NOTATION_WXF, 0, TRUE },
  { "wxf-file/xiangqi-setup_demo-with-history-playok.wxf", NULL, XQ_NOTATION_WXF, 0, TRUE, TRUE },
};

static void
test_corpus (gconstpointer data)
{
  const CorpusCase *c = data;
  const char *dir = g_getenv ("XQ_CORPUS_DIR");
  g_autofree char *path = NULL;
  g_autofree char *raw = NULL;
  g_autofree char *text = NULL;
  gsize len = 0;
  g_autoptr (GError) error = NULL;

  if (!dir)
    {
      g_test_skip ("XQ_CORPUS_DIR is not set: needs ../shared/corpus beside the checkout (real game files kept outside the repository; XQ_CORPUS_DIR)");
      return;
    }
  path = g_build_filename (dir, c->path, NULL);
  if (!g_file_get_contents (path, &raw, &len, NULL))
    {
      g_test_skip ("corpus file missing: needs ../shared/corpus beside the checkout (real game files kept outside the repository; XQ_CORPUS_DIR)");
      return;
    }
  if (c->encoding)
    {
      text = g_convert (raw, (gssize) len, "UTF-8", c->encoding, NULL, NULL, &error);
      g_assert_no_error (error);
    }
  else
    text = g_steal_pointer (&raw);

  if (c->wxf_file)
    {
      /* One game; the moves are those of a PGN main line. */
      const char *start = strstr (text, "START{");
      const char *end = start ? strstr (start, "}END") : NULL;
      g_assert_nonnull (end);
      char *moves = g_strndup (start + 6, (gsize) (end - start - 6));
      g_free (text);
      text = moves;
    }
  /* Games are separated by their header blocks. */
  g_auto (GStrv) games = g_regex_split_simple ("\\n(?=\\s*\\[Event )", text, 0, 0);
  guint n_moves = 0, n_same = 0;
  for (char **g = games; *g; g++)
    {
      g_autofree char *fen = NULL;
      g_autoptr (GPtrArray) tokens = main_line_tokens (*g, &fen);
      XqPosition pos;
      if (tokens->len == 0)
        continue;
      if (fen)
        {
          /* Some writers put "r" or "0" fields; our FEN reader takes them. */
          g_assert_cmpint (xq_position_from_fen (&pos, fen, NULL), ==, XQ_FEN_OK);
        }
      else
        xq_position_set_start (&pos);
      for (guint i = 0; i < tokens->len; i++)
        {
          const char *tok = tokens->pdata[i];
          XqMove m = XQ_MOVE_NONE;
          size_t off = 0;
          XqParseStatus st = xq_move_parse (&pos, tok, c->notation, &m, &off);
          if (st != XQ_PARSE_OK)
            {
              char f[128];
              xq_position_to_fen (&pos, f, sizeof f);
              g_test_fail_printf ("%s: move %u '%s' in %s: %s (byte %zu)", c->path, i + 1,
                                  tok, f, xq_parse_status_message (st), off);
              break;
            }
          char back[XQ_MOVE_TEXT_MAX];
          unsigned flags = c->flags;
          if (c->notation == XQ_NOTATION_CHINESE && pos.side == XQ_BLACK
              && strpbrk (tok, "123456789"))
            flags |= XQ_NOTATION_ASCII_DIGITS;
          g_assert_cmpuint (xq_move_format (&pos, m, c->notation, flags, back, sizeof back), >, 0);
          g_autofree char *expected = c->notation == XQ_NOTATION_WXF ? wxf_ascii (tok)
                                                                      : g_strdup (tok);
          if (strcmp (back, expected) == 0)
            n_same++;
          else if (c->exact)
            {
              g_test_fail_printf ("%s: move %u '%s' is written '%s' by us", c->path, i + 1, tok, back);
            }
          else
            {
              g_test_message ("%s: move %u '%s' is written '%s' by us", c->path, i + 1, tok, back);
            }
          XqUndo u;
          xq_position_make_move (&pos, m, &u);
          n_moves++;
        }
    }
  g_test_message ("%s: %u moves read, %u written back identically", c->path, n_moves, n_same);
  g_assert_cmpuint (n_moves, >, 0);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  for (size_t i = 0; i < G_N_ELEMENTS (parse_cases); i++)
    {
      g_autofree char *name = g_strdup_printf ("/core/notation/parse/%02zu", i);
      g_test_add_data_func (name, &parse_cases[i], test_parse_case);
    }
  for (size_t i = 0; i < G_N_ELEMENTS (format_cases); i++)
    {
      g_autofree char *name = g_strdup_printf ("/core/notation/format/%02zu", i);
      g_test_add_data_func (name, &format_cases[i], test_format_case);
    }
  g_test_add_func ("/core/notation/syntax-offsets", test_syntax_offsets);
  g_test_add_func ("/core/notation/format-small-buffer", test_format_small_buffer);
  for (size_t i = 0; i < G_N_ELEMENTS (corpus_cases); i++)
    {
      g_autofree char *base = g_path_get_basename (corpus_cases[i].path);
      g_autofree char *name = g_strdup_printf ("/core/notation/corpus/%s", base);
      g_test_add_data_func (name, &corpus_cases[i], test_corpus);
    }
  add_round_trip_tests ();

  return g_test_run ();
}
