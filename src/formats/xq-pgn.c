/* xq-pgn.c — Chinese-chess PGN: reading and writing
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The reader is a hand-written tokenizer over UTF-8 text, without recursion:
 * variations are kept on an explicit stack, so no input can exhaust the C
 * stack; everything it allocates is bounded by the size of the input.
 */
#define G_LOG_DOMAIN "xq-pgn"

#include "config.h"

#include <string.h>
#include <glib/gi18n.h>

#include "xq-encoding.h"
#include "xq-import.h"
#include "xq-movegen.h"
#include "xq-pgn.h"

/* Deepest nesting of variations we accept.  Nothing here recurses, so the
 * limit is not for the C stack: records people write nest a few levels, and
 * a hostile file past 10,000 (tests/fuzz/test-hostile-input.c tries
 * 200,000) is refused with a message rather than loaded as a tree that every
 * later walk (move list, writer, undo) must follow level by level. */
#define MAX_NESTING 10000
/* Warnings per game (each costs a scan for its line number). */
#define MAX_WARNINGS 50
/* Tags per game (a tag costs a look-up among the others). */
#define MAX_TAGS 500

/* ------------------------------------------------------------------------ */
/* Reading                                                                  */

typedef struct
{
  const char *text;
  const char *end;
  const char *p;
  const char *filename;
  /* The line of the last place asked for, so that the line numbers of a
   * file's warnings cost one pass over it, not one pass each (100,000
   * games with a warning each took minutes). */
  const char *mark;
  const char *mark_line_start;
  guint mark_line;
} Reader;

static void
offset_to_line_col (Reader *r, const char *at, guint *line, guint *col)
{
  const char *q;

  if (r->mark == NULL || at < r->mark)
    {
      r->mark = r->text;
      r->mark_line_start = r->text;
      r->mark_line = 1;
    }
  q = r->mark;
  while (q < at)
    {
      const char *nl = memchr (q, '\n', (gsize) (at - q));

      if (nl == NULL)
        break;
      r->mark_line++;
      r->mark_line_start = nl + 1;
      q = nl + 1;
    }
  r->mark = at;
  *line = r->mark_line;
  *col = (guint) g_utf8_strlen (r->mark_line_start, at - r->mark_line_start) + 1;
}

/* Sets @error to "FILE:LINE:COL: message". */
G_GNUC_PRINTF (5, 6) static void
reader_error (Reader *r, const char *at, GError **error, XqGameError code,
              const char *format, ...)
{
  g_autofree char *msg = NULL;
  va_list args;
  guint line, col;

  offset_to_line_col (r, at, &line, &col);
  va_start (args, format);
  msg = g_strdup_vprintf (format, args);
  va_end (args);
  g_set_error (error, XQ_GAME_ERROR, code,
               /* Translators: file name, line, column, then what is wrong */
               _("%s: line %u, column %u: %s"),
               r->filename ? r->filename : _("(text)"), line, col, msg);
}

static char *
reader_warning (Reader *r, const char *at, const char *what)
{
  guint line, col;

  offset_to_line_col (r, at, &line, &col);
  return g_strdup_printf (_("line %u, column %u: %s"), line, col, what);
}

static gboolean
is_ws (char c)
{
  return c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '\f' || c == '\v';
}

/* Also the ideographic space U+3000 (E3 80 80), common in Chinese files. */
static const char *
skip_ws (const char *p, const char *end)
{
  for (;;)
    {
      if (p < end && is_ws (*p))
        p++;
      else if (end - p >= 3 && (guchar) p[0] == 0xE3 && (guchar) p[1] == 0x80 && (guchar) p[2] == 0x80)
        p += 3;
      else
        return p;
    }
}

static gboolean
at_line_start (const Reader *r, const char *p)
{
  while (p > r->text && (p[-1] == ' ' || p[-1] == '\t'))
    p--;
  return p == r->text || p[-1] == '\n' || p[-1] == '\r';
}

/* Parses [Name "Value"] at r->p (which is at '['). */
static gboolean
parse_tag (Reader *r, char **name_out, char **value_out, GError **error)
{
  const char *start = r->p;
  const char *p = r->p + 1;
  const char *name_start;
  GString *value;

  p = skip_ws (p, r->end);
  name_start = p;
  while (p < r->end && !is_ws (*p) && *p != '"' && *p != ']')
    p++;
  if (p == name_start)
    {
      reader_error (r, p, error, XQ_GAME_ERROR_SYNTAX, _("expected a tag name after “[”"));
      return FALSE;
    }
  *name_out = g_strndup (name_start, p - name_start);
  while (p < r->end && (*p == ' ' || *p == '\t'))
    p++;
  if (p >= r->end || *p != '"')
    {
      g_clear_pointer (name_out, g_free);
      reader_error (r, p, error, XQ_GAME_ERROR_SYNTAX, _("expected “\"” to open the tag value"));
      return FALSE;
    }
  p++;
  value = g_string_new (NULL);
  while (p < r->end && *p != '\n')
    {
      if (*p == '\\' && p + 1 < r->end && (p[1] == '"' || p[1] == '\\'))
        {
          g_string_append_c (value, p[1]);
          p += 2;
          continue;
        }
      if (*p == '"')
        {
          /* The value ends at a quote followed by "]"; other quotes are kept
           * (some writers do not escape them). */
          const char *q = p + 1;
          while (q < r->end && (*q == ' ' || *q == '\t'))
            q++;
          if (q < r->end && *q == ']')
            {
              *value_out = g_strchomp (g_string_free (value, FALSE));
              r->p = q + 1;
              return TRUE;
            }
        }
      if (*p != '\r')
        g_string_append_c (value, *p);
      p++;
    }
  g_string_free (value, TRUE);
  g_clear_pointer (name_out, g_free);
  reader_error (r, start, error, XQ_GAME_ERROR_SYNTAX, _("the tag is not closed by “\"]”"));
  return FALSE;
}

static gboolean
is_result (const char *tok, gsize len)
{
  static const char *const results[] = { "1-0", "0-1", "1/2-1/2", "*", "½-½", "0.5-0.5" };

  for (guint i = 0; i < G_N_ELEMENTS (results); i++)
    if (strlen (results[i]) == len && memcmp (results[i], tok, len) == 0)
      return TRUE;
  return FALSE;
}

static gboolean
is_token_end (const char *p, const char *end)
{
  if (p >= end)
    return TRUE;
  if (is_ws (*p) || strchr ("{}()[];$", *p) != NULL)
    return TRUE;
  /* ideographic space */
  return end - p >= 3 && (guchar) p[0] == 0xE3 && (guchar) p[1] == 0x80 && (guchar) p[2] == 0x80;
}

static XqNotation
notation_from_format_tag (const char *value)
{
  if (value == NULL)
    return XQ_NOTATION_ANY;
  if (g_ascii_strcasecmp (value, "ICCS") == 0 || g_ascii_strcasecmp (value, "UCCI") == 0)
    return XQ_NOTATION_ICCS;
  if (g_ascii_strcasecmp (value, "WXF") == 0)
    return XQ_NOTATION_WXF;
  if (g_ascii_strcasecmp (value, "Chinese") == 0)
    return XQ_NOTATION_CHINESE;
  return XQ_NOTATION_ANY;
}

/* "h2e2" or "H2-E2": the move, without a look at the position. */
static gboolean
parse_iccs_quick (const char *w, XqMove *out)
{
  gsize len = strlen (w);
  int f1, r1, f2, r2;

  if (len == 5 && w[2] == '-')
    {
      char tmp[5] = { w[0], w[1], w[3], w[4], '\0' };
      return parse_iccs_quick (tmp, out);
    }
  if (len != 4)
    return FALSE;
  f1 = g_ascii_tolower (w[0]) - 'a';
  r1 = w[1] - '0';
  f2 = g_ascii_tolower (w[2]) - 'a';
  r2 = w[3] - '0';
  if (f1 < 0 || f1 > 8 || f2 < 0 || f2 > 8 || r1 < 0 || r1 > 9 || r2 < 0 || r2 > 9)
    return FALSE;
  *out = XQ_MOVE (XQ_SQ (f1, r1), XQ_SQ (f2, r2));
  return TRUE;
}

/* xq_move_parse, made faster for long records: ICCS needs no move list, and
 * the other notations are first matched against the pseudo-legal moves
 * (cheaper to generate), keeping the answer only when it is a single legal
 * move; anything else is asked again against the legal moves. */
static XqParseStatus
parse_move (const XqPosition *pos, const char *word, XqNotation notation, XqMove *out)
{
  XqMove moves[XQ_MAX_MOVES];
  XqMove m = XQ_MOVE_NONE;
  size_t n, off = 0;
  XqParseStatus st;

  if ((notation == XQ_NOTATION_ANY || notation == XQ_NOTATION_ICCS
       || notation == XQ_NOTATION_ICCS_DASH) && parse_iccs_quick (word, &m))
    {
      if (!xq_position_is_legal_move (pos, m))
        return XQ_PARSE_NO_MATCH;
      *out = m;
      return XQ_PARSE_OK;
    }
  n = xq_generate_pseudo (pos, moves, XQ_MAX_MOVES);
  st = xq_move_parse_among (pos, moves, n, word, notation, &m, &off);
  if (st == XQ_PARSE_SYNTAX)
    return st;
  if (st == XQ_PARSE_OK && xq_position_is_legal_move (pos, m))
    {
      *out = m;
      return XQ_PARSE_OK;
    }
  return xq_move_parse (pos, word, notation, out, &off);
}

static void
free_gstring (gpointer data)
{
  g_string_free (data, TRUE);
}

/* Comments are keyed by node index + 1. */
static void
add_comment (GHashTable *comments, gint32 node, const char *text)
{
  GString *s = g_hash_table_lookup (comments, GINT_TO_POINTER (node + 1));

  if (s == NULL)
    g_hash_table_insert (comments, GINT_TO_POINTER (node + 1), g_string_new (text));
  else
    {
      g_string_append_c (s, '\n');
      g_string_append (s, text);
    }
}

/* ---- Movetext: a tokenizer, and a parser over its tokens ---------------- */

typedef enum
{
  TOK_END,       /* the end of the text */
  TOK_NEXT_GAME, /* a "[" at the start of a line: the next game's tags */
  TOK_COMMENT,   /* {…} or ; to the end of the line; text stripped */
  TOK_OPEN,      /* "(" */
  TOK_CLOSE,     /* ")" */
  TOK_NAG,       /* $N */
  TOK_RESULT,    /* 1-0, 0-1, 1/2-1/2, * … */
  TOK_WORD,      /* a move with its ! ? marks, or marks alone; numbers cut off */
  TOK_ERROR,     /* a syntax error, set */
} TokenKind;

typedef struct
{
  TokenKind   kind;
  const char *at;   /* where it starts (a word: after its move number) */
  gsize       len;
  char       *text; /* TOK_COMMENT: owned */
  guint       nag;  /* TOK_NAG */
} Token;

/* A comment from @p ("{" or ";"); moves @p past it. */
static TokenKind
read_comment_token (Reader *r, const char **pp, Token *t, GError **error)
{
  const char *p = *pp;

  if (*p == '{')
    {
      const char *close = memchr (p + 1, '}', r->end - p - 1);
      GString *comment;

      if (close == NULL)
        {
          reader_error (r, p, error, XQ_GAME_ERROR_SYNTAX,
                        _("the comment is not closed by “}”"));
          return TOK_ERROR;
        }
      comment = g_string_new_len (p + 1, close - p - 1);
      g_string_replace (comment, "\r", "", 0);
      g_strstrip (comment->str);
      t->text = g_string_free (comment, FALSE);
      *pp = close + 1;
    }
  else
    {
      const char *nl = memchr (p, '\n', r->end - p);

      t->text = g_strndup (p + 1, (nl ? nl : r->end) - p - 1);
      g_strstrip (t->text);
      *pp = nl ? nl + 1 : r->end;
    }
  return TOK_COMMENT;
}

/* The move number at the start of the word [@tok, @end) cut off: "12."
 * "12..." and "..." / "…" alone, maybe glued to the move ("1.炮二平五",
 * "2...B7-D7"). */
static const char *
skip_move_number (const char *tok, const char *end)
{
  const char *q = tok;

  while (q < end && g_ascii_isdigit (*q))
    q++;
  if (q < end && *q == '.')
    {
      while (q < end && *q == '.')
        q++;
      /* "33.2" is a WXF pawn move, not number 33 then "2". */
      if (q < end && g_ascii_isdigit (*q))
        q = tok;
    }
  else if (q > tok)
    {
      /* digits not followed by a dot: not a number */
      q = tok;
    }
  while (q < end && *q == '.')
    q++;
  while (end - q >= 3 && memcmp (q, "…", 3) == 0)
    q += 3;
  return q;
}

/* The next token from *@pp, which moves past it (TOK_END and TOK_NEXT_GAME:
 * to where the movetext ends).  A word that was only a move number is no
 * token: the one after it is returned. */
static TokenKind
next_token (Reader *r, const char **pp, Token *t, GError **error)
{
  for (;;)
    {
      const char *p = skip_ws (*pp, r->end);
      const char *tok = p;

      memset (t, 0, sizeof *t);
      *pp = p;
      t->at = p;
      if (p >= r->end)
        return t->kind = TOK_END;
      switch (*p)
        {
        case '[':
          if (at_line_start (r, p))
            return t->kind = TOK_NEXT_GAME;
          reader_error (r, p, error, XQ_GAME_ERROR_SYNTAX,
                        _("unexpected “[” inside the moves"));
          return t->kind = TOK_ERROR;
        case '{':
        case ';':
          return t->kind = read_comment_token (r, pp, t, error);
        case '(':
        case ')':
          *pp = p + 1;
          return t->kind = *p == '(' ? TOK_OPEN : TOK_CLOSE;
        case '}':
          reader_error (r, p, error, XQ_GAME_ERROR_SYNTAX, _("“}” without “{”"));
          return t->kind = TOK_ERROR;
        case '$':
          p++;
          while (p < r->end && g_ascii_isdigit (*p) && t->nag < 1000)
            t->nag = t->nag * 10 + (guint) (*p++ - '0');
          while (p < r->end && g_ascii_isdigit (*p))
            p++;
          *pp = p;
          return t->kind = TOK_NAG;
        default:
          break;
        }
      /* A word: move number, move (maybe with ! ? marks), result. */
      while (!is_token_end (p, r->end))
        p++;
      *pp = p;
      if (p == tok)
        {
          /* A delimiter no rule above takes, such as "]". */
          reader_error (r, tok, error, XQ_GAME_ERROR_SYNTAX, _("unexpected “%c”"), *tok);
          return t->kind = TOK_ERROR;
        }
      t->len = (gsize) (p - tok);
      if (is_result (tok, t->len))
        return t->kind = TOK_RESULT;
      t->at = skip_move_number (tok, p);
      t->len = (gsize) (p - t->at);
      if (t->len > 0)
        return t->kind = TOK_WORD;
    }
}

/* After the result: the rest up to the next tag line is not ours
 * (adverts…); moves *@pp there. */
static void
skip_to_next_tags (Reader *r, const char **pp)
{
  const char *p = *pp;

  while (p < r->end)
    {
      const char *nl = memchr (p, '\n', r->end - p);
      if (nl == NULL)
        {
          p = r->end;
          break;
        }
      p = skip_ws (nl + 1, r->end);
      if (p < r->end && *p == '[' && at_line_start (r, p))
        break;
    }
  *pp = p;
}

/* The parser's state: the line being built and the variations open. */
typedef struct
{
  Reader     *r;
  XqImport   *imp;
  XqNotation  notation;
  GArray     *stack;      /* the node each open variation returns to */
  /* Comments are gathered per node and set at the end: appending to a
   * node's comment each time would be quadratic on hostile input. */
  GHashTable *comments;
  gint32      cur;        /* the last node of the line */
  guint       skip_depth; /* while skipping a damaged line: until this depth closes */
  gboolean    skipping;
  guint       n_warnings;
} Movetext;

static gboolean
open_variation (Movetext *m, const Token *t, GError **error)
{
  if (m->stack->len >= MAX_NESTING)
    {
      reader_error (m->r, t->at, error, XQ_GAME_ERROR_TOO_LARGE,
                    _("variations nested more than %d deep"), MAX_NESTING);
      return FALSE;
    }
  g_array_append_val (m->stack, m->cur);
  if (!m->skipping && m->cur != 0)
    m->cur = xq_import_node (m->imp, m->cur)->parent;
  return TRUE;
}

static gboolean
close_variation (Movetext *m, const Token *t, GError **error)
{
  if (m->stack->len == 0)
    {
      reader_error (m->r, t->at, error, XQ_GAME_ERROR_SYNTAX,
                    _("“)” without a variation to close"));
      return FALSE;
    }
  m->cur = g_array_index (m->stack, gint32, m->stack->len - 1);
  g_array_set_size (m->stack, m->stack->len - 1);
  if (m->skipping && m->stack->len < m->skip_depth)
    m->skipping = FALSE;
  return TRUE;
}

/* A move that cannot be played: warned about (up to MAX_WARNINGS), and the
 * rest of its line skipped. */
static void
skip_damaged_line (Movetext *m, const Token *t, const char *word, XqParseStatus st)
{
  if (m->n_warnings < MAX_WARNINGS)
    {
      g_autofree char *what =
        g_strdup_printf (_("cannot play “%s” (%s); the rest of this line is skipped"),
                         word, st == XQ_PARSE_AMBIGUOUS ? _("several moves match")
                                                        : _("no legal move matches"));
      g_autofree char *warning = reader_warning (m->r, t->at, what);
      xq_import_warn (m->imp, "%s", warning);
      if (++m->n_warnings == MAX_WARNINGS)
        xq_import_warn (m->imp, "%s", _("more damaged lines follow; they are skipped without warning"));
    }
  m->skipping = TRUE;
  /* A broken main line ends the game there. */
  m->skip_depth = m->stack->len;
}

/* A word: a move with its marks, or marks alone for the move before. */
static gboolean
play_word (Movetext *m, const Token *t, GError **error)
{
  const char *tok = t->at;
  gsize len = t->len, mark_len = 0;
  char short_word[64];
  g_autofree char *long_word = NULL;
  char *word;
  XqMove move = XQ_MOVE_NONE;
  XqParseStatus st;
  gint32 child;
  guint nag;

  while (mark_len < len && (tok[len - 1 - mark_len] == '!' || tok[len - 1 - mark_len] == '?'))
    mark_len++;
  nag = mark_len > 0 ? xq_nag_from_symbol (tok + len - mark_len, mark_len) : 0;
  if (mark_len == len)
    {
      /* Marks on their own, after the move. */
      if (!m->skipping)
        xq_import_add_nag (m->imp, m->cur, nag);
      return TRUE;
    }
  if (m->skipping)
    return TRUE;
  /* Moves are short words: no allocation for each of them. */
  if (len - mark_len < sizeof short_word)
    {
      memcpy (short_word, tok, len - mark_len);
      short_word[len - mark_len] = '\0';
      word = short_word;
    }
  else
    word = long_word = g_strndup (tok, len - mark_len);
  st = xq_import_parse_move (m->imp, m->cur, word, m->notation, parse_move, &move);
  if (st == XQ_PARSE_SYNTAX)
    {
      reader_error (m->r, tok, error, XQ_GAME_ERROR_SYNTAX,
                    _("“%s” is not a move (expected a move in Chinese, WXF or ICCS notation, a move number, {comment}, (variation), $NAG or result)"), word);
      return FALSE;
    }
  if (st != XQ_PARSE_OK)
    {
      skip_damaged_line (m, t, word, st);
      return TRUE;
    }
  child = xq_import_find_child (m->imp, m->cur, move);
  if (child < 0)
    {
      XqImportMoveStatus status;

      child = xq_import_add_legal_move (m->imp, m->cur, move, &status);
      if (child < 0)
        {
          /* A legal move is refused only when the tree is too large. */
          reader_error (m->r, tok, error, XQ_GAME_ERROR_TOO_LARGE, "%s",
                        xq_import_move_status_message (status));
          return FALSE;
        }
    }
  m->cur = child;
  if (nag != 0)
    xq_import_add_nag (m->imp, m->cur, nag);
  return TRUE;
}

/* The result ends the game (ignored inside a variation); returns whether
 * the movetext ends here. */
static gboolean
take_result (Movetext *m, const Token *t, const char **pp)
{
  if (m->stack->len > 0)
    return FALSE;
  if (xq_import_get_tag (m->imp, "Result") == NULL && !(t->len == 1 && *t->at == '*'))
    {
      g_autofree char *res = g_strndup (t->at, t->len);
      xq_import_set_tag_verbatim (m->imp, "Result", res);
    }
  skip_to_next_tags (m->r, pp);
  return TRUE;
}

/* The gathered comments onto their nodes. */
static void
set_comments (Movetext *m)
{
  GHashTableIter iter;
  gpointer key, value;

  g_hash_table_iter_init (&iter, m->comments);
  while (g_hash_table_iter_next (&iter, &key, &value))
    xq_import_set_comment (m->imp, GPOINTER_TO_INT (key) - 1, ((GString *) value)->str, FALSE);
}

/* Reads one game's movetext from r->p.  Stops at EOF, at a "[" (next
 * game's tags) or after a result token (then skips to the next line that
 * starts with "["). */
static gboolean
parse_movetext (Reader *r, XqImport *imp, XqNotation notation, GError **error)
{
  g_autoptr (GArray) stack = g_array_new (FALSE, FALSE, sizeof (gint32));
  g_autoptr (GHashTable) comments = g_hash_table_new_full (NULL, NULL, NULL, free_gstring);
  Movetext m = { r, imp, notation, stack, comments, 0, 0, FALSE, 0 };
  const char *p = r->p;
  gboolean done = FALSE, ok = TRUE;

  while (!done && ok)
    {
      Token t;

      switch (next_token (r, &p, &t, error))
        {
        case TOK_END:
        case TOK_NEXT_GAME:
          done = TRUE;
          break;
        case TOK_ERROR:
          return FALSE;
        case TOK_COMMENT:
          if (!m.skipping && t.text[0] != '\0')
            add_comment (comments, m.cur, t.text);
          g_free (t.text);
          break;
        case TOK_OPEN:
          ok = open_variation (&m, &t, error);
          break;
        case TOK_CLOSE:
          ok = close_variation (&m, &t, error);
          break;
        case TOK_NAG:
          if (!m.skipping)
            xq_import_add_nag (imp, m.cur, t.nag);
          break;
        case TOK_RESULT:
          done = take_result (&m, &t, &p);
          break;
        case TOK_WORD:
          ok = play_word (&m, &t, error);
          break;
        }
    }
  if (!ok)
    return FALSE;
  if (stack->len > 0)
    {
      g_autofree char *warning = reader_warning (r, p, _("a variation is not closed by “)”"));
      xq_import_warn (imp, "%s", warning);
    }
  set_comments (&m);
  r->p = p;
  return TRUE;
}

/* Reads the games of @text; @progress goes from @from to 1000 over it. */
static GPtrArray *
read_string (const char *text, gssize len, const char *filename, XqLoadProgress *progress,
             int from, GError **error)
{
  g_autoptr (GPtrArray) games = g_ptr_array_new_with_free_func (g_object_unref);
  Reader r = { 0 };

  if (len < 0)
    len = (gssize) strlen (text);
  r.text = text;
  r.end = text + len;
  r.p = text;
  r.filename = filename;
  r.p += xq_encoding_bom_length (r.p, (gsize) (r.end - r.p));

  for (;;)
    {
      g_autoptr (XqImport) imp = NULL;
      XqNotation notation = XQ_NOTATION_ANY;
      const char *fen = NULL;
      const char *fen_at = NULL;
      g_autoptr (GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
      g_autoptr (GPtrArray) values = g_ptr_array_new_with_free_func (g_free);

      xq_load_progress_set (progress, (guint64) from * (guint64) len
                                      + (guint64) (1000 - from) * (guint64) (r.p - text),
                            1000 * (guint64) MAX (len, 1));
      if (xq_load_progress_cancelled (progress, error))
        return NULL;
      r.p = skip_ws (r.p, r.end);
      if (r.p >= r.end)
        break;
      if (games->len == XQ_IMPORT_MAX_GAMES)
        {
          g_autofree char *warning = xq_import_too_many_games (filename);

          xq_game_add_warning (games->pdata[0], warning);
          break;
        }
      imp = xq_import_new ();
      while (r.p < r.end && *r.p == '[')
        {
          char *name = NULL, *value = NULL;
          const char *at = r.p;

          if (!parse_tag (&r, &name, &value, error))
            return NULL;
          if (g_ascii_strcasecmp (name, "FEN") == 0)
            {
              fen = value;
              fen_at = at;
            }
          else if (g_ascii_strcasecmp (name, "Format") == 0)
            notation = notation_from_format_tag (value);
          g_ptr_array_add (names, name);
          g_ptr_array_add (values, value);
          r.p = skip_ws (r.p, r.end);
        }
      if (fen != NULL && *fen != '\0')
        {
          gsize at;
          const char *problem = xq_import_try_start_fen (imp, fen, &at);

          if (problem != NULL)
            {
              reader_error (&r, fen_at, error, XQ_GAME_ERROR_BAD_FEN,
                            _("invalid FEN “%s” at character %u: %s"), fen, (guint) at, problem);
              return NULL;
            }
        }
      for (guint i = 0; i < names->len; i++)
        {
          const char *name = names->pdata[i];
          if (g_ascii_strcasecmp (name, "FEN") == 0 || g_ascii_strcasecmp (name, "Format") == 0)
            continue;
          if (imp->tag_names->len >= MAX_TAGS)
            {
              xq_import_warn (imp, _("more than %d tags; the rest are ignored"), MAX_TAGS);
              break;
            }
          xq_import_set_tag_verbatim (imp, name, values->pdata[i]);
        }
      if (!parse_movetext (&r, imp, notation, error))
        return NULL;
      g_ptr_array_add (games, xq_import_to_game (imp, "PGN", NULL));
    }
  if (games->len == 0)
    {
      g_set_error (error, XQ_GAME_ERROR, XQ_GAME_ERROR_NO_GAME,
                   _("%s: no game found"), filename ? filename : _("(text)"));
      return NULL;
    }
  return g_steal_pointer (&games);
}

GPtrArray *
xq_pgn_read_string (const char *text, gssize len, const char *filename, GError **error)
{
  g_return_val_if_fail (text != NULL, NULL);
  return read_string (text, len, filename, NULL, 0, error);
}

/* Of a load's progress, the share of turning the bytes into UTF-8. */
#define CONVERTED_PERMILLE 100

GPtrArray *
xq_pgn_read_with_progress (GBytes *data, const char *filename, XqLoadProgress *progress,
                           GError **error)
{
  g_autofree char *text = NULL;
  const char *encoding = NULL;
  gsize len = 0;
  GPtrArray *games;

  g_return_val_if_fail (data != NULL, NULL);
  text = xq_encoding_bytes_to_utf8 (data, filename ? filename : _("(text)"), &encoding,
                                    &len, error);
  if (text == NULL)
    return NULL;
  games = read_string (text, (gssize) len, filename, progress, CONVERTED_PERMILLE, error);
  if (games != NULL)
    for (guint i = 0; i < games->len; i++)
      xq_game_set_source_encoding (games->pdata[i], encoding);
  return games;
}

GPtrArray *
xq_pgn_read (GBytes *data, const char *filename, GError **error)
{
  return xq_pgn_read_with_progress (data, filename, NULL, error);
}

/* ------------------------------------------------------------------------ */
/* Writing                                                                  */

#define LINE_WIDTH 78

typedef struct
{
  GString *out;
  gsize line_start;
  const char *eol;
  gboolean glue; /* no space before the next word (after "(") */
} Writer;

/* Display width: CJK characters count twice. */
static gsize
text_width (const char *s, gsize len)
{
  gsize w = 0;

  for (const char *p = s; p < s + len && *p != '\0'; p = g_utf8_next_char (p))
    w += g_unichar_iswide (g_utf8_get_char (p)) ? 2 : 1;
  return w;
}

static void
w_newline (Writer *w)
{
  g_string_append (w->out, w->eol);
  w->line_start = w->out->len;
}

/* Writes a word, breaking the line before it when it would get too long. */
static void
w_word (Writer *w, const char *word)
{
  gsize col = text_width (w->out->str + w->line_start, w->out->len - w->line_start);
  gsize wlen = text_width (word, strlen (word));
  gboolean glue = w->glue || strcmp (word, ")") == 0;

  w->glue = FALSE;
  if (col > 0 && col + 1 + wlen > LINE_WIDTH)
    w_newline (w);
  else if (col > 0 && !glue)
    g_string_append_c (w->out, ' ');
  g_string_append (w->out, word);
}

static void
w_comment (Writer *w, const char *comment)
{
  g_autoptr (GString) c = g_string_new (comment);

  /* PGN has no escape for "}": write the full-width one. */
  g_string_replace (c, "}", "｝", 0);
  if (strcmp (w->eol, "\n") != 0)
    g_string_replace (c, "\n", w->eol, 0);
  g_string_prepend_c (c, '{');
  g_string_append_c (c, '}');
  w_word (w, c->str);
  if (strchr (comment, '\n') != NULL)
    {
      /* keep column counting sane after a multi-line comment */
      const char *last = strrchr (w->out->str, '\n');
      w->line_start = (gsize) (last - w->out->str) + 1;
    }
}

static const char *
format_tag_value (XqNotation notation)
{
  switch (notation)
    {
    case XQ_NOTATION_ICCS:
    case XQ_NOTATION_ICCS_DASH:
      return "ICCS";
    case XQ_NOTATION_WXF:
      return "WXF";
    default:
      return "Chinese";
    }
}

static void
write_tag (Writer *w, const char *name, const char *value)
{
  g_autoptr (GString) v = g_string_new (value);

  g_string_replace (v, "\\", "\\\\", 0);
  g_string_replace (v, "\"", "\\\"", 0);
  g_string_replace (v, "\r", "", 0);
  g_string_replace (v, "\n", " ", 0);
  /* A name is one word without quotes or brackets. */
  g_string_append_c (w->out, '[');
  for (const char *c = name; *c != '\0'; c++)
    g_string_append_c (w->out, g_ascii_isspace (*c) || *c == '"' || *c == ']' || *c == '[' ? '_' : *c);
  g_string_append_printf (w->out, " \"%s\"]", v->str);
  w_newline (w);
}

typedef struct
{
  XqGameNode *node;   /* next node to write in this line; NULL when done */
  XqPosition pos;     /* position before node's move */
  gboolean started;
  gboolean force_number;
  gboolean is_variation;
} WriteFrame;

static const char *
result_token (XqGame *game)
{
  const char *r = xq_game_get_tag (game, "Result");

  if (r != NULL && (strcmp (r, "1-0") == 0 || strcmp (r, "0-1") == 0 || strcmp (r, "1/2-1/2") == 0))
    return r;
  return "*";
}

static void
write_game (Writer *w, XqGame *game, XqNotation notation, XqPgnWriteFlags flags)
{
  g_autoptr (GArray) stack = g_array_new (FALSE, FALSE, sizeof (WriteFrame));
  const XqPosition *start = xq_game_get_start_position (game);
  XqGameNode *root = xq_game_get_root (game);
  unsigned fmt_flags = (flags & XQ_PGN_WRITE_TRADITIONAL) ? XQ_NOTATION_TRADITIONAL : 0;
  WriteFrame f = { 0 };

  for (guint i = 0; i < xq_game_get_n_tags (game); i++)
    write_tag (w, xq_game_get_tag_name (game, i), xq_game_get_tag_value (game, i));
  write_tag (w, "Format", format_tag_value (notation));
  if (xq_game_has_custom_start (game))
    {
      g_autofree char *fen = xq_game_dup_start_fen (game);
      write_tag (w, "FEN", fen);
    }
  w_newline (w);

  if (!(flags & XQ_PGN_WRITE_NO_COMMENTS) && xq_game_get_comment (game) != NULL)
    w_comment (w, xq_game_get_comment (game));

  f.node = xq_game_node_get_child (root, 0);
  f.pos = *start;
  f.started = TRUE;
  f.force_number = TRUE;
  if (f.node != NULL)
    g_array_append_val (stack, f);
  while (stack->len > 0)
    {
      WriteFrame *top = &g_array_index (stack, WriteFrame, stack->len - 1);
      XqGameNode *node = top->node, *parent;
      char move[XQ_MOVE_TEXT_MAX + 16];
      char number[32];
      guint move_number, n_nags;
      gboolean black;
      const guint8 *nags;
      const char *comment;
      XqUndo undo;
      XqPosition before;

      if (node == NULL)
        {
          gboolean was_variation = top->is_variation;
          g_array_set_size (stack, stack->len - 1);
          if (was_variation)
            {
              w_word (w, ")");
              if (stack->len > 0)
                g_array_index (stack, WriteFrame, stack->len - 1).force_number = TRUE;
            }
          continue;
        }
      if (!top->started)
        {
          w_word (w, "(");
          w->glue = TRUE;
          top->started = TRUE;
          top->force_number = TRUE;
        }
      move_number = xq_game_get_move_number (game, node, &black);
      number[0] = '\0';
      if (!black)
        g_snprintf (number, sizeof number, "%u. ", move_number);
      else if (top->force_number)
        g_snprintf (number, sizeof number, "%u. ... ", move_number);
      top->force_number = FALSE;
      if (xq_move_format (&top->pos, xq_game_node_get_move (node), notation, fmt_flags,
                          move, XQ_MOVE_TEXT_MAX) == 0)
        {
          /* Not legal here (a reader broke its promise): the line ends. */
          top->node = NULL;
          continue;
        }
      /* NAGs as PGN's numbers ($1 for "!", $4 for "??", …): every reader
       * knows them, where marks glued to a Chinese move are not read
       * everywhere.  Our reader takes both. */
      nags = xq_game_node_get_nags (node, &n_nags);
      {
        g_autofree char *word = g_strconcat (number, move, NULL);
        w_word (w, word);
      }
      for (guint i = 0; i < n_nags; i++)
        {
          g_snprintf (number, sizeof number, "$%u", nags[i]);
          w_word (w, number);
        }
      comment = xq_game_node_get_comment (node);
      if (!(flags & XQ_PGN_WRITE_NO_COMMENTS) && comment != NULL)
        {
          w_comment (w, comment);
          top->force_number = TRUE;
        }
      before = top->pos;
      xq_position_make_move (&top->pos, xq_game_node_get_move (node), &undo);
      top->node = xq_game_node_get_child (node, 0);
      parent = xq_game_node_get_parent (node);
      if (!(flags & XQ_PGN_WRITE_NO_VARIATIONS) && !xq_game_node_starts_variation (node))
        {
          guint n = xq_game_node_get_n_children (parent);
          if (n > 1)
            top->force_number = TRUE;
          for (guint i = n; i > 1; i--)
            {
              WriteFrame v = { 0 };
              v.node = xq_game_node_get_child (parent, i - 1);
              v.pos = before;
              v.is_variation = TRUE;
              g_array_append_val (stack, v);
            }
        }
    }
  w_word (w, result_token (game));
  w_newline (w);
}

char *
xq_pgn_write_string (XqGame *game, XqNotation notation, XqPgnWriteFlags flags)
{
  Writer w;

  g_return_val_if_fail (XQ_IS_GAME (game), NULL);
  w.out = g_string_new (NULL);
  w.line_start = 0;
  w.glue = FALSE;
  w.eol = (flags & XQ_PGN_WRITE_CRLF) ? "\r\n" : "\n";
  write_game (&w, game, notation, flags);
  return g_string_free (w.out, FALSE);
}

char *
xq_pgn_write_games (GPtrArray *games, XqNotation notation, XqPgnWriteFlags flags)
{
  Writer w;

  g_return_val_if_fail (games != NULL, NULL);
  w.out = g_string_new (NULL);
  w.line_start = 0;
  w.glue = FALSE;
  w.eol = (flags & XQ_PGN_WRITE_CRLF) ? "\r\n" : "\n";
  for (guint i = 0; i < games->len; i++)
    {
      if (i > 0)
        w_newline (&w);
      write_game (&w, games->pdata[i], notation, flags);
    }
  return g_string_free (w.out, FALSE);
}

gboolean
xq_pgn_save (GPtrArray *games, GFile *file, XqNotation notation, const char *encoding,
             XqPgnWriteFlags flags, GCancellable *cancellable, GError **error)
{
  g_autofree char *text = NULL;
  g_autofree char *bytes = NULL;
  gsize len = 0;

  g_return_val_if_fail (games != NULL, FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);
  text = xq_pgn_write_games (games, notation, flags);
  bytes = xq_encoding_from_utf8 (text, encoding ? encoding : "UTF-8", &len, error);
  if (bytes == NULL)
    return FALSE;
  return g_file_replace_contents (file, bytes, len, NULL, FALSE, G_FILE_CREATE_NONE,
                                  NULL, cancellable, error);
}
