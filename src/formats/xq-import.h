/* xq-import.h — the one way a reader builds a game
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every reader (PGN, WXF, text records, FEN, XQF, DhtmlXQ, CCBridge, PFC)
 * decodes its input into an XqImport: tags, a start position and a flat
 * array of nodes (index 0 is the root; each node names its parent; siblings
 * keep the order they were added in, the first one being the main line),
 * with comments, NAGs and warnings.  Every move is checked against the
 * rules core once: when it is added (xq_import_add_move), or, for readers
 * of move text, when its text is parsed in the position the import keeps
 * (xq_import_add_legal_move), so the tree only ever holds legal moves;
 * xq_import_to_game() then builds the XqGame in one linear pass.  A reader
 * never touches an XqGame itself.
 *
 * The decoders can thus be tested without the GObject model.
 */
#pragma once

#include <glib.h>

#include "xq-notation.h"
#include "xq-position.h"

G_BEGIN_DECLS

typedef struct _XqGame XqGame;

typedef struct
{
  gint32 parent;       /* -1 for the root */
  gint32 first_child;  /* -1 when none; the first child is the main line */
  gint32 last_child;   /* -1 when none */
  gint32 next_sibling; /* -1 for the last child */
  guint32 depth;       /* plies from the root */
  XqMove move;         /* XQ_MOVE_NONE for the root */
  char *comment;       /* UTF-8 or NULL */
  GByteArray *nags;    /* NAG codes in the order read, or NULL */
} XqImportNode;

typedef struct
{
  XqPosition start;
  GArray *nodes;        /* XqImportNode; [0] is the root */
  GPtrArray *tag_names; /* char *, in order */
  GPtrArray *tag_values;
  GPtrArray *warnings;  /* char *, translated */
  guint n_dropped;      /* nodes left out because of impossible moves */
  gboolean side_known;  /* FALSE: the first move may decide who starts */

  /* Replay state: the position after the node path[path_len - 1].  Plain
   * arrays: every move added goes through them. */
  XqPosition pos;
  gint32 *path;         /* node indices, path[0] = 0 */
  XqUndo *undo;         /* undo[i] takes back the move of path[i + 1] */
  guint path_len;
  guint path_size;      /* room in path and undo */
  guint64 work;         /* moves made and taken back to reach parents */
} XqImport;

/* Why a move was refused by xq_import_add_move(). */
typedef enum
{
  XQ_IMPORT_MOVE_OK = 0,
  XQ_IMPORT_MOVE_BAD_SQUARE,   /* a square outside the board */
  XQ_IMPORT_MOVE_EMPTY,        /* no piece on the from square */
  XQ_IMPORT_MOVE_WRONG_SIDE,   /* a piece of the side not to move */
  XQ_IMPORT_MOVE_ILLEGAL,      /* the piece cannot move so */
  XQ_IMPORT_MOVE_SELF_CHECK,   /* it would leave the own king attacked */
  XQ_IMPORT_MOVE_BAD_PARENT,   /* the parent node does not exist */
  XQ_IMPORT_MOVE_TOO_COMPLEX,  /* jumping around the tree took too long */
} XqImportMoveStatus;

/* The node of moves below a refused one: they are left out (counted in
 * n_dropped), never added. */
#define XQ_IMPORT_DEAD_NODE (-2)
/* Warnings about impossible moves a reader gives at most; then it counts. */
#define XQ_IMPORT_MAX_WARNINGS 20

/* Translated description of a refusal, for warnings. */
const char *xq_import_move_status_message (XqImportMoveStatus status);
/* Writes "h2e2" (or "?" for squares outside the board) into @buf (8 bytes). */
void        xq_import_move_text      (int from, int to, char buf[8]);

XqImport   *xq_import_new            (void);
void        xq_import_free           (XqImport *imp);
/* Gives back the room an import keeps for growing (about 20 KiB): for a
 * reader that holds the games of a file as imports before it makes them
 * games.  Moves may still be added after. */
void        xq_import_compact        (XqImport *imp);

/* Most games a reader takes from one file; past them it stops and warns
 * (xq_import_warn_too_many).  A file of 64 MiB may hold millions of games
 * of one move, and each game read costs about 2 KiB: 200,000 of them stay
 * under half a gigabyte, while the largest real collections we know (the
 * xqbase archive, about 40,000 games) fit in full. */
#define XQ_IMPORT_MAX_GAMES 200000
/* The warning that a file held more games than XQ_IMPORT_MAX_GAMES, for
 * the first game of the file.  Returns a translated string to free. */
char       *xq_import_too_many_games (const char *filename);

/* Replaces the start position (and removes all moves).  @side_known FALSE
 * lets the first move added below the root choose the side to move (XQF
 * files that do not record it). */
void        xq_import_set_start      (XqImport *imp, const XqPosition *start,
                                      gboolean side_known);
/* For files whose side-to-move byte is not always right (XQF, DhtmlXQ
 * binit, CCBridge): sets @pos as the start with the side unknown (the
 * first move decides), its own side to move or, when that leaves the other
 * side in check and the other does not, the other. */
void        xq_import_set_start_guess (XqImport *imp, const XqPosition *pos);
/* Replaces the start position with @fen, read as written even when no game
 * could reach it (xq_import_to_game() warns then; when the side not to
 * move is in check, the first move decides who starts); FALSE with
 * xq_game_parse_fen()'s error when it cannot be read. */
gboolean    xq_import_set_start_fen  (XqImport *imp, const char *fen, GError **error);
/* The same for readers with messages of their own: returns NULL, or what
 * is wrong (static) with *@at the 1-based character where it is. */
const char *xq_import_try_start_fen  (XqImport *imp, const char *fen, gsize *at);

/* Sets a tag (ignored when @value is NULL or blank after trimming; an
 * existing tag is replaced).  @value is UTF-8. */
void        xq_import_set_tag        (XqImport *imp, const char *name, const char *value);
/* The same, keeping @value as it is (even empty): tags of text formats. */
void        xq_import_set_tag_verbatim (XqImport *imp, const char *name, const char *value);
const char *xq_import_get_tag        (XqImport *imp, const char *name);
/* Sets the Result tag from the code the binary formats (XQF, CCBridge)
 * share: 1 red won, 2 black won, 3 and 4 a draw; any other leaves it
 * unset. */
void        xq_import_set_result     (XqImport *imp, guint32 code);

/* Adds the move @from → @to (squares 0..89, any value accepted) below
 * @parent; returns the new node's index, or -1 with *@status telling why
 * (@status may be NULL). */
gint32      xq_import_add_move       (XqImport *imp, gint32 parent, int from, int to,
                                      XqImportMoveStatus *status);
/* For readers that parse move text in xq_import_position (@parent) (PGN,
 * WXF, text records): adds @move, which the parse found legal there, below
 * @parent without checking it again.  Returns the new node, or -1 with
 * *@status XQ_IMPORT_MOVE_TOO_COMPLEX when the tree is too large. */
gint32      xq_import_add_legal_move (XqImport *imp, gint32 parent, XqMove move,
                                      XqImportMoveStatus *status);
/* For trees read record by record (XQF, CCBridge, PFC), where a refused
 * move takes the moves below it along: adds @from → @to below @parent, or
 * only counts it in n_dropped when @parent is XQ_IMPORT_DEAD_NODE.  Returns
 * the new node, or XQ_IMPORT_DEAD_NODE (also counted) with *@status telling
 * why when the move itself was refused: the caller warns then. */
gint32      xq_import_add_move_or_drop (XqImport *imp, gint32 parent, int from, int to,
                                        XqImportMoveStatus *status);
/* The same for the binary formats: a refused move gives the warning
 * "@name: byte offset @offset: impossible move h2e2 (why); it was left out
 * with the moves that follow it" (the first XQ_IMPORT_MAX_WARNINGS times;
 * *@n_warnings counts them all). */
gint32      xq_import_add_record_move (XqImport *imp, gint32 parent, int from, int to,
                                       const char *name, guint64 offset, guint *n_warnings);
/* The walk of pre-order records (XQF, CCBridge): after the record that
 * became @node, the next one is its first child (@has_child), else the
 * sibling the latest record with @has_sibling announced (@pending holds
 * their parents, gint32).  Sets *@parent for the next record; FALSE when
 * no record follows. */
gboolean    xq_import_preorder_next  (GArray *pending, gint32 *parent, gint32 node,
                                      gboolean has_child, gboolean has_sibling);
/* After more than XQ_IMPORT_MAX_WARNINGS impossible moves: the warning
 * "@name: N more impossible moves were left out". */
void        xq_import_warn_left_out  (XqImport *imp, const char *name, guint n_warnings);
/* For readers of a single line of moves in text (WXF, text records): reads
 * @word in @notation (when it is no move in that notation, in any) at the
 * position after @node and adds it.  Returns the new node, or -1 after the
 * warning "line @line: cannot play “@word” (why); the game stops there". */
gint32      xq_import_add_move_text  (XqImport *imp, gint32 node, const char *word,
                                      XqNotation notation, guint line);
/* A reader's way to read a move word in a position (xq_move_parse()
 * without the offset, or a faster equivalent). */
typedef XqParseStatus (*XqImportParseFunc) (const XqPosition *pos, const char *word,
                                            XqNotation notation, XqMove *out);
/* Reads @word with @parse at the position after @node in @notation (when
 * it is no move in that notation, in any).  The first move of a start
 * whose side to move is not trusted (xq_import_set_start_fen(): the side
 * not to move in check) may be the other side's: then that side starts. */
XqParseStatus xq_import_parse_move   (XqImport *imp, gint32 node, const char *word,
                                      XqNotation notation, XqImportParseFunc parse,
                                      XqMove *out);
/* The child of @parent that plays @move, or -1. */
gint32      xq_import_find_child     (XqImport *imp, gint32 parent, XqMove move);
/* The position after node @index (the start position for the root), valid
 * until the next call on @imp; readers of move text parse moves in it. */
const XqPosition *xq_import_position (XqImport *imp, gint32 index);
/* Adds a NAG (1..255) to a node; 0 and the root are ignored. */
void        xq_import_add_nag        (XqImport *imp, gint32 node, guint nag);
/* Sets (@append FALSE) or appends (after a newline) a comment; NULL or ""
 * does nothing.  Takes a copy. */
void        xq_import_set_comment    (XqImport *imp, gint32 node, const char *comment,
                                      gboolean append);
/* Takes ownership of @comment. */
void        xq_import_take_comment   (XqImport *imp, gint32 node, char *comment);
void        xq_import_warn           (XqImport *imp, const char *format, ...) G_GNUC_PRINTF (2, 3);

static inline guint
xq_import_n_nodes (XqImport *imp)
{
  return imp->nodes->len;
}

static inline XqImportNode *
xq_import_node (XqImport *imp, gint32 index)
{
  return &g_array_index (imp->nodes, XqImportNode, index);
}

/* Counts as xq_game_count_*(): moves below the root, variations (nodes that
 * are not the first child), nodes with a comment (root included), plies of
 * the main line. */
void        xq_import_count          (XqImport *imp, guint *moves, guint *variations,
                                      guint *comments, guint *main_line);

/* The game (tags in order, start position, tree, comments, NAGs, warnings,
 * source format and encoding (may be NULL)). */
XqGame     *xq_import_to_game        (XqImport *imp, const char *source_format,
                                      const char *source_encoding);

/* The base name of @filename for messages, or a translated "the data". */
char       *xq_import_display_name   (const char *filename);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (XqImport, xq_import_free)

G_END_DECLS
