/* xq-shortcuts.h — the Keyboard Shortcuts dialog, on every runtime
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The shortcuts are listed once, in xq-shortcuts-window.ui (a
 * GtkShortcutsWindow, the floor's widget).  On libadwaita 1.8 and later the
 * same list is shown in an AdwShortcutsDialog, built from that file.
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* Shows the keyboard shortcuts over the window of @parent. */
void xq_shortcuts_present (GtkWidget *parent);

G_END_DECLS
