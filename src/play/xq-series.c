/* xq-series.c — a match of several games between two players
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "xq-series"

#include "config.h"

#include <glib/gi18n.h>

#include "xq-series.h"

struct _XqSeries
{
  GObject parent_instance;

  guint n_games;
  char *names[2];
  GArray *results;   /* XqResult per game played */
  guint half[2];
};

G_DEFINE_FINAL_TYPE (XqSeries, xq_series, G_TYPE_OBJECT)

enum
{
  PROP_0,
  PROP_N_PLAYED,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

XqSeries *
xq_series_new (guint n_games, const char *name0, const char *name1)
{
  XqSeries *self;

  g_return_val_if_fail (n_games > 0, NULL);

  self = g_object_new (XQ_TYPE_SERIES, NULL);
  self->n_games = n_games;
  self->names[0] = g_strdup (name0);
  self->names[1] = g_strdup (name1);
  return self;
}

guint
xq_series_get_n_games (XqSeries *self)
{
  g_return_val_if_fail (XQ_IS_SERIES (self), 0);
  return self->n_games;
}

guint
xq_series_get_n_played (XqSeries *self)
{
  g_return_val_if_fail (XQ_IS_SERIES (self), 0);
  return self->results->len;
}

const char *
xq_series_get_name (XqSeries *self, guint player)
{
  g_return_val_if_fail (XQ_IS_SERIES (self), NULL);
  g_return_val_if_fail (player < 2, NULL);
  return self->names[player];
}

guint
xq_series_get_red_player (XqSeries *self, guint game)
{
  g_return_val_if_fail (XQ_IS_SERIES (self), 0);
  /* §13.5: colours swap every game. */
  return game % 2;
}

XqColor
xq_series_get_color (XqSeries *self, guint game, guint player)
{
  g_return_val_if_fail (XQ_IS_SERIES (self), XQ_RED);
  g_return_val_if_fail (player < 2, XQ_RED);
  return xq_series_get_red_player (self, game) == player ? XQ_RED : XQ_BLACK;
}

static guint
games_left (XqSeries *self)
{
  return self->results->len < self->n_games ? self->n_games - self->results->len : 0;
}

int
xq_series_get_winner (XqSeries *self)
{
  guint lead, trail;
  int leader;

  g_return_val_if_fail (XQ_IS_SERIES (self), -1);

  leader = self->half[0] >= self->half[1] ? 0 : 1;
  lead = self->half[leader];
  trail = self->half[1 - leader];
  if (lead == trail)
    return -1;
  /* Decided when the other cannot catch up in the games left. */
  if (lead - trail > 2 * games_left (self))
    return leader;
  return -1;
}

gboolean
xq_series_is_over (XqSeries *self)
{
  g_return_val_if_fail (XQ_IS_SERIES (self), FALSE);
  return xq_series_get_winner (self) >= 0;
}

gboolean
xq_series_needs_tiebreak (XqSeries *self)
{
  g_return_val_if_fail (XQ_IS_SERIES (self), FALSE);
  return games_left (self) == 0 && self->half[0] == self->half[1];
}

gboolean
xq_series_add_result (XqSeries *self, XqResult result)
{
  guint game, red;

  g_return_val_if_fail (XQ_IS_SERIES (self), FALSE);

  if (result == XQ_RESULT_ONGOING || xq_series_is_over (self))
    return FALSE;

  game = self->results->len;
  red = xq_series_get_red_player (self, game);
  g_array_append_val (self->results, result);
  /* §14.1: win 1, draw ½, loss 0. */
  switch (result)
    {
    case XQ_RESULT_RED_WINS:
      self->half[red] += 2;
      break;
    case XQ_RESULT_BLACK_WINS:
      self->half[1 - red] += 2;
      break;
    case XQ_RESULT_DRAW:
    case XQ_RESULT_ONGOING:
    default:
      self->half[0]++;
      self->half[1]++;
      break;
    }
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_N_PLAYED]);
  return TRUE;
}

XqResult
xq_series_get_result (XqSeries *self, guint game)
{
  g_return_val_if_fail (XQ_IS_SERIES (self), XQ_RESULT_ONGOING);
  if (game >= self->results->len)
    return XQ_RESULT_ONGOING;
  return g_array_index (self->results, XqResult, game);
}

guint
xq_series_get_half_points (XqSeries *self, guint player)
{
  g_return_val_if_fail (XQ_IS_SERIES (self), 0);
  g_return_val_if_fail (player < 2, 0);
  return self->half[player];
}

char *
xq_series_format_score (XqSeries *self, guint player)
{
  guint half;

  g_return_val_if_fail (XQ_IS_SERIES (self), NULL);
  g_return_val_if_fail (player < 2, NULL);

  half = self->half[player];
  if (half % 2 == 0)
    return g_strdup_printf ("%u", half / 2);
  if (half == 1)
    return g_strdup ("½");
  return g_strdup_printf ("%u½", half / 2);
}

static void
xq_series_finalize (GObject *object)
{
  XqSeries *self = XQ_SERIES (object);

  g_free (self->names[0]);
  g_free (self->names[1]);
  g_array_unref (self->results);
  G_OBJECT_CLASS (xq_series_parent_class)->finalize (object);
}

static void
xq_series_get_property (GObject    *object,
                        guint       prop_id,
                        GValue     *value,
                        GParamSpec *pspec)
{
  XqSeries *self = XQ_SERIES (object);

  switch (prop_id)
    {
    case PROP_N_PLAYED:
      g_value_set_uint (value, self->results->len);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
xq_series_class_init (XqSeriesClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = xq_series_finalize;
  object_class->get_property = xq_series_get_property;

  properties[PROP_N_PLAYED] =
    g_param_spec_uint ("n-played", NULL, NULL, 0, G_MAXUINT, 0,
                       G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
xq_series_init (XqSeries *self)
{
  self->results = g_array_new (FALSE, FALSE, sizeof (XqResult));
}
