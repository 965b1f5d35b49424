/* xq-board-view.c — the Xiangqi board widget
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The widget keeps the scene (xq-board-scene.h: the position, its marks,
 * the selection, the cursor, a drag or a slide in progress) and changes it
 * on input: gestures, keys, focus, the frame clock of an animation, and its
 * owner's calls.  Drawing is the renderer's (xq-board-renderer.c), as GNOME
 * Chess's ChessView draws its ChessScene; the widget tells it when a cached
 * part is stale.
 */
#define G_LOG_DOMAIN "xq-board-view"

#include "config.h"

#include <math.h>
#include <string.h>
#include <glib/gi18n.h>
#include <adwaita.h>

#include "xq-board-geometry.h"
#include "xq-board-point.h"
#include "xq-board-renderer.h"
#include "xq-board-scene.h"
#include "xq-board-theme.h"
#include "xq-board-view-private.h"
#include "xq-movegen.h"

#define MIN_SQUARE 20
#define NATURAL_SQUARE 60
#define ANIMATION_USEC (170 * 1000)
#define DRAG_THRESHOLD 4.0

struct _XqBoardView
{
  GtkWidget parent_instance;

  XqBoardScene scene;          /* what is drawn */
  XqBoardRenderer *renderer;
  XqBoardGeometry geom;

  gboolean animate;
  gulong style_handler;

  /* interaction */
  gboolean press_was_selected; /* the piece pressed on was already selected */
  double press_x, press_y;
  XqMove dropped;              /* requested by a drop: do not animate it */

  /* the slide of scene.anim_piece */
  guint tick_id;
  gint64 anim_start;
};

enum
{
  PROP_0,
  PROP_FLIPPED,
  PROP_ANIMATE,
  PROP_SHOW_LEGAL_MOVES,
  PROP_SHOW_COORDINATES,
  PROP_PIECE_SET,
  PROP_THEME,
  PROP_KEYBOARD_ACTIVE,
  N_PROPS
};

enum
{
  MOVE_REQUESTED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

G_DEFINE_FINAL_TYPE (XqBoardView, xq_board_view, GTK_TYPE_WIDGET)

static gboolean animations_enabled (XqBoardView *self);
static void     set_cursor_shown   (XqBoardView *self,
                                    gboolean     shown);
static void     start_animation    (XqBoardView *self,
                                    XqPiece      piece,
                                    XqPiece      captured,
                                    double       col,
                                    double       row,
                                    int          to);

/* ---- Geometry ---- */

/* Lays the board out for the widget's size and scale.  A board drawn for
 * another place of the grid (a new size, or the window moved to a monitor
 * of another scale) is stale. */
static void
ensure_geometry (XqBoardView *self)
{
  int w = gtk_widget_get_width (GTK_WIDGET (self));
  int h = gtk_widget_get_height (GTK_WIDGET (self));
  int scale = gtk_widget_get_scale_factor (GTK_WIDGET (self));
  XqBoardGeometry old = self->geom;

  /* Without an allocation (tests), keep what the last draw set. */
  if (w <= 0 || h <= 0
      || (w == self->geom.width && h == self->geom.height && scale == self->geom.scale))
    return;
  _xq_board_geometry_init (&self->geom, w, h, scale);
  if (!_xq_board_geometry_same_grid (&old, &self->geom))
    _xq_board_renderer_invalidate_board (self->renderer);
}

void
xq_board_view_square_center (XqBoardView *self,
                             int          sq,
                             double      *x,
                             double      *y)
{
  g_return_if_fail (XQ_IS_BOARD_VIEW (self));
  g_return_if_fail (sq >= 0 && sq < XQ_SQUARES);

  ensure_geometry (self);
  _xq_board_geometry_square_point (&self->geom, self->scene.flipped, sq, x, y);
}

void
xq_board_view_get_units (double *units_x,
                         double *units_y)
{
  if (units_x != NULL)
    *units_x = XQ_BOARD_UNITS_X;
  if (units_y != NULL)
    *units_y = XQ_BOARD_UNITS_Y;
}

double
xq_board_view_square_size (XqBoardView *self)
{
  g_return_val_if_fail (XQ_IS_BOARD_VIEW (self), 0);

  ensure_geometry (self);
  return self->geom.s;
}

int
xq_board_view_square_at (XqBoardView *self,
                         double       x,
                         double       y)
{
  g_return_val_if_fail (XQ_IS_BOARD_VIEW (self), XQ_BOARD_NO_SQUARE);

  ensure_geometry (self);
  return _xq_board_geometry_square_at (&self->geom, self->scene.flipped, x, y);
}

/* ---- Drawing ---- */

static void
invalidate_board (XqBoardView *self)
{
  _xq_board_renderer_invalidate_board (self->renderer);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* The scene as it is to be drawn now. */
static const XqBoardScene *
get_scene (XqBoardView *self)
{
  self->scene.focused = gtk_widget_has_focus (GTK_WIDGET (self));
  return &self->scene;
}

void
xq_board_view_draw (XqBoardView *self,
                    cairo_t     *cr,
                    int          width,
                    int          height,
                    int          scale)
{
  g_return_if_fail (XQ_IS_BOARD_VIEW (self));
  g_return_if_fail (cr != NULL && width > 0 && height > 0 && scale > 0);

  _xq_board_geometry_init (&self->geom, width, height, scale);
  _xq_board_renderer_draw (self->renderer, get_scene (self), &self->geom, cr);
}

static void
xq_board_view_snapshot (GtkWidget   *widget,
                        GtkSnapshot *snapshot)
{
  XqBoardView *self = XQ_BOARD_VIEW (widget);

  ensure_geometry (self);
  _xq_board_renderer_snapshot (self->renderer, get_scene (self), &self->geom, snapshot);
}

static void
xq_board_view_measure (GtkWidget      *widget,
                       GtkOrientation  orientation,
                       int             for_size,
                       int            *minimum,
                       int            *natural,
                       int            *minimum_baseline,
                       int            *natural_baseline)
{
  double units = orientation == GTK_ORIENTATION_HORIZONTAL ? XQ_BOARD_UNITS_X : XQ_BOARD_UNITS_Y;

  *minimum = (int) ceil (units * MIN_SQUARE);
  *natural = (int) ceil (units * NATURAL_SQUARE);
}

static void
xq_board_view_size_allocate (GtkWidget *widget,
                             int        width,
                             int        height,
                             int        baseline)
{
  ensure_geometry (XQ_BOARD_VIEW (widget));
}

/* ---- Legal moves ---- */

static gboolean
has_legal_from (const XqBoardView *self,
                int                sq)
{
  for (guint i = 0; i < self->scene.n_legal; i++)
    if (XQ_MOVE_FROM (self->scene.legal[i]) == sq)
      return TRUE;
  return FALSE;
}

static gboolean
is_legal (const XqBoardView *self,
          int                from,
          int                to)
{
  XqMove m;

  if (from < 0 || to < 0)
    return FALSE;
  m = XQ_MOVE (from, to);
  for (guint i = 0; i < self->scene.n_legal; i++)
    if (self->scene.legal[i] == m)
      return TRUE;
  return FALSE;
}

/* ---- Accessibility ---- */

static char *
describe_square (XqBoardView *self,
                 int          sq)
{
  static const char *const kinds[XQ_N_KINDS] = {
    NULL, N_("king"), N_("advisor"), N_("elephant"), N_("horse"),
    N_("chariot"), N_("cannon"), N_("soldier"),
  };
  XqPiece p = self->scene.pos.board[sq];
  /* The point as the board labels it (§7): counted by the piece's side, an
   * empty one by the side at the bottom. */
  g_autofree char *name = xq_board_point_name (sq, p != XQ_EMPTY ? XQ_PIECE_COLOR (p)
                                                   : self->scene.flipped ? XQ_BLACK : XQ_RED);

  if (p == XQ_EMPTY)
    /* Translators: %s is a point, e.g. "red's file 5, row 4" */
    return g_strdup_printf (_("%s, empty"), name);
  if (XQ_PIECE_COLOR (p) == XQ_RED)
    /* Translators: a square and the piece on it, e.g. "e0, red king" */
    return g_strdup_printf (_("%s, red %s"), name, _(kinds[XQ_PIECE_KIND (p)]));
  /* Translators: a square and the piece on it, e.g. "e9, black king" */
  return g_strdup_printf (_("%s, black %s"), name, _(kinds[XQ_PIECE_KIND (p)]));
}

static void
update_accessible (XqBoardView *self)
{
  g_autofree char *cursor = describe_square (self, self->scene.cursor);
  g_autofree char *text = NULL;

  if (self->scene.selected != XQ_BOARD_NO_SQUARE)
    {
      g_autofree char *sel = describe_square (self, self->scene.selected);

      /* Translators: the keyboard cursor's square, then the picked piece */
      text = g_strdup_printf (_("Cursor on %s. Selected: %s"), cursor, sel);
    }
  else
    /* Translators: the keyboard cursor's square */
    text = g_strdup_printf (_("Cursor on %s"), cursor);

  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, text,
                                  -1);
}

/* ---- Interaction ---- */

static void
set_cursor_shown (XqBoardView *self,
                  gboolean     shown)
{
  if (self->scene.cursor_shown == shown)
    return;
  self->scene.cursor_shown = shown;
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_KEYBOARD_ACTIVE]);
}

static void
set_selected (XqBoardView *self,
              int          sq)
{
  if (self->scene.selected == sq)
    return;
  self->scene.selected = sq;
  update_accessible (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
xq_board_view_clear_selection (XqBoardView *self)
{
  g_return_if_fail (XQ_IS_BOARD_VIEW (self));

  self->scene.press_square = XQ_BOARD_NO_SQUARE;
  self->scene.dragging = FALSE;
  set_selected (self, XQ_BOARD_NO_SQUARE);
}

static void
request_move (XqBoardView *self,
              int          from,
              int          to,
              gboolean     dropped)
{
  g_assert (is_legal (self, from, to));

  self->dropped = dropped ? XQ_MOVE (from, to) : XQ_MOVE_NONE;
  self->scene.press_square = XQ_BOARD_NO_SQUARE;
  self->scene.dragging = FALSE;
  set_selected (self, XQ_BOARD_NO_SQUARE);
  g_signal_emit (self, signals[MOVE_REQUESTED], 0, from, to);
}

void
xq_board_view_pointer_down (XqBoardView *self,
                            double       x,
                            double       y)
{
  int sq;

  g_return_if_fail (XQ_IS_BOARD_VIEW (self));

  sq = xq_board_view_square_at (self, x, y);
  self->scene.press_square = XQ_BOARD_NO_SQUARE;
  self->scene.dragging = FALSE;
  if (self->scene.cursor_shown)
    {
      set_cursor_shown (self, FALSE);
      gtk_widget_queue_draw (GTK_WIDGET (self));
    }
  if (sq == XQ_BOARD_NO_SQUARE)
    {
      set_selected (self, XQ_BOARD_NO_SQUARE);
      return;
    }
  self->scene.cursor = sq;

  /* Second click of click-click. */
  if (self->scene.selected != XQ_BOARD_NO_SQUARE && is_legal (self, self->scene.selected, sq))
    {
      request_move (self, self->scene.selected, sq, FALSE);
      return;
    }

  if (has_legal_from (self, sq))
    {
      self->press_was_selected = self->scene.selected == sq;
      self->scene.press_square = sq;
      self->press_x = self->scene.drag_x = x;
      self->press_y = self->scene.drag_y = y;
      set_selected (self, sq);
    }
  else
    set_selected (self, XQ_BOARD_NO_SQUARE);
}

void
xq_board_view_pointer_move (XqBoardView *self,
                            double       x,
                            double       y)
{
  g_return_if_fail (XQ_IS_BOARD_VIEW (self));

  if (self->scene.press_square == XQ_BOARD_NO_SQUARE)
    return;
  if (!self->scene.dragging
      && hypot (x - self->press_x, y - self->press_y) < DRAG_THRESHOLD)
    return;
  self->scene.dragging = TRUE;
  self->scene.drag_x = x;
  self->scene.drag_y = y;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
xq_board_view_pointer_up (XqBoardView *self,
                          double       x,
                          double       y)
{
  int from;

  g_return_if_fail (XQ_IS_BOARD_VIEW (self));

  from = self->scene.press_square;
  if (from == XQ_BOARD_NO_SQUARE)
    return;
  self->scene.press_square = XQ_BOARD_NO_SQUARE;

  if (self->scene.dragging)
    {
      int to = xq_board_view_square_at (self, x, y);

      self->scene.dragging = FALSE;
      gtk_widget_queue_draw (GTK_WIDGET (self));
      if (is_legal (self, from, to))
        request_move (self, from, to, TRUE);
      /* Otherwise the piece goes back (sliding) and stays selected. */
      else if (animations_enabled (self) && self->geom.s > 0)
        start_animation (self, self->scene.pos.board[from], XQ_EMPTY,
                         (x - self->geom.x0) / self->geom.s,
                         (y - self->geom.y0) / self->geom.s, from);
      return;
    }

  /* A click on the piece that was selected already: put it down. */
  if (self->press_was_selected)
    set_selected (self, XQ_BOARD_NO_SQUARE);
}

static void
activate_square (XqBoardView *self,
                 int          sq)
{
  if (self->scene.selected != XQ_BOARD_NO_SQUARE && is_legal (self, self->scene.selected, sq))
    request_move (self, self->scene.selected, sq, FALSE);
  else if (has_legal_from (self, sq) && self->scene.selected != sq)
    set_selected (self, sq);
  else
    set_selected (self, XQ_BOARD_NO_SQUARE);
}

gboolean
xq_board_view_key (XqBoardView *self,
                   guint        keyval)
{
  int col, row;

  g_return_val_if_fail (XQ_IS_BOARD_VIEW (self), FALSE);

  _xq_board_square_to_cell (self->scene.cursor, self->scene.flipped, &col, &row);
  switch (keyval)
    {
    case GDK_KEY_Left:
    case GDK_KEY_KP_Left:
      col = MAX (0, col - 1);
      break;
    case GDK_KEY_Right:
    case GDK_KEY_KP_Right:
      col = MIN (8, col + 1);
      break;
    case GDK_KEY_Up:
    case GDK_KEY_KP_Up:
      row = MAX (0, row - 1);
      break;
    case GDK_KEY_Down:
    case GDK_KEY_KP_Down:
      row = MIN (9, row + 1);
      break;
    case GDK_KEY_Return:
    case GDK_KEY_KP_Enter:
    case GDK_KEY_ISO_Enter:
    case GDK_KEY_space:
    case GDK_KEY_KP_Space:
      /* The first press shows the cursor; the next ones pick and drop. */
      if (self->scene.cursor_shown)
        activate_square (self, self->scene.cursor);
      set_cursor_shown (self, TRUE);
      update_accessible (self);
      gtk_widget_queue_draw (GTK_WIDGET (self));
      return TRUE;
    case GDK_KEY_Escape:
      if (self->scene.selected == XQ_BOARD_NO_SQUARE && !self->scene.cursor_shown)
        return FALSE;
      if (self->scene.selected == XQ_BOARD_NO_SQUARE)
        set_cursor_shown (self, FALSE);
      xq_board_view_clear_selection (self);
      gtk_widget_queue_draw (GTK_WIDGET (self));
      return TRUE;
    default:
      return FALSE;
    }

  /* Arrows move the cursor only while it is shown (focus came by keyboard,
   * or Enter/Space was pressed); otherwise they are left to the window,
   * which may use them to go through the moves. */
  if (!self->scene.cursor_shown)
    return FALSE;
  self->scene.cursor = _xq_board_cell_to_square (col, row, self->scene.flipped);
  update_accessible (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  return TRUE;
}

gboolean
xq_board_view_get_keyboard_active (XqBoardView *self)
{
  g_return_val_if_fail (XQ_IS_BOARD_VIEW (self), FALSE);
  return self->scene.cursor_shown;
}

int
xq_board_view_get_selected (XqBoardView *self)
{
  g_return_val_if_fail (XQ_IS_BOARD_VIEW (self), XQ_BOARD_NO_SQUARE);
  return self->scene.selected;
}

int
xq_board_view_get_cursor (XqBoardView *self)
{
  g_return_val_if_fail (XQ_IS_BOARD_VIEW (self), XQ_BOARD_NO_SQUARE);
  return self->scene.cursor;
}

gboolean
xq_board_view_is_dragging (XqBoardView *self)
{
  g_return_val_if_fail (XQ_IS_BOARD_VIEW (self), FALSE);
  return self->scene.dragging;
}

gboolean
xq_board_view_is_animating (XqBoardView *self)
{
  g_return_val_if_fail (XQ_IS_BOARD_VIEW (self), FALSE);
  return self->tick_id != 0;
}

static void
on_drag_begin (GtkGestureDrag *gesture,
               double          x,
               double          y,
               XqBoardView    *self)
{
  if (!gtk_widget_has_focus (GTK_WIDGET (self)))
    gtk_widget_grab_focus (GTK_WIDGET (self));
  xq_board_view_pointer_down (self, x, y);
  if (self->scene.press_square == XQ_BOARD_NO_SQUARE)
    gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_DENIED);
  else
    gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_CLAIMED);
}

static void
on_drag_update (GtkGestureDrag *gesture,
                double          dx,
                double          dy,
                XqBoardView    *self)
{
  double x, y;

  if (gtk_gesture_drag_get_start_point (gesture, &x, &y))
    xq_board_view_pointer_move (self, x + dx, y + dy);
}

static void
on_drag_end (GtkGestureDrag *gesture,
             double          dx,
             double          dy,
             XqBoardView    *self)
{
  double x, y;

  if (gtk_gesture_drag_get_start_point (gesture, &x, &y))
    xq_board_view_pointer_up (self, x + dx, y + dy);
}

static void
on_drag_cancel (GtkGesture       *gesture,
                GdkEventSequence *sequence,
                XqBoardView      *self)
{
  if (self->scene.dragging)
    {
      self->scene.dragging = FALSE;
      gtk_widget_queue_draw (GTK_WIDGET (self));
    }
  self->scene.press_square = XQ_BOARD_NO_SQUARE;
}

static gboolean
on_key_pressed (GtkEventControllerKey *controller,
                guint                  keyval,
                guint                  keycode,
                GdkModifierType        state,
                XqBoardView           *self)
{
  if (state & (GDK_CONTROL_MASK | GDK_ALT_MASK | GDK_SUPER_MASK))
    return FALSE;
  return xq_board_view_key (self, keyval);
}

static void
on_focus_enter (GtkEventController *controller,
                XqBoardView        *self)
{
  GdkEvent *event = gtk_event_controller_get_current_event (controller);

  /* Focus moved here with the keyboard (Tab): show the cursor. */
  if (event != NULL && gdk_event_get_event_type (event) == GDK_KEY_PRESS)
    {
      set_cursor_shown (self, TRUE);
      update_accessible (self);
    }
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
on_focus_leave (GtkEventController *controller,
                XqBoardView        *self)
{
  set_cursor_shown (self, FALSE);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* ---- Animation ---- */

static void
stop_animation (XqBoardView *self)
{
  if (self->tick_id != 0)
    {
      gtk_widget_remove_tick_callback (GTK_WIDGET (self), self->tick_id);
      self->tick_id = 0;
      self->scene.animating = FALSE;
    }
}

static gboolean
animation_tick (GtkWidget     *widget,
                GdkFrameClock *clock,
                gpointer       user_data)
{
  XqBoardView *self = XQ_BOARD_VIEW (widget);
  gint64 now = gdk_frame_clock_get_frame_time (clock);
  double t;

  if (self->anim_start == 0)
    self->anim_start = now;
  t = (double) (now - self->anim_start) / ANIMATION_USEC;
  gtk_widget_queue_draw (widget);
  if (t >= 1.0)
    {
      self->tick_id = 0;
      self->scene.animating = FALSE;
      return G_SOURCE_REMOVE;
    }
  /* Ease out (cubic). */
  self->scene.anim_t = 1.0 - pow (1.0 - t, 3);
  return G_SOURCE_CONTINUE;
}

static gboolean
animations_enabled (XqBoardView *self)
{
  gboolean enabled = TRUE;

  g_object_get (gtk_widget_get_settings (GTK_WIDGET (self)),
                "gtk-enable-animations", &enabled, NULL);
  return self->animate && enabled && gtk_widget_get_mapped (GTK_WIDGET (self));
}

/* Slides @piece from screen cell (@col, @row) to @to, over @captured. */
static void
start_animation (XqBoardView *self,
                 XqPiece      piece,
                 XqPiece      captured,
                 double       col,
                 double       row,
                 int          to)
{
  stop_animation (self);
  self->scene.anim_piece = piece;
  self->scene.anim_captured = captured;
  self->scene.anim_col = col;
  self->scene.anim_row = row;
  self->scene.anim_to = to;
  self->anim_start = 0;
  self->scene.anim_t = 0;
  self->scene.animating = TRUE;
  self->tick_id = gtk_widget_add_tick_callback (GTK_WIDGET (self), animation_tick,
                                                NULL, NULL);
}

/* ---- Public API ---- */

void
xq_board_view_set_position (XqBoardView      *self,
                            const XqPosition *pos,
                            XqMove            last_move,
                            const XqMove     *legal,
                            gsize             n_legal)
{
  XqPosition old;
  gboolean same;
  int from, to;

  g_return_if_fail (XQ_IS_BOARD_VIEW (self));
  g_return_if_fail (pos != NULL);
  g_return_if_fail (legal != NULL || n_legal == 0);
  g_return_if_fail (n_legal <= XQ_MAX_MOVES);

  old = self->scene.pos;
  /* The same position again (the owner refreshing): a slide in progress
   * goes on. */
  same = xq_position_equal (&old, pos) && last_move == self->scene.last_move;
  self->scene.pos = *pos;
  self->scene.last_move = last_move;
  if (n_legal > 0)
    memcpy (self->scene.legal, legal, n_legal * sizeof (XqMove));
  self->scene.n_legal = (guint) n_legal;
  self->scene.hint = XQ_MOVE_NONE;
  self->scene.arrow = XQ_MOVE_NONE;
  self->scene.in_check = pos->king[pos->side] != XQ_NO_SQUARE && xq_position_in_check (pos);

  /* Slide the piece that just moved, unless the user dropped it there. */
  if (!same)
    stop_animation (self);
  from = XQ_MOVE_FROM (last_move);
  to = XQ_MOVE_TO (last_move);
  if (!same && last_move != XQ_MOVE_NONE && last_move != self->dropped
      && from < XQ_SQUARES && to < XQ_SQUARES
      && old.board[from] != XQ_EMPTY && pos->board[from] == XQ_EMPTY
      && pos->board[to] == old.board[from] && animations_enabled (self))
    {
      int col, row;

      _xq_board_square_to_cell (from, self->scene.flipped, &col, &row);
      start_animation (self, old.board[from], old.board[to], col, row, to);
    }
  self->dropped = XQ_MOVE_NONE;

  if (self->scene.selected != XQ_BOARD_NO_SQUARE && !has_legal_from (self, self->scene.selected))
    self->scene.selected = XQ_BOARD_NO_SQUARE;
  if (self->scene.press_square != XQ_BOARD_NO_SQUARE && !has_legal_from (self, self->scene.press_square))
    {
      self->scene.press_square = XQ_BOARD_NO_SQUARE;
      self->scene.dragging = FALSE;
    }

  update_accessible (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

const XqPosition *
xq_board_view_get_position (XqBoardView *self)
{
  g_return_val_if_fail (XQ_IS_BOARD_VIEW (self), NULL);
  return &self->scene.pos;
}

void
xq_board_view_set_hint (XqBoardView *self,
                        XqMove       hint)
{
  g_return_if_fail (XQ_IS_BOARD_VIEW (self));

  if (self->scene.hint == hint)
    return;
  self->scene.hint = hint;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
xq_board_view_set_arrow (XqBoardView *self,
                         XqMove       arrow)
{
  g_return_if_fail (XQ_IS_BOARD_VIEW (self));

  if (self->scene.arrow == arrow)
    return;
  self->scene.arrow = arrow;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

XqMove
xq_board_view_get_arrow (XqBoardView *self)
{
  g_return_val_if_fail (XQ_IS_BOARD_VIEW (self), XQ_MOVE_NONE);
  return self->scene.arrow;
}

gboolean
xq_board_view_get_flipped (XqBoardView *self)
{
  g_return_val_if_fail (XQ_IS_BOARD_VIEW (self), FALSE);
  return self->scene.flipped;
}

void
xq_board_view_set_flipped (XqBoardView *self,
                           gboolean     flipped)
{
  g_return_if_fail (XQ_IS_BOARD_VIEW (self));

  flipped = !!flipped;
  if (self->scene.flipped == flipped)
    return;
  self->scene.flipped = flipped;
  stop_animation (self);
  invalidate_board (self);
  update_accessible (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FLIPPED]);
}

gboolean
xq_board_view_get_animate (XqBoardView *self)
{
  g_return_val_if_fail (XQ_IS_BOARD_VIEW (self), FALSE);
  return self->animate;
}

void
xq_board_view_set_animate (XqBoardView *self,
                           gboolean     animate)
{
  g_return_if_fail (XQ_IS_BOARD_VIEW (self));

  animate = !!animate;
  if (self->animate == animate)
    return;
  self->animate = animate;
  if (!animate)
    stop_animation (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ANIMATE]);
}

gboolean
xq_board_view_get_show_legal_moves (XqBoardView *self)
{
  g_return_val_if_fail (XQ_IS_BOARD_VIEW (self), FALSE);
  return self->scene.show_legal_moves;
}

void
xq_board_view_set_show_legal_moves (XqBoardView *self,
                                    gboolean     show)
{
  g_return_if_fail (XQ_IS_BOARD_VIEW (self));

  show = !!show;
  if (self->scene.show_legal_moves == show)
    return;
  self->scene.show_legal_moves = show;
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SHOW_LEGAL_MOVES]);
}

gboolean
xq_board_view_get_show_coordinates (XqBoardView *self)
{
  g_return_val_if_fail (XQ_IS_BOARD_VIEW (self), FALSE);
  return self->scene.show_coordinates;
}

void
xq_board_view_set_show_coordinates (XqBoardView *self,
                                    gboolean     show)
{
  g_return_if_fail (XQ_IS_BOARD_VIEW (self));

  show = !!show;
  if (self->scene.show_coordinates == show)
    return;
  self->scene.show_coordinates = show;
  invalidate_board (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SHOW_COORDINATES]);
}

const char *
xq_board_view_get_piece_set (XqBoardView *self)
{
  g_return_val_if_fail (XQ_IS_BOARD_VIEW (self), NULL);
  return self->scene.piece_set_id;
}

void
xq_board_view_set_piece_set (XqBoardView *self,
                             const char  *id)
{
  g_return_if_fail (XQ_IS_BOARD_VIEW (self));

  if (id == NULL)
    id = "traditional";
  if (g_strcmp0 (self->scene.piece_set_id, id) == 0)
    return;
  g_free (self->scene.piece_set_id);
  self->scene.piece_set_id = g_strdup (id);
  _xq_board_renderer_clear_pieces (self->renderer);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PIECE_SET]);
}

const char *
xq_board_view_get_theme (XqBoardView *self)
{
  g_return_val_if_fail (XQ_IS_BOARD_VIEW (self), NULL);
  return self->scene.theme_id;
}

static void
on_style_dark_changed (XqBoardView *self)
{
  if (xq_board_theme_lookup (self->scene.theme_id) == NULL)
    invalidate_board (self);
}

void
xq_board_view_set_theme (XqBoardView *self,
                         const char  *id)
{
  g_return_if_fail (XQ_IS_BOARD_VIEW (self));

  if (id == NULL)
    id = "auto";
  if (g_strcmp0 (self->scene.theme_id, id) == 0)
    return;
  g_free (self->scene.theme_id);
  self->scene.theme_id = g_strdup (id);
  invalidate_board (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_THEME]);
}

GtkWidget *
xq_board_view_new (void)
{
  return g_object_new (XQ_TYPE_BOARD_VIEW, NULL);
}

/* ---- GObject ---- */

static void
xq_board_view_realize (GtkWidget *widget)
{
  XqBoardView *self = XQ_BOARD_VIEW (widget);

  GTK_WIDGET_CLASS (xq_board_view_parent_class)->realize (widget);

  /* Follow the desktop's dark style for the "auto" theme. */
  if (self->style_handler == 0 && adw_is_initialized ())
    self->style_handler = g_signal_connect_object (adw_style_manager_get_default (),
                                                   "notify::dark",
                                                   G_CALLBACK (on_style_dark_changed),
                                                   self, G_CONNECT_SWAPPED);
}

static void
xq_board_view_unrealize (GtkWidget *widget)
{
  XqBoardView *self = XQ_BOARD_VIEW (widget);

  if (self->style_handler != 0)
    {
      g_signal_handler_disconnect (adw_style_manager_get_default (), self->style_handler);
      self->style_handler = 0;
    }
  stop_animation (self);
  _xq_board_renderer_unrealize (self->renderer);

  GTK_WIDGET_CLASS (xq_board_view_parent_class)->unrealize (widget);
}

static void
xq_board_view_finalize (GObject *object)
{
  XqBoardView *self = XQ_BOARD_VIEW (object);

  g_clear_pointer (&self->renderer, _xq_board_renderer_free);
  g_free (self->scene.piece_set_id);
  g_free (self->scene.theme_id);

  G_OBJECT_CLASS (xq_board_view_parent_class)->finalize (object);
}

static void
xq_board_view_get_property (GObject    *object,
                            guint       prop_id,
                            GValue     *value,
                            GParamSpec *pspec)
{
  XqBoardView *self = XQ_BOARD_VIEW (object);

  switch (prop_id)
    {
    case PROP_FLIPPED:
      g_value_set_boolean (value, self->scene.flipped);
      break;
    case PROP_ANIMATE:
      g_value_set_boolean (value, self->animate);
      break;
    case PROP_SHOW_LEGAL_MOVES:
      g_value_set_boolean (value, self->scene.show_legal_moves);
      break;
    case PROP_SHOW_COORDINATES:
      g_value_set_boolean (value, self->scene.show_coordinates);
      break;
    case PROP_PIECE_SET:
      g_value_set_string (value, self->scene.piece_set_id);
      break;
    case PROP_THEME:
      g_value_set_string (value, self->scene.theme_id);
      break;
    case PROP_KEYBOARD_ACTIVE:
      g_value_set_boolean (value, self->scene.cursor_shown);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
xq_board_view_set_property (GObject      *object,
                            guint         prop_id,
                            const GValue *value,
                            GParamSpec   *pspec)
{
  XqBoardView *self = XQ_BOARD_VIEW (object);

  switch (prop_id)
    {
    case PROP_FLIPPED:
      xq_board_view_set_flipped (self, g_value_get_boolean (value));
      break;
    case PROP_ANIMATE:
      xq_board_view_set_animate (self, g_value_get_boolean (value));
      break;
    case PROP_SHOW_LEGAL_MOVES:
      xq_board_view_set_show_legal_moves (self, g_value_get_boolean (value));
      break;
    case PROP_SHOW_COORDINATES:
      xq_board_view_set_show_coordinates (self, g_value_get_boolean (value));
      break;
    case PROP_PIECE_SET:
      xq_board_view_set_piece_set (self, g_value_get_string (value));
      break;
    case PROP_THEME:
      xq_board_view_set_theme (self, g_value_get_string (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
xq_board_view_class_init (XqBoardViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->finalize = xq_board_view_finalize;
  object_class->get_property = xq_board_view_get_property;
  object_class->set_property = xq_board_view_set_property;

  widget_class->snapshot = xq_board_view_snapshot;
  widget_class->measure = xq_board_view_measure;
  widget_class->size_allocate = xq_board_view_size_allocate;
  widget_class->realize = xq_board_view_realize;
  widget_class->unrealize = xq_board_view_unrealize;

  properties[PROP_FLIPPED] =
    g_param_spec_boolean ("flipped", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  properties[PROP_ANIMATE] =
    g_param_spec_boolean ("animate", NULL, NULL, TRUE,
                          G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  properties[PROP_SHOW_LEGAL_MOVES] =
    g_param_spec_boolean ("show-legal-moves", NULL, NULL, TRUE,
                          G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  properties[PROP_SHOW_COORDINATES] =
    g_param_spec_boolean ("show-coordinates", NULL, NULL, TRUE,
                          G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  properties[PROP_PIECE_SET] =
    g_param_spec_string ("piece-set", NULL, NULL, "traditional",
                         G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  properties[PROP_THEME] =
    g_param_spec_string ("theme", NULL, NULL, "auto",
                         G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  /* TRUE while the keyboard cursor is shown and the arrow keys move it: a
   * window that binds plain arrows to actions (application accelerators
   * run before the focus widget) can disable those actions meanwhile. */
  properties[PROP_KEYBOARD_ACTIVE] =
    g_param_spec_boolean ("keyboard-active", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * XqBoardView::move-requested:
   * @from: the square (0..89) the piece leaves
   * @to: the square it goes to
   *
   * The user asked for a move from the list given with the position.
   */
  signals[MOVE_REQUESTED] =
    g_signal_new ("move-requested", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 2, G_TYPE_INT, G_TYPE_INT);

  gtk_widget_class_set_css_name (widget_class, "xq-board");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_WIDGET);
}

static void
xq_board_view_init (XqBoardView *self)
{
  GtkGesture *drag;
  GtkEventController *key, *focus;

  self->animate = TRUE;
  self->scene.show_legal_moves = TRUE;
  self->scene.show_coordinates = TRUE;
  self->renderer = _xq_board_renderer_new ();
  self->scene.piece_set_id = g_strdup ("traditional");
  self->scene.theme_id = g_strdup ("auto");
  self->scene.selected = XQ_BOARD_NO_SQUARE;
  self->scene.press_square = XQ_BOARD_NO_SQUARE;
  self->scene.cursor = XQ_SQ (4, 0);
  xq_position_set_start (&self->scene.pos);

  gtk_widget_set_focusable (GTK_WIDGET (self), TRUE);
  gtk_widget_set_hexpand (GTK_WIDGET (self), TRUE);
  gtk_widget_set_vexpand (GTK_WIDGET (self), TRUE);

  drag = gtk_gesture_drag_new ();
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (drag), GDK_BUTTON_PRIMARY);
  g_signal_connect (drag, "drag-begin", G_CALLBACK (on_drag_begin), self);
  g_signal_connect (drag, "drag-update", G_CALLBACK (on_drag_update), self);
  g_signal_connect (drag, "drag-end", G_CALLBACK (on_drag_end), self);
  g_signal_connect (drag, "cancel", G_CALLBACK (on_drag_cancel), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (drag));

  key = gtk_event_controller_key_new ();
  g_signal_connect (key, "key-pressed", G_CALLBACK (on_key_pressed), self);
  gtk_widget_add_controller (GTK_WIDGET (self), key);

  focus = gtk_event_controller_focus_new ();
  g_signal_connect (focus, "enter", G_CALLBACK (on_focus_enter), self);
  g_signal_connect (focus, "leave", G_CALLBACK (on_focus_leave), self);
  gtk_widget_add_controller (GTK_WIDGET (self), focus);

  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Xiangqi board"),
                                  -1);
  update_accessible (self);
}
