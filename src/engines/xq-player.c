/* xq-player.c — a side of a match: a human or an engine
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "xq-player"

#include "config.h"

#include <glib/gi18n.h>

#include "xq-player.h"

typedef struct
{
  char *name;
} XqPlayerPrivate;

G_DEFINE_TYPE_WITH_PRIVATE (XqPlayer, xq_player, G_TYPE_OBJECT)
G_DEFINE_QUARK (xq-player-error-quark, xq_player_error)

enum
{
  PROP_0,
  PROP_NAME,
  PROP_HUMAN,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

XqPlayer *
xq_player_new_human (const char *name)
{
  return g_object_new (XQ_TYPE_PLAYER, "name", name, NULL);
}

const char *
xq_player_get_name (XqPlayer *self)
{
  XqPlayerPrivate *priv;

  g_return_val_if_fail (XQ_IS_PLAYER (self), NULL);
  priv = xq_player_get_instance_private (self);
  return priv->name;
}

void
xq_player_set_name (XqPlayer *self, const char *name)
{
  XqPlayerPrivate *priv;

  g_return_if_fail (XQ_IS_PLAYER (self));
  priv = xq_player_get_instance_private (self);
  if (g_strcmp0 (priv->name, name) == 0)
    return;
  g_free (priv->name);
  priv->name = g_strdup (name);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_NAME]);
}

gboolean
xq_player_is_human (XqPlayer *self)
{
  g_return_val_if_fail (XQ_IS_PLAYER (self), TRUE);
  return XQ_PLAYER_GET_CLASS (self)->choose_move_async == NULL;
}

void
xq_player_choose_move_async (XqPlayer            *self,
                             const XqMoveRequest *request,
                             GCancellable        *cancellable,
                             GAsyncReadyCallback  callback,
                             gpointer             user_data)
{
  XqPlayerClass *klass;

  g_return_if_fail (XQ_IS_PLAYER (self));
  g_return_if_fail (request != NULL && request->start != NULL);
  g_return_if_fail (cancellable == NULL || G_IS_CANCELLABLE (cancellable));

  klass = XQ_PLAYER_GET_CLASS (self);
  if (klass->choose_move_async == NULL)
    {
      g_task_report_new_error (self, callback, user_data, xq_player_choose_move_async,
                               G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
                               _("A human player moves through the board"));
      return;
    }
  klass->choose_move_async (self, request, cancellable, callback, user_data);
}

XqMove
xq_player_choose_move_finish (XqPlayer     *self,
                              GAsyncResult *result,
                              GError      **error)
{
  g_return_val_if_fail (XQ_IS_PLAYER (self), XQ_MOVE_NONE);

  if (g_async_result_is_tagged (result, xq_player_choose_move_async))
    {
      g_task_propagate_int (G_TASK (result), error);
      return XQ_MOVE_NONE;
    }
  return XQ_PLAYER_GET_CLASS (self)->choose_move_finish (self, result, error);
}

gboolean
xq_player_accepts_draw (XqPlayer *self, const XqMoveRequest *request)
{
  XqPlayerClass *klass;

  g_return_val_if_fail (XQ_IS_PLAYER (self), FALSE);
  klass = XQ_PLAYER_GET_CLASS (self);
  return klass->accepts_draw != NULL && klass->accepts_draw (self, request);
}

void
xq_move_request_get_position (const XqMoveRequest *request, XqPosition *out)
{
  XqUndo undo;

  g_return_if_fail (request != NULL && out != NULL);
  *out = *request->start;
  for (gsize i = 0; i < request->n_moves; i++)
    xq_position_make_move (out, request->moves[i], &undo);
}

static void
xq_player_finalize (GObject *object)
{
  XqPlayerPrivate *priv = xq_player_get_instance_private (XQ_PLAYER (object));

  g_free (priv->name);
  G_OBJECT_CLASS (xq_player_parent_class)->finalize (object);
}

static void
xq_player_get_property (GObject    *object,
                        guint       prop_id,
                        GValue     *value,
                        GParamSpec *pspec)
{
  XqPlayer *self = XQ_PLAYER (object);

  switch (prop_id)
    {
    case PROP_NAME:
      g_value_set_string (value, xq_player_get_name (self));
      break;
    case PROP_HUMAN:
      g_value_set_boolean (value, xq_player_is_human (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
xq_player_set_property (GObject      *object,
                        guint         prop_id,
                        const GValue *value,
                        GParamSpec   *pspec)
{
  XqPlayer *self = XQ_PLAYER (object);

  switch (prop_id)
    {
    case PROP_NAME:
      xq_player_set_name (self, g_value_get_string (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
xq_player_class_init (XqPlayerClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = xq_player_finalize;
  object_class->get_property = xq_player_get_property;
  object_class->set_property = xq_player_set_property;

  properties[PROP_NAME] =
    g_param_spec_string ("name", NULL, NULL, NULL,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_HUMAN] =
    g_param_spec_boolean ("human", NULL, NULL, TRUE,
                          G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
xq_player_init (XqPlayer *self)
{
}
