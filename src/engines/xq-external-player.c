/* xq-external-player.c — an external UCI or UCCI engine as a player
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "xq-external-player"

#include "config.h"

#include <glib/gi18n.h>

#include "xq-external-player.h"

struct _XqExternalPlayer
{
  XqPlayer parent_instance;

  char **argv;
  XqEngineProtocol protocol;
  GPtrArray *options;       /* name, value, name, value… */
  GVariant *stored;         /* the remembered options (a{ss}), or NULL */
  int depth;
  guint64 nodes;
  gint64 margin_ms;
  gboolean draw;            /* the engine's last move came with "draw" */

  XqEngineClient *client;
};

G_DEFINE_FINAL_TYPE (XqExternalPlayer, xq_external_player, XQ_TYPE_PLAYER)

enum
{
  SIGNAL_FAULT,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* A request failed for a fault of the engine: said, then returned. */
static void
return_fault (GTask  *task,
              GError *error)
{
  if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    g_signal_emit (g_task_get_source_object (task), signals[SIGNAL_FAULT], 0, error);
  g_task_return_error (task, error);
}

/* What a request keeps until the engine is ready to search. */
typedef struct
{
  XqPosition start;
  XqMove *moves;
  gsize n_moves;
  XqEngineLimits limits;
} Request;

static void
request_free (gpointer data)
{
  Request *r = data;

  g_free (r->moves);
  g_free (r);
}

static void
drop_client (XqExternalPlayer *self)
{
  if (self->client != NULL)
    xq_engine_client_quit (self->client);
  g_clear_object (&self->client);
}

static void
on_go (GObject      *source,
       GAsyncResult *result,
       gpointer      data)
{
  g_autoptr (GTask) task = data;
  XqExternalPlayer *self = g_task_get_source_object (task);
  g_autoptr (GError) error = NULL;
  XqEngineResult r;

  if (!xq_engine_client_go_finish (XQ_ENGINE_CLIENT (source), result, &r, &error))
    {
      if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        drop_client (self);
      return_fault (task, g_steal_pointer (&error));
      return;
    }
  self->draw = r.draw;
  /* UCCI's "resign", with a move or without: the engine gives the game up
   * (§4.1.9); that is no fault. */
  if (r.resign)
    {
      g_task_return_new_error (task, XQ_PLAYER_ERROR, XQ_PLAYER_ERROR_RESIGNED,
                               _("The engine “%s” resigned."),
                               xq_player_get_name (XQ_PLAYER (self)));
      return;
    }
  if (r.best == XQ_MOVE_NONE)
    {
      return_fault (task, g_error_new (XQ_ENGINE_CLIENT_ERROR, XQ_ENGINE_CLIENT_ERROR_NO_MOVE,
                                       _("The engine “%s” found no move."),
                                       xq_player_get_name (XQ_PLAYER (self))));
      return;
    }
  g_task_return_int (task, r.best);
}

static void
search (GTask *task)
{
  XqExternalPlayer *self = g_task_get_source_object (task);
  Request *r = g_task_get_task_data (task);

  xq_engine_client_go_async (self->client, &r->start, r->moves, r->n_moves, &r->limits,
                             g_task_get_cancellable (task), on_go, task);
}

static void
on_new_game (GObject      *source,
             GAsyncResult *result,
             gpointer      data)
{
  g_autoptr (GTask) task = data;
  g_autoptr (GError) error = NULL;

  if (!xq_engine_client_new_game_finish (XQ_ENGINE_CLIENT (source), result, &error))
    {
      drop_client (g_task_get_source_object (task));
      return_fault (task, g_steal_pointer (&error));
      return;
    }
  search (g_steal_pointer (&task));
}

static void
on_started (GObject      *source,
            GAsyncResult *result,
            gpointer      data)
{
  g_autoptr (GTask) task = data;
  XqExternalPlayer *self = g_task_get_source_object (task);
  g_autoptr (GError) error = NULL;
  XqEngineClient *client = xq_engine_client_new_finish (result, &error);
  GCancellable *cancellable;

  if (client == NULL)
    {
      return_fault (task, g_steal_pointer (&error));
      return;
    }
  drop_client (self);
  self->client = client;
  xq_player_set_name (XQ_PLAYER (self), xq_engine_client_get_name (client));
  for (guint i = 0; i + 1 < self->options->len; i += 2)
    xq_engine_client_set_option (client, self->options->pdata[i], self->options->pdata[i + 1]);
  if (self->stored != NULL)
    xq_engine_client_set_options (client, self->stored);
  cancellable = g_task_get_cancellable (task);
  xq_engine_client_new_game_async (client, cancellable, on_new_game, g_steal_pointer (&task));
}

/* The clock in the protocol's terms (ms), or the fixed limits. */
static void
fill_limits (XqExternalPlayer    *self,
             const XqMoveRequest *request,
             XqEngineLimits      *l)
{
  xq_engine_limits_init (l);
  l->depth = self->depth;
  l->nodes = self->nodes;
  if (request->move_time > 0)
    l->move_time = request->move_time / 1000;
  for (int c = 0; c < 2; c++)
    {
      l->time_left[c] = request->time_left[c] < 0 ? -1 : request->time_left[c] / 1000;
      l->increment[c] = request->increment / 1000;
    }
  l->moves_to_go = request->moves_to_go;
  /* In byo-yomi the period is the time for this move. */
  if (request->time_left[request->side] == 0 && request->byoyomi > 0)
    l->move_time = request->byoyomi / 1000;
}

static void
xq_external_player_choose_move_async (XqPlayer            *player,
                                      const XqMoveRequest *request,
                                      GCancellable        *cancellable,
                                      GAsyncReadyCallback  callback,
                                      gpointer             user_data)
{
  XqExternalPlayer *self = XQ_EXTERNAL_PLAYER (player);
  g_autoptr (GTask) task = g_task_new (self, cancellable, callback, user_data);
  Request *r = g_new0 (Request, 1);

  g_task_set_source_tag (task, xq_external_player_choose_move_async);
  r->start = *request->start;
  r->moves = g_memdup2 (request->moves, request->n_moves * sizeof (XqMove));
  r->n_moves = request->n_moves;
  fill_limits (self, request, &r->limits);
  g_task_set_task_data (task, r, request_free);

  if (self->client != NULL && xq_engine_client_is_running (self->client))
    {
      search (g_steal_pointer (&task));
      return;
    }
  xq_engine_client_new_async ((const char * const *) self->argv, self->protocol, self->margin_ms,
                              cancellable, on_started, g_steal_pointer (&task));
}

static XqMove
xq_external_player_choose_move_finish (XqPlayer     *player,
                                       GAsyncResult *result,
                                       GError      **error)
{
  g_autoptr (GError) local = NULL;
  gssize move = g_task_propagate_int (G_TASK (result), &local);

  if (local != NULL)
    {
      g_propagate_error (error, g_steal_pointer (&local));
      return XQ_MOVE_NONE;
    }
  return (XqMove) move;
}

/* UCCI engines say "draw" with their move to offer or accept one. */
static gboolean
xq_external_player_accepts_draw (XqPlayer            *player,
                                 const XqMoveRequest *request)
{
  return XQ_EXTERNAL_PLAYER (player)->draw;
}

static void
xq_external_player_dispose (GObject *object)
{
  drop_client (XQ_EXTERNAL_PLAYER (object));
  G_OBJECT_CLASS (xq_external_player_parent_class)->dispose (object);
}

static void
xq_external_player_finalize (GObject *object)
{
  XqExternalPlayer *self = XQ_EXTERNAL_PLAYER (object);

  g_strfreev (self->argv);
  g_ptr_array_unref (self->options);
  g_clear_pointer (&self->stored, g_variant_unref);
  G_OBJECT_CLASS (xq_external_player_parent_class)->finalize (object);
}

static void
xq_external_player_class_init (XqExternalPlayerClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  XqPlayerClass *player_class = XQ_PLAYER_CLASS (klass);

  object_class->dispose = xq_external_player_dispose;
  object_class->finalize = xq_external_player_finalize;
  player_class->choose_move_async = xq_external_player_choose_move_async;
  player_class->choose_move_finish = xq_external_player_choose_move_finish;
  player_class->accepts_draw = xq_external_player_accepts_draw;

  /**
   * XqExternalPlayer::fault:
   * @error: what went wrong (an XQ_ENGINE_CLIENT_ERROR)
   *
   * The engine failed a request (it ended, hung, answered nonsense or an
   * illegal move, or found no move): for the user to be told.
   */
  signals[SIGNAL_FAULT] =
    g_signal_new ("fault", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, G_TYPE_ERROR);
}

static void
xq_external_player_init (XqExternalPlayer *self)
{
  self->options = g_ptr_array_new_with_free_func (g_free);
}

XqPlayer *
xq_external_player_new (const char * const *argv,
                        XqEngineProtocol    protocol)
{
  XqExternalPlayer *self;
  g_autofree char *name = NULL;

  g_return_val_if_fail (argv != NULL && argv[0] != NULL, NULL);

  name = g_path_get_basename (argv[0]);
  self = g_object_new (XQ_TYPE_EXTERNAL_PLAYER, "name", name, NULL);
  self->argv = g_strdupv ((char **) argv);
  self->protocol = protocol;
  return XQ_PLAYER (self);
}

void
xq_external_player_set_option (XqExternalPlayer *self,
                               const char       *name,
                               const char       *value)
{
  g_return_if_fail (XQ_IS_EXTERNAL_PLAYER (self));
  g_return_if_fail (name != NULL);

  g_ptr_array_add (self->options, g_strdup (name));
  g_ptr_array_add (self->options, g_strdup (value));
  if (self->client != NULL)
    xq_engine_client_set_option (self->client, name, value);
}

void
xq_external_player_set_options (XqExternalPlayer *self,
                                GVariant         *options)
{
  g_return_if_fail (XQ_IS_EXTERNAL_PLAYER (self));
  g_return_if_fail (options == NULL || g_variant_is_of_type (options, G_VARIANT_TYPE ("a{ss}")));

  g_clear_pointer (&self->stored, g_variant_unref);
  if (options != NULL)
    self->stored = g_variant_ref_sink (options);
  if (self->client != NULL && options != NULL)
    xq_engine_client_set_options (self->client, options);
}

const char *
xq_external_player_get_program (XqExternalPlayer *self)
{
  g_return_val_if_fail (XQ_IS_EXTERNAL_PLAYER (self), NULL);

  return self->argv[0];
}

void
xq_external_player_set_limits (XqExternalPlayer *self,
                               int               depth,
                               guint64           nodes)
{
  g_return_if_fail (XQ_IS_EXTERNAL_PLAYER (self));

  self->depth = depth;
  self->nodes = nodes;
}

void
xq_external_player_set_margin (XqExternalPlayer *self,
                               gint64            margin_ms)
{
  g_return_if_fail (XQ_IS_EXTERNAL_PLAYER (self));

  self->margin_ms = margin_ms;
}

XqEngineClient *
xq_external_player_get_client (XqExternalPlayer *self)
{
  g_return_val_if_fail (XQ_IS_EXTERNAL_PLAYER (self), NULL);

  return self->client;
}
