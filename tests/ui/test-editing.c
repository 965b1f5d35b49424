/* test-editing.c — editing the record in the window
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A study (a loaded game with its result) in a real XqWindow: a comment
 * typed into the comment pane reaches the record and is undone with the
 * window's undo; annotation keys; the move list's context menu and its
 * actions; the game information dialog; copying the game and the position
 * and pasting them back.  Keys are the window's own shortcuts, found by
 * their trigger and activated as a key press would (Ctrl+Z and
 * Ctrl+Shift+Z belong to the application: their actions instead).  Runs under Xvfb; with
 * no display every test is skipped.
 */
#include "config.h"

#include <adwaita.h>

#include "../xq-test-utils.h"
#include <glib/gstdio.h>

#include "xq-alert.h"
#include "xq-comment-pane.h"
#include "xq-game-info-dialog.h"
#include "xq-move-list-view.h"
#include "xq-pgn.h"
#include "xq-setup-editor.h"
#include "xq-window.h"

static const char study_pgn[] =
  "[Event \"Study\"]\n[Red \"Li\"]\n[Black \"Wang\"]\n[Result \"1-0\"]\n\n"
  "1. h2e2 h9g7 2. h0g2 (2. b0c2 {quieter} b9c7) 2... i9h9 3. i0h0 b9c7 1-0\n";

typedef struct
{
  XqWindow *window;
  XqSession *session;
} Fixture;

static gboolean have_display;

static XqGame *
game (Fixture *f)
{
  return xq_session_get_game (f->session);
}

/* The record as text, to compare before and after. */
static char *
record_text (Fixture *f)
{
  return xq_pgn_write_string (game (f), XQ_NOTATION_ICCS, XQ_PGN_WRITE_DEFAULT);
}

static XqGameNode *
main_line_node (Fixture *f,
                guint    ply)
{
  XqGameNode *node = xq_game_get_root (game (f));

  while (ply-- > 0)
    node = xq_game_node_get_child (node, 0);
  return node;
}

static void
fixture_set_up (Fixture       *f,
                gconstpointer  data)
{
  g_autoptr (GPtrArray) games = NULL;
  g_autoptr (GError) error = NULL;

  if (!have_display)
    return;
  f->window = xq_window_new (NULL);
  gtk_window_present (GTK_WINDOW (f->window));
  f->session = xq_window_get_session (f->window);
  games = xq_pgn_read_string (study_pgn, -1, NULL, &error);
  g_assert_no_error (error);
  xq_session_open_game (f->session, games->pdata[0], NULL);
  xq_test_wait_until (gtk_widget_get_mapped (GTK_WIDGET (f->window)), 5000);
  xq_test_wait_frame (GTK_WIDGET (f->window), 5000);
}

static void
fixture_tear_down (Fixture       *f,
                   gconstpointer  data)
{
  if (f->window != NULL)
    gtk_window_destroy (GTK_WINDOW (f->window));
  xq_test_settle ();
}

static gboolean
skip_without_display (void)
{
  if (!have_display)
    g_test_skip ("no display (run under Xvfb)");
  return !have_display;
}

static gpointer
child (gpointer    widget,
       GType       type,
       const char *name)
{
  GObject *object = gtk_widget_get_template_child (GTK_WIDGET (widget), type, name);

  g_assert_nonnull (object);
  return object;
}

/* Activates the shortcut of @widget (its class's key bindings) whose key is
 * @accel, as pressing that key does. */
static void
press (GtkWidget  *widget,
       const char *accel)
{
  g_autoptr (GListModel) controllers = gtk_widget_observe_controllers (widget);

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr (GObject) controller = g_list_model_get_item (controllers, i);

      if (!GTK_IS_SHORTCUT_CONTROLLER (controller))
        continue;
      for (guint j = 0; j < g_list_model_get_n_items (G_LIST_MODEL (controller)); j++)
        {
          g_autoptr (GtkShortcut) shortcut = g_list_model_get_item (G_LIST_MODEL (controller), j);
          g_autofree char *trigger = gtk_shortcut_trigger_to_string (gtk_shortcut_get_trigger (shortcut));

          if (g_str_equal (trigger, accel))
            {
              g_assert_true (gtk_shortcut_action_activate (gtk_shortcut_get_action (shortcut), 0,
                                                           widget, gtk_shortcut_get_arguments (shortcut)));
              return;
            }
        }
    }
  g_error ("no shortcut %s", accel);
}

/* Ctrl+Z (an accelerator of the application's, which this test has not):
 * its action. */
static void
undo (GtkWidget *window)
{
  g_assert_true (gtk_widget_activate_action (window, "win.undo", NULL));
}

/* Closing asks before losing the edits (the window stays meanwhile); the
 * question is answered "cancel". */
static void
assert_close_asks (Fixture *f)
{
  GtkWidget *question;

  gtk_window_close (GTK_WINDOW (f->window));
  xq_test_wait_until (xq_alert_find (NULL) != NULL, 5000);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (f->window)));
  question = xq_alert_find (NULL);
  g_assert_nonnull (question);
  xq_alert_choose (question, "cancel");
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (f->window)));
}

/* The comment pane is made when first shown: not for the game against the
 * computer a window starts with (which hides it), but for a record opened
 * (issue 38). */
static void
test_comment_pane_lazy (void)
{
  g_autoptr (GPtrArray) games = NULL;
  g_autoptr (GError) error = NULL;
  XqWindow *window;
  GtkWidget *pane;

  if (skip_without_display ())
    return;
  window = xq_window_new (NULL);
  xq_window_start (window, NULL);
  gtk_window_present (GTK_WINDOW (window));
  xq_test_run_for (100);
  g_assert_true (xq_session_is_playing (xq_window_get_session (window)));
  g_assert_null (xq_test_find_type (GTK_WIDGET (window), XQ_TYPE_COMMENT_PANE));

  games = xq_pgn_read_string (study_pgn, -1, NULL, &error);
  g_assert_no_error (error);
  xq_session_open_game (xq_window_get_session (window), games->pdata[0], NULL);
  xq_test_run_for (100);
  pane = xq_test_find_type (GTK_WIDGET (window), XQ_TYPE_COMMENT_PANE);
  g_assert_nonnull (pane);
  g_assert_true (gtk_widget_get_visible (pane));
  /* Under the move list. */
  g_assert_true (G_TYPE_CHECK_INSTANCE_TYPE (gtk_widget_get_prev_sibling (pane), XQ_TYPE_MOVE_LIST_VIEW));
  g_assert_true (xq_comment_pane_get_game (XQ_COMMENT_PANE (pane))
                 == xq_session_get_game (xq_window_get_session (window)));
  gtk_window_destroy (GTK_WINDOW (window));
  xq_test_settle ();
}

/* A window that starts with a record shows the pane in its first frame. */
static void
test_comment_pane_first_frame (void)
{
  g_autoptr (GPtrArray) games = NULL;
  g_autoptr (GError) error = NULL;
  XqWindow *window;
  GtkWidget *pane;

  if (skip_without_display ())
    return;
  window = xq_window_new (NULL);
  games = xq_pgn_read_string (study_pgn, -1, NULL, &error);
  g_assert_no_error (error);
  xq_session_open_game (xq_window_get_session (window), games->pdata[0], NULL);
  g_assert_null (xq_test_find_type (GTK_WIDGET (window), XQ_TYPE_COMMENT_PANE));
  /* Realized (and mapped) at once, before any frame is drawn. */
  gtk_window_present (GTK_WINDOW (window));
  g_assert_true (gtk_widget_get_realized (GTK_WIDGET (window)));
  pane = xq_test_find_type (GTK_WIDGET (window), XQ_TYPE_COMMENT_PANE);
  g_assert_nonnull (pane);
  g_assert_true (gtk_widget_get_visible (pane));
  gtk_window_destroy (GTK_WINDOW (window));
  xq_test_settle ();
}

static void
test_comment_pane (Fixture       *f,
                   gconstpointer  data)
{
  XqCommentPane *pane;
  GtkWidget *text;
  GtkTextBuffer *buffer;
  XqGameNode *node;

  if (skip_without_display ())
    return;
  pane = XQ_COMMENT_PANE (xq_test_find_type (GTK_WIDGET (f->window), XQ_TYPE_COMMENT_PANE));
  text = child (pane, XQ_TYPE_COMMENT_PANE, "text_view");
  buffer = gtk_text_view_get_buffer (GTK_TEXT_VIEW (text));
  node = main_line_node (f, 2);
  xq_game_go_to (game (f), node);
  g_assert_cmpstr (xq_session_get_dirty (f->session) ? "dirty" : "clean", ==, "clean");

  /* Typed, then the focus leaves: written at once. */
  gtk_widget_grab_focus (text);
  gtk_text_buffer_set_text (buffer, "  A strong reply  ", -1);
  g_assert_null (xq_game_node_get_comment (node));
  gtk_widget_grab_focus (GTK_WIDGET (xq_window_get_board (f->window)));
  g_assert_cmpstr (xq_game_node_get_comment (node), ==, "A strong reply");
  g_assert_true (xq_session_get_dirty (f->session));

  /* Typed, then a pause: written after it. */
  gtk_widget_grab_focus (text);
  gtk_text_buffer_set_text (buffer, "Better: h0g2", -1);
  xq_test_wait_until (g_strcmp0 (xq_game_node_get_comment (node), "Better: h0g2") == 0, 3000);
  g_assert_cmpstr (xq_game_node_get_comment (node), ==, "Better: h0g2");

  /* Undo with the focus outside the text: one step per edit. */
  gtk_widget_grab_focus (GTK_WIDGET (xq_window_get_board (f->window)));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->window), "win.undo", NULL));
  g_assert_cmpstr (xq_game_node_get_comment (node), ==, "A strong reply");
  {
    GtkTextIter s, e;
    g_autofree char *shown = NULL;

    gtk_text_buffer_get_bounds (buffer, &s, &e);
    shown = gtk_text_buffer_get_text (buffer, &s, &e, FALSE);
    g_assert_cmpstr (shown, ==, "A strong reply");
  }
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->window), "win.undo", NULL));
  g_assert_null (xq_game_node_get_comment (node));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->window), "win.redo", NULL));
  g_assert_cmpstr (xq_game_node_get_comment (node), ==, "A strong reply");

  /* The game comment at the start. */
  xq_game_go_start (game (f));
  gtk_widget_grab_focus (text);
  gtk_text_buffer_set_text (buffer, "Before it all", -1);
  gtk_widget_grab_focus (GTK_WIDGET (xq_window_get_board (f->window)));
  g_assert_cmpstr (xq_game_get_comment (game (f)), ==, "Before it all");

  /* With the focus in the text, undo is the text's own. */
  gtk_widget_grab_focus (text);
  gtk_text_buffer_insert_interactive_at_cursor (buffer, " typed", -1, TRUE);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->window), "win.undo", NULL));
  {
    GtkTextIter s, e;
    g_autofree char *shown = NULL;

    gtk_text_buffer_get_bounds (buffer, &s, &e);
    shown = gtk_text_buffer_get_text (buffer, &s, &e, FALSE);
    g_assert_null (strstr (shown, "typed"));
  }
  g_assert_cmpstr (xq_game_get_comment (game (f)), ==, "Before it all");

  assert_close_asks (f);
}

static void
test_annotation_keys (Fixture       *f,
                      gconstpointer  data)
{
  GtkWidget *window;
  XqGameNode *node;
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;

  if (skip_without_display ())
    return;
  window = GTK_WIDGET (f->window);
  node = main_line_node (f, 3);
  xq_game_go_to (game (f), node);
  before = record_text (f);
  press (window, "<Control>4");
  g_assert_true (xq_game_node_has_nag (node, XQ_NAG_BLUNDER));
  press (window, "<Control>5");
  g_assert_false (xq_game_node_has_nag (node, XQ_NAG_BLUNDER));
  g_assert_true (xq_game_node_has_nag (node, XQ_NAG_INTERESTING));
  press (window, "<Control>5");
  g_assert_false (xq_game_node_has_nag (node, XQ_NAG_INTERESTING));
  press (window, "<Control>1");
  press (window, "<Control>0");
  g_assert_false (xq_game_node_has_nag (node, XQ_NAG_GOOD));
  press (window, "<Control>3");
  after = record_text (f);
  g_assert_nonnull (strstr (after, "2. h0g2 $3 ("));
  /* Undone step by step back to the start. */
  for (guint i = 0; i < 6; i++)
    undo (window);
  {
    g_autofree char *back = record_text (f);

    g_assert_cmpstr (back, ==, before);
  }
  g_assert_true (gtk_widget_activate_action (window, "win.redo", NULL));
  g_assert_true (xq_game_node_has_nag (node, XQ_NAG_BLUNDER));
  /* No annotation at the start. */
  xq_game_go_start (game (f));
  {
    g_autofree char *start = record_text (f);
    g_autofree char *still = NULL;

    gtk_widget_activate_action (window, "win.annotate", "i", 1);
    still = record_text (f);
    g_assert_cmpstr (still, ==, start);
  }
}

static void
test_context_menu (Fixture       *f,
                   gconstpointer  data)
{
  GtkWidget *window, *list;
  GtkPopover *popover = NULL;
  XqGameNode *variation, *old_main;
  g_autofree char *before = NULL;

  if (skip_without_display ())
    return;
  window = GTK_WIDGET (f->window);
  list = child (f->window, XQ_TYPE_WINDOW, "move_list_view");
  old_main = main_line_node (f, 3);
  variation = xq_game_node_get_child (main_line_node (f, 2), 1);
  xq_game_go_to (game (f), xq_game_node_get_child (variation, 0));
  xq_test_wait_frame (window, 5000);
  before = record_text (f);

  /* The Menu key opens the menu of the current move. */
  press (list, "Menu");
  for (GtkWidget *c = gtk_widget_get_first_child (list); c; c = gtk_widget_get_next_sibling (c))
    if (GTK_IS_POPOVER (c))
      popover = GTK_POPOVER (c);
  g_assert_nonnull (popover);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (popover)));
  gtk_popover_popdown (popover);
  xq_test_wait_until (!gtk_widget_get_visible (GTK_WIDGET (popover)), 5000);

  g_assert_true (gtk_widget_activate_action (window, "win.make-main-line", NULL));
  g_assert_true (xq_game_node_is_main_line (variation));
  g_assert_false (xq_game_node_is_main_line (old_main));
  /* The cursor stays on its move. */
  g_assert_true (xq_game_get_cursor (game (f)) == xq_game_node_get_child (variation, 0));
  undo (window);
  {
    g_autofree char *back = record_text (f);

    g_assert_cmpstr (back, ==, before);
  }

  /* Delete the variation (the cursor inside it), then the rest of the main
   * line after move 2; both undone. */
  g_assert_true (gtk_widget_activate_action (window, "win.delete-variation", NULL));
  g_assert_cmpuint (xq_game_count_variations (game (f)), ==, 0);
  xq_game_go_to (game (f), main_line_node (f, 2));
  press (window, "<Control>Delete");
  g_assert_cmpuint (xq_game_count_moves (game (f)), ==, 2);
  undo (window);
  undo (window);
  {
    g_autofree char *back = record_text (f);

    g_assert_cmpstr (back, ==, before);
  }

  /* Add Comment After puts the focus in the comment pane. */
  g_assert_true (gtk_widget_activate_action (window, "win.comment-after", NULL));
  g_assert_true (GTK_IS_TEXT_VIEW (gtk_root_get_focus (GTK_ROOT (window))));
}

static void
test_game_info (Fixture       *f,
                gconstpointer  data)
{
  GtkWidget *dialog;
  g_autofree char *before = NULL;

  if (skip_without_display ())
    return;
  before = record_text (f);
  /* The contents alone (never presented): the test holds them. */
  dialog = g_object_ref_sink (xq_game_info_dialog_new (GTK_WINDOW (f->window), game (f)));
  gtk_editable_set_text (child (dialog, XQ_TYPE_GAME_INFO_DIALOG, "new_name"), "Annotator");
  gtk_editable_set_text (child (dialog, XQ_TYPE_GAME_INFO_DIALOG, "new_value"), "Teacher");
  g_signal_emit_by_name (child (dialog, XQ_TYPE_GAME_INFO_DIALOG, "new_value"), "entry-activated");
  g_assert_null (xq_game_get_tag (game (f), "Annotator"));
  g_assert_true (xq_game_info_dialog_apply (XQ_GAME_INFO_DIALOG (dialog)));
  g_assert_cmpstr (xq_game_get_tag (game (f), "Annotator"), ==, "Teacher");
  g_assert_false (xq_game_info_dialog_apply (XQ_GAME_INFO_DIALOG (dialog)));
  g_object_unref (dialog);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->window), "win.undo", NULL));
  {
    g_autofree char *back = record_text (f);

    g_assert_cmpstr (back, ==, before);
  }
}

/* Two people playing: Ctrl+Z undoes the last move of the record, and the
 * game goes on from there. */
static void
test_live_undo (Fixture       *f,
                gconstpointer  data)
{
  XqGameSetup setup = { .rules = XQ_RULES_CHINESE };
  XqMatch *match;

  if (skip_without_display ())
    return;
  xq_position_set_start (&setup.start);
  xq_time_control_init_none (&setup.time_control);
  xq_window_new_game (f->window, &setup);
  g_assert_true (xq_window_play_move (f->window, XQ_MOVE (XQ_SQ (7, 2), XQ_SQ (4, 2))));
  g_assert_true (xq_window_play_move (f->window, XQ_MOVE (XQ_SQ (7, 9), XQ_SQ (6, 7))));
  undo (GTK_WIDGET (f->window));
  match = xq_session_get_match (f->session);
  g_assert_cmpint (xq_match_get_state (match), ==, XQ_MATCH_PLAYING);
  g_assert_cmpuint (xq_match_get_ply (match), ==, 1);
  g_assert_cmpuint (xq_game_count_main_line (game (f)), ==, 1);
  /* Black moves again, in the game. */
  g_assert_true (xq_window_play_move (f->window, XQ_MOVE (XQ_SQ (1, 9), XQ_SQ (2, 7))));
  g_assert_cmpuint (xq_match_get_ply (xq_session_get_match (f->session)), ==, 2);
  g_assert_cmpuint (xq_game_count_main_line (game (f)), ==, 2);
  g_assert_true (xq_session_get_dirty (f->session));
}

/* The first widget of @type in any window, or NULL. */
static GtkWidget *
find_in_toplevels (GType type)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = g_list_model_get_n_items (toplevels); i-- > 0;)
    {
      g_autoptr (GtkWidget) w = g_list_model_get_item (toplevels, i);
      GtkWidget *found = xq_test_find_type (w, type);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* The result of a study is the user's: chosen in the game information,
 * undoable, shown, and kept on save. */
static void
test_edit_result (Fixture       *f,
                  gconstpointer  data)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GFile) file = NULL;
  g_autoptr (GFileIOStream) stream = NULL;
  g_autoptr (GPtrArray) games = NULL;
  GtkWidget *dialog;
  AdwComboRow *row;

  if (skip_without_display ())
    return;
  /* The contents alone (never presented): the test holds them. */
  dialog = g_object_ref_sink (xq_game_info_dialog_new (GTK_WINDOW (f->window), game (f)));
  row = child (dialog, XQ_TYPE_GAME_INFO_DIALOG, "result_row");
  g_assert_true (gtk_widget_get_sensitive (GTK_WIDGET (row)));
  g_assert_cmpuint (adw_combo_row_get_selected (row), ==, 0);     /* 1-0 */
  adw_combo_row_set_selected (row, 2);                            /* 1/2-1/2 */
  g_assert_true (xq_game_info_dialog_apply (XQ_GAME_INFO_DIALOG (dialog)));
  g_object_unref (dialog);
  g_assert_cmpstr (xq_game_get_tag (game (f), "Result"), ==, "1/2-1/2");
  g_assert_cmpint (xq_session_get_result (f->session, NULL), ==, XQ_RESULT_DRAW);
  undo (GTK_WIDGET (f->window));
  g_assert_cmpstr (xq_game_get_tag (game (f), "Result"), ==, "1-0");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->window), "win.redo", NULL));
  g_assert_cmpstr (xq_game_get_tag (game (f), "Result"), ==, "1/2-1/2");

  file = g_file_new_tmp ("test-editing-XXXXXX.pgn", &stream, &error);
  g_assert_no_error (error);
  g_assert_true (xq_session_save (f->session, file, XQ_NOTATION_ICCS, &error));
  g_assert_no_error (error);
  games = xq_session_read_file (f->session, file, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (xq_game_get_tag (games->pdata[0], "Result"), ==, "1/2-1/2");
  g_file_delete (file, NULL, NULL);

  /* While a game is played its result is the match's. */
  {
    XqGameSetup setup = { .rules = XQ_RULES_CHINESE };

    xq_position_set_start (&setup.start);
    xq_time_control_init_none (&setup.time_control);
    xq_window_new_game (f->window, &setup);
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->window), "win.game-info", NULL));
    xq_test_wait_until (find_in_toplevels (XQ_TYPE_GAME_INFO_DIALOG) != NULL, 5000);
  }
  {
    /* A sheet in the window (libadwaita >= 1.5) or a window of its own. */
    GtkWidget *shown = find_in_toplevels (XQ_TYPE_GAME_INFO_DIALOG);

    g_assert_nonnull (shown);
    g_assert_false (gtk_widget_get_sensitive (child (shown, XQ_TYPE_GAME_INFO_DIALOG, "result_row")));
    xq_game_info_dialog_close (XQ_GAME_INFO_DIALOG (shown));
  }
}

/* Two people playing with a clock, under Asian rules: an edit of the main
 * line (Ctrl+Z) lets the game go on with the same rules and clock. */
static void
test_live_edit_keeps_clock (Fixture       *f,
                            gconstpointer  data)
{
  XqGameSetup setup = { .rules = XQ_RULES_ASIAN };
  XqClock *clock;
  XqMatch *match;

  if (skip_without_display ())
    return;
  xq_position_set_start (&setup.start);
  xq_time_control_init_sudden_death (&setup.time_control, 10 * 60 * G_USEC_PER_SEC);
  xq_window_new_game (f->window, &setup);
  clock = xq_match_get_clock (xq_session_get_match (f->session));
  g_assert_true (xq_window_play_move (f->window, XQ_MOVE (XQ_SQ (7, 2), XQ_SQ (4, 2))));
  /* Black's time runs. */
  xq_test_wait_until (xq_clock_get_remaining (clock, XQ_BLACK) < 10 * 60 * G_USEC_PER_SEC, 5000);
  g_assert_true (xq_window_play_move (f->window, XQ_MOVE (XQ_SQ (7, 9), XQ_SQ (6, 7))));
  g_assert_cmpint (xq_clock_get_remaining (clock, XQ_RED), <, 10 * 60 * G_USEC_PER_SEC);
  undo (GTK_WIDGET (f->window));
  match = xq_session_get_match (f->session);
  g_assert_cmpint (xq_match_get_state (match), ==, XQ_MATCH_PLAYING);
  g_assert_cmpuint (xq_match_get_ply (match), ==, 1);
  g_assert_cmpint (xq_match_get_rules (match), ==, XQ_RULES_ASIAN);
  /* The same clock, with the times left, running for black. */
  g_assert_true (xq_match_get_clock (match) == clock);
  g_assert_cmpint (xq_clock_get_remaining (clock, XQ_RED), <, 10 * 60 * G_USEC_PER_SEC);
  g_assert_cmpint (xq_clock_get_state (clock), ==, XQ_CLOCK_RUNNING);
  g_assert_cmpint (xq_clock_get_running_side (clock), ==, XQ_BLACK);
  g_assert_true (xq_window_play_move (f->window, XQ_MOVE (XQ_SQ (1, 9), XQ_SQ (2, 7))));
  g_assert_cmpint (xq_clock_get_running_side (clock), ==, XQ_RED);
}

/* A variation entered at the board in a finished game (analysis) is an
 * unsaved edit: closing asks. */
static void
test_analysis_variation_asks (Fixture       *f,
                              gconstpointer  data)
{
  if (skip_without_display ())
    return;
  g_assert_false (xq_session_get_dirty (f->session));
  xq_game_go_to (game (f), main_line_node (f, 2));
  g_assert_true (xq_window_play_move (f->window, XQ_MOVE (XQ_SQ (0, 0), XQ_SQ (0, 1))));
  g_assert_cmpuint (xq_game_node_get_n_children (main_line_node (f, 2)), ==, 3);
  g_assert_true (xq_session_get_dirty (f->session));
  assert_close_asks (f);
}

/* ---- Clipboard ----------------------------------------------------------- */

static void
read_done (GObject      *source,
           GAsyncResult *result,
           gpointer      data)
{
  char **text = data;

  *text = gdk_clipboard_read_text_finish (GDK_CLIPBOARD (source), result, NULL);
  if (*text == NULL)
    *text = g_strdup ("");
}

static char *
clipboard_text (Fixture *f)
{
  char *text = NULL;

  gdk_clipboard_read_text_async (gtk_widget_get_clipboard (GTK_WIDGET (f->window)), NULL,
                                 read_done, &text);
  xq_test_wait_until (text != NULL, 3000);
  g_assert_nonnull (text);
  return text;
}

/* Pastes @text and waits for the session to show another game. */
static void
paste (Fixture    *f,
       const char *text)
{
  XqGame *old = game (f);

  gdk_clipboard_set_text (gtk_widget_get_clipboard (GTK_WIDGET (f->window)), text);
  xq_session_set_dirty (f->session, FALSE);
  press (GTK_WIDGET (f->window), "<Control>v");
  xq_test_wait_until (game (f) != old, 3000);
  g_assert_true (game (f) != old);
}

static void
test_copy_paste (Fixture       *f,
                 gconstpointer  data)
{
  static const char fen[] = "4k4/9/9/9/9/9/9/9/4A4/3AK4 w - - 0 1";
  g_autofree char *pgn = NULL;
  g_autofree char *position = NULL;
  g_autofree char *expected = NULL;
  g_autofree char *pasted_fen = NULL;
  g_autoptr (XqGame) original = NULL;

  if (skip_without_display ())
    return;
  xq_game_set_node_comment (game (f), main_line_node (f, 1), "kept");
  original = g_object_ref (game (f));
  expected = xq_pgn_write_string (game (f), XQ_NOTATION_CHINESE, XQ_PGN_WRITE_DEFAULT);
  press (GTK_WIDGET (f->window), "<Control>c");
  pgn = clipboard_text (f);
  g_assert_cmpstr (pgn, ==, expected);

  xq_game_go_to (game (f), main_line_node (f, 2));
  press (GTK_WIDGET (f->window), "<Shift><Control>c");
  position = clipboard_text (f);
  {
    g_autofree char *here = xq_game_dup_fen (game (f));

    g_assert_cmpstr (position, ==, here);
  }

  /* A FEN opens a game from that position. */
  paste (f, fen);
  pasted_fen = xq_game_dup_start_fen (game (f));
  g_assert_cmpstr (pasted_fen, ==, fen);
  g_assert_cmpuint (xq_game_count_moves (game (f)), ==, 0);

  /* The PGN copied before comes back as it was. */
  paste (f, pgn);
  {
    g_autofree char *back = xq_pgn_write_string (game (f), XQ_NOTATION_CHINESE, XQ_PGN_WRITE_DEFAULT);
    g_autofree char *orig = xq_pgn_write_string (original, XQ_NOTATION_CHINESE, XQ_PGN_WRITE_DEFAULT);

    g_assert_cmpstr (back, ==, orig);
  }
  g_assert_cmpstr (xq_game_node_get_comment (main_line_node (f, 1)), ==, "kept");
}

/* The save question, if one is shown: answered @response (as a click:
 * the answer, then the dialog closes).  Whether it was shown. */
static gboolean
answer_question (const char *response)
{
  GtkWidget *question = xq_alert_find (NULL);

  if (question == NULL || !xq_alert_has_response (question, "discard"))
    return FALSE;
  xq_alert_choose (question, response);
  return TRUE;
}

/* The set-up editor the window opened, told the user's @choice. */
static void
choose_setup (guint choice)
{
  /* A sheet in the window (libadwaita >= 1.5) or a window of its own. */
  GtkWidget *editor = find_in_toplevels (XQ_TYPE_SETUP_EDITOR);

  if (editor == NULL)
    g_error ("no set-up editor");
  g_signal_emit_by_name (editor, "chosen", choice);
  xq_setup_editor_close (XQ_SETUP_EDITOR (editor));
}

typedef enum
{
  PATH_OPEN_ACTION,
  PATH_OPEN_FILE,
  PATH_PASTE,
  PATH_NEW_GAME,
  PATH_SETUP_PLAY,
  PATH_SETUP_STUDY,
  PATH_CLOSE,
  N_PATHS
} DiscardPath;

static const char * const path_names[] = {
  "Open", "a file from outside (command line, D-Bus open, a drop)", "Paste", "New Game",
  "Set-Up → Play", "Set-Up → Study", "Close",
};

/* Every path that would replace or close an edited study asks first, and
 * Cancel keeps the game as it was (the same record, the same text). */
static void
test_discard_paths (Fixture       *f,
                    gconstpointer  data)
{
  g_autofree char *dir = NULL;
  g_autofree char *path = NULL;
  g_autoptr (GFile) file = NULL;

  if (skip_without_display ())
    return;
  dir = g_dir_make_tmp ("xq-discard-XXXXXX", NULL);
  path = g_build_filename (dir, "other.pgn", NULL);
  file = g_file_new_for_path (path);
  g_assert_true (g_file_set_contents (path, "1. b2e2 *\n", -1, NULL));
  /* An edit: the study is not saved now. */
  xq_game_go_to (game (f), main_line_node (f, 2));
  press (GTK_WIDGET (f->window), "<Control>1");
  g_assert_true (xq_session_get_dirty (f->session));

  for (guint p = 0; p < N_PATHS; p++)
    {
      XqGame *before = game (f);
      g_autofree char *text = record_text (f);
      g_autofree char *after = NULL;

      g_test_message ("%s", path_names[p]);
      switch ((DiscardPath) p)
        {
        case PATH_OPEN_ACTION:
          g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->window), "win.open", NULL));
          break;
        case PATH_OPEN_FILE:
          xq_window_open_file (f->window, file);
          break;
        case PATH_PASTE:
          gdk_clipboard_set_text (gtk_widget_get_clipboard (GTK_WIDGET (f->window)),
                                  "4k4/9/9/9/9/9/9/9/4A4/3AK4 w - - 0 1");
          press (GTK_WIDGET (f->window), "<Control>v");
          break;
        case PATH_NEW_GAME:
          g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->window), "win.new-game", NULL));
          break;
        case PATH_SETUP_PLAY:
        case PATH_SETUP_STUDY:
          g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->window), "win.setup-position",
                                                     NULL));
          xq_test_wait_until (find_in_toplevels (XQ_TYPE_SETUP_EDITOR) != NULL, 5000);
          choose_setup (p == PATH_SETUP_PLAY ? XQ_SETUP_CHOICE_FRIEND : XQ_SETUP_CHOICE_STUDY);
          break;
        case PATH_CLOSE:
        case N_PATHS:
        default:
          gtk_window_close (GTK_WINDOW (f->window));
          break;
        }
      xq_test_wait_until (xq_alert_find (NULL) != NULL, 5000);
      g_assert_true (answer_question ("cancel"));
      /* A check that nothing else comes: a period. */
      xq_test_run_for (300);
      /* Nothing else came up (no file chooser, no new game dialog). */
      g_assert_false (answer_question ("cancel"));
      g_assert_true (gtk_widget_get_visible (GTK_WIDGET (f->window)));
      g_assert_true (game (f) == before);
      after = record_text (f);
      g_assert_cmpstr (after, ==, text);
      g_assert_true (xq_session_get_dirty (f->session));
    }

  /* Discard: the file replaces the study. */
  xq_window_open_file (f->window, file);
  xq_test_wait_until (xq_alert_find (NULL) != NULL, 5000);
  g_assert_true (answer_question ("discard"));
  xq_test_wait_until (xq_window_get_n_plies (f->window) == 1, 5000);
  g_assert_cmpuint (xq_window_get_n_plies (f->window), ==, 1);
  g_assert_false (xq_session_get_dirty (f->session));
  g_remove (path);
  g_rmdir (dir);
}

int
main (int   argc,
      char *argv[])
{
  g_setenv ("GSETTINGS_SCHEMA_DIR", XQ_SCHEMA_DIR, TRUE);
  g_setenv ("GTK_A11Y", "none", TRUE);
  g_setenv ("NO_AT_BRIDGE", "1", TRUE);
  g_setenv ("ADW_DISABLE_PORTAL", "1", TRUE);
  g_setenv ("GSETTINGS_BACKEND", "memory", TRUE);
  g_test_init (&argc, &argv, NULL);
  have_display = g_getenv ("DISPLAY") != NULL || g_getenv ("WAYLAND_DISPLAY") != NULL;
  if (have_display)
    adw_init ();

  g_test_add_func ("/ui/editing/comment-pane-lazy", test_comment_pane_lazy);
  g_test_add_func ("/ui/editing/comment-pane-first-frame", test_comment_pane_first_frame);
  g_test_add ("/ui/editing/comment-pane", Fixture, NULL, fixture_set_up, test_comment_pane,
              fixture_tear_down);
  g_test_add ("/ui/editing/annotation-keys", Fixture, NULL, fixture_set_up, test_annotation_keys,
              fixture_tear_down);
  g_test_add ("/ui/editing/context-menu", Fixture, NULL, fixture_set_up, test_context_menu,
              fixture_tear_down);
  g_test_add ("/ui/editing/game-info", Fixture, NULL, fixture_set_up, test_game_info,
              fixture_tear_down);
  g_test_add ("/ui/editing/live-undo", Fixture, NULL, fixture_set_up, test_live_undo,
              fixture_tear_down);
  g_test_add ("/ui/editing/edit-result", Fixture, NULL, fixture_set_up, test_edit_result,
              fixture_tear_down);
  g_test_add ("/ui/editing/live-edit-keeps-clock", Fixture, NULL, fixture_set_up,
              test_live_edit_keeps_clock, fixture_tear_down);
  g_test_add ("/ui/editing/analysis-variation-asks", Fixture, NULL, fixture_set_up,
              test_analysis_variation_asks, fixture_tear_down);
  g_test_add ("/ui/editing/discard-paths", Fixture, NULL, fixture_set_up, test_discard_paths,
              fixture_tear_down);
  g_test_add ("/ui/editing/copy-paste", Fixture, NULL, fixture_set_up, test_copy_paste,
              fixture_tear_down);
  return g_test_run ();
}
