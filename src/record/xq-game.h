/* xq-game.h — a game record: tags, start position, move tree, cursor, undo
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * An XqGame holds the tags of a game (kept in their order, unknown ones
 * included), its start position (any legal FEN), and a tree of XqGameNode
 * (see xq-game-node.h).  A cursor points at the current node; the position at
 * the cursor is kept up to date.  The editing functions below (and
 * xq_game_edit_tag) are recorded for undo/redo; all changes are announced by
 * signals:
 *
 *  - "position-changed" (): the cursor moved (or the position under it changed)
 *  - "tree-changed" (): nodes were added, removed or reordered, or a comment or
 *    NAG changed
 *  - "tags-changed" (const char *name): a tag changed
 *
 * "tree-changed" is emitted after the move list (xq_game_get_move_list) has
 * been updated and while the cursor is already inside the tree; when the
 * cursor had to move, "position-changed" follows.
 *
 * Properties: "cursor" (XqGameNode), "can-undo", "can-redo" (booleans).
 *
 * The file readers (src/formats) build their games in one way, through
 * XqImport (xq-import.h), which checks every move and then builds the game
 * in one pass; see xq-game-format.h for the reader contract.
 */
#pragma once

#include <gio/gio.h>

#include "xq-game-node.h"
#include "xq-notation.h"
#include "xq-position.h"

G_BEGIN_DECLS

#define XQ_GAME_ERROR (xq_game_error_quark ())
GQuark xq_game_error_quark (void);

typedef enum
{
  XQ_GAME_ERROR_FAILED,        /* anything else */
  XQ_GAME_ERROR_SYNTAX,        /* text that is not what was expected */
  XQ_GAME_ERROR_BAD_FEN,       /* an invalid or illegal start position */
  XQ_GAME_ERROR_ILLEGAL_MOVE,  /* a move that cannot be played there */
  XQ_GAME_ERROR_ENCODING,      /* text in no encoding we know */
  XQ_GAME_ERROR_TRUNCATED,     /* the data ends too early */
  XQ_GAME_ERROR_TOO_LARGE,     /* beyond the limits we accept */
  XQ_GAME_ERROR_UNKNOWN_FORMAT,/* no reader for these bytes */
  XQ_GAME_ERROR_NO_GAME,       /* the file holds no game */
} XqGameError;

#define XQ_TYPE_GAME (xq_game_get_type ())
G_DECLARE_FINAL_TYPE (XqGame, xq_game, XQ, GAME, GObject)

/* A game from the standard start position, no moves, no tags. */
XqGame      *xq_game_new                 (void);
/* A deep copy (tags, start position, tree, comments, NAGs; the cursor at the
 * start, no undo history). */
XqGame      *xq_game_copy                (XqGame *game);

/* ---- Tags ---- */
/* The value of tag @name (case-sensitive, as in PGN), or NULL. */
const char  *xq_game_get_tag             (XqGame *game, const char *name);
/* Sets (or, with NULL, removes) a tag.  A new tag goes last; an existing
 * one keeps its place.  Emits "tags-changed".  Not recorded for undo: for
 * readers and for the program itself (e.g. the result of a match). */
void         xq_game_set_tag             (XqGame *game, const char *name, const char *value);
/* The same as an edit of the user's (a game information dialog): recorded
 * for undo. */
void         xq_game_edit_tag            (XqGame *game, const char *name, const char *value);
guint        xq_game_get_n_tags          (XqGame *game);
const char  *xq_game_get_tag_name        (XqGame *game, guint index);
const char  *xq_game_get_tag_value       (XqGame *game, guint index);

/* ---- Start position ---- */
const XqPosition *xq_game_get_start_position (XqGame *game);
/* The start position as a 6-field FEN (free with g_free). */
char        *xq_game_dup_start_fen       (XqGame *game);
/* TRUE when the start is not the standard one. */
gboolean     xq_game_has_custom_start    (XqGame *game);
/* Replaces the start position and REMOVES ALL MOVES (not undoable; clears
 * the history).  The position must be legal (RULES §2.2: kings not facing,
 * side not to move not in check). */
gboolean     xq_game_set_start_fen       (XqGame *game, const char *fen, GError **error);
/* Reads @fen into @pos, with the error xq_game_set_start_fen() gives
 * (XQ_GAME_ERROR_BAD_FEN, "Invalid FEN at character N: why"). */
gboolean     xq_game_parse_fen           (const char *fen, XqPosition *pos, GError **error);
/* A game from a FEN string alone (a pasted string, a .fen file); white space
 * around it is ignored.  A position no game reaches is kept as written, with
 * a warning naming what is impossible (xq_game_impossible_text()). */
XqGame      *xq_game_new_from_fen        (const char *fen, GError **error);
/* The XqImpossible @impossible bits in words ("the kings face each other;
 * …"), or NULL when 0. */
char        *xq_game_impossible_text     (unsigned impossible);
/* Adds the warning "impossible start position: …; it is kept as written"
 * when @game's start position is one no game reaches. */
void         xq_game_warn_impossible_start (XqGame *game);
void         xq_game_set_start_position  (XqGame *game, const XqPosition *pos);

/* ---- Tree ---- */
XqGameNode  *xq_game_get_root            (XqGame *game);
/* The game comment (before the first move) = the root's comment. */
const char  *xq_game_get_comment         (XqGame *game);
/* Number of nodes below the root (all moves, variations included). */
guint        xq_game_count_moves         (XqGame *game);
/* Plies on the main line. */
guint        xq_game_count_main_line     (XqGame *game);
/* Number of variations (children other than the first, anywhere). */
guint        xq_game_count_variations    (XqGame *game);
/* Number of nodes with a comment (the root included). */
guint        xq_game_count_comments      (XqGame *game);
/* The position after @node's move, by replay from the start. */
void         xq_game_get_position_at     (XqGame *game, XqGameNode *node, XqPosition *out);
/* @node's move written in @notation (from the position before it). */
char        *xq_game_format_move         (XqGame *game, XqGameNode *node,
                                          XqNotation notation, unsigned flags);
/* The same, cached in the node (a node's move and the moves before it never
 * change): owned by @node, valid until the next call for another notation. */
const char  *xq_game_get_move_text      (XqGame *game, XqGameNode *node,
                                          XqNotation notation, unsigned flags);
/* A one-line title for lists of games: the Title tag, else "Red – Black"
 * with the event and date when there are such tags, else "Game". */
char        *xq_game_dup_title           (XqGame *game);
/* The number of @node's move (counted from the start FEN's move number) and
 * in *@black (may be NULL) whether black plays it; 0 for the root. */
guint        xq_game_get_move_number     (XqGame *game, XqGameNode *node, gboolean *black);
/* The last node of the main line below @node (@node when it has no child). */
XqGameNode  *xq_game_node_get_line_end   (XqGameNode *node);

/* Messages about damaged input that a reader got past (e.g. a variation cut
 * at an impossible move).  NULL-terminated, owned by the game. */
const char * const *xq_game_get_warnings (XqGame *game);
void         xq_game_add_warning         (XqGame *game, const char *message);
/* Where the game came from, for `info`: e.g. "PGN", "UTF-8" / "GBK". */
const char  *xq_game_get_source_format   (XqGame *game);
void         xq_game_set_source_format   (XqGame *game, const char *format);
const char  *xq_game_get_source_encoding (XqGame *game);
void         xq_game_set_source_encoding (XqGame *game, const char *encoding);

/* ---- Cursor and navigation ---- */
XqGameNode  *xq_game_get_cursor          (XqGame *game);
/* The position at the cursor (after the cursor node's move). */
const XqPosition *xq_game_get_position   (XqGame *game);
/* The position at the cursor as a 6-field FEN (for the clipboard). */
char        *xq_game_dup_fen             (XqGame *game);
void         xq_game_go_start            (XqGame *game);
/* Returns FALSE when already at the start. */
gboolean     xq_game_go_back             (XqGame *game);
/* Into child @variation (0 = main line).  FALSE when there is none. */
gboolean     xq_game_go_forward          (XqGame *game, guint variation);
/* To the end of the current line (following first children). */
void         xq_game_go_end              (XqGame *game);
/* @node must belong to @game. */
void         xq_game_go_to               (XqGame *game, XqGameNode *node);

/* ---- Editing (recorded for undo) ---- */
/* Plays @move at the cursor: follows the child with that move if there is
 * one, otherwise adds it (as main line when the cursor has no child, else as
 * a new last variation).  Moves the cursor there and returns it, or NULL with
 * XQ_GAME_ERROR_ILLEGAL_MOVE. */
XqGameNode  *xq_game_play_move           (XqGame *game, XqMove move, GError **error);
/* The same with a move in text (ICCS, WXF or Chinese; see xq_move_parse). */
XqGameNode  *xq_game_play_text           (XqGame *game, const char *text,
                                          XqNotation notation, GError **error);
/* Removes @node and everything below it: a whole variation, or (for a main
 * line node) the rest of the line, in which case the next variation, if any,
 * becomes the main line.  When the cursor was inside, it goes to the parent.
 * The root cannot be deleted (returns FALSE). */
gboolean     xq_game_delete_node         (XqGame *game, XqGameNode *node);
/* Removes the children of @node (the rest of the game after it). */
gboolean     xq_game_truncate_after      (XqGame *game, XqGameNode *node);
/* Makes the variation that @node starts (or lies in) the main line at the
 * nearest branch point: @node's first ancestor-or-self that is not a first
 * child becomes the first child.  FALSE when already on the main line there. */
gboolean     xq_game_promote_variation   (XqGame *game, XqGameNode *node);
/* Promotes the line through @node at every branch point above it, so that
 * it becomes the main line of the game; one undo step.  FALSE when it
 * already is. */
gboolean     xq_game_make_main_line      (XqGame *game, XqGameNode *node);
/* Moves @node to position @index among its siblings (0 = main line). */
gboolean     xq_game_reorder_node        (XqGame *game, XqGameNode *node, guint index);
/* Comment after @node's move (the root: the game comment); NULL clears. */
void         xq_game_set_node_comment    (XqGame *game, XqGameNode *node, const char *comment);
void         xq_game_set_comment         (XqGame *game, const char *comment);
/* Replaces @node's NAGs with @nags (@n_nags of them; 0 clears). */
void         xq_game_set_node_nags       (XqGame *game, XqGameNode *node,
                                          const guint8 *nags, guint n_nags);
/* Toggles one move annotation (NAG 1..6: ! ? !! ?? !? ?!): sets it in place
 * of any other move annotation, or removes it when already set. */
void         xq_game_toggle_annotation   (XqGame *game, XqGameNode *node, guint nag);

/* ---- Undo/redo ----
 * One step undoes one action (xq_game_truncate_after() is one action);
 * the last 1000 edits are kept.  Redoing a move entry moves the cursor to
 * it again; undoing one moves it back to the parent when it was inside. */
gboolean     xq_game_can_undo            (XqGame *game);
gboolean     xq_game_can_redo            (XqGame *game);
gboolean     xq_game_undo                (XqGame *game);
gboolean     xq_game_redo                (XqGame *game);
void         xq_game_clear_history       (XqGame *game);

/* ---- Views ---- */
/* The moves as a flat list of XqGameNode rows (transfer none; the same
 * object for the game's lifetime), in reading order: the main line, and
 * after each main-line node that has variations, those variations with all
 * they contain (recursively, in the same order) before the main line goes
 * on — the order a PGN writes them.  Use xq_game_node_get_variation_depth()
 * to indent and xq_game_node_starts_variation() to open a bracket.  The root
 * is not listed. */
GListModel  *xq_game_get_move_list       (XqGame *game);

/* Emits "tree-changed" (for readers/tools that edited nodes directly). */
void         xq_game_tree_changed        (XqGame *game);

G_END_DECLS
