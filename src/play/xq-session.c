/* xq-session.c — the game being played or studied, and where it is kept
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "xq-session"

#include "config.h"

#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <stdlib.h>

#include "xq-atomic-file.h"
#include "xq-engine-player.h"
#include "xq-external-player.h"
#include "xq-game-format.h"
#include "xq-movegen.h"
#include "xq-opening.h"
#include "xq-pgn.h"
#include "xq-search.h"
#include "xq-play-enums.h"
#include "xq-session-private.h"


G_DEFINE_FINAL_TYPE (XqSession, xq_session, G_TYPE_OBJECT)

enum
{
  PROP_0,
  PROP_MATCH,
  PROP_FILE,
  PROP_DIRTY,
  PROP_MODE,
  PROP_CAN_UNDO,
  PROP_CAN_REDO,
  PROP_UNDO_TAKES_BACK,
  PROP_RESULT,
  PROP_STATUS,
  PROP_TITLE,
  PROP_SUBTITLE,
  PROP_HINT_ALLOWED,
  PROP_ANALYSIS_ALLOWED,
  PROP_HINT,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum
{
  SIGNAL_AUTOSAVE_FAILED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* The tag of a kept game that holds its clock (xq_clock_save_state()); only
 * the autosave file has it. */
static const char clock_tag[] = "XqClock";

static void
xq_session_set_file (XqSession *self,
                     GFile     *file)
{
  if (g_set_object (&self->file, file))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FILE]);
}

static gboolean
autosave_now (gpointer data)
{
  XqSession *self = data;

  self->autosave_idle = 0;
  xq_session_autosave (self);
  return G_SOURCE_REMOVE;
}

/* Every move is kept at once, so that a crash loses nothing: once the
 * match is done with it (the clock is pressed after ::move-played). */
static void
autosave_soon (XqSession *self)
{
  if (self->autosave_path != NULL && self->autosave_idle == 0)
    self->autosave_idle = g_idle_add_full (G_PRIORITY_HIGH_IDLE, autosave_now, self, NULL);
}

/* While a clock runs, the game is kept every XQ_SESSION_CLOCK_SAVE_S
 * seconds too, with the time of the turn under way: a crash costs the side
 * to move no more than that of its thinking time. */
#define XQ_SESSION_CLOCK_SAVE_S 5

static gboolean
clock_save_tick (gpointer data)
{
  XqSession *self = data;
  XqClock *clock;

  /* A running clock means a game being played; xq_session_autosave ()
   * decides the rest (a game without moves is not kept). */
  if (self->match == NULL)
    return G_SOURCE_CONTINUE;
  clock = xq_match_get_clock (self->match);
  if (xq_clock_get_state (clock) == XQ_CLOCK_RUNNING
      && !xq_time_control_is_none (xq_clock_get_time_control (clock)))
    xq_session_autosave (self);
  return G_SOURCE_CONTINUE;
}

static void
match_move_played (XqSession *self)
{
  xq_session_set_dirty (self, TRUE);
  autosave_soon (self);
}

static void
match_game_over (XqSession *self)
{
  self->offer_with_move = FALSE;
  /* A game over from the start (a loaded mate) is as it was loaded. */
  if (!self->starting)
    xq_session_set_dirty (self, TRUE);
  autosave_soon (self);
}

/* The main line's last move (or the root). */
XqGameNode *
_xq_session_main_line_end (XqSession *self)
{
  return xq_game_node_get_line_end (xq_game_get_root (self->game));
}

/* The [Result] tag now holds the result of the main line as it is. */
static void
xq_session_bind_result (XqSession *self)
{
  g_set_object (&self->result_end, _xq_session_main_line_end (self));
  g_free (self->result_tag);
  self->result_tag = g_strdup (xq_game_get_tag (self->game, "Result"));
}

static void xq_session_update (XqSession *self);
static void xq_session_drop_hint (XqSession *self);

static void
xq_session_invalidate_status (XqSession *self)
{
  self->status_valid = FALSE;
  xq_session_update (self);
}

/* Every change of the record is unsaved: a move, an edit, a comment (but
 * not the tags the session or the match write as it starts or saves). */
static void
game_tree_changed (XqSession *self)
{
  xq_session_invalidate_status (self);
  if (!self->own_change && !self->starting)
    xq_session_set_dirty (self, TRUE);
}

static void
game_tags_changed (XqGame     *game,
                   const char *name,
                   XqSession  *self)
{
  /* A result set (by the user, or by the match at the end) is the one of
   * the main line as it is then. */
  if (name == NULL || g_str_equal (name, "Result"))
    if (g_strcmp0 (xq_game_get_tag (game, "Result"), self->result_tag) != 0)
      xq_session_bind_result (self);
  game_tree_changed (self);
}

static void
xq_session_follow_match (XqSession *self,
                         XqMatch   *match)
{
  self->match = g_object_ref (match);
  self->game = g_object_ref (xq_match_get_game (match));
  g_signal_connect_swapped (match, "move-played", G_CALLBACK (match_move_played), self);
  g_signal_connect_swapped (match, "game-over", G_CALLBACK (match_game_over), self);
  g_signal_connect_swapped (match, "taken-back", G_CALLBACK (xq_session_invalidate_status), self);
  g_signal_connect_swapped (match, "notify::state", G_CALLBACK (xq_session_invalidate_status),
                            self);
  g_signal_connect_swapped (match, "notify::thinking", G_CALLBACK (xq_session_update), self);
  g_signal_connect_swapped (match, "notify::draw-offer", G_CALLBACK (xq_session_update), self);
  g_signal_connect_swapped (self->game, "position-changed", G_CALLBACK (xq_session_drop_hint), self);
  g_signal_connect_swapped (self->game, "position-changed", G_CALLBACK (xq_session_update), self);
  g_signal_connect_swapped (self->game, "notify::can-undo", G_CALLBACK (xq_session_update), self);
  g_signal_connect_swapped (self->game, "notify::can-redo", G_CALLBACK (xq_session_update), self);
  g_signal_connect_swapped (self->game, "tree-changed", G_CALLBACK (game_tree_changed), self);
  g_signal_connect (self->game, "tags-changed", G_CALLBACK (game_tags_changed), self);
  xq_session_bind_result (self);
  xq_session_invalidate_status (self);
}

/* Stops following the match's record. */
static void
xq_session_unfollow_game (XqSession *self)
{
  if (self->game != NULL)
    g_signal_handlers_disconnect_by_data (self->game, self);
  g_clear_object (&self->game);
  g_clear_object (&self->result_end);
  g_clear_pointer (&self->result_tag, g_free);
}

/* Stops following the match and stops it (a thinking engine is cancelled,
 * the clock stopped). */
static void
xq_session_drop_match (XqMatch   *match,
                       XqSession *self)
{
  g_signal_handlers_disconnect_by_data (match, self);
  xq_match_abort (match);
  g_object_unref (match);
}

/* Shows @match (not started yet) instead of the current one: the old one is
 * stopped once the window has let go of it. */
static void
xq_session_set_match (XqSession *self,
                      XqMatch   *match,
                      GFile     *file)
{
  g_autoptr (XqMatch) old = g_steal_pointer (&self->match);

  /* Another game (not the same record played on) is no library game. */
  if (self->game != xq_match_get_game (match))
    _xq_session_forget_library (self);
  if (old != NULL)
    g_signal_handlers_disconnect_by_data (old, self);
  xq_session_unfollow_game (self);
  xq_session_follow_match (self, match);
  self->offer_with_move = FALSE;
  self->exercise = self->study = FALSE;
  self->stopped = FALSE;
  xq_session_drop_hint (self);
  xq_session_set_file (self, file);
  xq_session_set_dirty (self, FALSE);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MATCH]);
  if (old != NULL)
    xq_session_drop_match (g_steal_pointer (&old), self);
}

static void
xq_session_start (XqSession *self)
{
  g_autoptr (GError) error = NULL;

  self->starting = TRUE;
  if (!xq_match_start (self->match, &error))
    g_message ("The game cannot go on: %s", error->message);
  self->starting = FALSE;
}

/* ---- Players ------------------------------------------------------------- */

static XqPlayer *
xq_session_player_new (const XqSideSetup *side)
{
  XqPlayer *player;
  int level;

  if (!side->computer)
    {
      g_autofree char *name = g_strdup (g_get_real_name ());

      if (name == NULL || *name == '\0' || g_str_equal (name, "Unknown"))
        {
          g_free (name);
          name = g_strdup (_("Player"));
        }
      return xq_player_new_human (name);
    }
  if (side->engine[0] != '\0')
    {
      const char *argv[] = { side->engine, NULL };

      return xq_external_player_new (argv, g_str_equal (side->engine_protocol, "ucci")
                                             ? XQ_ENGINE_PROTOCOL_UCCI : XQ_ENGINE_PROTOCOL_UCI);
    }
  level = CLAMP (side->level, XQ_LEVEL_MIN, XQ_LEVEL_MAX);
  player = xq_engine_player_new (level);
  {
    g_autofree char *name = g_strdup_printf (_("Computer (level %d)"), level);

    xq_player_set_name (player, name);
  }
  /* Without a clock the computer still answers promptly. */
  xq_engine_player_set_move_time (XQ_ENGINE_PLAYER (player), 200 + 150 * level);
  return player;
}

/* A match on @game set up as @setup says (the game's tags name the sides,
 * so that a restored game gets the same players). */
static XqMatch *
xq_session_match_new (XqGame            *game,
                      const XqGameSetup *setup,
                      XqClock           *kept_clock)
{
  g_autoptr (XqClock) clock = kept_clock != NULL ? g_object_ref (kept_clock) : NULL;
  g_autoptr (XqPlayer) red = xq_session_player_new (&setup->sides[XQ_RED]);
  g_autoptr (XqPlayer) black = xq_session_player_new (&setup->sides[XQ_BLACK]);
  XqMatch *match;

  if (clock == NULL && !xq_time_control_is_none (&setup->time_control))
    clock = xq_clock_new (&setup->time_control);
  match = xq_match_new (game, clock, red, black);
  xq_match_set_rules (match, setup->rules);
  xq_match_set_strict (match, setup->strict);
  for (int side = 0; side < 2; side++)
    {
      const XqSideSetup *s = &setup->sides[side];
      g_autofree char *kind = !s->computer ? g_strdup ("human")
                              : s->engine[0] != '\0'
                              ? g_strdup_printf ("engine:%s:%s", s->engine_protocol, s->engine)
                              : g_strdup_printf ("computer:%d", s->level);

      xq_game_set_tag (game, side == XQ_RED ? "RedType" : "BlackType", kind);
    }
  xq_game_set_tag (game, "Rules", xq_rule_set_name (setup->rules));
  xq_game_set_tag (game, "Strict", setup->strict ? "yes" : NULL);
  return match;
}

/* The players and rules of a kept game, from the tags the match was set up
 * with (xq_session_match_new()). */
static void
xq_session_setup_from_tags (XqGame      *game,
                            XqGameSetup *setup)
{
  const char *rules = xq_game_get_tag (game, "Rules");
  const char *strict = xq_game_get_tag (game, "Strict");

  for (int side = 0; side < 2; side++)
    {
      const char *kind = xq_game_get_tag (game, side == XQ_RED ? "RedType" : "BlackType");

      XqSideSetup *s = &setup->sides[side];

      /* An external engine ("engine:PROTOCOL:PROGRAM") comes back as ours:
       * a file never names a program for us to run. */
      s->computer = kind && (g_str_has_prefix (kind, "computer")
                             || g_str_has_prefix (kind, "engine:"));
      s->level = kind && g_str_has_prefix (kind, "computer:")
                 ? CLAMP (atoi (kind + 9), XQ_LEVEL_MIN, XQ_LEVEL_MAX) : 2;
      s->engine[0] = s->engine_protocol[0] = '\0';
    }
  if (rules == NULL || !xq_rule_set_from_name (rules, &setup->rules))
    setup->rules = XQ_RULES_CHINESE;
  setup->strict = strict != NULL && g_str_equal (strict, "yes");
  xq_time_control_init_none (&setup->time_control);
  setup->start = *xq_game_get_start_position (game);
  /* Tags written by hand may ask for the computer where it cannot play. */
  if (xq_engine_player_cannot_play (&setup->start) != NULL)
    setup->sides[XQ_RED].computer = setup->sides[XQ_BLACK].computer = FALSE;
}

/* ---- Public -------------------------------------------------------------- */

XqSession *
xq_session_new (void)
{
  return g_object_new (XQ_TYPE_SESSION, NULL);
}

XqMatch *
xq_session_get_match (XqSession *self)
{
  g_return_val_if_fail (XQ_IS_SESSION (self), NULL);

  return self->match;
}

XqGame *
xq_session_get_game (XqSession *self)
{
  g_return_val_if_fail (XQ_IS_SESSION (self), NULL);

  return xq_match_get_game (self->match);
}

GFile *
xq_session_get_file (XqSession *self)
{
  g_return_val_if_fail (XQ_IS_SESSION (self), NULL);

  return self->file;
}

gboolean
xq_session_get_dirty (XqSession *self)
{
  g_return_val_if_fail (XQ_IS_SESSION (self), FALSE);

  return self->dirty;
}

void
xq_session_set_dirty (XqSession *self,
                      gboolean   dirty)
{
  g_return_if_fail (XQ_IS_SESSION (self));

  dirty = !!dirty;
  if (self->dirty == dirty)
    return;
  self->dirty = dirty;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_DIRTY]);
}

gboolean
xq_session_may_discard (XqSession *self,
                        XqDiscard  why)
{
  g_return_val_if_fail (XQ_IS_SESSION (self), TRUE);

  if (!self->dirty || self->exercise)
    return TRUE;
  /* Closed while played: the next start goes on with it (unless keeping
   * it fails). */
  return why == XQ_DISCARD_CLOSE && self->autosave_path != NULL && !self->autosave_failed
         && xq_match_get_state (self->match) == XQ_MATCH_PLAYING;
}

gboolean
xq_session_is_computer (XqSession *self,
                        XqColor    side)
{
  g_return_val_if_fail (XQ_IS_SESSION (self), FALSE);

  return !xq_player_is_human (xq_match_get_player (self->match, side));
}

/* The result a [Result] tag gives, in the words xq_result_to_pgn() writes. */
static XqResult
xq_session_result_from_tag (const char *tag)
{
  static const XqResult results[] = { XQ_RESULT_RED_WINS, XQ_RESULT_BLACK_WINS, XQ_RESULT_DRAW };

  for (guint i = 0; tag != NULL && i < G_N_ELEMENTS (results); i++)
    if (g_str_equal (tag, xq_result_to_pgn (results[i])))
      return results[i];
  return XQ_RESULT_ONGOING;
}

/* Whether the record's main line still ends where the match is: what the
 * match says of its end is said of the record. */
static gboolean
xq_session_match_in_step (XqSession *self)
{
  XqGameNode *end = _xq_session_main_line_end (self);
  XqPosition pos;

  xq_game_get_position_at (self->game, end, &pos);
  return xq_game_node_get_ply (end) == xq_match_get_ply (self->match)
         && xq_position_equal (&pos, xq_match_get_position (self->match));
}

/* The judge's verdict on the last position of the main line, under the
 * match's rules. */
static void
xq_session_judge_main_line (XqSession *self,
                            XqVerdict *verdict)
{
  g_autoptr (GArray) moves = g_array_new (FALSE, FALSE, sizeof (XqMove));
  XqJudgeOptions options;
  size_t bad = 0;

  for (XqGameNode *n = xq_game_get_root (self->game); xq_game_node_get_n_children (n) > 0;)
    {
      XqMove move;

      n = xq_game_node_get_child (n, 0);
      move = xq_game_node_get_move (n);
      g_array_append_val (moves, move);
    }
  xq_judge_options_init (&options);
  options.rules = xq_match_get_rules (self->match);
  /* In strict mode the natural limit comes by claim only (§23.3). */
  options.move_limit = xq_match_get_strict (self->match) ? 0 : xq_match_get_move_limit (self->match);
  if (xq_judge_history (xq_game_get_start_position (self->game), (const XqMove *) moves->data,
                        moves->len, &options, verdict, &bad) != XQ_JUDGE_OK)
    /* A verdict before the end (the record goes on after it, as a file
     * may): the last position itself is not over. */
    verdict->result = XQ_RESULT_ONGOING;
}

static const char *
xq_session_recorded_reason (XqResult result)
{
  return result == XQ_RESULT_RED_WINS ? _("Red won the game")
         : result == XQ_RESULT_BLACK_WINS ? _("Black won the game")
         : _("The game was drawn");
}

/* The status, from the record as it is now: a game being played goes on;
 * otherwise the result set for this main line (the match's own words when
 * it ended there, the user's correction, the file's), else the judge's
 * verdict on its last position, else unfinished. */
static void
xq_session_derive_status (XqSession *self)
{
  XqMatchState state = xq_match_get_state (self->match);
  XqResult tag = xq_session_result_from_tag (xq_game_get_tag (self->game, "Result"));
  gboolean bound = self->result_end == _xq_session_main_line_end (self);
  gboolean in_step = state == XQ_MATCH_FINISHED && xq_session_match_in_step (self);
  XqResult ended = in_step ? xq_match_get_result (self->match) : XQ_RESULT_ONGOING;
  XqVerdict verdict;

  g_clear_pointer (&self->status_reason, g_free);
  self->status = XQ_RESULT_ONGOING;
  self->status_valid = TRUE;
  if (state == XQ_MATCH_PLAYING)
    return;
  if (bound && tag != XQ_RESULT_ONGOING)
    {
      self->status = tag;
      self->status_reason = tag == ended ? xq_match_describe_end (self->match)
                                         : g_strdup (xq_session_recorded_reason (tag));
      return;
    }
  if (!bound && ended != XQ_RESULT_ONGOING)
    {
      self->status = ended;
      self->status_reason = xq_match_describe_end (self->match);
      return;
    }
  xq_session_judge_main_line (self, &verdict);
  if (verdict.result != XQ_RESULT_ONGOING)
    {
      self->status = verdict.result;
      self->status_reason = xq_match_describe_verdict (&verdict);
    }
}

XqResult
xq_session_get_result (XqSession  *self,
                       char      **reason)
{
  g_return_val_if_fail (XQ_IS_SESSION (self), XQ_RESULT_ONGOING);

  if (!self->status_valid)
    xq_session_derive_status (self);
  if (reason)
    *reason = g_strdup (self->status_reason);
  return self->status;
}

gboolean
xq_session_is_over (XqSession *self)
{
  g_return_val_if_fail (XQ_IS_SESSION (self), FALSE);

  return xq_session_get_result (self, NULL) != XQ_RESULT_ONGOING
         || (xq_match_get_state (self->match) == XQ_MATCH_FINISHED
             && xq_session_match_in_step (self));
}

gboolean
xq_session_get_offer_with_move (XqSession *self)
{
  g_return_val_if_fail (XQ_IS_SESSION (self), FALSE);

  return self->offer_with_move;
}

void
xq_session_set_offer_with_move (XqSession *self,
                                gboolean   offer)
{
  g_return_if_fail (XQ_IS_SESSION (self));

  self->offer_with_move = !!offer;
}

gboolean
xq_session_get_starting (XqSession *self)
{
  g_return_val_if_fail (XQ_IS_SESSION (self), FALSE);

  return self->starting;
}

gboolean
xq_session_new_game (XqSession          *self,
                     const XqGameSetup  *setup,
                     GError            **error)
{
  g_autoptr (XqGame) game = NULL;
  g_autoptr (XqMatch) match = NULL;
  g_autoptr (GDateTime) now = NULL;
  g_autofree char *date = NULL;
  const char *reason;

  g_return_val_if_fail (XQ_IS_SESSION (self), FALSE);
  g_return_val_if_fail (setup != NULL, FALSE);

  reason = xq_engine_player_cannot_play (&setup->start);
  if (reason != NULL && (setup->sides[XQ_RED].computer || setup->sides[XQ_BLACK].computer))
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED, reason);
      return FALSE;
    }
  game = xq_game_new ();
  now = g_date_time_new_now_local ();
  date = g_date_time_format (now, "%Y.%m.%d");
  xq_game_set_start_position (game, &setup->start);
  xq_game_set_tag (game, "Game", "Chinese Chess");
  xq_game_set_tag (game, "Event", setup->study ? _("Study")
                                  : setup->strict ? _("Tournament game") : _("Casual game"));
  xq_game_set_tag (game, "Date", date);
  match = xq_session_match_new (game, setup, NULL);
  for (int side = 0; side < 2; side++)
    xq_game_set_tag (game, side == XQ_RED ? "Red" : "Black",
                     xq_player_get_name (xq_match_get_player (match, (XqColor) side)));
  xq_game_clear_history (game);

  xq_session_set_match (self, match, NULL);
  self->exercise = setup->exercise;
  self->study = setup->study;
  xq_session_start (self);
  xq_session_set_dirty (self, FALSE);
  return TRUE;
}

GPtrArray *
xq_session_read_file (XqSession      *self,
                      GFile          *file,
                      XqLoadProgress *progress,
                      GError        **error)
{
  g_return_val_if_fail (XQ_IS_SESSION (self), NULL);
  g_return_val_if_fail (G_IS_FILE (file), NULL);

  return xq_game_load_file (file, NULL, progress, error);
}

GPtrArray *
xq_session_read_text (XqSession  *self,
                      const char *text,
                      GError    **error)
{
  g_autofree char *stripped = NULL;
  g_autoptr (GBytes) bytes = NULL;

  g_return_val_if_fail (XQ_IS_SESSION (self), NULL);

  stripped = g_strstrip (g_strdup (text ? text : ""));
  if (*stripped == '\0')
    return g_ptr_array_new_with_free_func (g_object_unref);
  bytes = g_bytes_new (stripped, strlen (stripped));
  return xq_game_load_bytes (bytes, NULL, NULL, error);
}

void
xq_session_open_game (XqSession *self,
                      XqGame    *game,
                      GFile     *file)
{
  g_autoptr (XqMatch) match = NULL;
  XqResult recorded;

  g_return_if_fail (XQ_IS_SESSION (self));
  g_return_if_fail (XQ_IS_GAME (game));
  g_return_if_fail (file == NULL || G_IS_FILE (file));

  /* Save writes PGN: only a PGN file may be overwritten in place. */
  if (file != NULL)
    {
      g_autofree char *name = g_file_get_basename (file);
      g_autofree char *lower = name ? g_ascii_strdown (name, -1) : NULL;

      if (lower == NULL || !g_str_has_suffix (lower, ".pgn"))
        file = NULL;
    }
  recorded = xq_session_result_from_tag (xq_game_get_tag (game, "Result"));

  match = xq_match_new (game, NULL, NULL, NULL);
  xq_session_set_match (self, match, file);
  xq_game_go_to (game, xq_game_node_get_line_end (xq_game_get_root (game)));
  if (recorded == XQ_RESULT_ONGOING)
    xq_session_start (self);
  xq_session_set_dirty (self, FALSE);
}

void
xq_session_continue_game (XqSession *self)
{
  XqMatch *old;
  XqGame *game;
  XqClock *clock;
  g_autoptr (XqMatch) match = NULL;
  g_autoptr (XqPlayer) red = NULL;
  g_autoptr (XqPlayer) black = NULL;

  g_return_if_fail (XQ_IS_SESSION (self));

  old = self->match;
  game = xq_match_get_game (old);
  clock = xq_match_get_clock (old);
  red = xq_player_new_human (xq_player_get_name (xq_match_get_player (old, XQ_RED)));
  black = xq_player_new_human (xq_player_get_name (xq_match_get_player (old, XQ_BLACK)));
  match = xq_match_new (game, clock, red, black);
  xq_match_set_rules (match, xq_match_get_rules (old));
  xq_match_set_strict (match, xq_match_get_strict (old));
  /* The old match stops the clock as it goes; it runs again from the times
   * left, for the side to move at the end of the new main line. */
  xq_session_set_match (self, match, self->file);
  xq_session_start (self);
  if (xq_match_get_state (match) == XQ_MATCH_PLAYING)
    xq_clock_reopen (clock, (XqColor) xq_match_get_position (match)->side);
  /* An edit brought it here: not saved. */
  xq_session_set_dirty (self, TRUE);
}

gboolean
xq_session_save (XqSession  *self,
                 GFile      *file,
                 XqNotation  notation,
                 GError    **error)
{
  g_autoptr (GPtrArray) games = g_ptr_array_new ();
  XqGame *game;

  g_return_val_if_fail (XQ_IS_SESSION (self), FALSE);
  g_return_val_if_fail (file == NULL || G_IS_FILE (file), FALSE);
  g_return_val_if_fail (file != NULL || self->library_id != 0, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  game = xq_session_get_game (self);
  /* The file says what the header shows: the status derived from the
   * record (a game being played has no result yet). */
  self->own_change = TRUE;
  xq_game_set_tag (game, "Result", xq_result_to_pgn (xq_session_get_result (self, NULL)));
  xq_opening_tag_game (game);
  self->own_change = FALSE;
  if (!_xq_session_store_in_library (self, error))
    return FALSE;
  if (file == NULL)
    {
      xq_session_set_dirty (self, FALSE);
      return TRUE;
    }
  g_ptr_array_add (games, game);
  if (!xq_pgn_save (games, file, notation, "UTF-8", XQ_PGN_WRITE_DEFAULT, NULL, error))
    return FALSE;
  xq_session_set_file (self, file);
  xq_session_set_dirty (self, FALSE);
  return TRUE;
}

void
xq_session_set_autosave_path (XqSession  *self,
                              const char *path)
{
  g_return_if_fail (XQ_IS_SESSION (self));

  g_free (self->autosave_path);
  self->autosave_path = g_strdup (path);
  if (path == NULL)
    g_clear_handle_id (&self->clock_save_id, g_source_remove);
  else if (self->clock_save_id == 0)
    self->clock_save_id = g_timeout_add_seconds (XQ_SESSION_CLOCK_SAVE_S, clock_save_tick, self);
}

const char *
xq_session_get_autosave_path (XqSession *self)
{
  g_return_val_if_fail (XQ_IS_SESSION (self), NULL);

  return self->autosave_path;
}

void
xq_session_autosave (XqSession *self)
{
  XqGame *game;
  XqClock *clock;
  g_autofree char *dir = NULL;
  g_autofree char *text = NULL;
  g_autoptr (GError) error = NULL;

  g_return_if_fail (XQ_IS_SESSION (self));

  g_clear_handle_id (&self->autosave_idle, g_source_remove);
  if (self->autosave_path == NULL || self->stopped)
    return;
  game = xq_session_get_game (self);
  /* Only a game being played is kept. */
  if (xq_match_get_state (self->match) != XQ_MATCH_PLAYING
      || xq_game_count_main_line (game) == 0)
    {
      g_unlink (self->autosave_path);
      return;
    }
  dir = g_path_get_dirname (self->autosave_path);
  g_mkdir_with_parents (dir, 0700);
  text = xq_pgn_write_string (game, XQ_NOTATION_ICCS, XQ_PGN_WRITE_DEFAULT);
  clock = xq_match_get_clock (self->match);
  if (!xq_time_control_is_none (xq_clock_get_time_control (clock)))
    {
      g_autofree char *state = xq_clock_save_state (clock);
      g_autofree char *body = g_steal_pointer (&text);

      text = g_strdup_printf ("[%s \"%s\"]\n%s", clock_tag, state, body);
    }
  _xq_session_autosave_library (self, &text);
  /* Written whole or not at all: the game kept before stays until then. */
  if (!xq_atomic_file_set_contents (self->autosave_path, text, strlen (text), 0666, &error))
    {
      g_message ("Could not save the game in progress: %s", error->message);
      if (!self->autosave_failed)
        g_signal_emit (self, signals[SIGNAL_AUTOSAVE_FAILED], 0, error);
      self->autosave_failed = TRUE;
      return;
    }
  self->autosave_failed = FALSE;
}

gboolean
xq_session_restore (XqSession *self)
{
  g_autoptr (GFile) file = NULL;
  g_autoptr (GPtrArray) games = NULL;
  g_autoptr (GError) error = NULL;
  g_autoptr (XqMatch) match = NULL;
  g_autoptr (XqClock) clock = NULL;
  XqGameSetup setup;
  XqGame *game;
  const char *state;
  g_autofree char *library = NULL;
  gint64 library_id;

  g_return_val_if_fail (XQ_IS_SESSION (self), FALSE);

  if (self->autosave_path == NULL || !g_file_test (self->autosave_path, G_FILE_TEST_EXISTS))
    return FALSE;
  file = g_file_new_for_path (self->autosave_path);
  games = xq_session_read_file (self, file, NULL, &error);
  if (games == NULL || games->len == 0)
    {
      g_debug ("Not restoring %s: %s", self->autosave_path, error ? error->message : "no game");
      return FALSE;
    }
  game = g_ptr_array_index (games, 0);
  xq_session_setup_from_tags (game, &setup);
  state = xq_game_get_tag (game, clock_tag);
  clock = state != NULL ? xq_clock_new_from_state (state) : NULL;
  if (state != NULL && clock == NULL)
    g_message ("The clock of %s is not restored: %s", self->autosave_path, state);
  xq_game_set_tag (game, clock_tag, NULL);
  library_id = _xq_session_take_library_tag (game, &library);
  match = xq_session_match_new (game, &setup, clock);
  xq_session_set_match (self, match, NULL);
  if (library_id != 0)
    {
      self->library_path = g_steal_pointer (&library);
      self->library_id = library_id;
    }
  xq_session_start (self);
  xq_session_set_dirty (self, TRUE);
  return TRUE;
}

/* ---- The controller's properties --------------------------------------- */

/* The tag of a game against the computer in which the user chose the
 * engine's analysis (the window's Analysis writes it). */

static int
xq_session_level (XqSession *self,
                  XqColor    side)
{
  XqPlayer *player = xq_match_get_player (self->match, side);

  return XQ_IS_ENGINE_PLAYER (player) ? xq_engine_player_get_level (XQ_ENGINE_PLAYER (player)) : 0;
}

static gboolean
xq_session_against_computer (XqSession *self)
{
  return xq_session_is_computer (self, XQ_RED) || xq_session_is_computer (self, XQ_BLACK);
}

gboolean
xq_session_is_live (XqSession *self)
{
  g_return_val_if_fail (XQ_IS_SESSION (self), FALSE);

  return xq_match_get_state (self->match) == XQ_MATCH_PLAYING
         && xq_game_get_cursor (self->game) == _xq_session_main_line_end (self)
         && xq_position_equal (xq_match_get_position (self->match), xq_game_get_position (self->game));
}

static XqSessionMode
xq_session_compute_mode (XqSession *self)
{
  if (self->exercise)
    return XQ_SESSION_MODE_EXERCISE;
  if (xq_match_get_state (self->match) == XQ_MATCH_PLAYING)
    return xq_session_against_computer (self) ? XQ_SESSION_MODE_COMPUTER
           : self->study ? XQ_SESSION_MODE_STUDY : XQ_SESSION_MODE_TWO_PEOPLE;
  if (xq_session_is_over (self))
    return XQ_SESSION_MODE_FINISHED;
  return XQ_SESSION_MODE_STUDY;
}

/* Whether undo and redo take moves back, as the match allows. */
static gboolean
xq_session_compute_takes_back (XqSession *self)
{
  XqMatchState state = xq_match_get_state (self->match);

  return (xq_session_against_computer (self) || xq_match_get_strict (self->match))
         && (state == XQ_MATCH_PLAYING || xq_match_can_take_back (self->match));
}

/* A person takes back (not both sides the computer). */
static gboolean
xq_session_can_take_back (XqSession *self)
{
  return (!xq_session_is_computer (self, XQ_RED) || !xq_session_is_computer (self, XQ_BLACK))
         && xq_match_can_take_back (self->match);
}

/* The header: the result at the end of the main line, whose turn
 * elsewhere, and a line that goes with it. */
static void
xq_session_compute_title (XqSession  *self,
                          char      **title_out,
                          char      **subtitle_out)
{
  const XqPosition *pos = xq_game_get_position (self->game);
  g_autofree char *reason = NULL;
  char *subtitle = NULL;
  XqResult result = xq_session_get_result (self, &reason);
  XqGameNode *cursor = xq_game_get_cursor (self->game);
  gboolean at_end = cursor == _xq_session_main_line_end (self);
  const char *title;

  /* The result shows at the end of the game; earlier positions are review. */
  if (!at_end)
    result = XQ_RESULT_ONGOING;
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
        title = xq_session_is_computer (self, XQ_RED) ? _("Red (Computer) to Move") : _("Red to Move");
      else
        title = xq_session_is_computer (self, XQ_BLACK) ? _("Black (Computer) to Move") : _("Black to Move");
      if (!at_end)
        subtitle = g_strdup_printf (_("Reviewing move %u of %u"),
                                    xq_game_node_get_ply (cursor),
                                    xq_game_node_get_ply (xq_game_node_get_line_end (cursor)));
      else if (xq_session_is_over (self))
        /* Stopped without a result where the match ended. */
        subtitle = xq_match_describe_end (self->match);
      else if (xq_match_get_thinking (self->match))
        subtitle = g_strdup (_("Thinking…"));
      else if (xq_position_in_check (pos))
        subtitle = g_strdup (_("Check!"));
      else if (xq_match_get_draw_offer (self->match) != XQ_DRAW_OFFER_NONE)
        subtitle = g_strdup (xq_match_get_draw_offer (self->match) == XQ_DRAW_OFFER_RED
                             ? _("Red offers a draw") : _("Black offers a draw"));
      else if (xq_match_get_strict (self->match))
        subtitle = g_strdup (_("Tournament rules: a touched piece must be moved (§5)"));
      else if (xq_session_is_computer (self, XQ_RED) != xq_session_is_computer (self, XQ_BLACK))
        {
          XqColor computer = xq_session_is_computer (self, XQ_RED) ? XQ_RED : XQ_BLACK;
          const char *engine = xq_player_get_name (xq_match_get_player (self->match, computer));

          /* An external engine: named, it has no level of ours. */
          if (xq_session_level (self, computer) == 0)
            subtitle = g_strdup_printf (computer == XQ_BLACK ? _("You play red against %s")
                                                             : _("You play black against %s"),
                                        engine);
          else
            subtitle = g_strdup_printf (computer == XQ_BLACK
                                          ? _("You play red against the computer (level %d)")
                                          : _("You play black against the computer (level %d)"),
                                        xq_session_level (self, computer));
        }
      break;
    }
  if (subtitle == NULL)
    {
      const XqOpening *opening = xq_opening_for_game (self->game);

      if (opening != NULL)
        subtitle = xq_opening_dup_label (opening);
    }
  *title_out = g_strdup (title);
  *subtitle_out = subtitle ? subtitle : g_strdup ("");
}

static void
set_bool (XqSession *self,
          gboolean  *field,
          gboolean   value,
          guint      prop)
{
  if (*field == !!value)
    return;
  *field = !!value;
  g_object_notify_by_pspec (G_OBJECT (self), properties[prop]);
}

static void
set_string (XqSession *self,
            char     **field,
            char      *value,
            guint      prop)
{
  if (g_strcmp0 (*field, value) == 0)
    {
      g_free (value);
      return;
    }
  g_free (*field);
  *field = value;
  g_object_notify_by_pspec (G_OBJECT (self), properties[prop]);
}

/* Works every derived property out again, and notifies those that changed. */
static void
xq_session_update (XqSession *self)
{
  XqSessionMode mode;
  XqResult result;
  gboolean takes_back, playing_computer;
  char *title, *subtitle;
  g_autofree char *old_status = NULL;

  if (self->match == NULL || self->game == NULL)
    return;
  g_object_freeze_notify (G_OBJECT (self));
  old_status = g_strdup (self->status_reason);
  result = xq_session_get_result (self, NULL);
  if (result != self->result || g_strcmp0 (old_status, self->status_reason) != 0)
    {
      self->result = result;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_RESULT]);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_STATUS]);
    }
  mode = xq_session_compute_mode (self);
  if (mode != self->mode)
    {
      self->mode = mode;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MODE]);
    }
  takes_back = xq_session_compute_takes_back (self);
  set_bool (self, &self->undo_takes_back, takes_back, PROP_UNDO_TAKES_BACK);
  set_bool (self, &self->can_undo,
            xq_session_can_take_back (self) || (!takes_back && xq_game_can_undo (self->game)),
            PROP_CAN_UNDO);
  set_bool (self, &self->can_redo,
            (xq_match_can_redo (self->match) && xq_session_is_live (self))
            || (!takes_back && xq_game_can_redo (self->game)),
            PROP_CAN_REDO);
  set_bool (self, &self->hint_allowed,
            !xq_session_is_over (self) && !self->hint_busy && !xq_match_get_thinking (self->match),
            PROP_HINT_ALLOWED);
  playing_computer = xq_match_get_state (self->match) == XQ_MATCH_PLAYING
                     && xq_session_against_computer (self);
  set_bool (self, &self->analysis_allowed,
            !playing_computer || xq_game_get_tag (self->game, ASSISTED_TAG) != NULL,
            PROP_ANALYSIS_ALLOWED);
  xq_session_compute_title (self, &title, &subtitle);
  set_string (self, &self->title, title, PROP_TITLE);
  set_string (self, &self->subtitle, subtitle, PROP_SUBTITLE);
  g_object_thaw_notify (G_OBJECT (self));
}

XqSessionMode
xq_session_get_mode (XqSession *self)
{
  g_return_val_if_fail (XQ_IS_SESSION (self), XQ_SESSION_MODE_STUDY);
  return self->mode;
}

gboolean
xq_session_get_can_undo (XqSession *self)
{
  g_return_val_if_fail (XQ_IS_SESSION (self), FALSE);
  return self->can_undo;
}

gboolean
xq_session_get_can_redo (XqSession *self)
{
  g_return_val_if_fail (XQ_IS_SESSION (self), FALSE);
  return self->can_redo;
}

gboolean
xq_session_get_undo_takes_back (XqSession *self)
{
  g_return_val_if_fail (XQ_IS_SESSION (self), FALSE);
  return self->undo_takes_back;
}

const char *
xq_session_get_title (XqSession *self)
{
  g_return_val_if_fail (XQ_IS_SESSION (self), NULL);
  return self->title;
}

const char *
xq_session_get_subtitle (XqSession *self)
{
  g_return_val_if_fail (XQ_IS_SESSION (self), NULL);
  return self->subtitle;
}

gboolean
xq_session_get_hint_allowed (XqSession *self)
{
  g_return_val_if_fail (XQ_IS_SESSION (self), FALSE);
  return self->hint_allowed;
}

gboolean
xq_session_get_analysis_allowed (XqSession *self)
{
  g_return_val_if_fail (XQ_IS_SESSION (self), FALSE);
  return self->analysis_allowed;
}

XqMove
xq_session_get_hint (XqSession *self)
{
  g_return_val_if_fail (XQ_IS_SESSION (self), XQ_MOVE_NONE);
  return self->hint;
}

static void
xq_session_set_hint (XqSession *self,
                     XqMove     hint)
{
  if (self->hint == hint)
    return;
  self->hint = hint;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_HINT]);
}

/* The position shown changed, or the game: a hint is of no use now. */
static void
xq_session_drop_hint (XqSession *self)
{
  g_cancellable_cancel (self->hint_cancellable);
  g_clear_object (&self->hint_cancellable);
  self->hint_busy = FALSE;
  xq_session_set_hint (self, XQ_MOVE_NONE);
}

void
xq_session_show_hint (XqSession *self,
                      XqMove     move)
{
  g_return_if_fail (XQ_IS_SESSION (self));

  xq_session_drop_hint (self);
  xq_session_set_hint (self, move);
}

typedef struct
{
  XqSession *session;        /* owned */
  XqPosition pos;            /* the position searched */
  XqGameNode *node;          /* where the search started (compared only) */
} XqHintRequest;

static void
hint_done (GObject      *source,
           GAsyncResult *result,
           gpointer      data)
{
  g_autofree XqHintRequest *req = data;
  g_autoptr (XqSession) self = req->session;
  g_autoptr (GError) error = NULL;
  XqMove best = xq_player_choose_move_finish (XQ_PLAYER (source), result, &error);

  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED) || self->game == NULL)
    return;
  self->hint_busy = FALSE;
  if (best != XQ_MOVE_NONE && req->node == xq_game_get_cursor (self->game)
      && xq_position_equal (&req->pos, xq_game_get_position (self->game)))
    xq_session_set_hint (self, best);
  xq_session_update (self);
}

gboolean
xq_session_request_hint (XqSession *self,
                         GError   **error)
{
  g_autoptr (GArray) moves = g_array_new (FALSE, FALSE, sizeof (XqMove));
  g_autoptr (XqPlayer) engine = NULL;
  const XqPosition *pos;
  XqMoveRequest request = { 0 };
  XqHintRequest *req;
  const char *reason;

  g_return_val_if_fail (XQ_IS_SESSION (self), FALSE);

  if (!self->hint_allowed)
    return TRUE;
  pos = xq_game_get_position (self->game);
  reason = xq_engine_player_cannot_play (pos);
  if (reason != NULL)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED, reason);
      return FALSE;
    }
  /* The moves from the start to the cursor, oldest first. */
  for (XqGameNode *n = xq_game_get_cursor (self->game); xq_game_node_get_parent (n) != NULL;
       n = xq_game_node_get_parent (n))
    {
      XqMove move = xq_game_node_get_move (n);

      g_array_prepend_val (moves, move);
    }
  xq_session_drop_hint (self);
  self->hint_cancellable = g_cancellable_new ();
  engine = xq_engine_player_new (XQ_LEVEL_MAX);
  req = g_new0 (XqHintRequest, 1);
  req->session = g_object_ref (self);
  req->pos = *pos;
  req->node = xq_game_get_cursor (self->game);
  request.start = xq_game_get_start_position (self->game);
  request.moves = (const XqMove *) moves->data;
  request.n_moves = moves->len;
  request.side = (XqColor) pos->side;
  request.time_left[XQ_RED] = request.time_left[XQ_BLACK] = -1;
  request.move_time = 1000 * (gint64) 1000;
  self->hint_busy = TRUE;
  xq_player_choose_move_async (engine, &request, self->hint_cancellable, hint_done, req);
  xq_session_update (self);
  return TRUE;
}

gboolean
xq_session_undo (XqSession *self,
                 GError   **error)
{
  g_return_val_if_fail (XQ_IS_SESSION (self), FALSE);

  if (!self->undo_takes_back && xq_game_can_undo (self->game))
    return xq_game_undo (self->game) ? xq_session_edit_done (self, error) : TRUE;
  self->offer_with_move = FALSE;
  return xq_match_take_back (self->match, error);
}

gboolean
xq_session_redo (XqSession *self,
                 GError   **error)
{
  g_return_val_if_fail (XQ_IS_SESSION (self), FALSE);

  if (xq_match_can_redo (self->match) && xq_session_is_live (self))
    return xq_match_redo (self->match, error);
  if (!self->undo_takes_back && xq_game_redo (self->game))
    return xq_session_edit_done (self, error);
  return TRUE;
}

gboolean
xq_session_edit_done (XqSession *self,
                      GError   **error)
{
  g_autoptr (XqGameNode) cursor = NULL;

  g_return_val_if_fail (XQ_IS_SESSION (self), FALSE);

  if (xq_match_get_state (self->match) != XQ_MATCH_PLAYING || xq_session_match_in_step (self))
    return TRUE;
  if (xq_session_compute_takes_back (self))
    {
      xq_game_undo (self->game);
      g_set_error_literal (error, XQ_MATCH_ERROR, XQ_MATCH_ERROR_TAKE_BACK,
                           _("The moves of this game cannot be changed while it is played"));
      return FALSE;
    }
  cursor = g_object_ref (xq_game_get_cursor (self->game));
  xq_session_continue_game (self);
  xq_game_go_to (self->game, cursor);
  return TRUE;
}

/* ---- GObject ------------------------------------------------------------- */

static void
xq_session_dispose (GObject *object)
{
  XqSession *self = XQ_SESSION (object);

  g_clear_handle_id (&self->autosave_idle, g_source_remove);
  g_clear_handle_id (&self->clock_save_id, g_source_remove);
  g_cancellable_cancel (self->hint_cancellable);
  g_clear_object (&self->hint_cancellable);
  xq_session_unfollow_game (self);
  if (self->match != NULL)
    xq_session_drop_match (g_steal_pointer (&self->match), self);

  G_OBJECT_CLASS (xq_session_parent_class)->dispose (object);
}

static void
xq_session_finalize (GObject *object)
{
  XqSession *self = XQ_SESSION (object);

  g_clear_object (&self->file);
  g_clear_pointer (&self->library_path, g_free);
  g_clear_pointer (&self->autosave_path, g_free);
  g_clear_pointer (&self->status_reason, g_free);
  g_clear_pointer (&self->title, g_free);
  g_clear_pointer (&self->subtitle, g_free);

  G_OBJECT_CLASS (xq_session_parent_class)->finalize (object);
}

static void
xq_session_get_property (GObject    *object,
                         guint       prop_id,
                         GValue     *value,
                         GParamSpec *pspec)
{
  XqSession *self = XQ_SESSION (object);

  switch (prop_id)
    {
    case PROP_MATCH:
      g_value_set_object (value, self->match);
      break;
    case PROP_FILE:
      g_value_set_object (value, self->file);
      break;
    case PROP_DIRTY:
      g_value_set_boolean (value, self->dirty);
      break;
    case PROP_MODE:
      g_value_set_enum (value, self->mode);
      break;
    case PROP_CAN_UNDO:
      g_value_set_boolean (value, self->can_undo);
      break;
    case PROP_CAN_REDO:
      g_value_set_boolean (value, self->can_redo);
      break;
    case PROP_UNDO_TAKES_BACK:
      g_value_set_boolean (value, self->undo_takes_back);
      break;
    case PROP_RESULT:
      g_value_set_int (value, self->result);
      break;
    case PROP_STATUS:
      g_value_set_string (value, self->status_reason);
      break;
    case PROP_TITLE:
      g_value_set_string (value, self->title);
      break;
    case PROP_SUBTITLE:
      g_value_set_string (value, self->subtitle);
      break;
    case PROP_HINT_ALLOWED:
      g_value_set_boolean (value, self->hint_allowed);
      break;
    case PROP_ANALYSIS_ALLOWED:
      g_value_set_boolean (value, self->analysis_allowed);
      break;
    case PROP_HINT:
      g_value_set_uint (value, self->hint);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
xq_session_set_property (GObject      *object,
                         guint         prop_id,
                         const GValue *value,
                         GParamSpec   *pspec)
{
  XqSession *self = XQ_SESSION (object);

  switch (prop_id)
    {
    case PROP_DIRTY:
      xq_session_set_dirty (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
xq_session_class_init (XqSessionClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = xq_session_dispose;
  object_class->finalize = xq_session_finalize;
  object_class->get_property = xq_session_get_property;
  object_class->set_property = xq_session_set_property;

  properties[PROP_MATCH] =
    g_param_spec_object ("match", NULL, NULL, XQ_TYPE_MATCH,
                         G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  properties[PROP_FILE] =
    g_param_spec_object ("file", NULL, NULL, G_TYPE_FILE,
                         G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  properties[PROP_DIRTY] =
    g_param_spec_boolean ("dirty", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
#define RO (G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY)
  properties[PROP_MODE] =
    g_param_spec_enum ("mode", NULL, NULL, XQ_TYPE_SESSION_MODE, XQ_SESSION_MODE_STUDY, RO);
  properties[PROP_CAN_UNDO] = g_param_spec_boolean ("can-undo", NULL, NULL, FALSE, RO);
  properties[PROP_CAN_REDO] = g_param_spec_boolean ("can-redo", NULL, NULL, FALSE, RO);
  properties[PROP_UNDO_TAKES_BACK] =
    g_param_spec_boolean ("undo-takes-back", NULL, NULL, FALSE, RO);
  properties[PROP_RESULT] =
    g_param_spec_int ("result", NULL, NULL, XQ_RESULT_ONGOING, XQ_RESULT_DRAW, XQ_RESULT_ONGOING, RO);
  properties[PROP_STATUS] = g_param_spec_string ("status", NULL, NULL, NULL, RO);
  properties[PROP_TITLE] = g_param_spec_string ("title", NULL, NULL, NULL, RO);
  properties[PROP_SUBTITLE] = g_param_spec_string ("subtitle", NULL, NULL, NULL, RO);
  properties[PROP_HINT_ALLOWED] = g_param_spec_boolean ("hint-allowed", NULL, NULL, FALSE, RO);
  properties[PROP_ANALYSIS_ALLOWED] =
    g_param_spec_boolean ("analysis-allowed", NULL, NULL, FALSE, RO);
  properties[PROP_HINT] = g_param_spec_uint ("hint", NULL, NULL, 0, G_MAXUINT, XQ_MOVE_NONE, RO);
#undef RO
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * XqSession::autosave-failed:
   * @error: why the game in progress could not be kept
   *
   * Keeping the game in progress failed; said once, until it works again.
   */
  signals[SIGNAL_AUTOSAVE_FAILED] =
    g_signal_new ("autosave-failed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                  NULL, G_TYPE_NONE, 1, G_TYPE_ERROR);
}

static void
xq_session_init (XqSession *self)
{
  g_autoptr (XqMatch) match = xq_match_new (NULL, NULL, NULL, NULL);

  self->mode = XQ_SESSION_MODE_STUDY;
  self->hint = XQ_MOVE_NONE;
  xq_session_follow_match (self, match);
}
