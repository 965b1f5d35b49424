/* xq-preferences-window.h — the preferences, bound to GSettings
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define XQ_TYPE_PREFERENCES_WINDOW (xq_preferences_window_get_type ())

G_DECLARE_FINAL_TYPE (XqPreferencesWindow, xq_preferences_window, XQ, PREFERENCES_WINDOW,
                      AdwPreferencesWindow)

XqPreferencesWindow *xq_preferences_window_new (GSettings *settings);

G_END_DECLS
