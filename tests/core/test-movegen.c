/* test-movegen.c — perft counts and move-generation rules (RULES §2, §3)
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib.h>
#include <stdio.h>
#include <string.h>

#include "xq-fen.h"
#include "xq-movegen.h"
#include "xq-notation.h"

/* Perft depths run by default; deeper ones need `-m slow`.  The default run
 * stays well under a minute even under AddressSanitizer. */
#define FAST_NODE_LIMIT 2000000ull

typedef struct
{
  char *fen;
  int depth;
  guint64 nodes;
} PerftCase;

static void
perft_case_free (gpointer data)
{
  PerftCase *c = data;
  g_free (c->fen);
  g_free (c);
}

static void
test_perft (gconstpointer data)
{
  const PerftCase *c = data;
  XqPosition pos;
  g_assert_cmpint (xq_position_from_fen (&pos, c->fen, NULL), ==, XQ_FEN_OK);
  uint64_t before = pos.hash;
  g_assert_cmpuint (xq_perft (&pos, c->depth), ==, c->nodes);
  /* make/unmake restored everything */
  g_assert_cmpuint (pos.hash, ==, before);
  g_assert_cmpuint (pos.hash, ==, xq_position_compute_hash (&pos));
}

static void
add_perft_tests (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "perft.epd", NULL);
  g_autofree char *text = NULL;
  g_autoptr (GError) error = NULL;

  if (!g_file_get_contents (path, &text, NULL, &error))
    g_error ("%s", error->message);

  g_auto (GStrv) lines = g_strsplit (text, "\n", -1);
  int line_no = 0;
  for (char **l = lines; *l; l++)
    {
      line_no++;
      if (**l == '#' || **l == '\0')
        continue;
      g_auto (GStrv) fields = g_strsplit (*l, ";", -1);
      for (int f = 1; fields[f]; f++)
        {
          int depth;
          guint64 nodes;
          if (sscanf (fields[f], " D%d %" G_GUINT64_FORMAT, &depth, &nodes) != 2)
            g_error ("perft.epd:%d: bad field '%s'", line_no, fields[f]);
          if (nodes > FAST_NODE_LIMIT && !g_test_slow ())
            continue;
          PerftCase *c = g_new0 (PerftCase, 1);
          c->fen = g_strstrip (g_strdup (fields[0]));
          c->depth = depth;
          c->nodes = nodes;
          g_autofree char *name = g_strdup_printf ("/core/movegen/perft/line%02d/depth%d", line_no, depth);
          g_test_add_data_func_full (name, c, test_perft, perft_case_free);
        }
    }
}

/* Squares by ICCS name, e.g. "e0". */
static int
sq (const char *name)
{
  return XQ_SQ (name[0] - 'a', name[1] - '0');
}

static XqMove
mv (const char *iccs)
{
  return XQ_MOVE (sq (iccs), sq (iccs + 2));
}

static void
load (XqPosition *pos, const char *fen)
{
  size_t off = 0;
  XqFenStatus st = xq_position_from_fen (pos, fen, &off);
  if (st != XQ_FEN_OK)
    g_error ("bad test FEN '%s' at %zu: %s", fen, off, xq_fen_status_message (st));
}

typedef struct
{
  const char *name;
  const char *fen;
  const char *legal;   /* space-separated moves that must be legal */
  const char *illegal; /* moves that must not be */
} RuleCase;

/* Each case isolates one clause of RULES §2. */
static const RuleCase rule_cases[] = {
  { "king-palace", "5k3/9/9/9/9/9/9/9/9/3K5 w", "d0e0 d0d1", "d0c0 d0c1" },
  { "advisor-palace", "3k5/9/9/9/9/9/9/9/4A4/5K3 w", "e1d0 e1d2 e1f2", "e1e2 e1c0 e1f0" },
  { "elephant-eye", "5k3/9/9/9/9/9/9/9/3p5/2B1K4 w", "c0a2", "c0e2" },
  { "elephant-river", "5k3/9/9/9/9/2B6/9/9/9/4K4 w", "c4a2 c4e2", "c4a6 c4e6" },
  { "horse-leg", "5k3/9/9/9/9/9/9/9/1p7/1N2K4 w", "b0d1", "b0a2 b0c2" },
  { "cannon-screen", "5k3/9/9/9/1p7/9/9/9/9/1C2K4 w", "b0b3 b0b4 b0a0", "b0b5 b0b6" },
  { "cannon-capture-over-screen", "3k5/1r7/9/9/1p7/9/9/9/9/1C2K4 w", "b0b8 b0b4", "b0b5 b0b6 b0b9" },
  { "rook-lines", "3k5/9/9/9/1p7/9/9/9/9/1R2K4 w", "b0b4 b0b5 b0a0 b0d0", "b0b6 b0e0" },
  { "soldier-before-river", "3k5/9/9/9/9/9/4P4/9/9/4K4 w", "e3e4", "e3d3 e3f3 e3e2" },
  { "soldier-after-river", "3k5/9/9/9/4P4/9/9/9/9/4K4 w", "e5e6 e5d5 e5f5", "e5e4" },
  { "black-soldier", "3k5/9/9/9/9/4p4/9/9/9/4K4 b", "e4e3 e4d4 e4f4", "e4e5" },
  /* §2.2 flying general: the only piece between the kings may not leave. */
  { "facing-kings-pin", "4k4/9/9/9/4c4/9/9/9/9/4K4 b", "e5e6 e5e1", "e5d5 e5a5 e5e0" },
  { "facing-kings-king-move", "3k5/9/9/9/9/9/9/9/9/4K4 w", "e0e1 e0f0", "e0d0" },
  /* A piece may not step onto a line and so give the enemy cannon a screen. */
  { "cannon-screen-created", "4k4/9/9/9/4c4/9/9/9/3R5/4K4 w", "d1d2", "d1e1" },
  /* Moving a horse-leg blocker exposes the king to a horse. */
  { "horse-leg-pin", "5k3/9/9/9/9/9/9/3n5/3R5/4K4 w", "d1d2 e0e1", "d1c1 d1a1" },
};

static void
test_rules (gconstpointer data)
{
  const RuleCase *c = data;
  XqPosition pos;
  XqMove legal[XQ_MAX_MOVES];

  load (&pos, c->fen);
  size_t n = xq_generate_legal (&pos, legal, XQ_MAX_MOVES);

  g_auto (GStrv) yes = g_strsplit (c->legal, " ", -1);
  g_auto (GStrv) no = g_strsplit (c->illegal, " ", -1);
  for (char **m = yes; *m; m++)
    {
      bool found = false;
      for (size_t i = 0; i < n; i++)
        found |= legal[i] == mv (*m);
      if (!found)
        g_error ("%s: %s should be legal", c->name, *m);
      g_assert_true (xq_position_is_legal_move (&pos, mv (*m)));
    }
  for (char **m = no; *m; m++)
    {
      for (size_t i = 0; i < n; i++)
        if (legal[i] == mv (*m))
          g_error ("%s: %s should be illegal", c->name, *m);
      g_assert_false (xq_position_is_legal_move (&pos, mv (*m)));
    }
}

/* The fast legality test agrees with a full generate-and-filter on every
 * pseudo-legal move value in a set of positions, and is_legal_move agrees on
 * all 90 × 90 move values. */
static void
test_is_legal_agrees (void)
{
  static const char *fens[] = {
    XQ_START_FEN,
    "r1ba1a3/4kn3/2n1b4/pNp1p1p1p/4c4/6P2/P1P2R2P/1CcC5/9/2BAKAB2 w",
    "1cbak4/9/n2a5/2p1p3p/5cp2/2n2N3/6PCP/3AB4/2C6/3A1K1N1 w",
    "4kcP1N/8n/3rb4/9/9/9/9/3p1A3/4K4/5CB2 w",
    "C1nNk4/9/9/9/9/9/n1pp5/B3C4/9/3A1K3 w",
  };
  for (size_t f = 0; f < G_N_ELEMENTS (fens); f++)
    {
      XqPosition pos;
      XqMove legal[XQ_MAX_MOVES];
      load (&pos, fens[f]);
      size_t n = xq_generate_legal (&pos, legal, XQ_MAX_MOVES);
      int counted = 0;
      for (int from = 0; from < XQ_SQUARES; from++)
        for (int to = 0; to < XQ_SQUARES; to++)
          {
            XqMove m = XQ_MOVE (from, to);
            bool in_list = false;
            for (size_t i = 0; i < n; i++)
              in_list |= legal[i] == m;
            bool pseudo = xq_position_is_pseudo_move (&pos, m);
            bool ok = xq_position_is_legal_move (&pos, m);
            g_assert_cmpint (ok, ==, in_list);
            if (pseudo)
              {
                /* slow reference: make the move and look at the king */
                XqUndo u;
                xq_position_make_move (&pos, m, &u);
                bool safe = !xq_position_king_attacked (&pos, xq_color_other ((XqColor) pos.side));
                xq_position_unmake_move (&pos, &u);
                g_assert_cmpint (safe, ==, ok);
              }
            counted += ok;
          }
      g_assert_cmpint (counted, ==, (int) n);
    }
}

static void
test_mate_states (void)
{
  XqPosition pos;

  /* §3: mate — two rooks on the back ranks. */
  load (&pos, "3k5/9/9/9/9/9/9/9/9/3RK4 b");
  g_assert_true (xq_position_in_check (&pos));
  g_assert_cmpint (xq_position_mate_state (&pos), ==, XQ_STATE_CHECKMATE);

  /* §3: stalemate is a loss for the side to move, and not check. */
  load (&pos, "3k5/9/3P5/9/9/9/9/9/9/4K4 b");
  g_assert_false (xq_position_in_check (&pos));
  g_assert_cmpint (xq_position_mate_state (&pos), ==, XQ_STATE_STALEMATE);

  load (&pos, XQ_START_FEN);
  g_assert_cmpint (xq_position_mate_state (&pos), ==, XQ_STATE_ONGOING);
}

/* Walks every legal line to @depth from a position no game reaches,
 * checking at each node what the readers and the window rely on: the
 * generators agree, make/unmake restore it, the check helpers agree, and
 * each move is written and read back in ICCS and Chinese notation.  A king
 * may be taken here (the side not to move in check): play goes on.
 * Returns the leaves at @depth, as xq_perft () counts them. */
static uint64_t
walk_impossible (XqPosition *pos, int depth)
{
  XqMove legal[XQ_MAX_MOVES], pseudo[XQ_MAX_MOVES];
  size_t n = xq_generate_legal (pos, legal, XQ_MAX_MOVES);
  size_t n_pseudo = xq_generate_pseudo (pos, pseudo, XQ_MAX_MOVES);
  bool in_check = xq_position_in_check (pos);
  size_t n_fast = 0;
  uint64_t nodes = 0;

  if (pos->king[pos->side] == XQ_NO_SQUARE)
    g_assert_false (in_check);
  for (size_t i = 0; i < n_pseudo; i++)
    n_fast += xq_move_is_legal_fast (pos, pseudo[i], in_check);
  g_assert_cmpuint (n_fast, ==, n);
  g_assert_cmpint (xq_position_has_legal_move (pos), ==, n > 0);
  g_assert_cmpint (xq_position_mate_state (pos), ==,
                   n > 0 ? XQ_STATE_ONGOING : in_check ? XQ_STATE_CHECKMATE : XQ_STATE_STALEMATE);
  for (size_t i = 0; i < n; i++)
    {
      static const XqNotation notations[] = { XQ_NOTATION_ICCS, XQ_NOTATION_CHINESE };
      XqPosition before = *pos;
      XqUndo undo;

      g_assert_true (xq_position_is_legal_move (pos, legal[i]));
      for (size_t k = 0; k < G_N_ELEMENTS (notations); k++)
        {
          char text[XQ_MOVE_TEXT_MAX];
          XqMove back = XQ_MOVE_NONE;

          g_assert_cmpuint (xq_move_format (pos, legal[i], notations[k], 0, text, sizeof text), >, 0);
          g_assert_cmpint (xq_move_parse (pos, text, notations[k], &back, NULL), ==, XQ_PARSE_OK);
          g_assert_cmpuint (back, ==, legal[i]);
        }
      /* The check helpers' contract: the other side not in check before. */
      bool them_in_check = xq_position_king_attacked (pos, xq_color_other ((XqColor) pos->side));
      bool cannot = xq_position_cannot_check (pos, legal[i]);
      xq_position_make_move (pos, legal[i], &undo);
      g_assert_cmpuint (pos->hash, ==, xq_position_compute_hash (pos));
      if (!them_in_check)
        {
          g_assert_cmpint (xq_position_gave_check (pos, legal[i]), ==, xq_position_in_check (pos));
          if (cannot)
            g_assert_false (xq_position_in_check (pos));
        }
      nodes += depth > 1 ? walk_impossible (pos, depth - 1) : 1;
      xq_position_unmake_move (pos, &undo);
      g_assert_true (memcmp (pos, &before, sizeof before) == 0);
    }
  return nodes;
}

/* Positions the readers now keep as written (issue 22): the core plays
 * them with the pieces' own moves and never trips over a missing king. */
static void
test_impossible_positions (void)
{
  static const char *fens[] = {
    "3k5/9/9/9/9/9/9/9/9/R8 w",                    /* red has no king */
    "3k5/9/9/9/9/9/9/9/9/R8 b",
    "2bak4/4a4/4b4/9/9/9/9/9/9/1R2C4 w",            /* a mating exercise */
    "9/9/9/9/9/9/9/9/4A4/4K1R2 w",                  /* black has no king */
    "9/9/9/9/4c4/9/9/9/9/R8 w",                     /* neither */
    "9/9/9/9/9/9/9/9/9/3rK4 w",                     /* no black king, red in check */
    "3k5/9/9/9/9/9/9/9/9/3rK4 b",                   /* black may take the king */
    "3k5/9/9/9/4K4/9/9/9/9/9 w",                    /* king outside its palace */
    "4k4/9/9/9/9/9/9/9/9/4K4 w",                    /* kings facing */
    "3k5/9/9/9/9/9/9/9/P3P4/1B1AKA1B1 w",           /* soldiers, advisor, elephants */
    "3k5/9/9/9/A3B4/9/9/9/1B7/4K4 w",
  };

  for (size_t f = 0; f < G_N_ELEMENTS (fens); f++)
    {
      XqPosition pos;
      unsigned impossible = 0;

      g_assert_cmpint (xq_position_from_fen_lenient (&pos, fens[f], NULL, &impossible), ==, XQ_FEN_OK);
      g_assert_cmpuint (impossible, !=, 0);
      g_assert_cmpuint (walk_impossible (&pos, 3), ==, xq_perft (&pos, 3));
    }
}

static void
test_make_unmake (void)
{
  XqPosition pos, copy;
  XqMove moves[XQ_MAX_MOVES];
  GRand *rand = g_rand_new_with_seed (42);

  xq_position_set_start (&pos);
  for (int game = 0; game < 20; game++)
    {
      XqUndo undo[200];
      int plies = 0;
      xq_position_set_start (&pos);
      copy = pos;
      for (; plies < 200; plies++)
        {
          size_t n = xq_generate_legal (&pos, moves, XQ_MAX_MOVES);
          if (n == 0)
            break;
          XqMove m = moves[g_rand_int_range (rand, 0, (int) n)];
          xq_position_make_move (&pos, m, &undo[plies]);
          g_assert_cmpuint (pos.hash, ==, xq_position_compute_hash (&pos));
          /* the list and index stay consistent */
          for (int c = 0; c < 2; c++)
            for (int i = 0; i < pos.count[c]; i++)
              {
                int s = pos.list[c][i];
                g_assert_cmpint (pos.index[s], ==, i);
                g_assert_cmpint (XQ_PIECE_COLOR (pos.board[s]), ==, c);
              }
        }
      while (plies-- > 0)
        xq_position_unmake_move (&pos, &undo[plies]);
      g_assert_true (memcmp (&pos, &copy, sizeof pos) == 0);
    }
  g_rand_free (rand);
}

/* The kept occupancy masks and piece counts match the board, and the attack
 * tests that read the masks agree with the plain board scan, before and
 * after every pseudo-legal move. */
static void
check_masks_and_attacks (const XqPosition *pos)
{
  uint8_t counts[XQ_N_PIECES] = { 0 };
  for (int sq = 0; sq < XQ_SQUARES; sq++)
    {
      bool occupied = pos->board[sq] != XQ_EMPTY;
      g_assert_cmpint ((pos->rank_occ[XQ_RANK (sq)] >> XQ_FILE (sq)) & 1, ==, occupied);
      g_assert_cmpint ((pos->file_occ[XQ_FILE (sq)] >> XQ_RANK (sq)) & 1, ==, occupied);
      counts[pos->board[sq]]++;
      for (int by = 0; by < 2; by++)
        g_assert_cmpint (xq_position_attacked (pos, sq, (XqColor) by), ==,
                         xq_board_square_attacked (pos->board, sq, (XqColor) by));
    }
  for (int p = 1; p < XQ_N_PIECES; p++)
    g_assert_cmpint (pos->piece_count[p], ==, counts[p]);
  for (int p = 0; p < XQ_N_PIECES; p++)
    for (int i = 0, c = XQ_PIECE_COLOR (p); i < 16; i++)
      g_assert_cmpint ((pos->slots[p] >> i) & 1, ==,
                       i < pos->count[c] && pos->board[pos->list[c][i]] == p);

  XqMove moves[XQ_MAX_MOVES];
  size_t n = xq_generate_pseudo (pos, moves, XQ_MAX_MOVES);
  for (size_t i = 0; i < n; i++)
    {
      XqPiece board[XQ_SQUARES];
      int from = XQ_MOVE_FROM (moves[i]), to = XQ_MOVE_TO (moves[i]);
      memcpy (board, pos->board, sizeof board);
      board[to] = board[from];
      board[from] = XQ_EMPTY;
      for (int sq = 0; sq < XQ_SQUARES; sq += 7)
        for (int by = 0; by < 2; by++)
          g_assert_cmpint (xq_position_attacked_after (pos, moves[i], sq, (XqColor) by), ==,
                           xq_board_square_attacked (board, sq, (XqColor) by));
    }
}

static void
test_attacks_agree (void)
{
  static const char *const fens[] = {
    XQ_START_FEN,
    "1rbaka2R/5r3/6n2/2p1p1p2/4P1bP1/PpC3Bc1/1nPR2P2/2N2AN2/1c2K1p2/2BAC4 w - - 0 1",
    "3k5/4P4/9/9/9/9/9/9/9/4K4 w - - 0 50",
    "4k4/9/9/9/9/9/9/9/9/3K5 w - - 0 1",
  };
  GRand *rand = g_rand_new_with_seed (7);
  for (gsize f = 0; f < G_N_ELEMENTS (fens); f++)
    {
      XqPosition pos;
      XqUndo undo[120];
      int plies = 0;
      g_assert_cmpint (xq_position_from_fen (&pos, fens[f], NULL), ==, XQ_FEN_OK);
      for (; plies < 120; plies++)
        {
          check_masks_and_attacks (&pos);
          XqMove moves[XQ_MAX_MOVES];
          size_t n = xq_generate_legal (&pos, moves, XQ_MAX_MOVES);
          if (n == 0)
            break;
          xq_position_make_move (&pos, moves[g_rand_int_range (rand, 0, (int) n)], &undo[plies]);
        }
      while (plies-- > 0)
        {
          xq_position_unmake_move (&pos, &undo[plies]);
          check_masks_and_attacks (&pos);
        }
    }
  g_rand_free (rand);
}

/* The quick check tests agree with the attack test: after every legal move
 * of random games, xq_position_gave_check () is xq_position_in_check (), and
 * a move xq_position_cannot_check () clears never checks. */
static void
test_check_helpers_agree (void)
{
  GRand *rand = g_rand_new_with_seed (11);
  int checks = 0;
  for (int game = 0; game < 40; game++)
    {
      XqPosition pos;
      xq_position_set_start (&pos);
      for (int plies = 0; plies < 150; plies++)
        {
          XqMove moves[XQ_MAX_MOVES];
          size_t n = xq_generate_legal (&pos, moves, XQ_MAX_MOVES);
          if (n == 0)
            break;
          for (size_t i = 0; i < n; i++)
            {
              XqUndo u;
              bool cannot = xq_position_cannot_check (&pos, moves[i]);
              xq_position_make_move (&pos, moves[i], &u);
              bool check = xq_position_in_check (&pos);
              g_assert_cmpint (xq_position_gave_check (&pos, moves[i]), ==, check);
              g_assert_false (cannot && check);
              checks += check;
              xq_position_unmake_move (&pos, &u);
            }
          XqUndo u;
          xq_position_make_move (&pos, moves[g_rand_int_range (rand, 0, (int) n)], &u);
        }
    }
  g_assert_cmpint (checks, >, 0);
  g_rand_free (rand);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  xq_core_init ();

  add_perft_tests ();
  for (size_t i = 0; i < G_N_ELEMENTS (rule_cases); i++)
    {
      g_autofree char *name = g_strdup_printf ("/core/movegen/rules/%s", rule_cases[i].name);
      g_test_add_data_func (name, &rule_cases[i], test_rules);
    }
  g_test_add_func ("/core/movegen/is-legal-agrees", test_is_legal_agrees);
  g_test_add_func ("/core/movegen/mate-states", test_mate_states);
  g_test_add_func ("/core/movegen/make-unmake", test_make_unmake);
  g_test_add_func ("/core/movegen/impossible-positions", test_impossible_positions);
  g_test_add_func ("/core/movegen/attacks-agree", test_attacks_agree);
  g_test_add_func ("/core/movegen/check-helpers-agree", test_check_helpers_agree);
  return g_test_run ();
}
