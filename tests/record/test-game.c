/* test-game.c — XqGame and XqGameNode: tree, cursor, edits, undo, move list
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>
#include <glib.h>

#include "xq-fen.h"
#include "xq-game.h"
#include "xq-pgn.h"

typedef struct
{
  guint position_changed;
  guint tree_changed;
  guint tags_changed;
  guint items_added;
  guint items_removed;
} Counters;

static void
on_position_changed (XqGame *game, Counters *c)
{
  c->position_changed++;
}

static void
on_tree_changed (XqGame *game, Counters *c)
{
  c->tree_changed++;
}

static void
on_tags_changed (XqGame *game, const char *name, Counters *c)
{
  c->tags_changed++;
}

static void
on_items_changed (GListModel *model, guint pos, guint removed, guint added, Counters *c)
{
  c->items_added += added;
  c->items_removed += removed;
}

/* In every "tree-changed" handler the cursor is inside the tree. */
static void
on_tree_changed_check_cursor (XqGame *game, gpointer data)
{
  XqGameNode *node = xq_game_get_cursor (game);
  XqPosition pos;

  g_assert_nonnull (node);
  while (xq_game_node_get_parent (node) != NULL)
    node = xq_game_node_get_parent (node);
  g_assert_true (node == xq_game_get_root (game));
  xq_game_get_position_at (game, xq_game_get_cursor (game), &pos);
  g_assert_true (xq_position_equal (&pos, xq_game_get_position (game)));
}

static void
connect_counters (XqGame *game, Counters *c)
{
  g_signal_connect (game, "position-changed", G_CALLBACK (on_position_changed), c);
  g_signal_connect (game, "tree-changed", G_CALLBACK (on_tree_changed), c);
  g_signal_connect (game, "tags-changed", G_CALLBACK (on_tags_changed), c);
  g_signal_connect (game, "tree-changed", G_CALLBACK (on_tree_changed_check_cursor), NULL);
}

static XqGameNode *
play (XqGame *game, const char *iccs)
{
  g_autoptr (GError) error = NULL;
  XqGameNode *node = xq_game_play_text (game, iccs, XQ_NOTATION_ICCS, &error);

  g_assert_no_error (error);
  g_assert_nonnull (node);
  return node;
}

static void
test_new_destroy (void)
{
  XqGame *game = xq_game_new ();

  g_assert_false (xq_game_has_custom_start (game));
  g_assert_cmpuint (xq_game_count_moves (game), ==, 0);
  g_assert_true (xq_game_get_cursor (game) == xq_game_get_root (game));
  g_assert_null (xq_game_get_comment (game));
  g_assert_null (xq_game_get_warnings (game)[0]);
  g_assert_finalize_object (game);
}

static void
test_node_outlives_game (void)
{
  XqGame *game = xq_game_new ();
  XqGameNode *node;

  node = g_object_ref (play (game, "h2e2"));
  play (game, "h9g7");
  g_assert_finalize_object (game);
  /* The node keeps its own subtree alive. */
  g_assert_cmpuint (xq_game_node_get_n_children (node), ==, 1);
  g_assert_null (xq_game_node_get_parent (node));
  g_assert_finalize_object (node);
}

static void
test_tags (void)
{
  g_autoptr (XqGame) game = xq_game_new ();
  Counters c = { 0 };

  connect_counters (game, &c);
  xq_game_set_tag (game, "Event", "A");
  g_assert_false (xq_game_can_undo (game));
  xq_game_edit_tag (game, "Red", "B");
  xq_game_edit_tag (game, "Zzz", "unknown");
  xq_game_edit_tag (game, "Event", "C");
  g_assert_cmpuint (c.tags_changed, ==, 4);
  g_assert_cmpuint (xq_game_get_n_tags (game), ==, 3);
  {
    g_autofree char *title = xq_game_dup_title (game);
    g_assert_cmpstr (title, ==, "B – ?, C");
  }
  g_assert_cmpstr (xq_game_get_tag_name (game, 0), ==, "Event");
  g_assert_cmpstr (xq_game_get_tag_value (game, 0), ==, "C");
  g_assert_cmpstr (xq_game_get_tag_name (game, 2), ==, "Zzz");
  xq_game_edit_tag (game, "Red", NULL);
  g_assert_null (xq_game_get_tag (game, "Red"));
  g_assert_true (xq_game_undo (game));
  g_assert_cmpstr (xq_game_get_tag_name (game, 1), ==, "Red");
  g_assert_true (xq_game_undo (game));
  g_assert_cmpstr (xq_game_get_tag (game, "Event"), ==, "A");
  g_assert_true (xq_game_redo (game));
  g_assert_cmpstr (xq_game_get_tag (game, "Event"), ==, "C");
  /* Setting the same value again records nothing. */
  c.tags_changed = 0;
  xq_game_edit_tag (game, "Event", "C");
  xq_game_set_tag (game, "Event", "C");
  g_assert_cmpuint (c.tags_changed, ==, 0);
}

static void
test_navigation (void)
{
  g_autoptr (XqGame) game = xq_game_new ();
  XqGameNode *root = xq_game_get_root (game), *a, *b, *v;
  Counters c = { 0 };
  XqPosition pos;
  char fen[XQ_FEN_MAX];

  connect_counters (game, &c);
  a = play (game, "h2e2");
  b = play (game, "h9g7");
  play (game, "h0g2");
  g_assert_cmpuint (c.position_changed, ==, 3);
  g_assert_cmpuint (c.tree_changed, ==, 3);
  g_assert_cmpuint (xq_game_node_get_ply (b), ==, 2);

  xq_game_go_start (game);
  g_assert_true (xq_game_get_cursor (game) == root);
  g_assert_false (xq_game_go_back (game));
  g_assert_true (xq_game_go_forward (game, 0));
  g_assert_true (xq_game_get_cursor (game) == a);
  /* Playing the existing move follows it: no new node. */
  c.tree_changed = 0;
  g_assert_true (play (game, "h9g7") == b);
  g_assert_cmpuint (c.tree_changed, ==, 0);
  g_assert_true (xq_game_go_back (game));
  /* A new move at a node with a child adds a variation. */
  v = play (game, "b9c7");
  g_assert_cmpuint (xq_game_node_get_n_children (a), ==, 2);
  g_assert_true (xq_game_node_get_child (a, 1) == v);
  g_assert_true (xq_game_node_starts_variation (v));
  g_assert_cmpuint (xq_game_node_get_variation_depth (v), ==, 1);
  g_assert_false (xq_game_node_is_main_line (v));
  g_assert_true (xq_game_node_is_main_line (b));
  g_assert_cmpuint (xq_game_count_variations (game), ==, 1);

  xq_game_go_start (game);
  xq_game_go_end (game);
  g_assert_cmpuint (xq_game_node_get_ply (xq_game_get_cursor (game)), ==, 3);
  xq_game_go_to (game, a);
  g_assert_true (xq_game_go_forward (game, 1));
  g_assert_true (xq_game_get_cursor (game) == v);
  g_assert_false (xq_game_go_forward (game, 0));

  xq_game_get_position_at (game, v, &pos);
  g_assert_true (xq_position_equal (&pos, xq_game_get_position (game)));
  xq_position_to_fen (xq_game_get_position (game), fen, sizeof fen);
  g_assert_cmpstr (fen, ==, "r1bakabnr/9/1cn4c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR w - - 2 2");
  {
    g_autofree char *dup = xq_game_dup_fen (game);
    g_assert_cmpstr (dup, ==, fen);
  }

  /* Illegal moves are refused. */
  {
    g_autoptr (GError) error = NULL;
    g_assert_null (xq_game_play_text (game, "a0a5", XQ_NOTATION_ICCS, &error));
    g_assert_error (error, XQ_GAME_ERROR, XQ_GAME_ERROR_ILLEGAL_MOVE);
  }
  {
    g_autofree char *text = xq_game_format_move (game, a, XQ_NOTATION_ICCS, 0);
    g_assert_cmpstr (text, ==, "h2e2");
    g_assert_cmpstr (xq_game_get_move_text (game, a, XQ_NOTATION_ICCS, 0), ==, "h2e2");
    g_assert_cmpstr (xq_game_get_move_text (game, a, XQ_NOTATION_CHINESE, 0), ==, "炮二平五");
    g_assert_cmpstr (xq_game_get_move_text (game, v, XQ_NOTATION_CHINESE, 0), ==, "马２进３");
    g_assert_cmpstr (xq_game_get_move_text (game, v, XQ_NOTATION_CHINESE, XQ_NOTATION_TRADITIONAL), ==, "馬２進３");
    g_assert_cmpstr (xq_game_get_move_text (game, v, XQ_NOTATION_WXF, 0), ==, "H2+3");
  }
}

/* Builds 1. h2e2 (1... b9c7) h9g7 (1... h7e7 2. b0c2) 2. h0g2 */
static XqGame *
build_branched (void)
{
  XqGame *game = xq_game_new ();
  XqGameNode *a;

  a = play (game, "h2e2");
  play (game, "h9g7");
  play (game, "h0g2");
  xq_game_go_to (game, a);
  play (game, "b9c7");
  xq_game_go_to (game, a);
  play (game, "h7e7");
  play (game, "b0c2");
  xq_game_clear_history (game);
  return game;
}

static void
test_edit_undo (void)
{
  g_autoptr (XqGame) game = build_branched ();
  XqGameNode *a = xq_game_node_get_child (xq_game_get_root (game), 0);
  XqGameNode *main = xq_game_node_get_child (a, 0);
  XqGameNode *v1 = xq_game_node_get_child (a, 1);
  XqGameNode *v2 = xq_game_node_get_child (a, 2);
  Counters c = { 0 };
  guint8 nags[] = { XQ_NAG_GOOD, 14 };

  connect_counters (game, &c);
  g_assert_false (xq_game_can_undo (game));
  g_assert_cmpuint (xq_game_count_moves (game), ==, 6);

  /* Promote the second variation. */
  g_assert_true (xq_game_promote_variation (game, xq_game_node_get_child (v2, 0)));
  g_assert_true (xq_game_node_get_child (a, 0) == v2);
  g_assert_true (xq_game_node_get_child (a, 1) == main);
  g_assert_true (xq_game_undo (game));
  g_assert_true (xq_game_node_get_child (a, 0) == main);
  g_assert_true (xq_game_node_get_child (a, 2) == v2);
  g_assert_true (xq_game_redo (game));
  g_assert_true (xq_game_node_get_child (a, 0) == v2);
  g_assert_true (xq_game_undo (game));

  /* Reorder. */
  g_assert_true (xq_game_reorder_node (game, v2, 1));
  g_assert_true (xq_game_node_get_child (a, 1) == v2);
  g_assert_true (xq_game_undo (game));
  g_assert_true (xq_game_node_get_child (a, 1) == v1);

  /* Delete a variation while the cursor is inside it. */
  xq_game_go_to (game, xq_game_node_get_child (v2, 0));
  g_assert_true (xq_game_delete_node (game, v2));
  g_assert_cmpuint (xq_game_node_get_n_children (a), ==, 2);
  g_assert_true (xq_game_get_cursor (game) == a);
  g_assert_cmpuint (xq_game_count_moves (game), ==, 4);
  g_assert_true (xq_game_undo (game));
  g_assert_cmpuint (xq_game_count_moves (game), ==, 6);
  g_assert_true (xq_game_node_get_child (a, 2) == v2);

  /* Delete the main line's rest: the first variation takes its place. */
  g_assert_true (xq_game_delete_node (game, main));
  g_assert_true (xq_game_node_get_child (a, 0) == v1);
  g_assert_true (xq_game_undo (game));
  g_assert_true (xq_game_node_get_child (a, 0) == main);
  g_assert_false (xq_game_delete_node (game, xq_game_get_root (game)));

  /* Truncate after a. */
  g_assert_true (xq_game_truncate_after (game, a));
  g_assert_cmpuint (xq_game_count_moves (game), ==, 1);
  /* One step undoes it all. */
  g_assert_true (xq_game_undo (game));
  g_assert_cmpuint (xq_game_count_moves (game), ==, 6);
  g_assert_true (xq_game_node_get_child (a, 0) == main);
  g_assert_true (xq_game_node_get_child (a, 1) == v1);
  g_assert_true (xq_game_node_get_child (a, 2) == v2);
  g_assert_true (xq_game_redo (game));
  g_assert_cmpuint (xq_game_count_moves (game), ==, 1);
  g_assert_true (xq_game_undo (game));

  /* Comments and annotations. */
  xq_game_set_comment (game, "before");
  xq_game_set_node_comment (game, a, "after a");
  g_assert_cmpstr (xq_game_get_comment (game), ==, "before");
  g_assert_cmpstr (xq_game_node_get_comment (a), ==, "after a");
  xq_game_set_node_nags (game, a, nags, 2);
  g_assert_true (xq_game_node_has_nag (a, 14));
  xq_game_toggle_annotation (game, a, XQ_NAG_MISTAKE);
  g_assert_true (xq_game_node_has_nag (a, XQ_NAG_MISTAKE));
  g_assert_false (xq_game_node_has_nag (a, XQ_NAG_GOOD));
  g_assert_true (xq_game_node_has_nag (a, 14));
  xq_game_toggle_annotation (game, a, XQ_NAG_MISTAKE);
  g_assert_false (xq_game_node_has_nag (a, XQ_NAG_MISTAKE));
  g_assert_true (xq_game_undo (game));
  g_assert_true (xq_game_undo (game));
  g_assert_true (xq_game_undo (game));
  g_assert_false (xq_game_node_has_nag (a, 14));
  g_assert_true (xq_game_undo (game));
  g_assert_null (xq_game_node_get_comment (a));
  g_assert_true (xq_game_undo (game));
  g_assert_null (xq_game_get_comment (game));

  /* Undo of move entry. */
  xq_game_go_to (game, main);
  play (game, "i0i1");
  g_assert_cmpuint (xq_game_count_moves (game), ==, 7);
  g_assert_true (xq_game_undo (game));
  g_assert_cmpuint (xq_game_count_moves (game), ==, 6);
  g_assert_true (xq_game_get_cursor (game) == main);
  g_assert_true (xq_game_can_redo (game));
  g_assert_true (xq_game_redo (game));
  g_assert_cmpuint (xq_game_count_moves (game), ==, 7);
  g_assert_true (xq_game_node_get_parent (xq_game_get_cursor (game)) == main);
  /* A new edit drops the redo list. */
  g_assert_true (xq_game_undo (game));
  xq_game_set_comment (game, "x");
  g_assert_false (xq_game_can_redo (game));
  g_assert_cmpuint (c.tree_changed, >, 10);
}

static void
test_history_limit (void)
{
  g_autoptr (XqGame) game = xq_game_new ();
  guint undone = 0;

  for (guint i = 0; i < 1500; i++)
    xq_game_set_comment (game, i % 2 ? "odd" : "even");
  while (xq_game_undo (game))
    undone++;
  g_assert_cmpuint (undone, ==, 1000);
  /* The oldest 500 edits are forgotten: the comment of edit 500 is back. */
  g_assert_cmpstr (xq_game_get_comment (game), ==, "odd");
  while (xq_game_redo (game))
    undone--;
  g_assert_cmpuint (undone, ==, 0);
  g_assert_cmpstr (xq_game_get_comment (game), ==, "odd");
}

static void
test_move_list (void)
{
  g_autoptr (XqGame) game = build_branched ();
  GListModel *list = xq_game_get_move_list (game);
  XqGameNode *a = xq_game_node_get_child (xq_game_get_root (game), 0);
  const char *expected[] = { "h2e2", "h9g7", "b9c7", "h7e7", "b0c2", "h0g2" };
  const guint depth[] = { 0, 0, 1, 1, 1, 0 };
  const guint closing[] = { 0, 0, 1, 0, 1, 0 };
  Counters c = { 0 };

  g_assert_true (g_list_model_get_item_type (list) == XQ_TYPE_GAME_NODE);
  g_assert_cmpuint (g_list_model_get_n_items (list), ==, G_N_ELEMENTS (expected));
  for (guint i = 0; i < G_N_ELEMENTS (expected); i++)
    {
      g_autoptr (XqGameNode) node = g_list_model_get_item (list, i);
      g_autofree char *text = xq_game_format_move (game, node, XQ_NOTATION_ICCS, 0);
      g_assert_cmpstr (text, ==, expected[i]);
      g_assert_cmpuint (xq_game_node_get_variation_depth (node), ==, depth[i]);
      g_assert_cmpuint (xq_game_node_get_n_variations_ending (node), ==, closing[i]);
    }
  g_assert_null (g_list_model_get_item (list, 99));

  g_signal_connect (list, "items-changed", G_CALLBACK (on_items_changed), &c);
  xq_game_delete_node (game, xq_game_node_get_child (a, 2));
  g_assert_cmpuint (g_list_model_get_n_items (list), ==, 4);
  g_assert_cmpuint (c.items_removed - c.items_added, ==, 2);
  xq_game_undo (game);
  g_assert_cmpuint (g_list_model_get_n_items (list), ==, 6);
  g_assert_true (xq_game_get_move_list (game) == list);
}

static void
test_move_list_new_destroy (void)
{
  XqGame *game = build_branched ();
  GListModel *list = g_object_ref (xq_game_get_move_list (game));
  XqGameNode *first = g_list_model_get_item (list, 0);

  g_assert_finalize_object (game);
  /* The list keeps its rows after the game is gone. */
  g_assert_cmpuint (g_list_model_get_n_items (list), ==, 6);
  g_assert_finalize_object (list);
  g_assert_finalize_object (first);
}

static void
test_copy (void)
{
  g_autoptr (XqGame) game = build_branched ();
  XqGame *copy;

  xq_game_set_tag (game, "Event", "E");
  xq_game_set_comment (game, "c");
  xq_game_node_add_nag (xq_game_node_get_child (xq_game_get_root (game), 0), 3);
  copy = xq_game_copy (game);
  g_assert_cmpuint (xq_game_count_moves (copy), ==, 6);
  g_assert_cmpuint (xq_game_count_variations (copy), ==, 2);
  g_assert_cmpstr (xq_game_get_tag (copy, "Event"), ==, "E");
  g_assert_cmpstr (xq_game_get_comment (copy), ==, "c");
  g_assert_true (xq_game_node_has_nag (xq_game_node_get_child (xq_game_get_root (copy), 0), 3));
  g_assert_finalize_object (copy);
}

static void
test_start_position (void)
{
  g_autoptr (XqGame) game = xq_game_new ();
  g_autoptr (GError) error = NULL;
  g_autofree char *fen = NULL;
  Counters c = { 0 };

  connect_counters (game, &c);
  play (game, "h2e2");
  g_assert_true (xq_game_set_start_fen (game, "4k4/9/9/9/9/9/9/9/4A4/3AK4 w - - 0 1", &error));
  g_assert_no_error (error);
  g_assert_true (xq_game_has_custom_start (game));
  g_assert_cmpuint (xq_game_count_moves (game), ==, 0);
  fen = xq_game_dup_start_fen (game);
  g_assert_cmpstr (fen, ==, "4k4/9/9/9/9/9/9/9/4A4/3AK4 w - - 0 1");
  g_assert_cmpuint (c.position_changed, ==, 2);
  g_assert_cmpuint (c.tree_changed, ==, 2);
  g_assert_true (xq_game_get_cursor (game) == xq_game_get_root (game));
  g_assert_false (xq_game_can_undo (game));
  g_assert_false (xq_game_set_start_fen (game, "rubbish", &error));
  g_assert_error (error, XQ_GAME_ERROR, XQ_GAME_ERROR_BAD_FEN);
}

/* A node with an impossible move (a reader's bug) corrupts nothing. */
static void
test_broken_promise (void)
{
  g_autoptr (XqGame) game = xq_game_new ();
  XqGameNode *a = play (game, "h2e2");
  XqGameNode *bad = xq_game_node_append_child (a, XQ_MOVE (XQ_SQ (4, 4), XQ_SQ (4, 5)));
  g_autofree char *text = NULL;
  XqPosition pos;

  xq_game_node_append_child (bad, XQ_MOVE (XQ_SQ (7, 9), XQ_SQ (6, 7)));
  xq_game_get_position_at (game, xq_game_node_get_child (bad, 0), &pos);
  g_assert_true (xq_position_equal (&pos, xq_game_get_position (game)));
  text = xq_pgn_write_string (game, XQ_NOTATION_ICCS, 0);
  g_assert_nonnull (strstr (text, "1. h2e2 *"));
}

/* A long line is freed without recursion. */
static void
test_deep_line (void)
{
  XqGame *game = xq_game_new ();
  XqGameNode *node = xq_game_get_root (game);
  const XqMove cycle[4] = {
    XQ_MOVE (XQ_SQ (7, 2), XQ_SQ (4, 2)), XQ_MOVE (XQ_SQ (7, 7), XQ_SQ (4, 7)),
    XQ_MOVE (XQ_SQ (4, 2), XQ_SQ (7, 2)), XQ_MOVE (XQ_SQ (4, 7), XQ_SQ (7, 7)),
  };

  for (guint i = 0; i < 200000; i++)
    node = xq_game_node_append_child (node, cycle[i % 4]);
  g_assert_cmpuint (xq_game_count_main_line (game), ==, 200000);
  xq_game_go_end (game);
  g_assert_true (xq_game_get_cursor (game) == node);
  g_assert_finalize_object (game);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/record/game/new-destroy", test_new_destroy);
  g_test_add_func ("/record/game/node-outlives-game", test_node_outlives_game);
  g_test_add_func ("/record/game/tags", test_tags);
  g_test_add_func ("/record/game/navigation", test_navigation);
  g_test_add_func ("/record/game/edit-undo", test_edit_undo);
  g_test_add_func ("/record/game/history-limit", test_history_limit);
  g_test_add_func ("/record/game/move-list", test_move_list);
  g_test_add_func ("/record/game/move-list-new-destroy", test_move_list_new_destroy);
  g_test_add_func ("/record/game/copy", test_copy);
  g_test_add_func ("/record/game/start-position", test_start_position);
  g_test_add_func ("/record/game/broken-promise", test_broken_promise);
  g_test_add_func ("/record/game/deep-line", test_deep_line);
  return g_test_run ();
}
