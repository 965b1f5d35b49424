/* test-parts.c — the parts of the main window, each on its own model
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The move list follows a game's cursor and moves it; the clock bar shows a
 * clock's time and whose turn it is; the game buttons follow a match; the
 * list of a file's games is searched.  Runs
 * under Xvfb (see tests/ui/meson.build); without a display every test is
 * skipped.
 */
#include "config.h"

#include "../xq-test-utils.h"

#include <gtk/gtk.h>

#include "xq-clock-bar.h"
#include "xq-game-controls.h"
#include "xq-game-list.h"
#include "xq-move-list-view.h"
#include "xq-movegen.h"

#define SEC G_USEC_PER_SEC

static gboolean have_display;

static gboolean
skip_without_display (void)
{
  if (!have_display)
    g_test_skip ("no display (run under Xvfb)");
  return !have_display;
}

static gpointer
template_child (gpointer    widget,
                GType       type,
                const char *name)
{
  GObject *child = gtk_widget_get_template_child (GTK_WIDGET (widget), type, name);

  g_assert_nonnull (child);
  return child;
}

/* A window of its own for @part, shown. */
static GtkWindow *
show_in_window (GtkWidget *part,
                int        width,
                int        height)
{
  GtkWindow *window = GTK_WINDOW (gtk_window_new ());

  gtk_window_set_default_size (window, width, height);
  gtk_window_set_child (window, part);
  gtk_window_present (window);
  return window;
}

/* ---- The move list ------------------------------------------------------- */

/* A game of @plies moves, each the first legal one. */
static XqGame *
game_new (guint plies)
{
  XqGame *game = xq_game_new ();

  for (guint i = 0; i < plies; i++)
    {
      XqMove legal[XQ_MAX_MOVES];
      size_t n = xq_generate_legal (xq_game_get_position (game), legal, XQ_MAX_MOVES);

      g_assert_cmpuint (n, >, 0);
      g_assert_nonnull (xq_game_play_move (game, legal[(i * 7) % n], NULL));
    }
  return game;
}

static guint
selected (XqMoveListView *view)
{
  return gtk_single_selection_get_selected (template_child (view, XQ_TYPE_MOVE_LIST_VIEW,
                                                            "selection"));
}

/* Whether a label under @widget says @text. */
static gboolean
shows_text (GtkWidget  *widget,
            const char *text)
{
  if (GTK_IS_LABEL (widget) && g_strcmp0 (gtk_label_get_text (GTK_LABEL (widget)), text) == 0)
    return TRUE;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child;
       child = gtk_widget_get_next_sibling (child))
    if (shows_text (child, text))
      return TRUE;
  return FALSE;
}

typedef struct
{
  GtkWidget *widget;
  const char *text;
} Shows;

static gboolean
shows (gpointer data)
{
  Shows *s = data;

  return shows_text (s->widget, s->text);
}

static gboolean
scrolled_down (gpointer data)
{
  GtkScrolledWindow *scroller = template_child (data, XQ_TYPE_MOVE_LIST_VIEW, "scroller");

  return gtk_adjustment_get_value (gtk_scrolled_window_get_vadjustment (scroller)) > 0;
}

static void
test_move_list_new_destroy (void)
{
  XqMoveListView *view;
  g_autoptr (XqGame) game = game_new (2);

  if (skip_without_display ())
    return;
  view = g_object_ref_sink (XQ_MOVE_LIST_VIEW (xq_move_list_view_new ()));
  g_assert_null (xq_move_list_view_get_game (view));
  g_assert_cmpint (xq_move_list_view_get_notation (view), ==, XQ_NOTATION_CHINESE);
  xq_move_list_view_set_game (view, game);
  g_assert_true (xq_move_list_view_get_game (view) == game);
  g_assert_finalize_object (view);
  /* The view let go of the game's signals. */
  xq_game_go_back (game);
}

static void
test_move_list_follows_cursor (void)
{
  g_autoptr (XqGame) game = game_new (4);
  XqMoveListView *view;
  g_autoptr (XqGameNode) second = NULL;
  guint notified = 0;

  if (skip_without_display ())
    return;
  view = g_object_ref_sink (XQ_MOVE_LIST_VIEW (xq_move_list_view_new ()));
  g_signal_connect_swapped (view, "notify::game", G_CALLBACK (g_atomic_int_inc), &notified);
  xq_move_list_view_set_game (view, game);
  xq_move_list_view_set_game (view, game);
  g_assert_cmpuint (notified, ==, 1);

  /* The cursor (the last move) is selected, and follows the game. */
  g_assert_cmpuint (selected (view), ==, 3);
  xq_game_go_back (game);
  g_assert_cmpuint (selected (view), ==, 2);
  xq_game_go_start (game);
  g_assert_cmpuint (selected (view), ==, GTK_INVALID_LIST_POSITION);
  /* A new move (a variation at the start) is selected. */
  {
    XqMove legal[XQ_MAX_MOVES];
    size_t n = xq_generate_legal (xq_game_get_position (game), legal, XQ_MAX_MOVES);

    xq_game_play_move (game, legal[n - 1], NULL);
  }
  g_assert_cmpuint (selected (view), !=, GTK_INVALID_LIST_POSITION);

  /* Picking a move moves the cursor. */
  gtk_single_selection_set_selected (template_child (view, XQ_TYPE_MOVE_LIST_VIEW, "selection"), 1);
  second = g_list_model_get_item (xq_game_get_move_list (game), 1);
  g_assert_true (xq_game_get_cursor (game) == second);

  /* Another game replaces the first. */
  {
    g_autoptr (XqGame) other = game_new (1);

    xq_move_list_view_set_game (view, other);
    g_assert_cmpuint (selected (view), ==, 0);
    xq_game_go_start (game);
    g_assert_cmpuint (selected (view), ==, 0);
  }
  xq_move_list_view_set_game (view, NULL);
  g_assert_cmpuint (selected (view), ==, GTK_INVALID_LIST_POSITION);
  g_assert_finalize_object (view);
}

static void
test_move_list_rows (void)
{
  g_autoptr (XqGame) game = game_new (40);
  XqGameNode *first = xq_game_node_get_child (xq_game_get_root (game), 0);
  g_autofree char *chinese = xq_game_format_move (game, first, XQ_NOTATION_CHINESE, 0);
  g_autofree char *wxf = xq_game_format_move (game, first, XQ_NOTATION_WXF, 0);
  GtkWidget *view;
  GtkWindow *window;
  Shows s;

  if (skip_without_display ())
    return;
  view = xq_move_list_view_new ();
  window = show_in_window (view, 260, 200);
  xq_move_list_view_set_game (XQ_MOVE_LIST_VIEW (view), game);
  /* At the end of a long game the list shows its last moves. */
  g_assert_true (xq_test_wait_for (scrolled_down, view, 2000));

  xq_game_go_start (game);
  s = (Shows) { view, chinese };
  g_assert_true (xq_test_wait_for (shows, &s, 2000));
  g_assert_true (xq_test_wait_for (shows, &(Shows) { view, "1." }, 2000));
  /* Another notation writes every row again. */
  g_object_set (view, "notation", XQ_NOTATION_WXF, NULL);
  g_assert_cmpint (xq_move_list_view_get_notation (XQ_MOVE_LIST_VIEW (view)), ==, XQ_NOTATION_WXF);
  s = (Shows) { view, wxf };
  g_assert_true (xq_test_wait_for (shows, &s, 2000));
  g_assert_false (shows_text (view, chinese));
  gtk_window_destroy (window);
}

/* ---- The clock bar ------------------------------------------------------- */

/* The clock's time source: a gint64 the test moves on. */
static gint64
time_at (gpointer now)
{
  return *(gint64 *) now;
}

static const char *
clock_text (XqClockBar *bar,
            const char *label)
{
  return gtk_label_get_text (template_child (bar, XQ_TYPE_CLOCK_BAR, label));
}

static gboolean
has_class (XqClockBar *bar,
           const char *box,
           const char *class)
{
  return gtk_widget_has_css_class (template_child (bar, XQ_TYPE_CLOCK_BAR, box), class);
}

static void
test_clock_bar_new_destroy (void)
{
  XqClockBar *bar;
  g_autoptr (XqClock) clock = xq_clock_new (NULL);

  if (skip_without_display ())
    return;
  bar = g_object_ref_sink (XQ_CLOCK_BAR (xq_clock_bar_new ()));
  g_assert_null (xq_clock_bar_get_clock (bar));
  g_object_set (bar, "clock", clock, NULL);
  g_assert_true (xq_clock_bar_get_clock (bar) == clock);
  g_assert_finalize_object (bar);
}

static void
test_clock_bar_shows_time (void)
{
  gint64 now = 1000 * SEC;
  XqTimeControl tc;
  g_autoptr (XqClock) clock = NULL;
  g_autoptr (XqClock) counting = xq_clock_new (NULL);
  XqClockBar *bar;

  if (skip_without_display ())
    return;
  xq_time_control_init_fischer (&tc, 10 * 60 * SEC, 5 * SEC);
  clock = xq_clock_new (&tc);
  xq_clock_set_time_func (clock, time_at, &now, NULL);
  bar = g_object_ref_sink (XQ_CLOCK_BAR (xq_clock_bar_new ()));

  /* No clock, or one that only counts: nothing to show. */
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (bar)));
  xq_clock_bar_set_clock (bar, counting);
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (bar)));

  xq_clock_bar_set_clock (bar, clock);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (bar)));
  g_assert_cmpstr (clock_text (bar, "red_label"), ==, "10:00");
  g_assert_cmpstr (clock_text (bar, "black_label"), ==, "10:00");
  g_assert_false (has_class (bar, "red_box", "running"));

  /* Red's clock runs: the bar shows it at the clock's tick. */
  xq_clock_start (clock, XQ_RED);
  g_assert_true (has_class (bar, "red_box", "running"));
  g_assert_false (has_class (bar, "black_box", "running"));
  now += 3 * SEC;
  xq_clock_update (clock);
  g_assert_cmpstr (clock_text (bar, "red_label"), ==, "9:57");
  g_assert_cmpstr (clock_text (bar, "black_label"), ==, "10:00");

  /* Red moves: black runs, red got the increment. */
  xq_clock_press (clock);
  g_assert_cmpstr (clock_text (bar, "red_label"), ==, "10:02");
  g_assert_false (has_class (bar, "red_box", "running"));
  g_assert_true (has_class (bar, "black_box", "running"));

  /* Short of time. */
  g_assert_false (has_class (bar, "black_box", "low"));
  xq_clock_set_low_time_threshold (clock, 11 * 60 * SEC);
  g_assert_true (has_class (bar, "black_box", "low"));
  g_assert_true (has_class (bar, "red_box", "low"));

  /* The game ends: no side runs. */
  xq_clock_stop (clock);
  g_assert_false (has_class (bar, "black_box", "running"));

  xq_clock_bar_set_clock (bar, NULL);
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (bar)));
  g_assert_finalize_object (bar);
}

/* ---- The game buttons ---------------------------------------------------- */

static void
cell (XqGameControls *controls,
      const char     *action,
      int            *column,
      int            *row)
{
  GtkWidget *grid = template_child (controls, XQ_TYPE_GAME_CONTROLS, "grid");
  GtkLayoutManager *layout = gtk_widget_get_layout_manager (grid);

  for (GtkWidget *child = gtk_widget_get_first_child (grid); child;
       child = gtk_widget_get_next_sibling (child))
    if (g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (child)), action) == 0)
      {
        GtkGridLayoutChild *lc = GTK_GRID_LAYOUT_CHILD (gtk_layout_manager_get_layout_child (layout, child));

        *column = gtk_grid_layout_child_get_column (lc);
        *row = gtk_grid_layout_child_get_row (lc);
        return;
      }
  g_assert_not_reached ();
}

static void
test_controls_new_destroy (void)
{
  XqGameControls *controls;
  g_autoptr (XqMatch) match = xq_match_new (NULL, NULL, NULL, NULL);

  if (skip_without_display ())
    return;
  controls = g_object_ref_sink (XQ_GAME_CONTROLS (xq_game_controls_new ()));
  g_assert_null (xq_game_controls_get_match (controls));
  g_object_set (controls, "match", match, NULL);
  g_assert_true (xq_game_controls_get_match (controls) == match);
  g_assert_finalize_object (controls);
  /* The buttons let go of the match's signals. */
  xq_match_set_strict (match, TRUE);
}

static void
test_controls_claim (void)
{
  g_autoptr (XqMatch) casual = xq_match_new (NULL, NULL, NULL, NULL);
  g_autoptr (XqMatch) strict = xq_match_new (NULL, NULL, NULL, NULL);
  XqGameControls *controls;
  GtkWidget *claim;

  if (skip_without_display ())
    return;
  controls = g_object_ref_sink (XQ_GAME_CONTROLS (xq_game_controls_new ()));
  claim = template_child (controls, XQ_TYPE_GAME_CONTROLS, "claim_button");
  g_assert_cmpstr (gtk_actionable_get_action_name (GTK_ACTIONABLE (claim)), ==, "win.claim-draw");
  g_assert_false (gtk_widget_get_visible (claim));

  /* Tournament rules offer the claim by the move limit. */
  xq_match_set_strict (strict, TRUE);
  xq_game_controls_set_match (controls, strict);
  g_assert_true (gtk_widget_get_visible (claim));
  xq_game_controls_set_match (controls, casual);
  g_assert_false (gtk_widget_get_visible (claim));
  xq_match_set_strict (casual, TRUE);
  g_assert_true (gtk_widget_get_visible (claim));
  xq_match_set_strict (casual, FALSE);
  g_assert_false (gtk_widget_get_visible (claim));
  g_assert_finalize_object (controls);
}

static void
test_controls_columns (void)
{
  XqGameControls *controls;
  guint notified = 0;
  int column, row;

  if (skip_without_display ())
    return;
  controls = g_object_ref_sink (XQ_GAME_CONTROLS (xq_game_controls_new ()));
  g_signal_connect_swapped (controls, "notify::columns", G_CALLBACK (g_atomic_int_inc), &notified);

  /* Beside the board: two a row. */
  g_assert_cmpuint (xq_game_controls_get_columns (controls), ==, 2);
  cell (controls, "win.offer-draw", &column, &row);
  g_assert_cmpint (column, ==, 0);
  g_assert_cmpint (row, ==, 1);
  cell (controls, "win.claim-draw", &column, &row);
  g_assert_cmpint (column, ==, 0);
  g_assert_cmpint (row, ==, 2);

  /* Under the board: three. */
  g_object_set (controls, "columns", 3, NULL);
  g_object_set (controls, "columns", 3, NULL);
  g_assert_cmpuint (notified, ==, 1);
  cell (controls, "win.offer-draw", &column, &row);
  g_assert_cmpint (column, ==, 2);
  g_assert_cmpint (row, ==, 0);
  cell (controls, "win.claim-draw", &column, &row);
  g_assert_cmpint (column, ==, 1);
  g_assert_cmpint (row, ==, 1);
  g_assert_finalize_object (controls);
}

static XqGame *
tagged_game (const char *red,
             const char *black,
             const char *event)
{
  XqGame *game = xq_game_new ();

  xq_game_set_tag (game, "Red", red);
  xq_game_set_tag (game, "Black", black);
  if (event != NULL)
    xq_game_set_tag (game, "Event", event);
  return game;
}

static void
count_changes (GListModel *model,
               guint       position,
               guint       removed,
               guint       added,
               guint      *n)
{
  (*n)++;
}

static char *
title_at (XqGameList *list,
          guint       position)
{
  g_autoptr (GtkStringObject) item = g_list_model_get_item (G_LIST_MODEL (list), position);

  return g_strdup (gtk_string_object_get_string (item));
}

/* Titles number the games from 1; a search keeps those holding every word,
 * in any case and inside words, in file order. */
static void
test_game_list_search (void)
{
  g_autoptr (GPtrArray) games = g_ptr_array_new_with_free_func (g_object_unref);
  g_autoptr (XqGameList) list = NULL;
  g_autofree char *first = NULL;
  guint changes = 0;

  g_ptr_array_add (games, tagged_game ("胡荣华", "许银川", "全国象棋个人赛"));
  g_ptr_array_add (games, tagged_game ("Hu Ronghua", "Lü Qin", NULL));
  g_ptr_array_add (games, tagged_game ("许银川", "吕钦", "全国象棋个人赛"));
  list = xq_game_list_new (games);
  g_signal_connect (list, "items-changed", G_CALLBACK (count_changes), &changes);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (list)), ==, 3);
  first = title_at (list, 0);
  g_assert_cmpstr (first, ==, "1. 胡荣华 – 许银川  · 全国象棋个人赛");
  g_assert_null (g_list_model_get_item (G_LIST_MODEL (list), 3));

  xq_game_list_set_search (list, "银川");
  g_assert_cmpuint (changes, ==, 1);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (list)), ==, 2);
  g_assert_cmpuint (xq_game_list_get_file_index (list, 1), ==, 2);
  g_assert_true (xq_game_list_get_game (list, 1) == games->pdata[2]);

  xq_game_list_set_search (list, "  HU  ronghua ");
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (list)), ==, 1);
  g_assert_cmpuint (xq_game_list_get_file_index (list, 0), ==, 1);

  xq_game_list_set_search (list, "许银川 吕钦");
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (list)), ==, 1);
  g_assert_cmpuint (xq_game_list_get_file_index (list, 0), ==, 2);

  xq_game_list_set_search (list, "nobody");
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (list)), ==, 0);
  xq_game_list_set_search (list, NULL);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (list)), ==, 3);
  g_assert_cmpuint (changes, ==, 5);
}

int
main (int   argc,
      char *argv[])
{
  /* Warnings are fatal: no accessibility bus (CI has none to reach). */
  g_setenv ("GTK_A11Y", "none", FALSE);
  g_test_init (&argc, &argv, NULL);
  have_display = gtk_init_check ();

  g_test_add_func ("/ui/parts/move-list-view/new-destroy", test_move_list_new_destroy);
  g_test_add_func ("/ui/parts/move-list-view/follows-cursor", test_move_list_follows_cursor);
  g_test_add_func ("/ui/parts/move-list-view/rows", test_move_list_rows);
  g_test_add_func ("/ui/parts/game-list/search", test_game_list_search);
  g_test_add_func ("/ui/parts/clock-bar/new-destroy", test_clock_bar_new_destroy);
  g_test_add_func ("/ui/parts/clock-bar/shows-time", test_clock_bar_shows_time);
  g_test_add_func ("/ui/parts/game-controls/new-destroy", test_controls_new_destroy);
  g_test_add_func ("/ui/parts/game-controls/claim", test_controls_claim);
  g_test_add_func ("/ui/parts/game-controls/columns", test_controls_columns);

  return g_test_run ();
}
