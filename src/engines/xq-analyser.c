/* xq-analyser.c — continuous analysis of one position by the engine
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * One worker thread per analyser, alive as long as the analyser, keeps one
 * search object (so its hash table helps the next position, usually a move
 * away) and waits for requests.  The analyser and its worker share a small
 * reference-counted state under a mutex: the request (a generation number
 * counts them), the stop flag the search polls, and the lines the worker
 * found.  The worker publishes a complete set of lines after each depth
 * (the first lines of a position as soon as they come) and schedules one
 * source on the main context that copies them out and emits
 * "lines-changed"; the analyser may go meanwhile, and such a source finds
 * no owner.  G_MESSAGES_DEBUG=xq-analyser prints the delay from a new
 * position to its first lines.
 */

#define G_LOG_DOMAIN "xq-analyser"

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "xq-analyser.h"
#include "xq-engine-player.h"
#include "xq-movegen.h"

/* Transposition table of the analysis, in megabytes. */
static const size_t analyser_hash_mb = 32;

typedef struct
{
  gatomicrefcount ref;
  GMutex lock;
  GCond cond;
  GMainContext *context;
  atomic_bool stop;          /* what the running search polls */

  /* Under the lock.  The request: */
  gboolean quit;
  gboolean pending;          /* a request waits for the worker */
  guint generation;          /* of the newest request */
  XqPosition start;
  XqMove *moves;
  gsize n_moves;
  guint lines;               /* lines the search gives: MultiPV, at most the legal moves */
  gint64 set_us;             /* when it was made */

  /* What the worker found for the newest request: */
  XqAnalysisLine building[XQ_SEARCH_MAX_MULTIPV];
  guint n_building;
  XqAnalysisLine published[XQ_SEARCH_MAX_MULTIPV];
  guint n_published;
  guint published_generation;
  GSource *source;           /* the pending delivery, or NULL */
  gint64 last_delivery_us;

  XqAnalyser *owner;         /* read and cleared on the main context only */
} Shared;

struct _XqAnalyser
{
  GObject parent_instance;

  Shared *shared;
  GThread *thread;
  guint multipv;
  gboolean running;
  gint64 set_us;             /* when the position was set */
  XqPosition start;
  GArray *moves;             /* XqMove: the current position's game */
  XqPosition position;
  const char *problem;
  XqAnalysisLine lines[XQ_SEARCH_MAX_MULTIPV];
  guint n_lines;

  /* An external engine instead of ours (see xq_analyser_set_engine()). */
  XqEngineClient *engine;
  GCancellable *engine_cancel;
  char *engine_problem;
  gint64 engine_emit_us;
};

G_DEFINE_FINAL_TYPE (XqAnalyser, xq_analyser, G_TYPE_OBJECT)

enum
{
  LINES_CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static Shared *
shared_ref (Shared *sh)
{
  g_atomic_ref_count_inc (&sh->ref);
  return sh;
}

static void
shared_unref (gpointer data)
{
  Shared *sh = data;

  if (!g_atomic_ref_count_dec (&sh->ref))
    return;
  g_mutex_clear (&sh->lock);
  g_cond_clear (&sh->cond);
  g_main_context_unref (sh->context);
  g_free (sh->moves);
  g_free (sh);
}

/* ---- Main context ---- */

static gboolean
deliver (gpointer data)
{
  Shared *sh = data;
  XqAnalyser *self;
  gboolean first;

  g_mutex_lock (&sh->lock);
  g_clear_pointer (&sh->source, g_source_unref);
  self = sh->owner;
  if (self == NULL || sh->published_generation != sh->generation)
    {
      g_mutex_unlock (&sh->lock);
      return G_SOURCE_REMOVE;
    }
  first = self->n_lines == 0;
  self->n_lines = sh->n_published;
  memcpy (self->lines, sh->published, sizeof self->lines);
  sh->last_delivery_us = g_get_monotonic_time ();
  g_mutex_unlock (&sh->lock);

  if (first)
    g_debug ("first line %.1f ms after the position was set",
             (g_get_monotonic_time () - self->set_us) / 1000.0);
  g_signal_emit (self, signals[LINES_CHANGED], 0);
  return G_SOURCE_REMOVE;
}

/* ---- Worker ---- */

typedef struct
{
  Shared *shared;
  guint generation;
  guint lines;
} InfoContext;

/* Under the lock: delivers the published lines soon, or at once when they
 * are the first of their position. */
static void
schedule_delivery (Shared *sh, gboolean first)
{
  gint64 wait_ms = 0;

  if (sh->source != NULL)
    return;
  if (!first)
    wait_ms = (sh->last_delivery_us + XQ_ANALYSER_THROTTLE_MS * 1000 - g_get_monotonic_time ()) / 1000;
  sh->source = wait_ms > 0 ? g_timeout_source_new ((guint) wait_ms) : g_idle_source_new ();
  /* The first lines of a position before anything else waiting. */
  g_source_set_priority (sh->source, first ? G_PRIORITY_HIGH : G_PRIORITY_DEFAULT);
  g_source_set_callback (sh->source, deliver, shared_ref (sh), shared_unref);
  g_source_set_static_name (sh->source, "xq-analyser");
  g_source_attach (sh->source, sh->context);
}

/* The search reports every line after each depth it completes, line 1
 * first: a set is published when it is whole (or, the first time, line by
 * line). */
static void
on_info (const XqSearchInfo *info, void *user_data)
{
  InfoContext *ic = user_data;
  Shared *sh = ic->shared;
  guint k = (guint) (info->multipv - 1);
  XqAnalysisLine *line;
  gboolean first;

  if (info->bound != 0 || info->multipv < 1 || k >= ic->lines)
    return;
  g_mutex_lock (&sh->lock);
  if (ic->generation != sh->generation)
    {
      g_mutex_unlock (&sh->lock);
      return;
    }
  if (k == 0)
    sh->n_building = 0;
  if (k != sh->n_building)
    {
      g_mutex_unlock (&sh->lock);
      return;
    }
  line = &sh->building[k];
  line->depth = info->depth;
  line->score = info->score;
  line->is_mate = info->is_mate;
  line->mate = info->mate;
  line->nodes = info->nodes;
  line->nps = info->nps;
  line->pv_len = (guint) CLAMP (info->pv_len, 0, XQ_ANALYSER_MAX_PV);
  memcpy (line->pv, info->pv, line->pv_len * sizeof (XqMove));
  sh->n_building = k + 1;

  first = sh->published_generation != sh->generation;
  if (first)
    g_debug ("worker: first line found %.1f ms after the position was set",
             (g_get_monotonic_time () - sh->set_us) / 1000.0);
  if (first || sh->n_building == ic->lines)
    {
      memcpy (sh->published, sh->building, sizeof sh->published);
      sh->n_published = sh->n_building;
      sh->published_generation = sh->generation;
      schedule_delivery (sh, first);
    }
  g_mutex_unlock (&sh->lock);
}

static gpointer
analyser_thread (gpointer data)
{
  Shared *sh = data;
  XqSearch *search = NULL;

  for (;;)
    {
      XqSearchLimits limits;
      XqSearchResult result;
      XqPosition start;
      g_autofree XqMove *moves = NULL;
      gsize n_moves;
      InfoContext ic = { .shared = sh };

      g_mutex_lock (&sh->lock);
      while (!sh->pending && !sh->quit)
        g_cond_wait (&sh->cond, &sh->lock);
      if (sh->quit)
        {
          g_mutex_unlock (&sh->lock);
          break;
        }
      sh->pending = FALSE;
      start = sh->start;
      moves = g_steal_pointer (&sh->moves);
      n_moves = sh->n_moves;
      ic.generation = sh->generation;
      ic.lines = sh->lines;
      atomic_store (&sh->stop, false);
      g_debug ("worker: search starts %.1f ms after the position was set",
               (g_get_monotonic_time () - sh->set_us) / 1000.0);
      g_mutex_unlock (&sh->lock);

      if (search == NULL)
        search = xq_search_new (analyser_hash_mb);
      if (search == NULL)
        break;
      xq_search_limits_init (&limits);
      limits.infinite = true;
      limits.multipv = (int) ic.lines;
      xq_search_set_info_func (search, on_info, &ic);
      xq_search_run (search, &start, moves, n_moves, &limits, &sh->stop, &result);
      xq_search_set_info_func (search, NULL, NULL);
    }
  g_clear_pointer (&search, xq_search_free);
  shared_unref (sh);
  return NULL;
}

/* ---- The object ---- */

XqAnalyser *
xq_analyser_new (void)
{
  return g_object_new (XQ_TYPE_ANALYSER, NULL);
}

/* ---- An external engine ---- */

/* Its "info" lines, as the lines of the pane (at most one signal per
 * XQ_ANALYSER_THROTTLE_MS). */
static void
on_external_info (XqEngineClient *client,
                  XqEngineInfo   *info,
                  gpointer     data)
{
  XqAnalyser *self = data;
  XqAnalysisLine *line;
  guint k = (guint) (info->multipv - 1);
  gint64 now = g_get_monotonic_time ();

  if (info->bound || info->multipv < 1 || k >= self->multipv || k > self->n_lines
      || !info->has_score || info->n_pv == 0)
    return;
  line = &self->lines[k];
  memset (line, 0, sizeof *line);
  line->depth = info->depth;
  line->is_mate = info->mate;
  line->mate = info->mate ? info->score : 0;
  line->score = !info->mate ? info->score
                : info->score > 0 ? XQ_SCORE_MATE - (2 * info->score - 1)
                                  : -XQ_SCORE_MATE - 2 * info->score;
  line->nodes = info->nodes;
  line->nps = info->nps;
  line->pv_len = MIN (info->n_pv, XQ_ANALYSER_MAX_PV);
  memcpy (line->pv, info->pv, line->pv_len * sizeof (XqMove));
  self->n_lines = MAX (self->n_lines, k + 1);
  if (now - self->engine_emit_us < XQ_ANALYSER_THROTTLE_MS * 1000 && self->n_lines > 1)
    return;
  self->engine_emit_us = now;
  g_signal_emit (self, signals[LINES_CHANGED], 0);
}

static void
on_external_done (GObject      *source,
                  GAsyncResult *result,
                  gpointer      data)
{
  g_autoptr (XqAnalyser) self = data;
  g_autoptr (GError) error = NULL;

  if (xq_engine_client_go_finish (XQ_ENGINE_CLIENT (source), result, NULL, &error)
      || g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;
  /* The engine failed: say so in the pane. */
  g_free (self->engine_problem);
  self->engine_problem = g_strdup (error->message);
  self->problem = self->engine_problem;
  self->running = FALSE;
  g_signal_emit (self, signals[LINES_CHANGED], 0);
}

static void
restart_external (XqAnalyser *self,
                  guint       n_legal)
{
  g_autofree char *multipv = g_strdup_printf ("%u", MAX (MIN (self->multipv, n_legal), 1));
  XqEngineLimits limits;

  g_cancellable_cancel (self->engine_cancel);
  g_clear_object (&self->engine_cancel);
  self->running = self->problem == NULL && xq_engine_client_is_running (self->engine);
  if (self->problem == NULL && !self->running)
    self->problem = self->engine_problem != NULL ? self->engine_problem
                                                 : _("The engine has stopped");
  if (self->running)
    {
      if (xq_engine_client_find_option (self->engine, "MultiPV") != NULL)
        xq_engine_client_set_option (self->engine, "MultiPV", multipv);
      xq_engine_limits_init (&limits);
      limits.infinite = TRUE;
      self->engine_cancel = g_cancellable_new ();
      xq_engine_client_go_async (self->engine, &self->start, (const XqMove *) self->moves->data,
                                 self->moves->len, &limits, self->engine_cancel, on_external_done,
                                 g_object_ref (self));
    }
  g_signal_emit (self, signals[LINES_CHANGED], 0);
}

void
xq_analyser_set_engine (XqAnalyser  *self,
                        XqEngineClient *engine)
{
  g_return_if_fail (XQ_IS_ANALYSER (self));
  g_return_if_fail (engine == NULL || XQ_IS_ENGINE_CLIENT (engine));

  if (self->engine == engine)
    return;
  xq_analyser_stop (self);
  if (self->engine != NULL)
    g_signal_handlers_disconnect_by_func (self->engine, on_external_info, self);
  g_set_object (&self->engine, engine);
  g_clear_pointer (&self->engine_problem, g_free);
  if (engine != NULL)
    g_signal_connect (engine, "info", G_CALLBACK (on_external_info), self);
}

XqEngineClient *
xq_analyser_get_engine (XqAnalyser *self)
{
  g_return_val_if_fail (XQ_IS_ANALYSER (self), NULL);

  return self->engine;
}

static void
restart (XqAnalyser *self)
{
  Shared *sh = self->shared;
  XqMove legal[XQ_MAX_MOVES];
  guint n_legal = (guint) xq_generate_legal (&self->position, legal, XQ_MAX_MOVES);

  self->set_us = g_get_monotonic_time ();
  self->n_lines = 0;
  self->problem = self->engine != NULL ? NULL : xq_engine_player_cannot_play (&self->position);
  if (self->problem == NULL && n_legal == 0)
    self->problem = xq_position_in_check (&self->position)
                    ? _("Checkmate: the side to move has lost")
                    : _("No legal move: the side to move has lost");

  if (self->engine != NULL)
    {
      restart_external (self, n_legal);
      return;
    }

  g_mutex_lock (&sh->lock);
  sh->generation++;
  atomic_store (&sh->stop, true);
  sh->pending = self->problem == NULL;
  if (sh->pending)
    {
      sh->start = self->start;
      g_free (sh->moves);
      sh->moves = g_memdup2 (self->moves->data, MAX (self->moves->len, 1) * sizeof (XqMove));
      sh->n_moves = self->moves->len;
      sh->lines = MIN (self->multipv, n_legal);
      sh->n_building = 0;
      sh->set_us = self->set_us;
      g_cond_signal (&sh->cond);
    }
  /* Read under the lock: the worker takes the request (and clears
   * pending) as soon as the lock is let go. */
  self->running = sh->pending;
  g_mutex_unlock (&sh->lock);

  if (self->thread == NULL && self->running)
    self->thread = g_thread_new ("xq-analyser", analyser_thread, shared_ref (sh));
  g_signal_emit (self, signals[LINES_CHANGED], 0);
}

void
xq_analyser_set_position (XqAnalyser       *self,
                          const XqPosition *start,
                          const XqMove     *moves,
                          gsize             n_moves)
{
  g_return_if_fail (XQ_IS_ANALYSER (self));
  g_return_if_fail (start != NULL);
  g_return_if_fail (moves != NULL || n_moves == 0);

  self->start = *start;
  self->position = *start;
  g_array_set_size (self->moves, 0);
  for (gsize i = 0; i < n_moves; i++)
    {
      XqUndo undo;

      if (!xq_position_is_legal_move (&self->position, moves[i]))
        break;
      xq_position_make_move (&self->position, moves[i], &undo);
      g_array_append_val (self->moves, moves[i]);
    }
  restart (self);
}

void
xq_analyser_set_node (XqAnalyser *self,
                      XqGame     *game,
                      XqGameNode *node)
{
  g_autoptr (GArray) path = g_array_new (FALSE, FALSE, sizeof (XqMove));

  g_return_if_fail (XQ_IS_ANALYSER (self));
  g_return_if_fail (XQ_IS_GAME (game));
  g_return_if_fail (XQ_IS_GAME_NODE (node));

  /* Walking up gives the moves newest first. */
  for (; xq_game_node_get_parent (node) != NULL; node = xq_game_node_get_parent (node))
    {
      XqMove move = xq_game_node_get_move (node);

      g_array_prepend_val (path, move);
    }
  xq_analyser_set_position (self, xq_game_get_start_position (game),
                            (const XqMove *) path->data, path->len);
}

void
xq_analyser_stop (XqAnalyser *self)
{
  g_return_if_fail (XQ_IS_ANALYSER (self));

  g_cancellable_cancel (self->engine_cancel);
  g_clear_object (&self->engine_cancel);
  g_mutex_lock (&self->shared->lock);
  self->shared->pending = FALSE;
  atomic_store (&self->shared->stop, true);
  g_mutex_unlock (&self->shared->lock);
  self->running = FALSE;
}

gboolean
xq_analyser_is_running (XqAnalyser *self)
{
  g_return_val_if_fail (XQ_IS_ANALYSER (self), FALSE);

  return self->running;
}

void
xq_analyser_set_multipv (XqAnalyser *self,
                         guint       multipv)
{
  g_return_if_fail (XQ_IS_ANALYSER (self));
  g_return_if_fail (multipv >= 1 && multipv <= XQ_SEARCH_MAX_MULTIPV);

  if (self->multipv == multipv)
    return;
  self->multipv = multipv;
  if (self->running)
    restart (self);
}

guint
xq_analyser_get_multipv (XqAnalyser *self)
{
  g_return_val_if_fail (XQ_IS_ANALYSER (self), 1);

  return self->multipv;
}

const XqPosition *
xq_analyser_get_position (XqAnalyser *self)
{
  g_return_val_if_fail (XQ_IS_ANALYSER (self), NULL);

  return &self->position;
}

const XqAnalysisLine *
xq_analyser_get_lines (XqAnalyser *self,
                       guint      *n_lines)
{
  g_return_val_if_fail (XQ_IS_ANALYSER (self), NULL);
  g_return_val_if_fail (n_lines != NULL, NULL);

  *n_lines = self->n_lines;
  return self->n_lines > 0 ? self->lines : NULL;
}

const char *
xq_analyser_get_problem (XqAnalyser *self)
{
  g_return_val_if_fail (XQ_IS_ANALYSER (self), NULL);

  return self->problem;
}

/* Stops the worker and waits for it: the search polls its stop flag often,
 * so this takes a moment, and nothing of the analyser outlives it. */
static void
xq_analyser_dispose (GObject *object)
{
  XqAnalyser *self = XQ_ANALYSER (object);
  Shared *sh = self->shared;

  if (sh != NULL)
    xq_analyser_set_engine (self, NULL);
  if (sh != NULL)
    {
      g_mutex_lock (&sh->lock);
      sh->owner = NULL;
      sh->quit = TRUE;
      atomic_store (&sh->stop, true);
      g_cond_signal (&sh->cond);
      g_mutex_unlock (&sh->lock);
      if (self->thread != NULL)
        g_thread_join (g_steal_pointer (&self->thread));
      /* A delivery not made yet would keep the state alive. */
      g_mutex_lock (&sh->lock);
      if (sh->source != NULL)
        g_source_destroy (sh->source);
      g_clear_pointer (&sh->source, g_source_unref);
      g_mutex_unlock (&sh->lock);
      g_clear_pointer (&self->shared, shared_unref);
    }
  self->running = FALSE;

  G_OBJECT_CLASS (xq_analyser_parent_class)->dispose (object);
}

static void
xq_analyser_finalize (GObject *object)
{
  XqAnalyser *self = XQ_ANALYSER (object);

  g_clear_pointer (&self->moves, g_array_unref);
  g_free (self->engine_problem);

  G_OBJECT_CLASS (xq_analyser_parent_class)->finalize (object);
}

static void
xq_analyser_class_init (XqAnalyserClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = xq_analyser_dispose;
  object_class->finalize = xq_analyser_finalize;

  /**
   * XqAnalyser::lines-changed:
   *
   * The lines of the position analysed changed: deeper ones came, or a new
   * position was set (then there are none until its first come).
   */
  signals[LINES_CHANGED] =
    g_signal_new ("lines-changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
xq_analyser_init (XqAnalyser *self)
{
  Shared *sh = g_new0 (Shared, 1);

  g_atomic_ref_count_init (&sh->ref);
  g_mutex_init (&sh->lock);
  g_cond_init (&sh->cond);
  sh->context = g_main_context_ref_thread_default ();
  sh->owner = self;
  self->shared = sh;
  self->multipv = 1;
  self->moves = g_array_new (FALSE, FALSE, sizeof (XqMove));
}
