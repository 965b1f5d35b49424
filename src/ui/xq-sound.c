/* xq-sound.c — short sounds for moves, captures and checks
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The sounds are synthesised on first use (a wooden "clack": a decaying
 * burst of two detuned partials), written to the user's cache directory and
 * played with GtkMediaFile.  Without a media backend they are silent.
 */
#define G_LOG_DOMAIN "xq-sound"

#include "config.h"

#include <gtk/gtk.h>
#include <math.h>
#include <string.h>

#include "xq-atomic-file.h"
#include "xq-sound.h"

#define XQ_SOUND_RATE 22050

XqSound
xq_sound_for_move (const XqPosition *before,
                   XqMove            move)
{
  XqPosition after = *before;
  XqUndo undo;

  xq_position_make_move (&after, move, &undo);
  if (xq_position_in_check (&after))
    return XQ_SOUND_CHECK;
  if (undo.captured != XQ_EMPTY)
    return XQ_SOUND_CAPTURE;
  return XQ_SOUND_MOVE;
}

static void
put_le (guint8 *p,
        guint32 v,
        int     bytes)
{
  for (int i = 0; i < bytes; i++)
    p[i] = (v >> (8 * i)) & 0xff;
}

GBytes *
xq_sound_render_wav (XqSound sound)
{
  /* Base frequency, length (ms), number of knocks */
  static const struct { double freq; int ms; int knocks; } shape[XQ_N_SOUNDS] = {
    { 820.0, 90, 1 },
    { 560.0, 160, 2 },
    { 1040.0, 260, 3 },
  };
  int n = XQ_SOUND_RATE * shape[sound].ms / 1000;
  gsize size = 44 + (gsize) n * 2;
  guint8 *data = g_malloc0 (size);
  guint32 noise = 0x9e3779b9u;

  memcpy (data, "RIFF", 4);
  put_le (data + 4, (guint32) size - 8, 4);
  memcpy (data + 8, "WAVEfmt ", 8);
  put_le (data + 16, 16, 4);
  put_le (data + 20, 1, 2);                   /* PCM */
  put_le (data + 22, 1, 2);                   /* mono */
  put_le (data + 24, XQ_SOUND_RATE, 4);
  put_le (data + 28, XQ_SOUND_RATE * 2, 4);
  put_le (data + 32, 2, 2);
  put_le (data + 34, 16, 2);
  memcpy (data + 36, "data", 4);
  put_le (data + 40, (guint32) n * 2, 4);

  for (int i = 0; i < n; i++)
    {
      int knock_len = n / shape[sound].knocks;
      double t = (double) (i % knock_len) / XQ_SOUND_RATE;
      double env = exp (-t * 55.0);
      double v;
      gint16 s;

      noise = noise * 1664525u + 1013904223u;
      v = 0.55 * sin (2 * G_PI * shape[sound].freq * t)
          + 0.3 * sin (2 * G_PI * shape[sound].freq * 2.76 * t)
          + 0.15 * ((double) (noise >> 16) / 32768.0 - 1.0) * exp (-t * 400.0);
      s = (gint16) CLAMP (v * env * 20000.0, -32767.0, 32767.0);
      put_le (data + 44 + i * 2, (guint16) s, 2);
    }
  return g_bytes_new_take (data, size);
}

static GtkMediaStream *streams[XQ_N_SOUNDS];

static GtkMediaStream *
xq_sound_get_stream (XqSound sound)
{
  static const char *names[XQ_N_SOUNDS] = { "move.wav", "capture.wav", "check.wav" };
  g_autofree char *dir = NULL;
  g_autofree char *path = NULL;

  if (streams[sound] != NULL)
    return streams[sound];
  dir = g_build_filename (g_get_user_cache_dir (), "xiangqi", "sounds", NULL);
  path = g_build_filename (dir, names[sound], NULL);
  if (!g_file_test (path, G_FILE_TEST_EXISTS))
    {
      g_autoptr (GBytes) wav = xq_sound_render_wav (sound);

      g_mkdir_with_parents (dir, 0700);
      if (!xq_atomic_file_set_contents (path, g_bytes_get_data (wav, NULL),
                                        g_bytes_get_size (wav), 0666, NULL))
        return NULL;
    }
  streams[sound] = gtk_media_file_new_for_filename (path);
  return streams[sound];
}

void
xq_sound_play_move (GSettings        *settings,
                    const XqPosition *before,
                    XqMove            move)
{
  GtkMediaStream *stream;

  if (settings == NULL || !g_settings_get_boolean (settings, "sound"))
    return;
  stream = xq_sound_get_stream (xq_sound_for_move (before, move));
  if (stream == NULL)
    return;
  gtk_media_stream_seek (stream, 0);
  gtk_media_stream_play (stream);
}
