/* xq-window-layout.c — where the board and the panel go at each window size
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Wide windows put the panel beside the board, narrow (or portrait) ones
 * under it: whichever gives the larger board.  Beside, the panel has a
 * width of its own (between PANEL_MIN and PANEL_MAX: what the board cannot
 * use, as the board's height limits it) that depends on the window's size
 * only, so that nothing in it (an analysis, a review, a long move) widens
 * it and moves the board.  Under, the board takes the whole width, leaving
 * room below it for the move navigation (and the clocks when the game has
 * them); the rest of the panel, with at least four rows of moves, follows
 * under it and the window scrolls to it.
 *
 * The header bar sheds its panel toggles (they are in the main menu too)
 * below COMPACT_WIDTH with AdwBreakpoint where libadwaita has it (1.4), and
 * where it has no room for them otherwise (an AdwSqueezer).  Neither the
 * toggles nor the layout of the moment count in the window's minimum width
 * (the content scrolls sideways, with no scrollbar, for the one frame
 * before the narrow layout comes): a wide window can be made as narrow as a
 * phone.
 */
#define G_LOG_DOMAIN "xq-window"
/* The AdwBreakpoint branch (libadwaita 1.4) may see the API of the
 * libadwaita this is built against, above the floor the build sets for other
 * files (see the top meson.build). */
#undef ADW_VERSION_MAX_ALLOWED

#include "config.h"

#include <math.h>
#include <string.h>

#include "xq-window-private.h"

/* Logical pixels. */
#define PANEL_MIN 288
#define PANEL_MAX 440
#define SLOT_PAD_WIDE 12      /* style.css: .board-slot */
#define SLOT_PAD_NARROW 6     /* style.css: window.narrow .board-slot */
#define PANEL_PAD 12          /* style.css: .side-panel, left and right */
#define EVAL_BAR_ROOM 22      /* the evaluation bar and its spacing */
#define MOVE_ROWS_MIN 4
#define MOVE_ROW_HEIGHT 28
#define COMPACT_WIDTH 480
#define CLOCK_LINE_HEIGHT 24  /* a clock on one line (style.css: window.narrow .clock) */

void
_xq_window_layout_compute (int             width,
                           int             height,
                           int             strip,
                           XqWindowLayout *layout)
{
  double ux, uy;
  double wide, narrow;

  g_return_if_fail (layout != NULL);

  xq_board_view_get_units (&ux, &uy);
  /* The square each arrangement allows (whole pixels, as the board draws). */
  wide = floor (MIN ((width - PANEL_MIN - 2 * SLOT_PAD_WIDE - EVAL_BAR_ROOM) / ux,
                     (height - 2 * SLOT_PAD_WIDE) / uy));
  narrow = floor (MIN ((width - 2 * SLOT_PAD_NARROW) / ux,
                       (height - strip - 2 * SLOT_PAD_NARROW) / uy));
  layout->narrow = narrow > wide;
  layout->compact = width < COMPACT_WIDTH;
  if (layout->narrow)
    {
      layout->square = MAX (narrow, 1);
      layout->panel_width = -1;
      layout->board_height = (int) ceil (layout->square * uy);
    }
  else
    {
      int board_width = (int) ceil (MAX (wide, 1) * ux);

      layout->square = MAX (wide, 1);
      layout->panel_width = CLAMP (width - board_width - 2 * SLOT_PAD_WIDE - EVAL_BAR_ROOM,
                                   PANEL_MIN, PANEL_MAX);
      layout->board_height = -1;
    }
}

/* What has to show under the board in a narrow window @width wide: the
 * move buttons, and the clocks of a timed game (beside them where there is
 * room, above them otherwise). */
static int
xq_window_layout_strip (XqWindow *self,
                        int       width)
{
  GtkWidget *clocks = GTK_WIDGET (self->clock_bar);
  int nav = 0, row, clock = 0;

  gtk_widget_measure (self->side_panel_button, GTK_ORIENTATION_VERTICAL, -1, NULL, &nav,
                      NULL, NULL);
  row = MAX (nav, 34);
  if (gtk_widget_get_visible (clocks))
    gtk_widget_measure (clocks, GTK_ORIENTATION_VERTICAL, -1, NULL, &clock, NULL, NULL);
  /* Beside the buttons where the window is not as narrow as a phone. */
  if (clock > 0 && width >= COMPACT_WIDTH)
    {
      /* Until they are stacked, two one-line clocks as they will be. */
      if (!xq_clock_bar_get_stacked (self->clock_bar))
        clock = 2 * CLOCK_LINE_HEIGHT + 4;
      row = MAX (row, clock);
    }
  else if (clock > 0)
    /* The clocks, 12 apart, before the buttons. */
    row += clock + 12;
  /* The panel's padding above (6), the row and a margin below.  (The names
   * row of a game without clocks comes after the buttons.) */
  return 6 + row + 8;
}

/* Puts @child into @box after @sibling (NULL: first), from wherever it is. */
static void
xq_window_layout_place (GtkWidget *child,
                        GtkWidget *box,
                        GtkWidget *sibling)
{
  if (gtk_widget_get_parent (child) == box)
    {
      gtk_box_reorder_child_after (GTK_BOX (box), child, sibling);
      return;
    }
  g_object_ref (child);
  gtk_box_remove (GTK_BOX (gtk_widget_get_parent (child)), child);
  gtk_box_insert_child_after (GTK_BOX (box), child, sibling);
  g_object_unref (child);
}

static void
xq_window_layout_apply (XqWindow *self)
{
  const XqWindowLayout *l = &self->layout;
  GtkWidget *panel = self->side_panel;

  /* The window is going: its parts are gone or going. */
  if (self->layout_stopped || panel == NULL)
    return;

  gtk_orientable_set_orientation (GTK_ORIENTABLE (self->content_box),
                                  l->narrow ? GTK_ORIENTATION_VERTICAL
                                            : GTK_ORIENTATION_HORIZONTAL);
  /* The width asked for is the content's: the padding comes on top. */
  gtk_widget_set_size_request (panel, l->narrow ? -1 : l->panel_width - 2 * PANEL_PAD, -1);
  gtk_widget_set_hexpand (panel, FALSE);
  gtk_widget_set_vexpand (panel, !l->narrow);
  gtk_widget_set_vexpand (self->board_slot, !l->narrow);
  gtk_widget_set_size_request (GTK_WIDGET (self->board), -1, l->narrow ? l->board_height : -1);
  gtk_widget_set_size_request (GTK_WIDGET (self->move_list_view), -1,
                               l->narrow ? MOVE_ROWS_MIN * MOVE_ROW_HEIGHT : -1);
  gtk_widget_set_visible (panel, self->side_panel_shown);
  /* Under the board: the clocks (captioned with the players) beside the
   * move buttons, or above them where there is no room, then the players'
   * names of a game without clocks.  Beside the board: the names and the
   * clocks at the top, the buttons at the bottom. */
  if (l->narrow && !l->compact)
    {
      xq_window_layout_place (self->controls_row, panel, NULL);
      xq_window_layout_place (GTK_WIDGET (self->clock_bar), self->controls_row, NULL);
      xq_window_layout_place (self->players_box, panel, self->controls_row);
    }
  else if (l->narrow)
    {
      xq_window_layout_place (GTK_WIDGET (self->clock_bar), panel, NULL);
      xq_window_layout_place (self->controls_row, panel, GTK_WIDGET (self->clock_bar));
      xq_window_layout_place (self->players_box, panel, self->controls_row);
    }
  else
    {
      xq_window_layout_place (self->players_box, panel, NULL);
      xq_window_layout_place (GTK_WIDGET (self->clock_bar), panel, self->players_box);
      xq_window_layout_place (self->controls_row, panel, gtk_widget_get_last_child (panel));
    }
  /* Under the board each clock is one line, the player beside the time
   * (style.css makes it small): the board keeps its width. */
  xq_clock_bar_set_compact (self->clock_bar, l->narrow);
  xq_clock_bar_set_stacked (self->clock_bar, l->narrow && !l->compact);
  /* Game controls: two columns beside the board or beside the clocks,
   * three below the board (a phone's width holds three buttons, not five). */
  xq_game_controls_set_columns (self->game_controls,
                                l->narrow && !l->compact
                                    && !gtk_widget_get_visible (GTK_WIDGET (self->clock_bar))
                                  ? 3
                                  : 2);
  if (l->narrow)
    gtk_widget_add_css_class (GTK_WIDGET (self), "narrow");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self), "narrow");
}

static gboolean
xq_window_layout_idle (gpointer data)
{
  XqWindow *self = XQ_WINDOW (data);

  self->layout_idle = 0;
  xq_window_layout_apply (self);
  return G_SOURCE_REMOVE;
}

void
_xq_window_layout_allocate (XqWindow *self,
                            int       width,
                            int       height)
{
  XqWindowLayout layout;
  int header;

  if (self->layout_stopped || self->header_bar == NULL)
    return;
  header = gtk_widget_get_height (self->header_bar);

  _xq_window_layout_compute (width, height - header, xq_window_layout_strip (self, width),
                             &layout);
  if (memcmp (&layout, &self->layout, sizeof layout) == 0 && self->layout_applied)
    return;
  self->layout = layout;
  self->layout_applied = TRUE;
  /* Not during allocation: the next frame gets the new layout. */
  if (self->layout_idle == 0)
    self->layout_idle = g_idle_add_full (G_PRIORITY_HIGH_IDLE, xq_window_layout_idle,
                                         g_object_ref (self), g_object_unref);
}

void
_xq_window_layout_prepare (XqWindow *self,
                           int       width,
                           int       height)
{
  int header = 0;

  /* Only before the first layout: the header bar has no height yet. */
  if (self->layout_stopped || self->header_bar == NULL || self->layout.square > 0)
    return;
  gtk_widget_measure (self->header_bar, GTK_ORIENTATION_VERTICAL, width, NULL, &header, NULL,
                      NULL);
  _xq_window_layout_compute (width, height - header, xq_window_layout_strip (self, width),
                             &self->layout);
  self->layout_applied = TRUE;
  xq_window_layout_apply (self);
}

void
_xq_window_layout_relayout (XqWindow *self)
{
  if (self->layout_stopped)
    return;
  self->layout_applied = FALSE;
  gtk_widget_queue_allocate (GTK_WIDGET (self));
}

void
_xq_window_layout_stop (XqWindow *self)
{
  self->layout_stopped = TRUE;
  g_clear_handle_id (&self->layout_idle, g_source_remove);
  if (self->clock_bar != NULL)
    g_signal_handlers_disconnect_by_func (self->clock_bar, _xq_window_layout_relayout, self);
}

void
_xq_window_class_init_layout (GtkWidgetClass *widget_class)
{
  gtk_widget_class_bind_template_child (widget_class, XqWindow, header_bar);
  gtk_widget_class_bind_template_child (widget_class, XqWindow, content_scroller);
  gtk_widget_class_bind_template_child (widget_class, XqWindow, board_slot);
  gtk_widget_class_bind_template_child (widget_class, XqWindow, controls_row);
}

void
_xq_window_layout_init (XqWindow *self)
{
  /* The clocks come and go with the game: the strip under the board too. */
  g_signal_connect_swapped (self->clock_bar, "notify::visible",
                            G_CALLBACK (_xq_window_layout_relayout), self);
#if !ADW_CHECK_VERSION(1, 4, 0)
  {
    /* No breakpoints: the toggles go in a squeezer, which shows them where
     * the header bar has room for them and nothing where it has not.  Were
     * they hidden by the window's width instead, their width would count in
     * the window's minimum, and a wide window could not be made narrow
     * enough to hide them. */
    AdwHeaderBar *header = ADW_HEADER_BAR (self->header_bar);
    GtkWidget *squeezer = adw_squeezer_new ();
    GtkWidget *toggles = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
    GtkWidget *buttons[] = { self->side_panel_button, self->analysis_button };

    for (guint i = 0; i < G_N_ELEMENTS (buttons); i++)
      {
        g_object_ref (buttons[i]);
        adw_header_bar_remove (header, buttons[i]);
        gtk_box_append (GTK_BOX (toggles), buttons[i]);
        g_object_unref (buttons[i]);
      }
    adw_squeezer_set_transition_type (ADW_SQUEEZER (squeezer),
                                      ADW_SQUEEZER_TRANSITION_TYPE_NONE);
    adw_squeezer_add (ADW_SQUEEZER (squeezer), toggles);
    adw_squeezer_add (ADW_SQUEEZER (squeezer), gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0));
    adw_header_bar_pack_end (header, squeezer);
  }
#else
  {
    AdwBreakpoint *compact;

    compact = adw_breakpoint_new (adw_breakpoint_condition_new_length (
      ADW_BREAKPOINT_CONDITION_MAX_WIDTH, COMPACT_WIDTH - 1, ADW_LENGTH_UNIT_PX));
    adw_breakpoint_add_setters (compact,
                                G_OBJECT (self->analysis_button), "visible", FALSE,
                                G_OBJECT (self->side_panel_button), "visible", FALSE,
                                NULL);
    adw_application_window_add_breakpoint (ADW_APPLICATION_WINDOW (self), compact);
  }
#endif
}
