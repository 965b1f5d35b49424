/* xq-preferences-window.h — the preferences, bound to GSettings
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define XQ_TYPE_PREFERENCES_WINDOW (xq_preferences_window_get_type ())

/* A sheet over the window (AdwPreferencesDialog) on libadwaita 1.5 and later,
 * a window of its own (AdwPreferencesWindow) before. */
#if ADW_CHECK_VERSION(1, 5, 0)
G_DECLARE_FINAL_TYPE (XqPreferencesWindow, xq_preferences_window, XQ, PREFERENCES_WINDOW,
                      AdwPreferencesDialog)
#else
G_DECLARE_FINAL_TYPE (XqPreferencesWindow, xq_preferences_window, XQ, PREFERENCES_WINDOW,
                      AdwPreferencesWindow)
#endif

XqPreferencesWindow *xq_preferences_window_new (GSettings *settings);

/* Shows the preferences over the window of @parent (any widget in it, or NULL). */
void xq_preferences_window_present (XqPreferencesWindow *self,
                                    GtkWidget           *parent);

G_END_DECLS
