/* xq-engine-client.h — an external UCI or UCCI engine run as a subprocess
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * XqEngineClient starts an engine program (GSubprocess) and talks to it with
 * non-blocking I/O: lines are read asynchronously on the thread-default
 * main context of the thread that created the client, so nothing ever
 * waits for the engine.  It speaks three dialects:
 *
 *  - UCI as Pikafish speaks it: ICCS-like squares, ranks 0–9 ("h2e2");
 *  - UCI with the UCI_Variant option set to xiangqi, as Fairy-Stockfish
 *    speaks it: squares a1–i10;
 *  - UCCI as ElephantEye speaks it ("ucci", "setoption NAME VALUE", the
 *    FEN of the last position before a capture and the moves since).
 *
 * Faults of the engine — it ends, it does not answer within its time and
 * a margin, it answers nonsense or an illegal move — fail the request
 * with an XQ_ENGINE_CLIENT_ERROR and stop the program; the caller's game is
 * never touched.
 *
 * One request (start, ready, go) at a time.  The sync variants run the
 * thread-default main context until theirs completes (for the CLI).
 */
#pragma once

#include <gio/gio.h>

#include "xq-position.h"

G_BEGIN_DECLS

#define XQ_ENGINE_CLIENT_ERROR (xq_engine_client_error_quark ())
GQuark xq_engine_client_error_quark (void);

typedef enum
{
  XQ_ENGINE_CLIENT_ERROR_START,        /* the program could not be started */
  XQ_ENGINE_CLIENT_ERROR_PROTOCOL,     /* it speaks neither UCI nor UCCI */
  XQ_ENGINE_CLIENT_ERROR_CRASHED,      /* it ended */
  XQ_ENGINE_CLIENT_ERROR_TIMEOUT,      /* no answer within its time + margin */
  XQ_ENGINE_CLIENT_ERROR_GARBAGE,      /* an answer that is no move */
  XQ_ENGINE_CLIENT_ERROR_ILLEGAL_MOVE, /* a move that is not legal */
  XQ_ENGINE_CLIENT_ERROR_NO_MOVE,      /* "bestmove (none)" where moves exist */
  XQ_ENGINE_CLIENT_ERROR_BUSY,         /* a request is already running */
} XqEngineClientError;

typedef enum
{
  XQ_ENGINE_PROTOCOL_AUTO = 0,  /* try UCI, then UCCI */
  XQ_ENGINE_PROTOCOL_UCI,
  XQ_ENGINE_PROTOCOL_UCCI,
} XqEngineProtocol;

typedef enum
{
  XQ_ENGINE_DIALECT_UCI = 0,      /* Pikafish: ranks 0–9 */
  XQ_ENGINE_DIALECT_UCI_VARIANT,  /* Fairy-Stockfish: UCI_Variant xiangqi, a1–i10 */
  XQ_ENGINE_DIALECT_UCCI,         /* ElephantEye */
} XqEngineDialect;

typedef enum
{
  XQ_ENGINE_OPTION_SPIN,
  XQ_ENGINE_OPTION_CHECK,
  XQ_ENGINE_OPTION_COMBO,
  XQ_ENGINE_OPTION_STRING,
  XQ_ENGINE_OPTION_BUTTON,
} XqEngineOptionType;

/* An option the engine offers ("option name … type …"). */
typedef struct
{
  char *name;
  XqEngineOptionType type;
  char *default_value;  /* NULL for buttons and when none was given */
  gint64 min, max;      /* spin */
  char **vars;          /* combo: the choices (NULL-terminated) */
} XqEngineOption;

#define XQ_ENGINE_MAX_PV 64

/* What an "info" line says (fields not given are 0 / FALSE). */
typedef struct
{
  int depth;
  int seldepth;
  int multipv;          /* 1 when not given */
  guint64 nodes;
  guint64 nps;
  gint64 time_ms;
  gboolean has_score;
  gboolean mate;        /* score is moves to mate (negative: being mated) */
  gboolean bound;       /* a lower or upper bound, not an exact score */
  int score;            /* centipawns or moves to mate, side to move's view */
  XqMove pv[XQ_ENGINE_MAX_PV];
  guint n_pv;
} XqEngineInfo;

/* How long to think.  Times in milliseconds. */
typedef struct
{
  gint64 time_left[2];  /* per side, -1: no clock */
  gint64 increment[2];
  guint moves_to_go;    /* 0: none */
  gint64 move_time;     /* fixed time per move (0: none) */
  int depth;            /* 0: none */
  guint64 nodes;        /* 0: none */
  gboolean infinite;    /* until cancelled (analysis) */
} XqEngineLimits;

/* Sets @limits to "nothing given". */
void xq_engine_limits_init (XqEngineLimits *limits);

/* The answer to "go". */
typedef struct
{
  XqMove best;          /* XQ_MOVE_NONE: "bestmove (none)" or "nobestmove" */
  XqMove ponder;
  gboolean resign;      /* UCCI "bestmove … resign" */
  gboolean draw;        /* UCCI "bestmove … draw": offers or accepts a draw */
  XqEngineInfo info;       /* the last report on the main line (multipv 1) */
} XqEngineResult;

#define XQ_TYPE_ENGINE_CLIENT (xq_engine_client_get_type ())
G_DECLARE_FINAL_TYPE (XqEngineClient, xq_engine_client, XQ, ENGINE_CLIENT, GObject)

/* Starts @argv (argv[0]: the program) and does the handshake in
 * @protocol, detecting the protocol and dialect with AUTO.  @margin_ms is
 * how long an engine may take beyond its time to answer (0: 5 s). */
void         xq_engine_client_new_async   (const char * const *argv,
                                           XqEngineProtocol    protocol,
                                           gint64              margin_ms,
                                           GCancellable       *cancellable,
                                           GAsyncReadyCallback callback,
                                           gpointer            user_data);
XqEngineClient *xq_engine_client_new_finish  (GAsyncResult       *result,
                                              GError            **error);
XqEngineClient *xq_engine_client_new_sync    (const char * const *argv,
                                              XqEngineProtocol    protocol,
                                              gint64              margin_ms,
                                              GError            **error);

XqEngineDialect  xq_engine_client_get_dialect (XqEngineClient *self);
/* "id name", or the program's file name. */
const char   *xq_engine_client_get_name    (XqEngineClient *self);
const char   *xq_engine_client_get_author  (XqEngineClient *self);
/* The options offered, in the engine's order. */
const XqEngineOption *xq_engine_client_get_options (XqEngineClient *self, guint *n_options);
const XqEngineOption *xq_engine_client_find_option (XqEngineClient *self, const char *name);

/* Sends "setoption" in the engine's dialect (@value NULL for a button). */
void         xq_engine_client_set_option  (XqEngineClient *self,
                                           const char  *name,
                                           const char  *value);
/* Sends each option of @options (an a{ss}: name → value, as the options
 * editor remembers them) that the engine offers and that is no button. */
void         xq_engine_client_set_options (XqEngineClient *self,
                                           GVariant    *options);

/* "ucinewgame" (UCI), then "isready" until "readyok". */
void         xq_engine_client_new_game_async  (XqEngineClient     *self,
                                               GCancellable       *cancellable,
                                               GAsyncReadyCallback callback,
                                               gpointer            user_data);
gboolean     xq_engine_client_new_game_finish (XqEngineClient     *self,
                                               GAsyncResult       *result,
                                               GError            **error);
gboolean     xq_engine_client_new_game_sync   (XqEngineClient     *self,
                                               GError            **error);

/* Searches the position reached from @start by @moves.  Every "info" line
 * is emitted as the ::info signal (with an XqEngineInfo *).  Cancelling sends
 * "stop" and completes with G_IO_ERROR_CANCELLED once the engine answered
 * (or was stopped for not answering). */
void         xq_engine_client_go_async    (XqEngineClient     *self,
                                           const XqPosition   *start,
                                           const XqMove       *moves,
                                           gsize               n_moves,
                                           const XqEngineLimits  *limits,
                                           GCancellable       *cancellable,
                                           GAsyncReadyCallback callback,
                                           gpointer            user_data);
gboolean     xq_engine_client_go_finish   (XqEngineClient     *self,
                                           GAsyncResult       *result,
                                           XqEngineResult     *out,
                                           GError            **error);
gboolean     xq_engine_client_go_sync     (XqEngineClient     *self,
                                           const XqPosition   *start,
                                           const XqMove       *moves,
                                           gsize               n_moves,
                                           const XqEngineLimits  *limits,
                                           XqEngineResult     *out,
                                           GError            **error);

/* Sends "quit", closes the engine's input and stops the program if it has
 * not ended after a moment.  Also done when the client is finalized. */
void         xq_engine_client_quit        (XqEngineClient *self);
/* The same, and waits (running the thread-default context) until the
 * program has ended. */
void         xq_engine_client_quit_sync   (XqEngineClient *self);
/* FALSE once the program ended or was stopped. */
gboolean     xq_engine_client_is_running  (XqEngineClient *self);

/* Parses the text after "info " (moves of the pv read from @pos in
 * @dialect); FALSE when it is no search report.  For tests. */
gboolean     xq_engine_parse_info      (const char       *text,
                                        const XqPosition *pos,
                                        XqEngineDialect   dialect,
                                        XqEngineInfo     *out);
/* Parses the text after "option "; FALSE when it is none.  For tests. */
gboolean     xq_engine_parse_option    (const char  *text,
                                        XqEngineOption *out);
void         xq_engine_option_clear    (XqEngineOption *option);

G_END_DECLS
