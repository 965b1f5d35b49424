/* test-model-common.h — helpers shared by the game model tests
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <string.h>
#include <glib.h>

#include "xq-game.h"
#include "xq-pgn.h"

/* Asserts that two games hold the same tags (in order), start position, and
 * tree with moves, comments and NAGs.  Walks the trees without recursion. */
static inline void
assert_games_equal (XqGame *a, XqGame *b)
{
  g_autoptr (GPtrArray) stack = g_ptr_array_new ();
  g_autofree char *fen_a = xq_game_dup_start_fen (a);
  g_autofree char *fen_b = xq_game_dup_start_fen (b);

  g_assert_cmpuint (xq_game_get_n_tags (a), ==, xq_game_get_n_tags (b));
  for (guint i = 0; i < xq_game_get_n_tags (a); i++)
    {
      g_assert_cmpstr (xq_game_get_tag_name (a, i), ==, xq_game_get_tag_name (b, i));
      g_assert_cmpstr (xq_game_get_tag_value (a, i), ==, xq_game_get_tag_value (b, i));
    }
  g_assert_cmpstr (fen_a, ==, fen_b);
  g_ptr_array_add (stack, xq_game_get_root (a));
  g_ptr_array_add (stack, xq_game_get_root (b));
  while (stack->len > 0)
    {
      XqGameNode *nb = g_ptr_array_steal_index_fast (stack, stack->len - 1);
      XqGameNode *na = g_ptr_array_steal_index_fast (stack, stack->len - 1);
      guint n_a, n_b;
      const guint8 *nags_a = xq_game_node_get_nags (na, &n_a);
      const guint8 *nags_b = xq_game_node_get_nags (nb, &n_b);

      g_assert_cmpuint (xq_game_node_get_move (na), ==, xq_game_node_get_move (nb));
      g_assert_cmpstr (xq_game_node_get_comment (na), ==, xq_game_node_get_comment (nb));
      g_assert_cmpmem (nags_a, n_a, nags_b, n_b);
      g_assert_cmpuint (xq_game_node_get_n_children (na), ==, xq_game_node_get_n_children (nb));
      for (guint i = 0; i < xq_game_node_get_n_children (na); i++)
        {
          g_ptr_array_add (stack, xq_game_node_get_child (na, i));
          g_ptr_array_add (stack, xq_game_node_get_child (nb, i));
        }
    }
}

/* Writes @games in @notation, reads them back and compares. */
static inline void
assert_pgn_round_trip (GPtrArray *games, XqNotation notation, XqPgnWriteFlags flags)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *text = xq_pgn_write_games (games, notation, flags);
  g_autoptr (GPtrArray) again = xq_pgn_read_string (text, -1, "round-trip", &error);

  g_assert_no_error (error);
  g_assert_nonnull (again);
  g_assert_cmpuint (again->len, ==, games->len);
  for (guint i = 0; i < games->len; i++)
    {
      g_assert_null (xq_game_get_warnings (again->pdata[i])[0]);
      assert_games_equal (games->pdata[i], again->pdata[i]);
    }
}
