/* xq-window-files.c — the window's files: open, save, save as, and the games
 * of a file
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The dialogs and questions are here; the session (xq-session.h) reads and
 * writes the files.
 */
#define G_LOG_DOMAIN "xq-window"

#include "config.h"

#include <glib/gi18n.h>

#include "xq-game-format.h"
#include "xq-notation-name.h"
#include "xq-save-format.h"
#include "xq-alert.h"
#include "xq-file-dialog.h"
#include "xq-game-chooser.h"
#include "xq-window-private.h"

/* ---- Unsaved changes ----------------------------------------------------- */

typedef struct
{
  XqWindow *self;
  XqDiscard why;
  void (*then) (XqWindow *self, gpointer data);
  gpointer data;
  GDestroyNotify destroy;
} XqDiscardCall;

static void
xq_discard_call_free (XqDiscardCall *call)
{
  if (call->destroy)
    call->destroy (call->data);
  g_object_unref (call->self);
  g_free (call);
}

static void
xq_window_save_as_then (XqWindow      *self,
                        XqDiscardCall *after);

/* Closing the window goes on once the question has gone: a window
 * destroyed under its own dialog leaves the dialog nothing to be
 * transient for. */
static gboolean
discard_later (gpointer data)
{
  XqDiscardCall *call = data;

  call->then (call->self, call->data);
  return G_SOURCE_REMOVE;
}

static void
discard_response (GtkWidget     *dialog,
                  const char    *response,
                  XqDiscardCall *call)
{
  /* One answer: the dialog closing afterwards says nothing more. */
  g_signal_handlers_disconnect_by_func (dialog, discard_response, call);
  if (g_str_equal (response, "discard") && call->why == XQ_DISCARD_CLOSE)
    {
      g_idle_add_full (G_PRIORITY_DEFAULT_IDLE, discard_later, call,
                       (GDestroyNotify) xq_discard_call_free);
      return;
    }
  if (g_str_equal (response, "discard"))
    call->then (call->self, call->data);
  else if (g_str_equal (response, "save")
           && xq_session_get_library_game (call->self->session, NULL) != 0)
    {
      /* A game of the library goes back there, without a file chooser. */
      if (_xq_window_save_now (call->self))
        call->then (call->self, call->data);
    }
  else if (g_str_equal (response, "save"))
    {
      xq_window_save_as_then (call->self, call);
      return;
    }
  xq_discard_call_free (call);
}

void
xq_window_confirm_discard (XqWindow      *self,
                           XqDiscard      why,
                           void         (*then) (XqWindow *self, gpointer data),
                           gpointer       data,
                           GDestroyNotify destroy)
{
  XqDiscardCall *call;
  GtkWidget *dialog;

  /* A comment being typed is part of the game. */
  _xq_window_edit_commit (self);
  if (xq_session_may_discard (self->session, why))
    {
      then (self, data);
      if (destroy)
        destroy (data);
      return;
    }

  call = g_new0 (XqDiscardCall, 1);
  call->self = g_object_ref (self);
  call->why = why;
  call->then = then;
  call->data = data;
  call->destroy = destroy;

  dialog = xq_alert_new (_("Save the Current Game?"),
                         _("The moves of the current game will be lost if you do not save them."));
  xq_alert_add_responses (dialog,
                          "cancel", _("_Cancel"),
                          "discard", _("_Discard"),
                          "save", _("_Save"),
                          NULL);
  xq_alert_set_response_appearance (dialog, "discard", ADW_RESPONSE_DESTRUCTIVE);
  xq_alert_set_response_appearance (dialog, "save", ADW_RESPONSE_SUGGESTED);
  xq_alert_set_default_response (dialog, "save");
  xq_alert_set_close_response (dialog, "cancel");
  g_signal_connect (dialog, "response", G_CALLBACK (discard_response), call);
  xq_alert_present (dialog, GTK_WIDGET (self));
}

/* ---- Showing a game ------------------------------------------------------ */

static void
xq_window_show_error (XqWindow   *self,
                      const char *heading,
                      GError     *error)
{
  xq_alert_show_message (GTK_WIDGET (self), heading, error->message);
}

/* Shows a game read from a file: between two people, at the end of its main
 * line, where it can be played on unless the file gives a result. */
static void
xq_window_show_loaded_game (XqWindow *self,
                            XqGame   *game,
                            GFile    *file)
{
  const char * const *warnings;

  xq_session_open_game (self->session, game, file);
  warnings = xq_game_get_warnings (game);
  if (warnings && warnings[0])
    xq_window_toast (self, warnings[0]);
  xq_window_update (self);
}

/* ---- Several games in one file ------------------------------------------- */

typedef struct
{
  XqWindow *self;
  GFile *file;
  XqGameChooser *chooser;
} XqChooseCall;

static void
xq_choose_call_free (XqChooseCall *call)
{
  g_object_unref (call->self);
  g_clear_object (&call->file);
  g_free (call);
}

static void
choose_response (GtkWidget    *dialog,
                 const char   *response,
                 XqChooseCall *call)
{
  XqGame *game = xq_game_chooser_get_selected (call->chooser);

  if (g_str_equal (response, "open") && game != NULL)
    xq_window_show_loaded_game (call->self, game, call->file);
  xq_choose_call_free (call);
}

static void
chooser_activated (XqGameChooser *chooser,
                   GtkWidget     *dialog)
{
  xq_alert_choose (dialog, "open");
}

/* Open is offered only while the search matches a game. */
static void
chooser_search_changed (XqGameChooser *chooser,
                        GParamSpec    *pspec,
                        GtkWidget     *dialog)
{
  xq_alert_set_response_enabled (dialog, "open",
                                 xq_game_chooser_get_n_shown (chooser) > 0);
}

static void
xq_window_choose_game (XqWindow  *self,
                       GPtrArray *games,
                       GFile     *file)
{
  GtkWidget *dialog;
  XqChooseCall *call = g_new0 (XqChooseCall, 1);
  GtkWidget *chooser = xq_game_chooser_new (games);
  g_autofree char *body = NULL;
  g_autofree char *basename = g_file_get_basename (file);

  call->self = g_object_ref (self);
  call->file = g_object_ref (file);
  call->chooser = XQ_GAME_CHOOSER (chooser);

  body = g_strdup_printf (ngettext ("“%s” holds %u game. Which one do you want to see?",
                                    "“%s” holds %u games. Which one do you want to see?",
                                    games->len),
                          basename, games->len);
  dialog = xq_alert_new (_("Choose a Game"), body);
  xq_alert_set_width (dialog, 520);
  xq_alert_set_extra_child (dialog, chooser);
  xq_alert_add_responses (dialog, "cancel", _("_Cancel"), "open", _("_Open"), NULL);
  xq_alert_set_response_appearance (dialog, "open", ADW_RESPONSE_SUGGESTED);
  xq_alert_set_default_response (dialog, "open");
  xq_alert_set_close_response (dialog, "cancel");
  g_signal_connect (chooser, "activated", G_CALLBACK (chooser_activated), dialog);
  g_signal_connect (chooser, "notify::n-shown", G_CALLBACK (chooser_search_changed), dialog);
  g_signal_connect (dialog, "response", G_CALLBACK (choose_response), call);
  xq_alert_present (dialog, GTK_WIDGET (self));
  gtk_widget_grab_focus (chooser);
}

/* ---- Keeping the game in progress ---------------------------------------- */

static void
on_autosave_failed (XqWindow     *self,
                    const GError *error)
{
  g_autofree char *text = g_strdup_printf (_("The game in progress could not be kept: %s"),
                                           error->message);

  xq_window_toast (self, text);
}

/* A file dropped on the window is opened (as from the command line: the
 * guard asks first). */
static gboolean
window_drop (GtkDropTarget *target,
             const GValue  *value,
             double         x,
             double         y,
             XqWindow      *self)
{
  GSList *files = g_value_get_boxed (value);

  if (files == NULL || !G_IS_FILE (files->data))
    return FALSE;
  xq_window_open_file (self, files->data);
  return TRUE;
}

/* A failure to keep the game in progress is told once (the session says it
 * again only after keeping it worked). */
void
_xq_window_files_init (XqWindow *self)
{
  GtkDropTarget *drop = gtk_drop_target_new (GDK_TYPE_FILE_LIST, GDK_ACTION_COPY);

  g_signal_connect (drop, "drop", G_CALLBACK (window_drop), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (drop));
  g_signal_connect_object (self->session, "autosave-failed", G_CALLBACK (on_autosave_failed),
                           self, G_CONNECT_SWAPPED);
}

/* ---- Opening ------------------------------------------------------------- */

/* A file is read and parsed in a worker thread (the readers only build
 * XqGame objects, which touch no main context until they are shown), so the
 * window keeps drawing and answering.  A read that takes longer than
 * LOAD_NOTICE_MS shows a notice with the file's name, how much of it is read
 * (every LOAD_PROGRESS_MS) and a Cancel button; cancelling (or opening
 * another file) stops the reader between games and discards the result, and
 * the game on the board stays as it was, as it does when the file cannot be
 * read. */
#define LOAD_NOTICE_MS 300
#define LOAD_PROGRESS_MS 100
/* The notice stays at least this long.  libadwaita before 1.3 frees a
 * toast's record when its hiding ends, but lets its showing (300 ms, 500
 * when it replaces another) run on and then write to that record: a toast
 * dismissed while it is still coming in (the hiding can end first, as its
 * start is taken from a predicted frame time) crashes the window a moment
 * later (libadwaita commit 1674ebc9, "Prevent show_done from firing after
 * hide_done").  Waiting until the showing is over avoids it, and a notice
 * that flashes for a few frames is no use to read anyway.  For the same
 * reason its Cancel button is the notice's own, not the toast's (which
 * dismisses the toast at once). */
#define LOAD_NOTICE_MIN_MS 800

typedef struct _XqWindowLoad
{
  XqWindow *self;              /* not owned: the task holds it */
  GFile *file;
  GCancellable *cancellable;
  XqLoadProgress progress;     /* written by the worker */
  AdwToast *notice;            /* while shown */
  gint64 notice_shown_at;      /* the overlay's frame time, µs */
  GtkLabel *notice_label;      /* in the notice */
  GtkWidget *notice_cancel;    /* in the notice */
  guint notice_id;             /* shows the notice, then updates it */
} XqWindowLoad;

static void
xq_window_load_free (XqWindowLoad *load)
{
  /* xq_window_load_end () has run: no notice is left to dismiss. */
  g_clear_object (&load->file);
  g_clear_object (&load->cancellable);
  g_free (load);
}

static gboolean
load_dismiss_notice (gpointer data)
{
  /* A no-op if the window, and its toast overlay, went meanwhile. */
  adw_toast_dismiss (ADW_TOAST (data));
  return G_SOURCE_REMOVE;
}

/* Counts by the frames the overlay draws, not by the clock: the toast's
 * showing ends only in a frame, and a frame late enough has been drawn
 * (its showing ended there) before the dismissal, which waits for an idle
 * after it. */
static gboolean
load_notice_tick (GtkWidget     *overlay,
                  GdkFrameClock *clock,
                  gpointer       data)
{
  gint64 shown_at = GPOINTER_TO_SIZE (g_object_get_data (G_OBJECT (data), "xq-shown-at"));

  if ((gdk_frame_clock_get_frame_time (clock) - shown_at) / 1000 < LOAD_NOTICE_MIN_MS)
    return G_SOURCE_CONTINUE;
  g_idle_add_full (G_PRIORITY_DEFAULT, load_dismiss_notice, g_object_ref (data), g_object_unref);
  return G_SOURCE_REMOVE;
}

/* The window no longer waits for @load (finished, cancelled or replaced). */
static void
xq_window_load_end (XqWindowLoad *load)
{
  XqWindow *self = load->self;

  g_cancellable_cancel (load->cancellable);
  g_clear_handle_id (&load->notice_id, g_source_remove);
  if (load->notice != NULL)
    {
      g_signal_handlers_disconnect_by_data (load->notice_cancel, load);
      gtk_widget_set_sensitive (load->notice_cancel, FALSE);
      if (!gtk_widget_get_mapped (GTK_WIDGET (self->toast_overlay)))
        adw_toast_dismiss (load->notice);   /* nothing is animated */
      else
        {
          g_object_set_data (G_OBJECT (load->notice), "xq-shown-at",
                             GSIZE_TO_POINTER ((gsize) load->notice_shown_at));
          /* The tick callback holds the notice's reference from here. */
          gtk_widget_add_tick_callback (GTK_WIDGET (self->toast_overlay), load_notice_tick,
                                        g_steal_pointer (&load->notice), g_object_unref);
        }
      g_clear_object (&load->notice);
      load->notice_label = NULL;
      load->notice_cancel = NULL;
    }
  if (self->load == load)
    self->load = NULL;
}

static void
load_cancel_clicked (GtkButton    *button,
                     XqWindowLoad *load)
{
  xq_window_load_end (load);
}

/* The notice's text: the file, and how much of it is read once the
 * reader says. */
static void
load_update_notice (XqWindowLoad *load)
{
  g_autofree char *basename = g_file_get_basename (load->file);
  g_autofree char *text = NULL;
  int permille = xq_load_progress_get (&load->progress);

  if (permille > 0)
    /* Translators: shown while a big file is read; %s is the file name,
     * %d how much of it is read, in per cent */
    text = g_strdup_printf (_("Opening “%s”… %d %%"), basename, permille / 10);
  else
    /* Translators: shown while a big file is read; %s is the file name */
    text = g_strdup_printf (_("Opening “%s”…"), basename);
  gtk_label_set_text (load->notice_label, text);
}

static gboolean
load_progress_tick (gpointer data)
{
  load_update_notice (data);
  return G_SOURCE_CONTINUE;
}

static gboolean
load_show_notice (gpointer data)
{
  XqWindowLoad *load = data;
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 8);
  GtkWidget *spinner = gtk_spinner_new ();
  GtkWidget *label = gtk_label_new (NULL);
  GtkWidget *cancel = gtk_button_new_with_mnemonic (_("_Cancel"));
  GdkFrameClock *clock;

  gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_MIDDLE);
  /* Figures of one width: the notice does not jump as they change. */
  gtk_widget_add_css_class (label, "numeric");
  load->notice_label = GTK_LABEL (label);
  load_update_notice (load);
  gtk_spinner_start (GTK_SPINNER (spinner));
  gtk_box_append (GTK_BOX (box), spinner);
  gtk_box_append (GTK_BOX (box), label);
  gtk_widget_set_valign (cancel, GTK_ALIGN_CENTER);
  gtk_widget_set_margin_start (cancel, 6);
  g_signal_connect (cancel, "clicked", G_CALLBACK (load_cancel_clicked), load);
  load->notice_cancel = cancel;
  gtk_box_append (GTK_BOX (box), cancel);

  load->notice = g_object_ref_sink (adw_toast_new (""));
  adw_toast_set_custom_title (load->notice, box);
  adw_toast_set_timeout (load->notice, 0);
  adw_toast_set_priority (load->notice, ADW_TOAST_PRIORITY_HIGH);
  adw_toast_overlay_add_toast (load->self->toast_overlay, g_object_ref (load->notice));
  /* The frame time the toast's showing starts from (none is animated on
   * an overlay not yet drawn). */
  clock = gtk_widget_get_frame_clock (GTK_WIDGET (load->self->toast_overlay));
  load->notice_shown_at = clock != NULL ? gdk_frame_clock_get_frame_time (clock) : 0;
  load->notice_id = g_timeout_add (LOAD_PROGRESS_MS, load_progress_tick, load);
  return G_SOURCE_REMOVE;
}

static void
load_thread (GTask        *task,
             gpointer      source,
             gpointer      data,
             GCancellable *cancellable)
{
  XqWindowLoad *load = data;
  GError *error = NULL;
  /* The session reads without touching its state: safe in this thread. */
  GPtrArray *games = xq_session_read_file (load->self->session, load->file, &load->progress,
                                           &error);

  if (games == NULL)
    g_task_return_error (task, error);
  else
    g_task_return_pointer (task, games, (GDestroyNotify) g_ptr_array_unref);
}

static void
load_done (GObject      *source,
           GAsyncResult *result,
           gpointer      data)
{
  XqWindow *self = XQ_WINDOW (source);
  XqWindowLoad *load = g_task_get_task_data (G_TASK (result));
  gboolean waited_for = self->load == load;
  g_autoptr (GError) error = NULL;
  g_autoptr (GPtrArray) games = NULL;

  games = g_task_propagate_pointer (G_TASK (result), &error);
  xq_window_load_end (load);
  /* Cancelled, replaced by another file, or the window is gone. */
  if (!waited_for || !gtk_widget_get_realized (GTK_WIDGET (self)))
    return;
  if (games == NULL)
    xq_window_show_error (self, _("Could Not Open the File"), error);
  else if (games->len == 1)
    xq_window_show_loaded_game (self, g_ptr_array_index (games, 0), load->file);
  else
    xq_window_choose_game (self, games, load->file);
}

void
_xq_window_load_file (XqWindow *self,
                      GFile    *file)
{
  g_autoptr (GTask) task = NULL;
  XqWindowLoad *load;

  if (self->load != NULL)
    xq_window_load_end (self->load);
  load = g_new0 (XqWindowLoad, 1);
  load->self = self;
  load->file = g_object_ref (file);
  load->cancellable = g_cancellable_new ();
  load->progress.cancellable = load->cancellable;
  load->notice_id = g_timeout_add (LOAD_NOTICE_MS, load_show_notice, load);
  self->load = load;

  /* load->cancellable stops the reading (between games once the bytes are
   * read), and load_done drops whatever comes back.  The task has no
   * cancellable of its own, so that load_done always runs. */
  task = g_task_new (self, NULL, load_done, NULL);
  g_task_set_source_tag (task, _xq_window_load_file);
  g_task_set_task_data (task, load, (GDestroyNotify) xq_window_load_free);
  g_task_run_in_thread (task, load_thread);
}

static void
xq_window_load_then (XqWindow *self,
                     gpointer  data)
{
  _xq_window_load_file (self, G_FILE (data));
}

/* A file from outside (the command line, the file manager through D-Bus,
 * a drop) replaces the game only as the guard allows. */
void
xq_window_open_file (XqWindow *self,
                     GFile    *file)
{
  g_return_if_fail (XQ_IS_WINDOW (self));
  g_return_if_fail (G_IS_FILE (file));

  xq_window_confirm_discard (self, XQ_DISCARD_OPEN, xq_window_load_then,
                             g_object_ref (file), g_object_unref);
}

void
xq_window_start (XqWindow *self,
                 GFile    *file)
{
  g_return_if_fail (XQ_IS_WINDOW (self));

  if (file != NULL)
    {
      _xq_window_load_file (self, file);
      return;
    }
  if (xq_session_restore (self->session))
    xq_window_update (self);
  else
    {
      /* A beginner-friendly game against the computer, the user red. */
      XqGameSetup setup = {
        .sides = {
          { FALSE, 1 },
          { TRUE, (int) g_settings_get_int (self->settings, "engine-level") },
        },
        .rules = XQ_RULES_CHINESE,
      };

      xq_position_set_start (&setup.start);
      xq_time_control_init_none (&setup.time_control);
      xq_window_new_game (self, &setup);
    }
}

/* ---- Open and Save dialogs ----------------------------------------------- */

static void
open_response (XqFileDialog *dialog,
               GFile        *file,
               const char   *choice,
               gpointer      data)
{
  XqWindow *self = data;

  /* The user was asked before the dialog. */
  if (file != NULL)
    _xq_window_load_file (self, file);
  g_object_unref (self);
}

static void
xq_window_open_now (XqWindow *self,
                    gpointer  data)
{
  g_autoptr (XqFileDialog) dialog = NULL;

  dialog = xq_file_dialog_new (XQ_FILE_DIALOG_OPEN, _("Open Game"), _("_Open"));
  xq_file_dialog_add_suffixes (dialog, _("All Game Files"),
                               "pgn PGN xqf XQF cbr CBR cbl CBL fen FEN txt html htm");
  xq_file_dialog_add_suffixes (dialog, _("PGN Games"), "pgn PGN");
  xq_file_dialog_add_suffixes (dialog, _("XQF Games"), "xqf XQF");
  xq_file_dialog_add_suffixes (dialog, _("DhtmlXQ Games"), "txt html htm");
  xq_file_dialog_add_suffixes (dialog, _("ChessBase Xiangqi Games (CBR, CBL)"),
                               "cbr CBR cbl CBL");
  xq_file_dialog_add_suffixes (dialog, _("FEN Positions"), "fen FEN");
  xq_file_dialog_present (dialog, GTK_WIDGET (self), open_response, g_object_ref (self));
}

static gboolean
xq_window_save_file (XqWindow  *self,
                     GFile     *file,
                     XqNotation notation,
                     GError   **error)
{
  if (!xq_session_save (self->session, file, notation, error))
    return FALSE;
  xq_window_update_actions (self);
  return TRUE;
}

/* Where the game went: its file, the library it came from, or both. */
static void
xq_window_toast_saved (XqWindow *self)
{
  gboolean library = xq_session_get_library_game (self->session, NULL) != 0;
  gboolean file = xq_session_get_file (self->session) != NULL;

  xq_window_toast (self, library && file ? _("Game saved in the library and its file")
                         : library ? _("Game saved in the library")
                         : _("Game saved"));
}

static void
save_response (XqFileDialog *dialog,
               GFile        *file,
               const char   *choice,
               gpointer      data)
{
  XqDiscardCall *after = data;
  XqWindow *self = after->self;

  if (file != NULL)
    {
      g_autofree char *setting = g_settings_get_string (self->settings, "notation");
      g_autofree char *name = g_file_get_basename (file);
      /* The chooser's "Move format" where it has one, else the setting. */
      XqSaveFormat format = xq_save_format_decide (name, choice, setting);
      g_autoptr (GError) error = NULL;

      if (format.format != XQ_GAME_FORMAT_PGN)
        {
          g_set_error (&error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
                       /* Translators: %s is a file name such as "game.xqf" */
                       _("“%s” is named as a file of another format, but games are saved as PGN. Choose a name ending in .pgn."),
                       name);
          xq_window_show_error (self, _("Could Not Save the Game"), error);
        }
      else
        {
          self->save_notation = format.notation;
          if (!xq_window_save_file (self, file, format.notation, &error))
            xq_window_show_error (self, _("Could Not Save the Game"), error);
          else
            {
              xq_window_toast_saved (self);
              if (after->then)
                after->then (self, after->data);
            }
        }
    }
  xq_discard_call_free (after);
}

static void
xq_window_save_as_then (XqWindow      *self,
                        XqDiscardCall *after)
{
  g_autoptr (XqFileDialog) dialog = NULL;
  const XqNotationName *names = xq_notation_names ();
  g_autoptr (GPtrArray) options = g_ptr_array_new ();
  g_autoptr (GPtrArray) labels = g_ptr_array_new ();

  g_autofree char *setting = g_settings_get_string (self->settings, "notation");
  const char *proposed = xq_save_format_default_notation (setting);
  const char *proposed_label = NULL;

  dialog = xq_file_dialog_new (XQ_FILE_DIALOG_SAVE, _("Save Game"), _("_Save"));
  for (const XqNotationName *n = names; n->name; n++)
    if (n->label != NULL)
      {
        g_ptr_array_add (options, (gpointer) n->name);
        g_ptr_array_add (labels, (gpointer) _(n->label));
        if (g_str_equal (n->name, proposed))
          proposed_label = _(n->label);
      }
  g_ptr_array_add (options, NULL);
  g_ptr_array_add (labels, NULL);
  if (xq_file_dialog_offers_choice ())
    xq_file_dialog_add_suffixes (dialog, _("PGN Games"), "pgn");
  else
    {
      /* GtkFileDialog has no choices: the moves are written in the
       * notation of the setting, and the filter's name says which. */
      /* Translators: a file filter's name; %s is a notation: Chinese, WXF or ICCS */
      g_autofree char *filter = g_strdup_printf (_("PGN Games (%s moves)"), proposed_label);

      xq_file_dialog_add_suffixes (dialog, filter, "pgn");
    }
  xq_file_dialog_set_choice (dialog, _("Move format"), (const char * const *) options->pdata,
                             (const char * const *) labels->pdata, proposed);
  if (xq_session_get_file (self->session) != NULL)
    xq_file_dialog_set_initial_file (dialog, xq_session_get_file (self->session));
  else
    {
      g_autoptr (GDateTime) now = g_date_time_new_now_local ();
      g_autofree char *date = g_date_time_format (now, "%Y-%m-%d %H.%M");
      /* Translators: the default file name of a saved game; %s is the date */
      g_autofree char *name = g_strdup_printf (_("Xiangqi %s.pgn"), date);

      xq_file_dialog_set_initial_name (dialog, name);
    }
  xq_file_dialog_present (dialog, GTK_WIDGET (self), save_response, after);
}

void
_xq_window_save_as (XqWindow *self)
{
  XqDiscardCall *after = g_new0 (XqDiscardCall, 1);

  after->self = g_object_ref (self);
  xq_window_save_as_then (self, after);
}

/* ---- Actions ------------------------------------------------------------- */

static void
open_action (GtkWidget  *widget,
             const char *name,
             GVariant   *param)
{
  xq_window_confirm_discard (XQ_WINDOW (widget), XQ_DISCARD_OPEN, xq_window_open_now, NULL, NULL);
}

gboolean
_xq_window_save_now (XqWindow *self)
{
  g_autoptr (GError) error = NULL;

  if (!xq_window_save_file (self, xq_session_get_file (self->session), self->save_notation, &error))
    {
      xq_window_show_error (self, _("Could Not Save the Game"), error);
      return FALSE;
    }
  xq_window_toast_saved (self);
  return TRUE;
}

static void
save_action (GtkWidget  *widget,
             const char *name,
             GVariant   *param)
{
  XqWindow *self = XQ_WINDOW (widget);

  /* A game with no place of its own yet asks for a file. */
  if (xq_session_get_file (self->session) == NULL
      && xq_session_get_library_game (self->session, NULL) == 0)
    {
      _xq_window_save_as (self);
      return;
    }
  _xq_window_save_now (self);
}

static void
save_as_action (GtkWidget  *widget,
                const char *name,
                GVariant   *param)
{
  _xq_window_save_as (XQ_WINDOW (widget));
}

void
_xq_window_class_install_file_actions (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.open", NULL, open_action);
  gtk_widget_class_install_action (widget_class, "win.save", NULL, save_action);
  gtk_widget_class_install_action (widget_class, "win.save-as", NULL, save_as_action);
}
