/* xq-lines-private.h — building the line views (for the core only)
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "xq-lines.h"

/* Builds xq_lines; for xq_core_init () only. */
void _xq_lines_build (void);
