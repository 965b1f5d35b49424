/* xq-engine-options-dialog.c — the options editor of an external engine
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "xq-engine-options"

#include "config.h"

#include <glib/gi18n.h>

#include "xq-dialog.h"
#include "xq-engine-options-dialog.h"
#include "xq-file-dialog.h"
#include "xq-engine-client.h"

struct _XqEngineOptionsDialog
{
  AdwBin parent_instance;

  GtkWindow *parent;          /* weak: the window to present over */
  char *title;
  /* "options.reset": on the contents and on the dialog that hosts them,
   * whose header bar has the Reset button (outside the contents). */
  GSimpleActionGroup *actions;
  GSettings *settings;
  char *program;
  XqEngineClient *client;
  GCancellable *cancel;
  GPtrArray *rows;
  XqFileDialog *chooser;
  gboolean filling;           /* the rows are being filled, not edited */
  gboolean stopped;           /* closed: the engine was told to quit */

  AdwToastOverlay *toasts;
  GtkStack *stack;
  AdwStatusPage *failed_page;
  AdwPreferencesGroup *group;
};

G_DEFINE_FINAL_TYPE (XqEngineOptionsDialog, xq_engine_options_dialog, ADW_TYPE_BIN)

/* Options the client itself sets: changing them would break the talk. */
static const char *const managed[] = { "UCI_Variant", "Protocol", NULL };

/* ---- The remembered values ---- */

static GVariant *
stored_options (XqEngineOptionsDialog *self)
{
  g_autoptr (GVariant) all = g_settings_get_value (self->settings, "engine-options");

  return g_variant_lookup_value (all, self->program, G_VARIANT_TYPE ("a{ss}"));
}

/* The default as the row shows it ("<empty>" is how UCI says "none"). */
static const char *
default_text (const XqEngineOption *option)
{
  if (option->default_value == NULL || g_str_equal (option->default_value, "<empty>"))
    return "";
  return option->default_value;
}

/* Remembers @value for @option (forgotten when it is the default, or when
 * @option is NULL: all of them). */
static void
store (XqEngineOptionsDialog *self,
       const XqEngineOption  *option,
       const char            *value)
{
  g_autoptr (GVariant) all = g_settings_get_value (self->settings, "engine-options");
  g_autoptr (GVariantBuilder) mine = g_variant_builder_new (G_VARIANT_TYPE ("a{ss}"));
  g_autoptr (GVariantBuilder) rest = g_variant_builder_new (G_VARIANT_TYPE ("a{sa{ss}}"));
  g_autoptr (GVariant) old = NULL;
  const char *program, *name, *v;
  GVariantIter iter;
  GVariant *options;
  gboolean any = FALSE;

  if (self->filling)
    return;
  old = stored_options (self);
  if (old != NULL && option != NULL)
    {
      g_variant_iter_init (&iter, old);
      while (g_variant_iter_next (&iter, "{&s&s}", &name, &v))
        if (!g_str_equal (name, option->name))
          {
            g_variant_builder_add (mine, "{ss}", name, v);
            any = TRUE;
          }
    }
  if (option != NULL && g_strcmp0 (value, default_text (option)) != 0)
    {
      g_variant_builder_add (mine, "{ss}", option->name, value);
      any = TRUE;
    }
  g_variant_iter_init (&iter, all);
  while (g_variant_iter_next (&iter, "{&s@a{ss}}", &program, &options))
    {
      if (!g_str_equal (program, self->program))
        g_variant_builder_add (rest, "{s@a{ss}}", program, options);
      g_variant_unref (options);
    }
  if (any)
    g_variant_builder_add (rest, "{sa{ss}}", self->program, mine);
  g_settings_set_value (self->settings, "engine-options", g_variant_builder_end (rest));
}

static const XqEngineOption *
row_option (gpointer widget)
{
  return g_object_get_data (G_OBJECT (widget), "xq-option");
}

/* ---- Edits ---- */

static void
on_spin_changed (GtkSpinButton         *spin,
                 XqEngineOptionsDialog *self)
{
  g_autofree char *value = g_strdup_printf ("%" G_GINT64_FORMAT,
                                            (gint64) gtk_spin_button_get_value (spin));

  store (self, row_option (spin), value);
}

static void
on_switch_changed (GtkSwitch             *sw,
                   GParamSpec            *pspec,
                   XqEngineOptionsDialog *self)
{
  store (self, row_option (sw), gtk_switch_get_active (sw) ? "true" : "false");
}

static void
on_combo_changed (AdwComboRow           *row,
                  GParamSpec            *pspec,
                  XqEngineOptionsDialog *self)
{
  const XqEngineOption *option = row_option (row);
  guint i = adw_combo_row_get_selected (row);

  if (option->vars != NULL && i < g_strv_length (option->vars))
    store (self, option, option->vars[i]);
}

static void
on_entry_changed (GtkEditable           *entry,
                  XqEngineOptionsDialog *self)
{
  store (self, row_option (entry), gtk_editable_get_text (entry));
}

static void
on_button_clicked (GtkButton             *button,
                   XqEngineOptionsDialog *self)
{
  const XqEngineOption *option = row_option (button);
  g_autofree char *sent = g_strdup_printf (_("Sent “%s”"), option->name);

  xq_engine_client_set_option (self->client, option->name, NULL);
  adw_toast_overlay_add_toast (self->toasts, adw_toast_new (sent));
}

static void
on_file_chosen (XqFileDialog *dialog,
                GFile        *file,
                const char   *choice,
                gpointer      data)
{
  XqEngineOptionsDialog *self = data;
  GtkEditable *entry = g_object_get_data (G_OBJECT (dialog), "xq-entry");
  g_autofree char *path = file != NULL ? g_file_get_path (file) : NULL;

  if (path != NULL)
    gtk_editable_set_text (entry, path);
  g_clear_object (&self->chooser);
}

static void
on_choose_file (GtkButton             *button,
                XqEngineOptionsDialog *self)
{
  const XqEngineOption *option = row_option (button);
  gboolean folder = g_str_has_prefix (option->name, "Syzygy");

  if (self->chooser != NULL)
    return;
  self->chooser = xq_file_dialog_new (folder ? XQ_FILE_DIALOG_FOLDER : XQ_FILE_DIALOG_OPEN,
                                      option->name, _("_Choose"));
  g_object_set_data (G_OBJECT (self->chooser), "xq-entry",
                     g_object_get_data (G_OBJECT (button), "xq-entry"));
  xq_file_dialog_present (self->chooser, GTK_WIDGET (self), on_file_chosen, self);
}

/* ---- Rows ---- */

static gboolean
is_file_option (const char *name)
{
  return g_str_has_suffix (name, "File") || g_str_has_suffix (name, "Path")
         || g_str_equal (name, "EvalFile") || g_str_equal (name, "BookFile");
}

/* A button or other widget at the end of @row, for @option. */
static GtkWidget *
add_suffix (GtkWidget         *row,
            GtkWidget         *widget,
            const XqEngineOption *option)
{
  gtk_widget_set_valign (widget, GTK_ALIGN_CENTER);
  g_object_set_data (G_OBJECT (widget), "xq-option", (gpointer) option);
  if (ADW_IS_ACTION_ROW (row))
    adw_action_row_add_suffix (ADW_ACTION_ROW (row), widget);
  else
    adw_entry_row_add_suffix (ADW_ENTRY_ROW (row), widget);
  return widget;
}

/* A row with @control at its end, which edits @option by @signal. */
static GtkWidget *
control_row (XqEngineOptionsDialog *self,
             const XqEngineOption  *option,
             GtkWidget             *control,
             const char            *signal,
             GCallback              callback)
{
  GtkWidget *row = adw_action_row_new ();

  add_suffix (row, control, option);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), control);
  g_signal_connect (control, signal, callback, self);
  return row;
}

static GtkWidget *
spin_row (XqEngineOptionsDialog *self,
          const XqEngineOption  *option,
          const char            *value)
{
  GtkWidget *spin = gtk_spin_button_new_with_range ((double) option->min, (double) option->max, 1);

  gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), g_ascii_strtod (value, NULL));
  return control_row (self, option, spin, "value-changed", G_CALLBACK (on_spin_changed));
}

static GtkWidget *
check_row (XqEngineOptionsDialog *self,
           const XqEngineOption  *option,
           const char            *value)
{
  GtkWidget *sw = gtk_switch_new ();

  gtk_switch_set_active (GTK_SWITCH (sw), g_ascii_strcasecmp (value, "true") == 0);
  return control_row (self, option, sw, "notify::active", G_CALLBACK (on_switch_changed));
}

static GtkWidget *
combo_row (XqEngineOptionsDialog *self,
           const XqEngineOption  *option,
           const char            *value)
{
  GtkWidget *row = adw_combo_row_new ();
  g_autoptr (GtkStringList) vars =
    gtk_string_list_new ((const char * const *) option->vars);

  adw_combo_row_set_model (ADW_COMBO_ROW (row), G_LIST_MODEL (vars));
  for (guint i = 0; option->vars != NULL && option->vars[i] != NULL; i++)
    if (g_ascii_strcasecmp (option->vars[i], value) == 0)
      adw_combo_row_set_selected (ADW_COMBO_ROW (row), i);
  g_object_set_data (G_OBJECT (row), "xq-option", (gpointer) option);
  g_signal_connect (row, "notify::selected", G_CALLBACK (on_combo_changed), self);
  return row;
}

static GtkWidget *
string_row (XqEngineOptionsDialog *self,
            const XqEngineOption  *option,
            const char            *value)
{
  GtkWidget *row = adw_entry_row_new ();

  gtk_editable_set_text (GTK_EDITABLE (row), value);
  g_object_set_data (G_OBJECT (row), "xq-option", (gpointer) option);
  g_signal_connect (row, "changed", G_CALLBACK (on_entry_changed), self);
  if (is_file_option (option->name))
    {
      GtkWidget *choose = gtk_button_new_from_icon_name ("document-open-symbolic");

      gtk_widget_add_css_class (choose, "flat");
      gtk_widget_set_tooltip_text (choose, _("Choose a File"));
      gtk_accessible_update_property (GTK_ACCESSIBLE (choose), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                      _("Choose a File"), -1);
      g_object_set_data (G_OBJECT (choose), "xq-entry", row);
      add_suffix (row, choose, option);
      g_signal_connect (choose, "clicked", G_CALLBACK (on_choose_file), self);
    }
  return row;
}

static GtkWidget *
button_row (XqEngineOptionsDialog *self,
            const XqEngineOption  *option)
{
  return control_row (self, option, gtk_button_new_with_mnemonic (_("_Send")), "clicked",
                      G_CALLBACK (on_button_clicked));
}

/* One row per option the engine offers, with its remembered value. */
static void
fill (XqEngineOptionsDialog *self)
{
  g_autoptr (GVariant) stored = stored_options (self);
  const XqEngineOption *options;
  guint n = 0;

  for (guint i = 0; i < self->rows->len; i++)
    adw_preferences_group_remove (self->group, self->rows->pdata[i]);
  g_ptr_array_set_size (self->rows, 0);
  if (self->client == NULL)
    return;

  self->filling = TRUE;
  options = xq_engine_client_get_options (self->client, &n);
  for (guint i = 0; i < n; i++)
    {
      const XqEngineOption *o = &options[i];
      g_autofree char *remembered = NULL;
      const char *value;
      GtkWidget *row = NULL;

      if (g_strv_contains (managed, o->name))
        continue;
      if (stored != NULL)
        g_variant_lookup (stored, o->name, "s", &remembered);
      value = remembered ? remembered : default_text (o);
      switch (o->type)
        {
        case XQ_ENGINE_OPTION_SPIN: row = spin_row (self, o, value); break;
        case XQ_ENGINE_OPTION_CHECK: row = check_row (self, o, value); break;
        case XQ_ENGINE_OPTION_COMBO: row = combo_row (self, o, value); break;
        case XQ_ENGINE_OPTION_STRING: row = string_row (self, o, value); break;
        case XQ_ENGINE_OPTION_BUTTON: row = button_row (self, o); break;
        default: continue;
        }
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), o->name);
      adw_preferences_group_add (self->group, row);
      g_ptr_array_add (self->rows, row);
    }
  self->filling = FALSE;
}

static void
reset (GSimpleAction *action,
       GVariant      *parameter,
       gpointer       data)
{
  XqEngineOptionsDialog *self = data;

  store (self, NULL, NULL);
  fill (self);
}

static void
on_started (GObject      *source,
            GAsyncResult *result,
            gpointer      data)
{
  g_autoptr (XqEngineOptionsDialog) self = data;
  g_autoptr (GError) error = NULL;
  XqEngineClient *client = xq_engine_client_new_finish (result, &error);

  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;
  if (client == NULL)
    {
      adw_status_page_set_description (self->failed_page, error->message);
      gtk_stack_set_visible_child_name (self->stack, "failed");
      return;
    }
  self->client = client;
  fill (self);
  gtk_stack_set_visible_child_name (self->stack, "options");
  /* The first option takes the focus (unless the user has moved into the
   * contents already): before, only the header bar's buttons were there
   * to have it, and Enter on Reset to Defaults would forget every value. */
  {
    GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
    GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;

    if (root != NULL && (focus == NULL || !gtk_widget_is_ancestor (focus, GTK_WIDGET (self))))
      gtk_widget_child_focus (GTK_WIDGET (self->group), GTK_DIR_TAB_FORWARD);
  }
  g_simple_action_set_enabled (G_SIMPLE_ACTION (g_action_map_lookup_action (G_ACTION_MAP (self->actions),
                                                                           "reset")),
                               TRUE);
}

/* The engine is left (or no longer started), and a file chooser closed. */
static void
stop (XqEngineOptionsDialog *self)
{
  g_cancellable_cancel (self->cancel);
  if (self->chooser != NULL)
    xq_file_dialog_cancel (self->chooser);
  g_clear_object (&self->chooser);
  if (self->client != NULL && !self->stopped)
    xq_engine_client_quit (self->client);
  self->stopped = TRUE;
}

static void
xq_engine_options_dialog_dispose (GObject *object)
{
  XqEngineOptionsDialog *self = XQ_ENGINE_OPTIONS_DIALOG (object);

  stop (self);
  g_clear_object (&self->cancel);
  g_clear_pointer (&self->rows, g_ptr_array_unref);
  g_clear_weak_pointer (&self->parent);

  G_OBJECT_CLASS (xq_engine_options_dialog_parent_class)->dispose (object);
}

static void
xq_engine_options_dialog_finalize (GObject *object)
{
  XqEngineOptionsDialog *self = XQ_ENGINE_OPTIONS_DIALOG (object);

  g_clear_object (&self->client);
  g_clear_object (&self->settings);
  g_clear_object (&self->actions);
  g_free (self->program);
  g_free (self->title);

  G_OBJECT_CLASS (xq_engine_options_dialog_parent_class)->finalize (object);
}

static void
xq_engine_options_dialog_class_init (XqEngineOptionsDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = xq_engine_options_dialog_dispose;
  object_class->finalize = xq_engine_options_dialog_finalize;

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/xiangqi/Xiangqi/xq-engine-options-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, XqEngineOptionsDialog, toasts);
  gtk_widget_class_bind_template_child (widget_class, XqEngineOptionsDialog, stack);
  gtk_widget_class_bind_template_child (widget_class, XqEngineOptionsDialog, failed_page);
  gtk_widget_class_bind_template_child (widget_class, XqEngineOptionsDialog, group);
}

static void
xq_engine_options_dialog_init (XqEngineOptionsDialog *self)
{
  static const GActionEntry entries[] = { { .name = "reset", .activate = reset } };

  gtk_widget_init_template (GTK_WIDGET (self));
  self->rows = g_ptr_array_new ();
  self->actions = g_simple_action_group_new ();
  g_action_map_add_action_entries (G_ACTION_MAP (self->actions), entries, G_N_ELEMENTS (entries), self);
  /* Nothing to reset until the engine has told its options. */
  g_simple_action_set_enabled (G_SIMPLE_ACTION (g_action_map_lookup_action (G_ACTION_MAP (self->actions),
                                                                           "reset")),
                               FALSE);
  gtk_widget_insert_action_group (GTK_WIDGET (self), "options", G_ACTION_GROUP (self->actions));
}

XqEngineOptionsDialog *
xq_engine_options_dialog_new (GtkWindow  *parent,
                              GSettings  *settings,
                              const char *name,
                              const char *program,
                              const char *protocol)
{
  XqEngineOptionsDialog *self;
  const char *argv[] = { program, NULL };

  g_return_val_if_fail (parent == NULL || GTK_IS_WINDOW (parent), NULL);
  g_return_val_if_fail (G_IS_SETTINGS (settings), NULL);
  g_return_val_if_fail (program != NULL, NULL);

  self = g_object_new (XQ_TYPE_ENGINE_OPTIONS_DIALOG, NULL);
  g_set_weak_pointer (&self->parent, parent);
  self->settings = g_object_ref (settings);
  self->program = g_strdup (program);
  /* TRANSLATORS: the title of the options editor; %s is the engine's name */
  self->title = g_strdup_printf (_("%s Options"), name != NULL ? name : program);
  self->cancel = g_cancellable_new ();
  xq_engine_client_new_async (argv, g_strcmp0 (protocol, "ucci") == 0 ? XQ_ENGINE_PROTOCOL_UCCI
                                                                      : XQ_ENGINE_PROTOCOL_UCI,
                              0, self->cancel, on_started, g_object_ref (self));
  return self;
}

gboolean
xq_engine_options_dialog_is_ready (XqEngineOptionsDialog *self)
{
  g_return_val_if_fail (XQ_IS_ENGINE_OPTIONS_DIALOG (self), FALSE);

  return self->client != NULL;
}

const char *
xq_engine_options_dialog_get_title (XqEngineOptionsDialog *self)
{
  g_return_val_if_fail (XQ_IS_ENGINE_OPTIONS_DIALOG (self), NULL);

  return self->title;
}

/* Closed: the engine need not run until the contents are finalized. */
static void
host_closed (GtkWidget             *dialog,
             XqEngineOptionsDialog *self)
{
  stop (self);
}

void
xq_engine_options_dialog_present (XqEngineOptionsDialog *self)
{
  GtkWidget *dialog, *reset_button;

  g_return_if_fail (XQ_IS_ENGINE_OPTIONS_DIALOG (self));
  g_return_if_fail (xq_dialog_get_for_content (GTK_WIDGET (self)) == NULL);

  dialog = xq_dialog_new (self->title, GTK_WIDGET (self), 520, 620);
  /* The header bar is outside the contents: the dialog has their actions. */
  gtk_widget_insert_action_group (dialog, "options", G_ACTION_GROUP (self->actions));
  reset_button = gtk_button_new_with_mnemonic (_("_Reset to Defaults"));
  gtk_actionable_set_action_name (GTK_ACTIONABLE (reset_button), "options.reset");
  gtk_widget_set_tooltip_text (reset_button, _("Forget the values changed here"));
  adw_header_bar_pack_end (ADW_HEADER_BAR (xq_dialog_get_header_bar (dialog)), reset_button);
  xq_dialog_connect_closed (dialog, G_CALLBACK (host_closed), self);
  xq_dialog_present (dialog, GTK_WIDGET (self->parent));
}

void
xq_engine_options_dialog_close (XqEngineOptionsDialog *self)
{
  g_return_if_fail (XQ_IS_ENGINE_OPTIONS_DIALOG (self));

  xq_dialog_close_content (GTK_WIDGET (self));
}
