/* test-setup-editor.c — setting up positions, and the reasons shown
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>
#include <string.h>

#include "xq-dialog.h"
#include "xq-new-game-dialog.h"
#include "xq-setup-editor.h"
#include "test-dialog-common.h"
#include "../xq-test-utils.h"

static GtkWidget *
child (XqSetupEditor *editor,
       const char    *name)
{
  return GTK_WIDGET (test_dialog_child (editor, XQ_TYPE_SETUP_EDITOR, name));
}

/* A click on button @name (as a release on it ends one). */
static void
click (XqSetupEditor *editor,
       const char    *name)
{
  GtkWidget *button = child (editor, name);

  if (gtk_widget_is_sensitive (button))
    g_signal_emit_by_name (button, "clicked");
}

/* Use Position, in the header bar of the dialog showing @editor (the
 * default button). */
static GtkWidget *
use_button (XqSetupEditor *editor)
{
  GtkWidget *host = xq_dialog_get_for_content (GTK_WIDGET (editor));
  GtkWidget *button;

  g_assert_nonnull (host);
  button = xq_dialog_get_default_widget (host);
  g_assert_true (GTK_IS_BUTTON (button));
  g_assert_true (gtk_widget_is_ancestor (button, xq_dialog_get_header_bar (host)));
  return button;
}

static int
point (const char *iccs)
{
  return XQ_SQ (iccs[0] - 'a', iccs[1] - '0');
}

/* Chooses @letter's piece in the palette and clicks @iccs. */
static void
place (XqSetupEditor *editor,
       char           letter,
       const char    *iccs)
{
  xq_setup_editor_select_piece (editor, xq_piece_from_char (letter));
  xq_setup_editor_press_square (editor, point (iccs), GDK_BUTTON_PRIMARY);
}

/* The editor says @problem, in words containing @words, and offers to
 * play only from a legal position. */
static void
assert_problem (XqSetupEditor  *editor,
                XqSetupProblem  problem,
                const char     *words)
{
  const char *shown = gtk_label_get_label (GTK_LABEL (child (editor, "reason_label")));

  g_test_message ("%s", shown);
  g_assert_cmpint (xq_setup_editor_get_problem (editor), ==, problem);
  g_assert_cmpstr (shown, ==, xq_setup_editor_get_reason (editor));
  g_assert_nonnull (strstr (shown, words));
  g_assert_cmpint (gtk_widget_get_sensitive (child (editor, "choice_box")), ==, problem == XQ_SETUP_LEGAL);
}

static const char *
fen_shown (XqSetupEditor *editor)
{
  return gtk_editable_get_text (GTK_EDITABLE (child (editor, "fen_entry")));
}

static void
test_new_destroy (void)
{
  XqSetupEditor *editor;

  if (!test_dialog_init_display ())
    return;
  /* The contents alone (never presented): the test holds them. */
  editor = g_object_ref_sink (xq_setup_editor_new (NULL, NULL, NULL, FALSE));
  g_assert_cmpint (xq_setup_editor_get_problem (editor), ==, XQ_SETUP_LEGAL);
  g_assert_cmpstr (fen_shown (editor), ==, XQ_START_FEN);
  g_assert_finalize_object (editor);
}

/* Each kind of illegal position, built with clicks, and its reason. */
static void
test_reasons (void)
{
  XqSetupEditor *editor;

  if (!test_dialog_init_display ())
    return;
  editor = g_object_ref_sink (xq_setup_editor_new (NULL, NULL, NULL, FALSE));
  click (editor, "clear_button");
  assert_problem (editor, XQ_SETUP_NO_RED_KING, "Red has no king");

  place (editor, 'K', "d0");
  assert_problem (editor, XQ_SETUP_NO_BLACK_KING, "Black has no king");
  place (editor, 'k', "e9");
  assert_problem (editor, XQ_SETUP_LEGAL, "legal");
  g_assert_cmpstr (fen_shown (editor), ==, "4k4/9/9/9/9/9/9/9/9/3K5 w - - 0 1");

  place (editor, 'K', "e1");
  assert_problem (editor, XQ_SETUP_TOO_MANY, "2 × red king");
  g_assert_cmpstr (fen_shown (editor), ==, "4k4/9/9/9/9/9/9/9/4K4/3K5 w - - 0 1");
  /* A right click takes a piece away, whatever the palette holds. */
  xq_setup_editor_press_square (editor, point ("e1"), GDK_BUTTON_SECONDARY);
  assert_problem (editor, XQ_SETUP_LEGAL, "legal");

  place (editor, 'B', "e1");
  assert_problem (editor, XQ_SETUP_ELEPHANT, "red elephant on red's file 5, row 2 is on a point it can never reach");
  /* A click on a piece takes it away too. */
  xq_setup_editor_press_square (editor, point ("e1"), GDK_BUTTON_PRIMARY);
  assert_problem (editor, XQ_SETUP_LEGAL, "legal");

  place (editor, 'a', "e7");
  assert_problem (editor, XQ_SETUP_ADVISOR, "black advisor on black's file 5, row 3");
  xq_setup_editor_press_square (editor, point ("e7"), GDK_BUTTON_SECONDARY);

  place (editor, 'P', "a2");
  assert_problem (editor, XQ_SETUP_SOLDIER, "red soldier on red's file 9, row 3 is behind its starting rank");
  xq_setup_editor_press_square (editor, point ("a2"), GDK_BUTTON_SECONDARY);

  xq_setup_editor_press_square (editor, point ("d0"), GDK_BUTTON_SECONDARY);
  place (editor, 'K', "c0");
  assert_problem (editor, XQ_SETUP_KING_PALACE, "red king on red's file 7, row 1 is outside its palace");
  xq_setup_editor_press_square (editor, point ("c0"), GDK_BUTTON_SECONDARY);

  place (editor, 'K', "e0");
  assert_problem (editor, XQ_SETUP_KINGS_FACING, "kings face each other");
  place (editor, 'C', "e5");
  assert_problem (editor, XQ_SETUP_LEGAL, "legal");

  place (editor, 'R', "a9");
  assert_problem (editor, XQ_SETUP_OPPONENT_IN_CHECK, "the side not to move cannot be in check");
  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (child (editor, "black_button")), TRUE);
  assert_problem (editor, XQ_SETUP_LEGAL, "legal");
  g_assert_cmpstr (fen_shown (editor), ==, "R3k4/9/9/9/4C4/9/9/9/9/4K4 b - - 0 1");

  g_assert_finalize_object (editor);
}

/* The FEN field and the board follow each other. */
static void
test_fen_field (void)
{
  XqSetupEditor *editor;
  GtkEditable *entry;
  XqPosition pos;

  if (!test_dialog_init_display ())
    return;
  editor = g_object_ref (xq_setup_editor_new (NULL, NULL, NULL, TRUE));
  xq_setup_editor_present (editor);
  entry = GTK_EDITABLE (child (editor, "fen_entry"));
  g_assert_false (gtk_widget_get_visible (child (editor, "choice_box")));
  g_assert_true (gtk_widget_get_visible (use_button (editor)));

  gtk_editable_set_text (entry, "3k5/9/9/9/9/9/9/9/4A4/4K4 b");
  assert_problem (editor, XQ_SETUP_LEGAL, "legal");
  g_assert_true (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (child (editor, "black_button"))));
  g_assert_true (xq_setup_editor_get_position (editor, &pos));
  g_assert_cmpint (pos.side, ==, XQ_BLACK);
  g_assert_cmpint (pos.board[point ("e1")], ==, xq_piece_from_char ('A'));
  /* What the user types stays as typed. */
  g_assert_cmpstr (gtk_editable_get_text (entry), ==, "3k5/9/9/9/9/9/9/9/4A4/4K4 b");

  /* An impossible FEN is shown with its reason... */
  gtk_editable_set_text (entry, "3k5/9/9/9/9/9/9/9/9/2K6 w");
  assert_problem (editor, XQ_SETUP_KING_PALACE, "outside its palace");
  g_assert_false (xq_setup_editor_get_position (editor, &pos));
  g_assert_false (gtk_widget_get_sensitive (use_button (editor)));
  /* ...one that cannot be read says so. */
  gtk_editable_set_text (entry, "3k5/9/9/9/9/9/9/9/4A4/4K4 b");
  gtk_editable_set_text (entry, "3k5/9/9/x");
  g_assert_false (xq_setup_editor_get_position (editor, &pos));
  g_assert_nonnull (strstr (gtk_label_get_label (GTK_LABEL (child (editor, "reason_label"))), "cannot be read"));
  g_assert_true (gtk_widget_has_css_class (GTK_WIDGET (entry), "error"));

  /* A click on the board writes the FEN again. */
  click (editor, "standard_button");
  g_assert_cmpstr (gtk_editable_get_text (entry), ==, XQ_START_FEN);
  g_assert_false (gtk_widget_has_css_class (GTK_WIDGET (entry), "error"));
  xq_setup_editor_close (editor);
  xq_test_settle ();
  g_assert_finalize_object (editor);
}

static int n_chosen;

static void
on_chosen (XqSetupEditor *editor,
           guint          choice,
           guint         *out)
{
  *out = choice;
  n_chosen++;
}

static void
count_closed (GtkWidget *host,
              gpointer   data)
{
  (*(int *) data)++;
}

/* A choice is only made from a legal position, and comes with it. */
static void
test_chosen (void)
{
  XqSetupEditor *editor;
  guint choice = 99;
  XqPosition pos, start;
  GtkWidget *host;
  int closed = 0;

  if (!test_dialog_init_display ())
    return;
  editor = g_object_ref (xq_setup_editor_new (NULL, NULL, NULL, FALSE));
  xq_setup_editor_present (editor);
  host = xq_dialog_get_for_content (GTK_WIDGET (editor));
  g_assert_nonnull (host);
  /* Drawn in its host (the palette finds the editor from its pieces). */
  gtk_test_widget_wait_for_draw (GTK_WIDGET (child (editor, "palette")));
  /* Enter: Play Against the Computer, the suggested choice. */
  g_assert_true (xq_dialog_get_default_widget (host) == child (editor, "computer_button"));
  /* The board has the focus (its Enter puts a piece), not Cancel. */
  g_assert_true (xq_dialog_get_focus (host) == child (editor, "board"));
  xq_dialog_connect_closed (host, G_CALLBACK (count_closed), &closed);
  n_chosen = 0;
  g_signal_connect (editor, "chosen", G_CALLBACK (on_chosen), &choice);
  click (editor, "clear_button");
  click (editor, "study_button");
  g_assert_cmpuint (choice, ==, 99);

  click (editor, "standard_button");
  g_assert_true (xq_setup_editor_get_position (editor, &pos));
  xq_position_set_start (&start);
  g_assert_true (xq_position_equal (&pos, &start));
  click (editor, "study_button");
  g_assert_cmpuint (choice, ==, XQ_SETUP_CHOICE_STUDY);
  /* Once: a second click while it closes chooses nothing. */
  click (editor, "computer_button");
  xq_test_settle ();
  g_assert_cmpuint (choice, ==, XQ_SETUP_CHOICE_STUDY);
  g_assert_cmpint (n_chosen, ==, 1);
  g_assert_cmpint (closed, ==, 1);
  g_assert_finalize_object (editor);
}

/* The editor's contents under @widget (in a window of their own, or in a
 * sheet), or NULL. */
static XqSetupEditor *
find_editor (GtkWidget *widget)
{
  if (XQ_IS_SETUP_EDITOR (widget))
    return XQ_SETUP_EDITOR (widget);
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    {
      XqSetupEditor *found = find_editor (c);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* From the New Game dialog: the position set up becomes its start. */
static void
test_new_game_dialog (void)
{
  XqNewGameDialog *dialog;
  GtkWidget *parent;
  GListModel *toplevels;
  XqSetupEditor *editor = NULL;
  XqPosition pos, expected;
  const char *fen = "3k5/9/9/9/9/9/9/9/4A4/4K4 b - - 0 1";

  if (!test_dialog_init_display ())
    return;
  parent = gtk_window_new ();
  gtk_window_present (GTK_WINDOW (parent));
  dialog = g_object_ref (xq_new_game_dialog_new (GTK_WINDOW (parent), NULL));
  xq_new_game_dialog_present (dialog);
  g_signal_emit_by_name (test_dialog_child (dialog, XQ_TYPE_NEW_GAME_DIALOG, "setup_row"), "activated");
  toplevels = gtk_window_get_toplevels ();
  for (guint i = 0; i < g_list_model_get_n_items (toplevels) && editor == NULL; i++)
    {
      g_autoptr (GtkWidget) w = g_list_model_get_item (toplevels, i);

      editor = find_editor (w);
    }
  g_assert_nonnull (editor);
  /* Over the New Game dialog: a window transient for its window, or a
   * sheet in the window holding its sheet. */
  if (GTK_IS_WINDOW (xq_dialog_get_for_content (GTK_WIDGET (editor))))
    g_assert_true (GTK_ROOT (gtk_window_get_transient_for (GTK_WINDOW (xq_dialog_get_for_content (GTK_WIDGET (editor)))))
                   == gtk_widget_get_root (GTK_WIDGET (dialog)));
  else
    g_assert_true (gtk_widget_get_root (GTK_WIDGET (editor)) == gtk_widget_get_root (GTK_WIDGET (dialog)));
  gtk_editable_set_text (GTK_EDITABLE (child (editor, "fen_entry")), fen);
  g_signal_emit_by_name (use_button (editor), "clicked");

  xq_new_game_dialog_get_start (dialog, &pos);
  g_assert_cmpint (xq_position_from_fen (&expected, fen, NULL), ==, XQ_FEN_OK);
  g_assert_true (xq_position_equal (&pos, &expected));
  xq_new_game_dialog_close (dialog);
  while (g_main_context_iteration (NULL, FALSE))
    ;
  g_assert_finalize_object (dialog);
  gtk_window_destroy (GTK_WINDOW (parent));
}

int
main (int argc, char **argv)
{
  test_dialog_env ();
  g_setenv ("XIANGQI_NO_CACHE", "1", TRUE);
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/ui/setup-editor/new-destroy", test_new_destroy);
  g_test_add_func ("/ui/setup-editor/reasons", test_reasons);
  g_test_add_func ("/ui/setup-editor/fen-field", test_fen_field);
  g_test_add_func ("/ui/setup-editor/chosen", test_chosen);
  g_test_add_func ("/ui/setup-editor/new-game-dialog", test_new_game_dialog);
  return g_test_run ();
}
