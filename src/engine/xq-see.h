/* xq-see.h — the search's static exchange evaluation
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Plain C11.  Core's exchange evaluator (xq-exchange.h: least valuable
 * attacker first, either side free to stop, lines opening behind the
 * pieces that leave) with the search's values, a soldier 100: pins and
 * the facing kings are ignored.
 */
#pragma once

#include "xq-position.h"

/* The exchange value of @m (a capture or a quiet move, pseudo-legal in @pos)
 * for the side to move. */
int xq_see (const XqPosition *pos, XqMove m);

/* Whether xq_see (pos, m) >= @threshold, often without playing out the
 * whole exchange. */
bool xq_see_ge (const XqPosition *pos, XqMove m, int threshold);
