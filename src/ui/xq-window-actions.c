/* xq-window-actions.c — the window's actions: files, navigation, game controls
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "xq-window"

#include "config.h"

#include <glib/gi18n.h>

#include "xq-new-game-dialog.h"
#include "xq-window-private.h"

/* ---- Unsaved changes ----------------------------------------------------- */

typedef struct
{
  XqWindow *self;
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

static void
discard_response (AdwMessageDialog *dialog,
                  const char       *response,
                  XqDiscardCall    *call)
{
  if (g_str_equal (response, "discard"))
    call->then (call->self, call->data);
  else if (g_str_equal (response, "save"))
    {
      xq_window_save_as_then (call->self, call);
      return;
    }
  xq_discard_call_free (call);
}

void
xq_window_confirm_discard (XqWindow      *self,
                           void         (*then) (XqWindow *self, gpointer data),
                           gpointer       data,
                           GDestroyNotify destroy)
{
  XqDiscardCall *call;
  AdwMessageDialog *dialog;

  /* A finished or untouched game, or one saved as it is, needs no question. */
  if (!self->dirty || self->moves->len == 0)
    {
      then (self, data);
      if (destroy)
        destroy (data);
      return;
    }

  call = g_new0 (XqDiscardCall, 1);
  call->self = g_object_ref (self);
  call->then = then;
  call->data = data;
  call->destroy = destroy;

  dialog = ADW_MESSAGE_DIALOG (adw_message_dialog_new (GTK_WINDOW (self),
                                                       _("Save the Current Game?"),
                                                       _("The moves of the current game will be lost if you do not save them.")));
  adw_message_dialog_add_responses (dialog,
                                    "cancel", _("_Cancel"),
                                    "discard", _("_Discard"),
                                    "save", _("_Save"),
                                    NULL);
  adw_message_dialog_set_response_appearance (dialog, "discard", ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_response_appearance (dialog, "save", ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (dialog, "save");
  adw_message_dialog_set_close_response (dialog, "cancel");
  g_signal_connect (dialog, "response", G_CALLBACK (discard_response), call);
  gtk_window_present (GTK_WINDOW (dialog));
}

/* ---- Files --------------------------------------------------------------- */

static void
xq_window_show_error (XqWindow   *self,
                      const char *heading,
                      GError     *error)
{
  AdwMessageDialog *dialog;

  dialog = ADW_MESSAGE_DIALOG (adw_message_dialog_new (GTK_WINDOW (self), heading,
                                                       error->message));
  adw_message_dialog_add_response (dialog, "close", _("_Close"));
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
add_filter (GtkFileChooser *chooser,
            const char     *name,
            const char     *patterns)
{
  g_autoptr (GtkFileFilter) filter = gtk_file_filter_new ();
  g_auto (GStrv) list = g_strsplit (patterns, " ", -1);

  gtk_file_filter_set_name (filter, name);
  for (guint i = 0; list[i]; i++)
    gtk_file_filter_add_suffix (filter, list[i]);
  gtk_file_chooser_add_filter (chooser, filter);
}

static void
open_response (GtkNativeDialog *native,
               int              response,
               XqWindow        *self)
{
  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr (GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (native));

      xq_window_open_file (self, file);
    }
  g_object_unref (native);
}

static void
xq_window_open_now (XqWindow *self,
                    gpointer  data)
{
  GtkFileChooserNative *native;

  native = gtk_file_chooser_native_new (_("Open Game"), GTK_WINDOW (self),
                                        GTK_FILE_CHOOSER_ACTION_OPEN,
                                        _("_Open"), _("_Cancel"));
  add_filter (GTK_FILE_CHOOSER (native), _("All Game Files"),
              "pgn PGN xqf XQF cbr CBR cbl CBL fen FEN txt html htm");
  add_filter (GTK_FILE_CHOOSER (native), _("PGN Games"), "pgn PGN");
  add_filter (GTK_FILE_CHOOSER (native), _("XQF Games"), "xqf XQF");
  add_filter (GTK_FILE_CHOOSER (native), _("DhtmlXQ Games"), "txt html htm");
  add_filter (GTK_FILE_CHOOSER (native), _("ChessBase Xiangqi Games (CBR, CBL)"),
              "cbr CBR cbl CBL");
  add_filter (GTK_FILE_CHOOSER (native), _("FEN Positions"), "fen FEN");
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (native), TRUE);
  g_signal_connect (native, "response", G_CALLBACK (open_response), self);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (native));
}

static void
save_response (GtkNativeDialog *native,
               int              response,
               XqDiscardCall   *after)
{
  XqWindow *self = after->self;

  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr (GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (native));
      const char *notation = gtk_file_chooser_get_choice (GTK_FILE_CHOOSER (native), "notation");
      g_autoptr (GError) error = NULL;

      if (notation != NULL)
        g_object_set_data_full (G_OBJECT (self), "xq-save-notation",
                                g_strdup (notation), g_free);
      if (!xq_window_save_file (self, file, &error))
        xq_window_show_error (self, _("Could Not Save the Game"), error);
      else
        {
          xq_window_toast (self, _("Game saved"));
          if (after->then)
            after->then (self, after->data);
        }
    }
  xq_discard_call_free (after);
  g_object_unref (native);
}

static void
xq_window_save_as_then (XqWindow      *self,
                        XqDiscardCall *after)
{
  GtkFileChooserNative *native;
  const char *options[] = { "chinese", "wxf", "iccs", NULL };
  const char *labels[] = { N_("Chinese"), N_("WXF"), N_("ICCS"), NULL };
  const char *translated[4] = { _(labels[0]), _(labels[1]), _(labels[2]), NULL };
  g_autofree char *name = NULL;

  native = gtk_file_chooser_native_new (_("Save Game"), GTK_WINDOW (self),
                                        GTK_FILE_CHOOSER_ACTION_SAVE,
                                        _("_Save"), _("_Cancel"));
  add_filter (GTK_FILE_CHOOSER (native), _("PGN Games"), "pgn");
  gtk_file_chooser_add_choice (GTK_FILE_CHOOSER (native), "notation", _("Move format"),
                               options, translated);
  gtk_file_chooser_set_choice (GTK_FILE_CHOOSER (native), "notation", "chinese");
  if (self->file)
    gtk_file_chooser_set_file (GTK_FILE_CHOOSER (native), self->file, NULL);
  else
    {
      g_autoptr (GDateTime) now = g_date_time_new_now_local ();
      g_autofree char *date = g_date_time_format (now, "%Y-%m-%d %H.%M");

      /* Translators: the default file name of a saved game; %s is the date */
      name = g_strdup_printf (_("Xiangqi %s.pgn"), date);
      gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (native), name);
    }
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (native), TRUE);
  g_signal_connect (native, "response", G_CALLBACK (save_response), after);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (native));
}

static void
xq_window_save_as (XqWindow *self)
{
  XqDiscardCall *after = g_new0 (XqDiscardCall, 1);

  after->self = g_object_ref (self);
  xq_window_save_as_then (self, after);
}

/* ---- Actions ------------------------------------------------------------- */

static void
new_game_response (XqNewGameDialog *dialog,
                   XqWindow        *self)
{
  XqSideSetup sides[2];
  XqPosition start;
  gint64 base_ms, increment_ms;

  for (int side = 0; side < 2; side++)
    {
      sides[side].computer = xq_new_game_dialog_get_computer (dialog, side);
      sides[side].level = xq_new_game_dialog_get_level (dialog, side);
    }
  xq_new_game_dialog_get_start (dialog, &start);
  xq_new_game_dialog_get_clock (dialog, &base_ms, &increment_ms);
  xq_window_new_game (self, &start, sides, base_ms, increment_ms);
}

static void
xq_window_show_new_game (XqWindow *self,
                         gpointer  data)
{
  XqNewGameDialog *dialog = xq_new_game_dialog_new (GTK_WINDOW (self), self->settings);

  g_signal_connect (dialog, "start", G_CALLBACK (new_game_response), self);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
new_game_action (GtkWidget  *widget,
                 const char *name,
                 GVariant   *param)
{
  XqWindow *self = XQ_WINDOW (widget);

  if (self->result != XQ_WINDOW_RESULT_NONE)
    xq_window_show_new_game (self, NULL);
  else
    xq_window_confirm_discard (self, xq_window_show_new_game, NULL, NULL);
}

static void
open_action (GtkWidget  *widget,
             const char *name,
             GVariant   *param)
{
  xq_window_confirm_discard (XQ_WINDOW (widget), xq_window_open_now, NULL, NULL);
}

static void
save_action (GtkWidget  *widget,
             const char *name,
             GVariant   *param)
{
  XqWindow *self = XQ_WINDOW (widget);
  g_autoptr (GError) error = NULL;

  if (self->file == NULL)
    {
      xq_window_save_as (self);
      return;
    }
  if (!xq_window_save_file (self, self->file, &error))
    xq_window_show_error (self, _("Could Not Save the Game"), error);
  else
    xq_window_toast (self, _("Game saved"));
}

static void
save_as_action (GtkWidget  *widget,
                const char *name,
                GVariant   *param)
{
  xq_window_save_as (XQ_WINDOW (widget));
}

static void
undo_action (GtkWidget  *widget,
             const char *name,
             GVariant   *param)
{
  xq_window_take_back (XQ_WINDOW (widget));
}

static void
redo_action (GtkWidget  *widget,
             const char *name,
             GVariant   *param)
{
  XqWindow *self = XQ_WINDOW (widget);

  xq_window_go_to_ply (self, self->current + 1);
}

static void
flip_action (GtkWidget  *widget,
             const char *name,
             GVariant   *param)
{
  XqWindow *self = XQ_WINDOW (widget);

  self->flipped = !self->flipped;
  xq_window_update (self);
}

static void
hint_action (GtkWidget  *widget,
             const char *name,
             GVariant   *param)
{
  xq_window_request_hint (XQ_WINDOW (widget));
}

static void
navigate_action (GtkWidget  *widget,
                 const char *name,
                 GVariant   *param)
{
  XqWindow *self = XQ_WINDOW (widget);
  guint ply = self->current;

  if (g_str_equal (name, "win.go-first"))
    ply = 0;
  else if (g_str_equal (name, "win.go-previous"))
    ply = ply > 0 ? ply - 1 : 0;
  else if (g_str_equal (name, "win.go-next"))
    ply = ply + 1;
  else
    ply = self->moves->len;
  xq_window_go_to_ply (self, ply);
}

/* Material of @side, in pawns (a rough judge of draw offers). */
static int
xq_material (const XqPosition *pos,
             XqColor           side)
{
  static const int value[XQ_N_KINDS] = { 0, 0, 2, 2, 4, 9, 4, 1 };
  int total = 0;

  for (int sq = 0; sq < XQ_SQUARES; sq++)
    if (pos->board[sq] != XQ_EMPTY && XQ_PIECE_COLOR (pos->board[sq]) == (int) side)
      total += value[XQ_PIECE_KIND (pos->board[sq])];
  return total;
}

static void
draw_offer_response (AdwMessageDialog *dialog,
                     const char       *response,
                     XqWindow         *self)
{
  if (g_str_equal (response, "accept"))
    xq_window_set_result (self, XQ_WINDOW_RESULT_DRAW, _("Draw agreed (§4.2.2)"));
}

static void
offer_draw_action (GtkWidget  *widget,
                   const char *name,
                   GVariant   *param)
{
  XqWindow *self = XQ_WINDOW (widget);
  const XqPosition *pos = xq_window_last_position (self);
  XqColor offerer = pos->side;
  XqColor other = xq_color_other (offerer);

  if (self->result != XQ_WINDOW_RESULT_NONE)
    return;
  if (self->sides[other].computer)
    {
      /* The computer accepts when it is not ahead in material. */
      if (xq_material (pos, other) <= xq_material (pos, offerer))
        xq_window_set_result (self, XQ_WINDOW_RESULT_DRAW, _("Draw agreed (§4.2.2)"));
      else
        xq_window_toast (self, _("The computer declines the draw offer"));
    }
  else
    {
      AdwMessageDialog *dialog;

      dialog = ADW_MESSAGE_DIALOG (adw_message_dialog_new (GTK_WINDOW (self),
                                                           offerer == XQ_RED ? _("Red Offers a Draw")
                                                                             : _("Black Offers a Draw"),
                                                           offerer == XQ_RED ? _("Does black accept the draw?")
                                                                             : _("Does red accept the draw?")));
      adw_message_dialog_add_responses (dialog, "decline", _("_Decline"),
                                        "accept", _("_Accept"), NULL);
      adw_message_dialog_set_response_appearance (dialog, "accept", ADW_RESPONSE_SUGGESTED);
      adw_message_dialog_set_close_response (dialog, "decline");
      g_signal_connect (dialog, "response", G_CALLBACK (draw_offer_response), self);
      gtk_window_present (GTK_WINDOW (dialog));
    }
}

static XqColor
xq_window_resigning_side (XqWindow *self)
{
  const XqPosition *pos = xq_window_last_position (self);

  /* The person at the computer; with two, the side to move. */
  if (self->sides[pos->side].computer && !self->sides[xq_color_other (pos->side)].computer)
    return xq_color_other (pos->side);
  return pos->side;
}

static void
xq_window_resign (XqWindow *self)
{
  XqColor side = xq_window_resigning_side (self);

  xq_window_set_result (self,
                        side == XQ_RED ? XQ_WINDOW_RESULT_BLACK_WINS : XQ_WINDOW_RESULT_RED_WINS,
                        side == XQ_RED ? _("Red resigned (§4.1.9)") : _("Black resigned (§4.1.9)"));
}

static void
resign_response (AdwMessageDialog *dialog,
                 const char       *response,
                 XqWindow         *self)
{
  if (g_str_equal (response, "resign"))
    xq_window_resign (self);
}

static void
resign_action (GtkWidget  *widget,
               const char *name,
               GVariant   *param)
{
  XqWindow *self = XQ_WINDOW (widget);
  AdwMessageDialog *dialog;

  if (self->result != XQ_WINDOW_RESULT_NONE)
    return;
  if (!g_settings_get_boolean (self->settings, "confirm-resign"))
    {
      xq_window_resign (self);
      return;
    }
  dialog = ADW_MESSAGE_DIALOG (adw_message_dialog_new (GTK_WINDOW (self),
                                                       _("Resign the Game?"),
                                                       xq_window_resigning_side (self) == XQ_RED
                                                         ? _("Red will lose the game.")
                                                         : _("Black will lose the game.")));
  adw_message_dialog_add_responses (dialog, "cancel", _("_Cancel"),
                                    "resign", _("_Resign"), NULL);
  adw_message_dialog_set_response_appearance (dialog, "resign", ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_close_response (dialog, "cancel");
  g_signal_connect (dialog, "response", G_CALLBACK (resign_response), self);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
side_panel_action (GtkWidget  *widget,
                   const char *name,
                   GVariant   *param)
{
  XqWindow *self = XQ_WINDOW (widget);

  self->side_panel_shown = !self->side_panel_shown;
  gtk_widget_set_visible (self->side_panel, self->side_panel_shown);
  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (self->side_panel_button),
                                self->side_panel_shown);
}

/* ---- Game over ----------------------------------------------------------- */

static void
game_over_response (AdwMessageDialog *dialog,
                    const char       *response,
                    XqWindow         *self)
{
  if (g_str_equal (response, "new"))
    xq_window_show_new_game (self, NULL);
  else if (g_str_equal (response, "save"))
    xq_window_save_as (self);
  else if (g_str_equal (response, "review"))
    xq_window_go_to_ply (self, 0);
}

void
xq_window_show_game_over (XqWindow *self)
{
  AdwMessageDialog *dialog;
  const char *heading;

  switch (self->result)
    {
    case XQ_WINDOW_RESULT_RED_WINS:
      heading = _("Red Wins");
      break;
    case XQ_WINDOW_RESULT_BLACK_WINS:
      heading = _("Black Wins");
      break;
    case XQ_WINDOW_RESULT_DRAW:
      heading = _("Draw");
      break;
    case XQ_WINDOW_RESULT_NONE:
    default:
      return;
    }
  dialog = ADW_MESSAGE_DIALOG (adw_message_dialog_new (GTK_WINDOW (self), heading,
                                                       self->result_reason));
  adw_message_dialog_add_responses (dialog,
                                    "review", _("_Review"),
                                    "save", _("_Save"),
                                    "new", _("_New Game"),
                                    NULL);
  adw_message_dialog_set_response_appearance (dialog, "new", ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (dialog, "new");
  adw_message_dialog_set_close_response (dialog, "close");
  g_signal_connect (dialog, "response", G_CALLBACK (game_over_response), self);
  gtk_window_present (GTK_WINDOW (dialog));
}

/* ---- Enabling ------------------------------------------------------------ */

void
xq_window_update_actions (XqWindow *self)
{
  GtkWidget *widget = GTK_WIDGET (self);
  gboolean playing = self->result == XQ_WINDOW_RESULT_NONE;
  gboolean humans = !self->sides[0].computer || !self->sides[1].computer;

  gtk_widget_action_set_enabled (widget, "win.undo", self->moves->len > 0 && humans);
  gtk_widget_action_set_enabled (widget, "win.redo", self->current < self->moves->len);
  gtk_widget_action_set_enabled (widget, "win.go-first", self->current > 0);
  gtk_widget_action_set_enabled (widget, "win.go-previous", self->current > 0);
  gtk_widget_action_set_enabled (widget, "win.go-next", self->current < self->moves->len);
  gtk_widget_action_set_enabled (widget, "win.go-last", self->current < self->moves->len);
  gtk_widget_action_set_enabled (widget, "win.hint", playing && !self->engine_busy);
  gtk_widget_action_set_enabled (widget, "win.offer-draw", playing && humans && self->moves->len > 0);
  gtk_widget_action_set_enabled (widget, "win.resign", playing && humans);
}

void
xq_window_class_install_actions (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.new-game", NULL, new_game_action);
  gtk_widget_class_install_action (widget_class, "win.open", NULL, open_action);
  gtk_widget_class_install_action (widget_class, "win.save", NULL, save_action);
  gtk_widget_class_install_action (widget_class, "win.save-as", NULL, save_as_action);
  gtk_widget_class_install_action (widget_class, "win.undo", NULL, undo_action);
  gtk_widget_class_install_action (widget_class, "win.redo", NULL, redo_action);
  gtk_widget_class_install_action (widget_class, "win.flip", NULL, flip_action);
  gtk_widget_class_install_action (widget_class, "win.hint", NULL, hint_action);
  gtk_widget_class_install_action (widget_class, "win.go-first", NULL, navigate_action);
  gtk_widget_class_install_action (widget_class, "win.go-previous", NULL, navigate_action);
  gtk_widget_class_install_action (widget_class, "win.go-next", NULL, navigate_action);
  gtk_widget_class_install_action (widget_class, "win.go-last", NULL, navigate_action);
  gtk_widget_class_install_action (widget_class, "win.offer-draw", NULL, offer_draw_action);
  gtk_widget_class_install_action (widget_class, "win.resign", NULL, resign_action);
  gtk_widget_class_install_action (widget_class, "win.show-side-panel", NULL, side_panel_action);
}
