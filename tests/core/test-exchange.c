/* test-exchange.c — the static exchange evaluator with the rule book's
 * values: with every attacker, and with legal captures only
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib.h>

#include "xq-exchange.h"
#include "xq-fen.h"

typedef struct
{
  const char *name;
  const char *fen;
  const char *move;  /* ICCS, ranks 0-9 */
  int pseudo;        /* every attacker takes */
  int legal;         /* legal captures only */
} ExchangeCase;

static const ExchangeCase cases[] = {
  /* A chariot takes an unprotected horse. */
  { "unprotected", "3k5/9/9/9/2n6/9/9/9/9/2R1K4 w", "c0c5", 5, 5 },
  /* Protected by a soldier: 5 - 10. */
  { "protected", "3k5/9/9/2p6/2n6/9/9/9/9/2R1K4 w", "c0c5", -5, -5 },
  /* The protector is pinned against its king by a chariot. */
  { "pinned-protector", "9/R2rk4/9/9/3n5/9/9/9/9/3R1K3 w", "d0d5", -5, 5 },
  /* The protector stands between the kings (the flying-general rule). */
  { "facing-kings-protector", "4k4/9/2n1r4/9/9/9/9/9/9/2R1K4 w", "c0c7", -5, 5 },
  /* The king takes back only where nothing takes it. */
  { "king-recaptures", "4k4/4n4/9/9/9/9/9/4R4/9/3K5 w", "e2e8", -5, -5 },
  { "king-held-back", "4k4/4n4/9/3N5/9/9/9/4R4/9/3K5 w", "e2e8", 5, 5 },
};

static void
test_case (gconstpointer data)
{
  const ExchangeCase *c = data;
  XqPosition pos;
  XqMove m = XQ_MOVE (XQ_SQ (c->move[0] - 'a', c->move[1] - '0'),
                      XQ_SQ (c->move[2] - 'a', c->move[3] - '0'));
  g_assert_cmpint (xq_position_from_fen (&pos, c->fen, NULL), ==, XQ_FEN_OK);
  g_assert_cmpint (xq_exchange (&pos, m, &xq_rule_values, XQ_EXCHANGE_PSEUDO), ==, c->pseudo);
  g_assert_cmpint (xq_exchange (&pos, m, &xq_rule_values, XQ_EXCHANGE_LEGAL), ==, c->legal);
}

/* A soldier is worth more once across the river (§25.3). */
static void
test_soldier_value (void)
{
  XqPiece red = XQ_PIECE (XQ_RED, XQ_PAWN), black = XQ_PIECE (XQ_BLACK, XQ_PAWN);
  g_assert_cmpint (xq_exchange_value (&xq_rule_values, red, XQ_SQ (0, 3)), ==, 1);
  g_assert_cmpint (xq_exchange_value (&xq_rule_values, red, XQ_SQ (0, 5)), ==, 2);
  g_assert_cmpint (xq_exchange_value (&xq_rule_values, black, XQ_SQ (0, 5)), ==, 1);
  g_assert_cmpint (xq_exchange_value (&xq_rule_values, black, XQ_SQ (0, 4)), ==, 2);
  g_assert_cmpint (xq_exchange_value (&xq_rule_values, XQ_EMPTY, XQ_SQ (0, 4)), ==, 0);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *path = g_strdup_printf ("/core/exchange/%s", cases[i].name);
      g_test_add_data_func (path, &cases[i], test_case);
    }
  g_test_add_func ("/core/exchange/soldier-value", test_soldier_value);
  return g_test_run ();
}
