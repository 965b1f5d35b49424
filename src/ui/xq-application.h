/* xq-application.h — the Xiangqi application: actions, accelerators, About
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define XQ_TYPE_APPLICATION (xq_application_get_type ())

G_DECLARE_FINAL_TYPE (XqApplication, xq_application, XQ, APPLICATION, AdwApplication)

XqApplication *xq_application_new (GApplicationFlags flags);

/* The application's settings (io.github.xiangqi.Xiangqi). */
GSettings *xq_application_get_settings (XqApplication *self);

/* Where the game in progress is kept between runs
 * ($XDG_DATA_HOME/xiangqi/current.pgn). */
char *xq_application_dup_autosave_path (XqApplication *self);

/* Tests: do not restore or save the game in progress (in windows opened
 * from now on). */
void xq_application_set_autosave_enabled (XqApplication *self,
                                         gboolean       enabled);
gboolean xq_application_get_autosave_enabled (XqApplication *self);

G_END_DECLS
