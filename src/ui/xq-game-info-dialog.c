/* xq-game-info-dialog.c — the tags of a game: event, site, date, players, …
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * One entry row per tag, holding the tag's name as "xq-tag"; the usual tags
 * always have a row, the others one each (with a button that removes it).
 * The result is a drop-down of the four PGN results.  Nothing reaches the
 * game before Save.
 */
#define G_LOG_DOMAIN "xq-game-info-dialog"

#include "config.h"

#include <glib/gi18n.h>

#include "xq-game-info-dialog.h"
#include "xq-combo-row.h"

#include "xq-dialog.h"

struct _XqGameInfoDialog
{
  AdwBin parent_instance;

  GtkWindow *parent;         /* weak: the window to present over */

  /* Template widgets */
  AdwPreferencesGroup *known_group;
  AdwPreferencesGroup *other_group;
  AdwEntryRow *new_name;
  AdwEntryRow *new_value;

  AdwComboRow *result_row;
  guint result_shown;        /* what the drop-down showed at first */

  XqGame *game;
  GPtrArray *rows;           /* AdwEntryRow, not owned (the groups hold them) */
  GPtrArray *removed;        /* names of tags to remove */
};

enum
{
  SIGNAL_APPLIED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

G_DEFINE_FINAL_TYPE (XqGameInfoDialog, xq_game_info_dialog, ADW_TYPE_BIN)

/* The tags every game has a row for, in PGN's order, with their labels. */
static const struct
{
  const char *tag;
  const char *label;
} known_tags[] = {
  { "Event", N_("Event") },
  { "Site", N_("Site") },
  { "Date", N_("Date") },
  { "Round", N_("Round") },
  { "Red", N_("Red") },
  { "Black", N_("Black") },
  { "Result", N_("Result") },
  { "Opening", N_("Opening") },
  { "ECCO", N_("ECCO Code") },
  { "TimeControl", N_("Time Control") },
};

/* The results [Result] may give, as the drop-down lists them. */
static const char * const results[] = { "1-0", "0-1", "1/2-1/2", "*" };

static gboolean
is_known_tag (const char *name)
{
  for (guint i = 0; i < G_N_ELEMENTS (known_tags); i++)
    if (g_str_equal (known_tags[i].tag, name))
      return TRUE;
  return FALSE;
}

/* A PGN tag name: a letter, then letters, digits and underscores. */
static gboolean
is_tag_name (const char *name)
{
  if (!g_ascii_isalpha (name[0]))
    return FALSE;
  for (const char *p = name; *p; p++)
    if (!g_ascii_isalnum (*p) && *p != '_')
      return FALSE;
  return TRUE;
}

static AdwEntryRow *
xq_game_info_dialog_add_row (XqGameInfoDialog    *self,
                             AdwPreferencesGroup *group,
                             const char          *name,
                             const char          *label,
                             const char          *value)
{
  GtkWidget *row = adw_entry_row_new ();

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), label);
  gtk_editable_set_text (GTK_EDITABLE (row), value ? value : "");
  g_object_set_data_full (G_OBJECT (row), "xq-tag", g_strdup (name), g_free);
  adw_preferences_group_add (group, row);
  g_ptr_array_add (self->rows, row);
  return ADW_ENTRY_ROW (row);
}

static void
remove_clicked (GtkButton        *button,
                XqGameInfoDialog *self)
{
  GtkWidget *row = g_object_get_data (G_OBJECT (button), "xq-row");

  g_ptr_array_add (self->removed, g_strdup (g_object_get_data (G_OBJECT (row), "xq-tag")));
  g_ptr_array_remove (self->rows, row);
  adw_preferences_group_remove (self->other_group, row);
}

static void
xq_game_info_dialog_add_other (XqGameInfoDialog *self,
                               const char       *name,
                               const char       *value)
{
  AdwEntryRow *row = xq_game_info_dialog_add_row (self, self->other_group, name, name, value);
  GtkWidget *remove = gtk_button_new_from_icon_name ("user-trash-symbolic");
  /* TRANSLATORS: %s is the name of a tag, e.g. "Annotator" */
  g_autofree char *tip = g_strdup_printf (_("Remove “%s”"), name);

  gtk_widget_set_valign (remove, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (remove, "flat");
  gtk_widget_set_tooltip_text (remove, tip);
  gtk_accessible_update_property (GTK_ACCESSIBLE (remove), GTK_ACCESSIBLE_PROPERTY_LABEL, tip, -1);
  g_object_set_data (G_OBJECT (remove), "xq-row", row);
  g_signal_connect (remove, "clicked", G_CALLBACK (remove_clicked), self);
  adw_entry_row_add_suffix (row, remove);
}

static void
add_clicked (XqGameInfoDialog *self)
{
  const char *name = gtk_editable_get_text (GTK_EDITABLE (self->new_name));
  const char *value = gtk_editable_get_text (GTK_EDITABLE (self->new_value));

  for (guint i = 0; i < self->rows->len; i++)
    if (g_str_equal (g_object_get_data (self->rows->pdata[i], "xq-tag"), name))
      {
        /* A tag that is there already: its row takes the value. */
        gtk_editable_set_text (GTK_EDITABLE (self->rows->pdata[i]), value);
        gtk_editable_set_text (GTK_EDITABLE (self->new_name), "");
        gtk_editable_set_text (GTK_EDITABLE (self->new_value), "");
        return;
      }
  if (!is_tag_name (name))
    {
      gtk_widget_add_css_class (GTK_WIDGET (self->new_name), "error");
      gtk_widget_grab_focus (GTK_WIDGET (self->new_name));
      return;
    }
  gtk_widget_remove_css_class (GTK_WIDGET (self->new_name), "error");
  for (guint i = 0; i < self->removed->len; i++)
    if (g_str_equal (self->removed->pdata[i], name))
      g_ptr_array_remove_index (self->removed, i--);
  xq_game_info_dialog_add_other (self, name, value);
  gtk_editable_set_text (GTK_EDITABLE (self->new_name), "");
  gtk_editable_set_text (GTK_EDITABLE (self->new_value), "");
  gtk_widget_grab_focus (GTK_WIDGET (self->new_name));
}

gboolean
xq_game_info_dialog_apply (XqGameInfoDialog *self)
{
  gboolean changed = FALSE;

  g_return_val_if_fail (XQ_IS_GAME_INFO_DIALOG (self), FALSE);

  for (guint i = 0; i < self->removed->len; i++)
    if (xq_game_get_tag (self->game, self->removed->pdata[i]) != NULL)
      {
        xq_game_edit_tag (self->game, self->removed->pdata[i], NULL);
        changed = TRUE;
      }
  for (guint i = 0; i < self->rows->len; i++)
    {
      GtkWidget *row = self->rows->pdata[i];
      const char *name = g_object_get_data (G_OBJECT (row), "xq-tag");
      g_autofree char *value = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (row))));
      const char *old = xq_game_get_tag (self->game, name);

      /* An emptied usual tag goes; another tag may be kept empty. */
      if (*value == '\0' && is_known_tag (name))
        g_clear_pointer (&value, g_free);
      if (!gtk_editable_get_editable (GTK_EDITABLE (row)) || g_strcmp0 (old, value) == 0
          || (old == NULL && value == NULL))
        continue;
      xq_game_edit_tag (self->game, name, value);
      changed = TRUE;
    }
  if (adw_combo_row_get_selected (self->result_row) != self->result_shown)
    {
      self->result_shown = adw_combo_row_get_selected (self->result_row);
      xq_game_edit_tag (self->game, "Result", results[self->result_shown]);
      changed = TRUE;
    }
  g_ptr_array_set_size (self->removed, 0);
  if (changed)
    g_signal_emit (self, signals[SIGNAL_APPLIED], 0);
  return changed;
}

void
xq_game_info_dialog_close (XqGameInfoDialog *self)
{
  g_return_if_fail (XQ_IS_GAME_INFO_DIALOG (self));

  xq_dialog_close_content (GTK_WIDGET (self));
}

static void
save_clicked (XqGameInfoDialog *self)
{
  xq_game_info_dialog_apply (self);
  xq_game_info_dialog_close (self);
}

/* The drop-down of results (the template's, in the order of
 * results[]) takes its place among the rows, showing the game's ("*" when
 * it has none). */
static void
xq_game_info_dialog_add_result (XqGameInfoDialog *self)
{
  GtkWidget *row = GTK_WIDGET (self->result_row);
  const char *value = xq_game_get_tag (self->game, "Result");

  self->result_shown = G_N_ELEMENTS (results) - 1;
  for (guint i = 0; value != NULL && i < G_N_ELEMENTS (results); i++)
    if (g_str_equal (value, results[i]))
      self->result_shown = i;
  adw_combo_row_set_selected (self->result_row, self->result_shown);
  g_object_ref (row);
  adw_preferences_group_remove (self->known_group, row);
  adw_preferences_group_add (self->known_group, row);
  g_object_unref (row);
}

void
xq_game_info_dialog_set_result_editable (XqGameInfoDialog *self,
                                         gboolean          editable)
{
  g_return_if_fail (XQ_IS_GAME_INFO_DIALOG (self));

  gtk_widget_set_sensitive (GTK_WIDGET (self->result_row), editable);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (self->result_row),
                               editable ? NULL : _("Set when the game ends"));
}

GtkWidget *
xq_game_info_dialog_new (GtkWindow *parent,
                         XqGame    *game)
{
  XqGameInfoDialog *self;

  g_return_val_if_fail (parent == NULL || GTK_IS_WINDOW (parent), NULL);
  g_return_val_if_fail (XQ_IS_GAME (game), NULL);

  self = g_object_new (XQ_TYPE_GAME_INFO_DIALOG, NULL);
  g_set_weak_pointer (&self->parent, parent);
  self->game = g_object_ref (game);
  for (guint i = 0; i < G_N_ELEMENTS (known_tags); i++)
    if (g_str_equal (known_tags[i].tag, "Result"))
      xq_game_info_dialog_add_result (self);
    else
      xq_game_info_dialog_add_row (self, self->known_group, known_tags[i].tag,
                                   _(known_tags[i].label), xq_game_get_tag (game, known_tags[i].tag));
  for (guint i = 0; i < xq_game_get_n_tags (game); i++)
    if (!is_known_tag (xq_game_get_tag_name (game, i)))
      xq_game_info_dialog_add_other (self, xq_game_get_tag_name (game, i),
                                     xq_game_get_tag_value (game, i));
  return GTK_WIDGET (self);
}

static void
cancel_clicked (GtkWidget *dialog)
{
  xq_dialog_close (dialog);
}

void
xq_game_info_dialog_present (XqGameInfoDialog *self)
{
  GtkWidget *dialog, *header, *cancel, *save;

  g_return_if_fail (XQ_IS_GAME_INFO_DIALOG (self));
  g_return_if_fail (xq_dialog_get_for_content (GTK_WIDGET (self)) == NULL);

  dialog = xq_dialog_new (_("Game Information"), GTK_WIDGET (self), 440, 560);
  header = xq_dialog_get_header_bar (dialog);
  xq_dialog_set_show_close (dialog, FALSE);
  cancel = gtk_button_new_with_mnemonic (_("_Cancel"));
  g_signal_connect_swapped (cancel, "clicked", G_CALLBACK (cancel_clicked), dialog);
  adw_header_bar_pack_start (ADW_HEADER_BAR (header), cancel);
  save = gtk_button_new_with_mnemonic (_("_Save"));
  gtk_widget_add_css_class (save, "suggested-action");
  g_signal_connect_swapped (save, "clicked", G_CALLBACK (save_clicked), self);
  adw_header_bar_pack_end (ADW_HEADER_BAR (header), save);
  xq_dialog_set_default_widget (dialog, save);
  xq_dialog_present (dialog, GTK_WIDGET (self->parent));
}

static void
xq_game_info_dialog_finalize (GObject *object)
{
  XqGameInfoDialog *self = XQ_GAME_INFO_DIALOG (object);

  g_clear_weak_pointer (&self->parent);
  g_clear_object (&self->game);
  g_ptr_array_unref (self->rows);
  g_ptr_array_unref (self->removed);

  G_OBJECT_CLASS (xq_game_info_dialog_parent_class)->finalize (object);
}

static void
xq_game_info_dialog_class_init (XqGameInfoDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->finalize = xq_game_info_dialog_finalize;

  signals[SIGNAL_APPLIED] = g_signal_new ("applied", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                          0, NULL, NULL, NULL, G_TYPE_NONE, 0);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/xiangqi/Xiangqi/xq-game-info-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, XqGameInfoDialog, known_group);
  gtk_widget_class_bind_template_child (widget_class, XqGameInfoDialog, other_group);
  gtk_widget_class_bind_template_child (widget_class, XqGameInfoDialog, result_row);
  gtk_widget_class_bind_template_child (widget_class, XqGameInfoDialog, new_name);
  gtk_widget_class_bind_template_child (widget_class, XqGameInfoDialog, new_value);
  gtk_widget_class_bind_template_callback (widget_class, add_clicked);
}

static void
xq_game_info_dialog_init (XqGameInfoDialog *self)
{
  self->rows = g_ptr_array_new ();
  self->removed = g_ptr_array_new_with_free_func (g_free);
  gtk_widget_init_template (GTK_WIDGET (self));
  xq_combo_row_show_whole_choices (self->result_row);
}
