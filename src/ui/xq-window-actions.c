/* xq-window-actions.c — the window's actions: files, navigation, game controls
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "xq-window"

#include "config.h"

#include <glib/gi18n.h>

#include "xq-new-game-dialog.h"
#include "xq-notation-name.h"
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
  if (!self->dirty || xq_game_count_moves (self->game) == 0)
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

void
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
      const char *choice = gtk_file_chooser_get_choice (GTK_FILE_CHOOSER (native), "notation");
      XqNotation notation = XQ_NOTATION_CHINESE;
      g_autoptr (GError) error = NULL;

      xq_notation_from_name (choice, &notation);
      self->save_notation = notation;
      if (!xq_window_save_file (self, file, notation, &error))
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
  const XqNotationName *names = xq_notation_names ();
  g_autoptr (GPtrArray) options = g_ptr_array_new ();
  g_autoptr (GPtrArray) labels = g_ptr_array_new ();
  g_autofree char *name = NULL;

  native = gtk_file_chooser_native_new (_("Save Game"), GTK_WINDOW (self),
                                        GTK_FILE_CHOOSER_ACTION_SAVE,
                                        _("_Save"), _("_Cancel"));
  add_filter (GTK_FILE_CHOOSER (native), _("PGN Games"), "pgn");
  for (const XqNotationName *n = names; n->name; n++)
    if (n->savable)
      {
        g_ptr_array_add (options, (gpointer) n->name);
        g_ptr_array_add (labels, (gpointer) _(n->label));
      }
  g_ptr_array_add (options, NULL);
  g_ptr_array_add (labels, NULL);
  gtk_file_chooser_add_choice (GTK_FILE_CHOOSER (native), "notation", _("Move format"),
                               (const char **) options->pdata, (const char **) labels->pdata);
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
  XqGameSetup setup;

  for (int side = 0; side < 2; side++)
    {
      setup.sides[side].computer = xq_new_game_dialog_get_computer (dialog, side);
      setup.sides[side].level = xq_new_game_dialog_get_level (dialog, side);
    }
  xq_new_game_dialog_get_start (dialog, &setup.start);
  xq_new_game_dialog_get_time_control (dialog, &setup.time_control);
  setup.rules = xq_new_game_dialog_get_rule_set (dialog);
  setup.strict = xq_new_game_dialog_get_strict (dialog);
  xq_window_new_game (self, &setup);
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

  if (xq_window_is_over (self))
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
  if (!xq_window_save_file (self, self->file, self->save_notation, &error))
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

  if (xq_match_can_redo (self->match) && xq_window_is_live (self))
    xq_window_redo (self);
  else
    xq_game_go_forward (self->game, 0);
}

static void
flip_action (GtkWidget  *widget,
             const char *name,
             GVariant   *param)
{
  XqWindow *self = XQ_WINDOW (widget);

  xq_board_view_set_flipped (self->board, !xq_board_view_get_flipped (self->board));
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

  if (g_str_equal (name, "win.go-first"))
    xq_game_go_start (self->game);
  else if (g_str_equal (name, "win.go-previous"))
    xq_game_go_back (self->game);
  else if (g_str_equal (name, "win.go-next"))
    xq_game_go_forward (self->game, 0);
  else
    xq_game_go_end (self->game);
}

/* ---- Draws and resigning ------------------------------------------------ */

/* A person who may offer a draw right now (§23.1: right after their own
 * move), or -1. */
static int
xq_window_draw_offerer (XqWindow *self)
{
  XqColor user = xq_window_user_side (self);

  if (!xq_window_is_computer (self, user) && xq_match_can_offer_draw (self->match, user))
    return user;
  if (!xq_window_is_computer (self, xq_color_other (user))
      && xq_match_can_offer_draw (self->match, xq_color_other (user)))
    return xq_color_other (user);
  return -1;
}

/* Whether a person is to move at the live position and may offer a draw
 * with that move (§23.1). */
static gboolean
xq_window_person_to_move (XqWindow *self)
{
  XqColor side = xq_match_get_side_to_move (self->match);

  return xq_window_is_live (self) && !xq_window_is_computer (self, side)
         && xq_match_can_offer_draw_with_move (self->match, side);
}

static void
draw_answer_response (AdwMessageDialog *dialog,
                      const char       *response,
                      XqWindow         *self)
{
  self->draw_dialog = NULL;
  /* The offer may have gone meanwhile (a move declines it). */
  if (xq_match_get_draw_offer (self->match) >= 0)
    xq_match_answer_draw (self->match, g_str_equal (response, "accept"), NULL);
}

void
xq_window_ask_draw (XqWindow *self,
                    XqColor   offerer)
{
  AdwMessageDialog *dialog;

  g_clear_pointer (&self->draw_dialog, gtk_window_destroy);
  dialog = ADW_MESSAGE_DIALOG (adw_message_dialog_new (GTK_WINDOW (self),
                                                       offerer == XQ_RED ? _("Red Offers a Draw")
                                                                         : _("Black Offers a Draw"),
                                                       offerer == XQ_RED ? _("Does black accept the draw?")
                                                                         : _("Does red accept the draw?")));
  adw_message_dialog_add_responses (dialog, "decline", _("_Decline"),
                                    "accept", _("_Accept"), NULL);
  adw_message_dialog_set_response_appearance (dialog, "accept", ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_close_response (dialog, "decline");
  g_signal_connect (dialog, "response", G_CALLBACK (draw_answer_response), self);
  self->draw_dialog = GTK_WINDOW (dialog);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
offer_draw_action (GtkWidget  *widget,
                   const char *name,
                   GVariant   *param)
{
  XqWindow *self = XQ_WINDOW (widget);
  int offerer = xq_window_draw_offerer (self);
  g_autoptr (GError) error = NULL;

  if (offerer >= 0)
    {
      /* The opponent answers: the engine when it has searched, a person in
       * a dialog (see the match's "draw-offered"). */
      if (!xq_match_offer_draw (self->match, (XqColor) offerer, &error))
        xq_window_toast (self, error->message);
    }
  else if (xq_window_person_to_move (self))
    {
      self->offer_with_move = TRUE;
      xq_window_toast (self, _("Your draw offer will be made with your next move (§23.1)"));
      xq_window_update_actions (self);
    }
}

/* Who claims: the person to move, else the person playing. */
static XqColor
xq_window_claimant (XqWindow *self)
{
  return xq_window_user_side (self);
}

static void
claim_draw_action (GtkWidget  *widget,
                   const char *name,
                   GVariant   *param)
{
  XqWindow *self = XQ_WINDOW (widget);
  g_autoptr (GError) error = NULL;

  if (!xq_match_claim_move_limit (self->match, xq_window_claimant (self), &error))
    xq_window_toast (self, error->message);
}

static void
xq_window_resign (XqWindow *self)
{
  g_autoptr (GError) error = NULL;

  if (!xq_match_resign (self->match, xq_window_user_side (self), &error))
    xq_window_toast (self, error->message);
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

  if (xq_match_get_state (self->match) != XQ_MATCH_PLAYING)
    return;
  if (!g_settings_get_boolean (self->settings, "confirm-resign"))
    {
      xq_window_resign (self);
      return;
    }
  dialog = ADW_MESSAGE_DIALOG (adw_message_dialog_new (GTK_WINDOW (self),
                                                       _("Resign the Game?"),
                                                       xq_window_user_side (self) == XQ_RED
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
    xq_game_go_start (self->game);
}

void
xq_window_show_game_over (XqWindow *self)
{
  AdwMessageDialog *dialog;
  g_autofree char *reason = NULL;
  const char *heading;

  switch (xq_window_get_result (self, &reason))
    {
    case XQ_RESULT_RED_WINS:
      heading = _("Red Wins");
      break;
    case XQ_RESULT_BLACK_WINS:
      heading = _("Black Wins");
      break;
    case XQ_RESULT_DRAW:
      heading = _("Draw");
      break;
    case XQ_RESULT_ONGOING:
    default:
      return;
    }
  dialog = ADW_MESSAGE_DIALOG (adw_message_dialog_new (GTK_WINDOW (self), heading, reason));
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

/* ---- Several games in one file ------------------------------------------ */

typedef struct
{
  XqWindow *self;
  GPtrArray *games;
  GFile *file;
  GtkListBox *list;
} XqChooseCall;

static void
xq_choose_call_free (XqChooseCall *call)
{
  g_object_unref (call->self);
  g_ptr_array_unref (call->games);
  g_clear_object (&call->file);
  g_free (call);
}

static void
choose_response (AdwMessageDialog *dialog,
                 const char       *response,
                 XqChooseCall     *call)
{
  if (g_str_equal (response, "open"))
    {
      GtkListBoxRow *row = gtk_list_box_get_selected_row (call->list);
      int index = row ? gtk_list_box_row_get_index (row) : 0;

      if (index >= 0 && (guint) index < call->games->len)
        xq_window_show_loaded_game (call->self, g_ptr_array_index (call->games, index),
                                    call->file);
    }
  xq_choose_call_free (call);
}

static void
choose_row_activated (GtkListBox    *list,
                      GtkListBoxRow *row,
                      AdwMessageDialog *dialog)
{
  adw_message_dialog_response (dialog, "open");
  gtk_window_destroy (GTK_WINDOW (dialog));
}

static char *
xq_game_title (XqGame *game,
               guint   index)
{
  const char *red = xq_game_get_tag (game, "Red");
  const char *black = xq_game_get_tag (game, "Black");
  const char *event = xq_game_get_tag (game, "Event");
  const char *result = xq_game_get_tag (game, "Result");
  g_autoptr (GString) s = g_string_new (NULL);

  g_string_append_printf (s, "%u. ", index + 1);
  if (red || black)
    /* Translators: red player against black player */
    g_string_append_printf (s, _("%s – %s"), red ? red : "?", black ? black : "?");
  else
    g_string_append_printf (s, _("Game %u"), index + 1);
  if (result && !g_str_equal (result, "*"))
    g_string_append_printf (s, "  %s", result);
  if (event && *event && !g_str_equal (event, "?"))
    g_string_append_printf (s, "  · %s", event);
  return g_string_free (g_steal_pointer (&s), FALSE);
}

void
xq_window_choose_game (XqWindow  *self,
                       GPtrArray *games,
                       GFile     *file)
{
  AdwMessageDialog *dialog;
  XqChooseCall *call = g_new0 (XqChooseCall, 1);
  GtkWidget *scroller;
  GtkWidget *list;
  g_autofree char *body = NULL;
  g_autofree char *basename = g_file_get_basename (file);

  call->self = g_object_ref (self);
  call->games = g_ptr_array_ref (games);
  call->file = g_object_ref (file);

  list = gtk_list_box_new ();
  call->list = GTK_LIST_BOX (list);
  gtk_widget_add_css_class (list, "boxed-list");
  for (guint i = 0; i < games->len; i++)
    {
      g_autofree char *title = xq_game_title (g_ptr_array_index (games, i), i);
      GtkWidget *label = gtk_label_new (title);

      gtk_label_set_xalign (GTK_LABEL (label), 0.0);
      gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
      gtk_widget_set_margin_top (label, 8);
      gtk_widget_set_margin_bottom (label, 8);
      gtk_widget_set_margin_start (label, 12);
      gtk_widget_set_margin_end (label, 12);
      gtk_list_box_append (GTK_LIST_BOX (list), label);
    }
  gtk_list_box_select_row (GTK_LIST_BOX (list), gtk_list_box_get_row_at_index (GTK_LIST_BOX (list), 0));
  scroller = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scroller), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_min_content_height (GTK_SCROLLED_WINDOW (scroller), 260);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroller), list);

  body = g_strdup_printf (ngettext ("“%s” holds %u game. Which one do you want to see?",
                                    "“%s” holds %u games. Which one do you want to see?",
                                    games->len),
                          basename, games->len);
  dialog = ADW_MESSAGE_DIALOG (adw_message_dialog_new (GTK_WINDOW (self), _("Choose a Game"), body));
  adw_message_dialog_set_extra_child (dialog, scroller);
  adw_message_dialog_add_responses (dialog, "cancel", _("_Cancel"), "open", _("_Open"), NULL);
  adw_message_dialog_set_response_appearance (dialog, "open", ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (dialog, "open");
  adw_message_dialog_set_close_response (dialog, "cancel");
  g_signal_connect (list, "row-activated", G_CALLBACK (choose_row_activated), dialog);
  g_signal_connect (dialog, "response", G_CALLBACK (choose_response), call);
  gtk_window_present (GTK_WINDOW (dialog));
}

/* ---- Keyboard shortcuts -------------------------------------------------- */

/* Built when first asked for, not with every window (start-up time). */
static void
shortcuts_action (GtkWidget  *widget,
                  const char *name,
                  GVariant   *param)
{
  XqWindow *self = XQ_WINDOW (widget);
  g_autoptr (GtkBuilder) builder = NULL;
  GtkWindow *shortcuts;

  builder = gtk_builder_new_from_resource ("/io/github/xiangqi/Xiangqi/xq-shortcuts-window.ui");
  shortcuts = GTK_WINDOW (gtk_builder_get_object (builder, "help_overlay"));
  gtk_window_set_transient_for (shortcuts, GTK_WINDOW (self));
  gtk_window_present (shortcuts);
}

/* ---- Enabling ------------------------------------------------------------ */

void
xq_window_update_actions (XqWindow *self)
{
  GtkWidget *widget = GTK_WIDGET (self);
  XqGameNode *cursor = xq_game_get_cursor (self->game);
  gboolean playing = xq_match_get_state (self->match) == XQ_MATCH_PLAYING;
  gboolean humans = !xq_window_is_computer (self, XQ_RED) || !xq_window_is_computer (self, XQ_BLACK);
  gboolean has_parent = xq_game_node_get_parent (cursor) != NULL;
  gboolean has_child = xq_game_node_get_n_children (cursor) > 0;
  gboolean can_redo = xq_match_can_redo (self->match) && xq_window_is_live (self);
  gboolean can_offer = playing && humans && !self->offer_with_move
                       && xq_match_get_draw_offer (self->match) < 0
                       && (xq_window_draw_offerer (self) >= 0 || xq_window_person_to_move (self));
  gboolean can_claim = humans && xq_match_can_claim_move_limit (self->match);

  gtk_widget_action_set_enabled (widget, "win.undo", humans && xq_match_can_take_back (self->match));
  gtk_widget_action_set_enabled (widget, "win.redo", can_redo || has_child);
  gtk_widget_action_set_enabled (widget, "win.go-first", has_parent);
  gtk_widget_action_set_enabled (widget, "win.go-previous", has_parent);
  gtk_widget_action_set_enabled (widget, "win.go-next", has_child);
  gtk_widget_action_set_enabled (widget, "win.go-last", has_child);
  gtk_widget_action_set_enabled (widget, "win.hint",
                                 !xq_window_is_over (self) && !self->hint_busy
                                 && !xq_match_get_thinking (self->match));
  gtk_widget_action_set_enabled (widget, "win.offer-draw", can_offer);
  gtk_widget_action_set_enabled (widget, "win.claim-draw", can_claim);
  gtk_widget_action_set_enabled (widget, "win.resign", playing && humans);
  /* Claims come up in strict games only (otherwise the limit ends the
   * game by itself): the button is there for them. */
  gtk_widget_set_visible (self->claim_button, xq_match_get_strict (self->match));
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
  gtk_widget_class_install_action (widget_class, "win.claim-draw", NULL, claim_draw_action);
  gtk_widget_class_install_action (widget_class, "win.resign", NULL, resign_action);
  gtk_widget_class_install_action (widget_class, "win.show-side-panel", NULL, side_panel_action);
  gtk_widget_class_install_action (widget_class, "win.show-help-overlay", NULL, shortcuts_action);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_f, 0, "win.flip", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_h, 0, "win.hint", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Home, 0, "win.go-first", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Left, 0, "win.go-previous", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Right, 0, "win.go-next", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_End, 0, "win.go-last", NULL);
}
