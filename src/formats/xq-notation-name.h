/* xq-notation-name.h — the names of move notations, as settings, the save
 * dialog and the command line spell them
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * One table for every place a user names a notation: the "notation" setting
 * (the move list), the save dialog's "Move format" choice and
 * `xiangqi-cli convert --moves`.  "iccs" (or "uci", "ucci") is h2e2, as
 * engines and the preferences write it; "iccs-dash" is H2-E2, as xqbase's
 * PGN files do.
 */
#pragma once

#include <glib.h>

#include "xq-notation.h"

G_BEGIN_DECLS

typedef struct
{
  const char *name;      /* "chinese", "wxf", … */
  const char *label;     /* untranslated (N_) label in the save dialog's
                          * choice; NULL where the notation is not offered
                          * there (short notation, other spellings) */
  XqNotation  notation;
} XqNotationName;

/* The table, ending with an entry whose name is NULL. */
const XqNotationName *xq_notation_names     (void);
/* Looks @name up (ASCII case ignored); FALSE and *@out untouched when it is
 * no notation's name. */
gboolean              xq_notation_from_name (const char *name, XqNotation *out);
/* A "notation" property of a widget: keeps @new_name in *@name (owned) and
 * the notation it names in *@notation (Chinese when NULL or unknown).
 * FALSE, and nothing changed, when *@name already was @new_name. */
gboolean              xq_notation_name_update (char       **name,
                                               XqNotation  *notation,
                                               const char  *new_name);
/* The name of @notation, NULL when it has none (XQ_NOTATION_ANY). */
const char           *xq_notation_to_name   (XqNotation notation);

G_END_DECLS
