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
#include "xq-opening.h"
#include "xq-pgn.h"
#include "xq-search.h"
#include "xq-session.h"

struct _XqSession
{
  GObject parent_instance;

  XqMatch *match;
  gboolean offer_with_move;
  gboolean starting;         /* xq_match_start() is running */

  GFile *file;
  gboolean dirty;
  char *autosave_path;
  gboolean autosave_failed;  /* the last autosave failed and was told */
  guint autosave_idle;       /* keeps the game once the move is done */
  guint clock_save_id;       /* keeps the time of the turn under way */
};

G_DEFINE_FINAL_TYPE (XqSession, xq_session, G_TYPE_OBJECT)

enum
{
  PROP_0,
  PROP_MATCH,
  PROP_FILE,
  PROP_DIRTY,
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
  xq_session_set_dirty (self, TRUE);
  autosave_soon (self);
}

static void
xq_session_follow_match (XqSession *self,
                         XqMatch   *match)
{
  self->match = g_object_ref (match);
  g_signal_connect_swapped (match, "move-played", G_CALLBACK (match_move_played), self);
  g_signal_connect_swapped (match, "game-over", G_CALLBACK (match_game_over), self);
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

  if (old != NULL)
    g_signal_handlers_disconnect_by_data (old, self);
  xq_session_follow_match (self, match);
  self->offer_with_move = FALSE;
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
                                             ? XQ_UCI_PROTOCOL_UCCI : XQ_UCI_PROTOCOL_UCI);
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

XqResult
xq_session_get_result (XqSession  *self,
                       char      **reason)
{
  XqMatchState state;

  g_return_val_if_fail (XQ_IS_SESSION (self), XQ_RESULT_ONGOING);

  state = xq_match_get_state (self->match);
  if (state == XQ_MATCH_FINISHED && xq_match_get_result (self->match) != XQ_RESULT_ONGOING)
    {
      if (reason)
        *reason = xq_match_describe_end (self->match);
      return xq_match_get_result (self->match);
    }
  if (state == XQ_MATCH_READY)
    {
      XqGame *game = xq_match_get_game (self->match);
      XqResult recorded = xq_session_result_from_tag (xq_game_get_tag (game, "Result"));

      if (recorded != XQ_RESULT_ONGOING)
        {
          if (reason)
            *reason = g_strdup (recorded == XQ_RESULT_RED_WINS ? _("Red won the game")
                                : recorded == XQ_RESULT_BLACK_WINS ? _("Black won the game")
                                : _("The game was drawn"));
          return recorded;
        }
    }
  if (reason)
    *reason = NULL;
  return XQ_RESULT_ONGOING;
}

gboolean
xq_session_is_over (XqSession *self)
{
  g_return_val_if_fail (XQ_IS_SESSION (self), FALSE);

  return xq_match_get_state (self->match) == XQ_MATCH_FINISHED
         || xq_session_get_result (self, NULL) != XQ_RESULT_ONGOING;
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
  xq_game_set_tag (game, "Event", setup->strict ? _("Tournament game") : _("Casual game"));
  xq_game_set_tag (game, "Date", date);
  match = xq_session_match_new (game, setup, NULL);
  for (int side = 0; side < 2; side++)
    xq_game_set_tag (game, side == XQ_RED ? "Red" : "Black",
                     xq_player_get_name (xq_match_get_player (match, (XqColor) side)));
  xq_game_clear_history (game);

  xq_session_set_match (self, match, NULL);
  xq_session_start (self);
  xq_session_set_dirty (self, FALSE);
  return TRUE;
}

GPtrArray *
xq_session_read_file (XqSession *self,
                      GFile     *file,
                      GError   **error)
{
  g_return_val_if_fail (XQ_IS_SESSION (self), NULL);
  g_return_val_if_fail (G_IS_FILE (file), NULL);

  return xq_game_load_file (file, NULL, NULL, error);
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
  g_return_val_if_fail (G_IS_FILE (file), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  game = xq_session_get_game (self);
  /* A game being played has no result yet.  Otherwise the record's [Result]
   * stays: the match wrote it when the game ended, the file had it, or the
   * user corrected it in the game information. */
  if (xq_match_get_state (self->match) == XQ_MATCH_PLAYING
      || xq_game_get_tag (game, "Result") == NULL)
    xq_game_set_tag (game, "Result", xq_result_to_pgn (xq_session_get_result (self, NULL)));
  xq_opening_tag_game (game);
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
  if (self->autosave_path == NULL)
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

  g_return_val_if_fail (XQ_IS_SESSION (self), FALSE);

  if (self->autosave_path == NULL || !g_file_test (self->autosave_path, G_FILE_TEST_EXISTS))
    return FALSE;
  file = g_file_new_for_path (self->autosave_path);
  games = xq_session_read_file (self, file, &error);
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
  match = xq_session_match_new (game, &setup, clock);
  xq_session_set_match (self, match, NULL);
  xq_session_start (self);
  xq_session_set_dirty (self, TRUE);
  return TRUE;
}

/* ---- GObject ------------------------------------------------------------- */

static void
xq_session_dispose (GObject *object)
{
  XqSession *self = XQ_SESSION (object);

  g_clear_handle_id (&self->autosave_idle, g_source_remove);
  g_clear_handle_id (&self->clock_save_id, g_source_remove);
  if (self->match != NULL)
    xq_session_drop_match (g_steal_pointer (&self->match), self);

  G_OBJECT_CLASS (xq_session_parent_class)->dispose (object);
}

static void
xq_session_finalize (GObject *object)
{
  XqSession *self = XQ_SESSION (object);

  g_clear_object (&self->file);
  g_clear_pointer (&self->autosave_path, g_free);

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

  xq_session_follow_match (self, match);
}
