/* xq-uci.h — the UCI (Pikafish dialect) and UCCI (ElephantEye dialect)
 * engine protocols over a pair of streams
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "xq-position.h"

#include <stdio.h>

typedef enum
{
  XQ_PROTOCOL_UCI,
  XQ_PROTOCOL_UCCI
} XqProtocol;

/* Reads commands from @in and answers on @out until "quit" or end of input.
 * The first "uci" or "ucci" command also selects the dialect (@protocol is
 * the one assumed before that).  At end of input a running search with a
 * limit finishes first; an infinite one is stopped.  Returns 0. */
int xq_uci_run (FILE *in, FILE *out, XqProtocol protocol);

/* ICCS coordinates as engines write them: "h2e2".  @rank_base is 0 for our
 * ranks 0–9 (Pikafish, UCCI), 1 for engines writing ranks 1–10
 * (fairy-stockfish).  @buf holds at least 8 bytes. */
void xq_uci_format_move (XqMove m, int rank_base, char *buf);
/* Reads such a move; returns XQ_MOVE_NONE when the text is no legal move of
 * @pos.  *@len, if given, gets the characters read. */
XqMove xq_uci_parse_move (const XqPosition *pos, const char *text, int rank_base,
                          size_t *len);
