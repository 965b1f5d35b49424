/* xq-engine-files.h — the engines' programs: bundled ones, copies of added ones
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

/* An engine that comes with the app, under its libdir. */
typedef struct
{
  const char *name;      /* as offered, before the engine says its own */
  const char *path;      /* relative to the libdir */
  const char *protocol;  /* "uci" or "ucci" */
} XqBundledEngine;

const XqBundledEngine *xq_engine_files_bundled (gsize *n_engines);

/* Adds to @settings' external-engines each bundled engine found under
 * @libdir that was not offered before (bundled-engines-offered); returns how
 * many were added. */
guint xq_engine_files_offer_bundled (GSettings  *settings,
                                     const char *libdir);

/* Whether programs chosen by the user must be copied before they can run:
 * inside Flatpak (or XIANGQI_COPY_ENGINES=1). */
gboolean xq_engine_files_must_import (void);

/* Copies @program, with the other files of its folder where that folder can
 * be read (a network, a book, option files), into
 * @data_dir/engines/NAME/ and returns the copy's path. */
char *xq_engine_files_import (const char *program,
                              const char *data_dir,
                              GError    **error);

G_END_DECLS
