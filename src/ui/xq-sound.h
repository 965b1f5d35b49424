/* xq-sound.h — short sounds for moves, captures and checks
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "xq-position.h"

G_BEGIN_DECLS

typedef enum
{
  XQ_SOUND_MOVE,
  XQ_SOUND_CAPTURE,
  XQ_SOUND_CHECK,
  XQ_N_SOUNDS
} XqSound;

/* Which sound @move (legal in @before) makes. */
XqSound xq_sound_for_move (const XqPosition *before,
                           XqMove            move);

/* A 16-bit mono WAV file of @sound, generated (no sound files shipped). */
GBytes *xq_sound_render_wav (XqSound sound);

/* Plays the sound of @move when the "sound" setting is on. */
void xq_sound_play_move (GSettings        *settings,
                         const XqPosition *before,
                         XqMove            move);

G_END_DECLS
