/* test-analysis.c — the evaluation bar and graph (pixels), and the window's
 * analysis pane, graph and review driven as a user would
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Runs under Xvfb with GSK_RENDERER=cairo; skipped without a display.
 * With XQ_SCREENSHOT_DIR set, the window is written there as PNGs at the
 * moments data/screenshots/analysis-*.png show.
 */
#include "config.h"

#include <adwaita.h>
#include <string.h>

#include "../xq-test-utils.h"
#include "test-dialog-common.h"
#include "xq-analysis-pane.h"
#include "xq-board-view-private.h"
#include "xq-eval-bar.h"
#include "xq-eval-graph.h"
#include "xq-fen.h"
#include "xq-movegen.h"
#include "xq-window-private.h"

/* Long enough for the sanitizer build. */
#define WAIT_LIMIT_MS 60000

/* A short game between two people, not finished: studied, so analysis is
 * always allowed. */
static const char * const study_moves[] = { "h2e2", "h9g7", "h0g2", "i9h9", "i0h0", "b9c7", NULL };
/* Red leaves a chariot where a cannon takes it (move 7, ply 7). */
static const char * const blunder_moves[] = {
  "b0c2", "b9c7", "a0a1", "h9g7", "a1d1", "c9e7", "d1d7", "b7d7", "h0g2", "d9e8", NULL,
};

static gboolean
have_display (void)
{
  if (g_getenv ("DISPLAY") == NULL && g_getenv ("WAYLAND_DISPLAY") == NULL)
    {
      g_test_skip ("no display");
      return FALSE;
    }
  return TRUE;
}


/* ---- Pixels -------------------------------------------------------------- */

/* @widget drawn at @width × @height into an image surface. */
static cairo_surface_t *
render (GtkWidget *widget, int width, int height)
{
  GtkSnapshot *snapshot = gtk_snapshot_new ();
  g_autoptr (GskRenderNode) node = NULL;
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, width, height);
  cairo_t *cr = cairo_create (surface);
  int min, nat;

  gtk_widget_measure (widget, GTK_ORIENTATION_HORIZONTAL, -1, &min, &nat, NULL, NULL);
  gtk_widget_measure (widget, GTK_ORIENTATION_VERTICAL, width, &min, &nat, NULL, NULL);
  gtk_widget_size_allocate (widget, &(GtkAllocation) { 0, 0, width, height }, -1);
  GTK_WIDGET_GET_CLASS (widget)->snapshot (widget, snapshot);
  node = gtk_snapshot_free_to_node (snapshot);
  if (node != NULL)
    gsk_render_node_draw (node, cr);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  return surface;
}

/* The pixel at (@x, @y): red, green, blue (premultiplied, alpha ignored). */
static void
pixel_rgb (cairo_surface_t *s, int x, int y, int *r, int *g, int *b)
{
  const guint8 *data = cairo_image_surface_get_data (s);
  guint32 p = *(const guint32 *) (data + (gsize) y * cairo_image_surface_get_stride (s) + (gsize) x * 4);

  *r = (p >> 16) & 0xff;
  *g = (p >> 8) & 0xff;
  *b = p & 0xff;
}

static gboolean
is_red (cairo_surface_t *s, int x, int y)
{
  int r, g, b;

  pixel_rgb (s, x, y, &r, &g, &b);
  return r > 150 && g < 80 && b < 80;
}

static gboolean
is_black (cairo_surface_t *s, int x, int y)
{
  int r, g, b;

  pixel_rgb (s, x, y, &r, &g, &b);
  return r < 70 && g < 70 && b < 70 && cairo_image_surface_get_data (s)[(gsize) y * cairo_image_surface_get_stride (s) + (gsize) x * 4 + 3] > 200;
}

/* @bar at @red_score (flipped or not) is red at @red_y and black at
 * @black_y (-1: not checked). */
static void
check_bar (XqEvalBar *bar, int red_score, gboolean flipped, int red_y, int black_y)
{
  cairo_surface_t *s;

  xq_eval_bar_set_score (bar, red_score);
  xq_eval_bar_set_flipped (bar, flipped);
  s = render (GTK_WIDGET (bar), 14, 200);
  if (red_y >= 0)
    g_assert_true (is_red (s, 7, red_y));
  if (black_y >= 0)
    g_assert_true (is_black (s, 7, black_y));
  cairo_surface_destroy (s);
}

static void
test_eval_bar_pixels (void)
{
  XqEvalBar *bar;
  int red_score = 0;

  if (!have_display ())
    return;
  bar = XQ_EVAL_BAR (g_object_ref_sink (xq_eval_bar_new ()));
  g_assert_false (xq_eval_bar_get_score (bar, NULL));

  /* Red a rook and more up: the bar is nearly all red, from the bottom. */
  check_bar (bar, 800, FALSE, 199, 1);
  check_bar (bar, 800, FALSE, 20, -1);
  g_assert_true (xq_eval_bar_get_score (bar, &red_score));
  g_assert_cmpint (red_score, ==, 800);
  /* Even: half and half. */
  check_bar (bar, 0, FALSE, 110, 90);
  /* Black mates: all black, whichever way up. */
  check_bar (bar, -(XQ_SCORE_MATE - 3), TRUE, -1, 0);
  check_bar (bar, -(XQ_SCORE_MATE - 3), TRUE, -1, 199);
  /* Red better, black at the bottom: red fills from the top. */
  check_bar (bar, 400, TRUE, 0, 199);
  xq_eval_bar_clear_score (bar);
  g_assert_false (xq_eval_bar_get_score (bar, NULL));

  g_assert_cmpfloat (xq_eval_red_share (0), ==, 0.5);
  g_assert_cmpfloat (xq_eval_red_share (100), >, 0.5);
  g_assert_cmpfloat (xq_eval_red_share (XQ_SCORE_MATE - 1), ==, 1.0);
  g_assert_finalize_object (bar);
}

/* The analysis arrow on the board: drawn between the move's points, and
 * gone with the next position. */
static void
test_board_arrow (void)
{
  XqBoardView *view;
  XqPosition pos;
  XqMove legal[XQ_MAX_MOVES];
  size_t n;
  XqMove arrow = XQ_MOVE (XQ_SQ (7, 2), XQ_SQ (7, 6));  /* h2 to h6: up the h file */
  cairo_surface_t *plain, *marked;
  cairo_t *cr;
  double x2, y2, x6, y6;
  int r1, g1, b1, r2, g2, b2;

  if (!have_display ())
    return;
  view = XQ_BOARD_VIEW (g_object_ref_sink (xq_board_view_new ()));
  g_assert_cmpint (xq_position_from_fen (&pos, XQ_START_FEN, NULL), ==, XQ_FEN_OK);
  n = xq_generate_legal (&pos, legal, XQ_MAX_MOVES);
  xq_board_view_set_position (view, &pos, XQ_MOVE_NONE, legal, n);
  xq_board_view_set_theme (view, "wood");

  plain = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 300, 340);
  cr = cairo_create (plain);
  xq_board_view_draw (view, cr, 300, 340, 1);
  cairo_destroy (cr);
  xq_board_view_set_arrow (view, arrow);
  g_assert_cmpuint (xq_board_view_get_arrow (view), ==, arrow);
  marked = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 300, 340);
  cr = cairo_create (marked);
  xq_board_view_draw (view, cr, 300, 340, 1);
  cairo_destroy (cr);
  cairo_surface_flush (plain);
  cairo_surface_flush (marked);

  /* Half way between h3 and h5 (empty points), the arrow's shaft is blue. */
  xq_board_view_square_center (view, XQ_SQ (7, 3), &x2, &y2);
  xq_board_view_square_center (view, XQ_SQ (7, 5), &x6, &y6);
  pixel_rgb (plain, (int) ((x2 + x6) / 2), (int) ((y2 + y6) / 2), &r1, &g1, &b1);
  pixel_rgb (marked, (int) ((x2 + x6) / 2), (int) ((y2 + y6) / 2), &r2, &g2, &b2);
  g_test_message ("arrow pixel %d,%d,%d over %d,%d,%d", r2, g2, b2, r1, g1, b1);
  g_assert_cmpint (b2 - r2, >, b1 - r1 + 40);
  cairo_surface_destroy (plain);
  cairo_surface_destroy (marked);

  xq_board_view_set_position (view, &pos, XQ_MOVE_NONE, legal, n);
  g_assert_cmpuint (xq_board_view_get_arrow (view), ==, XQ_MOVE_NONE);
  g_assert_finalize_object (view);
}

static XqGame *
game_from (const char * const *moves)
{
  XqGame *game = xq_game_new ();

  for (guint i = 0; moves[i] != NULL; i++)
    g_assert_nonnull (xq_game_play_text (game, moves[i], XQ_NOTATION_ICCS, NULL));
  return game;
}

static XqGameNode *
main_line_node (XqGame *game, guint ply)
{
  XqGameNode *node = xq_game_get_root (game);

  for (guint i = 0; i < ply; i++)
    node = xq_game_node_get_child (node, 0);
  return node;
}

static void
test_eval_graph_pixels (void)
{
  g_autoptr (XqGame) game = game_from (study_moves);
  XqEvalGraph *graph;
  cairo_surface_t *s;

  if (!have_display ())
    return;
  graph = XQ_EVAL_GRAPH (g_object_ref_sink (xq_eval_graph_new ()));
  xq_eval_graph_set_game (graph, game);
  g_assert_cmpuint (xq_eval_graph_count_scores (graph), ==, 0);

  /* Red far ahead over the first half, black over the second. */
  for (guint ply = 0; ply <= 3; ply++)
    xq_eval_graph_set_score (graph, main_line_node (game, ply), 1500);
  for (guint ply = 4; ply <= 6; ply++)
    xq_eval_graph_set_score (graph, main_line_node (game, ply), -1500);
  g_assert_cmpuint (xq_eval_graph_count_scores (graph), ==, 7);
  xq_game_go_to (game, main_line_node (game, 3));
  s = render (GTK_WIDGET (graph), 120, 60);
  g_assert_true (is_red (s, 20, 10));      /* ply 1, above the middle */
  g_assert_false (is_red (s, 20, 50));
  g_assert_true (is_black (s, 100, 50));   /* ply 5, below */
  g_assert_false (is_black (s, 100, 10));
  cairo_surface_destroy (s);

  /* Points map to plies: 6 plies over 120 pixels. */
  g_assert_cmpuint (xq_eval_graph_ply_at (graph, 0), ==, 0);
  g_assert_cmpuint (xq_eval_graph_ply_at (graph, 61), ==, 3);
  g_assert_cmpuint (xq_eval_graph_ply_at (graph, 119), ==, 6);

  xq_eval_graph_clear (graph);
  g_assert_cmpuint (xq_eval_graph_count_scores (graph), ==, 0);
  g_assert_finalize_object (graph);
}

/* ---- The window ---------------------------------------------------------- */

typedef struct
{
  XqWindow *window;
  XqGame *game;
} WindowFixture;

/* The window's content as the last frame drew it (NULL between frames). */
static GskRenderNode *
content_node (GtkWidget *widget)
{
  g_autoptr (GdkPaintable) paintable = gtk_widget_paintable_new (widget);
  GtkSnapshot *snapshot = gtk_snapshot_new ();

  gdk_paintable_snapshot (paintable, snapshot, gtk_widget_get_width (widget), gtk_widget_get_height (widget));
  return gtk_snapshot_free_to_node (snapshot);
}

static gboolean
has_frame (gpointer widget)
{
  GskRenderNode *node = content_node (widget);

  if (node != NULL)
    gsk_render_node_unref (node);
  return node != NULL;
}

static void
maybe_screenshot (WindowFixture *f, const char *name)
{
  const char *dir = g_getenv ("XQ_SCREENSHOT_DIR");
  GtkWidget *widget = adw_application_window_get_content (ADW_APPLICATION_WINDOW (f->window));
  g_autoptr (GskRenderNode) node = NULL;
  g_autofree char *path = NULL;
  cairo_surface_t *surface;
  cairo_t *cr;

  if (dir == NULL)
    return;
  for (guint i = 0; i < 20 && node == NULL; i++)
    {
      xq_test_wait_for (has_frame, widget, 150);
      node = content_node (widget);
    }
  g_assert_nonnull (node);
  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, gtk_widget_get_width (widget),
                                        gtk_widget_get_height (widget));
  cr = cairo_create (surface);
  /* The window's background: the content has none of its own. */
  cairo_set_source_rgb (cr, 0.98, 0.98, 0.98);
  cairo_paint (cr);
  gsk_render_node_draw (node, cr);
  cairo_destroy (cr);
  path = g_build_filename (dir, name, NULL);
  g_assert_cmpint (cairo_surface_write_to_png (surface, path), ==, CAIRO_STATUS_SUCCESS);
  cairo_surface_destroy (surface);
  g_test_message ("wrote %s", path);
}

static gboolean
window_mapped (gpointer data)
{
  WindowFixture *f = data;

  return gtk_widget_get_mapped (GTK_WIDGET (f->window));
}

/* The analysis pane exists and shows. */
static gboolean
pane_shown (XqWindow *window)
{
  return window->analysis_pane != NULL && gtk_widget_get_visible (GTK_WIDGET (window->analysis_pane));
}

static void
window_setup (WindowFixture *f, gconstpointer data)
{
  g_autoptr (XqGame) game = game_from (data != NULL ? data : (gconstpointer) study_moves);

  f->window = XQ_WINDOW (g_object_new (XQ_TYPE_WINDOW, NULL));
  gtk_window_set_default_size (GTK_WINDOW (f->window), 1000, 700);
  xq_session_open_game (xq_window_get_session (f->window), game, NULL);
  f->game = xq_session_get_game (xq_window_get_session (f->window));
  gtk_window_present (GTK_WINDOW (f->window));
  g_assert_true (xq_test_wait_for (window_mapped, f, WAIT_LIMIT_MS));
}

static void
window_teardown (WindowFixture *f, gconstpointer data)
{
  gtk_window_destroy (GTK_WINDOW (f->window));
  xq_test_settle ();
}

/* Analysis lines of the position shown have been shown. */
static gboolean
lines_at_cursor (gpointer data)
{
  WindowFixture *f = data;
  XqAnalyser *analyser = f->window->analyser;
  guint n = 0;

  return xq_analyser_get_lines (analyser, &n) != NULL && n == 3
         && f->window->analysis_node == xq_game_get_cursor (f->game)
         && xq_position_equal (xq_analyser_get_position (analyser), xq_game_get_position (f->game));
}

/* The same, the best line two moves or more. */
static gboolean
long_lines_at_cursor (gpointer data)
{
  WindowFixture *f = data;
  guint n = 0;
  const XqAnalysisLine *lines = xq_analyser_get_lines (f->window->analyser, &n);

  return lines_at_cursor (data) && lines[0].pv_len >= 2;
}

static gboolean
is_list_box (GtkWidget    *widget,
             gconstpointer data)
{
  return GTK_IS_LIST_BOX (widget);
}

static gboolean
is_moves_label (GtkWidget    *widget,
                gconstpointer data)
{
  return GTK_IS_LABEL (widget) && gtk_widget_has_css_class (widget, "analysis-moves");
}

static void
test_window_pane (WindowFixture *f, gconstpointer data)
{
  XqAnalyser *analyser;
  GtkListBox *list = NULL;
  XqGameNode *from;
  XqGameNode *main_next;
  const XqAnalysisLine *lines;
  guint n = 0, pick = 0;
  int red_score;

  /* The key and the header-bar button share one action. */
  g_assert_false (pane_shown (f->window));
  g_settings_set_uint (f->window->settings, "analysis-lines", 3);
  gtk_widget_activate_action (GTK_WIDGET (f->window), "win.analysis", NULL);
  g_assert_true (pane_shown (f->window));
  analyser = f->window->analyser;
  g_assert_true (xq_analysis_pane_get_analyser (f->window->analysis_pane) == analyser);
  g_assert_true (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (f->window->analysis_button)));
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (f->window->eval_bar)));
  g_assert_true (xq_test_wait_for (lines_at_cursor, f, WAIT_LIMIT_MS));
  /* The bar turns with the board. */
  {
    gboolean flipped = FALSE;

    gtk_widget_activate_action (GTK_WIDGET (f->window), "win.flip", NULL);
    g_object_get (f->window->eval_bar, "flipped", &flipped, NULL);
    g_assert_true (flipped);
    gtk_widget_activate_action (GTK_WIDGET (f->window), "win.flip", NULL);
    g_object_get (f->window->eval_bar, "flipped", &flipped, NULL);
    g_assert_false (flipped);
  }

  /* Browsing: the lines follow the position shown. */
  gtk_widget_activate_action (GTK_WIDGET (f->window), "win.go-first", NULL);
  gtk_widget_activate_action (GTK_WIDGET (f->window), "win.go-next", NULL);
  gtk_widget_activate_action (GTK_WIDGET (f->window), "win.go-next", NULL);
  g_assert_cmpuint (xq_window_get_current_ply (f->window), ==, 2);
  g_assert_true (xq_test_wait_for (lines_at_cursor, f, WAIT_LIMIT_MS));
  maybe_screenshot (f, "analysis-pane.png");
  g_assert_true (xq_eval_bar_get_score (f->window->eval_bar, NULL));
  /* The position's score went into the graph (it is on the main line). */
  g_assert_true (xq_eval_graph_get_score (f->window->eval_graph, xq_game_get_cursor (f->game), &red_score));

  /* Pointing at a line shows its first move on the board. */
  lines = xq_analyser_get_lines (analyser, &n);
  from = xq_game_get_cursor (f->game);
  main_next = xq_game_node_get_child (from, 0);
  while (pick < n && lines[pick].pv[0] == xq_game_node_get_move (main_next))
    pick++;
  g_assert_cmpuint (pick, <, n);
  g_signal_emit_by_name (f->window->analysis_pane, "arrow-changed", (guint) lines[pick].pv[0]);
  g_assert_cmpuint (xq_board_view_get_arrow (f->window->board), ==, lines[pick].pv[0]);

  /* Clicking a line enters it as a variation from the position shown. */
  list = GTK_LIST_BOX (xq_test_find_widget (GTK_WIDGET (f->window->analysis_pane), is_list_box, NULL));
  g_assert_nonnull (list);
  {
    GtkListBoxRow *row = gtk_list_box_get_row_at_index (list, (int) pick);
    guint pv_len = MIN (lines[pick].pv_len, 10);  /* the pane shows and enters 10 at most */
    XqMove first = lines[pick].pv[0];

    g_assert_true (gtk_widget_get_visible (GTK_WIDGET (row)));
    g_signal_emit_by_name (list, "row-activated", row);
    g_assert_cmpuint (xq_game_node_get_n_children (from), ==, 2);
    g_assert_cmpuint (xq_game_node_get_move (xq_game_node_get_child (from, 1)), ==, first);
    g_assert_false (xq_game_node_is_main_line (xq_game_get_cursor (f->game)));
    g_assert_cmpuint (xq_window_get_current_ply (f->window), ==, 2 + pv_len);
  }
  /* And the analysis follows there too; a move of a line (a link) enters
   * the line up to that move. */
  g_assert_true (xq_test_wait_for (long_lines_at_cursor, f, WAIT_LIMIT_MS));
  {
    GtkListBoxRow *row = gtk_list_box_get_row_at_index (list, 0);
    GtkWidget *moves = xq_test_find_widget (GTK_WIDGET (row), is_moves_label, NULL);
    guint ply = xq_window_get_current_ply (f->window);
    gboolean handled = FALSE;

    g_assert_nonnull (moves);
    g_signal_emit_by_name (moves, "activate-link", "2", &handled);
    g_assert_true (handled);
    g_assert_cmpuint (xq_window_get_current_ply (f->window), ==, ply + 2);
  }

  /* Off again. */
  gtk_widget_activate_action (GTK_WIDGET (f->window), "win.analysis", NULL);
  g_assert_false (pane_shown (f->window));
  g_assert_false (xq_analyser_is_running (analyser));
}

static void
press_graph (XqEvalGraph *graph, double x)
{
  GListModel *controllers = gtk_widget_observe_controllers (GTK_WIDGET (graph));

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr (GObject) controller = g_list_model_get_item (controllers, i);

      if (GTK_IS_GESTURE_CLICK (controller))
        g_signal_emit_by_name (controller, "pressed", 1, x, 5.0);
    }
  g_object_unref (controllers);
}

static gboolean
dialog_open (gpointer data)
{
  *(GtkWidget **) data = test_dialog_find_message_dialog ();
  return *(GtkWidget **) data != NULL;
}

static gboolean
review_over (gpointer data)
{
  WindowFixture *f = data;

  return !gtk_widget_get_visible (f->window->review_bar);
}

static gboolean
review_half_done (gpointer data)
{
  WindowFixture *f = data;

  return f->window->review != NULL && xq_review_get_done (f->window->review) >= 4;
}

static void
test_window_review (WindowFixture *f, gconstpointer data)
{
  guint n = g_strv_length ((char **) blunder_moves);
  GtkWidget *summary = NULL;
  int width;

  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (f->window->eval_graph)));
  /* 0.3 s a move, the dialog's first choice. */
  _xq_window_review_game (f->window, 0);
  g_assert_true (gtk_widget_get_visible (f->window->review_bar));
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (f->window->eval_graph)));
  g_assert_true (xq_test_wait_for (review_half_done, f, WAIT_LIMIT_MS));
  maybe_screenshot (f, "analysis-review-progress.png");
  /* The window is usable meanwhile. */
  gtk_widget_activate_action (GTK_WIDGET (f->window), "win.go-first", NULL);
  g_assert_cmpuint (xq_window_get_current_ply (f->window), ==, 0);
  g_assert_true (xq_test_wait_for (review_over, f, WAIT_LIMIT_MS));

  /* The summary, then every position of the main line has its score in
   * the graph, and the blunder its mark. */
  g_assert_true (xq_test_wait_for (dialog_open, &summary, WAIT_LIMIT_MS));
  /* One line per side (the words may be translated). */
  g_assert_nonnull (strchr (xq_alert_get_body (summary), '\n'));
  xq_alert_choose (summary, "close");
  g_assert_cmpuint (xq_eval_graph_count_scores (f->window->eval_graph), ==, n + 1);
  g_assert_nonnull (xq_game_get_tag (f->game, "Annotator"));
  g_assert_true (xq_game_node_has_nag (main_line_node (f->game, 7), XQ_NAG_BLUNDER)
                 || xq_game_node_has_nag (main_line_node (f->game, 7), XQ_NAG_MISTAKE));
  gtk_widget_activate_action (GTK_WIDGET (f->window), "win.go-last", NULL);
  maybe_screenshot (f, "analysis-graph.png");

  /* A click on the graph goes to that move. */
  width = gtk_widget_get_width (GTK_WIDGET (f->window->eval_graph));
  g_assert_cmpint (width, >, 0);
  press_graph (f->window->eval_graph, width);
  g_assert_cmpuint (xq_window_get_current_ply (f->window), ==, n);
  press_graph (f->window->eval_graph, width / 2.0);
  g_assert_cmpuint (xq_window_get_current_ply (f->window), ==, n / 2);
}

static void
test_window_review_cancel (WindowFixture *f, gconstpointer data)
{
  /* 3 s a move: cancelled long before the end. */
  _xq_window_review_game (f->window, 2);
  gtk_widget_activate_action (GTK_WIDGET (f->window), "win.cancel-review", NULL);
  g_assert_true (xq_test_wait_for (review_over, f, WAIT_LIMIT_MS));
  g_assert_false (xq_review_is_running (f->window->review));
  g_assert_null (xq_game_get_tag (f->game, "Annotator"));
  /* Another review may start. */
  _xq_window_review_game (f->window, 2);
  g_assert_true (xq_review_is_running (f->window->review));
  gtk_widget_activate_action (GTK_WIDGET (f->window), "win.cancel-review", NULL);
  g_assert_true (xq_test_wait_for (review_over, f, WAIT_LIMIT_MS));
}

/* Against the computer, analysis needs the user's word and marks the game. */
static void
test_window_assisted (WindowFixture *f, gconstpointer data)
{
  XqGameSetup setup = { .sides = { { FALSE, 1 }, { TRUE, 1 } }, .rules = XQ_RULES_CHINESE };
  GtkWidget *dialog = NULL;
  XqGame *game;

  g_assert_cmpint (xq_position_from_fen (&setup.start, XQ_START_FEN, NULL), ==, XQ_FEN_OK);
  gtk_widget_activate_action (GTK_WIDGET (f->window), "win.analysis", NULL);
  g_assert_true (pane_shown (f->window));

  /* A new game against the computer closes the pane. */
  xq_window_new_game (f->window, &setup);
  game = xq_session_get_game (xq_window_get_session (f->window));
  g_assert_false (pane_shown (f->window));
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (f->window->eval_bar)));

  /* Asked: no. */
  gtk_widget_activate_action (GTK_WIDGET (f->window), "win.analysis", NULL);
  g_assert_true (xq_test_wait_for (dialog_open, &dialog, WAIT_LIMIT_MS));
  xq_alert_choose (dialog, "cancel");
  g_assert_false (pane_shown (f->window));
  g_assert_null (xq_game_get_tag (game, "Assisted"));

  /* Asked: yes. */
  dialog = NULL;
  gtk_widget_activate_action (GTK_WIDGET (f->window), "win.analysis", NULL);
  g_assert_true (xq_test_wait_for (dialog_open, &dialog, WAIT_LIMIT_MS));
  xq_alert_choose (dialog, "analyse");
  g_assert_true (pane_shown (f->window));
  g_assert_cmpstr (xq_game_get_tag (game, "Assisted"), ==, "Engine analysis");
  /* Off and on again: no second question. */
  gtk_widget_activate_action (GTK_WIDGET (f->window), "win.analysis", NULL);
  gtk_widget_activate_action (GTK_WIDGET (f->window), "win.analysis", NULL);
  g_assert_true (pane_shown (f->window));
}

/* The pane and its analyser are made when analysis is first shown, not
 * with the window (issue 38), and kept once made. */
static void
test_window_lazy (WindowFixture *f, gconstpointer data)
{
  XqAnalysisPane *pane;

  g_assert_null (f->window->analysis_pane);
  g_assert_null (f->window->analyser);
  /* Browsing, the panel's updates and a turn of the board make neither. */
  gtk_widget_activate_action (GTK_WIDGET (f->window), "win.go-first", NULL);
  gtk_widget_activate_action (GTK_WIDGET (f->window), "win.go-next", NULL);
  gtk_widget_activate_action (GTK_WIDGET (f->window), "win.flip", NULL);
  gtk_widget_activate_action (GTK_WIDGET (f->window), "win.flip", NULL);
  xq_test_settle ();
  g_assert_null (f->window->analysis_pane);
  g_assert_null (f->window->analyser);
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (f->window->eval_bar)));

  gtk_widget_activate_action (GTK_WIDGET (f->window), "win.analysis", NULL);
  pane = f->window->analysis_pane;
  g_assert_nonnull (pane);
  g_assert_nonnull (f->window->analyser);
  g_assert_true (pane_shown (f->window));
  /* Under the clocks, above the move list. */
  g_assert_true (gtk_widget_get_parent (GTK_WIDGET (pane)) == f->window->side_panel);
  g_assert_true (gtk_widget_get_prev_sibling (GTK_WIDGET (pane)) == GTK_WIDGET (f->window->clock_bar));
  g_assert_true (xq_test_wait_for (lines_at_cursor, f, WAIT_LIMIT_MS));

  /* Off: hidden and stopped, but kept. */
  gtk_widget_activate_action (GTK_WIDGET (f->window), "win.analysis", NULL);
  g_assert_true (f->window->analysis_pane == pane);
  g_assert_false (pane_shown (f->window));
  g_assert_false (xq_analyser_is_running (f->window->analyser));
  g_assert_null (f->window->analysis_node);
  /* On again: the same pane, the lines of the position shown. */
  gtk_widget_activate_action (GTK_WIDGET (f->window), "win.go-next", NULL);
  gtk_widget_activate_action (GTK_WIDGET (f->window), "win.analysis", NULL);
  g_assert_true (f->window->analysis_pane == pane);
  g_assert_true (pane_shown (f->window));
  g_assert_true (xq_test_wait_for (lines_at_cursor, f, WAIT_LIMIT_MS));
}

/* Refused during a game against the computer: nothing is made. */
static void
test_window_lazy_refused (WindowFixture *f, gconstpointer data)
{
  XqGameSetup setup = { .sides = { { FALSE, 1 }, { TRUE, 1 } }, .rules = XQ_RULES_CHINESE };
  GtkWidget *dialog = NULL;

  g_assert_cmpint (xq_position_from_fen (&setup.start, XQ_START_FEN, NULL), ==, XQ_FEN_OK);
  xq_window_new_game (f->window, &setup);
  gtk_widget_activate_action (GTK_WIDGET (f->window), "win.analysis", NULL);
  g_assert_true (xq_test_wait_for (dialog_open, &dialog, WAIT_LIMIT_MS));
  xq_alert_choose (dialog, "cancel");
  g_assert_null (f->window->analysis_pane);
  g_assert_null (f->window->analyser);
}

/* The analyser has its external engine. */
static gboolean
has_external_engine (gpointer data)
{
  XqWindow *window = data;

  return window->analyser != NULL && xq_analyser_get_engine (window->analyser) != NULL;
}

/* An external analysis engine is started when analysis is first shown,
 * not with the window. */
static void
test_window_lazy_engine (WindowFixture *f, gconstpointer data)
{
  const char *program = "/usr/games/fairy-stockfish";

  if (!g_file_test (program, G_FILE_TEST_IS_EXECUTABLE))
    {
      g_test_skip ("no Fairy-Stockfish");
      return;
    }
  g_settings_set_value (f->window->settings, "external-engines",
                        g_variant_new_parsed ("[('Fairy-Stockfish', %s, 'uci')]", program));
  g_settings_set_string (f->window->settings, "analysis-engine", program);
  xq_test_settle ();
  g_assert_null (f->window->analyser);

  gtk_widget_activate_action (GTK_WIDGET (f->window), "win.analysis", NULL);
  g_assert_nonnull (f->window->analyser);
  g_assert_true (xq_test_wait_for (has_external_engine, f->window, WAIT_LIMIT_MS));
  /* The engine that came analyses the position shown (a new engine stops
   * the analyser: it starts again). */
  g_assert_true (xq_analyser_is_running (f->window->analyser));
  g_assert_true (xq_test_wait_for (lines_at_cursor, f, WAIT_LIMIT_MS));
  /* Back to our engine, for the other tests; it goes on analysing. */
  g_settings_reset (f->window->settings, "analysis-engine");
  g_settings_reset (f->window->settings, "external-engines");
  g_assert_null (xq_analyser_get_engine (f->window->analyser));
  g_assert_true (xq_analyser_is_running (f->window->analyser));
  g_assert_true (xq_test_wait_for (lines_at_cursor, f, WAIT_LIMIT_MS));
}

int
main (int argc, char *argv[])
{
  g_setenv ("GSETTINGS_SCHEMA_DIR", XQ_SCHEMA_DIR, TRUE);
  g_setenv ("GTK_A11Y", "none", TRUE);
  g_setenv ("NO_AT_BRIDGE", "1", TRUE);
  g_setenv ("ADW_DISABLE_PORTAL", "1", TRUE);
  g_setenv ("GSETTINGS_BACKEND", "memory", TRUE);
  g_test_init (&argc, &argv, NULL);
  if (g_getenv ("DISPLAY") != NULL || g_getenv ("WAYLAND_DISPLAY") != NULL)
    {
      g_autoptr (GtkCssProvider) css = gtk_css_provider_new ();

      adw_init ();
      /* The application's style, as the screenshots show it. */
      gtk_css_provider_load_from_resource (css, "/io/github/xiangqi/Xiangqi/style.css");
      gtk_style_context_add_provider_for_display (gdk_display_get_default (), GTK_STYLE_PROVIDER (css),
                                                  GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
    }

  g_test_add_func ("/ui/analysis/eval-bar-pixels", test_eval_bar_pixels);
  g_test_add_func ("/ui/analysis/eval-graph-pixels", test_eval_graph_pixels);
  g_test_add_func ("/ui/analysis/board-arrow", test_board_arrow);
  if (g_getenv ("DISPLAY") != NULL || g_getenv ("WAYLAND_DISPLAY") != NULL)
    {
      g_test_add ("/ui/analysis/window-lazy", WindowFixture, NULL, window_setup, test_window_lazy,
                  window_teardown);
      g_test_add ("/ui/analysis/window-lazy-engine", WindowFixture, NULL, window_setup,
                  test_window_lazy_engine, window_teardown);
      g_test_add ("/ui/analysis/window-lazy-refused", WindowFixture, NULL, window_setup,
                  test_window_lazy_refused, window_teardown);
      g_test_add ("/ui/analysis/window-pane", WindowFixture, NULL, window_setup, test_window_pane,
                  window_teardown);
      g_test_add ("/ui/analysis/window-review", WindowFixture, blunder_moves, window_setup,
                  test_window_review, window_teardown);
      g_test_add ("/ui/analysis/window-review-cancel", WindowFixture, NULL, window_setup,
                  test_window_review_cancel, window_teardown);
      g_test_add ("/ui/analysis/window-assisted", WindowFixture, NULL, window_setup,
                  test_window_assisted, window_teardown);
    }

  return g_test_run ();
}
