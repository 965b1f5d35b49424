/* xq-handicap.c — handicap games: a side starts without some pieces
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "xq-handicap"

#include "config.h"

#include <glib/gi18n.h>

#include "xq-fen.h"
#include "xq-handicap.h"

/* Red's squares (rank 0 is red's back rank, file 0 red's left). */
#define LC XQ_SQ (0, 0)  /* left chariot */
#define LH XQ_SQ (1, 0)  /* left horse */
#define RH XQ_SQ (7, 0)
#define RC XQ_SQ (8, 0)
#define LN XQ_SQ (1, 2)  /* left cannon */
#define RN XQ_SQ (7, 2)
#define P1 XQ_SQ (0, 3)  /* left soldiers */
#define P3 XQ_SQ (2, 3)
#define P5 XQ_SQ (4, 3)
#define END 0xFF

static const struct
{
  const char *id;
  const char *name;
  guint8 squares[10];
} handicaps[XQ_N_HANDICAPS] = {
  [XQ_HANDICAP_NONE] = { "none", N_("No handicap"), { END } },
  [XQ_HANDICAP_LEFT_HORSE] = { "left-horse", N_("Left horse"), { LH, END } },
  [XQ_HANDICAP_RIGHT_HORSE] = { "right-horse", N_("Right horse"), { RH, END } },
  [XQ_HANDICAP_BOTH_HORSES] = { "both-horses", N_("Both horses"), { LH, RH, END } },
  [XQ_HANDICAP_LEFT_CHARIOT] = { "left-chariot", N_("Left chariot"), { LC, END } },
  [XQ_HANDICAP_RIGHT_CHARIOT] = { "right-chariot", N_("Right chariot"), { RC, END } },
  [XQ_HANDICAP_BOTH_CHARIOTS] = { "both-chariots", N_("Both chariots"), { LC, RC, END } },
  [XQ_HANDICAP_CANNON] = { "cannon", N_("One cannon"), { LN, END } },
  [XQ_HANDICAP_BOTH_CANNONS] = { "both-cannons", N_("Both cannons"), { LN, RN, END } },
  [XQ_HANDICAP_CHARIOT_HORSE] = { "chariot-horse", N_("Chariot and horse"), { LC, LH, END } },
  [XQ_HANDICAP_CHARIOT_CANNON] = { "chariot-cannon", N_("Chariot and cannon"), { LC, LN, END } },
  [XQ_HANDICAP_CHARIOT_TWO_HORSES] = { "chariot-two-horses", N_("Chariot and both horses"),
                                       { LC, LH, RH, END } },
  [XQ_HANDICAP_NINE_PIECES] = { "nine-pieces", N_("Nine pieces"),
                                { LC, RC, LH, RH, LN, RN, P1, P3, P5, END } },
};

const char *
xq_handicap_get_id (XqHandicap handicap)
{
  g_return_val_if_fail (handicap < XQ_N_HANDICAPS, NULL);
  return handicaps[handicap].id;
}

const char *
xq_handicap_get_name (XqHandicap handicap)
{
  g_return_val_if_fail (handicap < XQ_N_HANDICAPS, NULL);
  return _(handicaps[handicap].name);
}

XqHandicap
xq_handicap_from_id (const char *id)
{
  g_return_val_if_fail (id != NULL, XQ_HANDICAP_NONE);
  for (guint i = 0; i < XQ_N_HANDICAPS; i++)
    if (g_str_equal (handicaps[i].id, id))
      return (XqHandicap) i;
  return XQ_HANDICAP_NONE;
}

guint
xq_handicap_get_squares (XqHandicap handicap, XqColor giver, guint8 *squares)
{
  guint n = 0;

  g_return_val_if_fail (handicap < XQ_N_HANDICAPS, 0);
  g_return_val_if_fail (squares != NULL, 0);

  for (const guint8 *sq = handicaps[handicap].squares; *sq != END; sq++)
    /* Black's left, from its own seat, is the mirror image by a half turn. */
    squares[n++] = giver == XQ_RED ? *sq : (guint8) (XQ_SQUARES - 1 - *sq);
  return n;
}

void
xq_handicap_apply (XqHandicap handicap, XqColor giver, XqPosition *pos)
{
  guint8 squares[16];
  guint n;

  g_return_if_fail (pos != NULL);

  xq_position_set_start (pos);
  n = xq_handicap_get_squares (handicap, giver, squares);
  for (guint i = 0; i < n; i++)
    xq_position_remove (pos, squares[i]);
}

char *
xq_handicap_dup_fen (XqHandicap handicap, XqColor giver)
{
  XqPosition pos;
  char buf[XQ_FEN_MAX];

  xq_handicap_apply (handicap, giver, &pos);
  xq_position_to_fen (&pos, buf, sizeof buf);
  return g_strdup (buf);
}
