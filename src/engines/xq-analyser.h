/* xq-analyser.h — continuous analysis of one position by the engine
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * An XqAnalyser searches the position it was last given, without a limit, in
 * a worker thread of its own, and reports the engine's best lines (1 to
 * XQ_SEARCH_MAX_MULTIPV) on the main context as they deepen.  Setting a new
 * position stops the running search and starts anew; it never waits for the
 * worker.  "lines-changed" is emitted at most every
 * XQ_ANALYSER_THROTTLE_MS, except for the first lines of a new position,
 * which come at once.
 */
#pragma once

#include <gio/gio.h>

#include "xq-game.h"
#include "xq-position.h"
#include "xq-search.h"
#include "xq-engine-client.h"

G_BEGIN_DECLS

/* The least time between two "lines-changed" of one position (ms). */
#define XQ_ANALYSER_THROTTLE_MS 100
/* The most moves of a line kept. */
#define XQ_ANALYSER_MAX_PV 16

/* One of the engine's best lines, scores from the side to move's view. */
typedef struct
{
  int depth;
  int score;             /* centipawns (or a mate score, see is_mate) */
  gboolean is_mate;
  int mate;              /* moves to mate; negative: the side to move is mated */
  guint64 nodes;
  guint64 nps;
  XqMove pv[XQ_ANALYSER_MAX_PV];
  guint pv_len;
} XqAnalysisLine;

#define XQ_TYPE_ANALYSER (xq_analyser_get_type ())
G_DECLARE_FINAL_TYPE (XqAnalyser, xq_analyser, XQ, ANALYSER, GObject)

XqAnalyser  *xq_analyser_new            (void);

/* Lines to find, 1 to XQ_SEARCH_MAX_MULTIPV (default 1); a change restarts
 * the search of the current position. */
void         xq_analyser_set_multipv    (XqAnalyser *self,
                                         guint       multipv);
guint        xq_analyser_get_multipv    (XqAnalyser *self);

/* Analyses the position reached from @start by @moves (legal moves, the game
 * so far: the repetition rules need it).  Lines of the previous position are
 * forgotten at once.  Returns at once. */
void         xq_analyser_set_position   (XqAnalyser       *self,
                                         const XqPosition *start,
                                         const XqMove     *moves,
                                         gsize             n_moves);
/* The same for the position at @node of @game, with the moves that lead
 * there from the game's start. */
void         xq_analyser_set_node       (XqAnalyser *self,
                                         XqGame     *game,
                                         XqGameNode *node);
/* Stops the search (the lines found stay); set_position starts again. */
void         xq_analyser_stop           (XqAnalyser *self);
gboolean     xq_analyser_is_running     (XqAnalyser *self);

/* The position analysed (undefined before set_position). */
const XqPosition *xq_analyser_get_position (XqAnalyser *self);
/* The lines found so far for the current position, best first; NULL and 0
 * before the first. */
const XqAnalysisLine *xq_analyser_get_lines (XqAnalyser *self,
                                             guint      *n_lines);
/* Why the engine cannot analyse the position (translated), or NULL. */
const char  *xq_analyser_get_problem    (XqAnalyser *self);

/* Analyses with @engine (an external program; NULL: our own engine) from
 * the next position set on.  A fault of the engine shows as the problem. */
void         xq_analyser_set_engine     (XqAnalyser  *self,
                                         XqEngineClient *engine);
XqEngineClient *xq_analyser_get_engine     (XqAnalyser *self);

G_END_DECLS
