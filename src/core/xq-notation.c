/* xq-notation.c — writing and reading moves: ICCS, WXF, Chinese (RULES §7)
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Writing: each notation names the moving piece by a designator (its file, or
 * its place among pieces of its kind on that file), a direction and a number.
 * Reading: the text is decoded into the same parts, then compared with every
 * legal move of the position: first against the designator the writer would
 * use ("strict"), then, when nothing matches, against any reasonable reading
 * of it ("lenient": e.g. A6+5 for one of two advisors on file 6).
 */
#include "xq-notation.h"
#include "xq-movegen.h"

#include <string.h>

/* ------------------------------------------------------------------------ */
/* Facts about a move: designator parts, direction, number                   */

typedef struct
{
  XqKind kind;
  XqColor color;
  int file;      /* 1..9 from the mover's right */
  int n;         /* pieces of this kind and colour on that file */
  int index;     /* 0 = front (nearest the enemy) */
  bool two_file; /* a soldier on one of two (or more) files holding several */
  int global;    /* index among the soldiers of those files (xqbase order) */
  int dir;       /* +1 forward (进), -1 back (退), 0 sideways (平) */
  int number;    /* destination file, or points moved */
} MoveFacts;

static int
file_number (XqColor color, int file)
{
  return color == XQ_RED ? 9 - file : file + 1;
}

/* Forwardness of a rank for @color: larger is nearer the enemy. */
static int
forward_rank (XqColor color, int rank)
{
  return color == XQ_RED ? rank : 9 - rank;
}

static bool
diagonal_mover (XqKind kind)
{
  return kind == XQ_ADVISOR || kind == XQ_ELEPHANT || kind == XQ_HORSE;
}

/* Number of pieces @piece on ICCS file @f. */
static int
count_on_file (const XqPosition *pos, XqPiece piece, int f)
{
  int n = 0;
  for (int r = 0; r < XQ_RANKS; r++)
    n += pos->board[XQ_SQ (f, r)] == piece;
  return n;
}

static void
move_facts (const XqPosition *pos, XqMove m, MoveFacts *mf)
{
  int from = XQ_MOVE_FROM (m), to = XQ_MOVE_TO (m);
  XqPiece piece = pos->board[from];
  XqColor c = (XqColor) XQ_PIECE_COLOR (piece);
  int f = XQ_FILE (from);
  int fr_from = forward_rank (c, XQ_RANK (from));
  int fr_to = forward_rank (c, XQ_RANK (to));

  mf->kind = XQ_PIECE_KIND (piece);
  mf->color = c;
  mf->file = file_number (c, f);
  mf->n = 0;
  mf->index = 0;
  for (int r = 0; r < XQ_RANKS; r++)
    if (pos->board[XQ_SQ (f, r)] == piece)
      {
        mf->n++;
        if (forward_rank (c, r) > fr_from)
          mf->index++;
      }

  mf->two_file = false;
  mf->global = 0;
  if (mf->kind == XQ_PAWN && mf->n >= 2)
    {
      int multi = 0, before = 0;
      /* Files in the mover's order (right to left), then front to back. */
      for (int num = 1; num <= 9; num++)
        {
          int ff = c == XQ_RED ? 9 - num : num - 1;
          int k = count_on_file (pos, piece, ff);
          if (k < 2)
            continue;
          multi++;
          if (num < mf->file)
            before += k;
        }
      if (multi >= 2)
        {
          mf->two_file = true;
          mf->global = before + mf->index;
        }
    }

  if (fr_to > fr_from)
    mf->dir = 1;
  else if (fr_to < fr_from)
    mf->dir = -1;
  else
    mf->dir = 0;
  if (mf->dir == 0 || diagonal_mover (mf->kind))
    mf->number = file_number (c, XQ_FILE (to));
  else
    mf->number = fr_to > fr_from ? fr_to - fr_from : fr_from - fr_to;
}

/* ------------------------------------------------------------------------ */
/* Output buffer                                                             */

typedef struct
{
  char text[XQ_MOVE_TEXT_MAX];
  size_t len;
} Out;

static void
out_str (Out *o, const char *s)
{
  size_t l = strlen (s);
  if (o->len + l < sizeof o->text)
    {
      memcpy (o->text + o->len, s, l);
      o->len += l;
      o->text[o->len] = '\0';
    }
}

static void
out_char (Out *o, char ch)
{
  char s[2] = { ch, '\0' };
  out_str (o, s);
}

/* ------------------------------------------------------------------------ */
/* Character tables                                                          */

static const char *const cn_numerals[10] = {
  "", "一", "二", "三", "四", "五", "六", "七", "八", "九"
};
static const char *const fullwidth_digits[10] = {
  "", "１", "２", "３", "４", "５", "６", "７", "８", "９"
};

/* [traditional][color][kind] */
static const char *const cn_pieces[2][2][XQ_N_KINDS] = {
  {
    { "", "帅", "仕", "相", "马", "车", "炮", "兵" },
    { "", "将", "士", "象", "马", "车", "炮", "卒" },
  },
  {
    { "", "帥", "仕", "相", "傌", "俥", "炮", "兵" },
    { "", "將", "士", "象", "馬", "車", "砲", "卒" },
  },
};

/* [traditional] */
static const char *const cn_front[2] = { "前", "前" };
static const char *const cn_middle[2] = { "中", "中" };
static const char *const cn_rear[2] = { "后", "後" };
static const char *const cn_forward[2] = { "进", "進" };
static const char *const cn_back[2] = { "退", "退" };
static const char *const cn_sideways[2] = { "平", "平" };

static const char wxf_letters[XQ_N_KINDS] = { '?', 'K', 'A', 'E', 'H', 'R', 'C', 'P' };

/* Every character the Chinese reader knows, by meaning. */
typedef enum
{
  CN_NONE,
  CN_PIECE,  /* value: XqKind */
  CN_DIGIT,  /* value: 1..9 (Chinese, ASCII and full-width numerals) */
  CN_FRONT,
  CN_MIDDLE,
  CN_REAR,
  CN_ACTION, /* value: +1, -1, 0 */
} CnClass;

typedef struct
{
  uint32_t cp; /* a C11 U'…' constant */
  CnClass cls;
  int value;
} CnChar;

static const CnChar cn_chars[] = {
  { U'帅', CN_PIECE, XQ_KING }, { U'帥', CN_PIECE, XQ_KING },
  { U'将', CN_PIECE, XQ_KING }, { U'將', CN_PIECE, XQ_KING },
  { U'仕', CN_PIECE, XQ_ADVISOR }, { U'士', CN_PIECE, XQ_ADVISOR },
  { U'相', CN_PIECE, XQ_ELEPHANT }, { U'象', CN_PIECE, XQ_ELEPHANT },
  { U'马', CN_PIECE, XQ_HORSE }, { U'馬', CN_PIECE, XQ_HORSE },
  { U'傌', CN_PIECE, XQ_HORSE }, { U'㐷', CN_PIECE, XQ_HORSE },
  { U'车', CN_PIECE, XQ_ROOK }, { U'車', CN_PIECE, XQ_ROOK },
  { U'俥', CN_PIECE, XQ_ROOK }, { U'伡', CN_PIECE, XQ_ROOK },
  { U'炮', CN_PIECE, XQ_CANNON }, { U'砲', CN_PIECE, XQ_CANNON },
  { U'包', CN_PIECE, XQ_CANNON }, { U'炰', CN_PIECE, XQ_CANNON },
  { U'兵', CN_PIECE, XQ_PAWN }, { U'卒', CN_PIECE, XQ_PAWN },
  { U'一', CN_DIGIT, 1 }, { U'二', CN_DIGIT, 2 }, { U'三', CN_DIGIT, 3 },
  { U'四', CN_DIGIT, 4 }, { U'五', CN_DIGIT, 5 }, { U'六', CN_DIGIT, 6 },
  { U'七', CN_DIGIT, 7 }, { U'八', CN_DIGIT, 8 }, { U'九', CN_DIGIT, 9 },
  { U'壹', CN_DIGIT, 1 }, { U'贰', CN_DIGIT, 2 }, { U'貳', CN_DIGIT, 2 },
  { U'叁', CN_DIGIT, 3 }, { U'參', CN_DIGIT, 3 }, { U'肆', CN_DIGIT, 4 },
  { U'伍', CN_DIGIT, 5 }, { U'陆', CN_DIGIT, 6 }, { U'陸', CN_DIGIT, 6 },
  { U'柒', CN_DIGIT, 7 }, { U'捌', CN_DIGIT, 8 }, { U'玖', CN_DIGIT, 9 },
  { U'前', CN_FRONT, 0 }, { U'中', CN_MIDDLE, 0 },
  { U'后', CN_REAR, 0 }, { U'後', CN_REAR, 0 },
  { U'进', CN_ACTION, 1 }, { U'進', CN_ACTION, 1 },
  { U'退', CN_ACTION, -1 }, { U'平', CN_ACTION, 0 },
};

/* ------------------------------------------------------------------------ */
/* UTF-8 decoding of the input                                               */

#define MAX_CHARS 24

typedef struct
{
  uint32_t cp[MAX_CHARS];
  size_t offset[MAX_CHARS + 1]; /* byte offset of each character; [len] = end */
  size_t len;
} Text;

/* Decodes one UTF-8 sequence; returns its length, 0 when invalid. */
static size_t
utf8_decode (const unsigned char *s, uint32_t *cp)
{
  if (s[0] < 0x80)
    {
      *cp = s[0];
      return 1;
    }
  size_t n;
  uint32_t c, min;
  if ((s[0] & 0xE0) == 0xC0)
    n = 2, c = s[0] & 0x1F, min = 0x80;
  else if ((s[0] & 0xF0) == 0xE0)
    n = 3, c = s[0] & 0x0F, min = 0x800;
  else if ((s[0] & 0xF8) == 0xF0)
    n = 4, c = s[0] & 0x07, min = 0x10000;
  else
    return 0;
  for (size_t i = 1; i < n; i++)
    {
      if ((s[i] & 0xC0) != 0x80)
        return 0;
      c = (c << 6) | (s[i] & 0x3F);
    }
  if (c < min || c > 0x10FFFF || (c >= 0xD800 && c <= 0xDFFF))
    return 0;
  *cp = c;
  return n;
}

/* Full-width forms (U+FF01..U+FF5E) and a few look-alikes become ASCII. */
static uint32_t
normalize_cp (uint32_t cp)
{
  if (cp >= 0xFF01 && cp <= 0xFF5E)
    return cp - 0xFEE0;
  switch (cp)
    {
    case 0x3000: /* ideographic space */
      return ' ';
    case 0x2212: /* minus sign */
    case 0x2010: /* hyphen */
    case 0x2013: /* en dash */
      return '-';
    case 0x30FB: /* katakana middle dot */
    case 0x00B7: /* middle dot */
      return '.';
    default:
      return cp;
    }
}

static bool
is_space_cp (uint32_t cp)
{
  return cp == ' ' || cp == '\t' || cp == '\n' || cp == '\r';
}

/* Splits @s into normalized characters without the surrounding spaces.
 * On failure returns false with *@err the byte offset at fault. */
static bool
text_decode (const char *s, Text *t, size_t *err)
{
  const unsigned char *u = (const unsigned char *) s;
  size_t pos = 0;
  bool started = false;

  t->len = 0;
  while (u[pos] != '\0')
    {
      uint32_t cp;
      size_t l = utf8_decode (u + pos, &cp);
      if (l == 0)
        {
          *err = pos;
          return false;
        }
      cp = normalize_cp (cp);
      if (is_space_cp (cp))
        {
          pos += l;
          continue;
        }
      if (started && t->len > 0 && t->offset[t->len] != pos)
        {
          /* A space inside the move. */
          *err = t->offset[t->len];
          return false;
        }
      if (t->len == MAX_CHARS)
        {
          *err = pos;
          return false;
        }
      started = true;
      t->cp[t->len] = cp;
      t->offset[t->len] = pos;
      t->len++;
      pos += l;
      t->offset[t->len] = pos;
    }
  if (t->len == 0)
    {
      *err = pos;
      return false;
    }
  return true;
}

static uint32_t
ascii_upper (uint32_t cp)
{
  return cp >= 'a' && cp <= 'z' ? cp - 32 : cp;
}

/* ------------------------------------------------------------------------ */
/* ICCS                                                                      */

static void
format_iccs (XqMove m, bool dash, Out *o)
{
  int from = XQ_MOVE_FROM (m), to = XQ_MOVE_TO (m);
  char base = dash ? 'A' : 'a';
  out_char (o, (char) (base + XQ_FILE (from)));
  out_char (o, (char) ('0' + XQ_RANK (from)));
  if (dash)
    out_char (o, '-');
  out_char (o, (char) (base + XQ_FILE (to)));
  out_char (o, (char) ('0' + XQ_RANK (to)));
}

/* Returns XQ_PARSE_SYNTAX with *err an index into @t, else the move. */
static XqParseStatus
parse_iccs (const Text *t, XqMove *m, size_t *err_index)
{
  int sq[2];
  size_t i = 0;
  for (int k = 0; k < 2; k++)
    {
      if (k == 1 && i < t->len && t->cp[i] == '-')
        i++;
      if (i >= t->len)
        {
          *err_index = i;
          return XQ_PARSE_SYNTAX;
        }
      uint32_t f = ascii_upper (t->cp[i]);
      if (f < 'A' || f > 'I')
        {
          *err_index = i;
          return XQ_PARSE_SYNTAX;
        }
      i++;
      if (i >= t->len || t->cp[i] < '0' || t->cp[i] > '9')
        {
          *err_index = i;
          return XQ_PARSE_SYNTAX;
        }
      sq[k] = XQ_SQ ((int) (f - 'A'), (int) (t->cp[i] - '0'));
      i++;
    }
  if (i != t->len)
    {
      *err_index = i;
      return XQ_PARSE_SYNTAX;
    }
  *m = XQ_MOVE (sq[0], sq[1]);
  return XQ_PARSE_OK;
}

/* ------------------------------------------------------------------------ */
/* Designators                                                               */

typedef enum
{
  DES_FILE,       /* by file: value = file number */
  DES_FRONT,      /* WXF '+' / Chinese 前 */
  DES_MIDDLE,     /* Chinese 中 */
  DES_REAR,       /* WXF '-' / Chinese 后 */
  DES_FOREMOST,   /* WXF '++' */
  DES_REARMOST,   /* WXF '--' */
  DES_ORDINAL,    /* Chinese 一…五: value = 1..5 */
  DES_FILE_FRONT, /* WXF "3+": value = file */
  DES_FILE_MID,   /* WXF "33" */
  DES_FILE_REAR,  /* WXF "3-" */
} DesKind;

typedef struct
{
  DesKind kind;
  int value;
  int file; /* Chinese: an explicit file after a marker (前兵七), else 0 */
} Designator;

/* Advisors and elephants keep their file even when two share it (as xqbase
 * and most programs write them): the rear one can only advance and the
 * front one only retreat, so the direction tells them apart. */
static bool
needs_marker (const MoveFacts *mf)
{
  return mf->n >= 2 && mf->kind != XQ_ADVISOR && mf->kind != XQ_ELEPHANT;
}

/* The designator WXF writes for the piece of @mf. */
static Designator
wxf_designator (const MoveFacts *mf)
{
  Designator d = { DES_FILE, mf->file, 0 };
  int n = mf->n, i = mf->index;

  if (!needs_marker (mf))
    return d;
  if (mf->two_file)
    {
      d.value = mf->file;
      if (i == 0)
        d.kind = DES_FILE_FRONT;
      else if (i == n - 1)
        d.kind = DES_FILE_REAR;
      else
        d.kind = DES_FILE_MID;
      return d;
    }
  if (n <= 3)
    {
      if (i == 0)
        d.kind = DES_FRONT;
      else if (i == n - 1)
        d.kind = DES_REAR;
      /* else the middle one of three: by file */
      return d;
    }
  /* 4 or 5 on a file */
  if (i == 0)
    d.kind = DES_FOREMOST;
  else if (i == n - 1)
    d.kind = DES_REARMOST;
  else if (i == 1)
    d.kind = DES_FRONT;
  else if (i == n - 2)
    d.kind = DES_REAR;
  /* else the middle one of five: by file */
  return d;
}

/* The designator Chinese notation writes for the piece of @mf. */
static Designator
cn_designator (const MoveFacts *mf)
{
  Designator d = { DES_FILE, mf->file, 0 };
  int n = mf->n, i = mf->index;

  if (!needs_marker (mf))
    return d;
  if (mf->two_file)
    {
      d.kind = DES_ORDINAL;
      d.value = mf->global + 1;
    }
  else if (n <= 3)
    d.kind = i == 0 ? DES_FRONT : i == n - 1 ? DES_REAR : DES_MIDDLE;
  else
    {
      d.kind = DES_ORDINAL;
      d.value = i + 1;
    }
  return d;
}

static bool
designator_equal (const Designator *a, const Designator *b)
{
  if (a->kind != b->kind)
    return false;
  switch (a->kind)
    {
    case DES_FILE:
    case DES_ORDINAL:
    case DES_FILE_FRONT:
    case DES_FILE_MID:
    case DES_FILE_REAR:
      return a->value == b->value;
    case DES_FRONT:
    case DES_MIDDLE:
    case DES_REAR:
    case DES_FOREMOST:
    case DES_REARMOST:
    default:
      return true;
    }
}

/* A looser reading of @d for the second pass of matching. */
static bool
designator_lenient (const Designator *d, const MoveFacts *mf)
{
  int n = mf->n, i = mf->index;
  switch (d->kind)
    {
    case DES_FILE:
      return mf->file == d->value;
    case DES_FRONT:
    case DES_FOREMOST:
      return n >= 2 && i == 0;
    case DES_REAR:
    case DES_REARMOST:
      return n >= 2 && i == n - 1;
    case DES_MIDDLE:
      return n >= 3 && n % 2 == 1 && i == n / 2;
    case DES_ORDINAL:
      return n >= 2 && (mf->two_file ? mf->global : i) == d->value - 1;
    case DES_FILE_FRONT:
      return mf->file == d->value && n >= 2 && i == 0;
    case DES_FILE_REAR:
      return mf->file == d->value && n >= 2 && i == n - 1;
    case DES_FILE_MID:
      return mf->file == d->value && n >= 3 && n % 2 == 1 && i == n / 2;
    default:
      return false;
    }
}

/* ------------------------------------------------------------------------ */
/* WXF                                                                       */

static void
format_wxf (const MoveFacts *mf, Out *o)
{
  Designator d = wxf_designator (mf);
  char letter = wxf_letters[mf->kind];

  switch (d.kind)
    {
    case DES_FILE:
      out_char (o, letter);
      out_char (o, (char) ('0' + d.value));
      break;
    case DES_FRONT:
      out_char (o, letter);
      out_char (o, '+');
      break;
    case DES_REAR:
      out_char (o, letter);
      out_char (o, '-');
      break;
    case DES_FOREMOST:
      out_str (o, "++");
      break;
    case DES_REARMOST:
      out_str (o, "--");
      break;
    case DES_FILE_FRONT:
      out_char (o, (char) ('0' + d.value));
      out_char (o, '+');
      break;
    case DES_FILE_MID:
      out_char (o, (char) ('0' + d.value));
      out_char (o, (char) ('0' + d.value));
      break;
    case DES_FILE_REAR:
      out_char (o, (char) ('0' + d.value));
      out_char (o, '-');
      break;
    case DES_MIDDLE:
    case DES_ORDINAL:
    default:
      break;
    }
  out_char (o, mf->dir > 0 ? '+' : mf->dir < 0 ? '-' : '.');
  out_char (o, (char) ('0' + mf->number));
}

static XqKind
wxf_kind (uint32_t cp)
{
  switch (ascii_upper (cp))
    {
    case 'K': case 'G':
      return XQ_KING;
    case 'A':
      return XQ_ADVISOR;
    case 'E': case 'B':
      return XQ_ELEPHANT;
    case 'H': case 'N':
      return XQ_HORSE;
    case 'R':
      return XQ_ROOK;
    case 'C':
      return XQ_CANNON;
    case 'P':
      return XQ_PAWN;
    default:
      return XQ_KIND_NONE;
    }
}

static bool
is_digit19 (uint32_t cp)
{
  return cp >= '1' && cp <= '9';
}

static bool
is_sign (uint32_t cp)
{
  return cp == '+' || cp == '-';
}

/* What a move text says: piece kind (NONE = any soldier form without a
 * letter, which WXF only uses for soldiers), designator, direction, number. */
typedef struct
{
  XqKind kind;
  Designator des;
  int dir;
  int number;
} Parsed;

static XqParseStatus
parse_wxf (const Text *t, Parsed *p, size_t *err_index)
{
  size_t i = 0;
  const uint32_t *c = t->cp;
  size_t n = t->len;

  p->des.file = 0;
  if (n < 3)
    {
      *err_index = n;
      return XQ_PARSE_SYNTAX;
    }
  if (wxf_kind (c[0]) != XQ_KIND_NONE)
    {
      /* R2… R+… R-… */
      p->kind = wxf_kind (c[0]);
      if (is_digit19 (c[1]))
        p->des = (Designator) { DES_FILE, (int) (c[1] - '0'), 0 };
      else if (c[1] == '+')
        p->des = (Designator) { DES_FRONT, 0, 0 };
      else if (c[1] == '-')
        p->des = (Designator) { DES_REAR, 0, 0 };
      else
        {
          *err_index = 1;
          return XQ_PARSE_SYNTAX;
        }
      i = 2;
    }
  else if (is_sign (c[0]) && wxf_kind (c[1]) != XQ_KIND_NONE)
    {
      /* +R… -R… */
      p->kind = wxf_kind (c[1]);
      p->des = (Designator) { c[0] == '+' ? DES_FRONT : DES_REAR, 0, 0 };
      i = 2;
    }
  else if (is_sign (c[0]) && c[1] == c[0])
    {
      /* ++… --… */
      p->kind = XQ_PAWN;
      p->des = (Designator) { c[0] == '+' ? DES_FOREMOST : DES_REARMOST, 0, 0 };
      i = 2;
    }
  else if (is_digit19 (c[0]))
    {
      /* 3+… 33… 3-… */
      int f = (int) (c[0] - '0');
      p->kind = XQ_PAWN;
      if (c[1] == '+')
        p->des = (Designator) { DES_FILE_FRONT, f, 0 };
      else if (c[1] == '-')
        p->des = (Designator) { DES_FILE_REAR, f, 0 };
      else if (c[1] == c[0])
        p->des = (Designator) { DES_FILE_MID, f, 0 };
      else
        {
          *err_index = 1;
          return XQ_PARSE_SYNTAX;
        }
      i = 2;
    }
  else
    {
      *err_index = 0;
      return XQ_PARSE_SYNTAX;
    }

  if (i < n && (c[i] == '+' || c[i] == '-' || c[i] == '.' || c[i] == '='))
    {
      p->dir = c[i] == '+' ? 1 : c[i] == '-' ? -1 : 0;
      i++;
    }
  else if (i < n && is_digit19 (c[i]))
    p->dir = 0; /* C25: sideways with the '.' left out */
  else
    {
      *err_index = i;
      return XQ_PARSE_SYNTAX;
    }
  if (i >= n || !is_digit19 (c[i]))
    {
      *err_index = i;
      return XQ_PARSE_SYNTAX;
    }
  p->number = (int) (c[i] - '0');
  i++;
  if (i != n)
    {
      *err_index = i;
      return XQ_PARSE_SYNTAX;
    }
  return XQ_PARSE_OK;
}

/* ------------------------------------------------------------------------ */
/* Chinese                                                                   */

static void
out_cn_number (Out *o, XqColor color, int v, unsigned flags, bool short_form)
{
  if (short_form || (color == XQ_BLACK && (flags & XQ_NOTATION_ASCII_DIGITS)))
    out_char (o, (char) ('0' + v));
  else if (color == XQ_RED)
    out_str (o, cn_numerals[v]);
  else
    out_str (o, fullwidth_digits[v]);
}

static void
format_chinese (const MoveFacts *mf, unsigned flags, bool short_form, Out *o)
{
  int trad = (flags & XQ_NOTATION_TRADITIONAL) ? 1 : 0;
  Designator d = cn_designator (mf);
  const char *piece = cn_pieces[trad][mf->color][mf->kind];

  switch (d.kind)
    {
    case DES_FRONT:
      out_str (o, cn_front[trad]);
      out_str (o, piece);
      break;
    case DES_MIDDLE:
      out_str (o, cn_middle[trad]);
      out_str (o, piece);
      break;
    case DES_REAR:
      out_str (o, cn_rear[trad]);
      out_str (o, piece);
      break;
    case DES_ORDINAL:
      out_str (o, cn_numerals[d.value]);
      out_str (o, piece);
      break;
    case DES_FILE:
    default:
      out_str (o, piece);
      out_cn_number (o, mf->color, d.value, flags, short_form);
      break;
    }
  if (short_form && (mf->dir == 0 || diagonal_mover (mf->kind)))
    {
      /* §7.5: 炮25, 马87 */
      out_char (o, (char) ('0' + mf->number));
      return;
    }
  out_str (o, mf->dir > 0 ? cn_forward[trad] : mf->dir < 0 ? cn_back[trad] : cn_sideways[trad]);
  out_cn_number (o, mf->color, mf->number, flags, short_form);
}

static const CnChar *
cn_lookup (uint32_t cp)
{
  static const CnChar ascii_digits[10] = {
    { '0', CN_NONE, 0 }, { '1', CN_DIGIT, 1 }, { '2', CN_DIGIT, 2 },
    { '3', CN_DIGIT, 3 }, { '4', CN_DIGIT, 4 }, { '5', CN_DIGIT, 5 },
    { '6', CN_DIGIT, 6 }, { '7', CN_DIGIT, 7 }, { '8', CN_DIGIT, 8 },
    { '9', CN_DIGIT, 9 },
  };
  if (cp >= '1' && cp <= '9')
    return &ascii_digits[cp - '0'];
  if (cp < 0x80)
    return NULL;
  for (size_t k = 0; k < sizeof cn_chars / sizeof cn_chars[0]; k++)
    if (cn_chars[k].cp == cp)
      return &cn_chars[k];
  return NULL;
}

static CnClass
cn_class (const Text *t, size_t i, int *value)
{
  const CnChar *ch = i < t->len ? cn_lookup (t->cp[i]) : NULL;
  if (!ch)
    return CN_NONE;
  *value = ch->value;
  return ch->cls;
}

static bool
cn_marker (CnClass cls, int value, Designator *d)
{
  switch (cls)
    {
    case CN_FRONT:
      *d = (Designator) { DES_FRONT, 0, 0 };
      return true;
    case CN_MIDDLE:
      *d = (Designator) { DES_MIDDLE, 0, 0 };
      return true;
    case CN_REAR:
      *d = (Designator) { DES_REAR, 0, 0 };
      return true;
    case CN_DIGIT:
      if (value > 5)
        return false;
      *d = (Designator) { DES_ORDINAL, value, 0 };
      return true;
    case CN_NONE:
    case CN_PIECE:
    case CN_ACTION:
    default:
      return false;
    }
}

/* Forms: 炮二平五; 前车进一 / 中兵 / 三兵; 车前平三 (WXF's Chinese form);
 * 前兵七进一 (marker, piece and file). */
static XqParseStatus
parse_chinese (const Text *t, Parsed *p, size_t *err_index)
{
  size_t i = 0;
  int v = 0;
  CnClass cls = cn_class (t, 0, &v);

  p->des.file = 0;
  if (cls == CN_PIECE)
    {
      p->kind = (XqKind) v;
      cls = cn_class (t, 1, &v);
      if (cls == CN_DIGIT)
        p->des = (Designator) { DES_FILE, v, 0 };
      else if (cls != CN_DIGIT && cn_marker (cls, v, &p->des))
        ;
      else
        {
          *err_index = 1;
          return XQ_PARSE_SYNTAX;
        }
      i = 2;
    }
  else if (cn_marker (cls, v, &p->des))
    {
      cls = cn_class (t, 1, &v);
      if (cls != CN_PIECE)
        {
          *err_index = 1;
          return XQ_PARSE_SYNTAX;
        }
      p->kind = (XqKind) v;
      i = 2;
      /* 前兵七进一: an optional file after the marker and piece */
      if (cn_class (t, 2, &v) == CN_DIGIT)
        {
          p->des.file = v;
          i = 3;
        }
    }
  else
    {
      *err_index = 0;
      return XQ_PARSE_SYNTAX;
    }

  if (cn_class (t, i, &v) != CN_ACTION)
    {
      *err_index = i;
      return XQ_PARSE_SYNTAX;
    }
  p->dir = v;
  i++;
  if (cn_class (t, i, &v) != CN_DIGIT)
    {
      *err_index = i;
      return XQ_PARSE_SYNTAX;
    }
  p->number = v;
  i++;
  if (i != t->len)
    {
      *err_index = i;
      return XQ_PARSE_SYNTAX;
    }
  return XQ_PARSE_OK;
}

/* ------------------------------------------------------------------------ */
/* Matching parsed text against the legal moves                              */

static XqParseStatus
match_moves (const XqPosition *pos, const XqMove *moves, size_t n_moves,
             const Parsed *p, bool chinese, XqMove *out)
{
  XqMove strict = XQ_MOVE_NONE, lenient = XQ_MOVE_NONE;
  int n_strict = 0, n_lenient = 0;

  for (size_t k = 0; k < n_moves; k++)
    {
      XqPiece piece = pos->board[XQ_MOVE_FROM (moves[k])];
      MoveFacts mf;
      if (XQ_PIECE_KIND (piece) != p->kind)
        continue;
      move_facts (pos, moves[k], &mf);
      if (mf.dir != p->dir || mf.number != p->number)
        continue;
      if (p->des.file != 0 && mf.file != p->des.file)
        continue;
      Designator d = chinese ? cn_designator (&mf) : wxf_designator (&mf);
      if (designator_equal (&d, &p->des))
        {
          strict = moves[k];
          n_strict++;
        }
      else if (designator_lenient (&p->des, &mf))
        {
          lenient = moves[k];
          n_lenient++;
        }
    }
  if (n_strict == 1)
    {
      *out = strict;
      return XQ_PARSE_OK;
    }
  if (n_strict > 1)
    return XQ_PARSE_AMBIGUOUS;
  if (n_lenient == 1)
    {
      *out = lenient;
      return XQ_PARSE_OK;
    }
  return n_lenient > 1 ? XQ_PARSE_AMBIGUOUS : XQ_PARSE_NO_MATCH;
}

static XqParseStatus
parse_one (const XqPosition *pos, const XqMove *moves, size_t n_moves,
           const Text *t, XqNotation notation, XqMove *out, size_t *err_index)
{
  XqParseStatus st;
  Parsed p;

  switch (notation)
    {
    case XQ_NOTATION_ICCS:
    case XQ_NOTATION_ICCS_DASH:
      {
        XqMove m;
        st = parse_iccs (t, &m, err_index);
        if (st != XQ_PARSE_OK)
          return st;
        for (size_t k = 0; k < n_moves; k++)
          if (moves[k] == m)
            {
              *out = m;
              return XQ_PARSE_OK;
            }
        return XQ_PARSE_NO_MATCH;
      }
    case XQ_NOTATION_WXF:
      st = parse_wxf (t, &p, err_index);
      if (st != XQ_PARSE_OK)
        return st;
      return match_moves (pos, moves, n_moves, &p, false, out);
    case XQ_NOTATION_CHINESE:
    case XQ_NOTATION_CHINESE_SHORT:
      st = parse_chinese (t, &p, err_index);
      if (st != XQ_PARSE_OK)
        return st;
      return match_moves (pos, moves, n_moves, &p, true, out);
    case XQ_NOTATION_ANY:
    default:
      {
        static const XqNotation order[] = {
          XQ_NOTATION_ICCS, XQ_NOTATION_WXF, XQ_NOTATION_CHINESE
        };
        size_t best = 0;
        for (size_t k = 0; k < sizeof order / sizeof order[0]; k++)
          {
            size_t e = 0;
            st = parse_one (pos, moves, n_moves, t, order[k], out, &e);
            if (st != XQ_PARSE_SYNTAX)
              return st;
            if (e > best)
              best = e;
          }
        *err_index = best;
        return XQ_PARSE_SYNTAX;
      }
    }
}

/* ------------------------------------------------------------------------ */
/* Public API                                                                */

size_t
xq_move_format (const XqPosition *pos, XqMove m, XqNotation notation,
                unsigned flags, char *buf, size_t size)
{
  Out o = { { 0 }, 0 };
  MoveFacts mf;

  if (buf && size > 0)
    buf[0] = '\0';
  if (m == XQ_MOVE_NONE || XQ_MOVE_FROM (m) >= XQ_SQUARES || XQ_MOVE_TO (m) >= XQ_SQUARES
      || !xq_position_is_legal_move (pos, m))
    return 0;

  switch (notation)
    {
    case XQ_NOTATION_ICCS:
      format_iccs (m, false, &o);
      break;
    case XQ_NOTATION_ICCS_DASH:
      format_iccs (m, true, &o);
      break;
    case XQ_NOTATION_WXF:
      move_facts (pos, m, &mf);
      format_wxf (&mf, &o);
      break;
    case XQ_NOTATION_CHINESE:
      move_facts (pos, m, &mf);
      format_chinese (&mf, flags, false, &o);
      break;
    case XQ_NOTATION_CHINESE_SHORT:
      move_facts (pos, m, &mf);
      format_chinese (&mf, flags, true, &o);
      break;
    case XQ_NOTATION_ANY:
    default:
      return 0;
    }
  if (!buf || o.len + 1 > size)
    return 0;
  memcpy (buf, o.text, o.len + 1);
  return o.len;
}

XqParseStatus
xq_move_parse_among (const XqPosition *pos, const XqMove *moves, size_t n_moves,
                     const char *text, XqNotation notation, XqMove *out,
                     size_t *err_offset)
{
  Text t;
  size_t err = 0, err_index = 0;
  XqMove m = XQ_MOVE_NONE;
  XqParseStatus st;

  if (err_offset)
    *err_offset = 0;
  if (!text)
    return XQ_PARSE_SYNTAX;
  if (!text_decode (text, &t, &err))
    {
      if (err_offset)
        *err_offset = err;
      return XQ_PARSE_SYNTAX;
    }
  st = parse_one (pos, moves, n_moves, &t, notation, &m, &err_index);
  if (st == XQ_PARSE_SYNTAX)
    {
      if (err_offset)
        *err_offset = t.offset[err_index <= t.len ? err_index : t.len];
      return st;
    }
  if (st == XQ_PARSE_OK && out)
    *out = m;
  return st;
}

XqParseStatus
xq_move_parse (const XqPosition *pos, const char *text, XqNotation notation,
               XqMove *out, size_t *err_offset)
{
  XqMove moves[XQ_MAX_MOVES];
  size_t n = xq_generate_legal (pos, moves, XQ_MAX_MOVES);
  return xq_move_parse_among (pos, moves, n, text, notation, out, err_offset);
}

const char *
xq_parse_status_message (XqParseStatus status)
{
  switch (status)
    {
    case XQ_PARSE_OK:
      return "ok";
    case XQ_PARSE_SYNTAX:
      return "not a move in this notation";
    case XQ_PARSE_NO_MATCH:
      return "no legal move matches";
    case XQ_PARSE_AMBIGUOUS:
      return "several legal moves match";
    default:
      return "unknown status";
    }
}
