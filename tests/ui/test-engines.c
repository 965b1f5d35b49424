/* test-engines.c — the external engines in the preferences
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "../xq-test-utils.h"

#include <string.h>

#include <adwaita.h>
#include <glib/gstdio.h>

#include "xq-dialog.h"
#include "xq-engine-options-dialog.h"
#include "xq-external-player.h"
#include "xq-match.h"
#include "xq-new-game-dialog.h"
#include "xq-preferences-window.h"

#define APP_ID "io.github.xiangqi.Xiangqi"
#define FAIRY_STOCKFISH "/usr/games/fairy-stockfish"

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

/* Drops a preferences window that was never shown: a window of its own on
 * libadwaita 1.2, a dialog (nothing to close) from 1.5. */
static void
close_preferences (XqPreferencesWindow *window)
{
#if ADW_CHECK_VERSION(1, 5, 0)
  (void) window;
#else
  gtk_window_destroy (GTK_WINDOW (window));
#endif
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

  close_preferences (window);
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
  /* The contents alone (never presented): the test holds them. */
  dialog = g_object_ref_sink (xq_new_game_dialog_new (NULL, settings));
  row = ADW_COMBO_ROW (gtk_widget_get_template_child (GTK_WIDGET (dialog), XQ_TYPE_NEW_GAME_DIALOG,
                                                      "engine_row"));
  g_assert_cmpuint (g_list_model_get_n_items (adw_combo_row_get_model (row)), ==, 3);
  g_assert_false (xq_new_game_dialog_get_engine (dialog, &program, &protocol));
  adw_combo_row_set_selected (row, 2);
  g_assert_true (xq_new_game_dialog_get_engine (dialog, &program, &protocol));
  g_assert_cmpstr (program, ==, "/opt/eleeye");
  g_assert_cmpstr (protocol, ==, "ucci");
  g_assert_finalize_object (dialog);
}

/* ---- The options editor ---- */

/* The first widget of @type under @widget (with @title, when given: an
 * AdwPreferencesRow), or NULL. */
static GtkWidget *
find (GtkWidget *widget, GType type, const char *title)
{
  if (G_TYPE_CHECK_INSTANCE_TYPE (widget, type)
      && (title == NULL
          || g_strcmp0 (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (widget)), title) == 0))
    return widget;
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found = find (c, type, title);

      if (found != NULL)
        return found;
    }
  return NULL;
}

#define find_row(widget, title) find ((widget), ADW_TYPE_PREFERENCES_ROW, (title))
#define find_type(widget, type) find ((widget), (type), NULL)

/* The Reset to Defaults button in the header bar of the dialog hosting
 * @dialog (outside the contents, which have the action). */
static GtkWidget *
reset_button (XqEngineOptionsDialog *dialog)
{
  GtkWidget *host = xq_dialog_get_for_content (GTK_WIDGET (dialog));
  GtkWidget *button;

  g_assert_nonnull (host);
  button = find_type (xq_dialog_get_header_bar (host), GTK_TYPE_BUTTON);
  while (button != NULL
         && g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (button)), "options.reset") != 0)
    button = gtk_widget_get_next_sibling (button);
  g_assert_nonnull (button);
  return button;
}

static XqEngineOptionsDialog *
open_options (GSettings *settings, const char *program)
{
  XqEngineOptionsDialog *dialog = xq_engine_options_dialog_new (NULL, settings, "Engine", program,
                                                                "uci");

  /* The test's reference beside the host's. */
  g_object_ref (dialog);
  xq_engine_options_dialog_present (dialog);
  g_assert_cmpstr (xq_engine_options_dialog_get_title (dialog), ==, "Engine Options");
  /* Nothing to reset before the engine has answered. */
  if (!xq_engine_options_dialog_is_ready (dialog))
    g_assert_false (gtk_widget_is_sensitive (reset_button (dialog)));
  xq_test_wait_until (xq_engine_options_dialog_is_ready (dialog), 20000);
  g_assert_true (xq_engine_options_dialog_is_ready (dialog));
  /* The focus is on the first option, not on Reset to Defaults. */
  {
    GtkWidget *focus = gtk_root_get_focus (gtk_widget_get_root (GTK_WIDGET (dialog)));

    g_assert_nonnull (focus);
    g_assert_true (gtk_widget_is_ancestor (focus, GTK_WIDGET (dialog)));
  }
  gtk_test_widget_wait_for_draw (GTK_WIDGET (dialog));
  return dialog;
}

static void
count_closed (GtkWidget *host,
              gpointer   data)
{
  (*(int *) data)++;
}

static void
close_options (XqEngineOptionsDialog *dialog)
{
  int closed = 0;

  xq_dialog_connect_closed (xq_dialog_get_for_content (GTK_WIDGET (dialog)),
                            G_CALLBACK (count_closed), &closed);
  xq_engine_options_dialog_close (dialog);
  xq_test_wait_until (!(G_OBJECT (dialog)->ref_count > 1), 20000);
  g_assert_cmpint (closed, ==, 1);
  g_assert_finalize_object (dialog);
}

/* The value remembered for @name of @program, or NULL. */
static char *
stored (GSettings *settings, const char *program, const char *name)
{
  g_autoptr (GVariant) all = g_settings_get_value (settings, "engine-options");
  g_autoptr (GVariant) mine = g_variant_lookup_value (all, program, G_VARIANT_TYPE ("a{ss}"));
  char *value = NULL;

  if (mine != NULL)
    g_variant_lookup (mine, name, "s", &value);
  return value;
}

/* Fairy-Stockfish's options, one row of each kind; edits are remembered,
 * and forgotten by Reset to Defaults. */
static void
test_engines_options (void)
{
  g_autoptr (GSettings) settings = NULL;
  XqEngineOptionsDialog *dialog;
  GtkWidget *row, *hash, *ponder;
  char *value;

  if (!init_display ())
    return;
  if (!g_file_test (FAIRY_STOCKFISH, G_FILE_TEST_IS_EXECUTABLE))
    {
      g_test_skip ("no " FAIRY_STOCKFISH);
      return;
    }
  settings = g_settings_new (APP_ID);
  g_settings_reset (settings, "engine-options");
  dialog = open_options (settings, FAIRY_STOCKFISH);

  hash = find_type (find_row (GTK_WIDGET (dialog), "Hash"), GTK_TYPE_SPIN_BUTTON);
  g_assert_nonnull (hash);
  g_assert_cmpfloat (gtk_spin_button_get_value (GTK_SPIN_BUTTON (hash)), ==, 16);
  g_assert_cmpfloat (gtk_adjustment_get_upper (gtk_spin_button_get_adjustment (GTK_SPIN_BUTTON (hash))), ==, 131072);
  ponder = find_type (find_row (GTK_WIDGET (dialog), "Ponder"), GTK_TYPE_SWITCH);
  g_assert_nonnull (ponder);
  g_assert_false (gtk_switch_get_active (GTK_SWITCH (ponder)));
  row = find_row (GTK_WIDGET (dialog), "Analysis Contempt");
  g_assert_true (ADW_IS_COMBO_ROW (row));
  g_assert_cmpuint (g_list_model_get_n_items (adw_combo_row_get_model (ADW_COMBO_ROW (row))), ==, 4);
  g_assert_true (ADW_IS_ENTRY_ROW (find_row (GTK_WIDGET (dialog), "Debug Log File")));
  /* A file option has a file chooser button. */
  g_assert_nonnull (find_type (find_row (GTK_WIDGET (dialog), "VariantPath"), GTK_TYPE_BUTTON));
  g_assert_nonnull (find_type (find_row (GTK_WIDGET (dialog), "Clear Hash"), GTK_TYPE_BUTTON));
  /* What the client sets itself is not offered. */
  g_assert_null (find_row (GTK_WIDGET (dialog), "UCI_Variant"));

  gtk_spin_button_set_value (GTK_SPIN_BUTTON (hash), 64);
  value = stored (settings, FAIRY_STOCKFISH, "Hash");
  g_assert_cmpstr (value, ==, "64");
  g_free (value);
  adw_combo_row_set_selected (ADW_COMBO_ROW (row), 1);
  value = stored (settings, FAIRY_STOCKFISH, "Analysis Contempt");
  g_assert_cmpstr (value, ==, "Off");
  g_free (value);
  /* Back to the default: forgotten. */
  gtk_switch_set_active (GTK_SWITCH (ponder), TRUE);
  value = stored (settings, FAIRY_STOCKFISH, "Ponder");
  g_assert_cmpstr (value, ==, "true");
  g_free (value);
  gtk_switch_set_active (GTK_SWITCH (ponder), FALSE);
  g_assert_null (stored (settings, FAIRY_STOCKFISH, "Ponder"));
  /* The header bar's button (Reset to Defaults) resets. */
  g_assert_true (gtk_widget_is_sensitive (reset_button (dialog)));
  g_signal_emit_by_name (reset_button (dialog), "clicked");
  g_assert_null (stored (settings, FAIRY_STOCKFISH, "Hash"));
  g_assert_null (stored (settings, FAIRY_STOCKFISH, "Analysis Contempt"));
  hash = find_type (find_row (GTK_WIDGET (dialog), "Hash"), GTK_TYPE_SPIN_BUTTON);
  g_assert_cmpfloat (gtk_spin_button_get_value (GTK_SPIN_BUTTON (hash)), ==, 16);
  /* And the action from inside the contents, too. */
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (hash), 32);
  g_assert_true (gtk_widget_activate_action (find_row (GTK_WIDGET (dialog), "Clear Hash"), "options.reset", NULL));
  g_assert_null (stored (settings, FAIRY_STOCKFISH, "Hash"));
  close_options (dialog);

  /* The preferences have an Options… button per engine. */
  {
    XqPreferencesWindow *window;

    g_settings_set_value (settings, "external-engines",
                          g_variant_new_parsed ("[('Fairy-Stockfish', %s, 'uci')]", FAIRY_STOCKFISH));
    window = xq_preferences_window_new (settings);
    g_object_ref_sink (window);
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "engines.options", "u", 0));
    close_preferences (window);
    xq_test_wait_until (!(G_OBJECT (window)->ref_count > 1), 20000);
    g_assert_finalize_object (window);
  }
}

/* A value changed in the editor is sent when the engine next starts as a
 * player (the window gives the player the remembered options). */
static void
test_engines_options_sent (void)
{
  g_autoptr (GSettings) settings = NULL;
  g_autofree char *dir = g_dir_make_tmp ("xq-engines-XXXXXX", NULL);
  g_autofree char *log = g_build_filename (dir, "commands.log", NULL);
  g_autoptr (GVariant) all = NULL;
  g_autoptr (GVariant) mine = NULL;
  g_autofree char *text = NULL;
  const char *argv[] = { FAKE_ENGINE, NULL };
  XqEngineOptionsDialog *dialog;
  GtkWidget *hash;
  XqPlayer *player;
  XqMatch *match;

  if (!init_display ())
    return;
  g_setenv ("XQ_FAKE_ENGINE_LOG", log, TRUE);
  settings = g_settings_new (APP_ID);
  g_settings_reset (settings, "engine-options");
  dialog = open_options (settings, FAKE_ENGINE);
  hash = find_type (find_row (GTK_WIDGET (dialog), "Hash"), GTK_TYPE_SPIN_BUTTON);
  g_assert_cmpfloat (gtk_adjustment_get_upper (gtk_spin_button_get_adjustment (GTK_SPIN_BUTTON (hash))), ==, 64);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (hash), 40);
  close_options (dialog);
  g_assert_true (g_file_get_contents (log, &text, NULL, NULL));
  g_assert_null (strstr (text, "setoption"));
  g_clear_pointer (&text, g_free);
  g_unlink (log);

  all = g_settings_get_value (settings, "engine-options");
  mine = g_variant_lookup_value (all, FAKE_ENGINE, G_VARIANT_TYPE ("a{ss}"));
  g_assert_nonnull (mine);
  player = xq_external_player_new (argv, XQ_ENGINE_PROTOCOL_UCI);
  xq_external_player_set_options (XQ_EXTERNAL_PLAYER (player), mine);
  match = xq_match_new (NULL, NULL, player, NULL);
  g_assert_true (xq_match_start (match, NULL));
  xq_test_wait_until (!(xq_match_get_state (match) == XQ_MATCH_PLAYING && xq_match_get_ply (match) < 1), 20000);
  xq_match_abort (match);
  xq_test_wait_until (!(G_OBJECT (match)->ref_count > 1), 20000);
  g_assert_finalize_object (match);
  xq_test_wait_until (!(G_OBJECT (player)->ref_count > 1), 20000);
  g_assert_finalize_object (player);
  g_assert_true (g_file_get_contents (log, &text, NULL, NULL));
  g_assert_nonnull (strstr (text, "setoption name Hash value 40\n"));
  g_unsetenv ("XQ_FAKE_ENGINE_LOG");
  g_unlink (log);
  g_rmdir (dir);
}

/* A program that is no engine: the dialog says so, and offers nothing. */
static void
test_engines_options_failed (void)
{
  g_autoptr (GSettings) settings = NULL;
  XqEngineOptionsDialog *dialog;
  GtkStack *stack;

  if (!init_display ())
    return;
  settings = g_settings_new (APP_ID);
  dialog = g_object_ref (xq_engine_options_dialog_new (NULL, settings, NULL, "/bin/true", "uci"));
  xq_engine_options_dialog_present (dialog);
  stack = GTK_STACK (gtk_widget_get_template_child (GTK_WIDGET (dialog),
                                                    XQ_TYPE_ENGINE_OPTIONS_DIALOG, "stack"));
  xq_test_wait_until (g_strcmp0 (gtk_stack_get_visible_child_name (stack), "failed") == 0, 20000);
  g_assert_cmpstr (gtk_stack_get_visible_child_name (stack), ==, "failed");
  g_assert_false (xq_engine_options_dialog_is_ready (dialog));
  g_assert_false (gtk_widget_is_sensitive (reset_button (dialog)));
  g_assert_cmpstr (xq_engine_options_dialog_get_title (dialog), ==, "/bin/true Options");
  close_options (dialog);
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
  g_test_add_func ("/ui/engines/preferences/list", test_engines_list);
  g_test_add_func ("/ui/engines/new-game", test_engines_new_game);
  g_test_add_func ("/ui/engines/options", test_engines_options);
  g_test_add_func ("/ui/engines/options-sent", test_engines_options_sent);
  g_test_add_func ("/ui/engines/options-failed", test_engines_options_failed);
  return g_test_run ();
}
