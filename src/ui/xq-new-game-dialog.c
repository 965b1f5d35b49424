/* xq-new-game-dialog.c — choosing players, time control, rules and start position
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "xq-new-game-dialog"

#include "config.h"

#include <glib/gi18n.h>

#include "xq-combo-row.h"
#include "xq-dialog.h"
#include "xq-fen.h"
#include "xq-handicap.h"
#include "xq-new-game-dialog.h"
#include "xq-setup-editor.h"

enum
{
  OPPONENT_COMPUTER,
  OPPONENT_PERSON,
  OPPONENT_COMPUTERS
};

enum
{
  START_STANDARD,
  START_FEN
};

struct _XqNewGameDialog
{
  AdwBin parent_instance;

  GtkWindow *parent;          /* weak: the window to present over */
  gboolean started;           /* "start" emitted: once only */

  AdwComboRow *opponent_row;
  AdwComboRow *color_row;
  GtkWidget *level_row;
  GtkSpinButton *level_spin;
  AdwComboRow *engine_row;
  GtkStringList *engine_model;
  GVariant *engines;          /* the external-engines setting, or NULL */
  AdwComboRow *time_row;
  GtkStringList *time_model;
  GtkWidget *minutes_row;
  GtkWidget *increment_row;
  GtkSpinButton *minutes_spin;
  GtkSpinButton *increment_spin;
  AdwComboRow *rules_row;
  GtkSwitch *strict_switch;
  GSettings *settings;
  AdwComboRow *handicap_row;
  GtkStringList *handicap_model;
  AdwComboRow *start_row;
  AdwEntryRow *fen_row;
  GtkWidget *start_button;   /* owned: packed into the header bar by _present () */
  GtkWidget *setup_row;
};

G_DEFINE_FINAL_TYPE (XqNewGameDialog, xq_new_game_dialog, ADW_TYPE_BIN)

enum
{
  SIGNAL_START,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* The clock presets offered, then "Custom" (base time plus increment). */
static const XqTimePreset time_presets[] = {
  XQ_TIME_PRESET_NONE,
  XQ_TIME_PRESET_FISCHER,
  XQ_TIME_PRESET_RAPID_5,
  XQ_TIME_PRESET_RAPID_10,
  XQ_TIME_PRESET_SUDDEN_DEATH,
  XQ_TIME_PRESET_STANDARD_60,
  XQ_TIME_PRESET_STANDARD_90,
  XQ_TIME_PRESET_MAJOR_EVENT,
  XQ_TIME_PRESET_ONLINE,
  XQ_TIME_PRESET_PER_MOVE,
};
#define N_TIME_CHOICES (G_N_ELEMENTS (time_presets) + 1)

static void
update_sensitivity (XqNewGameDialog *self)
{
  guint opponent = adw_combo_row_get_selected (self->opponent_row);
  guint time = adw_combo_row_get_selected (self->time_row);
  gboolean custom_time = time == N_TIME_CHOICES - 1;
  gboolean fen = adw_combo_row_get_selected (self->start_row) == START_FEN;
  gboolean ok = TRUE;

  gtk_widget_set_sensitive (GTK_WIDGET (self->color_row), opponent == OPPONENT_COMPUTER);
  gtk_widget_set_sensitive (GTK_WIDGET (self->engine_row), opponent != OPPONENT_PERSON);
  gtk_widget_set_sensitive (self->level_row, opponent != OPPONENT_PERSON
                                             && adw_combo_row_get_selected (self->engine_row) == 0);
  gtk_widget_set_visible (self->minutes_row, custom_time);
  gtk_widget_set_visible (self->increment_row, custom_time);
  gtk_widget_set_visible (GTK_WIDGET (self->fen_row), fen);
  gtk_widget_set_sensitive (GTK_WIDGET (self->handicap_row), !fen);

  if (fen)
    {
      XqPosition pos;
      const char *text = gtk_editable_get_text (GTK_EDITABLE (self->fen_row));

      ok = xq_position_from_fen_lenient (&pos, text, NULL, NULL) == XQ_FEN_OK;
      if (ok || *text == '\0')
        gtk_widget_remove_css_class (GTK_WIDGET (self->fen_row), "error");
      else
        gtk_widget_add_css_class (GTK_WIDGET (self->fen_row), "error");
    }
  gtk_widget_set_sensitive (self->start_button, ok);
}

/* The position set up becomes the start, as a FEN. */
static void
setup_chosen (XqSetupEditor   *editor,
              guint            choice,
              XqNewGameDialog *self)
{
  XqPosition pos;
  char fen[XQ_FEN_MAX];

  if (!xq_setup_editor_get_position (editor, &pos))
    return;
  xq_position_to_fen (&pos, fen, sizeof fen);
  gtk_editable_set_text (GTK_EDITABLE (self->fen_row), fen);
  adw_combo_row_set_selected (self->start_row, START_FEN);
}

static void
setup_activated (XqNewGameDialog *self)
{
  XqPosition pos;
  XqSetupEditor *editor;
  GtkRoot *root;

  xq_new_game_dialog_get_start (self, &pos);
  /* Over this dialog: its own window before libadwaita 1.5, the main
   * window that holds its sheet after. */
  root = gtk_widget_get_root (GTK_WIDGET (self));
  editor = xq_setup_editor_new (GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : self->parent,
                                self->settings, &pos, TRUE);
  g_signal_connect_object (editor, "chosen", G_CALLBACK (setup_chosen), self, 0);
  xq_setup_editor_present (editor);
}

void
xq_new_game_dialog_close (XqNewGameDialog *self)
{
  g_return_if_fail (XQ_IS_NEW_GAME_DIALOG (self));

  xq_dialog_close_content (GTK_WIDGET (self));
}

static void
start_clicked (XqNewGameDialog *self)
{
  /* A second click (or Enter) while the sheet closes starts nothing. */
  if (self->started || !gtk_widget_get_sensitive (self->start_button))
    return;
  self->started = TRUE;
  /* The next game starts with the same choice. */
  if (self->settings != NULL)
    g_settings_set_boolean (self->settings, "strict-mode",
                            gtk_switch_get_active (self->strict_switch));
  /* The signal's handler may present another dialog: this one goes first. */
  g_object_ref (self);
  xq_new_game_dialog_close (self);
  g_signal_emit (self, signals[SIGNAL_START], 0);
  g_object_unref (self);
}

static void
xq_new_game_dialog_dispose (GObject *object)
{
  XqNewGameDialog *self = XQ_NEW_GAME_DIALOG (object);

  g_clear_weak_pointer (&self->parent);
  g_clear_object (&self->start_button);
  g_clear_object (&self->settings);
  g_clear_pointer (&self->engines, g_variant_unref);
  G_OBJECT_CLASS (xq_new_game_dialog_parent_class)->dispose (object);
}

static void
xq_new_game_dialog_class_init (XqNewGameDialogClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = xq_new_game_dialog_dispose;

  /**
   * XqNewGameDialog::start:
   *
   * The user asked for the game to start; read the choices with the getters.
   */
  signals[SIGNAL_START] = g_signal_new ("start", G_TYPE_FROM_CLASS (klass),
                                        G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                        G_TYPE_NONE, 0);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/xiangqi/Xiangqi/xq-new-game-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, XqNewGameDialog, opponent_row);
  gtk_widget_class_bind_template_child (widget_class, XqNewGameDialog, color_row);
  gtk_widget_class_bind_template_child (widget_class, XqNewGameDialog, level_row);
  gtk_widget_class_bind_template_child (widget_class, XqNewGameDialog, level_spin);
  gtk_widget_class_bind_template_child (widget_class, XqNewGameDialog, engine_row);
  gtk_widget_class_bind_template_child (widget_class, XqNewGameDialog, engine_model);
  gtk_widget_class_bind_template_child (widget_class, XqNewGameDialog, time_row);
  gtk_widget_class_bind_template_child (widget_class, XqNewGameDialog, time_model);
  gtk_widget_class_bind_template_child (widget_class, XqNewGameDialog, minutes_row);
  gtk_widget_class_bind_template_child (widget_class, XqNewGameDialog, increment_row);
  gtk_widget_class_bind_template_child (widget_class, XqNewGameDialog, minutes_spin);
  gtk_widget_class_bind_template_child (widget_class, XqNewGameDialog, increment_spin);
  gtk_widget_class_bind_template_child (widget_class, XqNewGameDialog, rules_row);
  gtk_widget_class_bind_template_child (widget_class, XqNewGameDialog, strict_switch);
  gtk_widget_class_bind_template_child (widget_class, XqNewGameDialog, handicap_row);
  gtk_widget_class_bind_template_child (widget_class, XqNewGameDialog, handicap_model);
  gtk_widget_class_bind_template_child (widget_class, XqNewGameDialog, start_row);
  gtk_widget_class_bind_template_child (widget_class, XqNewGameDialog, fen_row);
  gtk_widget_class_bind_template_child (widget_class, XqNewGameDialog, setup_row);
  gtk_widget_class_bind_template_callback (widget_class, update_sensitivity);
  gtk_widget_class_bind_template_callback (widget_class, setup_activated);
}

static void
xq_new_game_dialog_init (XqNewGameDialog *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  {
    AdwComboRow *rows[] = { self->opponent_row, self->color_row, self->engine_row,
                            self->time_row,     self->rules_row, self->handicap_row,
                            self->start_row };

    for (guint i = 0; i < G_N_ELEMENTS (rows); i++)
      xq_combo_row_show_whole_choices (rows[i]);
  }

  /* Start goes into the host's header bar, but the choices decide whether
   * it is sensitive before then. */
  self->start_button = g_object_ref_sink (gtk_button_new_with_mnemonic (_("_Start")));
  gtk_widget_add_css_class (self->start_button, "suggested-action");
  g_signal_connect_swapped (self->start_button, "clicked", G_CALLBACK (start_clicked), self);

  for (size_t i = 0; i < G_N_ELEMENTS (time_presets); i++)
    {
      const char *clause = xq_time_preset_get_clause (time_presets[i]);
      g_autofree char *name = clause
        ? g_strdup_printf ("%s (§%s)", xq_time_preset_get_name (time_presets[i]), clause)
        : g_strdup (xq_time_preset_get_name (time_presets[i]));

      gtk_string_list_append (self->time_model, name);
    }
  gtk_string_list_append (self->time_model, _("Custom"));
  /* The handicap presets of the model, in their order. */
  for (int i = 0; i < XQ_N_HANDICAPS; i++)
    gtk_string_list_append (self->handicap_model, xq_handicap_get_name ((XqHandicap) i));
  update_sensitivity (self);
}

XqNewGameDialog *
xq_new_game_dialog_new (GtkWindow *parent,
                        GSettings *settings)
{
  XqNewGameDialog *self;

  g_return_val_if_fail (parent == NULL || GTK_IS_WINDOW (parent), NULL);

  self = g_object_new (XQ_TYPE_NEW_GAME_DIALOG, NULL);
  g_set_weak_pointer (&self->parent, parent);
  if (settings)
    {
      self->settings = g_object_ref (settings);
      gtk_spin_button_set_value (self->level_spin,
                                 g_settings_get_int (settings, "engine-level"));
      gtk_switch_set_active (self->strict_switch,
                             g_settings_get_boolean (settings, "strict-mode"));
      /* The external engines after our own. */
      self->engines = g_settings_get_value (settings, "external-engines");
      for (gsize i = 0; i < g_variant_n_children (self->engines); i++)
        {
          const char *name = NULL;

          g_variant_get_child (self->engines, i, "(&sss)", &name, NULL, NULL);
          gtk_string_list_append (self->engine_model, name);
        }
    }
  return self;
}

static void
cancel_clicked (GtkWidget *dialog)
{
  xq_dialog_close (dialog);
}

void
xq_new_game_dialog_present (XqNewGameDialog *self)
{
  GtkWidget *dialog, *header, *cancel;

  g_return_if_fail (XQ_IS_NEW_GAME_DIALOG (self));
  g_return_if_fail (xq_dialog_get_for_content (GTK_WIDGET (self)) == NULL);

  dialog = xq_dialog_new (_("New Game"), GTK_WIDGET (self), 440, 640);
  header = xq_dialog_get_header_bar (dialog);
  xq_dialog_set_show_close (dialog, FALSE);
  cancel = gtk_button_new_with_mnemonic (_("_Cancel"));
  g_signal_connect_swapped (cancel, "clicked", G_CALLBACK (cancel_clicked), dialog);
  adw_header_bar_pack_start (ADW_HEADER_BAR (header), cancel);
  adw_header_bar_pack_end (ADW_HEADER_BAR (header), self->start_button);
  xq_dialog_set_default_widget (dialog, self->start_button);
  xq_dialog_present (dialog, GTK_WIDGET (self->parent));
}

gboolean
xq_new_game_dialog_get_engine (XqNewGameDialog *self,
                               const char     **program,
                               const char     **protocol)
{
  guint selected;

  g_return_val_if_fail (XQ_IS_NEW_GAME_DIALOG (self), FALSE);

  selected = adw_combo_row_get_selected (self->engine_row);
  if (selected == 0 || selected == GTK_INVALID_LIST_POSITION || self->engines == NULL
      || selected > g_variant_n_children (self->engines))
    return FALSE;
  g_variant_get_child (self->engines, selected - 1, "(s&s&s)", NULL, program, protocol);
  return TRUE;
}

gboolean
xq_new_game_dialog_get_computer (XqNewGameDialog *self,
                                 XqColor          side)
{
  g_return_val_if_fail (XQ_IS_NEW_GAME_DIALOG (self), FALSE);

  switch (adw_combo_row_get_selected (self->opponent_row))
    {
    case OPPONENT_PERSON:
      return FALSE;
    case OPPONENT_COMPUTERS:
      return TRUE;
    case OPPONENT_COMPUTER:
    default:
      /* The user's colour is the row's index: 0 red, 1 black. */
      return adw_combo_row_get_selected (self->color_row) != (guint) side;
    }
}

int
xq_new_game_dialog_get_level (XqNewGameDialog *self,
                              XqColor          side)
{
  g_return_val_if_fail (XQ_IS_NEW_GAME_DIALOG (self), 1);

  return gtk_spin_button_get_value_as_int (self->level_spin);
}

void
xq_new_game_dialog_get_start (XqNewGameDialog *self,
                              XqPosition      *pos)
{
  guint handicap;
  XqColor giver;

  g_return_if_fail (XQ_IS_NEW_GAME_DIALOG (self));

  if (adw_combo_row_get_selected (self->start_row) == START_FEN
      && xq_position_from_fen_lenient (pos, gtk_editable_get_text (GTK_EDITABLE (self->fen_row)),
                                       NULL, NULL) == XQ_FEN_OK)
    return;

  xq_position_set_start (pos);
  handicap = adw_combo_row_get_selected (self->handicap_row);
  if (handicap == 0 || handicap >= XQ_N_HANDICAPS)
    return;
  /* The computer gives the odds; between people, red does. */
  giver = xq_new_game_dialog_get_computer (self, XQ_BLACK)
          && !xq_new_game_dialog_get_computer (self, XQ_RED) ? XQ_BLACK : XQ_RED;
  xq_handicap_apply ((XqHandicap) handicap, giver, pos);
}

void
xq_new_game_dialog_get_time_control (XqNewGameDialog *self,
                                     XqTimeControl   *tc)
{
  guint i;

  g_return_if_fail (XQ_IS_NEW_GAME_DIALOG (self));

  i = adw_combo_row_get_selected (self->time_row);
  if (i < G_N_ELEMENTS (time_presets))
    xq_time_control_init_preset (tc, time_presets[i]);
  else
    xq_time_control_init_fischer (tc,
                                  gtk_spin_button_get_value_as_int (self->minutes_spin)
                                    * XQ_USEC_PER_MINUTE,
                                  gtk_spin_button_get_value_as_int (self->increment_spin)
                                    * G_USEC_PER_SEC);
}

XqRuleSet
xq_new_game_dialog_get_rule_set (XqNewGameDialog *self)
{
  g_return_val_if_fail (XQ_IS_NEW_GAME_DIALOG (self), XQ_RULES_CHINESE);

  return (XqRuleSet) adw_combo_row_get_selected (self->rules_row);
}

gboolean
xq_new_game_dialog_get_strict (XqNewGameDialog *self)
{
  g_return_val_if_fail (XQ_IS_NEW_GAME_DIALOG (self), FALSE);
  return gtk_switch_get_active (self->strict_switch);
}
