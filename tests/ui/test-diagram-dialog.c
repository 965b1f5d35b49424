/* test-diagram-dialog.c — the Export Diagram dialog's options and export
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>

#include "xq-diagram-dialog.h"

/* GTK and libadwaita started; FALSE, and the test skipped, without a display. */
static gboolean
init_display (void)
{
  static int started = -1; /* gtk_init_check() is good for one call */

  if (started < 0)
    {
      started = gtk_init_check ();
      if (started)
        adw_init ();
    }
  if (!started)
    g_test_skip ("no display");
  return started;
}

static gpointer
child (XqDiagramDialog *dialog,
       const char      *name)
{
  GObject *object = gtk_widget_get_template_child (GTK_WIDGET (dialog), XQ_TYPE_DIAGRAM_DIALOG, name);

  g_assert_nonnull (object);
  return object;
}

static XqDiagramDialog *
new_dialog (const char *moves)
{
  XqPosition pos;

  xq_position_set_start (&pos);
  return g_object_ref_sink (xq_diagram_dialog_new (NULL, &pos, "Red to move", moves));
}

static void
finish (XqDiagramDialog *dialog)
{
  g_assert_finalize_object (dialog);
}

static void
test_new_destroy (void)
{
  if (!init_display ())
    return;
  finish (new_dialog (NULL));
}

/* The caption given, the numbers on, the moves off; each option shows in
 * the diagram's height. */
static void
test_options (void)
{
  XqDiagramDialog *dialog;
  XqDiagram *diagram;
  double with_all, without_numbers, without_caption, with_moves;

  if (!init_display ())
    return;
  dialog = new_dialog ("1. 炮二平五 马８进７");
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (child (dialog, "caption_row"))), ==, "Red to move");
  g_assert_true (gtk_switch_get_active (child (dialog, "numbers_switch")));
  g_assert_false (gtk_switch_get_active (child (dialog, "moves_switch")));
  g_assert_true (gtk_widget_get_sensitive (child (dialog, "moves_row")));
  g_assert_cmpint (xq_diagram_dialog_get_format (dialog), ==, XQ_DIAGRAM_PNG);

  diagram = xq_diagram_dialog_make_diagram (dialog);
  g_assert_cmpfloat (xq_diagram_get_width (diagram), ==, 800);
  with_all = xq_diagram_get_height (diagram);
  xq_diagram_free (diagram);

  gtk_switch_set_active (child (dialog, "numbers_switch"), FALSE);
  diagram = xq_diagram_dialog_make_diagram (dialog);
  without_numbers = xq_diagram_get_height (diagram);
  xq_diagram_free (diagram);
  g_assert_cmpfloat (without_numbers, <, with_all);

  gtk_editable_set_text (GTK_EDITABLE (child (dialog, "caption_row")), "");
  diagram = xq_diagram_dialog_make_diagram (dialog);
  without_caption = xq_diagram_get_height (diagram);
  xq_diagram_free (diagram);
  g_assert_cmpfloat (without_caption, <, without_numbers);

  gtk_switch_set_active (child (dialog, "moves_switch"), TRUE);
  diagram = xq_diagram_dialog_make_diagram (dialog);
  with_moves = xq_diagram_get_height (diagram);
  xq_diagram_free (diagram);
  g_assert_cmpfloat (with_moves, >, without_caption);
  finish (dialog);

  /* No moves: nothing to switch on. */
  dialog = new_dialog (NULL);
  g_assert_false (gtk_widget_get_sensitive (child (dialog, "moves_row")));
  finish (dialog);
}

/* SVG chosen: a name without an extension gets .svg; a folder that does
 * not exist is an error and leaves nothing. */
static void
test_save (void)
{
  g_autofree char *dir = NULL;
  g_autofree char *base = NULL, *written = NULL, *missing = NULL, *png = NULL;
  g_autoptr(GError) error = NULL;
  XqDiagramDialog *dialog;

  if (!init_display ())
    return;
  dir = g_dir_make_tmp ("xq-diagram-dialog-XXXXXX", NULL);
  base = g_build_filename (dir, "diagram", NULL);
  written = g_build_filename (dir, "diagram.svg", NULL);
  png = g_build_filename (dir, "named.PNG", NULL);
  missing = g_build_filename (dir, "none", "diagram.svg", NULL);

  dialog = new_dialog (NULL);
  adw_combo_row_set_selected (child (dialog, "format_row"), 1);
  g_assert_cmpint (xq_diagram_dialog_get_format (dialog), ==, XQ_DIAGRAM_SVG);
  g_assert_true (xq_diagram_dialog_save (dialog, base, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_test (written, G_FILE_TEST_IS_REGULAR));
  /* A name ending in .png is written as PNG whatever the format row says. */
  g_assert_true (xq_diagram_dialog_save (dialog, png, &error));
  g_assert_no_error (error);
  {
    cairo_surface_t *surface = cairo_image_surface_create_from_png (png);

    g_assert_cmpint (cairo_surface_status (surface), ==, CAIRO_STATUS_SUCCESS);
    g_assert_cmpint (cairo_image_surface_get_width (surface), ==, 800);
    cairo_surface_destroy (surface);
  }

  g_assert_false (xq_diagram_dialog_save (dialog, missing, &error));
  g_assert_error (error, XQ_DIAGRAM_ERROR, XQ_DIAGRAM_ERROR_WRITE);
  g_assert_false (g_file_test (missing, G_FILE_TEST_EXISTS));
  finish (dialog);

  g_assert_cmpint (g_unlink (written), ==, 0);
  g_assert_cmpint (g_unlink (png), ==, 0);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

int
main (int argc, char **argv)
{
  /* No accessibility bus nor settings portal on a test's display. */
  g_setenv ("GTK_A11Y", "none", TRUE);
  g_setenv ("ADW_DISABLE_PORTAL", "1", TRUE);
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/ui/diagram-dialog/new-destroy", test_new_destroy);
  g_test_add_func ("/ui/diagram-dialog/options", test_options);
  g_test_add_func ("/ui/diagram-dialog/save", test_save);
  return g_test_run ();
}
