/* xq-window-engines.c — the analyser's engine: ours, or an external one
 * chosen in the preferences
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The window makes its analyser when analysis is first shown; an external
 * engine for it is started then, not at start-up (issue 38).
 */

#define G_LOG_DOMAIN "xq-window-engines"

#include "config.h"

#include <glib/gi18n.h>

#include "xq-engine-player.h"
#include "xq-external-player.h"
#include "xq-window-private.h"

/* A program being started for the analyser. */
typedef struct
{
  GWeakRef window;
  char *program;
} Starting;

static void
starting_free (Starting *s)
{
  g_weak_ref_clear (&s->window);
  g_free (s->program);
  g_free (s);
}

/* The protocol of @program in the external-engines key, or NULL when it
 * is not (any longer) one of them. */
static char *
engine_protocol (GSettings  *settings,
                 const char *program)
{
  g_autoptr (GVariant) engines = g_settings_get_value (settings, "external-engines");
  const char *p, *protocol;
  GVariantIter iter;

  g_variant_iter_init (&iter, engines);
  while (g_variant_iter_next (&iter, "(&s&s&s)", NULL, &p, &protocol))
    if (g_str_equal (p, program))
      return g_strdup (protocol);
  return NULL;
}

/* The options remembered for @program in its options editor (a{ss}). */
static GVariant *
engine_options (GSettings  *settings,
                const char *program)
{
  g_autoptr (GVariant) all = g_settings_get_value (settings, "engine-options");
  GVariant *options = g_variant_lookup_value (all, program, G_VARIANT_TYPE ("a{ss}"));

  if (options == NULL)
    options = g_variant_ref_sink (g_variant_new ("a{ss}", NULL));
  return options;
}

static void
on_started (GObject      *source,
            GAsyncResult *result,
            gpointer      data)
{
  Starting *s = data;
  g_autoptr (XqWindow) self = g_weak_ref_get (&s->window);
  g_autoptr (GError) error = NULL;
  g_autoptr (XqEngineClient) client = xq_engine_client_new_finish (result, &error);
  g_autofree char *wanted = NULL;

  if (self == NULL || self->analyser == NULL
      || g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    {
      starting_free (s);
      return;
    }
  wanted = g_settings_get_string (self->settings, "analysis-engine");
  if (g_str_equal (wanted, s->program))
    {
      if (client != NULL)
        {
          g_autoptr (GVariant) options = engine_options (self->settings, s->program);

          xq_engine_client_set_options (client, options);
          xq_analyser_set_engine (self->analyser, client);
          _xq_window_analysis_engine_changed (self);
        }
      else
        xq_window_toast (self, error->message);
    }
  if (client != NULL && xq_analyser_get_engine (self->analyser) != client)
    xq_engine_client_quit (client);
  starting_free (s);
}

/* Follows the analysis-engine key: our engine at once, an external one once
 * it has answered (the analyser goes on with the engine before meanwhile).
 * Nothing before the analyser is made. */
static void
analysis_engine_changed (XqWindow *self)
{
  XqAnalyser *analyser = self->analyser;
  g_autofree char *program = g_settings_get_string (self->settings, "analysis-engine");
  g_autofree char *protocol = *program ? engine_protocol (self->settings, program) : NULL;
  const char *argv[] = { program, NULL };
  Starting *s;

  if (analyser == NULL)
    return;
  if (protocol == NULL)
    {
      xq_analyser_set_engine (analyser, NULL);
      _xq_window_analysis_engine_changed (self);
      return;
    }
  s = g_new0 (Starting, 1);
  g_weak_ref_init (&s->window, self);
  s->program = g_strdup (program);
  xq_engine_client_new_async (argv, g_str_equal (protocol, "ucci") ? XQ_ENGINE_PROTOCOL_UCCI
                                                                   : XQ_ENGINE_PROTOCOL_UCI,
                              0, NULL, on_started, s);
}

static void
on_engine_fault (XqPlayer     *player,
                 const GError *error,
                 XqWindow     *self)
{
  xq_window_toast (self, error->message);
}

/* A fault of an engine in the game (an external one, or ours stalled) is
 * told in a toast (the match stops; the game is kept). */
static void
engines_match_changed (XqWindow *self)
{
  XqMatch *match = xq_session_get_match (self->session);

  for (int side = 0; match != NULL && side < 2; side++)
    {
      XqPlayer *player = xq_session_get_player (self->session, (XqColor) side);

      if (XQ_IS_EXTERNAL_PLAYER (player))
        {
          XqExternalPlayer *external = XQ_EXTERNAL_PLAYER (player);
          g_autoptr (GVariant) options =
            engine_options (self->settings, xq_external_player_get_program (external));

          xq_external_player_set_options (external, options);
        }
      if (XQ_IS_EXTERNAL_PLAYER (player) || XQ_IS_ENGINE_PLAYER (player))
        g_signal_connect_object (player, "fault", G_CALLBACK (on_engine_fault), self, 0);
    }
}

void
_xq_window_engines_init (XqWindow *self)
{
  g_signal_connect_object (self->session, "notify::match", G_CALLBACK (engines_match_changed),
                           self, G_CONNECT_SWAPPED);
  engines_match_changed (self);
  g_signal_connect_object (self->settings, "changed::analysis-engine",
                           G_CALLBACK (analysis_engine_changed), self, G_CONNECT_SWAPPED);
  /* (GSettings tells of changes to keys read.) */
  g_free (g_settings_get_string (self->settings, "analysis-engine"));
}

void
_xq_window_engines_analyser_made (XqWindow *self)
{
  analysis_engine_changed (self);
}
