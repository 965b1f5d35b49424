/* xq-session-navigation.c — what the window asks to see of the record: the
 * cursor's moves (start, back, forward, end, the alternatives), the move
 * shown, the main line's end, the players; and a trainer's end of a match
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The window reads what it shows through these and sends the user's
 * navigation keys here, so that it asks nothing of the record's tree.
 */
#define G_LOG_DOMAIN "xq-session"

#include "config.h"

#include "xq-session-private.h"

XqGameNode *
xq_session_get_cursor (XqSession *self)
{
  g_return_val_if_fail (XQ_IS_SESSION (self), NULL);

  return xq_game_get_cursor (self->game);
}

XqGameNode *
xq_session_get_main_line_end (XqSession *self)
{
  g_return_val_if_fail (XQ_IS_SESSION (self), NULL);

  return _xq_session_main_line_end (self);
}

/* The node xq_session_go() with @where goes to, or NULL. */
static XqGameNode *
xq_session_go_target (XqSession *self,
                      XqGoWhere  where)
{
  XqGameNode *cursor = xq_game_get_cursor (self->game);
  XqGameNode *parent = xq_game_node_get_parent (cursor);
  guint index;

  switch (where)
    {
    case XQ_GO_START:
      return parent != NULL ? xq_game_get_root (self->game) : NULL;
    case XQ_GO_BACK:
      return parent;
    case XQ_GO_FORWARD:
      return xq_game_node_get_child (cursor, 0);
    case XQ_GO_END:
      return xq_game_node_get_n_children (cursor) > 0 ? xq_game_node_get_line_end (cursor) : NULL;
    case XQ_GO_PREVIOUS_VARIATION:
    case XQ_GO_NEXT_VARIATION:
      if (parent == NULL)
        /* At the start: ↓ enters the first alternative of the first move. */
        return where == XQ_GO_NEXT_VARIATION ? xq_game_node_get_child (cursor, 1) : NULL;
      index = xq_game_node_get_index (cursor);
      if (where == XQ_GO_PREVIOUS_VARIATION)
        return index > 0 ? xq_game_node_get_child (parent, index - 1) : NULL;
      return xq_game_node_get_child (parent, index + 1);
    default:
      g_return_val_if_reached (NULL);
    }
}

gboolean
xq_session_can_go (XqSession *self,
                   XqGoWhere  where)
{
  g_return_val_if_fail (XQ_IS_SESSION (self), FALSE);

  return xq_session_go_target (self, where) != NULL;
}

gboolean
xq_session_go (XqSession *self,
               XqGoWhere  where)
{
  XqGameNode *target;

  g_return_val_if_fail (XQ_IS_SESSION (self), FALSE);

  target = xq_session_go_target (self, where);
  if (target == NULL)
    return FALSE;
  xq_game_go_to (self->game, target);
  return TRUE;
}

XqPlayer *
xq_session_get_player (XqSession *self,
                       XqColor    side)
{
  g_return_val_if_fail (XQ_IS_SESSION (self), NULL);

  return self->match != NULL ? xq_match_get_player (self->match, side) : NULL;
}

void
xq_session_abort (XqSession *self)
{
  g_return_if_fail (XQ_IS_SESSION (self));

  xq_match_abort (self->match);
}
