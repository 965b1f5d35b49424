/* xq-explorer-pane.c — the opening explorer beside the board
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "xq-explorer-pane.h"
#include "xq-notation.h"
#include "xq-opening.h"

#include <glib/gi18n.h>

struct _XqExplorerPane
{
  GtkWidget parent_instance;

  GtkWidget *box;
  GtkWidget *filters;
  GtkWidget *scrolled;
  GtkLabel *status;
  GtkListBox *list;
  GtkEditable *player_entry, *event_entry, *opening_entry;
  GtkDropDown *side_dropdown, *result_dropdown;
  GtkSpinButton *from_spin, *to_spin;

  XqLibrary *library;
  char *message;
  XqPosition pos;
  gboolean have_pos;
  gboolean blocked;
  /* The moves from the standard start to @pos (for the openings' names);
   * NULL when it is not known or another start. */
  GArray *line;
};

G_DEFINE_FINAL_TYPE (XqExplorerPane, xq_explorer_pane, GTK_TYPE_WIDGET)

enum { MOVE_ACTIVATED, N_SIGNALS };
static guint signals[N_SIGNALS];

typedef struct
{
  double red, draw, black;
} Shares;

static void
draw_bar (GtkDrawingArea *area, cairo_t *cr, int width, int height, gpointer data)
{
  Shares *s = data;
  double x = 0;
  const double colours[3][3] = { { 0.80, 0.16, 0.16 }, { 0.62, 0.62, 0.62 }, { 0.16, 0.16, 0.16 } };
  const double parts[3] = { s->red, s->draw, s->black };

  for (int i = 0; i < 3; i++)
    {
      cairo_set_source_rgb (cr, colours[i][0], colours[i][1], colours[i][2]);
      cairo_rectangle (cr, x, 0, parts[i] * width, height);
      cairo_fill (cr);
      x += parts[i] * width;
    }
}

/* The opening a move played after @line leads to: "ECCO Chinese
 * (English)", or NULL when no named position is on the way. */
static char *
opening_after (GArray *line, XqMove move)
{
  const XqOpening *opening;
  g_autofree char *label = NULL;

  if (line == NULL)
    return NULL;
  g_array_append_val (line, move);
  opening = xq_opening_find ((const XqMove *) line->data, line->len);
  g_array_set_size (line, line->len - 1);
  if (opening == NULL)
    return NULL;
  label = xq_opening_dup_label (opening);
  return opening->ecco ? g_strdup_printf ("%s %s", opening->ecco, label) : g_steal_pointer (&label);
}

static GtkWidget *
make_row (const XqPosition *pos, const XqLibraryMoveStats *m, const char *opening)
{
  GtkWidget *row = gtk_list_box_row_new ();
  GtkWidget *lines = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *move, *games, *bar, *pct, *years;
  char text[XQ_MOVE_TEXT_MAX] = "?";
  Shares *s = g_new0 (Shares, 1);
  g_autofree char *games_text = g_strdup_printf ("%u", m->games);
  g_autofree char *pct_text = NULL;
  g_autofree char *years_text = NULL;
  g_autofree char *tip = NULL;
  double total = MAX (1, m->red + m->draws + m->black);

  xq_move_format (pos, m->move, XQ_NOTATION_CHINESE, 0, text, sizeof text);
  s->red = m->red / total;
  s->draw = m->draws / total;
  s->black = m->black / total;
  /* Translators: red wins / draws / black wins, in percent */
  pct_text = g_strdup_printf (_("%.0f/%.0f/%.0f"), 100 * s->red, 100 * s->draw, 100 * s->black);
  if (m->first_year > 0)
    years_text = m->first_year == m->last_year ? g_strdup_printf ("%d", m->first_year)
                                               : g_strdup_printf ("%d–%d", m->first_year, m->last_year);
  move = gtk_label_new (text);
  gtk_label_set_xalign (GTK_LABEL (move), 0);
  gtk_widget_set_size_request (move, 72, -1);
  games = gtk_label_new (games_text);
  gtk_label_set_xalign (GTK_LABEL (games), 1);
  gtk_widget_set_size_request (games, 40, -1);
  gtk_widget_add_css_class (games, "numeric");
  bar = gtk_drawing_area_new ();
  gtk_drawing_area_set_content_width (GTK_DRAWING_AREA (bar), 60);
  gtk_drawing_area_set_content_height (GTK_DRAWING_AREA (bar), 10);
  gtk_widget_set_valign (bar, GTK_ALIGN_CENTER);
  gtk_widget_set_hexpand (bar, TRUE);
  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (bar), draw_bar, s, g_free);
  pct = gtk_label_new (pct_text);
  gtk_widget_add_css_class (pct, "caption");
  gtk_widget_add_css_class (pct, "numeric");
  years = gtk_label_new (years_text ? years_text : "");
  gtk_widget_add_css_class (years, "dim-label");
  gtk_widget_add_css_class (years, "caption");
  gtk_box_append (GTK_BOX (box), move);
  gtk_box_append (GTK_BOX (box), games);
  gtk_box_append (GTK_BOX (box), bar);
  gtk_box_append (GTK_BOX (box), pct);
  gtk_box_append (GTK_BOX (box), years);
  gtk_box_append (GTK_BOX (lines), box);
  if (opening != NULL)
    {
      GtkWidget *name = gtk_label_new (opening);

      gtk_widget_set_name (name, "opening");
      gtk_label_set_xalign (GTK_LABEL (name), 0);
      gtk_label_set_ellipsize (GTK_LABEL (name), PANGO_ELLIPSIZE_END);
      gtk_widget_add_css_class (name, "dim-label");
      gtk_widget_add_css_class (name, "caption");
      gtk_box_append (GTK_BOX (lines), name);
    }
  gtk_widget_set_margin_start (lines, 6);
  gtk_widget_set_margin_end (lines, 6);
  gtk_widget_set_margin_top (lines, 4);
  gtk_widget_set_margin_bottom (lines, 4);
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), lines);
  /* Translators: a move of the explorer: the move, its games, red wins, draws, black wins */
  tip = g_strdup_printf (ngettext ("%s: %u game, red won %u, %u drawn, black won %u",
                                   "%s: %u games, red won %u, %u drawn, black won %u", m->games),
                         text, m->games, m->red, m->draws, m->black);
  if (opening != NULL)
    {
      /* Translators: the explorer's tooltip, then the opening the move leads to */
      g_autofree char *with = g_strdup_printf (_("%s; leads to %s"), tip, opening);
      g_free (tip);
      tip = g_steal_pointer (&with);
    }
  gtk_widget_set_tooltip_text (row, tip);
  gtk_accessible_update_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_LABEL, tip, -1);
  g_object_set_data (G_OBJECT (row), "xq-move", GUINT_TO_POINTER ((guint) m->move));
  return row;
}

static void
row_activated (GtkListBox *list, GtkListBoxRow *row, XqExplorerPane *self)
{
  guint move = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (row), "xq-move"));

  if (move != 0)
    g_signal_emit (self, signals[MOVE_ACTIVATED], 0, move);
}

void
xq_explorer_pane_set_library (XqExplorerPane *self, XqLibrary *library, const char *message)
{
  g_return_if_fail (XQ_IS_EXPLORER_PANE (self));
  self->library = library;
  g_free (self->message);
  self->message = g_strdup (message);
}

static void
filter_changed (XqExplorerPane *self)
{
  if (self->have_pos)
    xq_explorer_pane_set_position (self, &self->pos);
}

void
xq_explorer_pane_set_line (XqExplorerPane *self, const XqMove *moves, gssize n_moves)
{
  g_return_if_fail (XQ_IS_EXPLORER_PANE (self));

  g_clear_pointer (&self->line, g_array_unref);
  if (n_moves < 0)
    return;
  self->line = g_array_sized_new (FALSE, FALSE, sizeof (XqMove), (guint) n_moves + 1);
  g_array_append_vals (self->line, moves, (guint) n_moves);
}

void
xq_explorer_pane_set_blocked (XqExplorerPane *self, gboolean blocked)
{
  g_return_if_fail (XQ_IS_EXPLORER_PANE (self));

  if (self->blocked == blocked)
    return;
  self->blocked = blocked;
  if (self->have_pos || blocked)
    xq_explorer_pane_set_position (self, self->have_pos ? &self->pos : NULL);
}

gboolean
xq_explorer_pane_get_blocked (XqExplorerPane *self)
{
  g_return_val_if_fail (XQ_IS_EXPLORER_PANE (self), FALSE);
  return self->blocked;
}

static const char *
text_or_null (GtkEditable *editable)
{
  const char *text = gtk_editable_get_text (editable);

  return *text ? text : NULL;
}

void
xq_explorer_pane_set_position (XqExplorerPane *self, const XqPosition *pos)
{
  XqLibraryFilter filter = {
    .player = text_or_null (self->player_entry),
    .player_side = (XqLibrarySide) gtk_drop_down_get_selected (self->side_dropdown),
    .event = text_or_null (self->event_entry),
    .year_from = gtk_spin_button_get_value_as_int (self->from_spin),
    .year_to = gtk_spin_button_get_value_as_int (self->to_spin),
    .result = (XqLibraryResult) gtk_drop_down_get_selected (self->result_dropdown),
    .opening = text_or_null (self->opening_entry),
  };
  g_autoptr (GError) error = NULL;
  g_autoptr (GArray) rows = NULL;
  GtkWidget *child;
  guint total = 0;

  g_return_if_fail (XQ_IS_EXPLORER_PANE (self));
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->list))) != NULL)
    gtk_list_box_remove (self->list, child);
  gtk_widget_set_sensitive (self->filters, !self->blocked);
  if (self->blocked)
    {
      /* The games of others would tell the user what to play. */
      if (pos != NULL && pos != &self->pos)
        self->pos = *pos;
      self->have_pos = pos != NULL;
      gtk_label_set_text (self->status, _("The explorer is off while you play against the computer; "
                                          "it comes back when the game is over"));
      gtk_widget_set_visible (self->scrolled, FALSE);
      return;
    }
  if (self->library == NULL)
    {
      gtk_label_set_text (self->status, self->message ? self->message : _("No game library"));
      return;
    }
  self->have_pos = pos != NULL;
  if (pos == NULL)
    {
      gtk_label_set_text (self->status, "");
      return;
    }
  if (pos != &self->pos)
    self->pos = *pos;
  pos = &self->pos;
  rows = xq_library_explore (self->library, pos->hash, &filter, &error);
  if (rows == NULL)
    {
      gtk_label_set_text (self->status, error->message);
      return;
    }
  for (guint i = 0; i < rows->len; i++)
    {
      XqLibraryMoveStats *m = &g_array_index (rows, XqLibraryMoveStats, i);
      total += m->games;
      g_autofree char *opening = opening_after (self->line, m->move);

      gtk_list_box_append (self->list, make_row (pos, m, opening));
    }
  if (rows->len == 0)
    gtk_label_set_text (self->status, _("No game of the library reaches this position"));
  else
    {
      g_autofree char *text = g_strdup_printf (ngettext ("%u game", "%u games", total), total);
      gtk_label_set_text (self->status, text);
    }
  gtk_widget_set_visible (self->scrolled, rows->len > 0);
}

static void
xq_explorer_pane_dispose (GObject *object)
{
  XqExplorerPane *self = XQ_EXPLORER_PANE (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), XQ_TYPE_EXPLORER_PANE);
  G_OBJECT_CLASS (xq_explorer_pane_parent_class)->dispose (object);
}

static void
xq_explorer_pane_finalize (GObject *object)
{
  g_free (XQ_EXPLORER_PANE (object)->message);
  g_clear_pointer (&XQ_EXPLORER_PANE (object)->line, g_array_unref);
  G_OBJECT_CLASS (xq_explorer_pane_parent_class)->finalize (object);
}

static void
xq_explorer_pane_class_init (XqExplorerPaneClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = xq_explorer_pane_dispose;
  object_class->finalize = xq_explorer_pane_finalize;
  signals[MOVE_ACTIVATED] = g_signal_new ("move-activated", G_TYPE_FROM_CLASS (klass),
                                          G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                          G_TYPE_NONE, 1, G_TYPE_UINT);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/xiangqi/Xiangqi/xq-explorer-pane.ui");
  gtk_widget_class_bind_template_child (widget_class, XqExplorerPane, box);
  gtk_widget_class_bind_template_child (widget_class, XqExplorerPane, filters);
  gtk_widget_class_bind_template_child (widget_class, XqExplorerPane, scrolled);
  gtk_widget_class_bind_template_child (widget_class, XqExplorerPane, event_entry);
  gtk_widget_class_bind_template_child (widget_class, XqExplorerPane, opening_entry);
  gtk_widget_class_bind_template_child (widget_class, XqExplorerPane, result_dropdown);
  gtk_widget_class_bind_template_child (widget_class, XqExplorerPane, status);
  gtk_widget_class_bind_template_child (widget_class, XqExplorerPane, list);
  gtk_widget_class_bind_template_child (widget_class, XqExplorerPane, player_entry);
  gtk_widget_class_bind_template_child (widget_class, XqExplorerPane, side_dropdown);
  gtk_widget_class_bind_template_child (widget_class, XqExplorerPane, from_spin);
  gtk_widget_class_bind_template_child (widget_class, XqExplorerPane, to_spin);
  gtk_widget_class_bind_template_callback (widget_class, row_activated);
  gtk_widget_class_bind_template_callback (widget_class, filter_changed);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
}

static void
xq_explorer_pane_init (XqExplorerPane *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}
