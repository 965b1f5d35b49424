/* test-see.c — static exchange evaluation: defenders, horse legs, cannon
 * screens appearing and vanishing, chariots behind chariots
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "xq-fen.h"
#include "xq-see.h"

#include <glib.h>

typedef struct
{
  const char *fen;
  const char *move; /* ICCS, ranks 0-9 */
  int see;
} SeeCase;

static const SeeCase cases[] = {
  /* An undefended soldier. */
  { "5k3/9/9/p8/9/9/9/R8/9/3K5 w - - 0 1", "a2a6", 100 },
  /* Defended by a horse. */
  { "5k3/1n7/9/p8/9/9/9/R8/9/3K5 w - - 0 1", "a2a6", -800 },
  /* A cannon takes a horse over a screen; a chariot takes the cannon back. */
  { "5k3/r8/9/n8/9/9/P8/C8/9/3K5 w - - 0 1", "a2a6", -50 },
  /* A horse defends the cannon through a free leg ... */
  { "5k3/9/3n5/9/4c4/9/9/4R4/9/3K5 w - - 0 1", "e2e5", -450 },
  /* ... and not when its leg is blocked. */
  { "5k3/9/3n5/3p5/4c4/9/9/4R4/9/3K5 w - - 0 1", "e2e5", 450 },
  /* A chariot behind the first one makes the recapture a bad trade. */
  { "r4k3/9/9/p8/9/9/9/9/R8/R2K5 w - - 0 1", "a1a6", 100 },
  { "r4k3/9/9/p8/9/9/9/9/R8/3K5 w - - 0 1", "a1a6", -800 },
  /* The chariot leaving gives the black cannon its screen (the horse) and
   * leaves the red soldier as the only screen of the red cannon. */
  { "c4k3/n8/9/p8/9/9/P8/R8/9/C2K5 w - - 0 1", "a2a6", -350 },
  /* Soldiers across the river take sideways. */
  { "5k3/9/9/9/Pr7/9/9/9/9/3K5 w - - 0 1", "a5b5", 900 },
  { "5k3/9/9/1p7/Pr7/9/9/9/9/3K5 w - - 0 1", "a5b5", 800 },
  { "5k3/9/9/9/9/pR7/1P7/9/9/3K5 b - - 0 1", "a4b4", 800 },
  /* An elephant guards the point two steps away, not with its eye blocked. */
  { "3k5/9/9/9/4r4/9/9/4N4/9/2B2K3 b - - 0 1", "e5e2", -500 },
  { "3k5/9/9/9/4r4/9/9/4N4/3p5/2B2K3 b - - 0 1", "e5e2", 400 },
  /* An advisor guards its back rank (and nothing is read off the board). */
  { "4k4/9/9/3r5/9/9/9/9/4A4/3NK4 b - - 0 1", "d6d0", -500 },
  /* A king takes back only a piece that nothing defends. */
  { "4k4/4n4/9/9/9/9/9/4R4/9/3K5 w - - 0 1", "e2e8", -500 },
  { "4k4/4n4/9/3N5/9/9/9/4R4/9/3K5 w - - 0 1", "e2e8", 400 },
};

static void
test_cases (void)
{
  for (size_t i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      XqPosition pos;
      g_assert_cmpint (xq_position_from_fen (&pos, cases[i].fen, NULL), ==, XQ_FEN_OK);
      const char *t = cases[i].move;
      int from = XQ_SQ (t[0] - 'a', t[1] - '0');
      int to = XQ_SQ (t[2] - 'a', t[3] - '0');
      XqMove m = XQ_MOVE (from, to);
      g_test_message ("case %zu: %s %s", i, cases[i].fen, t);
      g_assert_cmpint (xq_see (&pos, m), ==, cases[i].see);
      g_assert_true (xq_see_ge (&pos, m, cases[i].see));
      g_assert_false (xq_see_ge (&pos, m, cases[i].see + 1));
    }
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  xq_core_init ();
  g_test_add_func ("/engine/see/cases", test_cases);
  return g_test_run ();
}
