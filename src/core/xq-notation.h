/* xq-notation.h — writing and reading moves: ICCS, WXF, Chinese (RULES §7)
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Files are numbered from the mover's right: red's 1 is ICCS file 'i', black's
 * 1 is ICCS file 'a'.  Two pieces of a kind on one file are told apart by
 * front/rear (front = nearer the enemy).  Advisors and elephants keep their
 * file even then (仕六进五 / 仕六退五, A6+5 / A6-5), as xqbase and most
 * programs write them: only the rear one can advance, only the front one
 * retreat.  Readers take either form.
 *
 *   WXF      R+.3 R-.3 (two on a file); soldiers: 3 on a file P+ P<file> P-,
 *            4 on a file ++ P+ P- --, 5 on a file ++ P+ P<file> P- --;
 *            several on two files: <file>+ <file><file> <file>- (3+.4, 33.4).
 *            Written: C2.5 H8+7 (ASCII, '.' for sideways).  Read: also '=',
 *            "+R"/"-R" for "R+"/"R-", B/N for E/H, either case, full-width.
 *   Chinese  前车进一 后车 (two on a file); soldiers: 前/中/后 for 2 or 3 on a
 *            file, 一二三四五 from the front for 4 or 5; when two files each
 *            hold several soldiers, they are numbered together (xqbase):
 *            files from the mover's right, then front to back.  Red writes
 *            file numbers 一…九, black １…９ (or 1…9 with
 *            XQ_NOTATION_ASCII_DIGITS); markers 一…五 are Chinese for both.
 *            Read: simplified or traditional characters (帥將俥傌車馬砲包進後…),
 *            ASCII, full-width or Chinese numerals for either side, and the
 *            piece-first marker form 车前平三.
 *   Short    §7.5 简写: piece, from file, destination file for sideways and
 *            diagonal moves (炮25, 马87); for straight moves of the chariot,
 *            cannon, king and soldier, 进/退 and the number of points (车1进4).
 *            Arabic ASCII digits for both sides; 前/后… as in full notation
 *            (前车进1).  Not unique: write only.
 */
#pragma once

#include "xq-position.h"

typedef enum
{
  XQ_NOTATION_ICCS,          /* h2e2 */
  XQ_NOTATION_ICCS_DASH,     /* H2-E2 */
  XQ_NOTATION_WXF,           /* C2.5, H8+7, R+.3 … */
  XQ_NOTATION_CHINESE,       /* 炮二平五, 马８进７ (§7 full notation) */
  XQ_NOTATION_CHINESE_SHORT, /* 炮25 (§7.5 short notation; write only) */
  XQ_NOTATION_ANY            /* for parsing: try each notation */
} XqNotation;

typedef enum
{
  XQ_NOTATION_FLAGS_NONE = 0,
  XQ_NOTATION_TRADITIONAL = 1 << 0,  /* 帥將俥傌車馬砲包進後… when writing Chinese */
  XQ_NOTATION_ASCII_DIGITS = 1 << 1, /* black's files as 1…9, not full-width １…９ */
} XqNotationFlags;

/* Longest formatted move in bytes, with the terminating NUL. */
#define XQ_MOVE_TEXT_MAX 32

/* Writes @m (legal in @pos) in @notation into @buf (UTF-8, NUL-terminated).
 * Returns the length, or 0 when @m is not legal in @pos. */
size_t xq_move_format (const XqPosition *pos, XqMove m, XqNotation notation,
                       unsigned flags, char *buf, size_t size);

typedef enum
{
  XQ_PARSE_OK = 0,
  XQ_PARSE_SYNTAX,     /* not a move in that notation; err_offset says where */
  XQ_PARSE_NO_MATCH,   /* well-formed, but no legal move matches */
  XQ_PARSE_AMBIGUOUS,  /* well-formed, but several legal moves match */
} XqParseStatus;

/* Reads @text (UTF-8; leading/trailing spaces ignored) as a move of @pos in
 * @notation (XQ_NOTATION_ANY tries ICCS, WXF and Chinese).  On success
 * stores the move in *@out.  *@err_offset gets the byte offset at fault. */
XqParseStatus xq_move_parse (const XqPosition *pos, const char *text,
                             XqNotation notation, XqMove *out, size_t *err_offset);

/* The same against the legal moves @moves[0..@n_moves) of @pos, for callers
 * that already generated them (readers of long game records). */
XqParseStatus xq_move_parse_among (const XqPosition *pos, const XqMove *moves,
                                   size_t n_moves, const char *text,
                                   XqNotation notation, XqMove *out,
                                   size_t *err_offset);

/* An English sentence for @status (not translated: core has no gettext). */
const char *xq_parse_status_message (XqParseStatus status);
