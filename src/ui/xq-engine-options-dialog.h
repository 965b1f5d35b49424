/* xq-engine-options-dialog.h — the options editor of an external engine
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The dialog starts the engine to learn the options it offers and shows one
 * row for each: a spin button, a switch, a drop-down, an entry (with a file
 * chooser for file options such as EvalFile) or a button that sends it at
 * once.  A value changed is remembered for the program in the
 * "engine-options" key (only those that differ from the engine's default);
 * "Reset to Defaults" forgets them all.
 */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define XQ_TYPE_ENGINE_OPTIONS_DIALOG (xq_engine_options_dialog_get_type ())

G_DECLARE_FINAL_TYPE (XqEngineOptionsDialog, xq_engine_options_dialog, XQ, ENGINE_OPTIONS_DIALOG,
                      AdwBin)

/* The options of @program, spoken to in @protocol ("uci" or "ucci"). */
XqEngineOptionsDialog *xq_engine_options_dialog_new (GtkWindow  *parent,
                                                     GSettings  *settings,
                                                     const char *name,
                                                     const char *program,
                                                     const char *protocol);

/* TRUE once the engine answered and its options are shown. */
gboolean xq_engine_options_dialog_is_ready (XqEngineOptionsDialog *self);
/* "NAME Options": the title of the dialog. */
const char *xq_engine_options_dialog_get_title (XqEngineOptionsDialog *self);
/* Shows the dialog over its parent (xq-dialog.h: a sheet on libadwaita 1.5
 * and later, a modal window before), with Reset to Defaults (the action
 * "options.reset") and the close button in its header bar; Escape closes
 * it.  Each change is kept as it is made.  Once only. */
void xq_engine_options_dialog_present (XqEngineOptionsDialog *self);
/* Closes the dialog shown by _present (); the engine is left. */
void xq_engine_options_dialog_close (XqEngineOptionsDialog *self);

G_END_DECLS
