/* xq-build-id.h — the build id of the running program
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The GNU build id that the linker writes into the program's ELF notes (a
 * hash of its code): it changes with every build that changes the code, so
 * it can key things the program's own code made, such as images kept on
 * disk.
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* The bytes of the running program's build id, and their number in @len;
 * NULL (and 0) when it has none.  Read once; the bytes live as long as the
 * program. */
const guint8 *xq_build_id_get (gsize *len);

G_END_DECLS
