/* xq-review.c — a game review: the engine's verdict on every move played
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * One search per position of the main line (n moves: n + 1 positions).  The
 * score of the move played is the score of the position it leads to, negated;
 * its loss is the best score minus that.  The worker queues one verdict per
 * move; the main context takes them off the queue and edits the game.
 */

#define G_LOG_DOMAIN "xq-review"

#include "config.h"

#include <glib/gi18n.h>

#include "xq-cancel-flag-private.h"
#include "xq-engine-player.h"
#include "xq-review.h"
#include "xq-search.h"

/* Transposition table of the review's search, in megabytes. */
static const size_t review_hash_mb = 32;

struct _XqReview
{
  GObject parent_instance;

  XqGame *game;
  gint64 movetime_ms;
  int depth;
  guint64 nodes;
  XqNotation notation;

  /* Of the running (or last) review: */
  GPtrArray *line;       /* main-line nodes, refs */
  GAsyncQueue *queue;    /* Verdict *, filled by the worker */
  XqColor first_side;    /* who plays the first move */
  guint done;
  guint total;
  gint64 time_left;
  gboolean running;
  XqReviewSummary summary[2];
  double loss_sum[2];
  GArray *scores;        /* int per ply of the line, red's view; G_MININT: not yet */
};

G_DEFINE_FINAL_TYPE (XqReview, xq_review, G_TYPE_OBJECT)

enum
{
  PROP_0,
  PROP_GAME,
  PROP_DONE,
  PROP_TOTAL,
  PROP_TIME_LEFT,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum
{
  PROGRESS,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* The engine's verdict on the move at index @index of the main line. */
typedef struct
{
  guint index;
  XqMove best;
  int best_score;        /* mover's view */
  int played_score;      /* mover's view */
  XqMove line[XQ_REVIEW_MAX_LINE];
  guint line_len;
  gint64 time_left;      /* ms */
} Verdict;

/* What the worker owns: copies, never the game. */
typedef struct
{
  XqPosition start;
  XqMove *moves;
  gsize n_moves;
  XqSearchLimits limits;
  XqCancelFlag stop;
  GAsyncQueue *queue;
  GMainContext *context;
  XqReview *self;        /* a ref, released on the main context */
} Job;

static void
job_free (gpointer data)
{
  Job *job = data;

  _xq_cancel_flag_clear (&job->stop);
  g_free (job->moves);
  g_async_queue_unref (job->queue);
  g_main_context_unref (job->context);
  g_object_unref (job->self);
  g_free (job);
}

/* The last complete principal variation of a search. */
typedef struct
{
  XqMove pv[XQ_REVIEW_MAX_LINE];
  guint len;
} LineCapture;

static void
capture_line (const XqSearchInfo *info, void *user_data)
{
  LineCapture *capture = user_data;

  if (info->multipv > 1 || info->bound != 0 || info->pv_len <= 0)
    return;
  capture->len = MIN ((guint) info->pv_len, XQ_REVIEW_MAX_LINE);
  for (guint i = 0; i < capture->len; i++)
    capture->pv[i] = info->pv[i];
}

/* ---- Main context ---- */

static int
cap_score (int score)
{
  return CLAMP (score, -XQ_REVIEW_SCORE_CAP, XQ_REVIEW_SCORE_CAP);
}

XqReviewMark
xq_review_mark_for_loss (int loss)
{
  if (loss >= XQ_REVIEW_BLUNDER_CP)
    return XQ_REVIEW_BLUNDER;
  if (loss >= XQ_REVIEW_MISTAKE_CP)
    return XQ_REVIEW_MISTAKE;
  if (loss >= XQ_REVIEW_INACCURACY_CP)
    return XQ_REVIEW_INACCURACY;
  return XQ_REVIEW_GOOD;
}

static char *
format_score (int score)
{
  int mate;

  if (xq_search_score_mate (score, &mate))
    return g_strdup_printf ("#%d", mate);
  return g_strdup_printf ("%+.2f", score / 100.0);
}

static gboolean
node_in_game (XqGame *game, XqGameNode *node)
{
  XqGameNode *root = xq_game_get_root (game);

  for (XqGameNode *n = node; n != NULL; n = xq_game_node_get_parent (n))
    if (n == root)
      return TRUE;
  return FALSE;
}

/* Marks @node with @nag in place of any move annotation it had. */
static void
mark_node (XqGame *game, XqGameNode *node, guint8 nag)
{
  guint8 nags[XQ_GAME_NODE_MAX_NAGS];
  guint n_old = 0, n = 0;
  const guint8 *old = xq_game_node_get_nags (node, &n_old);

  nags[n++] = nag;
  for (guint i = 0; i < n_old && n < G_N_ELEMENTS (nags); i++)
    if (old[i] > XQ_NAG_DUBIOUS)
      nags[n++] = old[i];
  xq_game_set_node_nags (game, node, nags, n);
}

/* The engine's line as a variation beside @node; the cursor stays. */
static void
add_line (XqGame *game, XqGameNode *node, const Verdict *v)
{
  XqGameNode *cursor = xq_game_get_cursor (game);

  xq_game_go_to (game, xq_game_node_get_parent (node));
  for (guint i = 0; i < v->line_len; i++)
    if (xq_game_play_move (game, v->line[i], NULL) == NULL)
      break;
  xq_game_go_to (game, cursor);
}

static void
comment_node (XqReview *self, XqGameNode *node, const Verdict *v)
{
  XqPosition before;
  char best[XQ_MOVE_TEXT_MAX];
  g_autofree char *best_score = format_score (v->best_score);
  g_autofree char *played_score = format_score (v->played_score);
  g_autofree char *text = NULL;
  const char *old = xq_game_node_get_comment (node);

  xq_game_get_position_at (self->game, xq_game_node_get_parent (node), &before);
  xq_move_format (&before, v->best, self->notation, XQ_NOTATION_FLAGS_NONE, best, sizeof best);
  /* TRANSLATORS: a review's comment on a move: the engine's best move with
   * its score, then the score of the move played (in pawns, or #N: mate) */
  text = g_strdup_printf (_("Best %s %s; played %s"), best, best_score, played_score);
  if (old != NULL && *old != '\0')
    {
      g_autofree char *both = g_strdup_printf ("%s %s", old, text);
      xq_game_set_node_comment (self->game, node, both);
    }
  else
    xq_game_set_node_comment (self->game, node, text);
}

static void
apply_verdict (XqReview *self, const Verdict *v)
{
  static const guint8 nag_of_mark[] = {
    [XQ_REVIEW_GOOD] = XQ_NAG_NONE,
    [XQ_REVIEW_INACCURACY] = XQ_NAG_DUBIOUS,
    [XQ_REVIEW_MISTAKE] = XQ_NAG_MISTAKE,
    [XQ_REVIEW_BLUNDER] = XQ_NAG_BLUNDER,
  };
  XqGameNode *node = g_ptr_array_index (self->line, v->index);
  XqColor mover = (XqColor) (self->first_side ^ (v->index & 1));
  XqReviewSummary *sum = &self->summary[mover];
  int loss = MAX (0, cap_score (v->best_score) - cap_score (v->played_score));
  XqReviewMark mark = xq_review_mark_for_loss (loss);

  sum->moves++;
  self->loss_sum[mover] += loss;
  sum->average_loss = self->loss_sum[mover] / sum->moves;
  sum->inaccuracies += mark == XQ_REVIEW_INACCURACY;
  sum->mistakes += mark == XQ_REVIEW_MISTAKE;
  sum->blunders += mark == XQ_REVIEW_BLUNDER;
  g_array_index (self->scores, int, v->index) = mover == XQ_RED ? v->best_score : -v->best_score;
  g_array_index (self->scores, int, v->index + 1) = mover == XQ_RED ? v->played_score : -v->played_score;

  if (mark != XQ_REVIEW_GOOD && node_in_game (self->game, node))
    {
      mark_node (self->game, node, nag_of_mark[mark]);
      comment_node (self, node, v);
      add_line (self->game, node, v);
    }

  self->done = v->index + 1;
  self->time_left = v->time_left;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_DONE]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TIME_LEFT]);
  g_signal_emit (self, signals[PROGRESS], 0, self->done, self->total, self->time_left);
}

static void
drain_queue (XqReview *self)
{
  Verdict *v;

  if (self->queue == NULL)
    return;
  while ((v = g_async_queue_try_pop (self->queue)) != NULL)
    {
      apply_verdict (self, v);
      g_free (v);
    }
}

static gboolean
on_verdicts (gpointer data)
{
  drain_queue (XQ_REVIEW (data));
  return G_SOURCE_REMOVE;
}

/* ---- Worker ---- */

static void
send_verdict (Job *job, Verdict *v)
{
  g_async_queue_push (job->queue, v);
  g_main_context_invoke_full (job->context, G_PRIORITY_DEFAULT, on_verdicts,
                              g_object_ref (job->self), g_object_unref);
}

static void
review_thread (GTask        *task,
               gpointer      source_object,
               gpointer      task_data,
               GCancellable *cancellable)
{
  Job *job = task_data;
  XqSearch *search = xq_search_new (review_hash_mb);
  gint64 t0 = g_get_monotonic_time ();
  Verdict prev = { 0 };

  if (search == NULL)
    {
      g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_FAILED,
                               _("Not enough memory for the engine"));
      return;
    }
  for (gsize i = 0; i <= job->n_moves && !atomic_load (&job->stop.raised); i++)
    {
      XqSearchResult result = { 0 };
      LineCapture capture = { .len = 0 };
      int score;

      xq_search_set_info_func (search, capture_line, &capture);
      xq_search_run (search, &job->start, job->moves, i, &job->limits, &job->stop.raised, &result);
      if (atomic_load (&job->stop.raised))
        break;
      score = result.best == XQ_MOVE_NONE ? -XQ_SCORE_MATE : result.score;
      if (i > 0)
        {
          Verdict *v = g_memdup2 (&prev, sizeof prev);
          gint64 spent = g_get_monotonic_time () - t0;

          v->index = (guint) i - 1;
          v->played_score = job->moves[i - 1] == prev.best ? prev.best_score : -score;
          v->time_left = spent / 1000 / (gint64) (i + 1) * (gint64) (job->n_moves - i);
          send_verdict (job, v);
        }
      prev.best = result.best;
      prev.best_score = score;
      if (capture.len > 0 && capture.pv[0] == result.best)
        {
          prev.line_len = capture.len;
          memcpy (prev.line, capture.pv, capture.len * sizeof (XqMove));
        }
      else
        {
          prev.line_len = result.best == XQ_MOVE_NONE ? 0 : 1;
          prev.line[0] = result.best;
        }
    }
  xq_search_free (search);
  if (atomic_load (&job->stop.raised) || g_cancellable_is_cancelled (cancellable))
    g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_CANCELLED,
                             _("The review was cancelled"));
  else
    g_task_return_boolean (task, TRUE);
}

void
xq_review_run_async (XqReview            *self,
                     GCancellable        *cancellable,
                     GAsyncReadyCallback  callback,
                     gpointer             user_data)
{
  g_autoptr (GTask) task = NULL;
  XqGameNode *node;
  Job *job;
  const char *reason;

  g_return_if_fail (XQ_IS_REVIEW (self));
  g_return_if_fail (cancellable == NULL || G_IS_CANCELLABLE (cancellable));

  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, xq_review_run_async);
  g_task_set_name (task, "xq-review");
  if (self->running)
    {
      g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_PENDING,
                               _("A review is already running"));
      return;
    }

  job = g_new0 (Job, 1);
  job->start = *xq_game_get_start_position (self->game);
  g_clear_pointer (&self->line, g_ptr_array_unref);
  self->line = g_ptr_array_new_with_free_func (g_object_unref);
  for (node = xq_game_node_get_child (xq_game_get_root (self->game), 0); node != NULL;
       node = xq_game_node_get_child (node, 0))
    g_ptr_array_add (self->line, g_object_ref (node));
  job->n_moves = self->line->len;
  job->moves = g_new (XqMove, MAX (job->n_moves, 1));
  for (guint i = 0; i < self->line->len; i++)
    job->moves[i] = xq_game_node_get_move (self->line->pdata[i]);
  xq_search_limits_init (&job->limits);
  job->limits.infinite = false;
  job->limits.depth = self->depth;
  job->limits.nodes = self->nodes;
  job->limits.movetime_ms = self->movetime_ms;
  _xq_cancel_flag_init (&job->stop);
  g_clear_pointer (&self->queue, g_async_queue_unref);
  self->queue = g_async_queue_new_full (g_free);
  job->queue = g_async_queue_ref (self->queue);
  job->context = g_main_context_ref_thread_default ();
  job->self = g_object_ref (self);
  g_task_set_task_data (task, job, job_free);

  self->first_side = (XqColor) job->start.side;
  memset (self->summary, 0, sizeof self->summary);
  memset (self->loss_sum, 0, sizeof self->loss_sum);
  self->done = 0;
  self->total = job->n_moves;
  g_array_set_size (self->scores, 0);
  for (gsize i = 0; i <= job->n_moves; i++)
    {
      int unknown = G_MININT;

      g_array_append_val (self->scores, unknown);
    }
  self->time_left = -1;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_DONE]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TOTAL]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TIME_LEFT]);

  reason = xq_engine_player_cannot_play (&job->start);
  if (reason != NULL)
    {
      g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED, "%s", reason);
      return;
    }
  self->running = TRUE;
  _xq_cancel_flag_watch (&job->stop, cancellable);
  g_task_run_in_thread (task, review_thread);
}

gboolean
xq_review_run_finish (XqReview      *self,
                      GAsyncResult  *result,
                      GError       **error)
{
  gboolean ok;

  g_return_val_if_fail (XQ_IS_REVIEW (self), FALSE);
  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);

  ok = g_task_propagate_boolean (G_TASK (result), error);
  if (g_task_get_task_data (G_TASK (result)) == NULL)
    return ok;     /* refused: another review runs */
  /* Verdicts the main loop has not applied yet: apply them before saying
   * the review is over. */
  drain_queue (self);
  self->running = FALSE;
  if (ok)
    {
      Job *job = g_task_get_task_data (G_TASK (result));
      g_autofree char *limit = NULL;
      g_autofree char *annotator = NULL;

      if (job->limits.depth > 0)
        limit = g_strdup_printf (_("depth %d"), job->limits.depth);
      else if (job->limits.nodes > 0)
        {
          g_autofree char *n = g_strdup_printf ("%" G_GUINT64_FORMAT, job->limits.nodes);
          limit = g_strdup_printf (_("%s nodes"), n);
        }
      else
        limit = g_strdup_printf (_("%.1f s a move"), job->limits.movetime_ms / 1000.0);
      /* TRANSLATORS: the Annotator tag of a reviewed game; %s: the limit of
       * each search, e.g. "depth 8" or "0.3 s a move" */
      annotator = g_strdup_printf (_("Xiangqi engine review, %s"), limit);
      xq_game_edit_tag (self->game, "Annotator", annotator);
    }
  return ok;
}

/* ---- The object ---- */

XqReview *
xq_review_new (XqGame *game)
{
  g_return_val_if_fail (XQ_IS_GAME (game), NULL);

  return g_object_new (XQ_TYPE_REVIEW, "game", game, NULL);
}

XqGame *
xq_review_get_game (XqReview *self)
{
  g_return_val_if_fail (XQ_IS_REVIEW (self), NULL);

  return self->game;
}

static void
set_limits (XqReview *self, gint64 ms, int depth, guint64 nodes)
{
  g_return_if_fail (!self->running);

  self->movetime_ms = ms;
  self->depth = depth;
  self->nodes = nodes;
}

void
xq_review_set_movetime (XqReview *self, gint64 ms)
{
  g_return_if_fail (XQ_IS_REVIEW (self));
  g_return_if_fail (ms > 0);

  set_limits (self, ms, 0, 0);
}

void
xq_review_set_depth (XqReview *self, int depth)
{
  g_return_if_fail (XQ_IS_REVIEW (self));
  g_return_if_fail (depth > 0 && depth < XQ_SEARCH_MAX_PLY);

  set_limits (self, 0, depth, 0);
}

void
xq_review_set_nodes (XqReview *self, guint64 nodes)
{
  g_return_if_fail (XQ_IS_REVIEW (self));
  g_return_if_fail (nodes > 0);

  set_limits (self, 0, 0, nodes);
}

void
xq_review_set_notation (XqReview *self, XqNotation notation)
{
  g_return_if_fail (XQ_IS_REVIEW (self));

  self->notation = notation;
}

guint
xq_review_get_done (XqReview *self)
{
  g_return_val_if_fail (XQ_IS_REVIEW (self), 0);

  return self->done;
}

guint
xq_review_get_total (XqReview *self)
{
  g_return_val_if_fail (XQ_IS_REVIEW (self), 0);

  return self->total;
}

gint64
xq_review_get_time_left (XqReview *self)
{
  g_return_val_if_fail (XQ_IS_REVIEW (self), -1);

  return self->time_left;
}

gboolean
xq_review_is_running (XqReview *self)
{
  g_return_val_if_fail (XQ_IS_REVIEW (self), FALSE);

  return self->running;
}

void
xq_review_get_summary (XqReview        *self,
                       XqColor          side,
                       XqReviewSummary *out)
{
  g_return_if_fail (XQ_IS_REVIEW (self));
  g_return_if_fail (side == XQ_RED || side == XQ_BLACK);
  g_return_if_fail (out != NULL);

  *out = self->summary[side];
}

gboolean
xq_review_get_score (XqReview *self,
                     guint     ply,
                     int      *red_score)
{
  int score;

  g_return_val_if_fail (XQ_IS_REVIEW (self), FALSE);

  if (ply >= self->scores->len)
    return FALSE;
  score = g_array_index (self->scores, int, ply);
  if (score == G_MININT)
    return FALSE;
  if (red_score != NULL)
    *red_score = score;
  return TRUE;
}

static void
xq_review_finalize (GObject *object)
{
  XqReview *self = XQ_REVIEW (object);

  g_clear_pointer (&self->scores, g_array_unref);
  g_clear_pointer (&self->line, g_ptr_array_unref);
  g_clear_pointer (&self->queue, g_async_queue_unref);
  g_clear_object (&self->game);

  G_OBJECT_CLASS (xq_review_parent_class)->finalize (object);
}

static void
xq_review_get_property (GObject    *object,
                        guint       prop_id,
                        GValue     *value,
                        GParamSpec *pspec)
{
  XqReview *self = XQ_REVIEW (object);

  switch (prop_id)
    {
    case PROP_GAME:
      g_value_set_object (value, self->game);
      break;
    case PROP_DONE:
      g_value_set_uint (value, self->done);
      break;
    case PROP_TOTAL:
      g_value_set_uint (value, self->total);
      break;
    case PROP_TIME_LEFT:
      g_value_set_int64 (value, self->time_left);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
xq_review_set_property (GObject      *object,
                        guint         prop_id,
                        const GValue *value,
                        GParamSpec   *pspec)
{
  XqReview *self = XQ_REVIEW (object);

  switch (prop_id)
    {
    case PROP_GAME:
      self->game = g_value_dup_object (value);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
xq_review_class_init (XqReviewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = xq_review_finalize;
  object_class->get_property = xq_review_get_property;
  object_class->set_property = xq_review_set_property;

  properties[PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL, XQ_TYPE_GAME,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  properties[PROP_DONE] =
    g_param_spec_uint ("done", NULL, NULL, 0, G_MAXUINT, 0,
                       G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_TOTAL] =
    g_param_spec_uint ("total", NULL, NULL, 0, G_MAXUINT, 0,
                       G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_TIME_LEFT] =
    g_param_spec_int64 ("time-left", NULL, NULL, -1, G_MAXINT64, -1,
                        G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * XqReview::progress:
   * @done: moves reviewed
   * @total: moves to review
   * @time_left: estimated ms left
   *
   * After each move's verdict is applied to the game.
   */
  signals[PROGRESS] =
    g_signal_new ("progress", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 3, G_TYPE_UINT, G_TYPE_UINT, G_TYPE_INT64);
}

static void
xq_review_init (XqReview *self)
{
  self->movetime_ms = 1000;
  self->notation = XQ_NOTATION_CHINESE;
  self->time_left = -1;
  self->scores = g_array_new (FALSE, FALSE, sizeof (int));
}
