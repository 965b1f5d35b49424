/* test-browsing.c — going through a game in the window as people do
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A real XqWindow under Xvfb, driven through the X server (XTest, loaded
 * from libXtst.so.6 at run time) as a person's pointer and keyboard would:
 *
 *  - hover: the pointer moves over every row of a long move list and the
 *    wheel scrolls it, and the game stays at its move;
 *  - keys: with the focus in the move list, on the board and on a button in
 *    turn, ←/→/Home/End/PgUp/PgDn/↑/↓ go through the moves; the board's
 *    shown cursor keeps the arrows and Alt+arrows still navigate;
 *  - sizes: at 1400×1000, 980×720 (the default), 800×600, 600×800 and
 *    360×600 the board drawn
 *    (its edges found in the pixels of the board) is as large as promised;
 *  - review: the panel keeps its width while a review runs;
 *  - shortcuts: every line of the shortcuts window shows keys;
 *  - trainer hint: the Hint button of the exercise's toast gives a hint;
 *  - trainer narrow: the trainer shrinks to 360 px, the list over the entry;
 *  - library narrow: the library's filters and header buttons fit its window.
 *
 * With no display (or no XTest) the tests that need it are skipped.
 */
#include "config.h"

#include <adwaita.h>
#include <dlfcn.h>
#include <gdk/x11/gdkx.h>
#include <glib/gstdio.h>

#include "xq-combo-row.h"
#include "xq-exercise.h"
#include "xq-game-format.h"
#include "xq-library-window.h"
#include "xq-library.h"
#include "xq-tooltip.h"
#include "xq-trainer-window.h"
#include "../xq-test-utils.h"
#include "xq-window-private.h"

typedef int (*FakeMotion) (Display *, int, int, int, unsigned long);
typedef int (*FakeButton) (Display *, unsigned int, Bool, unsigned long);
typedef int (*FakeKey) (Display *, unsigned int, Bool, unsigned long);

static gboolean have_display;
static FakeMotion fake_motion;
static FakeButton fake_button;
static FakeKey fake_key;

typedef struct
{
  XqWindow *window;
  XqSession *session;
} Fixture;

static gboolean
load_xtest (void)
{
  void *lib = dlopen ("libXtst.so.6", RTLD_NOW);

  if (lib == NULL)
    return FALSE;
  fake_motion = (FakeMotion) dlsym (lib, "XTestFakeMotionEvent");
  fake_button = (FakeButton) dlsym (lib, "XTestFakeButtonEvent");
  fake_key = (FakeKey) dlsym (lib, "XTestFakeKeyEvent");
  return fake_motion && fake_button && fake_key;
}

static gboolean
skip_without_display (void)
{
  if (!have_display)
    g_test_skip ("no X display with XTest (run under Xvfb)");
  return !have_display;
}

/* The X11 handles XTest needs.  GTK 4.18 deprecated its X11 API with no
 * replacement, and these tests drive an X server on purpose: the one place
 * that calls it, with the deprecation acknowledged. */
static Display *
x_display (GdkSurface *surface)
{
  Display *display;

  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  display = GDK_SURFACE_XDISPLAY (surface);
  G_GNUC_END_IGNORE_DEPRECATIONS
  return display;
}

static Window
x_window (GdkSurface *surface)
{
  Window window;

  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  window = gdk_x11_surface_get_xid (surface);
  G_GNUC_END_IGNORE_DEPRECATIONS
  return window;
}

static Display *
xdisplay (Fixture *f)
{
  return x_display (gtk_native_get_surface (GTK_NATIVE (f->window)));
}

/* The corpus game with variations, at the end of its main line. */
static void
open_long_game (Fixture *f)
{
  g_autofree char *path = g_build_filename (g_getenv ("XQ_CORPUS_DIR"), "pgn-iccs",
                                            "wukong_bulk_games_uci.pgn", NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (GPtrArray) games = NULL;
  g_autoptr (GError) error = NULL;

  games = xq_game_load_file (file, NULL, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (games->len, >, 0);
  xq_session_open_game (f->session, games->pdata[0], NULL);
  xq_test_wait_frame (GTK_WIDGET (f->window), 5000);
  /* A variation: another fifth move. */
  {
    XqGame *g = xq_session_get_game (f->session);
    XqGameNode *node = xq_game_get_root (g);
    XqMove legal[XQ_MAX_MOVES];
    size_t n;

    for (int i = 0; i < 4; i++)
      node = xq_game_node_get_child (node, 0);
    xq_game_go_to (g, node);
    n = xq_generate_legal (xq_game_get_position (g), legal, XQ_MAX_MOVES);
    for (size_t i = 0; i < n; i++)
      if (legal[i] != xq_game_node_get_move (xq_game_node_get_child (node, 0)))
        {
          g_assert_nonnull (xq_game_play_move (g, legal[i], NULL));
          break;
        }
    g_assert_cmpuint (xq_game_node_get_n_children (node), ==, 2);
    xq_game_go_end (g);
    xq_game_go_to (g, xq_game_node_get_line_end (xq_game_get_root (g)));
    xq_test_wait_frame (GTK_WIDGET (f->window), 5000);
  }
}

static void
window_open (Fixture *f,
             int      width,
             int      height)
{
  GdkSurface *surface;

  f->window = xq_window_new (NULL);
  gtk_window_set_default_size (GTK_WINDOW (f->window), width, height);
  gtk_window_present (GTK_WINDOW (f->window));
  f->session = xq_window_get_session (f->window);
  /* Shown and allocated: the window's first frame drawn. */
  xq_test_wait_until (gtk_widget_get_mapped (GTK_WIDGET (f->window))
                      && gtk_widget_get_width (GTK_WIDGET (f->window)) > 0, 10000);
  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (f->window)));
  g_assert_true (xq_test_wait_frame (GTK_WIDGET (f->window), 5000));
  /* No window manager: the window at the screen's corner, with the focus. */
  surface = gtk_native_get_surface (GTK_NATIVE (f->window));
  XMoveWindow (x_display (surface), x_window (surface), 0, 0);
  XSetInputFocus (x_display (surface), x_window (surface),
                  RevertToParent, CurrentTime);
  XSync (x_display (surface), False);
  /* The focus taken (as a person's click would give it). */
  xq_test_wait_until (gtk_window_is_active (GTK_WINDOW (f->window)), 5000);
  xq_test_wait_frame (GTK_WIDGET (f->window), 5000);
  /* The default size counts a frame (the CSD border) the widget does not
   * have: ask for that much more. */
  for (int tries = 0; tries < 5; tries++)
    {
      int ww = gtk_widget_get_width (GTK_WIDGET (f->window));
      int wh = gtk_widget_get_height (GTK_WIDGET (f->window));
      int dw, dh;

      if (ww == width && wh == height)
        break;
      gtk_window_get_default_size (GTK_WINDOW (f->window), &dw, &dh);
      gtk_window_set_default_size (GTK_WINDOW (f->window), dw + width - ww, dh + height - wh);
      /* Until the new size is allocated (or a limit: the next try corrects). */
      xq_test_wait_until (gtk_widget_get_width (GTK_WIDGET (f->window)) != ww
                          || gtk_widget_get_height (GTK_WIDGET (f->window)) != wh, 2000);
      xq_test_wait_frame (GTK_WIDGET (f->window), 5000);
    }
}

static void
fixture_set_up (Fixture       *f,
                gconstpointer  data)
{
  if (!have_display)
    return;
  window_open (f, 1000, 760);
  open_long_game (f);
}

static void
fixture_tear_down (Fixture       *f,
                   gconstpointer  data)
{
  if (f->window != NULL)
    gtk_window_destroy (GTK_WINDOW (f->window));
  xq_test_settle ();
}

static XqGame *
game (Fixture *f)
{
  return xq_session_get_game (f->session);
}

static guint
ply (Fixture *f)
{
  return xq_game_node_get_ply (xq_game_get_cursor (game (f)));
}

/* A widget's top left corner on the screen (the window is at 0, 0). */
static void
screen_point (Fixture   *f,
              GtkWidget *widget,
              double     x,
              double     y,
              int       *sx,
              int       *sy)
{
  graphene_point_t in_widget = GRAPHENE_POINT_INIT ((float) x, (float) y), in_window;
  double nx, ny;

  gtk_native_get_surface_transform (GTK_NATIVE (f->window), &nx, &ny);
  g_assert_true (gtk_widget_compute_point (widget, GTK_WIDGET (f->window), &in_widget, &in_window));
  *sx = (int) (in_window.x + nx);
  *sy = (int) (in_window.y + ny);
}

static void
move_pointer (Fixture *f,
              int      x,
              int      y)
{
  fake_motion (xdisplay (f), -1, x, y, 0);
  XSync (xdisplay (f), False);
  xq_test_settle ();
}

static void
wheel (Fixture *f,
       guint    button)
{
  fake_button (xdisplay (f), button, True, 0);
  fake_button (xdisplay (f), button, False, 0);
  XSync (xdisplay (f), False);
  xq_test_wait_frame (GTK_WIDGET (f->window), 5000);
}

static void
key (Fixture *f,
     guint    keysym,
     gboolean alt)
{
  Display *dpy = xdisplay (f);
  unsigned int alt_code = XKeysymToKeycode (dpy, XK_Alt_L);
  unsigned int code = XKeysymToKeycode (dpy, keysym);

  g_assert_cmpuint (code, !=, 0);
  if (alt)
    fake_key (dpy, alt_code, True, 0);
  fake_key (dpy, code, True, 0);
  fake_key (dpy, code, False, 0);
  if (alt)
    fake_key (dpy, alt_code, False, 0);
  XSync (dpy, False);
  xq_test_wait_frame (GTK_WIDGET (f->window), 5000);
}

static GtkWidget *
list_view_of (Fixture *f)
{
  GtkWidget *view = GTK_WIDGET (f->window->move_list_view);
  GtkWidget *list = NULL;

  /* The GtkListView inside the move list's scroller. */
  for (GtkWidget *w = gtk_widget_get_first_child (view); w && list == NULL;)
    {
      if (GTK_IS_LIST_VIEW (w))
        list = w;
      else
        w = gtk_widget_get_first_child (w);
    }
  g_assert_nonnull (list);
  return list;
}

/* (a) Pointer motion and the wheel over every row never move the game. */
static void
test_hover (Fixture       *f,
            gconstpointer  data)
{
  GtkWidget *list;
  guint at;
  int x0, y0, x1, y1;

  if (skip_without_display ())
    return;
  list = list_view_of (f);
  g_assert_false (gtk_list_view_get_single_click_activate (GTK_LIST_VIEW (list)));
  xq_game_go_end (game (f));
  xq_test_wait_frame (GTK_WIDGET (f->window), 5000);
  at = ply (f);
  g_assert_cmpuint (at, >, 20);
  screen_point (f, list, 0, 0, &x0, &y0);
  screen_point (f, list, gtk_widget_get_width (list), gtk_widget_get_height (list), &x1, &y1);
  /* Down and up the list, scrolling it between passes, so that every row
   * comes under the pointer. */
  for (int pass = 0; pass < 8; pass++)
    {
      for (int y = y0 + 2; y < y1 - 2; y += 7)
        move_pointer (f, (x0 + x1) / 2, y);
      wheel (f, pass < 4 ? 4 : 5);
      wheel (f, pass < 4 ? 4 : 5);
      wheel (f, pass < 4 ? 4 : 5);
      for (int y = y1 - 3; y > y0 + 2; y -= 11)
        move_pointer (f, x0 + 20, y);
      g_assert_cmpuint (ply (f), ==, at);
    }
  /* A click on a row goes there, once. */
  {
    int cx = (x0 + x1) / 2, cy = y0 + 10;

    move_pointer (f, cx, cy);
    fake_button (xdisplay (f), 1, True, 0);
    fake_button (xdisplay (f), 1, False, 0);
    XSync (xdisplay (f), False);
    xq_test_wait_until (ply (f) != at, 5000);
    g_assert_cmpuint (ply (f), !=, at);
    at = ply (f);
    move_pointer (f, cx, y1 - 10);
    xq_test_wait_frame (GTK_WIDGET (f->window), 5000);
    g_assert_cmpuint (ply (f), ==, at);
  }
}

/* The first move, on the main line, with alternatives: a place for ↑/↓. */
static XqGameNode *
first_branch (XqGame *g)
{
  XqGameNode *node = xq_game_get_root (g);

  while (xq_game_node_get_n_children (node) > 0)
    {
      if (xq_game_node_get_n_children (node) > 1)
        return node;
      node = xq_game_node_get_child (node, 0);
    }
  return NULL;
}

static void
check_keys (Fixture    *f,
            const char *where)
{
  XqGame *g = game (f);
  guint end = xq_game_node_get_ply (xq_game_node_get_line_end (xq_game_get_root (g)));
  XqGameNode *branch = first_branch (g);

  g_test_message ("keys with the focus on %s", where);
  xq_game_go_end (g);
  xq_test_wait_frame (GTK_WIDGET (f->window), 5000);
  key (f, XK_Left, FALSE);
  g_assert_cmpuint (ply (f), ==, end - 1);
  key (f, XK_Right, FALSE);
  g_assert_cmpuint (ply (f), ==, end);
  key (f, XK_Home, FALSE);
  g_assert_cmpuint (ply (f), ==, 0);
  key (f, XK_Page_Down, FALSE);
  g_assert_cmpuint (ply (f), ==, MIN (10, end));
  key (f, XK_Page_Up, FALSE);
  g_assert_cmpuint (ply (f), ==, 0);
  key (f, XK_End, FALSE);
  g_assert_cmpuint (ply (f), ==, end);
  /* ↓ and ↑ among the alternatives of the move after the branch. */
  g_assert_nonnull (branch);
  xq_game_go_to (g, xq_game_node_get_child (branch, 0));
  xq_test_wait_frame (GTK_WIDGET (f->window), 5000);
  key (f, XK_Down, FALSE);
  g_assert_true (xq_game_get_cursor (g) == xq_game_node_get_child (branch, 1));
  key (f, XK_Up, FALSE);
  g_assert_true (xq_game_get_cursor (g) == xq_game_node_get_child (branch, 0));
}

/* (b) The keys with the focus in the move list, on the board and on a
 * button. */
static void
test_keys (Fixture       *f,
           gconstpointer  data)
{
  GtkWidget *list, *button;
  XqBoardView *board;

  if (skip_without_display ())
    return;
  list = list_view_of (f);
  board = f->window->board;
  button = f->window->side_panel_button;

  gtk_widget_grab_focus (list);
  xq_test_wait_frame (GTK_WIDGET (f->window), 5000);
  check_keys (f, "the move list");
  g_assert_true (gtk_widget_has_focus (list) || gtk_widget_is_ancestor (gtk_root_get_focus (GTK_ROOT (f->window)), list));

  gtk_widget_grab_focus (GTK_WIDGET (board));
  xq_test_wait_frame (GTK_WIDGET (f->window), 5000);
  check_keys (f, "the board");
  g_assert_true (gtk_widget_has_focus (GTK_WIDGET (board)));

  gtk_widget_grab_focus (button);
  xq_test_wait_frame (GTK_WIDGET (f->window), 5000);
  check_keys (f, "a header button");
  g_assert_true (gtk_widget_has_focus (button));

  /* The move buttons under the list (the focus may leave one that a key
   * made insensitive: the keys still work). */
  {
    GtkWidget *previous = NULL;
    g_autoptr (GPtrArray) stack = g_ptr_array_new ();

    g_ptr_array_add (stack, f->window->game_controls);
    while (stack->len > 0 && previous == NULL)
      {
        GtkWidget *w = g_ptr_array_steal_index (stack, stack->len - 1);

        if (GTK_IS_BUTTON (w)
            && g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (w)), "win.go-previous") == 0)
          previous = w;
        for (GtkWidget *c = gtk_widget_get_first_child (w); c; c = gtk_widget_get_next_sibling (c))
          g_ptr_array_add (stack, c);
      }
    g_assert_nonnull (previous);
    xq_game_go_end (game (f));
    xq_test_wait_frame (GTK_WIDGET (f->window), 5000);
    g_assert_true (gtk_widget_grab_focus (previous));
    xq_test_wait_frame (GTK_WIDGET (f->window), 5000);
    check_keys (f, "the previous-move button");
  }

  /* The board's cursor, once shown, keeps the arrows; Alt+arrows still go
   * through the moves and Escape gives the arrows back. */
  gtk_widget_grab_focus (GTK_WIDGET (board));
  xq_game_go_end (game (f));
  xq_test_wait_frame (GTK_WIDGET (f->window), 5000);
  {
    guint end = ply (f);
    int cursor;

    key (f, XK_Return, FALSE);
    g_assert_true (xq_board_view_get_keyboard_active (board));
    cursor = xq_board_view_get_cursor (board);
    key (f, XK_Left, FALSE);
    g_assert_cmpuint (ply (f), ==, end);
    g_assert_cmpint (xq_board_view_get_cursor (board), !=, cursor);
    key (f, XK_Left, TRUE);
    g_assert_cmpuint (ply (f), ==, end - 1);
    key (f, XK_Escape, FALSE);
    key (f, XK_Escape, FALSE);
    g_assert_false (xq_board_view_get_keyboard_active (board));
    key (f, XK_Left, FALSE);
    g_assert_cmpuint (ply (f), ==, end - 2);
  }
}

/* The board's drawn extent, from its pixels: the frame is opaque. */
static void
board_drawn_size (Fixture *f,
                  int     *width,
                  int     *height)
{
  GtkWidget *board = GTK_WIDGET (f->window->board);
  int w = gtk_widget_get_width (board), h = gtk_widget_get_height (board);
  g_autoptr (GdkPaintable) paintable = gtk_widget_paintable_new (board);
  GtkSnapshot *snapshot = gtk_snapshot_new ();
  g_autoptr (GskRenderNode) node = NULL;
  g_autoptr (GdkTexture) texture = NULL;
  g_autofree guchar *pixels = NULL;
  int left = w, right = -1, top = h, bottom = -1;

  gdk_paintable_snapshot (paintable, snapshot, w, h);
  node = gtk_snapshot_free_to_node (snapshot);
  g_assert_nonnull (node);
  texture = gsk_renderer_render_texture (gtk_native_get_renderer (GTK_NATIVE (f->window)), node,
                                         &GRAPHENE_RECT_INIT (0, 0, w, h));
  pixels = g_malloc ((gsize) w * h * 4);
  gdk_texture_download (texture, pixels, (gsize) w * 4);
  for (int y = 0; y < h; y++)
    for (int x = 0; x < w; x++)
      if (pixels[((gsize) y * w + x) * 4 + 3] > 240)   /* ARGB32: alpha last in memory */
        {
          left = MIN (left, x);
          right = MAX (right, x);
          top = MIN (top, y);
          bottom = MAX (bottom, y);
        }
  *width = right >= left ? right - left + 1 : 0;
  *height = bottom >= top ? bottom - top + 1 : 0;
}

typedef struct
{
  int width, height;
  int min_board;             /* the board drawn, at least this wide */
  gboolean narrow;           /* the panel under the board */
  gboolean clocks;           /* a timed game: the clocks shown */
} SizeCase;

static const SizeCase sizes[] = {
  { 1400, 1000, 700, FALSE },
  { 980, 720, 520, FALSE },  /* the default size, on a 1366×768 screen */
  { 800, 600, 430, FALSE },
  { 600, 800, 560, TRUE },
  { 360, 600, 330, TRUE },
  { 600, 800, 560, TRUE, TRUE },  /* the clocks beside the move buttons */
  { 360, 600, 300, TRUE, TRUE },
};

/* The content fits the window: nothing hides past its right edge (the
 * content scrolls sideways, with no scrollbar, only between two layouts). */
static void
assert_content_fits (Fixture *f)
{
  int min = 0;

  gtk_widget_measure (GTK_WIDGET (f->window->content_box), GTK_ORIENTATION_HORIZONTAL, -1, &min,
                      NULL, NULL, NULL);
  g_assert_cmpint (min, <=, gtk_widget_get_width (GTK_WIDGET (f->window->content_box)));
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (f->window->content_box)), <=,
                   gtk_widget_get_width (GTK_WIDGET (f->window)));
}

/* (c) The board at each window size, measured in its pixels. */
static void
test_sizes (void)
{
  GdkRectangle screen;
  g_autoptr (GdkMonitor) monitor = NULL;

  if (skip_without_display ())
    return;
  monitor = g_list_model_get_item (gdk_display_get_monitors (gdk_display_get_default ()), 0);
  gdk_monitor_get_geometry (monitor, &screen);
  if (screen.width < 1400 || screen.height < 1000)
    {
      g_test_skip_printf ("the screen (%d×%d) cannot hold a 1400×1000 window: run under "
                          "xvfb-run -s \"-screen 0 1600x1200x24\" (as tools/test.sh does)",
                          screen.width, screen.height);
      return;
    }
  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    {
      Fixture fx = { 0 }, *f = &fx;
      int bw, bh, ww, wh;
      GtkWidget *nav;

      window_open (f, sizes[i].width, sizes[i].height);
      open_long_game (f);
      /* A timed game's clocks, as a match with a time control shows them. */
      if (sizes[i].clocks)
        gtk_widget_set_visible (GTK_WIDGET (f->window->clock_bar), TRUE);
      if (sizes[i].clocks)
        xq_test_wait_until (gtk_widget_get_height (GTK_WIDGET (f->window->clock_bar)) > 0, 5000);
      xq_test_wait_frame (GTK_WIDGET (f->window), 5000);
      ww = gtk_widget_get_width (GTK_WIDGET (f->window));
      wh = gtk_widget_get_height (GTK_WIDGET (f->window));
      board_drawn_size (f, &bw, &bh);
      g_test_message ("window %d×%d (asked %d×%d): board drawn %d×%d, panel %s, %d px wide",
                      ww, wh, sizes[i].width, sizes[i].height, bw, bh,
                      f->window->layout.narrow ? "under" : "beside",
                      gtk_widget_get_width (f->window->side_panel));
      printf ("# window %dx%d%s: board %dx%d px, panel %s\n", ww, wh,
              sizes[i].clocks ? " (clocks)" : "", bw, bh,
              f->window->layout.narrow ? "under" : "beside");
      /* Xvfb without a window manager: the size asked for, give or take
       * the frame's rounding; never larger by what a widget asks. */
      g_assert_cmpint (ABS (ww - sizes[i].width), <=, 3);
      g_assert_cmpint (ABS (wh - sizes[i].height), <=, 3);
      g_assert_cmpint (bw, >=, sizes[i].min_board);
      g_assert_cmpint (f->window->layout.narrow, ==, sizes[i].narrow);
      assert_content_fits (f);
      /* The move navigation shows in the window, under or beside. */
      nav = GTK_WIDGET (f->window->game_controls);
      {
        graphene_rect_t r;

        g_assert_true (gtk_widget_compute_bounds (nav, GTK_WIDGET (f->window), &r));
        g_assert_cmpfloat (r.origin.x + r.size.width, <=, ww);
        /* Its first row (the move buttons) is on screen. */
        g_assert_cmpfloat (r.origin.y + 34, <=, wh);
        if (sizes[i].clocks)
          {
            g_assert_true (gtk_widget_compute_bounds (GTK_WIDGET (f->window->clock_bar),
                                                      GTK_WIDGET (f->window), &r));
            g_assert_cmpfloat (r.origin.y + r.size.height, <=, wh);
          }
      }
      /* The analysis, first shown here, goes over the moves whatever the
       * place of the clocks. */
      gtk_widget_activate_action (GTK_WIDGET (f->window), "win.analysis", NULL);
      xq_test_wait_until (f->window->analysis_pane != NULL
                            && gtk_widget_get_mapped (GTK_WIDGET (f->window->analysis_pane)),
                          5000);
      g_assert_nonnull (f->window->analysis_pane);
      g_assert_true (gtk_widget_get_parent (GTK_WIDGET (f->window->analysis_pane))
                     == f->window->side_panel);
      g_assert_true (gtk_widget_get_next_sibling (GTK_WIDGET (f->window->analysis_pane))
                     == GTK_WIDGET (f->window->move_list_view));
      fixture_tear_down (f, NULL);
    }
}

/* Resizes @window as a window manager does: the X window first, GTK
 * follows the configure event. */
static void
x_resize (GtkWidget *window,
          int        width,
          int        height)
{
  GdkSurface *surface = gtk_native_get_surface (GTK_NATIVE (window));
  XWindowAttributes x;

  /* The X window holds the frame (the CSD border) too. */
  XGetWindowAttributes (x_display (surface), x_window (surface), &x);
  XResizeWindow (x_display (surface), x_window (surface),
                 width + x.width - gtk_widget_get_width (window),
                 height + x.height - gtk_widget_get_height (window));
  XSync (x_display (surface), False);
}

/* A wide window, with the analysis shown (or the panel hidden), made as
 * narrow as a phone and back: neither the layout of the moment nor the
 * header's toggles hold its minimum width above 360 px (a running window
 * stopped at 405–594 px). */
static void
test_shrink (Fixture      *f,
             gconstpointer data)
{
  GtkWidget *window;
  int bw, bh;

  if (skip_without_display ())
    return;
  window = GTK_WIDGET (f->window);
  if (data != NULL)
    {
      /* The board alone: its height holds its minimum width up. */
      gtk_widget_activate_action (window, "win.show-side-panel", NULL);
      xq_test_wait_until (!gtk_widget_get_mapped (f->window->side_panel), 5000);
      g_assert_false (gtk_widget_get_mapped (f->window->side_panel));
    }
  else
    {
      gtk_widget_activate_action (window, "win.analysis", NULL);
      xq_test_wait_until (gtk_widget_get_mapped (GTK_WIDGET (f->window->analysis_pane)), 5000);
      g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (f->window->analysis_pane)));
    }
  g_assert_false (f->window->layout.narrow);
  g_assert_true (gtk_widget_get_mapped (f->window->analysis_button));

  x_resize (window, 360, 600);
  xq_test_wait_until (gtk_widget_get_width (window) <= 362 && f->window->layout.narrow
                        && !gtk_widget_get_mapped (f->window->analysis_button),
                      5000);
  /* The toolkit puts a window back to its minimum a few frames later: see
   * that it stays. */
  xq_test_run_for (1000);
  g_test_message ("shrunk to %d×%d", gtk_widget_get_width (window), gtk_widget_get_height (window));
  g_assert_cmpint (ABS (gtk_widget_get_width (window) - 360), <=, 2);
  g_assert_true (f->window->layout.narrow);
  /* The header bar has no room for the panel toggles (they are in the menu). */
  g_assert_false (gtk_widget_get_mapped (f->window->analysis_button));
  g_assert_false (gtk_widget_get_mapped (f->window->side_panel_button));
  assert_content_fits (f);
  board_drawn_size (f, &bw, &bh);
  g_test_message ("board drawn %d×%d", bw, bh);
  /* The evaluation bar of the analysis takes its room beside the board. */
  g_assert_cmpint (bw, >=, 310);

  x_resize (window, 1000, 760);
  xq_test_wait_until (gtk_widget_get_width (window) >= 998 && !f->window->layout.narrow
                        && gtk_widget_get_mapped (f->window->analysis_button),
                      5000);
  g_assert_cmpint (ABS (gtk_widget_get_width (window) - 1000), <=, 2);
  g_assert_false (f->window->layout.narrow);
  assert_content_fits (f);
  g_assert_true (gtk_widget_get_mapped (f->window->analysis_button));
}

/* The layout rule itself: the larger board wins; the default window on a
 * 1366×768 screen gives a board of at least 520 px. */
static void
test_layout_rule (void)
{
  XqWindowLayout l;
  double ux, uy;

  xq_board_view_get_units (&ux, &uy);
  _xq_window_layout_compute (980, 720 - 47, 48, &l);
  g_assert_false (l.narrow);
  g_assert_cmpfloat (l.square * ux, >=, 520);
  _xq_window_layout_compute (600, 800 - 47, 48, &l);
  g_assert_true (l.narrow);
  g_assert_cmpfloat (l.square * ux, >=, 560);
  _xq_window_layout_compute (1400, 1000 - 47, 48, &l);
  g_assert_false (l.narrow);
  g_assert_cmpint (l.panel_width, >=, 288);
}

/* (d) A review never changes the panel's width. */
static void
test_review_width (Fixture       *f,
                   gconstpointer  data)
{
  int width;
  gint64 end;
  gboolean ran = FALSE;

  if (skip_without_display ())
    return;
  /* Twenty moves to review: a few seconds. */
  {
    XqGameNode *node = xq_game_get_root (game (f));

    for (int i = 0; i < 20; i++)
      node = xq_game_node_get_child (node, 0);
    xq_game_truncate_after (game (f), node);
    xq_game_go_to (game (f), node);
    xq_test_wait_frame (GTK_WIDGET (f->window), 5000);
  }
  width = gtk_widget_get_width (f->window->side_panel);
  g_assert_cmpint (width, >, 0);
  gtk_widget_activate_action (GTK_WIDGET (f->window), "win.analysis", NULL);
  xq_test_wait_frame (GTK_WIDGET (f->window), 5000);
  xq_test_wait_frame (GTK_WIDGET (f->window), 5000);
  g_assert_cmpint (gtk_widget_get_width (f->window->side_panel), ==, width);
  _xq_window_review_game (f->window, 0);
  end = g_get_monotonic_time () + 60 * G_USEC_PER_SEC;
  while (g_get_monotonic_time () < end)
    {
      g_main_context_iteration (NULL, FALSE);
      g_assert_cmpint (gtk_widget_get_width (f->window->side_panel), ==, width);
      /* The review's progress bar shows while it runs. */
      if (gtk_widget_get_visible (f->window->review_bar))
        ran = TRUE;
      else if (ran)
        break;
    }
  g_assert_true (ran);
  xq_test_wait_frame (GTK_WIDGET (f->window), 5000);
  g_assert_cmpint (gtk_widget_get_width (f->window->side_panel), ==, width);
}

#if !ADW_CHECK_VERSION(1, 8, 0)
/* The shortcuts window, once open. */
static GtkWindow *
find_shortcuts_window (void)
{
  GListModel *toplevels = gtk_window_get_toplevels ();
  GtkWindow *found = NULL;

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr (GtkWindow) w = g_list_model_get_item (toplevels, i);

      G_GNUC_BEGIN_IGNORE_DEPRECATIONS
      if (GTK_IS_SHORTCUTS_WINDOW (w))
        found = w;
      G_GNUC_END_IGNORE_DEPRECATIONS
    }
  return found;
}
#endif

/* The trainer window, once open. */
static GtkWidget *
find_trainer_window (void)
{
  GListModel *toplevels = gtk_window_get_toplevels ();
  GtkWidget *found = NULL;

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr (GtkWidget) w = g_list_model_get_item (toplevels, i);

      if (XQ_IS_TRAINER_WINDOW (w))
        found = w;
    }
  return found;
}

/* The Hint button of the exercise's toast, once shown. */
static GtkWidget *
find_toast_hint (Fixture *f)
{
  g_autoptr (GPtrArray) stack = g_ptr_array_new ();
  GtkWidget *hint = NULL;

  g_ptr_array_add (stack, f->window->toast_overlay);
  while (stack->len > 0 && hint == NULL)
    {
      GtkWidget *w = g_ptr_array_steal_index (stack, stack->len - 1);

      if (GTK_IS_BUTTON (w) && gtk_widget_get_mapped (w)
          && g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (w)), "win.trainer-hint") == 0)
        hint = w;
      for (GtkWidget *c = gtk_widget_get_first_child (w); c; c = gtk_widget_get_next_sibling (c))
        g_ptr_array_add (stack, c);
    }
  return hint;
}

/* Every line of the shortcuts window shows its keys. */
static void
test_shortcuts (void)
{
#if ADW_CHECK_VERSION(1, 8, 0)
  /* libadwaita 1.8 shows an AdwShortcutsDialog inside the window, built by
   * src/ui/xq-shortcuts.c from the same file: no GtkShortcutsWindow. */
  g_test_skip ("the shortcuts are an AdwShortcutsDialog on libadwaita >= 1.8");
#else
  g_autoptr (AdwApplication) app = NULL;

  if (skip_without_display ())
    return;
  app = adw_application_new ("io.github.xiangqi.Xiangqi.TestBrowsing", G_APPLICATION_NON_UNIQUE);
  g_assert_true (g_application_register (G_APPLICATION (app), NULL, NULL));
  {
    static const struct { const char *action, *accel; } accels[] = {
      { "win.new-game", "<Control>n" }, { "win.open", "<Control>o" },
      { "win.save", "<Control>s" }, { "win.save-as", "<Shift><Control>s" },
      { "win.export-diagram", "<Shift><Control>e" }, { "win.undo", "<Control>z" },
      { "win.redo", "<Shift><Control>z" }, { "win.show-side-panel", "F9" },
      { "app.preferences", "<Control>comma" }, { "app.help", "F1" },
      { "win.show-help-overlay", "<Control>question" }, { "app.quit", "<Control>q" },
    };
    XqWindow *window;
    GtkWindow *shortcuts = NULL;
    /* The library keys (issue 34/39): set by the application, shown with their keys. */
    static const char *const library_accels[] = {
      "<Shift><Control>l", "<Shift><Control>x", "<Shift><Control>p",
    };
    g_autoptr (GHashTable) shown = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
    guint n = 0, empty = 0;

    for (guint i = 0; i < G_N_ELEMENTS (accels); i++)
      gtk_application_set_accels_for_action (GTK_APPLICATION (app), accels[i].action,
                                             (const char *[]) { accels[i].accel, NULL });
    window = g_object_new (XQ_TYPE_WINDOW, "application", app, NULL);
    gtk_window_present (GTK_WINDOW (window));
    xq_test_wait_until (gtk_widget_get_mapped (GTK_WIDGET (window)), 10000);
    g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (window)));
    gtk_widget_activate_action (GTK_WIDGET (window), "win.show-help-overlay", NULL);
    xq_test_wait_until ((shortcuts = find_shortcuts_window ()) != NULL
                        && gtk_widget_get_mapped (GTK_WIDGET (shortcuts)), 10000);
    xq_test_wait_frame (GTK_WIDGET (shortcuts), 5000);
    g_assert_nonnull (shortcuts);
    /* Every GtkShortcutsShortcut, by a walk of the widgets. */
    {
      g_autoptr (GPtrArray) stack = g_ptr_array_new ();

      g_ptr_array_add (stack, shortcuts);
      while (stack->len > 0)
        {
          GtkWidget *w = g_ptr_array_steal_index (stack, stack->len - 1);

          G_GNUC_BEGIN_IGNORE_DEPRECATIONS
          gboolean is_shortcut = GTK_IS_SHORTCUTS_SHORTCUT (w);
          G_GNUC_END_IGNORE_DEPRECATIONS

          if (is_shortcut)
            {
              g_autofree char *title = NULL, *accel = NULL, *action = NULL;

              g_object_get (w, "title", &title, "accelerator", &accel, "action-name", &action,
                            NULL);
              n++;
              if (accel == NULL || *accel == '\0')
                {
                  g_test_message ("no keys: %s (%s)", title, action ? action : "-");
                  empty++;
                }
              else
                g_hash_table_add (shown, g_ascii_strdown (accel, -1));
            }
          for (GtkWidget *c = gtk_widget_get_first_child (w); c; c = gtk_widget_get_next_sibling (c))
            g_ptr_array_add (stack, c);
        }
    }
    g_assert_cmpuint (n, >=, 40);
    g_assert_cmpuint (empty, ==, 0);
    for (guint i = 0; i < G_N_ELEMENTS (library_accels); i++)
      {
        g_autofree char *key = g_ascii_strdown (library_accels[i], -1);

        if (!g_hash_table_contains (shown, key))
          g_test_message ("not in the shortcuts window: %s", library_accels[i]);
        g_assert_true (g_hash_table_contains (shown, key));
      }
    gtk_window_destroy (shortcuts);
    gtk_window_destroy (GTK_WINDOW (window));
    xq_test_settle ();
  }
#endif
}

/* The trainer made as narrow as a phone: the list goes over the entry and
 * both fit the window's width; made wide again, they are side by side
 * (side by side they held the window at 541 px). */
static void
test_trainer_narrow (void)
{
  Fixture fx = { 0 }, *f = &fx;
  GtkWidget *trainer = NULL, *list, *exercises;
  GtkPaned *panes;
  graphene_rect_t r;

  if (skip_without_display ())
    return;
  window_open (f, 1000, 760);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->window), "win.trainer", NULL));
  xq_test_wait_until ((trainer = find_trainer_window ()) != NULL
                        && gtk_widget_get_mapped (trainer), 10000);
  g_assert_nonnull (trainer);
  list = GTK_WIDGET (gtk_widget_get_template_child (trainer, XQ_TYPE_TRAINER_WINDOW, "entry_list"));
  exercises = GTK_WIDGET (gtk_widget_get_template_child (trainer, XQ_TYPE_TRAINER_WINDOW,
                                                         "exercise_list"));
  panes = GTK_PANED (gtk_widget_get_ancestor (list, GTK_TYPE_PANED));
  g_assert_nonnull (panes);
  g_assert_cmpint (gtk_orientable_get_orientation (GTK_ORIENTABLE (panes)), ==,
                   GTK_ORIENTATION_HORIZONTAL);
  xq_test_wait_frame (trainer, 5000);
  g_test_message ("trainer opened at %d×%d", gtk_widget_get_width (trainer),
                  gtk_widget_get_height (trainer));

  x_resize (trainer, 360, 640);
  xq_test_wait_until (gtk_widget_get_width (trainer) <= 362
                        && gtk_orientable_get_orientation (GTK_ORIENTABLE (panes))
                             == GTK_ORIENTATION_VERTICAL,
                      5000);
  xq_test_wait_frame (trainer, 5000);
  g_test_message ("trainer shrunk to %d×%d", gtk_widget_get_width (trainer),
                  gtk_widget_get_height (trainer));
  g_assert_cmpint (ABS (gtk_widget_get_width (trainer) - 360), <=, 2);
  g_assert_cmpint (gtk_orientable_get_orientation (GTK_ORIENTABLE (panes)), ==,
                   GTK_ORIENTATION_VERTICAL);
  /* The list above, the exercises below it, each as wide as the window. */
  g_assert_true (gtk_widget_get_mapped (list) && gtk_widget_get_mapped (exercises));
  g_assert_true (gtk_widget_compute_bounds (exercises, trainer, &r));
  g_assert_cmpfloat (r.origin.x + r.size.width, <=, gtk_widget_get_width (trainer));
  g_assert_true (gtk_widget_compute_bounds (gtk_paned_get_start_child (panes), trainer, &r));
  g_assert_cmpfloat (r.origin.x + r.size.width, <=, gtk_widget_get_width (trainer));
  g_assert_cmpfloat (r.size.height, >=, 150);

  x_resize (trainer, 820, 600);
  xq_test_wait_until (gtk_widget_get_width (trainer) >= 818
                        && gtk_orientable_get_orientation (GTK_ORIENTABLE (panes))
                             == GTK_ORIENTATION_HORIZONTAL,
                      5000);
  g_assert_cmpint (gtk_orientable_get_orientation (GTK_ORIENTABLE (panes)), ==,
                   GTK_ORIENTATION_HORIZONTAL);
  g_assert_cmpint (gtk_paned_get_position (panes), ==, 320);
  gtk_window_destroy (GTK_WINDOW (trainer));
  fixture_tear_down (f, NULL);
}

static gboolean
is_header_bar (GtkWidget    *widget,
               gconstpointer data)
{
  return ADW_IS_HEADER_BAR (widget);
}

/* The mapped buttons under @widget (not those inside a button) into @out. */
static void
collect_buttons (GtkWidget *widget,
                 GPtrArray *out)
{
  if (GTK_IS_BUTTON (widget) || GTK_IS_MENU_BUTTON (widget))
    {
      if (gtk_widget_get_mapped (widget))
        g_ptr_array_add (out, widget);
      return;
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect_buttons (child, out);
}

/* Whether @a and @b, two widgets of @window, overlap. */
static gboolean
widgets_overlap (GtkWidget *window,
                 GtkWidget *a,
                 GtkWidget *b)
{
  graphene_rect_t ra, rb;

  g_assert_true (gtk_widget_compute_bounds (a, window, &ra));
  g_assert_true (gtk_widget_compute_bounds (b, window, &rb));
  return graphene_rect_intersection (&ra, &rb, NULL);
}

/* The game library at its default width shows every filter whole (in one
 * row they went past the window's edge), and it can be made as narrow as a
 * phone (its header's seven buttons held it at 474 px, and the toolkit drew
 * them over each other below that): the filters wrap, the header's buttons
 * stay apart, Open stays inside the window. */
static void
test_library_narrow (void)
{
  g_autofree char *dir = g_dir_make_tmp ("xq-library-narrow-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "library.db", NULL);
  g_autoptr (GError) error = NULL;
  g_autoptr (XqLibrary) lib = NULL;
  GtkWidget *window, *opening, *open, *header;
  graphene_rect_t r;
  const int widths[] = { 1000, 360 };

  if (skip_without_display ())
    return;
  lib = xq_library_open (path, &error);
  g_assert_no_error (error);
  window = GTK_WIDGET (xq_library_window_new (NULL, lib));
  gtk_window_present (GTK_WINDOW (window));
  xq_test_wait_until (gtk_widget_get_mapped (window), 5000);
  xq_test_wait_frame (window, 5000);
  opening = GTK_WIDGET (gtk_widget_get_template_child (window, XQ_TYPE_LIBRARY_WINDOW,
                                                       "opening_entry"));
  open = xq_test_find_widget (window, xq_test_is_button_for, "library.open");
  header = xq_test_find_widget (window, is_header_bar, NULL);
  g_assert_nonnull (opening);
  g_assert_nonnull (open);
  g_assert_nonnull (header);
  for (guint i = 0; i < G_N_ELEMENTS (widths); i++)
    {
      g_autoptr (GPtrArray) buttons = g_ptr_array_new ();
      int width;

      x_resize (window, widths[i], 640);
      xq_test_wait_until (ABS (gtk_widget_get_width (window) - widths[i]) <= 2, 5000);
      xq_test_run_for (300);
      width = gtk_widget_get_width (window);
      g_test_message ("library window asked %d, is %d wide", widths[i], width);
      /* The filters inside the window. */
      g_assert_true (gtk_widget_compute_bounds (opening, window, &r));
      g_assert_cmpfloat (r.origin.x + r.size.width, <=, width);
      g_assert_cmpfloat (r.size.width, >=, 100);
      g_assert_cmpint (ABS (width - widths[i]), <=, 2);
      /* The header's buttons apart from each other, inside the header. */
      collect_buttons (header, buttons);
      g_assert_cmpuint (buttons->len, >=, 2);
      for (guint j = 0; j < buttons->len; j++)
        {
          g_assert_true (gtk_widget_compute_bounds (buttons->pdata[j], window, &r));
          g_assert_cmpfloat (r.origin.x + r.size.width, <=, gtk_widget_get_width (header));
          for (guint k = j + 1; k < buttons->len; k++)
            g_assert_false (widgets_overlap (window, buttons->pdata[j], buttons->pdata[k]));
        }
      /* The selected game's Open inside the window. */
      g_assert_true (gtk_widget_compute_bounds (open, window, &r));
      g_assert_cmpfloat (r.origin.x + r.size.width, <=, width);
    }
  gtk_window_destroy (GTK_WINDOW (window));
  xq_test_settle ();
  g_clear_pointer (&lib, xq_library_close);
  for (guint i = 0; i < 3; i++)
    {
      const char *suffix[] = { "", "-wal", "-shm" };
      g_autofree char *file = g_strconcat (path, suffix[i], NULL);

      g_remove (file);
    }
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

/* The Hint button of an exercise's toast, clicked with the pointer, shows
 * the key move (as Shift+H does). */
static void
test_trainer_toast_hint (void)
{
  Fixture fx = { 0 }, *f = &fx;
  g_autoptr (GPtrArray) exercises = NULL;
  GtkWidget *trainer = NULL, *hint = NULL;
  GtkListBoxRow *row;
  XqMove key;
  int x, y;

  if (skip_without_display ())
    return;
  exercises = xq_exercise_load_builtin (NULL);
  key = xq_exercise_get_key (g_ptr_array_index (exercises, 0));
  window_open (f, 1000, 760);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->window), "win.trainer", NULL));
  xq_test_wait_until ((trainer = find_trainer_window ()) != NULL, 10000);
  g_assert_nonnull (trainer);
  row = gtk_list_box_get_row_at_index (GTK_LIST_BOX (gtk_widget_get_template_child (
                                         trainer, XQ_TYPE_TRAINER_WINDOW, "exercise_list")), 0);
  g_signal_emit_by_name (row, "activate");
  xq_test_wait_until ((hint = find_toast_hint (f)) != NULL, 10000);
  g_assert_nonnull (hint);
  g_assert_cmpuint (xq_board_view_get_arrow (f->window->board), ==, XQ_MOVE_NONE);
  /* The toast slides in: until the button stays at one place over two
   * frames. */
  x = y = -1;
  for (int frames = 0; frames < 300; frames++)
    {
      int nx, ny;

      xq_test_wait_frame (GTK_WIDGET (f->window), 5000);
      screen_point (f, hint, gtk_widget_get_width (hint) / 2.0, gtk_widget_get_height (hint) / 2.0,
                    &nx, &ny);
      if (nx == x && ny == y)
        break;
      x = nx;
      y = ny;
    }
  move_pointer (f, x, y);
  xq_test_wait_frame (GTK_WIDGET (f->window), 5000);
  fake_button (xdisplay (f), 1, True, 0);
  XSync (xdisplay (f), False);
  xq_test_wait_frame (GTK_WIDGET (f->window), 5000);
  fake_button (xdisplay (f), 1, False, 0);
  XSync (xdisplay (f), False);
  xq_test_wait_until (xq_board_view_get_arrow (f->window->board) == key, 5000);
  g_assert_cmpuint (xq_board_view_get_arrow (f->window->board), ==, key);
  /* A refresh of the window keeps the hint. */
  xq_window_update (f->window);
  g_assert_cmpuint (xq_session_get_hint (f->window->session), ==, key);
  fixture_tear_down (f, NULL);
}

/* The players' names show, and in a game played against the computer the
 * record's tools (annotations, comment) wait. */
static void
test_players_panel (Fixture       *f,
                    gconstpointer  data)
{
  XqGameSetup setup = { .sides = { { FALSE, 2 }, { TRUE, 1 } }, .rules = XQ_RULES_CHINESE };

  if (skip_without_display ())
    return;
  /* The corpus game, read: its players, the comment box there. */
  g_assert_true (gtk_widget_get_visible (f->window->players_box));
  g_assert_cmpstr (gtk_label_get_text (f->window->red_player), ==, "Red: ZHAO GuoRong");
  g_assert_cmpstr (gtk_label_get_text (f->window->black_player), ==, "Black: KE YongQing");
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (f->window->comment_pane)));

  /* A game against the computer: hidden, back with the analysis. */
  xq_position_set_start (&setup.start);
  xq_time_control_init_none (&setup.time_control);
  xq_window_new_game (f->window, &setup);
  xq_test_wait_until (!gtk_widget_get_visible (GTK_WIDGET (f->window->comment_pane)), 5000);
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (f->window->comment_pane)));
  g_assert_true (g_str_has_prefix (gtk_label_get_text (f->window->black_player), "Black: "));
  gtk_widget_activate_action (GTK_WIDGET (f->window), "win.analysis", NULL);
  xq_test_wait_frame (GTK_WIDGET (f->window), 5000);
  if (f->window->analysis_pane != NULL && gtk_widget_get_visible (GTK_WIDGET (f->window->analysis_pane)))
    g_assert_true (gtk_widget_get_visible (GTK_WIDGET (f->window->comment_pane)));
  gtk_widget_activate_action (GTK_WIDGET (f->window), "win.analysis", NULL);
  xq_test_wait_until (!gtk_widget_get_visible (GTK_WIDGET (f->window->comment_pane)), 5000);
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (f->window->comment_pane)));

  /* Over: back. */
  g_assert_true (xq_match_resign (xq_session_get_match (f->session), XQ_RED, NULL));
  xq_test_wait_until (gtk_widget_get_visible (GTK_WIDGET (f->window->comment_pane)), 5000);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (f->window->comment_pane)));
}

/* A Chinese tooltip is laid out on lines of many characters, not one. */
static void
test_tooltip_label (void)
{
  const char *text = "显示或隐藏着法列表和棋钟，以及分析与注释的面板";
  g_autoptr (GtkWidget) label = NULL;
  g_autoptr (GtkWidget) one = NULL;
  int width, height, char_width, line;

  if (skip_without_display ())
    return;
  label = g_object_ref_sink (xq_tooltip_label_new (text));
  one = g_object_ref_sink (gtk_label_new ("显"));
  gtk_widget_measure (one, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &char_width, NULL, NULL);
  gtk_widget_measure (one, GTK_ORIENTATION_VERTICAL, -1, NULL, &line, NULL, NULL);
  gtk_widget_measure (label, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &width, NULL, NULL);
  gtk_widget_measure (label, GTK_ORIENTATION_VERTICAL, width, NULL, &height, NULL, NULL);
  g_test_message ("tooltip %d×%d px, a character %d px, a line %d px", width, height,
                  char_width, line);
  /* 23 characters: on one line, or two at most. */
  g_assert_cmpint (width, >=, 20 * char_width);
  g_assert_cmpint (height, <=, 2 * line);
}

static gboolean
is_label_showing (GtkWidget    *widget,
                  gconstpointer text)
{
  return GTK_IS_LABEL (widget) && g_strcmp0 (gtk_label_get_text (GTK_LABEL (widget)), text) == 0;
}

/* The label showing @text under @widget, or NULL. */
static GtkWidget *
find_label (GtkWidget  *widget,
            const char *text)
{
  return xq_test_find_widget (widget, is_label_showing, text);
}

/* Point 7: a drop-down's list shows a long choice whole, not cut after
 * twenty characters ("15 min plus 10 s per …"). */
static void
test_combo_choices (void)
{
  const char *choices[] = { "No clock", "Rapid: 40 moves in 10 min, then 30 moves per 5 min (§6.3)",
                            "快棋：10 分钟 40 回合，之后每 5 分钟 30 回合（§6.3）", NULL };
  GtkWidget *window, *list, *row, *label;

  if (skip_without_display ())
    return;
  window = gtk_window_new ();
  list = gtk_list_box_new ();
  row = adw_combo_row_new ();
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), "Time control");
  adw_combo_row_set_model (ADW_COMBO_ROW (row), G_LIST_MODEL (gtk_string_list_new (choices)));
  xq_combo_row_show_whole_choices (ADW_COMBO_ROW (row));
  gtk_list_box_append (GTK_LIST_BOX (list), row);
  gtk_window_set_child (GTK_WINDOW (window), list);
  gtk_window_set_default_size (GTK_WINDOW (window), 400, 200);
  gtk_window_present (GTK_WINDOW (window));
  xq_test_wait_until (gtk_widget_get_mapped (row), 5000);
  gtk_widget_activate (row);
  for (guint i = 1; choices[i] != NULL; i++)
    {
      xq_test_wait_until ((label = find_label (row, choices[i])) != NULL
                            && gtk_widget_get_mapped (label),
                          5000);
      g_assert_nonnull (label);
      g_assert_true (gtk_widget_get_mapped (label));
      g_assert_false (pango_layout_is_ellipsized (gtk_label_get_layout (GTK_LABEL (label))));
    }
  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  g_setenv ("GSETTINGS_SCHEMA_DIR", XQ_SCHEMA_DIR, TRUE);
  g_setenv ("GTK_A11Y", "none", TRUE);
  g_setenv ("NO_AT_BRIDGE", "1", TRUE);
  g_setenv ("ADW_DISABLE_PORTAL", "1", TRUE);
  g_setenv ("GSETTINGS_BACKEND", "memory", TRUE);
  g_setenv ("GDK_BACKEND", "x11", TRUE);
  g_test_init (&argc, &argv, NULL);
  have_display = g_getenv ("DISPLAY") != NULL && load_xtest ();
  if (have_display)
    {
      g_autoptr (GtkCssProvider) css = gtk_css_provider_new ();

      adw_init ();
      /* The app's style sheet, as AdwApplication loads it: the paddings
       * the layout counts with. */
      gtk_css_provider_load_from_resource (css, "/io/github/xiangqi/Xiangqi/style.css");
      gtk_style_context_add_provider_for_display (gdk_display_get_default (),
                                                  GTK_STYLE_PROVIDER (css),
                                                  GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
    }

  g_test_add_func ("/ui/browsing/layout-rule", test_layout_rule);
  g_test_add ("/ui/browsing/hover", Fixture, NULL, fixture_set_up, test_hover, fixture_tear_down);
  g_test_add ("/ui/browsing/keys", Fixture, NULL, fixture_set_up, test_keys, fixture_tear_down);
  g_test_add_func ("/ui/browsing/sizes", test_sizes);
  g_test_add ("/ui/browsing/shrink", Fixture, NULL, fixture_set_up, test_shrink, fixture_tear_down);
  g_test_add ("/ui/browsing/shrink-board-alone", Fixture, "board alone", fixture_set_up,
              test_shrink, fixture_tear_down);
  g_test_add ("/ui/browsing/review-width", Fixture, NULL, fixture_set_up, test_review_width,
              fixture_tear_down);
  g_test_add_func ("/ui/browsing/shortcuts", test_shortcuts);
  g_test_add_func ("/ui/browsing/trainer-toast-hint", test_trainer_toast_hint);
  g_test_add_func ("/ui/browsing/trainer-narrow", test_trainer_narrow);
  g_test_add_func ("/ui/browsing/library-narrow", test_library_narrow);
  g_test_add_func ("/ui/browsing/tooltip-label", test_tooltip_label);
  g_test_add_func ("/ui/browsing/combo-choices", test_combo_choices);
  g_test_add ("/ui/browsing/players-panel", Fixture, NULL, fixture_set_up, test_players_panel,
              fixture_tear_down);
  return g_test_run ();
}
