/* xq-game-node.h — one node of a game record tree
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A node holds the move that leads to it (XQ_MOVE_NONE for the root), the
 * comment after that move, annotation NAGs, and its children: the first child
 * continues the main line, the others are variations (alternatives to the
 * first child).  The root's comment is the game comment, before the first
 * move.  Nodes are owned by their parent (and the root by its XqGame); a
 * pointer stays valid as long as the node is in the tree.
 *
 * The setters below do no undo bookkeeping and emit no signal on the game:
 * they are meant for building a game nobody observes yet (the readers'
 * xq_import_to_game() in src/formats, xq_game_copy()).  Edits
 * made by the user go through the xq_game_*() editing functions instead.
 */
#pragma once

#include <glib-object.h>

#include "xq-types.h"

G_BEGIN_DECLS

/* Usual NAGs (PGN standard numbering). */
typedef enum
{
  XQ_NAG_NONE = 0,
  XQ_NAG_GOOD = 1,         /* !  */
  XQ_NAG_MISTAKE = 2,      /* ?  */
  XQ_NAG_BRILLIANT = 3,    /* !! */
  XQ_NAG_BLUNDER = 4,      /* ?? */
  XQ_NAG_INTERESTING = 5,  /* !? */
  XQ_NAG_DUBIOUS = 6,      /* ?! */
  XQ_NAG_FORCED = 7,
  XQ_NAG_DRAWISH = 10,     /* =  */
  XQ_NAG_UNCLEAR = 13,     /* ∞ */
  XQ_NAG_RED_SLIGHT = 14,  /* +=  */
  XQ_NAG_BLACK_SLIGHT = 15,
  XQ_NAG_RED_MODERATE = 16,
  XQ_NAG_BLACK_MODERATE = 17,
  XQ_NAG_RED_DECISIVE = 18,
  XQ_NAG_BLACK_DECISIVE = 19,
} XqNag;

/* At most this many NAGs are kept per node (extra ones are dropped). */
#define XQ_GAME_NODE_MAX_NAGS 8

#define XQ_TYPE_GAME_NODE (xq_game_node_get_type ())
G_DECLARE_FINAL_TYPE (XqGameNode, xq_game_node, XQ, GAME_NODE, GObject)

XqMove       xq_game_node_get_move       (XqGameNode *node);
/* The parent, or NULL for the root. */
XqGameNode  *xq_game_node_get_parent     (XqGameNode *node);
guint        xq_game_node_get_n_children (XqGameNode *node);
/* Child @index (0 = main line), or NULL. */
XqGameNode  *xq_game_node_get_child      (XqGameNode *node, guint index);
/* Position of @node among its parent's children (0 for the root). */
guint        xq_game_node_get_index      (XqGameNode *node);
/* Plies from the root (0 for the root). */
guint        xq_game_node_get_ply        (XqGameNode *node);
/* How many variations deep the node is: 0 on the main line, 1 in a
 * variation of the main line, 2 in a variation of that, … */
guint        xq_game_node_get_variation_depth (XqGameNode *node);
/* TRUE when every node from the root to @node is a first child. */
gboolean     xq_game_node_is_main_line   (XqGameNode *node);
/* TRUE when @node is not the first child of its parent (it starts a
 * variation). */
gboolean     xq_game_node_starts_variation (XqGameNode *node);
/* In the reading order of xq_game_get_move_list(): how many variations end
 * right after @node (the number of ")" a PGN writes after it). */
guint        xq_game_node_get_n_variations_ending (XqGameNode *node);
/* The comment after the move (for the root: before the first move), or NULL. */
const char  *xq_game_node_get_comment    (XqGameNode *node);
/* The NAGs in order; *@n_nags gets their number. */
const guint8 *xq_game_node_get_nags      (XqGameNode *node, guint *n_nags);
gboolean     xq_game_node_has_nag        (XqGameNode *node, guint8 nag);

/* The child whose move is @move, or NULL. */
XqGameNode  *xq_game_node_find_child     (XqGameNode *node, XqMove move);

/* Building (no undo, no signals; see above).  The caller guarantees that
 * @move is legal after @parent; the new child is appended (the first one
 * becomes the main line).  Returns the new node (owned by @parent). */
XqGameNode  *xq_game_node_append_child   (XqGameNode *parent, XqMove move);
/* Sets the comment (NULL or "" clears it).  Comments are stored with LF
 * line ends and without white space around them. */
void         xq_game_node_set_comment    (XqGameNode *node, const char *comment);
/* Appends to the comment, separated by a newline (for files with several
 * comments in a row). */
void         xq_game_node_append_comment (XqGameNode *node, const char *comment);
/* Adds @nag unless already there; 0 and values above 255 are ignored. */
void         xq_game_node_add_nag        (XqGameNode *node, guint nag);
void         xq_game_node_clear_nags     (XqGameNode *node);

/* Annotation symbol of a move NAG 1..6 ("!", "?", "!!", "??", "!?", "?!"),
 * or NULL. */
const char  *xq_nag_to_symbol            (guint nag);
/* The NAG of "!", "?", "!!", "??", "!?", "?!" (@len bytes), or 0. */
guint        xq_nag_from_symbol          (const char *text, gsize len);

G_END_DECLS
