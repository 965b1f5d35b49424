/* xq-review.h — a game review: the engine's verdict on every move played
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * An XqReview searches every position of a game's main line in a worker
 * thread (the game itself is never touched there: its start position and
 * moves are copied in) and, on the main context, marks each move by what it
 * lost against the engine's best in the mover's view, adds the better move
 * with its line as a variation, comments both scores, and writes an
 * Annotator tag when the review is complete.
 */
#pragma once

#include <gio/gio.h>

#include "xq-game.h"

G_BEGIN_DECLS

/* Losses, in centipawns from the mover's view, that mark a move.  A move
 * that loses at least XQ_REVIEW_BLUNDER_CP is a blunder (??, NAG $4), at
 * least XQ_REVIEW_MISTAKE_CP a mistake (?, $2), at least
 * XQ_REVIEW_INACCURACY_CP an inaccuracy (?!, $6).  Scores are first capped
 * at ±XQ_REVIEW_SCORE_CAP, so a mate missed in a won position, or a mate
 * allowed in a lost one, is no blunder. */
#define XQ_REVIEW_INACCURACY_CP 60
#define XQ_REVIEW_MISTAKE_CP 150
#define XQ_REVIEW_BLUNDER_CP 300
#define XQ_REVIEW_SCORE_CAP 1500

/* The most moves of the engine's line kept in a variation. */
#define XQ_REVIEW_MAX_LINE 8

typedef enum
{
  XQ_REVIEW_GOOD,
  XQ_REVIEW_INACCURACY,
  XQ_REVIEW_MISTAKE,
  XQ_REVIEW_BLUNDER,
} XqReviewMark;

/* The marks of one side's moves. */
typedef struct
{
  guint moves;           /* moves reviewed */
  guint inaccuracies;
  guint mistakes;
  guint blunders;
  double average_loss;   /* centipawns per move reviewed */
} XqReviewSummary;

#define XQ_TYPE_REVIEW (xq_review_get_type ())
G_DECLARE_FINAL_TYPE (XqReview, xq_review, XQ, REVIEW, GObject)

/* A review of @game's main line, 1 s a move until set otherwise. */
XqReview    *xq_review_new              (XqGame *game);
XqGame      *xq_review_get_game         (XqReview *self);
/* The limit of each search: a time (ms), a depth (plies) or a node count;
 * setting one clears the others.  Not while running. */
void         xq_review_set_movetime     (XqReview *self, gint64 ms);
void         xq_review_set_depth        (XqReview *self, int depth);
void         xq_review_set_nodes        (XqReview *self, guint64 nodes);
/* The notation of moves in comments (default Chinese). */
void         xq_review_set_notation     (XqReview *self, XqNotation notation);

/* Moves reviewed so far and moves to review ("done" and "total" notify). */
guint        xq_review_get_done         (XqReview *self);
guint        xq_review_get_total        (XqReview *self);
/* Estimated time left in ms, or -1 before the first move is done. */
gint64       xq_review_get_time_left    (XqReview *self);
gboolean     xq_review_is_running       (XqReview *self);

/* Reviews the main line as it is now.  Results are applied to the game as
 * they come, and "progress" (done, total, ms left) is emitted after each
 * move.  Cancelling stops the search; @callback then reports
 * G_IO_ERROR_CANCELLED (moves already marked stay marked).  One review at a
 * time: a second call while running fails with G_IO_ERROR_PENDING. */
void         xq_review_run_async        (XqReview            *self,
                                         GCancellable        *cancellable,
                                         GAsyncReadyCallback  callback,
                                         gpointer             user_data);
gboolean     xq_review_run_finish       (XqReview            *self,
                                         GAsyncResult        *result,
                                         GError             **error);

/* The score of the position after @ply moves of the main line reviewed (0:
 * the start), centipawns or a mate score from red's view; FALSE until the
 * review has searched it. */
gboolean     xq_review_get_score        (XqReview *self,
                                         guint     ply,
                                         int      *red_score);

/* The mark of a loss in centipawns. */
XqReviewMark xq_review_mark_for_loss    (int loss);
/* The summary of @side's moves (XQ_RED or XQ_BLACK) reviewed so far. */
void         xq_review_get_summary      (XqReview        *self,
                                         XqColor          side,
                                         XqReviewSummary *out);

G_END_DECLS
