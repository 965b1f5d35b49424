/* xq-opening.h — the names of openings
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The openings of data/openings.txt (compiled into this library as a
 * GResource), each keyed by the position its moves reach from the standard
 * start, so that moves played in another order land on the same name.  A
 * line of moves is named by the deepest named position along it.
 */
#pragma once

#include <glib.h>

#include "xq-game.h"

G_BEGIN_DECLS

typedef struct
{
  const char *ecco;     /* ECCO 2004 code, or NULL where none is given */
  const char *chinese;  /* the name in Chinese (simplified) */
  const char *english;
} XqOpening;

/* The opening that @moves[0..@n_moves), legal moves played from the
 * standard start position, reach; NULL when no named position is on the
 * way.  The result lives as long as the program. */
const XqOpening *xq_opening_find          (const XqMove *moves,
                                           gsize         n_moves);
/* The opening of @game's main line (NULL for a game that starts from
 * another position, or one with no named position on its main line). */
const XqOpening *xq_opening_for_game      (XqGame *game);
/* Gives @game the tags "Opening" (Chinese name) and "ECCO" of its opening
 * where it has no such tag yet.  TRUE when a tag was added. */
gboolean         xq_opening_tag_game      (XqGame *game);
/* The name for the reader, for a window title (free with g_free): under a
 * Chinese interface the Chinese name alone, in traditional characters
 * where the interface is written so; "Chinese (English)" otherwise. */
char            *xq_opening_dup_label     (const XqOpening *opening);
/* @name (a name of the table) in traditional characters. */
char            *xq_opening_dup_hant      (const char      *name);

/* @name with the characters players write either way made one: 仕 → 士,
 * 相 → 象 (士角炮 and 仕角炮, 飞相 and 飞象 are the same name).  For
 * comparing names read from files, filters and the command line; never
 * shown.  Free with g_free(). */
char            *xq_opening_name_key      (const char *name);
/* The spelling this program shows for the opening called @name in either
 * spelling (the Chinese name of data/openings.txt with the same key), or
 * NULL when no opening has that name.  Lives as long as the program. */
const char      *xq_opening_spelling      (const char *name);

/* The number of named positions (for tests). */
guint            xq_opening_count         (void);

G_END_DECLS
