/* xq-move-list.h — the flat GListModel of a game's nodes (internal)
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "xq-game-node.h"

G_BEGIN_DECLS

#define XQ_TYPE_MOVE_LIST (xq_move_list_get_type ())
G_DECLARE_FINAL_TYPE (XqMoveList, xq_move_list, XQ, MOVE_LIST, GObject)

XqMoveList *xq_move_list_new     (void);
/* Recomputes the rows below @root and emits the smallest items-changed. */
void        xq_move_list_update  (XqMoveList *self, XqGameNode *root);

/* Appends @root's descendants to @out in reading (PGN) order. */
void        xq_game_node_collect_in_order (XqGameNode *root, GPtrArray *out);

G_END_DECLS
