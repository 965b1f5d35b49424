/* test-game-edits.c — random edit sequences: every edit and its undo
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A property test of the record's undo: from a game, random edits of every
 * kind the window makes (moves entered anywhere, deletions, truncations,
 * promotions, making a line the main line, reorderings, comments,
 * annotations, NAGs, tags).  After each
 * edit, undo must give back the record as it was before, and redo the
 * record as it was after; at the end, undoing everything gives back the
 * start.  The record is compared as a text that names every node's move,
 * comment and NAGs in tree order, and the tags.
 */
#include "config.h"

#include <glib.h>

#include "xq-game.h"
#include "xq-movegen.h"

/* Everything an edit may change, as text. */
static void
describe_node (XqGameNode *node,
               GString    *out)
{
  guint n_nags;
  const guint8 *nags = xq_game_node_get_nags (node, &n_nags);
  const char *comment = xq_game_node_get_comment (node);

  g_string_append_printf (out, "(%u", (guint) xq_game_node_get_move (node));
  for (guint i = 0; i < n_nags; i++)
    g_string_append_printf (out, " $%u", nags[i]);
  if (comment != NULL)
    g_string_append_printf (out, " {%s}", comment);
  for (guint i = 0; i < xq_game_node_get_n_children (node); i++)
    describe_node (xq_game_node_get_child (node, i), out);
  g_string_append_c (out, ')');
}

static char *
describe (XqGame *game)
{
  GString *out = g_string_new (NULL);

  for (guint i = 0; i < xq_game_get_n_tags (game); i++)
    g_string_append_printf (out, "[%s \"%s\"]", xq_game_get_tag_name (game, i),
                            xq_game_get_tag_value (game, i));
  describe_node (xq_game_get_root (game), out);
  /* The move list shows the same tree. */
  g_string_append_printf (out, " rows=%u", g_list_model_get_n_items (xq_game_get_move_list (game)));
  return g_string_free (out, FALSE);
}

/* All nodes, the root first. */
static void
collect (XqGameNode *node,
         GPtrArray  *out)
{
  g_ptr_array_add (out, node);
  for (guint i = 0; i < xq_game_node_get_n_children (node); i++)
    collect (xq_game_node_get_child (node, i), out);
}

static XqGameNode *
random_node (GRand  *rand,
             XqGame *game,
             gboolean with_root)
{
  g_autoptr (GPtrArray) nodes = g_ptr_array_new ();

  collect (xq_game_get_root (game), nodes);
  if (!with_root && nodes->len == 1)
    return NULL;
  return nodes->pdata[with_root ? g_rand_int_range (rand, 0, (int) nodes->len)
                                : g_rand_int_range (rand, 1, (int) nodes->len)];
}

/* One random edit; FALSE when it changed nothing (no undo step). */
static gboolean
random_edit (GRand  *rand,
             XqGame *game,
             guint  *kind_out)
{
  static const char * const comments[] = { "good", "a long comment\nover two lines", "", NULL };
  static const char * const tags[] = { "Event", "Site", "Annotator", "Round" };
  XqGameNode *node;
  guint kind = (guint) g_rand_int_range (rand, 0, 10);
  g_autofree char *before = describe (game);
  g_autofree char *after = NULL;

  *kind_out = kind;
  switch (kind)
    {
    case 0: /* a move entered at any position */
    case 1:
      {
        XqMove legal[XQ_MAX_MOVES];
        size_t n;

        node = random_node (rand, game, TRUE);
        xq_game_go_to (game, node);
        n = xq_generate_legal (xq_game_get_position (game), legal, XQ_MAX_MOVES);
        if (n == 0)
          return FALSE;
        g_assert_nonnull (xq_game_play_move (game, legal[g_rand_int_range (rand, 0, (int) n)], NULL));
      }
      break;
    case 2:
      node = random_node (rand, game, FALSE);
      if (node == NULL)
        return FALSE;
      g_assert_true (xq_game_delete_node (game, node));
      break;
    case 3:
      node = random_node (rand, game, TRUE);
      xq_game_truncate_after (game, node);
      break;
    case 4:
      node = random_node (rand, game, FALSE);
      if (node == NULL)
        return FALSE;
      xq_game_promote_variation (game, node);
      break;
    case 5:
      node = random_node (rand, game, FALSE);
      if (node == NULL)
        return FALSE;
      xq_game_reorder_node (game, node,
                            (guint) g_rand_int_range (rand, 0,
                                                      (int) xq_game_node_get_n_children (xq_game_node_get_parent (node))));
      break;
    case 6:
      xq_game_set_node_comment (game, random_node (rand, game, TRUE),
                                comments[g_rand_int_range (rand, 0, G_N_ELEMENTS (comments))]);
      break;
    case 7:
      node = random_node (rand, game, FALSE);
      if (node == NULL)
        return FALSE;
      if (g_rand_boolean (rand))
        xq_game_toggle_annotation (game, node, (guint) g_rand_int_range (rand, 1, 7));
      else
        {
          guint8 nags[3] = { (guint8) g_rand_int_range (rand, 1, 20), 14, 146 };

          xq_game_set_node_nags (game, node, nags, (guint) g_rand_int_range (rand, 0, 4));
        }
      break;
    case 8:
      xq_game_edit_tag (game, tags[g_rand_int_range (rand, 0, G_N_ELEMENTS (tags))],
                        g_rand_boolean (rand) ? NULL : "value");
      break;
    case 9:
      node = random_node (rand, game, FALSE);
      if (node == NULL)
        return FALSE;
      if (xq_game_make_main_line (game, node))
        g_assert_true (xq_game_node_is_main_line (node));
      break;
    default:
      g_assert_not_reached ();
    }
  after = describe (game);
  /* An edit that changed nothing leaves no step; one that did leaves one. */
  if (g_str_equal (before, after))
    return FALSE;
  g_assert_true (xq_game_can_undo (game));
  return TRUE;
}

static void
test_random_edits (gconstpointer data)
{
  guint32 seed = GPOINTER_TO_UINT (data);
  g_autoptr (GRand) rand = g_rand_new_with_seed (seed);
  g_autoptr (XqGame) game = xq_game_new ();
  g_autofree char *start = NULL;
  guint steps = 0;

  xq_game_set_tag (game, "Event", "start");
  start = describe (game);
  for (guint i = 0; i < 300; i++)
    {
      g_autofree char *before = describe (game);
      g_autofree char *after = NULL;
      g_autofree char *undone = NULL;
      g_autofree char *redone = NULL;
      guint kind;

      if (!random_edit (rand, game, &kind))
        continue;
      steps++;
      after = describe (game);
      g_assert_true (xq_game_undo (game));
      undone = describe (game);
      if (!g_str_equal (undone, before))
        g_test_message ("seed %u, step %u, edit kind %u", seed, i, kind);
      g_assert_cmpstr (undone, ==, before);
      g_assert_true (xq_game_can_redo (game));
      g_assert_true (xq_game_redo (game));
      redone = describe (game);
      g_assert_cmpstr (redone, ==, after);
      /* The cursor is always inside the tree. */
      {
        XqGameNode *n = xq_game_get_cursor (game);

        while (xq_game_node_get_parent (n) != NULL)
          n = xq_game_node_get_parent (n);
        g_assert_true (n == xq_game_get_root (game));
      }
    }
  g_assert_cmpuint (steps, >, 100);
  /* Undo everything that is kept (1000 steps; fewer here). */
  while (xq_game_undo (game))
    ;
  {
    g_autofree char *back = describe (game);

    g_assert_cmpstr (back, ==, start);
  }
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  for (guint32 seed = 1; seed <= 20; seed++)
    {
      g_autofree char *path = g_strdup_printf ("/record/game-edits/random/%u", seed);

      g_test_add_data_func (path, GUINT_TO_POINTER (seed), test_random_edits);
    }
  return g_test_run ();
}
