/* xq-cli.h — subcommands of the xiangqi-cli program
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each subcommand lives in its own cli-<name>.c file and is listed in the
 * table of xq-cli.c.  argv[0] is the subcommand's name.  A subcommand returns
 * the process exit status: 0 on success, 1 on a runtime failure, 2 on bad
 * usage or bad input (after printing why on stderr).
 */
#pragma once

#include "xq-position.h"

typedef int (*XqCliRun) (int argc, char **argv);

int xq_cli_perft (int argc, char **argv);
int xq_cli_divide (int argc, char **argv);
int xq_cli_moves (int argc, char **argv);
int xq_cli_info (int argc, char **argv);
int xq_cli_convert (int argc, char **argv);
int xq_cli_bench_load (int argc, char **argv);
int xq_cli_uci (int argc, char **argv);
int xq_cli_ucci (int argc, char **argv);
int xq_cli_bench (int argc, char **argv);
int xq_cli_match (int argc, char **argv);
int xq_cli_judge (int argc, char **argv);
int xq_cli_analyse (int argc, char **argv);
int xq_cli_review (int argc, char **argv);
int xq_cli_trainer (int argc, char **argv);
int xq_cli_opening (int argc, char **argv);
int xq_cli_diagram (int argc, char **argv);

/* Helpers shared by subcommands. */
/* Reads a FEN or the word "startpos"; prints the error and returns false. */
bool xq_cli_parse_fen (const char *text, XqPosition *pos);
/* For @command: @words, a FEN (or "startpos") and the ICCS moves played
 * from it.  Fills @start, the position @pos reached and the moves (to
 * free); returns 0, or the exit status after printing why. */
int xq_cli_read_game (const char *command, int n_words, char **words, XqPosition *start,
                      XqPosition *pos, XqMove **moves_out, size_t *n_moves);
/* A whole number in [@min, @max] written alone in @text (no message). */
bool xq_cli_parse_number (const char *text, long long min, long long max, long long *out);
/* Monotonic seconds. */
double xq_cli_now (void);
