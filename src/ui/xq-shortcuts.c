/* xq-shortcuts.c — the Keyboard Shortcuts dialog, on every runtime
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * This file holds version-checked branches: it may see the API of the
 * libadwaita it is built against, so it lifts the MAX_ALLOWED floor that the
 * build sets for every other file (see the top meson.build).
 */
#undef ADW_VERSION_MAX_ALLOWED

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "xq-shortcuts.h"

#define XQ_SHORTCUTS_UI "/io/github/xiangqi/Xiangqi/xq-shortcuts-window.ui"

/* The application of @parent's window, or NULL. */
static GtkApplication *
application_of (GtkWidget *parent)
{
  GtkRoot *root = parent != NULL ? gtk_widget_get_root (parent) : NULL;

  return GTK_IS_WINDOW (root) ? gtk_window_get_application (GTK_WINDOW (root)) : NULL;
}

#if ADW_CHECK_VERSION(1, 8, 0)

/* The GtkShortcutsWindow file read as data: each GtkShortcutsGroup becomes an
 * AdwShortcutsSection, each GtkShortcutsShortcut an AdwShortcutsItem with the
 * same title (translated the same way), accelerator or action. */
typedef struct
{
  GtkApplication *app;          /* whose keys the actions have, or NULL */
  AdwShortcutsDialog *dialog;
  AdwShortcutsSection *section;
  gboolean in_shortcut;
  char *title;
  char *accelerator;
  char *action_name;
  char *property;               /* the property being read, or NULL */
  gboolean translatable;
  char *context;
  GString *text;
} XqShortcutsReader;

static const char *
attribute (const char **names,
           const char **values,
           const char  *name)
{
  for (guint i = 0; names[i]; i++)
    if (g_str_equal (names[i], name))
      return values[i];
  return NULL;
}

static void
start_element (GMarkupParseContext *context,
               const char          *element,
               const char         **names,
               const char         **values,
               gpointer             data,
               GError             **error)
{
  XqShortcutsReader *reader = data;

  if (g_str_equal (element, "object"))
    {
      const char *class = attribute (names, values, "class");

      if (g_strcmp0 (class, "GtkShortcutsGroup") == 0)
        {
          /* The dialog takes the section (transfer full); it stays the one
           * the following shortcuts go to. */
          reader->section = adw_shortcuts_section_new (NULL);
          adw_shortcuts_dialog_add (reader->dialog, reader->section);
        }
      else if (g_strcmp0 (class, "GtkShortcutsShortcut") == 0)
        reader->in_shortcut = TRUE;
    }
  else if (g_str_equal (element, "property"))
    {
      g_free (reader->property);
      g_free (reader->context);
      reader->property = g_strdup (attribute (names, values, "name"));
      reader->context = g_strdup (attribute (names, values, "context"));
      reader->translatable = g_strcmp0 (attribute (names, values, "translatable"), "yes") == 0;
      g_string_truncate (reader->text, 0);
    }
}

static void
text (GMarkupParseContext *context,
      const char          *text,
      gsize                length,
      gpointer             data,
      GError             **error)
{
  XqShortcutsReader *reader = data;

  if (reader->property != NULL)
    g_string_append_len (reader->text, text, (gssize) length);
}

static void
end_element (GMarkupParseContext *context,
             const char          *element,
             gpointer             data,
             GError             **error)
{
  XqShortcutsReader *reader = data;

  if (g_str_equal (element, "property") && reader->property != NULL)
    {
      const char *value = reader->text->str;
      char **slot = NULL;

      if (reader->translatable)
        value = reader->context != NULL ? g_dpgettext2 (GETTEXT_PACKAGE, reader->context, value)
                                        : g_dgettext (GETTEXT_PACKAGE, value);
      if (reader->in_shortcut && g_str_equal (reader->property, "title"))
        slot = &reader->title;
      else if (reader->in_shortcut && g_str_equal (reader->property, "accelerator"))
        slot = &reader->accelerator;
      else if (reader->in_shortcut && g_str_equal (reader->property, "action-name"))
        slot = &reader->action_name;
      else if (!reader->in_shortcut && reader->section != NULL
               && g_str_equal (reader->property, "title"))
        adw_shortcuts_section_set_title (reader->section, value);
      if (slot != NULL)
        {
          g_free (*slot);
          *slot = g_strdup (value);
        }
      g_clear_pointer (&reader->property, g_free);
    }
  else if (g_str_equal (element, "object") && reader->in_shortcut)
    {
      AdwShortcutsItem *item;

      if (reader->accelerator == NULL && reader->action_name != NULL && reader->app != NULL)
        {
          /* The application's keys for the action, as the floor's window
           * shows them. */
          g_auto (GStrv) accels = gtk_application_get_accels_for_action (reader->app,
                                                                        reader->action_name);

          if (accels[0] != NULL)
            reader->accelerator = g_strjoinv (" ", accels);
        }
      if (reader->accelerator != NULL)
        item = adw_shortcuts_item_new (reader->title, reader->accelerator);
      else
        item = adw_shortcuts_item_new_from_action (reader->title, reader->action_name);
      if (reader->section != NULL)
        adw_shortcuts_section_add (reader->section, item);
      else
        g_object_unref (item);
      reader->in_shortcut = FALSE;
      g_clear_pointer (&reader->title, g_free);
      g_clear_pointer (&reader->accelerator, g_free);
      g_clear_pointer (&reader->action_name, g_free);
    }
}

void
xq_shortcuts_present (GtkWidget *parent)
{
  static const GMarkupParser parser = { start_element, end_element, text, NULL, NULL };
  g_autoptr (GBytes) bytes = g_resources_lookup_data (XQ_SHORTCUTS_UI, 0, NULL);
  XqShortcutsReader reader = { 0 };
  g_autoptr (GMarkupParseContext) context = NULL;
  g_autoptr (GError) error = NULL;

  g_return_if_fail (bytes != NULL);

  reader.app = application_of (parent);
  reader.dialog = ADW_SHORTCUTS_DIALOG (adw_shortcuts_dialog_new ());
  reader.text = g_string_new (NULL);
  context = g_markup_parse_context_new (&parser, 0, &reader, NULL);
  if (!g_markup_parse_context_parse (context, g_bytes_get_data (bytes, NULL),
                                     (gssize) g_bytes_get_size (bytes), &error)
      || !g_markup_parse_context_end_parse (context, &error))
    g_critical ("%s: %s", XQ_SHORTCUTS_UI, error->message);
  g_string_free (reader.text, TRUE);
  g_free (reader.property);
  g_free (reader.context);
  g_free (reader.title);
  g_free (reader.accelerator);
  g_free (reader.action_name);
  adw_dialog_present (ADW_DIALOG (reader.dialog), parent);
}

#else /* GtkShortcutsWindow before libadwaita 1.8 */

/* A shortcut named by its action shows the application's keys for it: the
 * window is not the application's help overlay (it is built on demand), so
 * GTK does not look them up itself. */
static void
fill_shortcut_keys (GtkWidget      *widget,
                    GtkApplication *app)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      /* GtkShortcutsShortcut is deprecated in GTK 4.18, with the window it
       * belongs to; this one still shows it. */
      G_GNUC_BEGIN_IGNORE_DEPRECATIONS
      gboolean is_shortcut = GTK_IS_SHORTCUTS_SHORTCUT (child);
      G_GNUC_END_IGNORE_DEPRECATIONS

      if (is_shortcut)
        {
          g_autofree char *action = NULL;
          g_autofree char *keys = NULL;

          g_object_get (child, "action-name", &action, "accelerator", &keys, NULL);
          if (action != NULL && (keys == NULL || *keys == '\0'))
            {
              g_auto (GStrv) accels = gtk_application_get_accels_for_action (app, action);
              g_autofree char *joined = g_strjoinv (" ", accels);

              g_object_set (child, "accelerator", joined, NULL);
            }
        }
      fill_shortcut_keys (child, app);
    }
}

void
xq_shortcuts_present (GtkWidget *parent)
{
  g_autoptr (GtkBuilder) builder = gtk_builder_new_from_resource (XQ_SHORTCUTS_UI);
  GtkWindow *shortcuts = GTK_WINDOW (gtk_builder_get_object (builder, "help_overlay"));
  GtkRoot *root = parent != NULL ? gtk_widget_get_root (parent) : NULL;
  GtkApplication *app = application_of (parent);

  if (GTK_IS_WINDOW (root))
    gtk_window_set_transient_for (shortcuts, GTK_WINDOW (root));
  if (app != NULL)
    fill_shortcut_keys (GTK_WIDGET (shortcuts), app);
  gtk_window_present (shortcuts);
}

#endif
