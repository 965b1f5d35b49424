/* xq-library-window.c — the game library as a list: filter, sort, open,
 * delete, export and import
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The games the filter bar lets through fill a GtkColumnView, read a page
 * at a time (XqLibraryGames); its column headers choose the order, which
 * SQLite sorts in (the column view's sorter is asked which column leads,
 * see sort_order()).  Opening a game emits
 * "game-activated"; the main window opens it through its discard guard.
 * Edit Tags shows the game's tags in the Game Info dialog and writes them
 * back (xq_library_update_game: the list, the filters and the explorer see
 * the new values), then emits "game-changed".
 * Import runs in a GTask thread on its own connection to the database
 * (WAL: the list goes on reading), with a progress bar and Cancel; Cancel
 * keeps the games already added, whole.
 */
#include "config.h"

#include "xq-library-window.h"
#include "xq-alert.h"
#include "xq-file-dialog.h"
#include "xq-library-edit.h"
#include "xq-library-games.h"
#include "xq-player-page.h"

#include <glib/gi18n.h>

/* ---- The window -------------------------------------------------------- */

typedef enum
{
  COL_RED,
  COL_BLACK,
  COL_RESULT,
  COL_EVENT,
  COL_DATE,
  COL_OPENING,
  COL_MOVES,
  N_COLS
} Column;

typedef struct
{
  /* Written by the import thread, read by the main loop's timer. */
  GMutex lock;
  double fraction;
  guint added, duplicates, failed;
} Progress;

struct _XqLibraryWindow
{
  AdwWindow parent_instance;

  XqLibrary *library;
  XqLibraryGames *games;
  GtkSingleSelection *selection;
  /* The two rows sort_order() compares, and the column it saw compared. */
  XqLibraryRow *probe[2];
  int probed;
  GCancellable *import_cancel;
  Progress progress;
  guint progress_timer;

  GtkFlowBox *filter_box;
  GtkSearchEntry *player_entry, *event_entry, *opening_entry;
  GtkDropDown *side_drop, *result_drop;
  GtkSpinButton *year_from, *year_to;
  GtkColumnView *column_view;
  GtkLabel *status_label;
  GtkRevealer *progress_revealer;
  GtkProgressBar *progress_bar;
  GtkButton *cancel_button;
};

G_DEFINE_FINAL_TYPE (XqLibraryWindow, xq_library_window, ADW_TYPE_WINDOW)

enum
{
  SIGNAL_GAME_ACTIVATED,
  SIGNAL_GAME_CHANGED,
  SIGNAL_EDIT_TAGS,
  N_SIGNALS
};
static guint signals[N_SIGNALS];

static const char *
result_text (XqLibraryResult result)
{
  switch (result)
    {
    case XQ_LIBRARY_RESULT_RED:
      return "1-0";
    case XQ_LIBRARY_RESULT_DRAW:
      return "½-½";
    case XQ_LIBRARY_RESULT_BLACK:
      return "0-1";
    case XQ_LIBRARY_RESULT_UNKNOWN:
    default:
      return "";
    }
}

static char *
cell_text (const XqLibraryGameInfo *info, Column column)
{
  switch (column)
    {
    case COL_RED:
      return g_strdup (info->red ? info->red : "");
    case COL_BLACK:
      return g_strdup (info->black ? info->black : "");
    case COL_RESULT:
      return g_strdup (result_text (info->result));
    case COL_EVENT:
      return g_strdup (info->event ? info->event : "");
    case COL_DATE:
      return g_strdup (info->date ? info->date : "");
    case COL_OPENING:
      if (info->ecco != NULL && *info->ecco && info->opening != NULL && *info->opening)
        return g_strdup_printf ("%s %s", info->ecco, info->opening);
      return g_strdup (info->ecco && *info->ecco ? info->ecco : info->opening ? info->opening : "");
    case COL_MOVES:
      return g_strdup_printf ("%u", (info->plies + 1) / 2);
    case N_COLS:
    default:
      return g_strdup ("");
    }
}

static void
setup_cell (GtkSignalListItemFactory *factory, GtkListItem *item, gpointer data)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_xalign (GTK_LABEL (label), GPOINTER_TO_INT (data) == COL_MOVES ? 1.0f : 0.0f);
  gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
  gtk_list_item_set_child (item, label);
}

static void
bind_cell (GtkSignalListItemFactory *factory, GtkListItem *item, gpointer data)
{
  XqLibraryRow *row = gtk_list_item_get_item (item);
  g_autofree char *text = cell_text (row->info, (Column) GPOINTER_TO_INT (data));

  gtk_label_set_text (GTK_LABEL (gtk_list_item_get_child (item)), text);
}

/* The column each header sorts by, as xq_library_list_games() names it. */
static const char * const column_order[N_COLS] = {
  [COL_RED] = "red",
  [COL_BLACK] = "black",
  [COL_RESULT] = "result",
  [COL_EVENT] = "event",
  [COL_DATE] = "date",
  [COL_OPENING] = "opening",
  [COL_MOVES] = "plies",
};

typedef struct
{
  XqLibraryWindow *self;
  Column column;
} Probe;

/* A column's sorter: SQLite sorts, so it only notes that the column view's
 * sorter asked it (the leading column) and orders the two probe rows. */
static int
probe_compare (gconstpointer a, gconstpointer b, gpointer data)
{
  Probe *probe = data;

  probe->self->probed = probe->column;
  return a == probe->self->probe[0] ? GTK_ORDERING_SMALLER : GTK_ORDERING_LARGER;
}

/* The order the column headers ask for: the column view's sorter compares
 * the leading column first, and inverts it when descending (the API that
 * names the column directly came with GTK 4.10). */
static char *
sort_order (XqLibraryWindow *self)
{
  GtkSorter *sorter = gtk_column_view_get_sorter (self->column_view);
  GtkOrdering ordering;

  self->probed = -1;
  ordering = gtk_sorter_compare (sorter, self->probe[0], self->probe[1]);
  if (self->probed < 0 || ordering == GTK_ORDERING_EQUAL)
    return g_strdup ("id");
  return g_strconcat (ordering == GTK_ORDERING_LARGER ? "-" : "", column_order[self->probed], NULL);
}

static void
add_column (XqLibraryWindow *self, Column column, const char *title, gboolean expand)
{
  GtkListItemFactory *factory = gtk_signal_list_item_factory_new ();
  GtkColumnViewColumn *col;
  GtkSorter *sorter;

  g_signal_connect (factory, "setup", G_CALLBACK (setup_cell), GINT_TO_POINTER (column));
  g_signal_connect (factory, "bind", G_CALLBACK (bind_cell), GINT_TO_POINTER (column));
  col = gtk_column_view_column_new (title, factory);
  {
    Probe *probe = g_new0 (Probe, 1);

    probe->self = self;
    probe->column = column;
    sorter = GTK_SORTER (gtk_custom_sorter_new (probe_compare, probe, g_free));
  }
  gtk_column_view_column_set_sorter (col, sorter);
  g_object_unref (sorter);
  gtk_column_view_column_set_resizable (col, TRUE);
  gtk_column_view_column_set_expand (col, expand);
  gtk_column_view_append_column (self->column_view, col);
  g_object_unref (col);
}

static void
read_filter (XqLibraryWindow *self, XqLibraryFilter *filter)
{
  const char *player = gtk_editable_get_text (GTK_EDITABLE (self->player_entry));
  const char *event = gtk_editable_get_text (GTK_EDITABLE (self->event_entry));
  const char *opening = gtk_editable_get_text (GTK_EDITABLE (self->opening_entry));

  memset (filter, 0, sizeof *filter);
  filter->player = *player ? player : NULL;
  filter->player_side = (XqLibrarySide) gtk_drop_down_get_selected (self->side_drop);
  filter->event = *event ? event : NULL;
  filter->opening = *opening ? opening : NULL;
  filter->year_from = gtk_spin_button_get_value_as_int (self->year_from);
  filter->year_to = gtk_spin_button_get_value_as_int (self->year_to);
  filter->result = (XqLibraryResult) gtk_drop_down_get_selected (self->result_drop);
}

void
xq_library_window_reload (XqLibraryWindow *self)
{
  XqLibraryFilter filter;
  g_autoptr (GError) error = NULL;
  g_autofree char *order = NULL;
  g_autofree char *status = NULL;
  guint n;

  g_return_if_fail (XQ_IS_LIBRARY_WINDOW (self));
  if (self->games == NULL)
    return;
  read_filter (self, &filter);
  order = sort_order (self);
  if (!xq_library_games_set_query (self->games, &filter, order, &error))
    {
      gtk_label_set_text (self->status_label, error->message);
      return;
    }
  n = g_list_model_get_n_items (G_LIST_MODEL (self->games));
  status = g_strdup_printf (ngettext ("%u game", "%u games", n), n);
  gtk_label_set_text (self->status_label, status);
}

static void
filter_changed (XqLibraryWindow *self)
{
  xq_library_window_reload (self);
}

guint
xq_library_window_get_n_rows (XqLibraryWindow *self)
{
  return self->selection ? g_list_model_get_n_items (G_LIST_MODEL (self->selection)) : 0;
}

gint64
xq_library_window_get_row_id (XqLibraryWindow *self, guint i)
{
  g_autoptr (XqLibraryRow) row = self->selection ? g_list_model_get_item (G_LIST_MODEL (self->selection), i) : NULL;

  return row ? row->info->id : 0;
}

void
xq_library_window_select_row (XqLibraryWindow *self, guint i)
{
  gtk_single_selection_set_selected (self->selection, i);
}

gboolean
xq_library_window_select_game (XqLibraryWindow *self, gint64 id)
{
  guint n;

  g_return_val_if_fail (XQ_IS_LIBRARY_WINDOW (self), FALSE);
  n = xq_library_window_get_n_rows (self);
  for (guint i = 0; i < n; i++)
    if (xq_library_window_get_row_id (self, i) == id)
      {
        gtk_single_selection_set_selected (self->selection, i);
#if GTK_CHECK_VERSION(4, 12, 0)
        /* Newer than the floor that GDK_VERSION_MAX_ALLOWED holds every
         * file to (see the top meson.build): allowed here, where the
         * version check makes sure it exists. */
        G_GNUC_BEGIN_IGNORE_DEPRECATIONS
        gtk_column_view_scroll_to (self->column_view, i, NULL, GTK_LIST_SCROLL_NONE, NULL);
        G_GNUC_END_IGNORE_DEPRECATIONS
#endif
        return TRUE;
      }
  return FALSE;
}

static XqLibraryRow *
selected_row (XqLibraryWindow *self)
{
  return gtk_single_selection_get_selected_item (self->selection);
}

static void
update_actions (XqLibraryWindow *self)
{
  gboolean selected = selected_row (self) != NULL;
  gboolean importing = self->import_cancel != NULL;

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "library.open", selected);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "library.players", selected);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "library.edit-tags", selected && !importing);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "library.delete", selected && !importing);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "library.import-files", !importing);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "library.import-folder", !importing);
}

/* ---- Open and delete ---------------------------------------------------- */

static void
open_action (GtkWidget *widget, const char *name, GVariant *param)
{
  XqLibraryWindow *self = XQ_LIBRARY_WINDOW (widget);
  XqLibraryRow *row = selected_row (self);

  if (row != NULL)
    g_signal_emit (self, signals[SIGNAL_GAME_ACTIVATED], 0, row->info->id);
}

static void
row_activated (GtkColumnView *view, guint position, XqLibraryWindow *self)
{
  gtk_single_selection_set_selected (self->selection, position);
  open_action (GTK_WIDGET (self), "library.open", NULL);
}

static void
delete_response (GtkWidget *alert, const char *response, gpointer data)
{
  XqLibraryWindow *self = XQ_LIBRARY_WINDOW (g_object_get_data (G_OBJECT (alert), "xq-window"));
  gint64 id = *(gint64 *) data;
  g_autoptr (GError) error = NULL;

  if (g_strcmp0 (response, "delete") != 0)
    return;
  if (!xq_library_delete_game (self->library, id, &error))
    {
      xq_alert_show_message (GTK_WIDGET (self), _("The Game Could Not Be Deleted"), error->message);
      return;
    }
  xq_library_window_reload (self);
}

static void
delete_action (GtkWidget *widget, const char *name, GVariant *param)
{
  XqLibraryWindow *self = XQ_LIBRARY_WINDOW (widget);
  XqLibraryRow *row = selected_row (self);
  GtkWidget *alert;
  g_autofree char *body = NULL;
  gint64 *id;

  if (row == NULL)
    return;
  body = g_strdup_printf (_("%s – %s will be removed from the library. The file it came from is kept."),
                          row->info->red ? row->info->red : "?", row->info->black ? row->info->black : "?");
  alert = xq_alert_new (_("Delete This Game?"), body);
  xq_alert_add_responses (alert, "cancel", _("_Cancel"), "delete", _("_Delete"), NULL);
  xq_alert_set_response_appearance (alert, "delete", ADW_RESPONSE_DESTRUCTIVE);
  xq_alert_set_default_response (alert, "cancel");
  xq_alert_set_close_response (alert, "cancel");
  id = g_new (gint64, 1);
  *id = row->info->id;
  g_object_set_data (G_OBJECT (alert), "xq-window", self);
  g_signal_connect_data (alert, "response", G_CALLBACK (delete_response), id,
                         (GClosureNotify) (void (*) (void)) g_free, 0);
  xq_alert_present (alert, GTK_WIDGET (self));
}

/* ---- Tags ---------------------------------------------------------------- */

/* Writes @game's tags (edited by the caller) into the library as game @id,
 * reloads the list and reports the change. */
gboolean
xq_library_window_store_tags (XqLibraryWindow *self, gint64 id, XqGame *game)
{
  g_autoptr (GError) error = NULL;

  if (!xq_library_update_game (self->library, id, game, &error))
    {
      xq_alert_show_message (GTK_WIDGET (self), _("The Tags Could Not Be Saved"), error->message);
      return FALSE;
    }
  xq_library_window_reload (self);
  /* The game stays selected where the filter still shows it. */
  xq_library_window_select_game (self, id);
  g_signal_emit (self, signals[SIGNAL_GAME_CHANGED], 0, id);
  return TRUE;
}

static void
edit_tags_action (GtkWidget *widget, const char *name, GVariant *param)
{
  XqLibraryWindow *self = XQ_LIBRARY_WINDOW (widget);
  XqLibraryRow *row = selected_row (self);
  g_autoptr (GError) error = NULL;
  g_autoptr (XqGame) game = NULL;

  if (row == NULL)
    return;
  game = xq_library_get_game (self->library, row->info->id, &error);
  if (game == NULL)
    {
      xq_alert_show_message (GTK_WIDGET (self), _("The Game Could Not Be Read"), error->message);
      return;
    }
  /* The tag editor is the window's (ui/): it calls
   * xq_library_window_store_tags() when the user saves. */
  g_signal_emit (self, signals[SIGNAL_EDIT_TAGS], 0, row->info->id, game);
}

/* ---- The players of the selected game ---------------------------------- */

static void
players_action (GtkWidget *widget, const char *name, GVariant *param)
{
  XqLibraryWindow *self = XQ_LIBRARY_WINDOW (widget);
  XqLibraryRow *row = selected_row (self);
  const char *names[2];
  GtkWidget *alert, *box;

  if (row == NULL)
    return;
  names[0] = row->info->red;
  names[1] = row->info->black;
  box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 24);
  gtk_box_set_homogeneous (GTK_BOX (box), TRUE);
  for (guint i = 0; i < 2; i++)
    {
      XqPlayerSummary summary;
      g_autoptr (GError) error = NULL;

      if (names[i] == NULL || *names[i] == '\0')
        continue;
      if (!xq_player_summary_read (self->library, names[i], &summary, &error))
        {
          xq_alert_show_message (GTK_WIDGET (self), _("The Players Could Not Be Read"), error->message);
          g_object_ref_sink (box);
          g_object_unref (box);
          return;
        }
      gtk_box_append (GTK_BOX (box), xq_player_page_new (names[i], &summary));
      xq_player_summary_clear (&summary);
    }
  alert = xq_alert_new (_("Players"), NULL);
  xq_alert_set_width (alert, 560);
  xq_alert_set_extra_child (alert, box);
  xq_alert_add_response (alert, "close", _("_Close"));
  xq_alert_set_default_response (alert, "close");
  xq_alert_set_close_response (alert, "close");
  xq_alert_present (alert, GTK_WIDGET (self));
}

/* ---- Export ------------------------------------------------------------- */

static void
export_done (XqFileDialog *dialog, GFile *file, const char *choice, gpointer data)
{
  XqLibraryWindow *self = data;
  XqLibraryFilter filter;
  g_autoptr (GError) error = NULL;
  g_autofree char *status = NULL;
  guint n = 0;

  if (file != NULL)
    {
      read_filter (self, &filter);
      if (!xq_library_export (self->library, &filter, file, &n, &error))
        xq_alert_show_message (GTK_WIDGET (self), _("The Games Could Not Be Exported"), error->message);
      else
        {
          status = g_strdup_printf (ngettext ("%u game exported", "%u games exported", n), n);
          gtk_label_set_text (self->status_label, status);
        }
    }
  g_object_unref (self);
}

static void
export_action (GtkWidget *widget, const char *name, GVariant *param)
{
  XqLibraryWindow *self = XQ_LIBRARY_WINDOW (widget);
  XqFileDialog *dialog = xq_file_dialog_new (XQ_FILE_DIALOG_SAVE, _("Export Games"), _("_Export"));

  xq_file_dialog_add_suffixes (dialog, _("PGN Files"), "pgn PGN");
  xq_file_dialog_set_initial_name (dialog, "library.pgn");
  xq_file_dialog_present (dialog, GTK_WIDGET (self), export_done, g_object_ref (self));
  g_object_unref (dialog);
}

/* ---- Import ------------------------------------------------------------- */

static void
import_progress (double fraction, const XqLibraryImportStats *stats, gpointer data)
{
  Progress *progress = data;

  g_mutex_lock (&progress->lock);
  progress->fraction = fraction;
  progress->added = stats->added;
  progress->duplicates = stats->duplicates;
  progress->failed = stats->failed_files;
  g_mutex_unlock (&progress->lock);
}

typedef struct
{
  char *db_path;
  char **paths;
  Progress *progress;
  XqLibraryImportStats stats;
} ImportJob;

static void
import_job_free (ImportJob *job)
{
  g_free (job->db_path);
  g_strfreev (job->paths);
  xq_library_import_stats_clear (&job->stats);
  g_free (job);
}

static void
import_thread (GTask *task, gpointer source, gpointer data, GCancellable *cancellable)
{
  ImportJob *job = data;
  g_autoptr (GError) error = NULL;
  /* Its own connection: the window goes on reading through its own. */
  g_autoptr (XqLibrary) library = xq_library_open (job->db_path, &error);

  if (library == NULL
      || !xq_library_import_paths (library, (const char * const *) job->paths, &job->stats,
                                   import_progress, job->progress, cancellable, &error))
    g_task_return_error (task, g_steal_pointer (&error));
  else
    g_task_return_boolean (task, TRUE);
}

static gboolean
progress_tick (gpointer data)
{
  XqLibraryWindow *self = data;
  g_autofree char *text = NULL;
  double fraction;
  guint added, duplicates;

  g_mutex_lock (&self->progress.lock);
  fraction = self->progress.fraction;
  added = self->progress.added;
  duplicates = self->progress.duplicates;
  g_mutex_unlock (&self->progress.lock);
  /* Translators: while importing: games added, games already there */
  text = g_strdup_printf (_("%u added, %u already there"), added, duplicates);
  gtk_progress_bar_set_fraction (self->progress_bar, fraction);
  gtk_progress_bar_set_text (self->progress_bar, text);
  return G_SOURCE_CONTINUE;
}

static void
import_finished (GObject *source, GAsyncResult *result, gpointer data)
{
  XqLibraryWindow *self = XQ_LIBRARY_WINDOW (source);
  ImportJob *job = g_task_get_task_data (G_TASK (result));
  g_autoptr (GError) error = NULL;
  g_autofree char *summary = NULL;
  gboolean cancelled;

  g_task_propagate_boolean (G_TASK (result), &error);
  cancelled = g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_clear_handle_id (&self->progress_timer, g_source_remove);
  g_clear_object (&self->import_cancel);
  gtk_revealer_set_reveal_child (self->progress_revealer, FALSE);
  update_actions (self);
  xq_library_window_reload (self);
  summary = g_strdup_printf (cancelled
                               /* Translators: after an import stopped with Cancel */
                               ? _("Import cancelled: %u games added, %u already there, %u files failed")
                               : _("Import finished: %u games added, %u already there, %u files failed"),
                             job->stats.added, job->stats.duplicates, job->stats.failed_files);
  gtk_label_set_text (self->status_label, summary);
  if (error != NULL && !cancelled)
    xq_alert_show_message (GTK_WIDGET (self), _("The Import Failed"), error->message);
  else if (job->stats.failures != NULL && job->stats.failures->len > 0)
    {
      g_autoptr (GString) body = g_string_new (NULL);
      for (guint i = 0; i < job->stats.failures->len && i < 20; i++)
        g_string_append_printf (body, "%s\n", (char *) g_ptr_array_index (job->stats.failures, i));
      xq_alert_show_message (GTK_WIDGET (self), _("Some Files Could Not Be Imported"), body->str);
    }
}

static void
start_import (XqLibraryWindow *self, GFile *file)
{
  ImportJob *job = g_new0 (ImportJob, 1);
  g_autoptr (GTask) task = NULL;

  job->db_path = g_strdup (xq_library_get_path (self->library));
  job->paths = g_new0 (char *, 2);
  job->paths[0] = g_file_get_path (file);
  job->progress = &self->progress;
  self->progress.fraction = 0;
  self->progress.added = self->progress.duplicates = self->progress.failed = 0;
  self->import_cancel = g_cancellable_new ();
  task = g_task_new (self, self->import_cancel, import_finished, NULL);
  g_task_set_task_data (task, job, (GDestroyNotify) import_job_free);
  gtk_revealer_set_reveal_child (self->progress_revealer, TRUE);
  progress_tick (self);
  self->progress_timer = g_timeout_add (100, progress_tick, self);
  update_actions (self);
  g_task_run_in_thread (task, import_thread);
}

void
xq_library_window_import (XqLibraryWindow *self, GFile *file)
{
  g_return_if_fail (XQ_IS_LIBRARY_WINDOW (self));
  g_return_if_fail (G_IS_FILE (file));
  if (self->import_cancel == NULL)
    start_import (self, file);
}

gboolean
xq_library_window_is_importing (XqLibraryWindow *self)
{
  return self->import_cancel != NULL;
}

static void
import_chosen (XqFileDialog *dialog, GFile *file, const char *choice, gpointer data)
{
  XqLibraryWindow *self = data;

  if (file != NULL)
    xq_library_window_import (self, file);
  g_object_unref (self);
}

static void
import_action (GtkWidget *widget, const char *name, GVariant *param)
{
  XqLibraryWindow *self = XQ_LIBRARY_WINDOW (widget);
  gboolean folder = g_str_equal (name, "library.import-folder");
  XqFileDialog *dialog;

  dialog = folder ? xq_file_dialog_new (XQ_FILE_DIALOG_FOLDER, _("Import a Folder"), _("_Import"))
                  : xq_file_dialog_new (XQ_FILE_DIALOG_OPEN, _("Import Games"), _("_Import"));
  if (!folder)
    xq_file_dialog_add_suffixes (dialog, _("All Game Files"), "pgn PGN xqf XQF cbl CBL cbf CBF txt TXT");
  xq_file_dialog_present (dialog, GTK_WIDGET (self), import_chosen, g_object_ref (self));
  g_object_unref (dialog);
}

static void
cancel_clicked (XqLibraryWindow *self)
{
  if (self->import_cancel != NULL)
    g_cancellable_cancel (self->import_cancel);
}

/* ---- Life --------------------------------------------------------------- */

static void
xq_library_window_dispose (GObject *object)
{
  XqLibraryWindow *self = XQ_LIBRARY_WINDOW (object);

  if (self->import_cancel != NULL)
    g_cancellable_cancel (self->import_cancel);
  g_clear_handle_id (&self->progress_timer, g_source_remove);
  if (self->column_view != NULL)
    gtk_column_view_set_model (self->column_view, NULL);
  g_clear_object (&self->selection);
  g_clear_object (&self->games);
  g_clear_object (&self->probe[0]);
  g_clear_object (&self->probe[1]);
  gtk_widget_dispose_template (GTK_WIDGET (self), XQ_TYPE_LIBRARY_WINDOW);
  G_OBJECT_CLASS (xq_library_window_parent_class)->dispose (object);
}

static void
xq_library_window_finalize (GObject *object)
{
  XqLibraryWindow *self = XQ_LIBRARY_WINDOW (object);

  g_mutex_clear (&self->progress.lock);
  G_OBJECT_CLASS (xq_library_window_parent_class)->finalize (object);
}

static void
xq_library_window_class_init (XqLibraryWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = xq_library_window_dispose;
  object_class->finalize = xq_library_window_finalize;

  signals[SIGNAL_GAME_ACTIVATED] =
    g_signal_new ("game-activated", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_INT64);
  signals[SIGNAL_GAME_CHANGED] =
    g_signal_new ("game-changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_INT64);
  signals[SIGNAL_EDIT_TAGS] =
    g_signal_new ("edit-tags", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 2, G_TYPE_INT64, XQ_TYPE_GAME);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/xiangqi/Xiangqi/xq-library-window.ui");
  gtk_widget_class_bind_template_child (widget_class, XqLibraryWindow, filter_box);
  gtk_widget_class_bind_template_child (widget_class, XqLibraryWindow, player_entry);
  gtk_widget_class_bind_template_child (widget_class, XqLibraryWindow, event_entry);
  gtk_widget_class_bind_template_child (widget_class, XqLibraryWindow, opening_entry);
  gtk_widget_class_bind_template_child (widget_class, XqLibraryWindow, side_drop);
  gtk_widget_class_bind_template_child (widget_class, XqLibraryWindow, result_drop);
  gtk_widget_class_bind_template_child (widget_class, XqLibraryWindow, year_from);
  gtk_widget_class_bind_template_child (widget_class, XqLibraryWindow, year_to);
  gtk_widget_class_bind_template_child (widget_class, XqLibraryWindow, column_view);
  gtk_widget_class_bind_template_child (widget_class, XqLibraryWindow, status_label);
  gtk_widget_class_bind_template_child (widget_class, XqLibraryWindow, progress_revealer);
  gtk_widget_class_bind_template_child (widget_class, XqLibraryWindow, progress_bar);
  gtk_widget_class_bind_template_child (widget_class, XqLibraryWindow, cancel_button);

  gtk_widget_class_install_action (widget_class, "library.open", NULL, open_action);
  gtk_widget_class_install_action (widget_class, "library.delete", NULL, delete_action);
  gtk_widget_class_install_action (widget_class, "library.players", NULL, players_action);
  gtk_widget_class_install_action (widget_class, "library.edit-tags", NULL, edit_tags_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_i, GDK_CONTROL_MASK, "library.edit-tags", NULL);
  gtk_widget_class_install_action (widget_class, "library.export", NULL, export_action);
  gtk_widget_class_install_action (widget_class, "library.import-files", NULL, import_action);
  gtk_widget_class_install_action (widget_class, "library.import-folder", NULL, import_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Delete, 0, "library.delete", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
xq_library_window_init (XqLibraryWindow *self)
{
  GtkSorter *sorter;

  gtk_widget_init_template (GTK_WIDGET (self));
  g_mutex_init (&self->progress.lock);
  /* The filters' flow box only wraps them: Tab goes from filter to filter,
   * not through the boxes around them. */
  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (self->filter_box));
       child != NULL; child = gtk_widget_get_next_sibling (child))
    gtk_widget_set_focusable (child, FALSE);

  add_column (self, COL_RED, _("Red"), TRUE);
  add_column (self, COL_BLACK, _("Black"), TRUE);
  add_column (self, COL_RESULT, _("Result"), FALSE);
  add_column (self, COL_EVENT, _("Event"), TRUE);
  add_column (self, COL_DATE, _("Date"), FALSE);
  add_column (self, COL_OPENING, _("Opening"), TRUE);
  add_column (self, COL_MOVES, _("Moves"), FALSE);

  self->probe[0] = g_object_new (XQ_TYPE_LIBRARY_ROW, NULL);
  self->probe[1] = g_object_new (XQ_TYPE_LIBRARY_ROW, NULL);
  sorter = gtk_column_view_get_sorter (self->column_view);
  g_signal_connect_swapped (sorter, "changed", G_CALLBACK (xq_library_window_reload), self);
  self->selection = gtk_single_selection_new (NULL);
  gtk_single_selection_set_autoselect (self->selection, FALSE);
  gtk_single_selection_set_can_unselect (self->selection, TRUE);
  gtk_column_view_set_model (self->column_view, GTK_SELECTION_MODEL (self->selection));

  g_signal_connect (self->column_view, "activate", G_CALLBACK (row_activated), self);
  g_signal_connect_swapped (self->selection, "notify::selected", G_CALLBACK (update_actions), self);
  g_signal_connect_swapped (self->player_entry, "search-changed", G_CALLBACK (filter_changed), self);
  g_signal_connect_swapped (self->event_entry, "search-changed", G_CALLBACK (filter_changed), self);
  g_signal_connect_swapped (self->opening_entry, "search-changed", G_CALLBACK (filter_changed), self);
  g_signal_connect_swapped (self->side_drop, "notify::selected", G_CALLBACK (filter_changed), self);
  g_signal_connect_swapped (self->result_drop, "notify::selected", G_CALLBACK (filter_changed), self);
  g_signal_connect_swapped (self->year_from, "value-changed", G_CALLBACK (filter_changed), self);
  g_signal_connect_swapped (self->year_to, "value-changed", G_CALLBACK (filter_changed), self);
  g_signal_connect_swapped (self->cancel_button, "clicked", G_CALLBACK (cancel_clicked), self);
}

XqLibraryWindow *
xq_library_window_new (GtkWindow *parent, XqLibrary *library)
{
  XqLibraryWindow *self = g_object_new (XQ_TYPE_LIBRARY_WINDOW, NULL);

  g_return_val_if_fail (library != NULL, NULL);
  self->library = library;
  self->games = xq_library_games_new (library);
  gtk_single_selection_set_model (self->selection, G_LIST_MODEL (self->games));
  if (parent != NULL)
    {
      gtk_window_set_transient_for (GTK_WINDOW (self), parent);
      gtk_window_set_destroy_with_parent (GTK_WINDOW (self), TRUE);
    }
  xq_library_window_reload (self);
  update_actions (self);
  gtk_window_set_focus (GTK_WINDOW (self), GTK_WIDGET (self->player_entry));
  return self;
}
