/* xq-preferences-window.c — the preferences, bound to GSettings
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "xq-preferences"
/* This file holds version-checked branches (AdwPreferencesDialog on
 * libadwaita 1.5 and later): it may see the API of the libadwaita it is built
 * against, above the floor the build sets for other files (see the top
 * meson.build). */
#undef ADW_VERSION_MAX_ALLOWED

#include "config.h"

#include <glib/gi18n.h>

#include "xq-engine-options-dialog.h"
#include "xq-combo-row.h"
#include "xq-file-dialog.h"
#include "xq-preferences-window.h"
#include "xq-engine-files.h"
#include "xq-engine-client.h"

struct _XqPreferencesWindow
{
#if ADW_CHECK_VERSION(1, 5, 0)
  AdwPreferencesDialog parent_instance;
#else
  AdwPreferencesWindow parent_instance;
#endif

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
  AdwPreferencesGroup *engines_group;
  GPtrArray *engine_rows;
  XqFileDialog *chooser;
  GCancellable *detect_cancel;
  char *detecting;              /* the program being asked who it is */
  AdwComboRow *analysis_engine_row;
  GtkStringList *analysis_engine_model;
  GPtrArray *analysis_programs; /* the row's programs: "" (ours), then each engine's */
  gboolean filling;             /* the row is being filled, not chosen from */
};

#if ADW_CHECK_VERSION(1, 5, 0)
# define XQ_PREFERENCES_DIALOG 1
G_DEFINE_FINAL_TYPE (XqPreferencesWindow, xq_preferences_window, ADW_TYPE_PREFERENCES_DIALOG)
#else
G_DEFINE_FINAL_TYPE (XqPreferencesWindow, xq_preferences_window, ADW_TYPE_PREFERENCES_WINDOW)
#endif

#define XQ_PREFERENCES_UI "/io/github/xiangqi/Xiangqi/xq-preferences-window.ui"
#define XQ_PREFERENCES_WIDTH 520
#define XQ_PREFERENCES_HEIGHT 640

/* Nicks of the string keys, in the order of the rows' items. */
static const char *const piece_sets[] = {
  "traditional", "international", "traditional-hans", "traditional-hant", NULL
};
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

/* ---- External engines ---- */

/* The analysis engine row: ours, then each engine, the chosen one selected. */
static void
fill_analysis_engines (XqPreferencesWindow *self,
                       GVariant            *engines)
{
  g_autofree char *chosen = g_settings_get_string (self->settings, "analysis-engine");
  g_autoptr (GPtrArray) names = g_ptr_array_new ();
  const char *name, *program;
  GVariantIter iter;
  guint selected = 0;

  self->filling = TRUE;
  g_ptr_array_set_size (self->analysis_programs, 0);
  g_ptr_array_add (self->analysis_programs, g_strdup (""));
  g_ptr_array_add (names, (gpointer) _("Built in"));
  g_variant_iter_init (&iter, engines);
  while (g_variant_iter_next (&iter, "(&s&s&s)", &name, &program, NULL))
    {
      if (g_str_equal (program, chosen))
        selected = names->len;
      g_ptr_array_add (self->analysis_programs, g_strdup (program));
      g_ptr_array_add (names, (gpointer) name);
    }
  g_ptr_array_add (names, NULL);
  gtk_string_list_splice (self->analysis_engine_model, 0,
                          g_list_model_get_n_items (G_LIST_MODEL (self->analysis_engine_model)),
                          (const char * const *) names->pdata);
  adw_combo_row_set_selected (self->analysis_engine_row, selected);
  self->filling = FALSE;
}

static void
analysis_engine_selected (XqPreferencesWindow *self)
{
  guint i = adw_combo_row_get_selected (self->analysis_engine_row);

  if (self->filling || self->settings == NULL || i >= self->analysis_programs->len)
    return;
  g_settings_set_string (self->settings, "analysis-engine", self->analysis_programs->pdata[i]);
}

/* One row per engine of the "external-engines" key, with a remove button. */
static void
update_engines (XqPreferencesWindow *self)
{
  g_autoptr (GVariant) engines = g_settings_get_value (self->settings, "external-engines");
  GVariantIter iter;
  const char *name, *program, *protocol;
  guint i = 0;

  for (guint k = 0; k < self->engine_rows->len; k++)
    adw_preferences_group_remove (self->engines_group, self->engine_rows->pdata[k]);
  g_ptr_array_set_size (self->engine_rows, 0);

  fill_analysis_engines (self, engines);
  g_variant_iter_init (&iter, engines);
  while (g_variant_iter_next (&iter, "(&s&s&s)", &name, &program, &protocol))
    {
      g_autofree char *subtitle = g_strdup_printf ("%s · %s", program,
                                                   g_str_equal (protocol, "ucci") ? "UCCI" : "UCI");
      GtkWidget *row = adw_action_row_new ();
      GtkWidget *remove = gtk_button_new_from_icon_name ("user-trash-symbolic");
      GtkWidget *options = gtk_button_new_with_mnemonic (_("_Options…"));

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), name);
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
      gtk_widget_set_valign (remove, GTK_ALIGN_CENTER);
      gtk_widget_add_css_class (remove, "flat");
      gtk_widget_set_tooltip_text (remove, _("Remove"));
      gtk_accessible_update_property (GTK_ACCESSIBLE (remove), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                      _("Remove"), -1);
      gtk_actionable_set_action_name (GTK_ACTIONABLE (remove), "engines.remove");
      gtk_actionable_set_action_target (GTK_ACTIONABLE (remove), "u", i);
      gtk_widget_set_valign (options, GTK_ALIGN_CENTER);
      gtk_actionable_set_action_name (GTK_ACTIONABLE (options), "engines.options");
      gtk_actionable_set_action_target (GTK_ACTIONABLE (options), "u", i++);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), options);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), remove);
      adw_preferences_group_add (self->engines_group, row);
      g_ptr_array_add (self->engine_rows, row);
    }
}

static void
remove_engine (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  XqPreferencesWindow *self = XQ_PREFERENCES_WINDOW (widget);
  g_autoptr (GVariant) engines = g_settings_get_value (self->settings, "external-engines");
  g_autoptr (GVariantBuilder) kept = g_variant_builder_new (G_VARIANT_TYPE ("a(sss)"));
  guint index = g_variant_get_uint32 (parameter);

  for (gsize i = 0; i < g_variant_n_children (engines); i++)
    {
      g_autoptr (GVariant) engine = g_variant_get_child_value (engines, i);

      if (i != index)
        g_variant_builder_add_value (kept, engine);
    }
  g_settings_set_value (self->settings, "external-engines", g_variant_builder_end (kept));
}

/* The options editor of one engine. */
static void
edit_options (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  XqPreferencesWindow *self = XQ_PREFERENCES_WINDOW (widget);
  g_autoptr (GVariant) engines = g_settings_get_value (self->settings, "external-engines");
  guint index = g_variant_get_uint32 (parameter);
  const char *name, *program, *protocol;
  XqEngineOptionsDialog *dialog;

  if (index >= g_variant_n_children (engines))
    return;
  g_variant_get_child (engines, index, "(&s&s&s)", &name, &program, &protocol);
  dialog = xq_engine_options_dialog_new (GTK_WINDOW (gtk_widget_get_root (widget)),
                                         self->settings, name, program, protocol);
  xq_engine_options_dialog_present (dialog);
}

static void
show_toast (XqPreferencesWindow *self,
            const char          *text)
{
#ifdef XQ_PREFERENCES_DIALOG
  adw_preferences_dialog_add_toast (ADW_PREFERENCES_DIALOG (self), adw_toast_new (text));
#else
  adw_preferences_window_add_toast (ADW_PREFERENCES_WINDOW (self), adw_toast_new (text));
#endif
}

/* The program answered: it is remembered with the name it gave. */
static void
on_engine_detected (GObject      *source,
                    GAsyncResult *result,
                    gpointer      data)
{
  g_autoptr (XqPreferencesWindow) self = data;
  g_autoptr (GError) error = NULL;
  g_autoptr (XqEngineClient) client = xq_engine_client_new_finish (result, &error);
  g_autoptr (GVariant) engines = NULL;
  g_autoptr (GVariantBuilder) all = NULL;
  g_autofree char *added = NULL;
  g_autofree char *program = NULL;

  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;
  program = g_steal_pointer (&self->detecting);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "engines.add", TRUE);
  if (client == NULL)
    {
      show_toast (self, error->message);
      return;
    }
  engines = g_settings_get_value (self->settings, "external-engines");
  all = g_variant_builder_new (G_VARIANT_TYPE ("a(sss)"));
  /* A program added again replaces its entry. */
  for (gsize i = 0; i < g_variant_n_children (engines); i++)
    {
      g_autoptr (GVariant) engine = g_variant_get_child_value (engines, i);
      const char *other = NULL;

      g_variant_get_child (engine, 1, "&s", &other);
      if (g_strcmp0 (other, program) != 0)
        g_variant_builder_add_value (all, engine);
    }
  g_variant_builder_add (all, "(sss)", xq_engine_client_get_name (client), program,
                         xq_engine_client_get_dialect (client) == XQ_ENGINE_DIALECT_UCCI ? "ucci" : "uci");
  g_settings_set_value (self->settings, "external-engines", g_variant_builder_end (all));
  added = g_strdup_printf (_("Added %s"), xq_engine_client_get_name (client));
  show_toast (self, added);
  xq_engine_client_quit (client);
}

static void
on_engine_chosen (XqFileDialog *dialog,
                  GFile        *file,
                  const char   *choice,
                  gpointer      data)
{
  XqPreferencesWindow *self = data;
  g_autofree char *path = file != NULL ? g_file_get_path (file) : NULL;
  const char *argv[] = { path, NULL };

  g_clear_object (&self->chooser);
  if (path == NULL)
    return;
  /* Inside the sandbox the engine runs from a copy in the app's data folder. */
  if (xq_engine_files_must_import ())
    {
      g_autoptr (GError) error = NULL;
      g_autofree char *data_dir = g_build_filename (g_get_user_data_dir (), "xiangqi", NULL);
      char *copy = xq_engine_files_import (path, data_dir, &error);

      if (copy == NULL)
        {
          show_toast (self, error->message);
          return;
        }
      g_free (path);
      path = copy;
      argv[0] = path;
    }
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "engines.add", FALSE);
  g_cancellable_cancel (self->detect_cancel);
  g_clear_object (&self->detect_cancel);
  self->detect_cancel = g_cancellable_new ();
  g_free (self->detecting);
  self->detecting = g_strdup (path);
  xq_engine_client_new_async (argv, XQ_ENGINE_PROTOCOL_AUTO, 0, self->detect_cancel,
                              on_engine_detected, g_object_ref (self));
}

static void
add_engine (GtkWidget  *widget,
            const char *action_name,
            GVariant   *parameter)
{
  XqPreferencesWindow *self = XQ_PREFERENCES_WINDOW (widget);

  if (self->chooser != NULL)
    return;
  self->chooser = xq_file_dialog_new (XQ_FILE_DIALOG_OPEN, _("Choose an Engine Program"),
                                      _("_Add"));
  xq_file_dialog_present (self->chooser, widget, on_engine_chosen, self);
}

static void
xq_preferences_window_dispose (GObject *object)
{
  XqPreferencesWindow *self = XQ_PREFERENCES_WINDOW (object);

  g_cancellable_cancel (self->detect_cancel);
  g_clear_object (&self->detect_cancel);
  if (self->chooser != NULL)
    xq_file_dialog_cancel (self->chooser);
  g_clear_object (&self->chooser);

  G_OBJECT_CLASS (xq_preferences_window_parent_class)->dispose (object);
}

static void
xq_preferences_window_finalize (GObject *object)
{
  XqPreferencesWindow *self = XQ_PREFERENCES_WINDOW (object);

  g_clear_object (&self->settings);
  g_clear_pointer (&self->engine_rows, g_ptr_array_unref);
  g_clear_pointer (&self->analysis_programs, g_ptr_array_unref);
  g_free (self->detecting);

  G_OBJECT_CLASS (xq_preferences_window_parent_class)->finalize (object);
}

static void
xq_preferences_window_class_init (XqPreferencesWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = xq_preferences_window_dispose;
  object_class->finalize = xq_preferences_window_finalize;

#ifdef XQ_PREFERENCES_DIALOG
  {
    /* One template for both: its parent is named as on the floor. */
    g_autoptr (GBytes) bytes = g_resources_lookup_data (XQ_PREFERENCES_UI, 0, NULL);
    GString *ui = g_string_new_len (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes));
    g_autoptr (GBytes) dialog_ui = NULL;

    g_string_replace (ui, "parent=\"AdwPreferencesWindow\"", "parent=\"AdwPreferencesDialog\"", 1);
    dialog_ui = g_string_free_to_bytes (ui);
    gtk_widget_class_set_template (widget_class, dialog_ui);
  }
#else
  gtk_widget_class_set_template_from_resource (widget_class, XQ_PREFERENCES_UI);
#endif
  gtk_widget_class_bind_template_child (widget_class, XqPreferencesWindow, piece_set_row);
  gtk_widget_class_bind_template_child (widget_class, XqPreferencesWindow, board_theme_row);
  gtk_widget_class_bind_template_child (widget_class, XqPreferencesWindow, notation_row);
  gtk_widget_class_bind_template_child (widget_class, XqPreferencesWindow, coordinates_switch);
  gtk_widget_class_bind_template_child (widget_class, XqPreferencesWindow, legal_moves_switch);
  gtk_widget_class_bind_template_child (widget_class, XqPreferencesWindow, animation_switch);
  gtk_widget_class_bind_template_child (widget_class, XqPreferencesWindow, sound_switch);
  gtk_widget_class_bind_template_child (widget_class, XqPreferencesWindow, level_spin);
  gtk_widget_class_bind_template_child (widget_class, XqPreferencesWindow, confirm_resign_switch);
  gtk_widget_class_bind_template_child (widget_class, XqPreferencesWindow, engines_group);
  gtk_widget_class_bind_template_child (widget_class, XqPreferencesWindow, analysis_engine_row);
  gtk_widget_class_bind_template_child (widget_class, XqPreferencesWindow, analysis_engine_model);
  gtk_widget_class_bind_template_callback (widget_class, analysis_engine_selected);
  gtk_widget_class_install_action (widget_class, "engines.add", NULL, add_engine);
  gtk_widget_class_install_action (widget_class, "engines.remove", "u", remove_engine);
  gtk_widget_class_install_action (widget_class, "engines.options", "u", edit_options);
}

static void
xq_preferences_window_init (XqPreferencesWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  {
    AdwComboRow *rows[] = { self->piece_set_row, self->board_theme_row, self->notation_row,
                            self->analysis_engine_row };

    for (guint i = 0; i < G_N_ELEMENTS (rows); i++)
      xq_combo_row_show_whole_choices (rows[i]);
  }
#ifdef XQ_PREFERENCES_DIALOG
  adw_dialog_set_content_width (ADW_DIALOG (self), XQ_PREFERENCES_WIDTH);
  adw_dialog_set_content_height (ADW_DIALOG (self), XQ_PREFERENCES_HEIGHT);
#else
  gtk_window_set_default_size (GTK_WINDOW (self), XQ_PREFERENCES_WIDTH, XQ_PREFERENCES_HEIGHT);
#endif
  self->engine_rows = g_ptr_array_new ();
  self->analysis_programs = g_ptr_array_new_with_free_func (g_free);
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
  g_signal_connect_object (settings, "changed::external-engines", G_CALLBACK (update_engines),
                           self, G_CONNECT_SWAPPED);
  update_engines (self);
  return self;
}

void
xq_preferences_window_present (XqPreferencesWindow *self,
                               GtkWidget           *parent)
{
  g_return_if_fail (XQ_IS_PREFERENCES_WINDOW (self));

#ifdef XQ_PREFERENCES_DIALOG
  adw_dialog_present (ADW_DIALOG (self), parent);
#else
  {
    GtkRoot *root = parent != NULL ? gtk_widget_get_root (parent) : NULL;

    if (GTK_IS_WINDOW (root))
      gtk_window_set_transient_for (GTK_WINDOW (self), GTK_WINDOW (root));
    gtk_window_present (GTK_WINDOW (self));
  }
#endif
}
