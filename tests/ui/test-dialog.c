/* test-dialog.c — the dialog wrapper (src/ui/xq-dialog.c)
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Run under Xvfb with the machine's libadwaita: on 1.2 this checks the
 * AdwWindow branch (modal, transient, its own header bar, Escape and the
 * default button) and the box under the header bar; the AdwDialog branch
 * (≥ 1.5) and the AdwToolbarView one (≥ 1.4) are compiled by
 * tools/check-new-sdk.sh only.
 */
/* Checks both branches of the wrapper: sees the API of the libadwaita it is
 * built against (like src/ui/xq-dialog.c). */
#undef ADW_VERSION_MAX_ALLOWED
#undef GDK_VERSION_MAX_ALLOWED

#include "config.h"

#include <adwaita.h>

#include "xq-dialog.h"

static gboolean display_missing;

static void
count_closed (GtkWidget *dialog,
              gpointer   user_data)
{
  (*(int *) user_data)++;
}

static gboolean
has_escape_shortcut (GtkWidget *widget)
{
  g_autoptr (GListModel) controllers = gtk_widget_observe_controllers (widget);

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr (GObject) c = g_list_model_get_item (controllers, i);

      if (!GTK_IS_SHORTCUT_CONTROLLER (c))
        continue;
      for (guint j = 0; j < g_list_model_get_n_items (G_LIST_MODEL (c)); j++)
        {
          g_autoptr (GtkShortcut) s = g_list_model_get_item (G_LIST_MODEL (c), j);
          GtkShortcutTrigger *t = gtk_shortcut_get_trigger (s);
          GtkShortcutAction *a = gtk_shortcut_get_action (s);

          if (GTK_IS_KEYVAL_TRIGGER (t)
              && gtk_keyval_trigger_get_keyval (GTK_KEYVAL_TRIGGER (t)) == GDK_KEY_Escape
              && GTK_IS_NAMED_ACTION (a)
              && g_strcmp0 (gtk_named_action_get_action_name (GTK_NAMED_ACTION (a)), "window.close") == 0)
            return TRUE;
        }
    }
  return FALSE;
}

static void
test_dialog_hosts_content (void)
{
  GtkWidget *parent, *content, *ok, *dialog;
  int closed = 0;

  if (display_missing)
    {
      g_test_skip ("no display");
      return;
    }
  parent = gtk_window_new ();
  content = gtk_label_new ("content");
  ok = gtk_button_new_with_label ("OK");
  dialog = xq_dialog_new ("Title", content, 300, 200);

  g_assert_true (xq_dialog_get_content (dialog) == content);
  g_assert_true (xq_dialog_get_for_content (content) == dialog);
  g_assert_true (ADW_IS_HEADER_BAR (xq_dialog_get_header_bar (dialog)));
  g_assert_true (gtk_widget_is_ancestor (content, dialog));

  adw_header_bar_pack_end (ADW_HEADER_BAR (xq_dialog_get_header_bar (dialog)), ok);
  xq_dialog_set_default_widget (dialog, ok);
  xq_dialog_set_show_close (dialog, FALSE);
  g_assert_false (adw_header_bar_get_show_end_title_buttons (ADW_HEADER_BAR (xq_dialog_get_header_bar (dialog))));
  xq_dialog_connect_closed (dialog, G_CALLBACK (count_closed), &closed);

  gtk_window_present (GTK_WINDOW (parent));
  xq_dialog_present (dialog, parent);
#if ADW_CHECK_VERSION(1, 5, 0)
  g_assert_true (ADW_IS_DIALOG (dialog));
  g_assert_true (adw_dialog_get_default_widget (ADW_DIALOG (dialog)) == ok);
#else
  g_assert_true (ADW_IS_WINDOW (dialog));
  g_assert_true (gtk_window_get_modal (GTK_WINDOW (dialog)));
  g_assert_true (gtk_window_get_transient_for (GTK_WINDOW (dialog)) == GTK_WINDOW (parent));
  g_assert_true (gtk_window_get_destroy_with_parent (GTK_WINDOW (dialog)));
  g_assert_true (gtk_window_get_default_widget (GTK_WINDOW (dialog)) == ok);
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (dialog)), ==, "Title");
  g_assert_true (has_escape_shortcut (dialog));
  g_assert_true (gtk_widget_get_visible (dialog));
#endif

  /* The default button has the focus at first (not Cancel, the first
   * button of the header bar): Enter does what the dialog is for. */
  g_assert_true (xq_dialog_get_focus (dialog) == ok);

  xq_dialog_close (dialog);
  while (g_main_context_iteration (NULL, FALSE))
    ;
  g_assert_cmpint (closed, ==, 1);
  gtk_window_destroy (GTK_WINDOW (parent));
}

/* A header bar above the content: a toolbar view where libadwaita has one. */
static void
test_dialog_frame (void)
{
  GtkWidget *header, *content, *frame;

  if (display_missing)
    {
      g_test_skip ("no display");
      return;
    }
  header = adw_header_bar_new ();
  content = gtk_label_new ("content");
  frame = g_object_ref_sink (xq_dialog_frame_new (header, content));
  g_assert_true (gtk_widget_is_ancestor (header, frame));
  g_assert_true (gtk_widget_is_ancestor (content, frame));
#if ADW_CHECK_VERSION(1, 4, 0)
  g_assert_true (ADW_IS_TOOLBAR_VIEW (frame));
  g_assert_true (adw_toolbar_view_get_content (ADW_TOOLBAR_VIEW (frame)) == content);
#else
  g_assert_true (GTK_IS_BOX (frame));
  g_assert_true (gtk_widget_get_first_child (frame) == header);
  g_assert_true (gtk_widget_get_next_sibling (header) == content);
  g_assert_true (gtk_widget_get_vexpand (content));
#endif
  g_object_unref (frame);
}

int
main (int   argc,
      char *argv[])
{
  /* No accessibility bus nor settings portal on a test's display. */
  g_setenv ("GTK_A11Y", "none", TRUE);
  g_setenv ("ADW_DISABLE_PORTAL", "1", TRUE);
  g_test_init (&argc, &argv, NULL);
  if (gtk_init_check ())
    adw_init ();
  else
    display_missing = TRUE;
  g_test_add_func ("/dialog/hosts-content", test_dialog_hosts_content);
  g_test_add_func ("/dialog/frame", test_dialog_frame);
  return g_test_run ();
}
