/* xq-window.c — the main window: board, side panel, header bar
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The window owns the game record (XqGame), asks the judge (xq-judge.h) for
 * verdicts, runs the engine (xq-search.h) in a worker thread and keeps the
 * board, the move list, the clocks and the header bar in step with the
 * record.  The board only sends move requests; the record decides.
 */
#define G_LOG_DOMAIN "xq-window"

#include "config.h"

#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <stdlib.h>
#include <string.h>

#include "xq-fen.h"
#include "xq-game-format.h"
#include "xq-notation.h"
#include "xq-pgn.h"
#include "xq-engine-player.h"
#include "xq-search.h"
#include "xq-sound.h"
#include "xq-window-private.h"

/* Below this width the side panel goes under the board. */
#define XQ_WINDOW_NARROW_WIDTH 640

G_DEFINE_FINAL_TYPE (XqWindow, xq_window, ADW_TYPE_APPLICATION_WINDOW)

static void xq_window_sync_selection (XqWindow *self);

/* ---- Record helpers ------------------------------------------------------ */

const XqPosition *
xq_window_current_position (XqWindow *self)
{
  return xq_game_get_position (self->game);
}

/* The moves from the start to @node, oldest first. */
static GArray *
xq_window_path_moves (XqGameNode *node)
{
  GArray *moves = g_array_new (FALSE, FALSE, sizeof (XqMove));
  guint ply = xq_game_node_get_ply (node);

  g_array_set_size (moves, ply);
  for (XqGameNode *n = node; n && xq_game_node_get_parent (n); n = xq_game_node_get_parent (n))
    g_array_index (moves, XqMove, --ply) = xq_game_node_get_move (n);
  return moves;
}

/* The judge's verdict on the line from the start to the cursor, computed
 * once per cursor position (the title, the board and the actions all ask). */
static void
xq_window_verdict_at_cursor (XqWindow  *self,
                             XqVerdict *verdict)
{
  XqGameNode *cursor = xq_game_get_cursor (self->game);
  g_autoptr (GArray) moves = NULL;
  XqJudgeOptions options;
  size_t bad = 0;

  if (self->verdict_node == cursor && self->verdict_node != NULL)
    {
      *verdict = self->verdict;
      return;
    }
  moves = xq_window_path_moves (cursor);
  xq_judge_options_init (&options);
  options.rules = self->rules;
  xq_judge_history (xq_game_get_start_position (self->game),
                    (const XqMove *) moves->data, moves->len, &options, verdict, &bad);
  self->verdict = *verdict;
  self->verdict_node = cursor;
}

/* The verdict in words, e.g. "Black wins — red repeated perpetual check
 * (§26.1)". */
static char *
xq_window_describe_verdict (const XqVerdict *v)
{
  /* The loser, for the verdicts that have one. */
  XqColor loser = v->result == XQ_RESULT_RED_WINS ? XQ_BLACK : XQ_RED;
  const char *who = loser == XQ_RED ? _("red") : _("black");
  g_autofree char *why = NULL;

  switch (v->reason)
    {
    case XQ_REASON_CHECKMATE:
      why = g_strdup_printf (_("%s is checkmated"), who);
      break;
    case XQ_REASON_STALEMATE:
      why = g_strdup_printf (_("%s has no legal move"), who);
      break;
    case XQ_REASON_PERPETUAL_CHECK:
      why = g_strdup_printf (_("%s repeated perpetual check"), who);
      break;
    case XQ_REASON_PERPETUAL_MATE_THREAT:
      why = g_strdup_printf (_("%s repeated perpetual mate threats"), who);
      break;
    case XQ_REASON_PERPETUAL_CHASE:
      why = g_strdup_printf (_("%s repeated a perpetual chase"), who);
      break;
    case XQ_REASON_CHECK_AND_MATE_THREAT:
      why = g_strdup_printf (_("%s repeated check and mate threat"), who);
      break;
    case XQ_REASON_CHECK_AND_CHASE:
      why = g_strdup_printf (_("%s repeated check and chase"), who);
      break;
    case XQ_REASON_MATE_THREAT_AND_CHASE:
      why = g_strdup_printf (_("%s repeated mate threat and chase"), who);
      break;
    case XQ_REASON_MIXED_ATTACKS:
      why = g_strdup_printf (_("%s repeated forbidden attacks"), who);
      break;
    case XQ_REASON_REPETITION_ALLOWED:
      why = g_strdup (_("the position repeated with allowed moves on both sides"));
      break;
    case XQ_REASON_REPETITION_FORBIDDEN:
      why = g_strdup (_("the position repeated with forbidden moves on both sides"));
      break;
    case XQ_REASON_MOVE_LIMIT:
      why = g_strdup (_("sixty moves without a capture"));
      break;
    case XQ_REASON_DEAD_POSITION:
      why = g_strdup (_("neither side can win"));
      break;
    case XQ_REASON_NONE:
    default:
      return NULL;
    }
  switch (v->result)
    {
    case XQ_RESULT_RED_WINS:
      /* Translators: result, reason and rule clause */
      return g_strdup_printf (_("Red wins — %s (%s)"), why, v->clause);
    case XQ_RESULT_BLACK_WINS:
      return g_strdup_printf (_("Black wins — %s (%s)"), why, v->clause);
    case XQ_RESULT_DRAW:
      return g_strdup_printf (_("Draw — %s (%s)"), why, v->clause);
    case XQ_RESULT_ONGOING:
    default:
      return NULL;
    }
}

XqResult
xq_window_get_result (XqWindow  *self,
                      char     **reason)
{
  XqVerdict verdict;

  if (self->result != XQ_RESULT_ONGOING
      && self->result_node == xq_game_get_cursor (self->game))
    {
      if (reason)
        *reason = g_strdup (self->result_reason);
      return self->result;
    }
  xq_window_verdict_at_cursor (self, &verdict);
  if (reason)
    *reason = xq_window_describe_verdict (&verdict);
  return verdict.result;
}

gboolean
xq_window_is_over (XqWindow *self)
{
  return xq_window_get_result (self, NULL) != XQ_RESULT_ONGOING;
}

static gboolean
xq_window_at_line_end (XqWindow *self)
{
  return xq_game_node_get_n_children (xq_game_get_cursor (self->game)) == 0;
}

static XqNotation
xq_window_notation (XqWindow *self)
{
  g_autofree char *name = g_settings_get_string (self->settings, "notation");

  if (g_str_equal (name, "chinese-short"))
    return XQ_NOTATION_CHINESE_SHORT;
  if (g_str_equal (name, "wxf"))
    return XQ_NOTATION_WXF;
  if (g_str_equal (name, "iccs"))
    return XQ_NOTATION_ICCS;
  return XQ_NOTATION_CHINESE;
}

/* Traditional characters where the interface is in Taiwan/Hong Kong Chinese. */
static unsigned
xq_window_notation_flags (void)
{
  const char * const *langs = g_get_language_names ();

  if (langs[0] && (g_str_has_prefix (langs[0], "zh_TW") || g_str_has_prefix (langs[0], "zh_HK")))
    return XQ_NOTATION_TRADITIONAL;
  return XQ_NOTATION_FLAGS_NONE;
}

/* ---- Header bar ---------------------------------------------------------- */

static void
xq_window_update_title (XqWindow *self)
{
  const XqPosition *pos = xq_window_current_position (self);
  g_autofree char *reason = NULL;
  g_autofree char *subtitle = NULL;
  XqResult result = xq_window_get_result (self, &reason);
  const char *title;

  switch (result)
    {
    case XQ_RESULT_RED_WINS:
      title = _("Red Wins");
      subtitle = g_steal_pointer (&reason);
      break;
    case XQ_RESULT_BLACK_WINS:
      title = _("Black Wins");
      subtitle = g_steal_pointer (&reason);
      break;
    case XQ_RESULT_DRAW:
      title = _("Draw");
      subtitle = g_steal_pointer (&reason);
      break;
    case XQ_RESULT_ONGOING:
    default:
      if (pos->side == XQ_RED)
        title = self->sides[XQ_RED].computer ? _("Red (Computer) to Move") : _("Red to Move");
      else
        title = self->sides[XQ_BLACK].computer ? _("Black (Computer) to Move") : _("Black to Move");
      if (self->engine_busy)
        subtitle = g_strdup (_("Thinking…"));
      else if (xq_position_in_check (pos))
        subtitle = g_strdup (_("Check!"));
      else if (!xq_window_at_line_end (self))
        {
          XqGameNode *cursor = xq_game_get_cursor (self->game);

          subtitle = g_strdup_printf (_("Reviewing move %u of %u"),
                                      xq_game_node_get_ply (cursor),
                                      xq_game_node_get_ply (xq_game_node_get_line_end (cursor)));
        }
      else if (self->sides[XQ_RED].computer != self->sides[XQ_BLACK].computer)
        {
          XqColor computer = self->sides[XQ_RED].computer ? XQ_RED : XQ_BLACK;

          subtitle = g_strdup_printf (computer == XQ_BLACK
                                        ? _("You play red against the computer (level %d)")
                                        : _("You play black against the computer (level %d)"),
                                      self->sides[computer].level);
        }
      break;
    }

  adw_window_title_set_title (self->window_title, title);
  adw_window_title_set_subtitle (self->window_title, subtitle ? subtitle : "");
}

/* ---- Move list ----------------------------------------------------------- */

static void
move_row_setup (GtkSignalListItemFactory *factory,
                GtkListItem              *item,
                XqWindow                 *self)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *number = gtk_label_new (NULL);
  GtkWidget *move = gtk_label_new (NULL);

  gtk_widget_add_css_class (number, "dim-label");
  gtk_widget_add_css_class (number, "numeric");
  gtk_label_set_xalign (GTK_LABEL (number), 1.0);
  gtk_label_set_width_chars (GTK_LABEL (number), 4);
  gtk_label_set_xalign (GTK_LABEL (move), 0.0);
  gtk_widget_set_hexpand (move, TRUE);
  gtk_label_set_ellipsize (GTK_LABEL (move), PANGO_ELLIPSIZE_END);
  gtk_box_append (GTK_BOX (box), number);
  gtk_box_append (GTK_BOX (box), move);
  gtk_widget_add_css_class (box, "move-row");
  gtk_list_item_set_child (item, box);
}

static void
move_row_bind (GtkSignalListItemFactory *factory,
               GtkListItem              *item,
               XqWindow                 *self)
{
  XqGameNode *node = gtk_list_item_get_item (item);
  GtkWidget *box = gtk_list_item_get_child (item);
  GtkWidget *number = gtk_widget_get_first_child (box);
  GtkWidget *move = gtk_widget_get_next_sibling (number);
  const XqPosition *start = xq_game_get_start_position (self->game);
  guint ply = xq_game_node_get_ply (node);
  guint depth = xq_game_node_get_variation_depth (node);
  /* Plies counted as if red had moved first. */
  guint k = ply - 1 + (start->side == XQ_BLACK ? 1 : 0);
  guint round = start->fullmove + k / 2;
  gboolean red = k % 2 == 0;
  g_autofree char *num = g_strdup_printf (red ? "%u." : "%u…", round);
  g_autofree char *text = xq_game_format_move (self->game, node, xq_window_notation (self),
                                               xq_window_notation_flags ());
  const char *comment = xq_game_node_get_comment (node);
  guint n_nags = 0;
  const guint8 *nags = xq_game_node_get_nags (node, &n_nags);
  g_autoptr (GString) label = g_string_new (text ? text : "?");

  for (guint i = 0; i < n_nags; i++)
    if (xq_nag_to_symbol (nags[i]))
      g_string_append (label, xq_nag_to_symbol (nags[i]));
  gtk_label_set_text (GTK_LABEL (number), num);
  gtk_label_set_text (GTK_LABEL (move), label->str);
  gtk_widget_set_margin_start (box, 18 * (int) MIN (depth, 6u));
  gtk_widget_set_tooltip_text (box, comment);
  if (depth > 0)
    gtk_widget_add_css_class (box, "variation");
  else
    gtk_widget_remove_css_class (box, "variation");
  if (xq_game_node_starts_variation (node))
    gtk_widget_add_css_class (box, "variation-start");
  else
    gtk_widget_remove_css_class (box, "variation-start");
}

static void
move_selection_changed (GtkSingleSelection *selection,
                        GParamSpec         *pspec,
                        XqWindow           *self)
{
  XqGameNode *node;

  if (self->syncing_selection)
    return;
  node = gtk_single_selection_get_selected_item (selection);
  if (node != NULL && node != xq_game_get_cursor (self->game))
    xq_window_go_to_node (self, node);
}

/* Scrolls the move list to the current move once it has been laid out. */
static gboolean
xq_window_scroll_idle (gpointer data)
{
  XqWindow *self = data;
  guint selected = gtk_single_selection_get_selected (self->selection);

  self->scroll_source = 0;
  if (selected != GTK_INVALID_LIST_POSITION)
    gtk_widget_activate_action (GTK_WIDGET (self->move_list), "list.scroll-to-item",
                                "u", selected);
  return G_SOURCE_REMOVE;
}

static void
xq_window_sync_selection (XqWindow *self)
{
  GListModel *list = xq_game_get_move_list (self->game);
  XqGameNode *cursor = xq_game_get_cursor (self->game);
  guint n = g_list_model_get_n_items (list);
  guint found = GTK_INVALID_LIST_POSITION;

  for (guint i = n; i-- > 0;)
    {
      g_autoptr (XqGameNode) node = g_list_model_get_item (list, i);

      if (node == cursor)
        {
          found = i;
          break;
        }
    }
  self->syncing_selection = TRUE;
  gtk_single_selection_set_selected (self->selection, found);
  self->syncing_selection = FALSE;
  if (found != GTK_INVALID_LIST_POSITION && self->scroll_source == 0)
    self->scroll_source = g_idle_add_full (G_PRIORITY_LOW, xq_window_scroll_idle, self, NULL);
}

/* ---- Clocks -------------------------------------------------------------- */

static void
xq_window_update_clocks (XqWindow *self)
{
  GtkWidget *boxes[2] = { self->red_clock_box, self->black_clock_box };
  GtkLabel *labels[2] = { self->red_clock_label, self->black_clock_label };

  gtk_widget_set_visible (self->clock_box, self->clock != NULL);
  if (self->clock == NULL)
    return;
  for (int side = 0; side < 2; side++)
    {
      gint64 left = xq_clock_get_time_left (self->clock, side);
      g_autofree char *text = xq_clock_format_time (left);
      gboolean running = xq_clock_get_state (self->clock) == XQ_CLOCK_RUNNING
                         && xq_clock_get_running_side (self->clock) == (XqColor) side;

      gtk_label_set_text (labels[side], text);
      if (running)
        gtk_widget_add_css_class (boxes[side], "running");
      else
        gtk_widget_remove_css_class (boxes[side], "running");
      if (left < xq_clock_get_low_time_threshold (self->clock))
        gtk_widget_add_css_class (boxes[side], "low");
      else
        gtk_widget_remove_css_class (boxes[side], "low");
    }
}

static gboolean
xq_window_clock_tick (gpointer data)
{
  XqWindow *self = data;
  XqColor side = XQ_RED;

  if (self->clock == NULL)
    {
      self->clock_source = 0;
      return G_SOURCE_REMOVE;
    }
  if (!xq_clock_update (self->clock)
      && xq_clock_get_flag (self->clock, &side) != XQ_FLAG_NONE
      && self->result == XQ_RESULT_ONGOING)
    {
      xq_window_set_result (self, side == XQ_RED ? XQ_RESULT_BLACK_WINS : XQ_RESULT_RED_WINS,
                            side == XQ_RED ? _("Black wins — red ran out of time (§4.1.4)")
                                           : _("Red wins — black ran out of time (§4.1.4)"));
    }
  xq_window_update_clocks (self);
  return G_SOURCE_CONTINUE;
}

static void
xq_window_clear_clock (XqWindow *self)
{
  g_clear_handle_id (&self->clock_source, g_source_remove);
  g_clear_object (&self->clock);
}

/* ---- Board --------------------------------------------------------------- */

static void
xq_window_update_board (XqWindow *self)
{
  const XqPosition *pos = xq_window_current_position (self);
  XqGameNode *cursor = xq_game_get_cursor (self->game);
  XqMove legal[XQ_MAX_MOVES];
  size_t n = 0;

  /* A person moves when it is their turn and the game goes on here. */
  if (!self->sides[pos->side].computer && !xq_window_is_over (self))
    n = xq_generate_legal (pos, legal, XQ_MAX_MOVES);
  /* Between two computers, moves from earlier positions start a variation. */
  else if (!xq_window_at_line_end (self) && !xq_window_is_over (self))
    n = xq_generate_legal (pos, legal, XQ_MAX_MOVES);
  xq_board_view_set_position (self->board, pos, xq_game_node_get_move (cursor), legal, n);
  if (self->hint != XQ_MOVE_NONE)
    xq_board_view_set_hint (self->board, self->hint);
}

static void
board_move_requested (XqBoardView *board,
                      int          from,
                      int          to,
                      XqWindow    *self)
{
  if (!xq_window_play_move (self, XQ_MOVE (from, to)))
    xq_window_update_board (self);
}

/* ---- Updates ------------------------------------------------------------- */

void
xq_window_update (XqWindow *self)
{
  xq_window_update_title (self);
  xq_window_update_board (self);
  xq_window_update_clocks (self);
  xq_window_update_actions (self);
}

void
xq_window_toast (XqWindow   *self,
                 const char *message)
{
  adw_toast_overlay_add_toast (self->toast_overlay, adw_toast_new (message));
}

static void
xq_window_game_ended (XqWindow *self)
{
  if (self->clock)
    xq_clock_stop (self->clock);
  g_cancellable_cancel (self->engine_cancellable);
  self->engine_busy = FALSE;
  xq_window_update (self);
  xq_window_show_game_over (self);
}

void
xq_window_set_result (XqWindow   *self,
                      XqResult    result,
                      const char *reason)
{
  self->result = result;
  g_free (self->result_reason);
  self->result_reason = g_strdup (reason);
  self->result_node = xq_game_get_cursor (self->game);
  self->dirty = TRUE;
  if (result != XQ_RESULT_ONGOING)
    xq_window_game_ended (self);
  else
    xq_window_update (self);
}

gboolean
xq_window_play_move (XqWindow *self,
                     XqMove    move)
{
  g_autoptr (GError) error = NULL;
  gboolean at_end = xq_window_at_line_end (self);
  XqPosition before = *xq_window_current_position (self);

  if (xq_window_is_over (self))
    return FALSE;
  if (!xq_position_is_legal_move (&before, move))
    return FALSE;

  xq_sound_play_move (self->settings, &before, move);
  self->hint = XQ_MOVE_NONE;
  if (xq_game_play_move (self->game, move, &error) == NULL)
    {
      g_warning ("%s", error->message);
      return FALSE;
    }
  self->dirty = TRUE;
  if (self->redo->len > 0 && g_array_index (self->redo, XqMove, 0) == move)
    g_array_remove_index (self->redo, 0);
  else
    g_array_set_size (self->redo, 0);

  /* The clock runs for the game being played, not for analysis. */
  if (self->clock && at_end)
    {
      if (xq_clock_get_state (self->clock) == XQ_CLOCK_IDLE)
        xq_clock_start (self->clock, xq_window_current_position (self)->side);
      else if (xq_clock_get_state (self->clock) == XQ_CLOCK_RUNNING)
        xq_clock_press (self->clock);
    }

  if (xq_window_is_over (self))
    xq_window_game_ended (self);
  else
    {
      xq_window_update (self);
      xq_window_maybe_start_engine (self);
    }
  return TRUE;
}

void
xq_window_go_to_node (XqWindow   *self,
                      XqGameNode *node)
{
  if (node == xq_game_get_cursor (self->game))
    return;
  xq_game_go_to (self->game, node);
}

void
xq_window_take_back (XqWindow *self)
{
  XqGameNode *cursor = xq_game_get_cursor (self->game);
  XqGameNode *target = xq_game_node_get_parent (cursor);
  g_autoptr (GArray) taken = g_array_new (FALSE, FALSE, sizeof (XqMove));
  XqPosition pos;

  if (target == NULL)
    return;
  g_cancellable_cancel (self->engine_cancellable);
  self->engine_busy = FALSE;
  /* Back to the last position where a person is to move. */
  g_array_prepend_val (taken, (XqMove) { xq_game_node_get_move (cursor) });
  xq_game_get_position_at (self->game, target, &pos);
  while (self->sides[pos.side].computer && xq_game_node_get_parent (target) != NULL)
    {
      XqMove m = xq_game_node_get_move (target);

      g_array_prepend_val (taken, m);
      target = xq_game_node_get_parent (target);
      xq_game_get_position_at (self->game, target, &pos);
    }
  /* Keep them for redo, then drop them from the record. */
  for (guint i = taken->len; i-- > 0;)
    g_array_prepend_val (self->redo, g_array_index (taken, XqMove, i));
  if (self->result_node != NULL)
    {
      self->result = XQ_RESULT_ONGOING;
      self->result_node = NULL;
    }
  xq_game_go_to (self->game, target);
  xq_game_truncate_after (self->game, target);
  if (self->clock && xq_clock_get_state (self->clock) != XQ_CLOCK_IDLE)
    {
      if (xq_clock_get_state (self->clock) == XQ_CLOCK_STOPPED)
        xq_clock_resume (self->clock);
      xq_clock_give_turn (self->clock, pos.side);
    }
  self->dirty = TRUE;
  xq_window_update (self);
}

void
xq_window_redo (XqWindow *self)
{
  const XqPosition *pos;

  if (self->redo->len == 0)
    return;
  /* Replay up to the next position where a person is to move. */
  do
    {
      XqMove m = g_array_index (self->redo, XqMove, 0);
      g_autoptr (GArray) keep = g_array_copy (self->redo);

      g_array_remove_index (keep, 0);
      if (!xq_window_play_move (self, m))
        {
          g_array_set_size (self->redo, 0);
          return;
        }
      g_array_set_size (self->redo, 0);
      g_array_append_vals (self->redo, keep->data, keep->len);
      pos = xq_window_current_position (self);
    }
  while (self->redo->len > 0 && self->sides[pos->side].computer);
}

static void
game_position_changed (XqGame   *game,
                       XqWindow *self)
{
  self->hint = XQ_MOVE_NONE;
  xq_window_sync_selection (self);
  xq_window_update (self);
  xq_window_maybe_start_engine (self);
}

static void
game_tree_changed (XqGame   *game,
                   XqWindow *self)
{
  /* Nodes may have gone (and their memory been reused). */
  self->verdict_node = NULL;
  xq_window_sync_selection (self);
}

void
xq_window_set_game (XqWindow *self,
                    XqGame   *game,
                    GFile    *file)
{
  g_cancellable_cancel (self->engine_cancellable);
  self->engine_busy = FALSE;
  if (self->game)
    g_signal_handlers_disconnect_by_data (self->game, self);
  self->verdict_node = NULL;
  g_set_object (&self->game, game);
  g_signal_connect (game, "position-changed", G_CALLBACK (game_position_changed), self);
  g_signal_connect (game, "tree-changed", G_CALLBACK (game_tree_changed), self);
  gtk_single_selection_set_model (self->selection, xq_game_get_move_list (game));
  g_set_object (&self->file, file);
  g_array_set_size (self->redo, 0);
  self->result = XQ_RESULT_ONGOING;
  self->result_node = NULL;
  g_clear_pointer (&self->result_reason, g_free);
  self->hint = XQ_MOVE_NONE;
  self->dirty = FALSE;
  xq_window_sync_selection (self);
  xq_window_update (self);
}

static void
xq_window_set_side_tags (XqWindow *self)
{
  for (int side = 0; side < 2; side++)
    {
      g_autofree char *name = NULL;
      g_autofree char *kind = NULL;

      if (self->sides[side].computer)
        {
          name = g_strdup_printf (_("Computer (level %d)"), self->sides[side].level);
          kind = g_strdup_printf ("computer:%d", self->sides[side].level);
        }
      else
        {
          name = g_strdup (g_get_real_name ());
          if (name == NULL || *name == '\0' || g_str_equal (name, "Unknown"))
            {
              g_free (name);
              name = g_strdup (_("Player"));
            }
          kind = g_strdup ("human");
        }
      xq_game_set_tag (self->game, side == XQ_RED ? "Red" : "Black", name);
      xq_game_set_tag (self->game, side == XQ_RED ? "RedType" : "BlackType", kind);
    }
  xq_game_set_tag (self->game, "Rules", xq_rule_set_name (self->rules));
}

void
xq_window_new_game (XqWindow          *self,
                    const XqGameSetup *setup)
{
  g_autoptr (XqGame) game = xq_game_new ();
  g_autoptr (GDateTime) now = g_date_time_new_now_local ();
  g_autofree char *date = g_date_time_format (now, "%Y.%m.%d");

  xq_game_set_start_position (game, &setup->start);
  self->sides[0] = setup->sides[0];
  self->sides[1] = setup->sides[1];
  self->rules = setup->rules;
  xq_window_set_game (self, game, NULL);
  xq_game_set_tag (game, "Game", "Chinese Chess");
  xq_game_set_tag (game, "Event", _("Casual game"));
  xq_game_set_tag (game, "Date", date);
  xq_window_set_side_tags (self);
  xq_game_clear_history (game);
  self->dirty = FALSE;

  xq_window_clear_clock (self);
  if (!xq_time_control_is_none (&setup->time_control))
    {
      g_autofree char *tc = xq_time_control_to_string (&setup->time_control);

      xq_game_set_tag (game, "TimeControl", tc);
      self->clock = xq_clock_new (&setup->time_control);
      xq_clock_start (self->clock, setup->start.side);
      self->clock_source = g_timeout_add (100, xq_window_clock_tick, self);
    }

  /* A person playing black against the computer sees black at the bottom. */
  xq_board_view_set_flipped (self->board,
                             setup->sides[XQ_RED].computer && !setup->sides[XQ_BLACK].computer);
  xq_window_update (self);
  xq_window_maybe_start_engine (self);
}

/* ---- Engine -------------------------------------------------------------- */

/* The computer's moves and hints come from the model's engine player, which
 * searches in a worker thread and never delivers a cancelled move. */
typedef struct
{
  XqWindow *window;          /* not owned: the request's cancellable outlives it */
  XqPosition pos;            /* the position searched */
  XqGameNode *node;          /* where the search started (compared only) */
  gboolean hint;
} XqEngineRequest;

static void
xq_window_engine_done (GObject      *source,
                       GAsyncResult *result,
                       gpointer      user_data)
{
  g_autofree XqEngineRequest *req = user_data;
  g_autoptr (GError) error = NULL;
  XqMove best = xq_player_choose_move_finish (XQ_PLAYER (source), result, &error);
  XqWindow *self = req->window;

  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;
  if (!req->hint)
    self->engine_busy = FALSE;
  if (best == XQ_MOVE_NONE || req->node != xq_game_get_cursor (self->game)
      || !xq_position_equal (&req->pos, xq_window_current_position (self)))
    {
      xq_window_update (self);
      xq_window_maybe_start_engine (self);
      return;
    }
  if (req->hint)
    {
      self->hint = best;
      xq_board_view_set_hint (self->board, best);
      xq_window_update_actions (self);
    }
  else
    xq_window_play_move (self, best);
}

static void
xq_window_run_engine (XqWindow *self,
                      gboolean  hint,
                      int       level)
{
  g_autoptr (GArray) moves = xq_window_path_moves (xq_game_get_cursor (self->game));
  g_autoptr (XqPlayer) engine = xq_engine_player_new (CLAMP (level, XQ_LEVEL_MIN, XQ_LEVEL_MAX));
  XqEngineRequest *req = g_new0 (XqEngineRequest, 1);
  const XqPosition *pos = xq_window_current_position (self);
  XqMoveRequest request = { 0 };

  g_cancellable_cancel (self->engine_cancellable);
  g_clear_object (&self->engine_cancellable);
  self->engine_cancellable = g_cancellable_new ();

  req->window = self;
  req->pos = *pos;
  req->node = xq_game_get_cursor (self->game);
  req->hint = hint;

  request.start = xq_game_get_start_position (self->game);
  request.moves = (const XqMove *) moves->data;
  request.n_moves = moves->len;
  request.side = (XqColor) pos->side;
  request.time_left[XQ_RED] = request.time_left[XQ_BLACK] = G_MAXINT64;
  if (self->clock && !hint)
    {
      for (int side = 0; side < 2; side++)
        request.time_left[side] = xq_clock_get_time_left (self->clock, (XqColor) side);
      request.increment = xq_clock_get_time_control (self->clock)->increment;
      request.moves_to_go = xq_clock_get_moves_to_go (self->clock, (XqColor) pos->side);
    }
  else
    /* Without a clock the computer still answers promptly. */
    request.move_time = (hint ? 1000 : 200 + 150 * CLAMP (level, XQ_LEVEL_MIN, XQ_LEVEL_MAX))
                        * (gint64) 1000;

  self->engine_busy = !hint;
  xq_player_choose_move_async (engine, &request, self->engine_cancellable,
                               xq_window_engine_done, req);
  xq_window_update (self);
}

void
xq_window_maybe_start_engine (XqWindow *self)
{
  const XqPosition *pos = xq_window_current_position (self);

  if (xq_window_is_over (self) || !xq_window_at_line_end (self)
      || !self->sides[pos->side].computer)
    {
      if (self->engine_busy)
        {
          g_cancellable_cancel (self->engine_cancellable);
          self->engine_busy = FALSE;
          xq_window_update (self);
        }
      return;
    }
  if (self->engine_busy)
    return;
  xq_window_run_engine (self, FALSE, self->sides[pos->side].level);
}

void
xq_window_request_hint (XqWindow *self)
{
  if (self->engine_busy || xq_window_is_over (self))
    return;
  xq_window_run_engine (self, TRUE, XQ_LEVEL_MAX);
}

/* ---- Files --------------------------------------------------------------- */

gboolean
xq_window_save_file (XqWindow  *self,
                     GFile     *file,
                     XqNotation notation,
                     GError   **error)
{
  g_autoptr (GPtrArray) games = g_ptr_array_new ();
  XqResult result = XQ_RESULT_ONGOING;
  XqGameNode *cursor = xq_game_get_cursor (self->game);
  XqGameNode *end = xq_game_node_get_line_end (xq_game_get_root (self->game));

  /* The result of the main line. */
  xq_game_go_to (self->game, end);
  result = xq_window_get_result (self, NULL);
  xq_game_go_to (self->game, cursor);
  xq_game_set_tag (self->game, "Result",
                   result == XQ_RESULT_RED_WINS ? "1-0"
                   : result == XQ_RESULT_BLACK_WINS ? "0-1"
                   : result == XQ_RESULT_DRAW ? "1/2-1/2" : "*");
  g_ptr_array_add (games, self->game);
  if (!xq_pgn_save (games, file, notation, "UTF-8", XQ_PGN_WRITE_DEFAULT, NULL, error))
    return FALSE;
  g_set_object (&self->file, file);
  self->dirty = FALSE;
  xq_window_update_actions (self);
  return TRUE;
}

void
xq_window_autosave (XqWindow *self)
{
  GtkApplication *app = gtk_window_get_application (GTK_WINDOW (self));
  g_autofree char *path = NULL;
  g_autofree char *dir = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *text = NULL;

  if (!XQ_IS_APPLICATION (app) || !xq_application_get_autosave_enabled (XQ_APPLICATION (app)))
    return;
  path = xq_application_dup_autosave_path (XQ_APPLICATION (app));
  xq_game_go_end (self->game);
  if (xq_window_is_over (self) || xq_game_count_main_line (self->game) == 0)
    {
      g_unlink (path);
      return;
    }
  dir = g_path_get_dirname (path);
  g_mkdir_with_parents (dir, 0700);
  text = xq_pgn_write_string (self->game, XQ_NOTATION_ICCS, XQ_PGN_WRITE_DEFAULT);
  if (!g_file_set_contents (path, text, -1, &error))
    g_warning ("Could not save the game in progress: %s", error->message);
}

static void
xq_window_sides_from_tags (XqWindow *self)
{
  for (int side = 0; side < 2; side++)
    {
      const char *kind = xq_game_get_tag (self->game, side == XQ_RED ? "RedType" : "BlackType");

      self->sides[side].computer = kind && g_str_has_prefix (kind, "computer");
      self->sides[side].level = kind && g_str_has_prefix (kind, "computer:")
                                ? CLAMP (atoi (kind + 9), XQ_LEVEL_MIN, XQ_LEVEL_MAX) : 2;
    }
  {
    const char *rules = xq_game_get_tag (self->game, "Rules");

    if (rules == NULL || !xq_rule_set_from_name (rules, &self->rules))
      self->rules = XQ_RULES_CHINESE;
  }
}

static gboolean
xq_window_restore (XqWindow *self)
{
  GtkApplication *app = gtk_window_get_application (GTK_WINDOW (self));
  g_autofree char *path = NULL;
  g_autoptr (GFile) file = NULL;
  g_autoptr (GPtrArray) games = NULL;
  g_autoptr (GError) error = NULL;
  XqGame *game;

  if (!XQ_IS_APPLICATION (app) || !xq_application_get_autosave_enabled (XQ_APPLICATION (app)))
    return FALSE;
  path = xq_application_dup_autosave_path (XQ_APPLICATION (app));
  if (!g_file_test (path, G_FILE_TEST_EXISTS))
    return FALSE;
  file = g_file_new_for_path (path);
  games = xq_game_load_file (file, NULL, NULL, &error);
  if (games == NULL || games->len == 0)
    {
      g_debug ("Not restoring %s: %s", path, error ? error->message : "no game");
      return FALSE;
    }
  game = g_ptr_array_index (games, 0);
  xq_window_set_game (self, game, NULL);
  xq_window_sides_from_tags (self);
  self->verdict_node = NULL;
  xq_game_go_end (game);
  xq_board_view_set_flipped (self->board,
                             self->sides[XQ_RED].computer && !self->sides[XQ_BLACK].computer);
  self->dirty = TRUE;
  xq_window_update (self);
  xq_window_maybe_start_engine (self);
  return TRUE;
}

void
xq_window_start (XqWindow *self,
                 GFile    *file)
{
  if (file != NULL)
    {
      xq_window_open_file (self, file);
      return;
    }
  if (!xq_window_restore (self))
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

void
xq_window_open_file (XqWindow *self,
                     GFile    *file)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GPtrArray) games = NULL;

  games = xq_game_load_file (file, NULL, NULL, &error);
  if (games == NULL)
    {
      xq_window_show_error (self, _("Could Not Open the File"), error);
      return;
    }
  if (games->len == 1)
    xq_window_show_loaded_game (self, g_ptr_array_index (games, 0), file);
  else
    xq_window_choose_game (self, games, file);
}

/* Shows a game read from a file: two people, at the end of the main line. */
void
xq_window_show_loaded_game (XqWindow *self,
                            XqGame   *game,
                            GFile    *file)
{
  const char *result;
  XqGameNode *end;

  xq_window_clear_clock (self);
  /* Save writes PGN: only a PGN file may be overwritten in place. */
  if (file != NULL)
    {
      g_autofree char *name = g_file_get_basename (file);
      g_autofree char *lower = name ? g_ascii_strdown (name, -1) : NULL;

      if (lower == NULL || !g_str_has_suffix (lower, ".pgn"))
        file = NULL;
    }
  xq_window_set_game (self, game, file);
  self->sides[0] = (XqSideSetup) { FALSE, 2 };
  self->sides[1] = (XqSideSetup) { FALSE, 2 };
  self->rules = XQ_RULES_CHINESE;
  self->verdict_node = NULL;
  xq_game_go_end (game);
  end = xq_game_get_cursor (game);
  result = xq_game_get_tag (game, "Result");
  if (!xq_window_is_over (self) && result != NULL)
    {
      XqResult r = g_str_equal (result, "1-0") ? XQ_RESULT_RED_WINS
                   : g_str_equal (result, "0-1") ? XQ_RESULT_BLACK_WINS
                   : g_str_equal (result, "1/2-1/2") ? XQ_RESULT_DRAW : XQ_RESULT_ONGOING;

      if (r != XQ_RESULT_ONGOING)
        {
          self->result = r;
          self->result_node = end;
          g_free (self->result_reason);
          self->result_reason = g_strdup (r == XQ_RESULT_RED_WINS ? _("Red won the game")
                                          : r == XQ_RESULT_BLACK_WINS ? _("Black won the game")
                                          : _("The game was drawn"));
        }
    }
  {
    const char * const *warnings = xq_game_get_warnings (game);

    if (warnings && warnings[0])
      xq_window_toast (self, warnings[0]);
  }
  self->dirty = FALSE;
  xq_board_view_set_flipped (self->board, FALSE);
  xq_window_update (self);
}

/* ---- Settings ------------------------------------------------------------ */

static void
settings_changed (GSettings  *settings,
                  const char *key,
                  XqWindow   *self)
{
  if (g_str_equal (key, "notation"))
    {
      /* Re-bind every row. */
      GListModel *list = xq_game_get_move_list (self->game);

      gtk_single_selection_set_model (self->selection, NULL);
      gtk_single_selection_set_model (self->selection, list);
      xq_window_sync_selection (self);
    }
  else if (g_str_equal (key, "piece-set"))
    {
      g_autofree char *id = g_settings_get_string (settings, key);

      xq_board_view_set_piece_set (self->board, id);
    }
  else if (g_str_equal (key, "board-theme"))
    {
      g_autofree char *id = g_settings_get_string (settings, key);

      xq_board_view_set_theme (self->board, id);
    }
}

/* ---- Layout -------------------------------------------------------------- */

static void
xq_window_apply_layout (XqWindow *self)
{
  gtk_orientable_set_orientation (GTK_ORIENTABLE (self->content_box),
                                  self->narrow ? GTK_ORIENTATION_VERTICAL
                                               : GTK_ORIENTATION_HORIZONTAL);
  gtk_widget_set_size_request (self->side_panel, self->narrow ? -1 : 260, -1);
  gtk_widget_set_vexpand (self->side_panel, !self->narrow);
  gtk_widget_set_size_request (self->move_scroller, -1, self->narrow ? 120 : -1);
  gtk_widget_set_visible (self->side_panel, self->side_panel_shown);
  /* Game controls: two rows beside the board, one row below it. */
  {
    GtkLayoutManager *layout = gtk_widget_get_layout_manager (self->controls_grid);
    int i = 0;

    for (GtkWidget *child = gtk_widget_get_first_child (self->controls_grid); child;
         child = gtk_widget_get_next_sibling (child), i++)
      {
        GtkGridLayoutChild *lc = GTK_GRID_LAYOUT_CHILD (gtk_layout_manager_get_layout_child (layout, child));

        gtk_grid_layout_child_set_column (lc, self->narrow ? i : i % 2);
        gtk_grid_layout_child_set_row (lc, self->narrow ? 0 : i / 2);
      }
  }
  if (self->narrow)
    gtk_widget_add_css_class (GTK_WIDGET (self), "narrow");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self), "narrow");
}

static gboolean
xq_window_relayout_idle (gpointer data)
{
  xq_window_apply_layout (XQ_WINDOW (data));
  return G_SOURCE_REMOVE;
}

static void
xq_window_size_allocate (GtkWidget *widget,
                         int        width,
                         int        height,
                         int        baseline)
{
  XqWindow *self = XQ_WINDOW (widget);
  /* Narrow: too little room beside the board, or a portrait window. */
  gboolean narrow = width < XQ_WINDOW_NARROW_WIDTH || height > width * 5 / 4;

  GTK_WIDGET_CLASS (xq_window_parent_class)->size_allocate (widget, width, height, baseline);
  if (narrow != self->narrow)
    {
      self->narrow = narrow;
      /* Not during allocation: the next frame gets the new layout. */
      g_idle_add_full (G_PRIORITY_HIGH_IDLE, xq_window_relayout_idle,
                       g_object_ref (self), g_object_unref);
    }
}

/* ---- Life cycle ---------------------------------------------------------- */

/* G_MESSAGES_DEBUG=xq-window tells how long the first frame took. */
static void
xq_window_first_paint (GdkFrameClock *clock,
                       XqWindow      *self)
{
  g_debug ("first frame painted %.1f ms after start-up",
           (g_get_monotonic_time () - self->created_us) / 1000.0);
  g_signal_handlers_disconnect_by_func (clock, xq_window_first_paint, self);
}

static void
xq_window_realize (GtkWidget *widget)
{
  XqWindow *self = XQ_WINDOW (widget);

  GTK_WIDGET_CLASS (xq_window_parent_class)->realize (widget);
  g_debug ("realized %.1f ms after start-up",
           (g_get_monotonic_time () - self->created_us) / 1000.0);
  g_signal_connect (gtk_widget_get_frame_clock (widget), "after-paint",
                    G_CALLBACK (xq_window_first_paint), self);
}

static gboolean
xq_window_close_request (GtkWindow *window)
{
  XqWindow *self = XQ_WINDOW (window);

  xq_window_autosave (self);
  g_cancellable_cancel (self->engine_cancellable);
  xq_window_clear_clock (self);
  if (!gtk_window_is_maximized (window))
    {
      int width, height;

      gtk_window_get_default_size (window, &width, &height);
      g_settings_set_int (self->settings, "window-width", width);
      g_settings_set_int (self->settings, "window-height", height);
    }
  g_settings_set_boolean (self->settings, "window-maximized", gtk_window_is_maximized (window));
  return GTK_WINDOW_CLASS (xq_window_parent_class)->close_request (window);
}

static void
xq_window_dispose (GObject *object)
{
  XqWindow *self = XQ_WINDOW (object);

  g_cancellable_cancel (self->engine_cancellable);
  xq_window_clear_clock (self);
  g_clear_handle_id (&self->scroll_source, g_source_remove);
  if (self->game)
    g_signal_handlers_disconnect_by_data (self->game, self);
  if (self->settings)
    g_signal_handlers_disconnect_by_data (self->settings, self);
  gtk_widget_dispose_template (GTK_WIDGET (self), XQ_TYPE_WINDOW);

  G_OBJECT_CLASS (xq_window_parent_class)->dispose (object);
}

static void
xq_window_finalize (GObject *object)
{
  XqWindow *self = XQ_WINDOW (object);

  g_clear_object (&self->engine_cancellable);
  g_clear_object (&self->settings);
  g_clear_object (&self->selection);
  g_clear_object (&self->game);
  g_clear_object (&self->file);
  g_clear_pointer (&self->redo, g_array_unref);
  g_clear_pointer (&self->result_reason, g_free);

  G_OBJECT_CLASS (xq_window_parent_class)->finalize (object);
}

static void
xq_window_class_init (XqWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GtkWindowClass *window_class = GTK_WINDOW_CLASS (klass);

  object_class->dispose = xq_window_dispose;
  object_class->finalize = xq_window_finalize;
  widget_class->size_allocate = xq_window_size_allocate;
  widget_class->realize = xq_window_realize;
  window_class->close_request = xq_window_close_request;

  g_type_ensure (XQ_TYPE_BOARD_VIEW);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/xiangqi/Xiangqi/xq-window.ui");
  gtk_widget_class_bind_template_child (widget_class, XqWindow, window_title);
  gtk_widget_class_bind_template_child (widget_class, XqWindow, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, XqWindow, content_box);
  gtk_widget_class_bind_template_child (widget_class, XqWindow, board_slot);
  gtk_widget_class_bind_template_child (widget_class, XqWindow, side_panel);
  gtk_widget_class_bind_template_child (widget_class, XqWindow, side_panel_button);
  gtk_widget_class_bind_template_child (widget_class, XqWindow, clock_box);
  gtk_widget_class_bind_template_child (widget_class, XqWindow, red_clock_box);
  gtk_widget_class_bind_template_child (widget_class, XqWindow, black_clock_box);
  gtk_widget_class_bind_template_child (widget_class, XqWindow, red_clock_label);
  gtk_widget_class_bind_template_child (widget_class, XqWindow, black_clock_label);
  gtk_widget_class_bind_template_child (widget_class, XqWindow, move_list);
  gtk_widget_class_bind_template_child (widget_class, XqWindow, move_scroller);
  gtk_widget_class_bind_template_child (widget_class, XqWindow, controls_grid);

  xq_window_class_install_actions (widget_class);
}

static void
xq_window_init (XqWindow *self)
{
  GtkListItemFactory *factory;
  g_autoptr (XqGame) game = xq_game_new ();
  g_autofree char *piece_set = NULL;
  g_autofree char *theme = NULL;

  self->created_us = g_get_monotonic_time ();
  self->redo = g_array_new (FALSE, FALSE, sizeof (XqMove));
  self->settings = g_settings_new (APP_ID);
  self->engine_cancellable = g_cancellable_new ();
  self->side_panel_shown = TRUE;
  self->rules = XQ_RULES_CHINESE;
  self->save_notation = XQ_NOTATION_CHINESE;

  gtk_widget_init_template (GTK_WIDGET (self));

  gtk_window_set_default_size (GTK_WINDOW (self),
                               g_settings_get_int (self->settings, "window-width"),
                               g_settings_get_int (self->settings, "window-height"));
  if (g_settings_get_boolean (self->settings, "window-maximized"))
    gtk_window_maximize (GTK_WINDOW (self));

  /* The board */
  self->board = XQ_BOARD_VIEW (xq_board_view_new ());
  gtk_widget_set_hexpand (GTK_WIDGET (self->board), TRUE);
  gtk_widget_set_vexpand (GTK_WIDGET (self->board), TRUE);
  gtk_box_append (self->board_slot, GTK_WIDGET (self->board));
  g_signal_connect (self->board, "move-requested", G_CALLBACK (board_move_requested), self);
  /* Keyboard play works from the start. */
  gtk_window_set_focus (GTK_WINDOW (self), GTK_WIDGET (self->board));
  piece_set = g_settings_get_string (self->settings, "piece-set");
  theme = g_settings_get_string (self->settings, "board-theme");
  xq_board_view_set_piece_set (self->board, piece_set);
  xq_board_view_set_theme (self->board, theme);
  g_settings_bind (self->settings, "animation", self->board, "animate", G_SETTINGS_BIND_GET);
  g_settings_bind (self->settings, "show-legal-moves", self->board, "show-legal-moves",
                   G_SETTINGS_BIND_GET);
  g_settings_bind (self->settings, "show-coordinates", self->board, "show-coordinates",
                   G_SETTINGS_BIND_GET);
  g_signal_connect (self->settings, "changed", G_CALLBACK (settings_changed), self);

  /* The move list */
  factory = gtk_signal_list_item_factory_new ();
  g_signal_connect (factory, "setup", G_CALLBACK (move_row_setup), self);
  g_signal_connect (factory, "bind", G_CALLBACK (move_row_bind), self);
  gtk_list_view_set_factory (self->move_list, factory);
  g_object_unref (factory);
  self->selection = gtk_single_selection_new (NULL);
  gtk_single_selection_set_autoselect (self->selection, FALSE);
  gtk_single_selection_set_can_unselect (self->selection, TRUE);
  g_signal_connect (self->selection, "notify::selected",
                    G_CALLBACK (move_selection_changed), self);
  gtk_list_view_set_model (self->move_list, GTK_SELECTION_MODEL (self->selection));

  /* Until a game is set up, show the start position. */
  xq_window_set_game (self, game, NULL);
  g_debug ("window built in %.1f ms", (g_get_monotonic_time () - self->created_us) / 1000.0);
}

XqWindow *
xq_window_new (XqApplication *app)
{
  return g_object_new (XQ_TYPE_WINDOW, "application", app, NULL);
}

guint
xq_window_get_n_plies (XqWindow *self)
{
  g_return_val_if_fail (XQ_IS_WINDOW (self), 0);

  return xq_game_count_main_line (self->game);
}

guint
xq_window_get_current_ply (XqWindow *self)
{
  g_return_val_if_fail (XQ_IS_WINDOW (self), 0);

  return xq_game_node_get_ply (xq_game_get_cursor (self->game));
}

char *
xq_window_dup_fen (XqWindow *self)
{
  char fen[XQ_FEN_MAX];

  g_return_val_if_fail (XQ_IS_WINDOW (self), NULL);

  xq_position_to_fen (xq_window_current_position (self), fen, sizeof fen);
  return g_strdup (fen);
}
