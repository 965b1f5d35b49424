/* xq-dhtmlxq.c — reading DhtmlXQ (UBB) game text, also inside HTML pages
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A game is a set of [DhtmlXQ_name]value[/DhtmlXQ_name] fields, usually
 * between [DhtmlXQ] (or [DhtmlXQiFrame]) and [/DhtmlXQ], anywhere in a text
 * or HTML page.  Points are two digits "xy": x = file 0..8 from red's left,
 * y = row 0..9 from the TOP (black's back rank).
 *
 *  - binit: 32 points (red R N B A K A B N R C C P P P P P, then black);
 *    "99" = not on the board.  Or fen: a FEN.  Neither: the usual start.
 *  - movelist: the main line, four digits a move (from xy, to xy).
 *  - move_P_S_B: branch B, leaving branch P at ply S (1-based): its first
 *    move replaces ply S of branch P's line.
 *  - commentN: comment after ply N of the main line (0: before the first
 *    move); commentB_N: the same in branch B.  "||" is a line break.
 *  - title, event, date, place, round, red, black, redteam, blackteam,
 *    result, open, author, remark: tags.
 */

#define G_LOG_DOMAIN "xq-dhtmlxq"

#include "config.h"

#include <stdlib.h>
#include <string.h>
#include <glib/gi18n.h>

#include "xq-dhtmlxq.h"
#include "xq-encoding.h"

#define MAX_NAME 64

typedef struct
{
  GHashTable *fields; /* name (char *) → value (char *) */
  gsize offset;       /* byte offset of the first field, for messages */
} RawGame;

typedef struct
{
  guint id;
  guint parent;
  guint start;        /* ply of the first move */
  const char *moves;  /* digits */
  gboolean done;
  GArray *nodes;      /* gint32: node of ply start + i */
} Branch;

static void
raw_game_free (RawGame *raw)
{
  if (raw == NULL)
    return;
  g_hash_table_unref (raw->fields);
  g_free (raw);
}

static RawGame *
raw_game_new (gsize offset)
{
  RawGame *raw = g_new0 (RawGame, 1);

  raw->fields = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  raw->offset = offset;
  return raw;
}

gboolean
xq_dhtmlxq_sniff (const char *data, gsize len)
{
  static const char marker[] = "[DhtmlXQ";

  if (len < sizeof marker - 1)
    return FALSE;
  for (gsize i = 0; i + sizeof marker - 1 <= len; i++)
    {
      const char *p = memchr (data + i, '[', len - i);

      if (p == NULL)
        return FALSE;
      i = (gsize) (p - data);
      if (len - i >= sizeof marker - 1
          && g_ascii_strncasecmp (p, marker, sizeof marker - 1) == 0)
        return TRUE;
    }
  return FALSE;
}

/* TRUE when the @n bytes of @word start at @p (before @end). */
static inline gboolean
starts_with (const char *p, const char *end, const char *word, gsize n)
{
  return (gsize) (end - p) >= n && memcmp (p, word, n) == 0;
}

/* The same, ignoring ASCII case (some pages write "[dhtmlxq_…]"). */
static inline gboolean
starts_with_ci (const char *p, const char *end, const char *word, gsize n)
{
  return (gsize) (end - p) >= n && g_ascii_strncasecmp (p, word, n) == 0;
}

/* The next "[DhtmlXQ" (@closing FALSE) or also "[/DhtmlXQ" (@closing TRUE)
 * at or after @p, or @end.  A plain loop: no libc string function, whose
 * sanitizer interceptors would measure the whole rest of the text each
 * time. */
static const char *
next_marker (const char *p, const char *end, gboolean closing)
{
  for (; p < end; p++)
    if (*p == '['
        && (starts_with_ci (p, end, "[DhtmlXQ", 8)
            || (closing && starts_with_ci (p, end, "[/DhtmlXQ", 9))))
      return p;
  return end;
}

/* Splits the @len bytes at @text into games: a new game starts at a block
 * marker once fields were seen, or when a field name repeats. */
static GPtrArray *
split_games (const char *text, gsize len)
{
  GPtrArray *games = g_ptr_array_new_with_free_func ((GDestroyNotify) raw_game_free);
  const char *end = text + len;
  RawGame *cur = NULL;
  const char *p = text;

  while ((p = next_marker (p, end, FALSE)) < end)
    {
      const char *q = p + 8;
      const char *name_end;
      char name[MAX_NAME + 1];
      char close[MAX_NAME + 16];
      const char *value, *value_end;
      gsize n, close_len;

      if (starts_with (q, end, "]", 1) || starts_with_ci (q, end, "iFrame]", 7))
        {
          if (cur != NULL && g_hash_table_size (cur->fields) > 0)
            cur = NULL;
          p = q;
          continue;
        }
      if (!starts_with (q, end, "_", 1))
        {
          p = q;
          continue;
        }
      q++;
      for (name_end = q;
           name_end < end && (g_ascii_isalnum (*name_end) || *name_end == '_');
           name_end++)
        if (name_end - q >= MAX_NAME)
          break;
      if (name_end >= end || *name_end != ']' || name_end == q)
        {
          p = q;
          continue;
        }
      n = (gsize) (name_end - q);
      for (gsize i = 0; i < n; i++)
        name[i] = g_ascii_tolower (q[i]);
      name[n] = '\0';
      value = name_end + 1;
      close_len = (gsize) g_snprintf (close, sizeof close, "[/DhtmlXQ_%s]", name);
      /* The value ends at the next marker (never searching past it, so
       * that unclosed fields cost no more than closed ones). */
      value_end = next_marker (value, end, TRUE);
      if (starts_with_ci (value_end, end, close, close_len))
        p = value_end + close_len;
      else
        p = value_end;
      if (cur != NULL && g_hash_table_contains (cur->fields, name))
        cur = NULL;
      if (cur == NULL)
        {
          /* One game past the most read tells that there were more. */
          if (games->len > XQ_IMPORT_MAX_GAMES)
            break;
          cur = raw_game_new ((gsize) (q - 9 - text));
          g_ptr_array_add (games, cur);
        }
      if (strcmp (name, "movelist") == 0 || strcmp (name, "binit") == 0
          || g_str_has_prefix (name, "move_"))
        {
          /* Moves and points: digits only (pages break long lines). */
          GString *digits = g_string_sized_new ((gsize) (value_end - value));

          for (const char *d = value; d < value_end; d++)
            if (g_ascii_isdigit (*d))
              g_string_append_c (digits, *d);
          g_hash_table_replace (cur->fields, g_strdup (name), g_string_free (digits, FALSE));
        }
      else
        g_hash_table_replace (cur->fields, g_strdup (name),
                              g_strndup (value, (gsize) (value_end - value)));
    }
  return games;
}

static int
digit (char c)
{
  return c >= '0' && c <= '9' ? c - '0' : -1;
}

/* "xy" (y from the top) to a square, or -1. */
static int
point (const char *p)
{
  int x = digit (p[0]), y = digit (p[1]);

  if (x < 0 || y < 0 || x > 8)
    return -1;
  return XQ_SQ (x, 9 - y);
}

static const XqKind binit_kinds[16] = {
  XQ_ROOK, XQ_HORSE, XQ_ELEPHANT, XQ_ADVISOR, XQ_KING, XQ_ADVISOR, XQ_ELEPHANT,
  XQ_HORSE, XQ_ROOK, XQ_CANNON, XQ_CANNON, XQ_PAWN, XQ_PAWN, XQ_PAWN, XQ_PAWN, XQ_PAWN,
};

static gboolean
read_start (XqImport *imp, RawGame *raw, const char *name, GError **error)
{
  const char *binit = g_hash_table_lookup (raw->fields, "binit");
  const char *fen = g_hash_table_lookup (raw->fields, "fen");
  XqPosition pos;
  const char *problem;
  gsize binit_len;

  if (fen != NULL && fen[0] != '\0')
    {
      gsize at;

      problem = xq_import_try_start_fen (imp, fen, &at);
      if (problem != NULL)
        g_set_error (error, XQ_GAME_ERROR, XQ_GAME_ERROR_BAD_FEN,
                     _("%s: field DhtmlXQ_fen, character %llu: %s"),
                     name, (unsigned long long) at, problem);
      return problem == NULL;
    }
  if (binit == NULL || binit[0] == '\0')
    return TRUE;
  binit_len = strlen (binit);
  xq_position_clear (&pos);
  for (guint i = 0; i < 32; i++)
    {
      int sq;

      if (binit_len < 2 * (i + 1))
        break;
      if (binit[2 * i] == '9' && binit[2 * i + 1] == '9')
        continue;
      sq = point (binit + 2 * i);
      if (sq < 0)
        continue;
      if (!xq_position_put (&pos, sq,
                            XQ_PIECE (i < 16 ? XQ_RED : XQ_BLACK, binit_kinds[i % 16])))
        {
          g_set_error (error, XQ_GAME_ERROR, XQ_GAME_ERROR_BAD_FEN,
                       _("%s: field DhtmlXQ_binit, character %u: two pieces stand on the same point"),
                       name, 2 * i + 1);
          return FALSE;
        }
    }
  xq_import_set_start_guess (imp, &pos);
  return TRUE;
}

/* Text of a comment or tag: "||" and <br> are line breaks, the usual HTML
 * entities are decoded, CRs dropped, trailing space trimmed. */
static char *
comment_text (const char *value)
{
  static const struct { const char *entity; const char *text; } entities[] = {
    { "&nbsp;", " " }, { "&amp;", "&" }, { "&lt;", "<" }, { "&gt;", ">" },
    { "&quot;", "\"" }, { "&apos;", "'" }, { "<br>", "\n" }, { "<br/>", "\n" },
    { "<br />", "\n" }, { "<BR>", "\n" },
  };
  GString *s;

  if (value == NULL)
    return NULL;
  s = g_string_new (NULL);
  for (const char *p = value; *p != '\0'; p++)
    {
      gboolean done = FALSE;

      if (p[0] == '|' && p[1] == '|')
        {
          g_string_append_c (s, '\n');
          p++;
          continue;
        }
      if (*p == '\r')
        continue;
      if (*p == '&' && p[1] == '#')
        {
          gboolean hex = p[2] == 'x' || p[2] == 'X';
          const char *d = p + (hex ? 3 : 2);
          gunichar c = 0;
          guint n = 0;

          for (; n < 7 && g_ascii_isxdigit (d[n]) && (hex || g_ascii_isdigit (d[n])); n++)
            c = c * (hex ? 16 : 10) + (gunichar) (hex ? g_ascii_xdigit_value (d[n])
                                                      : g_ascii_digit_value (d[n]));
          if (n > 0 && d[n] == ';' && g_unichar_validate (c) && c != 0)
            {
              g_string_append_unichar (s, c);
              p = d + n;
              continue;
            }
        }
      if (*p == '&' || *p == '<')
        for (guint i = 0; i < G_N_ELEMENTS (entities) && !done; i++)
          if (g_str_has_prefix (p, entities[i].entity))
            {
              g_string_append (s, entities[i].text);
              p += strlen (entities[i].entity) - 1;
              done = TRUE;
            }
      if (!done)
        g_string_append_c (s, *p);
    }
  return xq_encoding_take_text (s);
}

static const char *
map_result (const char *value)
{
  static const struct { const char *text; const char *result; } results[] = {
    { "红胜", "1-0" }, { "红先胜", "1-0" }, { "红方胜", "1-0" }, { "紅勝", "1-0" },
    { "紅先勝", "1-0" }, { "W", "1-0" }, { "1-0", "1-0" },
    { "黑胜", "0-1" }, { "红先负", "0-1" }, { "黑方胜", "0-1" }, { "黑勝", "0-1" },
    { "紅先負", "0-1" }, { "L", "0-1" }, { "0-1", "0-1" },
    { "和", "1/2-1/2" }, { "和棋", "1/2-1/2" }, { "红先和", "1/2-1/2" },
    { "紅先和", "1/2-1/2" }, { "D", "1/2-1/2" }, { "1/2-1/2", "1/2-1/2" },
  };
  g_autofree char *v = g_strstrip (g_strdup (value));

  for (guint i = 0; i < G_N_ELEMENTS (results); i++)
    if (strcmp (v, results[i].text) == 0)
      return results[i].result;
  return NULL;
}

static void
read_tags (XqImport *imp, RawGame *raw)
{
  static const struct { const char *field; const char *tag; } tags[] = {
    { "title", "Title" }, { "event", "Event" }, { "date", "Date" },
    { "place", "Site" }, { "round", "Round" }, { "redteam", "RedTeam" },
    { "red", "Red" }, { "blackteam", "BlackTeam" }, { "black", "Black" },
    { "open", "Opening" }, { "ecco", "ECCO" }, { "author", "Author" },
    { "remark", "Annotator" }, { "owner", "Owner" },
  };
  const char *result = g_hash_table_lookup (raw->fields, "result");

  for (guint i = 0; i < G_N_ELEMENTS (tags); i++)
    {
      g_autofree char *text = comment_text (g_hash_table_lookup (raw->fields, tags[i].field));

      xq_import_set_tag (imp, tags[i].tag, text);
    }
  if (result != NULL)
    {
      const char *mapped = map_result (result);

      if (mapped != NULL)
        xq_import_set_tag (imp, "Result", mapped);
    }
}

/* The node of ply @ply on @b's line (0 = root), or -1. */
static gint32
node_at (GHashTable *branches, Branch *b, guint ply)
{
  /* Branches nest a few levels deep; a bound keeps hostile chains cheap. */
  for (guint hops = 0; b != NULL && hops < 4096; hops++)
    {
      if (ply == 0)
        return 0;
      if (ply >= b->start)
        {
          guint i = ply - b->start;

          return i < b->nodes->len ? g_array_index (b->nodes, gint32, i) : -1;
        }
      if (b->id == 0)
        return 0;
      b = g_hash_table_lookup (branches, GUINT_TO_POINTER (b->parent));
    }
  return -1;
}

static void
branch_free (Branch *b)
{
  g_array_unref (b->nodes);
  g_free (b);
}

static int
compare_ids (gconstpointer a, gconstpointer b)
{
  const Branch *x = *(Branch *const *) a, *y = *(Branch *const *) b;

  return x->id < y->id ? -1 : x->id > y->id;
}

static void
heap_push (GPtrArray *heap, Branch *b)
{
  guint i = heap->len;

  g_ptr_array_add (heap, b);
  while (i > 0)
    {
      guint up = (i - 1) / 2;
      Branch *p = heap->pdata[up];

      if (p->id <= b->id)
        break;
      heap->pdata[i] = p;
      heap->pdata[up] = b;
      i = up;
    }
}

static Branch *
heap_pop (GPtrArray *heap)
{
  Branch *top = heap->pdata[0];
  Branch *last = g_ptr_array_steal_index (heap, heap->len - 1);
  guint i = 0;

  if (heap->len == 0)
    return top;
  heap->pdata[0] = last;
  for (;;)
    {
      guint l = 2 * i + 1, r = l + 1, m = i;

      if (l < heap->len && ((Branch *) heap->pdata[l])->id < ((Branch *) heap->pdata[m])->id)
        m = l;
      if (r < heap->len && ((Branch *) heap->pdata[r])->id < ((Branch *) heap->pdata[m])->id)
        m = r;
      if (m == i)
        break;
      heap->pdata[i] = heap->pdata[m];
      heap->pdata[m] = last;
      i = m;
    }
  return top;
}

static void
heap_push_children (GPtrArray *heap, GHashTable *children, guint id)
{
  GPtrArray *list = g_hash_table_lookup (children, GUINT_TO_POINTER (id));

  if (list == NULL)
    return;
  for (guint i = 0; i < list->len; i++)
    heap_push (heap, list->pdata[i]);
}

static gboolean
parse_uint (const char *s, guint *out, char stop)
{
  guint64 v = 0;

  if (!g_ascii_isdigit (*s))
    return FALSE;
  for (; g_ascii_isdigit (*s); s++)
    {
      v = v * 10 + (guint64) (*s - '0');
      if (v > G_MAXINT32)
        return FALSE;
    }
  if (*s != stop)
    return FALSE;
  *out = (guint) v;
  return TRUE;
}

static void
play_branch (XqImport *imp, GHashTable *branches, Branch *b, const char *name,
             guint *n_warnings)
{
  Branch *parent = g_hash_table_lookup (branches, GUINT_TO_POINTER (b->parent));
  gint32 node = b->id == 0 ? 0 : node_at (branches, parent, b->start - 1);
  gsize len = strlen (b->moves);

  b->done = TRUE;
  if (node < 0)
    {
      if (++*n_warnings <= XQ_IMPORT_MAX_WARNINGS)
        xq_import_warn (imp, _("%s: branch %u leaves branch %u at ply %u, which has no such ply; "
                               "it was left out"),
                        name, b->id, b->parent, b->start);
      imp->n_dropped += (guint) (len / 4);
      return;
    }
  for (gsize i = 0; i + 4 <= len; i += 4)
    {
      XqImportMoveStatus status;
      int from = point (b->moves + i), to = point (b->moves + i + 2);

      node = xq_import_add_move (imp, node, from, to, &status);
      if (node < 0)
        {
          if (++*n_warnings <= XQ_IMPORT_MAX_WARNINGS)
            {
              char text[8];

              xq_import_move_text (from, to, text);
              if (b->id == 0)
                xq_import_warn (imp, _("%s: field DhtmlXQ_movelist, character %llu"
                                       ": impossible move %s (%s); the rest of the line was "
                                       "left out"),
                                name, (unsigned long long) i + 1, text,
                                xq_import_move_status_message (status));
              else
                xq_import_warn (imp, _("%s: field DhtmlXQ_move_%u_%u_%u, character %llu"
                                       ": impossible move %s (%s); the rest of the branch was "
                                       "left out"),
                                name, b->parent, b->start, b->id, (unsigned long long) i + 1, text,
                                xq_import_move_status_message (status));
            }
          imp->n_dropped += (guint) ((len - i) / 4);
          return;
        }
      g_array_append_val (b->nodes, node);
    }
}

/* The main line (branch 0) and every DhtmlXQ_move_P_S_ID field as a
 * branch in @branches, the numbered ones also in @order by number. */
static void
collect_branches (XqImport *imp, RawGame *raw, const char *name, GHashTable *branches,
                  GPtrArray *order, guint *n_warnings)
{
  GHashTableIter iter;
  gpointer key, value;
  Branch *main_line = g_new0 (Branch, 1);

  main_line->start = 1;
  main_line->moves = g_hash_table_lookup (raw->fields, "movelist");
  if (main_line->moves == NULL)
    main_line->moves = "";
  main_line->nodes = g_array_new (FALSE, FALSE, sizeof (gint32));
  g_hash_table_insert (branches, GUINT_TO_POINTER (0), main_line);

  g_hash_table_iter_init (&iter, raw->fields);
  while (g_hash_table_iter_next (&iter, &key, &value))
    {
      const char *k = key;
      guint p, s, id;
      const char *u1, *u2;
      Branch *b;

      if (!g_str_has_prefix (k, "move_"))
        continue;
      u1 = strchr (k + 5, '_');
      u2 = u1 != NULL ? strchr (u1 + 1, '_') : NULL;
      if (u2 == NULL || !parse_uint (k + 5, &p, '_') || !parse_uint (u1 + 1, &s, '_')
          || !parse_uint (u2 + 1, &id, '\0') || id == 0 || s == 0
          || g_hash_table_contains (branches, GUINT_TO_POINTER (id)))
        {
          if (++*n_warnings <= XQ_IMPORT_MAX_WARNINGS)
            xq_import_warn (imp, _("%s: field DhtmlXQ_%s is not a valid branch; it was left out"),
                            name, k);
          continue;
        }
      b = g_new0 (Branch, 1);
      b->id = id;
      b->parent = p;
      b->start = s;
      b->moves = value;
      b->nodes = g_array_new (FALSE, FALSE, sizeof (gint32));
      g_hash_table_insert (branches, GUINT_TO_POINTER (id), b);
      g_ptr_array_add (order, b);
    }
  g_ptr_array_sort (order, compare_ids);
}

/* Plays the branches in the order of their numbers, each after its parent:
 * a heap of the branches whose parent was played (linear in the number of
 * branches, whatever order the file gives); warns of those left out. */
static void
play_branches (XqImport *imp, const char *name, GHashTable *branches, GPtrArray *order,
               guint *n_warnings)
{
  g_autoptr(GHashTable) children = g_hash_table_new_full (g_direct_hash, g_direct_equal, NULL,
                                                          (GDestroyNotify) g_ptr_array_unref);
  g_autoptr(GPtrArray) heap = g_ptr_array_new ();

  for (guint i = 0; i < order->len; i++)
    {
      Branch *b = order->pdata[i];
      GPtrArray *list = g_hash_table_lookup (children, GUINT_TO_POINTER (b->parent));

      if (list == NULL)
        {
          list = g_ptr_array_new ();
          g_hash_table_insert (children, GUINT_TO_POINTER (b->parent), list);
        }
      g_ptr_array_add (list, b);
    }
  play_branch (imp, branches, g_hash_table_lookup (branches, GUINT_TO_POINTER (0)), name,
               n_warnings);
  heap_push_children (heap, children, 0);
  while (heap->len > 0)
    {
      Branch *b = heap_pop (heap);

      play_branch (imp, branches, b, name, n_warnings);
      heap_push_children (heap, children, b->id);
    }
  for (guint i = 0; i < order->len; i++)
    {
      Branch *b = order->pdata[i];

      if (b->done)
        continue;
      imp->n_dropped += (guint) (strlen (b->moves) / 4);
      if (++*n_warnings <= XQ_IMPORT_MAX_WARNINGS)
        xq_import_warn (imp, _("%s: branch %u leaves branch %u, which does not exist; "
                               "it was left out"),
                        name, b->id, b->parent);
    }
}

/* The DhtmlXQ_commentPLY and DhtmlXQ_commentID_PLY fields onto their moves. */
static void
read_comments (XqImport *imp, RawGame *raw, const char *name, GHashTable *branches,
               guint *n_warnings)
{
  GHashTableIter iter;
  gpointer key, value;

  g_hash_table_iter_init (&iter, raw->fields);
  while (g_hash_table_iter_next (&iter, &key, &value))
    {
      const char *k = key;
      const char *u;
      guint id = 0, ply;
      gint32 node;
      Branch *b;

      if (!g_str_has_prefix (k, "comment"))
        continue;
      u = strchr (k + 7, '_');
      if (u != NULL)
        {
          if (!parse_uint (k + 7, &id, '_') || !parse_uint (u + 1, &ply, '\0'))
            continue;
        }
      else if (!parse_uint (k + 7, &ply, '\0'))
        continue;
      b = g_hash_table_lookup (branches, GUINT_TO_POINTER (id));
      node = b != NULL && b->done ? node_at (branches, b, ply) : -1;
      if (node < 0)
        {
          if (++*n_warnings <= XQ_IMPORT_MAX_WARNINGS)
            xq_import_warn (imp, _("%s: field DhtmlXQ_%s belongs to no move; it was left out"),
                            name, k);
          continue;
        }
      xq_import_take_comment (imp, node, comment_text (value));
    }
}

static XqImport *
build_game (RawGame *raw, const char *name, GError **error)
{
  g_autoptr(XqImport) imp = xq_import_new ();
  g_autoptr(GHashTable) branches = NULL;
  g_autoptr(GPtrArray) order = NULL;
  guint n_warnings = 0;

  if (!read_start (imp, raw, name, error))
    return NULL;
  read_tags (imp, raw);
  branches = g_hash_table_new_full (g_direct_hash, g_direct_equal, NULL,
                                    (GDestroyNotify) branch_free);
  order = g_ptr_array_new ();
  collect_branches (imp, raw, name, branches, order, &n_warnings);
  play_branches (imp, name, branches, order, &n_warnings);
  read_comments (imp, raw, name, branches, &n_warnings);
  if (n_warnings > XQ_IMPORT_MAX_WARNINGS)
    xq_import_warn (imp, _("%s: %u more problems were found"), name, n_warnings - XQ_IMPORT_MAX_WARNINGS);
  return g_steal_pointer (&imp);
}

GPtrArray *
xq_dhtmlxq_decode (const char *text, gsize len, const char *filename, GError **error)
{
  g_autofree char *name = xq_import_display_name (filename);
  g_autoptr(GPtrArray) raw = split_games (text, len);
  g_autoptr(GPtrArray) games = g_ptr_array_new_with_free_func ((GDestroyNotify) xq_import_free);

  for (guint i = 0; i < MIN (raw->len, XQ_IMPORT_MAX_GAMES); i++)
    {
      RawGame *r = raw->pdata[i];
      g_autoptr(GError) local = NULL;
      XqImport *imp = NULL;

      if (g_hash_table_contains (r->fields, "movelist")
          || g_hash_table_contains (r->fields, "binit")
          || g_hash_table_contains (r->fields, "fen"))
        imp = build_game (r, name, &local);
      /* The fields are done with: a file of many games holds one at a
       * time. */
      raw_game_free (g_steal_pointer (&raw->pdata[i]));
      if (imp == NULL && local != NULL && raw->len == 1)
        {
          /* One bad game among several is skipped; a lone one fails. */
          g_propagate_error (error, g_steal_pointer (&local));
          return NULL;
        }
      if (imp == NULL)
        continue;
      xq_import_compact (imp);
      g_ptr_array_add (games, imp);
    }
  if (raw->len > XQ_IMPORT_MAX_GAMES && games->len > 0)
    {
      g_autofree char *warning = xq_import_too_many_games (filename);

      xq_import_warn (games->pdata[0], "%s", warning);
    }
  if (games->len == 0)
    {
      g_set_error (error, XQ_GAME_ERROR, XQ_GAME_ERROR_NO_GAME,
                   _("%s: no DhtmlXQ game found (expected a [DhtmlXQ_movelist] or "
                     "[DhtmlXQ_binit] field)"),
                   name);
      return NULL;
    }
  return g_steal_pointer (&games);
}

GPtrArray *
xq_dhtmlxq_read (GBytes *data, const char *filename, GError **error)
{
  g_autoptr(GPtrArray) imports = NULL;
  g_autofree char *text = NULL;
  const char *encoding = NULL;
  gsize len = 0, text_len = 0;
  const char *bytes = g_bytes_get_data (data, &len);
  gboolean damaged = FALSE;
  GPtrArray *games;

  if (bytes == NULL)
    bytes = "";
  text = xq_encoding_to_utf8 (bytes, len, &encoding, &text_len, NULL);
  if (text == NULL)
    {
      /* Damaged text: the markers and digits are ASCII; keep what decodes. */
      gsize skip = xq_encoding_bom_length (bytes, len);

      text = g_utf8_make_valid (bytes + skip, (gssize) (len - skip));
      text_len = strlen (text);
      encoding = "UTF-8";
      damaged = TRUE;
    }
  imports = xq_dhtmlxq_decode (text, text_len, filename, error);
  if (imports == NULL)
    return NULL;
  games = g_ptr_array_new_with_free_func (g_object_unref);
  for (guint i = 0; i < imports->len; i++)
    {
      if (damaged)
        {
          g_autofree char *name = xq_import_display_name (filename);

          xq_import_warn (imports->pdata[i], _("%s: the text is not valid in any known "
                                               "encoding; some characters were replaced"),
                          name);
        }
      g_ptr_array_add (games, xq_import_to_game (imports->pdata[i], "DhtmlXQ", encoding));
      xq_import_free (g_steal_pointer (&imports->pdata[i]));
    }
  return games;
}
