/* xq-engine-player.c — the bundled engine as a player
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "xq-engine-player"

#include "config.h"

#include <glib/gi18n.h>

#include "xq-cancel-flag-private.h"
#include "xq-engine-player.h"
#include "xq-fen.h"

/* Draw offers (§23.1): accepted when the engine sees itself this much worse
 * (centipawns), or level within this margin late in the game. */
static const int draw_accept_worse = 150;
static const int draw_accept_level = 20;
static const gsize draw_accept_level_ply = 120;
static const size_t hash_mb = 16;
/* How long a search may overrun its time before it counts as stalled. */
static const gint64 default_margin_ms = 3000;

struct _XqEnginePlayer
{
  XqPlayer parent_instance;

  atomic_int level;
  gint64 move_time_ms;
  gint64 margin_ms;
  int last_score;

  /* The search object belongs to whichever worker holds the mutex. */
  GMutex search_lock;
  XqSearch *search;

  XqEngineSearchFunc search_func;
  gpointer search_data;
};

G_DEFINE_FINAL_TYPE (XqEnginePlayer, xq_engine_player, XQ_TYPE_PLAYER)

enum
{
  PROP_0,
  PROP_LEVEL,
  PROP_MOVE_TIME,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum
{
  SIGNAL_FAULT,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

typedef struct
{
  XqPosition start;
  XqMove *moves;
  gsize n_moves;
  XqSearchLimits limits;
  XqCancelFlag stop;
  int score;
  /* Whoever sets this first returns the request, both on the requester's
   * main context: the worker's end or the watchdog. */
  gboolean returned;
  GSource *watchdog;
} SearchData;

static void
search_data_free (gpointer data)
{
  SearchData *sd = data;

  _xq_cancel_flag_clear (&sd->stop);
  if (sd->watchdog != NULL)
    g_source_unref (sd->watchdog);
  g_free (sd->moves);
  g_free (sd);
}

static XqMove
engine_search (XqEnginePlayer       *self,
               SearchData           *sd)
{
  XqSearchResult result = { 0 };

  if (self->search == NULL)
    {
      self->search = xq_search_new (hash_mb);
      if (self->search == NULL)
        return XQ_MOVE_NONE;
      /* The weaker levels choose among near-best moves at random: seed them
       * differently each game so a beginner does not meet the same game. */
      xq_search_set_seed (self->search, (uint64_t) g_get_real_time ());
    }
  xq_search_set_level (self->search, atomic_load (&self->level));
  xq_search_run (self->search, &sd->start, sd->moves, sd->n_moves, &sd->limits,
                 &sd->stop.raised, &result);
  sd->score = result.score;
  return result.best;
}

static void
search_thread (GTask        *task,
               gpointer      source_object,
               gpointer      task_data,
               GCancellable *cancellable)
{
  XqEnginePlayer *self = source_object;
  SearchData *sd = task_data;
  XqMove move;

  g_mutex_lock (&self->search_lock);
  if (atomic_load (&sd->stop.raised))
    move = XQ_MOVE_NONE;
  else if (self->search_func != NULL)
    move = self->search_func (&sd->start, sd->moves, sd->n_moves, &sd->limits, &sd->stop.raised,
                              &sd->score, self->search_data);
  else
    move = engine_search (self, sd);
  g_mutex_unlock (&self->search_lock);

  if (move == XQ_MOVE_NONE)
    g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_FAILED,
                             _("The engine found no move"));
  else
    g_task_return_int (task, move);
}

static gint64
to_ms (gint64 us)
{
  return us < 0 ? -1 : us / 1000;
}

/* The search has not returned within its time and the margin: it is told
 * to stop, and the request fails at once, so that the game goes on (the
 * worker, should it ever return, is ignored). */
static gboolean
search_stalled (gpointer data)
{
  GTask *task = data;
  SearchData *sd = g_task_get_task_data (task);
  GError *error;

  if (sd->returned)
    return G_SOURCE_REMOVE;
  sd->returned = TRUE;
  atomic_store (&sd->stop.raised, true);
  error = g_error_new_literal (G_IO_ERROR, G_IO_ERROR_TIMED_OUT,
                               _("The computer did not move in time: its search was stopped"));
  g_message ("A search stalled: %s", error->message);
  if (!g_cancellable_is_cancelled (g_task_get_cancellable (task)))
    g_signal_emit (g_task_get_source_object (task), signals[SIGNAL_FAULT], 0, error);
  g_task_return_error (task, error);
  return G_SOURCE_REMOVE;
}

/* The worker's search ended: its answer is the request's, unless the
 * watchdog has given up on it. */
static void
search_done (GObject      *source,
             GAsyncResult *result,
             gpointer      data)
{
  g_autoptr (GTask) task = data;
  SearchData *sd = g_task_get_task_data (task);
  GError *error = NULL;
  gssize move = g_task_propagate_int (G_TASK (result), &error);

  if (sd->returned)
    {
      g_clear_error (&error);
      return;
    }
  sd->returned = TRUE;
  if (sd->watchdog != NULL)
    g_source_destroy (sd->watchdog);
  if (error != NULL)
    g_task_return_error (task, error);
  else
    g_task_return_int (task, move);
}

/* The longest a search may take (ms), or -1: no limit. */
static gint64
search_budget (const SearchData *sd,
               XqColor           side)
{
  if (sd->limits.movetime_ms > 0)
    return sd->limits.movetime_ms;
  if (sd->limits.time_ms[side] >= 0)
    return sd->limits.time_ms[side] + MAX (sd->limits.byoyomi_ms, 0);
  if (sd->limits.byoyomi_ms > 0)
    return sd->limits.byoyomi_ms;
  return -1;
}

/* Starts the watchdog of @task's search, unless the search has no limit. */
static void
watch_search (XqEnginePlayer *self,
              GTask          *task,
              XqColor         side)
{
  SearchData *sd = g_task_get_task_data (task);
  gint64 budget = search_budget (sd, side);

  if (budget < 0)
    return;
  budget += self->margin_ms > 0 ? self->margin_ms : default_margin_ms;
  sd->watchdog = g_timeout_source_new ((guint) MIN (budget, G_MAXUINT));
  g_source_set_static_name (sd->watchdog, "xq-engine-watchdog");
  g_source_set_callback (sd->watchdog, search_stalled, g_object_ref (task), g_object_unref);
  g_source_attach (sd->watchdog, g_task_get_context (task));
}

const char *
xq_engine_player_cannot_play (const XqPosition *pos)
{
  g_return_val_if_fail (pos != NULL, NULL);

  if (xq_position_impossible (pos) & XQ_IMPOSSIBLE_NO_KING)
    return _("The computer cannot play from a position without both kings");
  return NULL;
}

static void
xq_engine_player_choose_move_async (XqPlayer            *player,
                                    const XqMoveRequest *request,
                                    GCancellable        *cancellable,
                                    GAsyncReadyCallback  callback,
                                    gpointer             user_data)
{
  XqEnginePlayer *self = XQ_ENGINE_PLAYER (player);
  g_autoptr (GTask) task = NULL;
  SearchData *sd;

  sd = g_new0 (SearchData, 1);
  sd->start = *request->start;
  sd->moves = g_memdup2 (request->moves, request->n_moves * sizeof (XqMove));
  sd->n_moves = request->n_moves;
  _xq_cancel_flag_init (&sd->stop);

  xq_search_limits_init (&sd->limits);
  sd->limits.infinite = false;
  for (guint c = 0; c < 2; c++)
    sd->limits.time_ms[c] = request->time_left[c] == G_MAXINT64 ? -1 : to_ms (request->time_left[c]);
  sd->limits.inc_ms[0] = sd->limits.inc_ms[1] = to_ms (request->increment);
  sd->limits.movestogo = (int) request->moves_to_go;
  sd->limits.byoyomi_ms = to_ms (request->byoyomi);
  if (request->move_time > 0)
    sd->limits.movetime_ms = to_ms (request->move_time);
  else if (sd->limits.time_ms[request->side] < 0 && sd->limits.byoyomi_ms <= 0)
    sd->limits.movetime_ms = self->move_time_ms;

  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, xq_engine_player_choose_move_async);
  g_task_set_name (task, "xq-engine-move");
  g_task_set_task_data (task, sd, search_data_free);
  {
    /* The search needs both kings: a position read as written may lack
     * one (or lose it to the first move, the side not to move in check). */
    XqPosition now = sd->start;
    const char *reason;

    for (gsize i = 0; i < sd->n_moves; i++)
      {
        XqUndo undo;

        xq_position_make_move (&now, sd->moves[i], &undo);
      }
    reason = xq_engine_player_cannot_play (&now);
    if (reason != NULL)
      {
        g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED, "%s", reason);
        return;
      }
  }
  _xq_cancel_flag_watch (&sd->stop, cancellable);
  watch_search (self, task, request->side);
  /* The search runs in a task of its own: a threaded task answers only when
   * its thread ends, and a stalled one may never end.  The worker keeps the
   * request, and so @sd, until it has ended. */
  {
    g_autoptr (GTask) worker = g_task_new (self, NULL, search_done, g_object_ref (task));

    g_task_set_name (worker, "xq-engine-search");
    g_task_set_task_data (worker, sd, NULL);
    g_task_run_in_thread (worker, search_thread);
  }
}

static XqMove
xq_engine_player_choose_move_finish (XqPlayer     *player,
                                     GAsyncResult *result,
                                     GError      **error)
{
  XqEnginePlayer *self = XQ_ENGINE_PLAYER (player);
  SearchData *sd;
  gssize move;

  g_return_val_if_fail (g_task_is_valid (result, self), XQ_MOVE_NONE);

  move = g_task_propagate_int (G_TASK (result), error);
  if (move <= 0)
    return XQ_MOVE_NONE;
  sd = g_task_get_task_data (G_TASK (result));
  self->last_score = sd->score;
  return (XqMove) move;
}

/* Called right after the engine's search of this position finished, so the
 * score is fresh. */
static gboolean
xq_engine_player_accepts_draw (XqPlayer            *player,
                               const XqMoveRequest *request)
{
  XqEnginePlayer *self = XQ_ENGINE_PLAYER (player);

  if (self->last_score <= -draw_accept_worse)
    return TRUE;
  return ABS (self->last_score) <= draw_accept_level && request->n_moves >= draw_accept_level_ply;
}

XqPlayer *
xq_engine_player_new (int level)
{
  return g_object_new (XQ_TYPE_ENGINE_PLAYER, "level", level, NULL);
}

int
xq_engine_player_get_level (XqEnginePlayer *self)
{
  g_return_val_if_fail (XQ_IS_ENGINE_PLAYER (self), XQ_LEVEL_MAX);
  return atomic_load (&self->level);
}

void
xq_engine_player_set_level (XqEnginePlayer *self, int level)
{
  g_return_if_fail (XQ_IS_ENGINE_PLAYER (self));

  level = CLAMP (level, XQ_LEVEL_MIN, XQ_LEVEL_MAX);
  if (atomic_exchange (&self->level, level) != level)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_LEVEL]);
}

gint64
xq_engine_player_get_move_time (XqEnginePlayer *self)
{
  g_return_val_if_fail (XQ_IS_ENGINE_PLAYER (self), 0);
  return self->move_time_ms;
}

void
xq_engine_player_set_move_time (XqEnginePlayer *self, gint64 move_time_ms)
{
  g_return_if_fail (XQ_IS_ENGINE_PLAYER (self));
  g_return_if_fail (move_time_ms > 0);

  if (self->move_time_ms == move_time_ms)
    return;
  self->move_time_ms = move_time_ms;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MOVE_TIME]);
}

int
xq_engine_player_get_last_score (XqEnginePlayer *self)
{
  g_return_val_if_fail (XQ_IS_ENGINE_PLAYER (self), 0);
  return self->last_score;
}

void
xq_engine_player_set_search_func (XqEnginePlayer    *self,
                                  XqEngineSearchFunc func,
                                  gpointer           user_data)
{
  g_return_if_fail (XQ_IS_ENGINE_PLAYER (self));

  g_mutex_lock (&self->search_lock);
  self->search_func = func;
  self->search_data = user_data;
  g_mutex_unlock (&self->search_lock);
}

void
xq_engine_player_set_margin (XqEnginePlayer *self,
                             gint64          margin_ms)
{
  g_return_if_fail (XQ_IS_ENGINE_PLAYER (self));
  g_return_if_fail (margin_ms >= 0);

  self->margin_ms = margin_ms;
}

static void
xq_engine_player_finalize (GObject *object)
{
  XqEnginePlayer *self = XQ_ENGINE_PLAYER (object);

  /* No worker runs any more: each held a reference. */
  g_clear_pointer (&self->search, xq_search_free);
  g_mutex_clear (&self->search_lock);
  G_OBJECT_CLASS (xq_engine_player_parent_class)->finalize (object);
}

static void
xq_engine_player_get_property (GObject    *object,
                               guint       prop_id,
                               GValue     *value,
                               GParamSpec *pspec)
{
  XqEnginePlayer *self = XQ_ENGINE_PLAYER (object);

  switch (prop_id)
    {
    case PROP_LEVEL:
      g_value_set_int (value, xq_engine_player_get_level (self));
      break;
    case PROP_MOVE_TIME:
      g_value_set_int64 (value, self->move_time_ms);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
xq_engine_player_set_property (GObject      *object,
                               guint         prop_id,
                               const GValue *value,
                               GParamSpec   *pspec)
{
  XqEnginePlayer *self = XQ_ENGINE_PLAYER (object);

  switch (prop_id)
    {
    case PROP_LEVEL:
      xq_engine_player_set_level (self, g_value_get_int (value));
      break;
    case PROP_MOVE_TIME:
      xq_engine_player_set_move_time (self, g_value_get_int64 (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
xq_engine_player_class_init (XqEnginePlayerClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  XqPlayerClass *player_class = XQ_PLAYER_CLASS (klass);

  object_class->finalize = xq_engine_player_finalize;
  object_class->get_property = xq_engine_player_get_property;
  object_class->set_property = xq_engine_player_set_property;

  player_class->choose_move_async = xq_engine_player_choose_move_async;
  player_class->choose_move_finish = xq_engine_player_choose_move_finish;
  player_class->accepts_draw = xq_engine_player_accepts_draw;

  properties[PROP_LEVEL] =
    g_param_spec_int ("level", NULL, NULL, XQ_LEVEL_MIN, XQ_LEVEL_MAX, XQ_LEVEL_MAX,
                      G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_MOVE_TIME] =
    g_param_spec_int64 ("move-time", NULL, NULL, 1, G_MAXINT64, 1000,
                        G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * XqEnginePlayer::fault:
   * @error: what went wrong (G_IO_ERROR_TIMED_OUT: the search stalled)
   *
   * The engine failed a request: for the user to be told, as for an
   * external engine's XqExternalPlayer::fault.
   */
  signals[SIGNAL_FAULT] =
    g_signal_new ("fault", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, G_TYPE_ERROR);
}

static void
xq_engine_player_init (XqEnginePlayer *self)
{
  atomic_init (&self->level, XQ_LEVEL_MAX);
  self->move_time_ms = 1000;
  g_mutex_init (&self->search_lock);
  xq_player_set_name (XQ_PLAYER (self), _("Computer"));
}
