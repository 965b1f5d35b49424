/* xq-save-format.h — what Save As writes: the file format and the notation
 * of its moves
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * One decision for both file choosers.  GtkFileChooserNative (GTK < 4.10)
 * shows a "Move format" choice beside the file list and reports what the
 * user picked; GtkFileDialog (GTK >= 4.10) has no such choices, so there the
 * notation is the user's "notation" setting (the move list's), and the
 * window names it in the dialog's file filter.  The format comes from the
 * file name: the app writes PGN only, so a name ending in another format's
 * extension (.xqf, .cbr…) is refused rather than filled with PGN text.
 */
#pragma once

#include <glib.h>

#include "xq-game-format.h"
#include "xq-notation.h"

G_BEGIN_DECLS

typedef struct
{
  XqGameFormat format;     /* PGN, or UNKNOWN when the name asks for a format
                            * the app does not write */
  XqNotation   notation;   /* the moves' notation (one Save As offers) */
} XqSaveFormat;

/* The name of the notation Save As proposes: @setting (the "notation"
 * setting) when Save As offers it, else "chinese" (the short Chinese
 * notation is not offered: it cannot be read back). */
const char  *xq_save_format_default_notation (const char *setting);

/* What saving to @filename (a path or a base name) writes.  @choice is the
 * notation name the chooser's choice reported, NULL when the chooser
 * offered none (GtkFileDialog): then @setting decides, as
 * xq_save_format_default_notation () says. */
XqSaveFormat xq_save_format_decide (const char *filename,
                                    const char *choice,
                                    const char *setting);

G_END_DECLS
