/* test-uci.c — UCI and UCCI sessions driven by scripted input
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "xq-eval.h"
#include "xq-fen.h"
#include "xq-movegen.h"
#include "xq-uci.h"

#include <glib.h>
#include <stdio.h>
#include <string.h>

/* Runs a session; returns what the engine wrote. */
static char *
session (const char *script, XqProtocol protocol)
{
  FILE *in = fmemopen ((void *) script, strlen (script), "r");
  char *text = NULL;
  size_t len = 0;
  FILE *out = open_memstream (&text, &len);
  g_assert_nonnull (in);
  g_assert_nonnull (out);
  g_assert_cmpint (xq_uci_run (in, out, protocol), ==, 0);
  fclose (in);
  fclose (out);
  g_test_message ("%s", text);
  return text;
}

static char *
bestmove (const char *text, const char *keyword)
{
  const char *p = strstr (text, keyword);
  g_assert_nonnull (p);
  p += strlen (keyword);
  return g_strndup (p, strcspn (p, " \n"));
}

static void
test_uci_session (void)
{
  g_autofree char *out = session ("uci\nisready\nsetoption name Hash value 8\n"
                                  "setoption name MultiPV value 2\n"
                                  "ucinewgame\nposition startpos moves h2e2 h9g7\n"
                                  "go depth 4\n", XQ_PROTOCOL_UCI);
  g_assert_nonnull (strstr (out, "id name "));
  g_assert_nonnull (strstr (out, "option name Hash"));
  g_assert_nonnull (strstr (out, "option name Skill Level"));
  g_assert_nonnull (strstr (out, "uciok\n"));
  g_assert_nonnull (strstr (out, "readyok\n"));
  g_assert_nonnull (strstr (out, "info depth 4 "));
  g_assert_nonnull (strstr (out, " multipv 2 "));
  g_autofree char *mv = bestmove (out, "bestmove ");

  XqPosition pos;
  XqUndo u;
  xq_position_set_start (&pos);
  xq_position_make_move (&pos, xq_uci_parse_move (&pos, "h2e2", 0, NULL), &u);
  xq_position_make_move (&pos, xq_uci_parse_move (&pos, "h9g7", 0, NULL), &u);
  g_assert_cmpint (xq_uci_parse_move (&pos, mv, 0, NULL), !=, XQ_MOVE_NONE);
}

static void
test_uci_fen_and_stop (void)
{
  /* An infinite search ends with stop; quit right after. */
  g_autofree char *out = session ("uci\nposition fen 3k5/9/9/9/9/9/9/9/9/RR3K3 w - - 0 1\n"
                                  "go infinite\nisready\nstop\nquit\n", XQ_PROTOCOL_UCI);
  g_assert_nonnull (strstr (out, "readyok"));
  g_autofree char *mv = bestmove (out, "bestmove ");
  XqPosition pos;
  xq_position_from_fen (&pos, "3k5/9/9/9/9/9/9/9/9/RR3K3 w - - 0 1", NULL);
  g_assert_cmpint (xq_uci_parse_move (&pos, mv, 0, NULL), !=, XQ_MOVE_NONE);
}

static void
test_uci_no_move (void)
{
  g_autofree char *out = session ("uci\nposition fen R2k5/1R7/9/9/9/9/9/9/9/4K4 b - - 0 1\n"
                                  "go depth 3\n", XQ_PROTOCOL_UCI);
  g_assert_nonnull (strstr (out, "bestmove (none)"));
}

static void
test_uci_searchmoves (void)
{
  /* Only the listed root moves are searched, even poor ones; the list may
   * come before other parameters; a move that is not legal ends it. */
  g_autofree char *out = session ("uci\nposition startpos\ngo depth 4 searchmoves a0a1 i0i1\n"
                                  "go searchmoves i0i1 depth 3\n"
                                  "go searchmoves a0a5 depth 3\n", XQ_PROTOCOL_UCI);
  const char *first = strstr (out, "bestmove ");
  g_assert_nonnull (first);
  g_autofree char *mv1 = bestmove (first, "bestmove ");
  g_assert_true (g_str_equal (mv1, "a0a1") || g_str_equal (mv1, "i0i1"));
  const char *second = strstr (first + 1, "bestmove ");
  g_assert_nonnull (second);
  g_autofree char *mv2 = bestmove (second, "bestmove ");
  g_assert_cmpstr (mv2, ==, "i0i1");
  /* a0a5 is not a legal move: the list is empty and the search is free. */
  const char *third = strstr (second + 1, "bestmove ");
  g_assert_nonnull (third);
  g_autofree char *mv3 = bestmove (third, "bestmove ");
  g_assert_cmpstr (mv3, !=, "a0a5");
  XqPosition pos;
  xq_position_set_start (&pos);
  g_assert_cmpint (xq_uci_parse_move (&pos, mv3, 0, NULL), !=, XQ_MOVE_NONE);
}

static void
test_uci_eval (void)
{
  /* `eval` prints the terms and the total for red, in pawns; black to move
   * here, so the total is minus the side-to-move score. */
  const char *fen = "3ak4/4a4/9/9/2R6/9/9/9/9/4K4 b - - 0 1";
  g_autofree char *script = g_strdup_printf ("position fen %s\neval\n", fen);
  g_autofree char *out = session (script, XQ_PROTOCOL_UCI);
  XqPosition pos;
  g_assert_cmpint (xq_position_from_fen (&pos, fen, NULL), ==, XQ_FEN_OK);
  int red = -xq_evaluate (&pos);
  g_autofree char *want = g_strdup_printf ("Total evaluation: %c%d.%02d (red side)\n",
                                           red < 0 ? '-' : '+', ABS (red) / 100, ABS (red) % 100);
  g_assert_nonnull (strstr (out, want));
  g_assert_nonnull (strstr (out, "King safety |"));
  g_assert_cmpint (red, >, 100); /* a chariot up */
}

static void
test_uci_clock (void)
{
  g_autofree char *out = session ("uci\nposition startpos\ngo wtime 2000 btime 2000 winc 10 binc 10\n",
                                  XQ_PROTOCOL_UCI);
  g_autofree char *mv = bestmove (out, "bestmove ");
  XqPosition pos;
  xq_position_set_start (&pos);
  g_assert_cmpint (xq_uci_parse_move (&pos, mv, 0, NULL), !=, XQ_MOVE_NONE);
}

static void
test_ucci_session (void)
{
  g_autofree char *out = session ("ucci\nsetoption hashsize 4\nisready\n"
                                  "position fen rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1 moves b2e2\n"
                                  "banmoves h9g7 b9c7\n"
                                  "go depth 3\n", XQ_PROTOCOL_UCCI);
  g_assert_nonnull (strstr (out, "ucciok\n"));
  g_assert_nonnull (strstr (out, "readyok\n"));
  g_assert_nonnull (strstr (out, "bye\n"));
  g_autofree char *mv = bestmove (out, "bestmove ");
  g_assert_cmpstr (mv, !=, "h9g7");
  g_assert_cmpstr (mv, !=, "b9c7");
  XqPosition pos;
  XqUndo u;
  xq_position_set_start (&pos);
  xq_position_make_move (&pos, xq_uci_parse_move (&pos, "b2e2", 0, NULL), &u);
  g_assert_cmpint (xq_uci_parse_move (&pos, mv, 0, NULL), !=, XQ_MOVE_NONE);

  g_autofree char *none = session ("ucci\nposition fen R2k5/1R7/9/9/9/9/9/9/9/4K4 b - - 0 1\n"
                                   "go time 1000 increment 0\nquit\n", XQ_PROTOCOL_UCCI);
  g_assert_nonnull (strstr (none, "nobestmove"));
}

static void
test_move_text (void)
{
  XqPosition pos;
  char buf[8];
  xq_position_set_start (&pos);
  XqMove m = xq_uci_parse_move (&pos, "h2e2", 0, NULL);
  g_assert_cmpint (m, ==, XQ_MOVE (XQ_SQ (7, 2), XQ_SQ (4, 2)));
  /* fairy-stockfish writes ranks 1-10. */
  g_assert_cmpint (xq_uci_parse_move (&pos, "h3e3", 1, NULL), ==, m);
  xq_uci_format_move (m, 1, buf);
  g_assert_cmpstr (buf, ==, "h3e3");
  xq_uci_format_move (m, 0, buf);
  g_assert_cmpstr (buf, ==, "h2e2");
  XqMove r = xq_uci_parse_move (&pos, "a1a2", 1, NULL);
  g_assert_cmpint (r, ==, XQ_MOVE (XQ_SQ (0, 0), XQ_SQ (0, 1)));
  XqUndo u;
  xq_position_make_move (&pos, m, &u);
  XqMove b = xq_uci_parse_move (&pos, "a10a9", 1, NULL);
  g_assert_cmpint (b, ==, XQ_MOVE (XQ_SQ (0, 9), XQ_SQ (0, 8)));
  g_assert_cmpint (xq_uci_parse_move (&pos, "e2e9", 0, NULL), ==, XQ_MOVE_NONE);
  g_assert_cmpint (xq_uci_parse_move (&pos, "zz", 0, NULL), ==, XQ_MOVE_NONE);
}

/* Words past the end of the engine's buffers: an option name of 60 words
 * is cut and still answered, its value still read; a FEN of 300 words is
 * refused as too long, and the start position is used. */
static void
test_uci_long_words (void)
{
  g_autoptr (GString) script = g_string_new ("uci\nsetoption name");
  g_autofree char *out = NULL;
  const char *unknown;

  for (int i = 0; i < 60; i++)
    g_string_append (script, " word");
  g_string_append (script, " value 3\nposition fen 4k4/9/9/9/9/9/9/9/9/4K4 w");
  for (int i = 0; i < 300; i++)
    g_string_append (script, " x");
  g_string_append (script, " moves h2e2\nd\nquit\n");
  out = session (script->str, XQ_PROTOCOL_UCI);
  unknown = strstr (out, "info string unknown option word word");
  g_assert_nonnull (unknown);
  g_assert_cmpuint (strcspn (unknown + strlen ("info string unknown option "), "\n"), ==, 127);
  g_assert_nonnull (strstr (out, "info string invalid FEN: 4k4/9/9/9/9/9/9/9/9/4K4 w x x"));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/engine/uci/session", test_uci_session);
  g_test_add_func ("/engine/uci/fen-and-stop", test_uci_fen_and_stop);
  g_test_add_func ("/engine/uci/no-move", test_uci_no_move);
  g_test_add_func ("/engine/uci/searchmoves", test_uci_searchmoves);
  g_test_add_func ("/engine/uci/clock", test_uci_clock);
  g_test_add_func ("/engine/uci/eval", test_uci_eval);
  g_test_add_func ("/engine/ucci/session", test_ucci_session);
  g_test_add_func ("/engine/uci/move-text", test_move_text);
  g_test_add_func ("/engine/uci/long-words", test_uci_long_words);
  return g_test_run ();
}
