/* test-engines.c — the external engines in the preferences
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include <adwaita.h>

#include "xq-new-game-dialog.h"
#include "xq-preferences-window.h"

#define APP_ID "io.github.xiangqi.Xiangqi"

static gboolean
init_display (void)
{
  if (g_getenv ("DISPLAY") == NULL && g_getenv ("WAYLAND_DISPLAY") == NULL)
    {
      g_test_skip ("no display");
      return FALSE;
    }
  adw_init ();
  return TRUE;
}

/* The rows of the engines group that show an engine (they carry a
 * subtitle: the program and the protocol). */
static guint
count_engine_rows (GtkWidget *widget, const char *title, gboolean *found)
{
  guint n = 0;

  if (ADW_IS_ACTION_ROW (widget) && adw_action_row_get_subtitle (ADW_ACTION_ROW (widget)) != NULL
      && strstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (widget)), "UC") != NULL)
    {
      if (g_strcmp0 (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (widget)), title) == 0)
        *found = TRUE;
      return 1;
    }
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    n += count_engine_rows (c, title, found);
  return n;
}

/* Settings with Fairy-Stockfish (UCI) and ElephantEye (UCCI) added. */
static GSettings *
two_engines (void)
{
  GSettings *settings = g_settings_new (APP_ID);

  g_settings_set_value (settings, "external-engines",
                        g_variant_new_parsed ("[('Fairy-Stockfish', '/usr/games/fairy-stockfish', 'uci'),"
                                              " ('ElephantEye', '/opt/eleeye', 'ucci')]"));
  return settings;
}

static void
test_engines_list (void)
{
  g_autoptr (GSettings) settings = NULL;
  g_autoptr (GVariant) left = NULL;
  XqPreferencesWindow *window;
  gboolean found = FALSE;

  if (!init_display ())
    return;
  settings = two_engines ();
  window = xq_preferences_window_new (settings);
  g_object_ref_sink (window);
  g_assert_cmpuint (count_engine_rows (GTK_WIDGET (window), "ElephantEye", &found), ==, 2);
  g_assert_true (found);

  /* The analysis engine: ours, then each engine. */
  {
    AdwComboRow *row = ADW_COMBO_ROW (gtk_widget_get_template_child (GTK_WIDGET (window),
                                                                     XQ_TYPE_PREFERENCES_WINDOW,
                                                                     "analysis_engine_row"));
    g_autofree char *chosen = NULL;

    g_assert_cmpuint (g_list_model_get_n_items (adw_combo_row_get_model (row)), ==, 3);
    g_assert_cmpuint (adw_combo_row_get_selected (row), ==, 0);
    adw_combo_row_set_selected (row, 1);
    chosen = g_settings_get_string (settings, "analysis-engine");
    g_assert_cmpstr (chosen, ==, "/usr/games/fairy-stockfish");
  }

  /* Removing the first keeps the second, and the list follows. */
  gtk_widget_activate_action (GTK_WIDGET (window), "engines.remove", "u", 0);
  left = g_settings_get_value (settings, "external-engines");
  g_assert_cmpuint (g_variant_n_children (left), ==, 1);
  found = FALSE;
  g_assert_cmpuint (count_engine_rows (GTK_WIDGET (window), "ElephantEye", &found), ==, 1);
  g_assert_true (found);

  gtk_window_destroy (GTK_WINDOW (window));
  g_assert_finalize_object (window);
}

/* New Game offers our engine and then each external one. */
static void
test_engines_new_game (void)
{
  g_autoptr (GSettings) settings = NULL;
  XqNewGameDialog *dialog;
  AdwComboRow *row;
  const char *program = NULL, *protocol = NULL;

  if (!init_display ())
    return;
  settings = two_engines ();
  dialog = xq_new_game_dialog_new (NULL, settings);
  g_object_ref_sink (dialog);
  row = ADW_COMBO_ROW (gtk_widget_get_template_child (GTK_WIDGET (dialog), XQ_TYPE_NEW_GAME_DIALOG,
                                                      "engine_row"));
  g_assert_cmpuint (g_list_model_get_n_items (adw_combo_row_get_model (row)), ==, 3);
  g_assert_false (xq_new_game_dialog_get_engine (dialog, &program, &protocol));
  adw_combo_row_set_selected (row, 2);
  g_assert_true (xq_new_game_dialog_get_engine (dialog, &program, &protocol));
  g_assert_cmpstr (program, ==, "/opt/eleeye");
  g_assert_cmpstr (protocol, ==, "ucci");
  gtk_window_destroy (GTK_WINDOW (dialog));
  g_assert_finalize_object (dialog);
}

int
main (int argc, char **argv)
{
  g_setenv ("GSETTINGS_SCHEMA_DIR", XQ_SCHEMA_DIR, TRUE);
  g_setenv ("GTK_A11Y", "none", TRUE);
  g_setenv ("NO_AT_BRIDGE", "1", TRUE);
  g_setenv ("ADW_DISABLE_PORTAL", "1", TRUE);
  g_setenv ("GSETTINGS_BACKEND", "memory", TRUE);
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/engines/preferences/list", test_engines_list);
  g_test_add_func ("/engines/new-game", test_engines_new_game);
  return g_test_run ();
}
