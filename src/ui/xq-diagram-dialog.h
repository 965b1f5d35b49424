/* xq-diagram-dialog.h — exporting a position as a printed diagram
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "xq-diagram-file.h"
#include "xq-position.h"

G_BEGIN_DECLS

#define XQ_TYPE_DIAGRAM_DIALOG (xq_diagram_dialog_get_type ())

G_DECLARE_FINAL_TYPE (XqDiagramDialog, xq_diagram_dialog, XQ, DIAGRAM_DIALOG, AdwBin)

/* The contents of a dialog with a preview of @pos as a printed diagram (§1.3) and its
 * options: file numbers, a caption (@caption at first), the moves that led
 * to it (@moves; NULL or "": none, and the option is off), file type and
 * width.  Export asks for a file name and writes it; errors are shown. */
XqDiagramDialog *xq_diagram_dialog_new (GtkWindow        *parent,
                                        const XqPosition *pos,
                                        const char       *caption,
                                        const char       *moves);

/* Shows the dialog over @parent (xq-dialog.h: a sheet on libadwaita 1.5 and
 * later, a modal window before), with Cancel and Export buttons; Escape
 * closes it.  Once only. */
void xq_diagram_dialog_present (XqDiagramDialog *self);

/* The diagram as the options now stand, at the chosen width. */
XqDiagram *xq_diagram_dialog_make_diagram (XqDiagramDialog *self);
XqDiagramFormat xq_diagram_dialog_get_format (XqDiagramDialog *self);

/* Writes the diagram to @path (the format's extension added when the name
 * has none of ours). */
gboolean xq_diagram_dialog_save (XqDiagramDialog *self,
                                 const char      *path,
                                 GError         **error);

G_END_DECLS
