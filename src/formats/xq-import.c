/* xq-import.c — the plain game tree the binary/HTML readers fill first
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "xq-import"

#include "config.h"

#include <string.h>
#include <glib/gi18n.h>

#include "xq-fen.h"
#include "xq-game.h"
#include "xq-import.h"
#include "xq-opening.h"
#include "xq-movegen.h"

/* Frees the nodes' comments and NAGs (a loop here rather than a clear
 * function that GArray calls for each node). */
static void
clear_nodes (XqImport *imp)
{
  for (guint i = 0; i < imp->nodes->len; i++)
    {
      XqImportNode *node = xq_import_node (imp, (gint32) i);

      g_clear_pointer (&node->comment, g_free);
      g_clear_pointer (&node->nags, g_byte_array_unref);
    }
}

static void
reset_tree (XqImport *imp)
{
  XqImportNode root = { -1, -1, -1, -1, 0, XQ_MOVE_NONE, NULL, NULL };

  clear_nodes (imp);
  g_array_set_size (imp->nodes, 0);
  g_array_append_val (imp->nodes, root);
  imp->path[0] = 0;
  imp->path_len = 1;
  imp->pos = imp->start;
  imp->work = 0;
}

const char *
xq_import_move_status_message (XqImportMoveStatus status)
{
  switch (status)
    {
    case XQ_IMPORT_MOVE_OK: return _("no error");
    case XQ_IMPORT_MOVE_BAD_SQUARE: return _("a point outside the board");
    case XQ_IMPORT_MOVE_EMPTY: return _("no piece on the starting point");
    case XQ_IMPORT_MOVE_WRONG_SIDE: return _("a piece of the side not to move");
    case XQ_IMPORT_MOVE_ILLEGAL: return _("the piece cannot move so");
    case XQ_IMPORT_MOVE_SELF_CHECK: return _("it would leave the own king in check");
    case XQ_IMPORT_MOVE_BAD_PARENT: return _("a branch from a move that does not exist");
    case XQ_IMPORT_MOVE_TOO_COMPLEX: return _("the tree is too large to check");
    default: return _("impossible move");
    }
}

static void
square_text (int sq, char *out)
{
  if (sq < 0 || sq >= XQ_SQUARES)
    {
      out[0] = '?';
      out[1] = '?';
      return;
    }
  out[0] = (char) ('a' + XQ_FILE (sq));
  out[1] = (char) ('0' + XQ_RANK (sq));
}

void
xq_import_move_text (int from, int to, char buf[8])
{
  square_text (from, buf);
  square_text (to, buf + 2);
  buf[4] = '\0';
}

XqImport *
xq_import_new (void)
{
  /* Set up once: files of many short games make many imports. */
  static XqPosition standard;
  static gsize standard_set;
  XqImport *imp = g_new0 (XqImport, 1);

  if (g_once_init_enter (&standard_set))
    {
      xq_position_set_start (&standard);
      g_once_init_leave (&standard_set, 1);
    }

  /* Room for a game of usual length from the start: growing the arrays
   * move by move is a good part of what reading a short game costs. */
  imp->nodes = g_array_sized_new (FALSE, FALSE, sizeof (XqImportNode), 256);
  imp->tag_names = g_ptr_array_new_with_free_func (g_free);
  imp->tag_values = g_ptr_array_new_with_free_func (g_free);
  imp->warnings = g_ptr_array_new_with_free_func (g_free);
  imp->path_size = 256;
  imp->path = g_new (gint32, imp->path_size);
  imp->undo = g_new (XqUndo, imp->path_size);
  imp->start = standard;
  imp->side_known = TRUE;
  reset_tree (imp);
  return imp;
}

void
xq_import_free (XqImport *imp)
{
  if (imp == NULL)
    return;
  clear_nodes (imp);
  g_array_unref (imp->nodes);
  g_ptr_array_unref (imp->tag_names);
  g_ptr_array_unref (imp->tag_values);
  g_ptr_array_unref (imp->warnings);
  g_free (imp->path);
  g_free (imp->undo);
  g_free (imp);
}

void
xq_import_compact (XqImport *imp)
{
  GArray *fit = g_array_sized_new (FALSE, FALSE, sizeof (XqImportNode), imp->nodes->len);

  /* The nodes move over as they are (their comments and NAGs with them). */
  g_array_append_vals (fit, imp->nodes->data, imp->nodes->len);
  g_array_unref (imp->nodes);
  imp->nodes = fit;
  /* path[0] is always there, so path_size stays at least 1 and doubles. */
  imp->path_size = imp->path_len;
  imp->path = g_renew (gint32, imp->path, imp->path_size);
  imp->undo = g_renew (XqUndo, imp->undo, imp->path_size);
}

char *
xq_import_too_many_games (const char *filename)
{
  g_autofree char *name = xq_import_display_name (filename);

  return g_strdup_printf (_("%s: the file holds more than %d games; only the first %d were read"),
                          name, XQ_IMPORT_MAX_GAMES, XQ_IMPORT_MAX_GAMES);
}

void
xq_import_set_start (XqImport *imp, const XqPosition *start, gboolean side_known)
{
  imp->start = *start;
  imp->start.hash = xq_position_compute_hash (&imp->start);
  imp->side_known = side_known;
  reset_tree (imp);
}

void
xq_import_set_start_guess (XqImport *imp, const XqPosition *pos)
{
  XqPosition other = *pos;

  /* The side not to move in check: the side byte is more often wrong than
   * the position, and the first move still decides. */
  xq_position_set_side (&other, xq_color_other (pos->side));
  if ((xq_position_impossible (pos) & XQ_IMPOSSIBLE_OPPONENT_IN_CHECK)
      && !(xq_position_impossible (&other) & XQ_IMPOSSIBLE_OPPONENT_IN_CHECK))
    pos = &other;
  xq_import_set_start (imp, pos, FALSE);
}

/* Sets @pos, read from a FEN with the @impossible problems, as the start.
 * A side to move that leaves the other in check is not trusted: the first
 * move decides (it is kept when that move is the side's own). */
static void
set_start_read (XqImport *imp, const XqPosition *pos, unsigned impossible)
{
  xq_import_set_start (imp, pos, !(impossible & XQ_IMPOSSIBLE_OPPONENT_IN_CHECK));
}

gboolean
xq_import_set_start_fen (XqImport *imp, const char *fen, GError **error)
{
  XqPosition pos;
  unsigned impossible;

  if (xq_position_from_fen_lenient (&pos, fen, NULL, &impossible) != XQ_FEN_OK)
    return xq_game_parse_fen (fen, &pos, error);
  set_start_read (imp, &pos, impossible);
  return TRUE;
}

const char *
xq_import_try_start_fen (XqImport *imp, const char *fen, gsize *at)
{
  XqPosition pos;
  size_t offset = 0;
  unsigned impossible;
  XqFenStatus status = xq_position_from_fen_lenient (&pos, fen, &offset, &impossible);

  *at = offset + 1;
  if (status != XQ_FEN_OK)
    return xq_fen_status_message (status);
  set_start_read (imp, &pos, impossible);
  return NULL;
}

void
xq_import_set_tag_verbatim (XqImport *imp, const char *name, const char *value)
{
  if (value == NULL)
    return;
  for (guint i = 0; i < imp->tag_names->len; i++)
    if (strcmp (imp->tag_names->pdata[i], name) == 0)
      {
        g_free (imp->tag_values->pdata[i]);
        imp->tag_values->pdata[i] = g_strdup (value);
        return;
      }
  g_ptr_array_add (imp->tag_names, g_strdup (name));
  g_ptr_array_add (imp->tag_values, g_strdup (value));
}

void
xq_import_set_tag (XqImport *imp, const char *name, const char *value)
{
  g_autofree char *copy = NULL;

  if (value == NULL)
    return;
  copy = g_strstrip (g_strdup (value));
  if (copy[0] != '\0')
    xq_import_set_tag_verbatim (imp, name, copy);
}

void
xq_import_set_result (XqImport *imp, guint32 code)
{
  static const char *const results[] = { NULL, "1-0", "0-1", "1/2-1/2", "1/2-1/2" };

  if (code < G_N_ELEMENTS (results))
    xq_import_set_tag (imp, "Result", results[code]);
}

const char *
xq_import_get_tag (XqImport *imp, const char *name)
{
  for (guint i = 0; i < imp->tag_names->len; i++)
    if (strcmp (imp->tag_names->pdata[i], name) == 0)
      return imp->tag_values->pdata[i];
  return NULL;
}

static inline gboolean
on_path (XqImport *imp, gint32 index)
{
  guint32 depth = xq_import_node (imp, index)->depth;

  return depth < imp->path_len && imp->path[depth] == index;
}

static void
path_push (XqImport *imp, gint32 index)
{
  if (imp->path_len == imp->path_size)
    {
      imp->path_size *= 2;
      imp->path = g_renew (gint32, imp->path, imp->path_size);
      imp->undo = g_renew (XqUndo, imp->undo, imp->path_size);
    }
  xq_position_make_move (&imp->pos, xq_import_node (imp, index)->move,
                         &imp->undo[imp->path_len - 1]);
  imp->path[imp->path_len++] = index;
}

/* Makes imp->pos the position after node @index, off the path. */
static void
walk_to (XqImport *imp, gint32 index)
{
  g_autoptr(GArray) chain = NULL;
  gint32 n = index;

  if (!on_path (imp, n))
    {
      chain = g_array_new (FALSE, FALSE, sizeof (gint32));
      while (!on_path (imp, n))
        {
          g_array_append_val (chain, n);
          n = xq_import_node (imp, n)->parent;
        }
    }
  while (imp->path[imp->path_len - 1] != n)
    {
      imp->work++;
      imp->path_len--;
      xq_position_unmake_move (&imp->pos, &imp->undo[imp->path_len - 1]);
    }
  if (chain != NULL)
    {
      imp->work += chain->len;
      for (guint i = chain->len; i-- > 0;)
        path_push (imp, g_array_index (chain, gint32, i));
    }
}

/* Makes imp->pos the position after node @index. */
static inline void
go_to (XqImport *imp, gint32 index)
{
  gint32 end = imp->path[imp->path_len - 1];

  /* The usual cases cost no call: a move added after the last one, and a
   * move found again one further (a variation that repeats a line). */
  if (end == index)
    return;
  if (xq_import_node (imp, index)->parent == end)
    {
      imp->work++;
      path_push (imp, index);
    }
  else
    walk_to (imp, index);
}

/* Hostile files could make every move jump across a deep tree: a linear
 * budget keeps the time bounded. */
static inline gboolean
over_budget (XqImport *imp)
{
  return imp->work > 2000000 + 8 * (guint64) imp->nodes->len;
}

/* Adds @move, legal in imp->pos (the position after @parent), as the last
 * child of @parent and makes it the end of the path. */
static gint32
append_child (XqImport *imp, gint32 parent, XqMove move)
{
  gint32 index = (gint32) imp->nodes->len;
  XqImportNode *up;

  /* Filled in place: no copy through g_array_append_val(). */
  g_array_set_size (imp->nodes, imp->nodes->len + 1);
  up = xq_import_node (imp, parent);
  *xq_import_node (imp, index) = (XqImportNode) { parent, -1, -1, -1, up->depth + 1, move,
                                                  NULL, NULL };
  if (up->last_child < 0)
    up->first_child = index;
  else
    xq_import_node (imp, up->last_child)->next_sibling = index;
  up->last_child = index;
  path_push (imp, index);
  if (parent == 0)
    imp->side_known = TRUE;
  return index;
}

gint32
xq_import_add_move (XqImport *imp, gint32 parent, int from, int to,
                    XqImportMoveStatus *status)
{
  XqImportMoveStatus dummy;
  gboolean flipped = FALSE;
  XqPiece piece;
  XqMove move;

  if (status == NULL)
    status = &dummy;
  if (parent < 0 || (guint) parent >= imp->nodes->len)
    {
      *status = XQ_IMPORT_MOVE_BAD_PARENT;
      return -1;
    }
  if (from < 0 || from >= XQ_SQUARES || to < 0 || to >= XQ_SQUARES || from == to)
    {
      *status = XQ_IMPORT_MOVE_BAD_SQUARE;
      return -1;
    }
  if (over_budget (imp))
    {
      *status = XQ_IMPORT_MOVE_TOO_COMPLEX;
      return -1;
    }
  go_to (imp, parent);
  piece = imp->pos.board[from];
  if (piece == XQ_EMPTY)
    {
      *status = XQ_IMPORT_MOVE_EMPTY;
      return -1;
    }
  if (XQ_PIECE_COLOR (piece) != imp->pos.side)
    {
      /* Only the very first move may decide who starts. */
      if (imp->side_known || parent != 0 || imp->nodes->len != 1)
        {
          *status = XQ_IMPORT_MOVE_WRONG_SIDE;
          return -1;
        }
      xq_position_set_side (&imp->pos, XQ_PIECE_COLOR (piece));
      flipped = TRUE;
    }
  move = XQ_MOVE (from, to);
  if (!xq_position_is_legal_move (&imp->pos, move))
    {
      *status = xq_position_is_pseudo_move (&imp->pos, move)
                ? XQ_IMPORT_MOVE_SELF_CHECK : XQ_IMPORT_MOVE_ILLEGAL;
      if (flipped)
        xq_position_set_side (&imp->pos, xq_color_other (XQ_PIECE_COLOR (piece)));
      return -1;
    }
  if (flipped)
    imp->start = imp->pos;
  *status = XQ_IMPORT_MOVE_OK;
  return append_child (imp, parent, move);
}

gint32
xq_import_add_legal_move (XqImport *imp, gint32 parent, XqMove move,
                          XqImportMoveStatus *status)
{
  if (over_budget (imp))
    {
      *status = XQ_IMPORT_MOVE_TOO_COMPLEX;
      return -1;
    }
  go_to (imp, parent);
  *status = XQ_IMPORT_MOVE_OK;
  return append_child (imp, parent, move);
}

gint32
xq_import_add_move_or_drop (XqImport *imp, gint32 parent, int from, int to,
                            XqImportMoveStatus *status)
{
  gint32 node = XQ_IMPORT_DEAD_NODE;

  *status = XQ_IMPORT_MOVE_OK;
  if (parent != XQ_IMPORT_DEAD_NODE)
    node = xq_import_add_move (imp, parent, from, to, status);
  if (node < 0)
    {
      imp->n_dropped++;
      return XQ_IMPORT_DEAD_NODE;
    }
  return node;
}

gint32
xq_import_add_record_move (XqImport *imp, gint32 parent, int from, int to, const char *name,
                           guint64 offset, guint *n_warnings)
{
  XqImportMoveStatus status;
  gint32 node = xq_import_add_move_or_drop (imp, parent, from, to, &status);
  char text[8];

  if (status == XQ_IMPORT_MOVE_OK || ++*n_warnings > XQ_IMPORT_MAX_WARNINGS)
    return node;
  xq_import_move_text (from, to, text);
  xq_import_warn (imp, _("%s: byte offset %llu: impossible move %s (%s); "
                         "it was left out with the moves that follow it"),
                  name, (unsigned long long) offset, text,
                  xq_import_move_status_message (status));
  return node;
}

gboolean
xq_import_preorder_next (GArray *pending, gint32 *parent, gint32 node, gboolean has_child,
                         gboolean has_sibling)
{
  if (has_sibling)
    g_array_append_val (pending, *parent);
  if (has_child)
    *parent = node;
  else if (pending->len > 0)
    {
      *parent = g_array_index (pending, gint32, pending->len - 1);
      g_array_set_size (pending, pending->len - 1);
    }
  else
    return FALSE;
  return TRUE;
}

void
xq_import_warn_left_out (XqImport *imp, const char *name, guint n_warnings)
{
  if (n_warnings > XQ_IMPORT_MAX_WARNINGS)
    xq_import_warn (imp, _("%s: %u more impossible moves were left out"),
                    name, n_warnings - XQ_IMPORT_MAX_WARNINGS);
}

/* @word in @notation, else (when it is no move in that notation) in any. */
static XqParseStatus
parse_in (XqImportParseFunc parse, const XqPosition *pos, const char *word,
          XqNotation notation, XqMove *out)
{
  XqParseStatus st = parse (pos, word, notation, out);

  if (st == XQ_PARSE_SYNTAX && notation != XQ_NOTATION_ANY)
    st = parse (pos, word, XQ_NOTATION_ANY, out);
  return st;
}

XqParseStatus
xq_import_parse_move (XqImport *imp, gint32 node, const char *word, XqNotation notation,
                      XqImportParseFunc parse, XqMove *out)
{
  XqParseStatus st = parse_in (parse, xq_import_position (imp, node), word, notation, out);
  XqColor side;

  /* The first move of a start whose side to move is not trusted (the
   * side not to move in check) may be the other side's: the moves decide. */
  if (st == XQ_PARSE_OK || st == XQ_PARSE_SYNTAX || imp->side_known || node != 0
      || imp->nodes->len != 1)
    return st;
  side = (XqColor) imp->start.side;
  xq_position_set_side (&imp->start, xq_color_other (side));
  imp->pos = imp->start;
  if (parse_in (parse, &imp->pos, word, notation, out) == XQ_PARSE_OK)
    {
      imp->side_known = TRUE;
      return XQ_PARSE_OK;
    }
  xq_position_set_side (&imp->start, side);
  imp->pos = imp->start;
  return st;
}

static XqParseStatus
parse_any_offset (const XqPosition *pos, const char *word, XqNotation notation, XqMove *out)
{
  size_t off = 0;

  return xq_move_parse (pos, word, notation, out, &off);
}

gint32
xq_import_add_move_text (XqImport *imp, gint32 node, const char *word, XqNotation notation,
                         guint line)
{
  XqMove move = XQ_MOVE_NONE;
  XqParseStatus st = xq_import_parse_move (imp, node, word, notation, parse_any_offset, &move);
  XqImportMoveStatus status;
  gint32 child;

  if (st != XQ_PARSE_OK)
    {
      xq_import_warn (imp, _("line %u: cannot play “%s” (%s); the game stops there"),
                      line, word, xq_parse_status_message (st));
      return -1;
    }
  /* Parsed in the position after @node, so legal there; at the end of the
   * only line it is never refused. */
  child = xq_import_add_legal_move (imp, node, move, &status);
  g_assert (child >= 0);
  return child;
}

gint32
xq_import_find_child (XqImport *imp, gint32 parent, XqMove move)
{
  gint32 child = xq_import_node (imp, parent)->first_child;

  while (child >= 0 && xq_import_node (imp, child)->move != move)
    child = xq_import_node (imp, child)->next_sibling;
  return child;
}

const XqPosition *
xq_import_position (XqImport *imp, gint32 index)
{
  go_to (imp, index);
  return &imp->pos;
}

void
xq_import_add_nag (XqImport *imp, gint32 index, guint nag)
{
  XqImportNode *node = xq_import_node (imp, index);
  guint8 code = (guint8) nag;

  if (index == 0 || nag == 0 || nag > 255)
    return;
  if (node->nags == NULL)
    node->nags = g_byte_array_new ();
  g_byte_array_append (node->nags, &code, 1);
}

void
xq_import_take_comment (XqImport *imp, gint32 index, char *comment)
{
  XqImportNode *node;

  if (comment == NULL || comment[0] == '\0' || index < 0
      || (guint) index >= imp->nodes->len)
    {
      g_free (comment);
      return;
    }
  node = xq_import_node (imp, index);
  if (node->comment == NULL)
    node->comment = comment;
  else
    {
      char *joined = g_strconcat (node->comment, "\n", comment, NULL);
      g_free (node->comment);
      g_free (comment);
      node->comment = joined;
    }
}

void
xq_import_set_comment (XqImport *imp, gint32 index, const char *comment,
                       gboolean append)
{
  if (comment == NULL || comment[0] == '\0' || index < 0
      || (guint) index >= imp->nodes->len)
    return;
  if (!append)
    g_clear_pointer (&xq_import_node (imp, index)->comment, g_free);
  xq_import_take_comment (imp, index, g_strdup (comment));
}

void
xq_import_warn (XqImport *imp, const char *format, ...)
{
  va_list args;

  va_start (args, format);
  g_ptr_array_add (imp->warnings, g_strdup_vprintf (format, args));
  va_end (args);
}

void
xq_import_count (XqImport *imp, guint *moves, guint *variations,
                 guint *comments, guint *main_line)
{
  guint n_var = 0, n_com = 0, n_main = 0;

  for (guint i = 0; i < imp->nodes->len; i++)
    {
      XqImportNode *node = xq_import_node (imp, (gint32) i);

      if (node->comment != NULL)
        n_com++;
      if (node->parent >= 0 && xq_import_node (imp, node->parent)->first_child != (gint32) i)
        n_var++;
    }
  for (gint32 n = xq_import_node (imp, 0)->first_child; n >= 0;
       n = xq_import_node (imp, n)->first_child)
    n_main++;
  if (moves != NULL)
    *moves = imp->nodes->len - 1;
  if (variations != NULL)
    *variations = n_var;
  if (comments != NULL)
    *comments = n_com;
  if (main_line != NULL)
    *main_line = n_main;
}

XqGame *
xq_import_to_game (XqImport *imp, const char *source_format,
                   const char *source_encoding)
{
  g_autoptr(XqGame) game = xq_game_new ();
  g_autofree XqGameNode **map = g_new (XqGameNode *, imp->nodes->len);

  /* A new game already starts from the usual position: setting an equal
   * one would only cost a new root node and three signals per game. */
  if (memcmp (&imp->start, xq_game_get_start_position (game), sizeof imp->start) != 0)
    xq_game_set_start_position (game, &imp->start);
  for (guint i = 0; i < imp->tag_names->len; i++)
    {
      const char *value = imp->tag_values->pdata[i];
      const char *spelling = NULL;

      /* An opening name in either spelling (士角炮 or 仕角炮) is shown in one. */
      if (strcmp (imp->tag_names->pdata[i], "Opening") == 0)
        spelling = xq_opening_spelling (value);
      xq_game_set_tag (game, imp->tag_names->pdata[i], spelling ? spelling : value);
    }
  /* The start position as written, and what no game could have led to. */
  xq_game_warn_impossible_start (game);
  map[0] = xq_game_get_root (game);
  xq_game_node_set_comment (map[0], xq_import_node (imp, 0)->comment);
  for (guint i = 1; i < imp->nodes->len; i++)
    {
      XqImportNode *node = xq_import_node (imp, (gint32) i);

      map[i] = xq_game_node_append_child (map[node->parent], node->move);
      if (node->comment != NULL)
        xq_game_node_set_comment (map[i], node->comment);
      for (guint k = 0; node->nags != NULL && k < node->nags->len; k++)
        xq_game_node_add_nag (map[i], node->nags->data[k]);
    }
  for (guint i = 0; i < imp->warnings->len; i++)
    xq_game_add_warning (game, imp->warnings->pdata[i]);
  xq_game_set_source_format (game, source_format);
  xq_game_set_source_encoding (game, source_encoding);
  xq_game_clear_history (game);
  xq_game_go_start (game);
  return g_steal_pointer (&game);
}

char *
xq_import_display_name (const char *filename)
{
  if (filename == NULL)
    return g_strdup (_("the data"));
  return g_filename_display_basename (filename);
}
