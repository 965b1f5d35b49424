/* xq-preferences-window.c — the preferences, bound to GSettings
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "xq-preferences"

#include "config.h"

#include <glib/gi18n.h>

#include "xq-preferences-window.h"

struct _XqPreferencesWindow
{
  AdwPreferencesWindow parent_instance;

  GSettings *settings;

  AdwComboRow *piece_set_row;
  AdwComboRow *board_theme_row;
  AdwComboRow *notation_row;
  GtkWidget *coordinates_switch;
  GtkWidget *legal_moves_switch;
  GtkWidget *animation_switch;
  GtkWidget *sound_switch;
  GtkWidget *level_spin;
  GtkWidget *confirm_resign_switch;
};

G_DEFINE_FINAL_TYPE (XqPreferencesWindow, xq_preferences_window, ADW_TYPE_PREFERENCES_WINDOW)

/* Nicks of the string keys, in the order of the rows' items. */
static const char *const piece_sets[] = { "traditional", "international", NULL };
static const char *const board_themes[] = { "auto", "wood", "dark", "paper", NULL };
static const char *const notations[] = { "chinese", "chinese-short", "wxf", "iccs", NULL };

static gboolean
nick_to_index (GValue   *value,
               GVariant *variant,
               gpointer  user_data)
{
  const char *const *nicks = user_data;
  const char *nick = g_variant_get_string (variant, NULL);

  for (guint i = 0; nicks[i]; i++)
    if (g_str_equal (nicks[i], nick))
      {
        g_value_set_uint (value, i);
        return TRUE;
      }
  g_value_set_uint (value, 0);
  return TRUE;
}

static GVariant *
index_to_nick (const GValue       *value,
               const GVariantType *type,
               gpointer            user_data)
{
  const char *const *nicks = user_data;
  guint i = g_value_get_uint (value);

  if (i >= g_strv_length ((char **) nicks))
    i = 0;
  return g_variant_new_string (nicks[i]);
}

static void
bind_choice (XqPreferencesWindow *self,
             const char          *key,
             AdwComboRow         *row,
             const char * const  *nicks)
{
  g_settings_bind_with_mapping (self->settings, key, row, "selected",
                                G_SETTINGS_BIND_DEFAULT,
                                nick_to_index, index_to_nick,
                                (gpointer) nicks, NULL);
}

static void
xq_preferences_window_finalize (GObject *object)
{
  XqPreferencesWindow *self = XQ_PREFERENCES_WINDOW (object);

  g_clear_object (&self->settings);

  G_OBJECT_CLASS (xq_preferences_window_parent_class)->finalize (object);
}

static void
xq_preferences_window_class_init (XqPreferencesWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->finalize = xq_preferences_window_finalize;

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/xiangqi/Xiangqi/xq-preferences-window.ui");
  gtk_widget_class_bind_template_child (widget_class, XqPreferencesWindow, piece_set_row);
  gtk_widget_class_bind_template_child (widget_class, XqPreferencesWindow, board_theme_row);
  gtk_widget_class_bind_template_child (widget_class, XqPreferencesWindow, notation_row);
  gtk_widget_class_bind_template_child (widget_class, XqPreferencesWindow, coordinates_switch);
  gtk_widget_class_bind_template_child (widget_class, XqPreferencesWindow, legal_moves_switch);
  gtk_widget_class_bind_template_child (widget_class, XqPreferencesWindow, animation_switch);
  gtk_widget_class_bind_template_child (widget_class, XqPreferencesWindow, sound_switch);
  gtk_widget_class_bind_template_child (widget_class, XqPreferencesWindow, level_spin);
  gtk_widget_class_bind_template_child (widget_class, XqPreferencesWindow, confirm_resign_switch);
}

static void
xq_preferences_window_init (XqPreferencesWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

XqPreferencesWindow *
xq_preferences_window_new (GSettings *settings)
{
  XqPreferencesWindow *self;

  g_return_val_if_fail (G_IS_SETTINGS (settings), NULL);

  self = g_object_new (XQ_TYPE_PREFERENCES_WINDOW, NULL);
  self->settings = g_object_ref (settings);

  bind_choice (self, "piece-set", self->piece_set_row, piece_sets);
  bind_choice (self, "board-theme", self->board_theme_row, board_themes);
  bind_choice (self, "notation", self->notation_row, notations);
  g_settings_bind (settings, "show-coordinates", self->coordinates_switch, "active",
                   G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (settings, "show-legal-moves", self->legal_moves_switch, "active",
                   G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (settings, "animation", self->animation_switch, "active",
                   G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (settings, "sound", self->sound_switch, "active",
                   G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (settings, "engine-level",
                   gtk_spin_button_get_adjustment (GTK_SPIN_BUTTON (self->level_spin)),
                   "value", G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (settings, "confirm-resign", self->confirm_resign_switch, "active",
                   G_SETTINGS_BIND_DEFAULT);
  return self;
}
