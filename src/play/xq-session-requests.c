/* xq-session-requests.c — what the window asks of the session: moves and
 * touches on the board, draws, resigning, variation edits, annotations
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each request is answered by the rules of the game shown (the match's,
 * its mode); the window only sends it and shows a refusal.
 */
#define G_LOG_DOMAIN "xq-session"

#include "config.h"

#include <glib/gi18n.h>

#include "xq-movegen.h"
#include "xq-session-private.h"

/* ---- Requests ------------------------------------------------------------- */

gboolean
xq_session_is_playing (XqSession *self)
{
  g_return_val_if_fail (XQ_IS_SESSION (self), FALSE);

  return xq_match_get_state (self->match) == XQ_MATCH_PLAYING;
}

XqClock *
xq_session_get_clock (XqSession *self)
{
  g_return_val_if_fail (XQ_IS_SESSION (self), NULL);

  return xq_match_get_clock (self->match);
}

void
xq_session_stop (XqSession *self)
{
  g_return_if_fail (XQ_IS_SESSION (self));

  g_cancellable_cancel (self->hint_cancellable);
  if (!self->stopped)
    xq_session_autosave (self);
  self->stopped = TRUE;
  xq_match_abort (self->match);
}

void
xq_session_set_assisted (XqSession *self)
{
  g_return_if_fail (XQ_IS_SESSION (self));

  xq_game_edit_tag (self->game, ASSISTED_TAG, "Engine analysis");
}

XqColor
xq_session_user_side (XqSession *self)
{
  XqColor side;

  g_return_val_if_fail (XQ_IS_SESSION (self), XQ_RED);

  side = xq_match_get_side_to_move (self->match);
  /* The person at the computer; with two, the side to move. */
  if (xq_session_is_computer (self, side) && !xq_session_is_computer (self, xq_color_other (side)))
    return xq_color_other (side);
  return side;
}

/* Whether moves at the cursor go into the record as analysis: at earlier
 * positions, except while a tournament game is being played; in a game
 * that is not played on, anywhere but after its last move. */
static gboolean
xq_session_can_analyse (XqSession *self)
{
  gboolean at_end = xq_game_get_cursor (self->game) == _xq_session_main_line_end (self);

  if (xq_session_is_live (self))
    return FALSE;
  if (xq_match_get_state (self->match) == XQ_MATCH_PLAYING)
    return !xq_match_get_strict (self->match) && !at_end;
  return !at_end;
}

gsize
xq_session_get_board_moves (XqSession *self,
                            XqMove    *out,
                            gsize      cap)
{
  const XqPosition *pos;

  g_return_val_if_fail (XQ_IS_SESSION (self), 0);

  pos = xq_game_get_position (self->game);
  if (xq_session_is_live (self))
    {
      if (xq_session_is_computer (self, (XqColor) pos->side) || xq_match_get_thinking (self->match))
        return 0;
      return xq_match_get_allowed_moves (self->match, out, cap);
    }
  if (xq_session_can_analyse (self))
    return xq_generate_legal (pos, out, cap);
  return 0;
}

gboolean
xq_session_play_move (XqSession *self,
                      XqMove     move,
                      GError   **error)
{
  XqPosition before;

  g_return_val_if_fail (XQ_IS_SESSION (self), FALSE);

  before = *xq_game_get_position (self->game);
  if (xq_session_is_live (self))
    {
      XqColor mover = (XqColor) before.side;

      if (xq_session_is_computer (self, mover))
        {
          g_set_error_literal (error, XQ_MATCH_ERROR, XQ_MATCH_ERROR_NOT_YOUR_TURN,
                               "the computer is to move");
          return FALSE;
        }
      if (!xq_match_play_move (self->match, move, error))
        return FALSE;
      /* The draw offer made with this move (§23.1); the move stands. */
      if (self->offer_with_move)
        {
          self->offer_with_move = FALSE;
          if (xq_match_get_state (self->match) == XQ_MATCH_PLAYING)
            xq_match_offer_draw (self->match, mover, NULL);
        }
      return TRUE;
    }
  if (!xq_session_can_analyse (self) || !xq_position_is_legal_move (&before, move))
    {
      g_set_error_literal (error, XQ_MATCH_ERROR, XQ_MATCH_ERROR_ILLEGAL_MOVE,
                           "not a move here");
      return FALSE;
    }
  /* Analysis: a variation in the record, outside the game. */
  return xq_game_play_move (self->game, move, error) != NULL;
}

gboolean
xq_session_get_touch_move (XqSession *self)
{
  g_return_val_if_fail (XQ_IS_SESSION (self), FALSE);

  return xq_match_get_strict (self->match) && xq_session_is_live (self);
}

gboolean
xq_session_touch (XqSession *self,
                  int        square,
                  GError   **error)
{
  g_return_val_if_fail (XQ_IS_SESSION (self), FALSE);

  if (square < 0 || square >= XQ_SQUARES || !xq_session_get_touch_move (self))
    return TRUE;
  return xq_match_touch (self->match, square, error);
}

/* A person who may offer a draw right now (§23.1: right after their own
 * move), or -1. */
static int
xq_session_draw_offerer (XqSession *self)
{
  XqColor user = xq_session_user_side (self);

  if (!xq_session_is_computer (self, user) && xq_match_can_offer_draw (self->match, user))
    return user;
  if (!xq_session_is_computer (self, xq_color_other (user))
      && xq_match_can_offer_draw (self->match, xq_color_other (user)))
    return xq_color_other (user);
  return -1;
}

/* Whether a person is to move at the live position and may offer a draw
 * with that move (§23.1). */
static gboolean
xq_session_person_to_move (XqSession *self)
{
  XqColor side = xq_match_get_side_to_move (self->match);

  return xq_session_is_live (self) && !xq_session_is_computer (self, side)
         && xq_match_can_offer_draw_with_move (self->match, side);
}

static gboolean
xq_session_people_play (XqSession *self)
{
  return !xq_session_is_computer (self, XQ_RED) || !xq_session_is_computer (self, XQ_BLACK);
}

gboolean
xq_session_can_offer_draw (XqSession *self)
{
  g_return_val_if_fail (XQ_IS_SESSION (self), FALSE);

  return xq_match_get_state (self->match) == XQ_MATCH_PLAYING && xq_session_people_play (self)
         && !self->offer_with_move && xq_match_get_draw_offer (self->match) == XQ_DRAW_OFFER_NONE
         && (xq_session_draw_offerer (self) >= 0 || xq_session_person_to_move (self));
}

gboolean
xq_session_offer_draw (XqSession *self,
                       gboolean  *with_move,
                       GError   **error)
{
  int offerer;

  g_return_val_if_fail (XQ_IS_SESSION (self), FALSE);

  *with_move = FALSE;
  offerer = xq_session_draw_offerer (self);
  /* The opponent answers: the engine when it has searched, a person when
   * asked (the match's "draw-offered"). */
  if (offerer >= 0)
    return xq_match_offer_draw (self->match, (XqColor) offerer, error);
  if (!xq_session_person_to_move (self))
    /* Refused, with the match's reason. */
    return xq_match_offer_draw (self->match, xq_session_user_side (self), error);
  self->offer_with_move = TRUE;
  *with_move = TRUE;
  return TRUE;
}

gboolean
xq_session_answer_draw (XqSession *self,
                        gboolean   accept,
                        GError   **error)
{
  g_return_val_if_fail (XQ_IS_SESSION (self), FALSE);

  /* The offer may have gone meanwhile (a move declines it). */
  if (xq_match_get_draw_offer (self->match) == XQ_DRAW_OFFER_NONE)
    return TRUE;
  return xq_match_answer_draw (self->match, accept, error);
}

gboolean
xq_session_can_claim_draw (XqSession *self)
{
  g_return_val_if_fail (XQ_IS_SESSION (self), FALSE);

  return xq_session_people_play (self) && xq_match_can_claim_move_limit (self->match);
}

gboolean
xq_session_claim_draw (XqSession *self,
                       GError   **error)
{
  g_return_val_if_fail (XQ_IS_SESSION (self), FALSE);

  /* Who claims: the person to move, else the person playing. */
  return xq_match_claim_move_limit (self->match, xq_session_user_side (self), error);
}

gboolean
xq_session_can_resign (XqSession *self)
{
  g_return_val_if_fail (XQ_IS_SESSION (self), FALSE);

  return xq_match_get_state (self->match) == XQ_MATCH_PLAYING && xq_session_people_play (self);
}

gboolean
xq_session_resign (XqSession *self,
                   GError   **error)
{
  g_return_val_if_fail (XQ_IS_SESSION (self), FALSE);

  return xq_match_resign (self->match, xq_session_user_side (self), error);
}

/* The variation the cursor lies in: its nearest ancestor-or-self that is
 * not a first child, or NULL on the main line. */
static XqGameNode *
xq_session_cursor_variation (XqSession *self)
{
  XqGameNode *node = xq_game_get_cursor (self->game);

  while (node != NULL && !xq_game_node_starts_variation (node))
    node = xq_game_node_get_parent (node);
  return node;
}

gboolean
xq_session_can_edit_variation (XqSession    *self,
                               XqVariationEdit edit)
{
  XqGameNode *variation, *cursor;
  guint index, n;

  g_return_val_if_fail (XQ_IS_SESSION (self), FALSE);

  cursor = xq_game_get_cursor (self->game);
  variation = xq_session_cursor_variation (self);
  index = variation ? xq_game_node_get_index (variation) : 0;
  n = variation ? xq_game_node_get_n_children (xq_game_node_get_parent (variation)) : 0;
  switch (edit)
    {
    case XQ_VARIATION_DELETE_REST:
      return xq_game_node_get_n_children (cursor) > 0;
    case XQ_VARIATION_UP:
      return variation != NULL && index > 1;
    case XQ_VARIATION_DOWN:
      return variation != NULL && index + 1 < n;
    case XQ_VARIATION_PROMOTE:
    case XQ_VARIATION_MAKE_MAIN_LINE:
    case XQ_VARIATION_DELETE:
    default:
      return variation != NULL;
    }
}

gboolean
xq_session_edit_variation (XqSession      *self,
                           XqVariationEdit edit,
                           GError        **error)
{
  XqGameNode *variation, *cursor;
  gboolean changed = FALSE;

  g_return_val_if_fail (XQ_IS_SESSION (self), FALSE);

  if (!xq_session_can_edit_variation (self, edit))
    return TRUE;
  cursor = xq_game_get_cursor (self->game);
  variation = xq_session_cursor_variation (self);
  switch (edit)
    {
    case XQ_VARIATION_DELETE_REST:
      changed = xq_game_truncate_after (self->game, cursor);
      break;
    case XQ_VARIATION_PROMOTE:
      changed = xq_game_promote_variation (self->game, cursor);
      break;
    case XQ_VARIATION_MAKE_MAIN_LINE:
      changed = xq_game_make_main_line (self->game, cursor);
      break;
    case XQ_VARIATION_UP:
      changed = xq_game_reorder_node (self->game, variation, xq_game_node_get_index (variation) - 1);
      break;
    case XQ_VARIATION_DOWN:
      changed = xq_game_reorder_node (self->game, variation, xq_game_node_get_index (variation) + 1);
      break;
    case XQ_VARIATION_DELETE:
    default:
      changed = xq_game_delete_node (self->game, variation);
      break;
    }
  return !changed || xq_session_edit_done (self, error);
}

gboolean
xq_session_annotate (XqSession *self,
                     int        nag,
                     GError   **error)
{
  XqGameNode *cursor;
  guint8 kept[XQ_GAME_NODE_MAX_NAGS];
  guint n_nags, n_kept = 0;
  const guint8 *nags;

  g_return_val_if_fail (XQ_IS_SESSION (self), FALSE);

  cursor = xq_game_get_cursor (self->game);
  if (xq_game_node_get_parent (cursor) == NULL || nag < 0 || nag > XQ_NAG_DUBIOUS)
    return TRUE;
  if (nag > 0)
    xq_game_toggle_annotation (self->game, cursor, (guint) nag);
  else
    {
      nags = xq_game_node_get_nags (cursor, &n_nags);
      for (guint i = 0; i < n_nags && n_kept < G_N_ELEMENTS (kept); i++)
        if (xq_nag_to_symbol (nags[i]) == NULL)
          kept[n_kept++] = nags[i];
      if (n_kept == n_nags)
        return TRUE;
      xq_game_set_node_nags (self->game, cursor, kept, n_kept);
    }
  return xq_session_edit_done (self, error);
}
