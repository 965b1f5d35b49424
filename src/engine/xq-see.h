/* xq-see.h — static exchange evaluation
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Plain C11.  Plays out the captures on the destination square of a move,
 * each side always taking with its least valuable piece and free to stop,
 * and returns the material balance for the side that moves.  Chariots and
 * cannons behind other pieces join in as the pieces in front leave (a
 * cannon's screen may appear or vanish), horse legs and elephant eyes are
 * taken into account, and a king captures only where nothing recaptures.
 * Pins and the facing kings are ignored.
 */
#pragma once

#include "xq-position.h"

/* Value of a piece kind in the exchange (a soldier is 100). */
int xq_see_value (XqKind kind);

/* The exchange value of @m (a capture or a quiet move, pseudo-legal in @pos)
 * for the side to move. */
int xq_see (const XqPosition *pos, XqMove m);

/* Whether xq_see (pos, m) >= @threshold, often without playing out the
 * whole exchange. */
bool xq_see_ge (const XqPosition *pos, XqMove m, int threshold);
