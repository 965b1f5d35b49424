/* test-fen.c — reading and writing FEN, and each rejection reason
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib.h>
#include <string.h>

#include "xq-fen.h"
#include "xq-movegen.h"

static void
test_start (void)
{
  XqPosition a, b;
  char buf[XQ_FEN_MAX];

  xq_position_set_start (&a);
  g_assert_cmpint (xq_position_from_fen (&b, XQ_START_FEN, NULL), ==, XQ_FEN_OK);
  g_assert_true (xq_position_equal (&a, &b));
  g_assert_cmpuint (a.hash, ==, b.hash);
  xq_position_to_fen (&a, buf, sizeof buf);
  g_assert_cmpstr (buf, ==, XQ_START_FEN);
}

/* Every position of the perft file, and those reached from it by a few
 * moves, writes and reads back to the same position and hash. */
static void
test_round_trip (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "perft.epd", NULL);
  g_autofree char *text = NULL;
  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  g_auto (GStrv) lines = g_strsplit (text, "\n", -1);
  int checked = 0;

  for (char **l = lines; *l; l++)
    {
      if (**l == '#' || **l == '\0')
        continue;
      g_auto (GStrv) fields = g_strsplit (*l, ";", 2);
      XqPosition pos;
      g_assert_cmpint (xq_position_from_fen (&pos, g_strstrip (fields[0]), NULL), ==, XQ_FEN_OK);

      XqMove moves[XQ_MAX_MOVES];
      size_t n = xq_generate_legal (&pos, moves, XQ_MAX_MOVES);
      for (size_t i = 0; i < n; i++)
        {
          XqUndo u;
          XqPosition back;
          char buf[XQ_FEN_MAX];
          xq_position_make_move (&pos, moves[i], &u);
          xq_position_to_fen (&pos, buf, sizeof buf);
          g_assert_cmpint (xq_position_from_fen (&back, buf, NULL), ==, XQ_FEN_OK);
          g_assert_true (xq_position_equal (&pos, &back));
          g_assert_cmpuint (back.hash, ==, pos.hash);
          g_assert_cmpint (back.no_capture, ==, pos.no_capture);
          g_assert_cmpint (back.fullmove, ==, pos.fullmove);
          xq_position_unmake_move (&pos, &u);
          checked++;
        }
    }
  g_assert_cmpint (checked, >, 300);
}

/* 1-, 2- and 6-field forms, r for red, H/E letter aliases. */
static void
test_variants (void)
{
  XqPosition ref, pos;
  xq_position_set_start (&ref);

  static const char *same[] = {
    "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR",
    "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w",
    "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR r",
    "rheakaehr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RHEAKAEHR w - - 0 1",
    "  rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1\n",
  };
  for (size_t i = 0; i < G_N_ELEMENTS (same); i++)
    {
      g_assert_cmpint (xq_position_from_fen (&pos, same[i], NULL), ==, XQ_FEN_OK);
      g_assert_true (xq_position_equal (&pos, &ref));
      g_assert_cmpuint (pos.hash, ==, ref.hash);
    }

  g_assert_cmpint (xq_position_from_fen (&pos, "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR b - - 7 12", NULL), ==, XQ_FEN_OK);
  g_assert_cmpint (pos.side, ==, XQ_BLACK);
  g_assert_cmpint (pos.no_capture, ==, 7);
  g_assert_cmpint (pos.fullmove, ==, 12);
  g_assert_cmpuint (pos.hash, ==, xq_position_compute_hash (&pos));
}

typedef struct
{
  const char *fen;
  XqFenStatus status;
  size_t offset;
} BadFen;

/* One case per rejection reason; the offset is the character at fault. */
static const BadFen bad_fens[] = {
  { "", XQ_FEN_EMPTY, 0 },
  { "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/RNBAKABNR w", XQ_FEN_RANK_COUNT, 57 },
  { "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR/9 w", XQ_FEN_RANK_COUNT, 59 },
  { "rnbakabnr/8/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w", XQ_FEN_FILE_COUNT, 11 },
  { "rnbakabnr/9/1c5c1/p1p1p1p1p1/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w", XQ_FEN_FILE_COUNT, 27 },
  { "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1X1P1P/1C5C1/9/RNBAKABNR w", XQ_FEN_UNKNOWN_LETTER, 36 },
  { "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4R4/RNBAKABNR w", XQ_FEN_TOO_MANY, 60 },
  { "3k5/9/9/9/9/9/9/9/9/5K3 w", XQ_FEN_OK, 0 },
  { "3k5/9/9/9/9/9/9/9/9/6K2 w", XQ_FEN_KING_OUTSIDE_PALACE, 21 },
  { "3k5/9/9/9/9/9/9/9/9/4KA3 w", XQ_FEN_OK, 0 },
  { "3k5/9/9/9/9/9/9/9/9/4K1A2 w", XQ_FEN_BAD_ADVISOR, 23 },
  { "3k5/9/9/9/9/9/9/9/9/1B2K4 w", XQ_FEN_BAD_ELEPHANT, 21 },
  { "3k5/9/9/9/9/9/9/4P4/9/3K5 w", XQ_FEN_BAD_PAWN, 17 },
  { "9/9/9/9/9/9/9/9/9/4K4 w", XQ_FEN_MISSING_KING, 21 },
  { "3k5/9/9/9/9/9/9/9/9/4K4 x", XQ_FEN_BAD_SIDE, 24 },
  { "3k5/9/9/9/9/9/9/9/9/4K4 w - - x 1", XQ_FEN_BAD_FIELD, 30 },
  { "3k5/9/9/9/9/9/9/9/9/4K4 w - - 0 1 zz", XQ_FEN_TRAILING, 34 },
  /* black to move, but red (who just moved) is in check from the rook */
  { "3k5/9/9/9/9/9/9/9/9/3rK4 b", XQ_FEN_OPPONENT_IN_CHECK, 25 },
  { "4k4/9/9/9/9/9/9/9/9/4K4 w", XQ_FEN_KINGS_FACING, 21 },
  { "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1 ", XQ_FEN_OK, 0 },
};

static void
test_rejections (void)
{
  for (size_t i = 0; i < G_N_ELEMENTS (bad_fens); i++)
    {
      XqPosition pos;
      size_t offset = 999;
      XqFenStatus st = xq_position_from_fen (&pos, bad_fens[i].fen, &offset);
      g_test_message ("case %zu: '%s' -> %d at %zu (%s)", i, bad_fens[i].fen, st, offset,
                      xq_fen_status_message (st));
      g_assert_cmpint (st, ==, bad_fens[i].status);
      g_assert_cmpuint (offset, ==, bad_fens[i].offset);
      g_assert_nonnull (xq_fen_status_message (st));
    }
}

/* The lenient reader keeps what is only impossible, naming it, and fails
 * like the strict one on what cannot be read. */
typedef struct
{
  const char *fen;
  unsigned impossible;
} ImpossibleFen;

static const ImpossibleFen impossible_fens[] = {
  { "3k5/9/9/9/9/9/9/9/9/5K3 w", 0 },
  { "3k5/9/9/9/9/9/9/9/9/R8 w", XQ_IMPOSSIBLE_NO_RED_KING },
  { "9/9/9/9/9/9/9/9/9/4K4 w", XQ_IMPOSSIBLE_NO_BLACK_KING },
  { "9/9/9/9/9/9/9/9/9/9 w", XQ_IMPOSSIBLE_NO_KING },
  { "3k5/9/9/9/9/9/9/9/9/6K2 w", XQ_IMPOSSIBLE_KING_PALACE },
  { "3k5/9/9/9/9/4K4/9/9/9/9 w", XQ_IMPOSSIBLE_KING_PALACE },
  { "3k5/9/9/9/9/9/9/9/9/4K1A2 w", XQ_IMPOSSIBLE_ADVISOR },
  { "3k5/9/9/9/9/9/9/9/9/1B2K4 w", XQ_IMPOSSIBLE_ELEPHANT },
  { "3k5/9/9/9/9/9/9/4P4/9/4K4 w", XQ_IMPOSSIBLE_SOLDIER },
  { "3k5/4p4/9/9/9/9/9/9/9/4K4 w", XQ_IMPOSSIBLE_SOLDIER },
  { "3k5/9/9/9/9/9/9/9/9/3rK4 b", XQ_IMPOSSIBLE_OPPONENT_IN_CHECK },
  { "4k4/9/9/9/9/9/9/9/9/4K4 w", XQ_IMPOSSIBLE_KINGS_FACING },
  /* Kings facing the other way round (each out of its palace). */
  { "9/9/9/9/9/4K4/9/9/9/4k4 w", XQ_IMPOSSIBLE_KINGS_FACING | XQ_IMPOSSIBLE_KING_PALACE },
  /* No red king: black gives no check to speak of, red still checks. */
  { "3k5/9/9/9/9/9/9/9/9/3R5 w", XQ_IMPOSSIBLE_NO_RED_KING | XQ_IMPOSSIBLE_OPPONENT_IN_CHECK },
  { "3k5/9/9/9/9/9/9/9/9/3R5 b", XQ_IMPOSSIBLE_NO_RED_KING },
};

static void
test_impossible (void)
{
  for (size_t i = 0; i < G_N_ELEMENTS (impossible_fens); i++)
    {
      const ImpossibleFen *c = &impossible_fens[i];
      XqPosition pos, strict;
      char buf[XQ_FEN_MAX];
      unsigned impossible = 999;
      size_t offset = 999;

      g_test_message ("case %zu: '%s'", i, c->fen);
      g_assert_cmpint (xq_position_from_fen_lenient (&pos, c->fen, &offset, &impossible), ==,
                       XQ_FEN_OK);
      g_assert_cmpuint (offset, ==, 0);
      g_assert_cmpuint (impossible, ==, c->impossible);
      g_assert_cmpuint (xq_position_impossible (&pos), ==, c->impossible);
      g_assert_cmpuint (pos.hash, ==, xq_position_compute_hash (&pos));
      g_assert_cmpint (xq_position_from_fen (&strict, c->fen, NULL) == XQ_FEN_OK, ==,
                       c->impossible == 0);
      /* Written back as read. */
      xq_position_to_fen (&pos, buf, sizeof buf);
      g_assert_true (g_str_has_prefix (buf, c->fen));
    }

  /* What cannot be read fails the same way in both. */
  for (size_t i = 0; i < G_N_ELEMENTS (bad_fens); i++)
    {
      XqPosition pos;
      size_t offset = 999;
      XqFenStatus st = xq_position_from_fen_lenient (&pos, bad_fens[i].fen, &offset, NULL);

      switch (bad_fens[i].status)
        {
        case XQ_FEN_KING_OUTSIDE_PALACE: case XQ_FEN_BAD_ADVISOR: case XQ_FEN_BAD_ELEPHANT:
        case XQ_FEN_BAD_PAWN: case XQ_FEN_MISSING_KING: case XQ_FEN_OPPONENT_IN_CHECK:
        case XQ_FEN_KINGS_FACING:
          g_assert_cmpint (st, ==, XQ_FEN_OK);
          break;
        default:
          g_assert_cmpint (st, ==, bad_fens[i].status);
          g_assert_cmpuint (offset, ==, bad_fens[i].offset);
        }
    }
}

/* Garbage never crashes and never reads past the string. */
static void
test_garbage (void)
{
  GRand *rand = g_rand_new_with_seed (7);
  static const char alphabet[] = "rnbakcpRNBAKCPHE0123456789/ wb-";
  for (int i = 0; i < 20000; i++)
    {
      char buf[80];
      int len = g_rand_int_range (rand, 0, (int) sizeof buf);
      for (int j = 0; j < len; j++)
        buf[j] = alphabet[g_rand_int_range (rand, 0, (int) sizeof alphabet - 1)];
      buf[len] = '\0';
      XqPosition pos;
      size_t off = 0;
      XqFenStatus st = xq_position_from_fen (&pos, buf, &off);
      g_assert_cmpuint (off, <=, (size_t) len);
      if (st == XQ_FEN_OK)
        g_assert_cmpuint (pos.hash, ==, xq_position_compute_hash (&pos));
      unsigned impossible;
      st = xq_position_from_fen_lenient (&pos, buf, &off, &impossible);
      g_assert_cmpuint (off, <=, (size_t) len);
      if (st == XQ_FEN_OK)
        g_assert_cmpuint (impossible, ==, xq_position_impossible (&pos));
    }
  g_rand_free (rand);
}

/* A board from "Ke0 ke9 …" (FEN letter, ICCS point). */
static void
board_from_list (const char *list, XqPiece board[XQ_SQUARES])
{
  memset (board, 0, XQ_SQUARES * sizeof board[0]);
  for (const char *p = list; *p != '\0'; p += p[3] == ' ' ? 4 : 3)
    board[XQ_SQ (p[1] - 'a', p[2] - '0')] = xq_piece_from_char (p[0]);
}

/* The set-up editor's reasons: each kind of illegal position, with the
 * piece and the point at fault. */
static void
test_setup_problem (void)
{
  static const struct
  {
    const char *pieces;
    XqColor side;
    XqSetupProblem problem;
    char piece;          /* FEN letter, 0: none */
    const char *square;  /* ICCS, NULL: none */
  } cases[] = {
    { "Kd0 ke9", XQ_RED, XQ_SETUP_LEGAL, 0, NULL },
    { "Kd0 Ke1 ke9", XQ_RED, XQ_SETUP_TOO_MANY, 'K', NULL },
    { "Kd0 ke9 kf8", XQ_RED, XQ_SETUP_TOO_MANY, 'k', NULL },
    { "Kd0 ke9 Pa3 Pc3 Pe3 Pg3 Pi3 Pa4", XQ_RED, XQ_SETUP_TOO_MANY, 'P', NULL },
    { "Kd0 ke9 Na0 Nb0 Nc0", XQ_RED, XQ_SETUP_TOO_MANY, 'N', NULL },
    { "ke9", XQ_RED, XQ_SETUP_NO_RED_KING, 0, NULL },
    { "Kd0", XQ_RED, XQ_SETUP_NO_BLACK_KING, 0, NULL },
    { "Kc0 ke9", XQ_RED, XQ_SETUP_KING_PALACE, 'K', "c0" },
    { "Kd0 ke9 Ae0", XQ_RED, XQ_SETUP_ADVISOR, 'A', "e0" },
    { "Kd0 ke9 Be1", XQ_RED, XQ_SETUP_ELEPHANT, 'B', "e1" },
    { "Kd0 ke9 be4", XQ_RED, XQ_SETUP_ELEPHANT, 'b', "e4" },
    { "Kd0 ke9 Pa2", XQ_RED, XQ_SETUP_SOLDIER, 'P', "a2" },
    { "Kd0 ke9 pi7", XQ_RED, XQ_SETUP_SOLDIER, 'p', "i7" },
    { "Ke0 ke9", XQ_RED, XQ_SETUP_KINGS_FACING, 0, NULL },
    { "Kd0 ke9 Re5", XQ_RED, XQ_SETUP_OPPONENT_IN_CHECK, 'k', "e9" },
    { "Kd0 ke9 Re5", XQ_BLACK, XQ_SETUP_LEGAL, 0, NULL },
  };

  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      XqPiece board[XQ_SQUARES];
      XqPiece piece = XQ_PIECE (XQ_RED, XQ_ROOK);
      int square = 0;
      int want_square = cases[i].square
                          ? XQ_SQ (cases[i].square[0] - 'a', cases[i].square[1] - '0')
                          : XQ_NO_SQUARE;

      g_test_message ("%s", cases[i].pieces);
      board_from_list (cases[i].pieces, board);
      g_assert_cmpint (xq_setup_problem (board, cases[i].side, &piece, &square), ==, cases[i].problem);
      g_assert_cmpint (piece, ==, cases[i].piece ? xq_piece_from_char (cases[i].piece) : XQ_EMPTY);
      g_assert_cmpint (square, ==, want_square);
    }
  g_assert_cmpint (xq_kind_max (XQ_KING), ==, 1);
  g_assert_cmpint (xq_kind_max (XQ_PAWN), ==, 5);
}

/* A board no position holds (two red kings) still has a FEN. */
static void
test_board_to_fen (void)
{
  XqPiece board[XQ_SQUARES];
  XqPosition pos;
  char buf[XQ_FEN_MAX], pos_buf[XQ_FEN_MAX];

  board_from_list ("Kd0 Ke1 ke9", board);
  xq_board_to_fen (board, XQ_BLACK, buf, sizeof buf);
  g_assert_cmpstr (buf, ==, "4k4/9/9/9/9/9/9/9/4K4/3K5 b - - 0 1");

  xq_position_set_start (&pos);
  xq_board_to_fen (pos.board, XQ_RED, buf, sizeof buf);
  xq_position_to_fen (&pos, pos_buf, sizeof pos_buf);
  g_assert_cmpstr (buf, ==, pos_buf);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/core/fen/start", test_start);
  g_test_add_func ("/core/fen/round-trip", test_round_trip);
  g_test_add_func ("/core/fen/variants", test_variants);
  g_test_add_func ("/core/fen/rejections", test_rejections);
  g_test_add_func ("/core/fen/impossible", test_impossible);
  g_test_add_func ("/core/fen/garbage", test_garbage);
  g_test_add_func ("/core/fen/setup-problem", test_setup_problem);
  g_test_add_func ("/core/fen/board-to-fen", test_board_to_fen);
  return g_test_run ();
}
