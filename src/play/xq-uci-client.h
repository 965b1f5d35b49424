/* xq-uci-client.h — driving an external UCI or UCCI engine through pipes
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * POSIX only (fork, exec, pipes, poll).  Used by the match subcommand.
 */
#pragma once

#include "xq-position.h"

typedef struct _XqUciClient XqUciClient;

/* Starts @command (run by /bin/sh) and does the handshake ("uci" or, with
 * @ucci, "ucci").  An engine that offers the UCI_Variant option
 * (fairy-stockfish) is switched to xiangqi and read with ranks 1–10.
 * Returns NULL after printing why on stderr. */
XqUciClient *xq_uci_client_new (const char *command, bool ucci);
/* Sends "quit", waits a moment, then kills the process if needed. */
void xq_uci_client_free (XqUciClient *c);

/* The name the engine gave ("id name"), or the command. */
const char *xq_uci_client_name (const XqUciClient *c);
/* Sends "setoption" (in the dialect of the engine). */
void xq_uci_client_set_option (XqUciClient *c, const char *name, const char *value);
/* Starts a new game ("ucinewgame", then waits for "readyok"). */
void xq_uci_client_new_game (XqUciClient *c);

/* What an engine last reported while it searched ("info" lines). */
typedef struct
{
  uint64_t nodes;
  int64_t time_ms;
  int depth;          /* 0 if never reported */
  bool has_score;
  bool mate;          /* score is moves to mate (negative: being mated) */
  int score;          /* centipawns, or moves to mate; for the side to move */
} XqUciReport;

/* Asks for a move in the position reached from @start by @moves, thinking
 * @movetime_ms (or searching to @depth when not 0, or @node_limit nodes
 * when not 0).  Returns the move (legal, or XQ_MOVE_NONE when the engine
 * answered none, an illegal move, or nothing in time).  *@report gets the
 * engine's last reported counts, depth and score (zeros if none). */
XqMove xq_uci_client_go (XqUciClient *c, const XqPosition *start, const XqMove *moves,
                         size_t n_moves, int64_t movetime_ms, uint64_t node_limit,
                         int depth, XqUciReport *report);
