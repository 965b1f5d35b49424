/* xq-notation.h — writing and reading moves: ICCS, WXF, Chinese (RULES §7)
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "xq-position.h"

typedef enum
{
  XQ_NOTATION_ICCS,          /* h2e2 */
  XQ_NOTATION_ICCS_DASH,     /* H2-E2 */
  XQ_NOTATION_WXF,           /* C2.5, H8+7, +R.3 … */
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

const char *xq_parse_status_message (XqParseStatus status);
