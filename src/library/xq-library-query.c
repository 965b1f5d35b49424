/* xq-library-query.c — what the game library answers: its lists of games
 * with filters, export, figures, the explorer and position search
 * (see xq-library.h)
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "xq-opening.h"
#include "xq-library.h"
#include "xq-library-private.h"
#include "xq-pgn.h"

#include <glib/gi18n.h>
#include <string.h>

void
_xq_library_table_clear (XqLibraryGameTable *t)
{
  g_clear_pointer (&t->signature, g_free);
  g_clear_pointer (&t->result, g_free);
  g_clear_pointer (&t->year, g_free);
  g_clear_pointer (&t->ids, g_array_unref);
  t->n = 0;
}

/* Filters. */

typedef struct
{
  GString *sql;
  GPtrArray *texts; /* bound in order, as ?1, ?2, … after @first */
  GArray *ints;
  GArray *kinds;    /* 't' or 'i' per parameter */
} Where;

static void
where_add (Where *w, const char *clause, char kind)
{
  g_autofree char *param = g_strdup_printf ("?%u", w->kinds->len + 1);
  g_auto (GStrv) parts = g_strsplit (clause, "@", -1);
  g_autofree char *c = g_strjoinv (param, parts);

  /* "@" in @clause stands for this parameter. */
  g_string_append_printf (w->sql, " AND (%s)", c);
  g_array_append_val (w->kinds, kind);
}

static void
where_take_text (Where *w, const char *clause, char *value)
{
  where_add (w, clause, 't');
  g_ptr_array_add (w->texts, value);
}

static void
where_text (Where *w, const char *clause, const char *value)
{
  where_take_text (w, clause, g_strdup (value));
}

static void
where_int (Where *w, const char *clause, int value)
{
  where_add (w, clause, 'i');
  g_array_append_val (w->ints, value);
}

static void
where_init (Where *w, const XqLibraryFilter *f)
{
  w->sql = g_string_new ("");
  w->texts = g_ptr_array_new_with_free_func (g_free);
  w->ints = g_array_new (FALSE, FALSE, sizeof (int));
  w->kinds = g_array_new (FALSE, FALSE, 1);
  if (f == NULL)
    return;
  if (f->player != NULL && *f->player != '\0')
    {
      if (f->player_side == XQ_LIBRARY_SIDE_RED)
        where_text (w, "instr (g.red, @) > 0", f->player);
      else if (f->player_side == XQ_LIBRARY_SIDE_BLACK)
        where_text (w, "instr (g.black, @) > 0", f->player);
      else
        where_text (w, "instr (g.red, @) > 0 OR instr (g.black, @) > 0", f->player);
    }
  if (f->event != NULL && *f->event != '\0')
    where_text (w, "instr (g.event, @) > 0", f->event);
  if (f->year_from > 0)
    where_int (w, "g.year >= @", f->year_from);
  if (f->year_to > 0)
    where_int (w, "g.year > 0 AND g.year <= @", f->year_to);
  if (f->result != XQ_LIBRARY_RESULT_UNKNOWN)
    where_int (w, "g.result = @", f->result);
  if (f->opening != NULL && *f->opening != '\0')
    /* Either spelling of a name finds both (xq_opening_name_key()). */
    where_take_text (w, "g.ecco LIKE @ || '%' OR instr (replace (replace (g.opening, '仕', '士'), '相', '象'), @) > 0",
                xq_opening_name_key (f->opening));
}

static void
where_bind (Where *w, sqlite3_stmt *s)
{
  guint ti = 0, ii = 0;

  for (guint k = 0; k < w->kinds->len; k++)
    {
      if (w->kinds->data[k] == 't')
        sqlite3_bind_text (s, (int) k + 1, g_ptr_array_index (w->texts, ti++), -1, SQLITE_TRANSIENT);
      else
        sqlite3_bind_int (s, (int) k + 1, g_array_index (w->ints, int, ii++));
    }
}

static void
where_clear (Where *w)
{
  g_string_free (w->sql, TRUE);
  g_ptr_array_unref (w->texts);
  g_array_unref (w->ints);
  g_array_unref (w->kinds);
}

/* HEAD (a query of games g ending in a WHERE clause), the conditions of
 * @filter, TAIL; prepared and bound. */
static sqlite3_stmt *
prepare_filtered (XqLibrary *library, const char *head, const XqLibraryFilter *filter,
                  const char *tail, GError **error)
{
  g_autoptr (GString) sql = g_string_new (head);
  sqlite3_stmt *s;
  Where w;

  where_init (&w, filter);
  g_string_append (sql, w.sql->str);
  g_string_append (sql, tail);
  s = _xq_library_prepare (library, sql->str, error);
  if (s != NULL)
    where_bind (&w, s);
  where_clear (&w);
  return s;
}

static gboolean
filter_empty (const XqLibraryFilter *f)
{
  return f == NULL
         || ((f->player == NULL || *f->player == '\0') && (f->event == NULL || *f->event == '\0')
             && f->year_from <= 0 && f->year_to <= 0 && f->result == XQ_LIBRARY_RESULT_UNKNOWN
             && (f->opening == NULL || *f->opening == '\0'));
}

void
xq_library_game_info_free (XqLibraryGameInfo *info)
{
  if (info == NULL)
    return;
  g_free (info->red);
  g_free (info->black);
  g_free (info->event);
  g_free (info->date);
  g_free (info->ecco);
  g_free (info->opening);
  g_free (info);
}

static char *
column_dup (sqlite3_stmt *s, int i)
{
  const unsigned char *t = sqlite3_column_text (s, i);
  return t ? g_strdup ((const char *) t) : NULL;
}

GPtrArray *
xq_library_list_games (XqLibrary *library, const XqLibraryFilter *filter, const char *order_by,
                       guint limit, GError **error)
{
  return xq_library_list_games_range (library, filter, order_by, 0, limit, error);
}

gint64
xq_library_count_games (XqLibrary *library, const XqLibraryFilter *filter, GError **error)
{
  g_autoptr (GString) sql = g_string_new ("SELECT COUNT(*) FROM games g WHERE 1");
  g_autoptr (sqlite3_stmt) s = NULL;
  gint64 n = -1;

  s = prepare_filtered (library, sql->str, filter, "", error);
  if (s == NULL)
    return -1;
  if (sqlite3_step (s) == SQLITE_ROW)
    n = sqlite3_column_int64 (s, 0);
  else
    _xq_library_set_db_error (library, error, "SELECT COUNT(*) FROM games");
  return n;
}

GPtrArray *
xq_library_list_games_range (XqLibrary *library, const XqLibraryFilter *filter, const char *order_by,
                             guint offset, guint limit, GError **error)
{
  static const char * const columns[] = { "id", "red", "black", "event", "date", "result", "opening", "plies" };
  const char *order = "id";
  gboolean desc = FALSE;
  g_autoptr (GString) tail = g_string_new (NULL);
  g_autoptr (GString) sql = g_string_new ("SELECT g.id, g.red, g.black, g.event, g.date, g.ecco,"
                                          " g.opening, g.year, g.result, g.plies FROM games g WHERE 1");
  g_autoptr (sqlite3_stmt) s = NULL;
  GPtrArray *out;
  int rc;

  if (order_by != NULL)
    {
      desc = order_by[0] == '-';
      for (guint i = 0; i < G_N_ELEMENTS (columns); i++)
        if (strcmp (order_by + desc, columns[i]) == 0)
          order = columns[i];
    }
  g_string_append_printf (tail, " ORDER BY g.%s %s, g.id", order, desc ? "DESC" : "ASC");
  if (limit > 0 || offset > 0)
    g_string_append_printf (tail, " LIMIT %d OFFSET %u", limit > 0 ? (int) MIN (limit, G_MAXINT) : -1, offset);
  s = prepare_filtered (library, sql->str, filter, tail->str, error);
  if (s == NULL)
    return NULL;
  out = g_ptr_array_new_with_free_func ((GDestroyNotify) xq_library_game_info_free);
  while ((rc = sqlite3_step (s)) == SQLITE_ROW)
    {
      XqLibraryGameInfo *info = g_new0 (XqLibraryGameInfo, 1);
      info->id = sqlite3_column_int64 (s, 0);
      info->red = column_dup (s, 1);
      info->black = column_dup (s, 2);
      info->event = column_dup (s, 3);
      info->date = column_dup (s, 4);
      info->ecco = column_dup (s, 5);
      info->opening = column_dup (s, 6);
      info->year = sqlite3_column_int (s, 7);
      info->result = sqlite3_column_int (s, 8);
      info->plies = (guint) sqlite3_column_int (s, 9);
      g_ptr_array_add (out, info);
    }
  if (rc != SQLITE_DONE)
    {
      _xq_library_set_db_error (library, error, "SELECT games");
      g_ptr_array_unref (out);
      return NULL;
    }
  return out;
}

gboolean
xq_library_export (XqLibrary *library, const XqLibraryFilter *filter, GFile *out_file,
                   guint *n_games, GError **error)
{
  g_autoptr (GString) sql = g_string_new ("SELECT g.id, g." RECORD_COLUMNS " FROM games g WHERE 1");
  g_autoptr (sqlite3_stmt) s = NULL;
  g_autoptr (GFileOutputStream) out = NULL;
  guint n = 0;
  int rc;

  s = prepare_filtered (library, sql->str, filter, " ORDER BY g.id", error);
  if (s == NULL)
    return FALSE;
  out = g_file_replace (out_file, NULL, FALSE, G_FILE_CREATE_NONE, NULL, error);
  if (out == NULL)
    return FALSE;
  while ((rc = sqlite3_step (s)) == SQLITE_ROW)
    {
      gint64 id = sqlite3_column_int64 (s, 0);
      g_autoptr (XqGame) game = _xq_library_unpack_record (library, id, s, 1, error);
      g_autofree char *text = NULL;

      if (game == NULL)
        return FALSE;
      text = xq_pgn_write_string (game, XQ_NOTATION_CHINESE, XQ_PGN_WRITE_DEFAULT);
      if ((n > 0 && !g_output_stream_write_all (G_OUTPUT_STREAM (out), "\n", 1, NULL, NULL, error))
          || !g_output_stream_write_all (G_OUTPUT_STREAM (out), text, strlen (text), NULL, NULL, error))
        return FALSE;
      n++;
    }
  if (rc != SQLITE_DONE)
    {
      _xq_library_set_db_error (library, error, "SELECT record");
      return FALSE;
    }
  if (n_games != NULL)
    *n_games = n;
  return g_output_stream_close (G_OUTPUT_STREAM (out), NULL, error);
}

gboolean
xq_library_get_stats (XqLibrary *library, XqLibraryStats *stats, GError **error)
{
  gint64 pages, page_size;

  if ((stats->games = _xq_library_count (library, "SELECT COUNT(*) FROM games", error)) < 0
      || (stats->positions = _xq_library_count (library, "SELECT COUNT(*) FROM positions", error)) < 0
      || (stats->explorer_rows = _xq_library_count (library, "SELECT COUNT(*) FROM explorer", error)) < 0
      || (pages = _xq_library_count (library, "PRAGMA page_count", error)) < 0
      || (page_size = _xq_library_count (library, "PRAGMA page_size", error)) < 0)
    return FALSE;
  stats->file_bytes = pages * page_size;
  return TRUE;
}

static int
compare_stats (gconstpointer a, gconstpointer b)
{
  const XqLibraryMoveStats *x = a, *y = b;

  if (x->games != y->games)
    return x->games > y->games ? -1 : 1;
  return (int) x->move - (int) y->move;
}

static char *
filter_signature (const XqLibraryFilter *f)
{
  if (filter_empty (f))
    return g_strdup ("");
  return g_strdup_printf ("%s\x1f%d\x1f%s\x1f%d\x1f%d\x1f%d\x1f%s", f->player ? f->player : "",
                          f->player_side, f->event ? f->event : "", f->year_from, f->year_to,
                          f->result, f->opening ? f->opening : "");
}

static gint64
data_version (XqLibrary *library)
{
  gint64 v = -1;

  if (sqlite3_step (library->data_version) == SQLITE_ROW)
    v = sqlite3_column_int64 (library->data_version, 0);
  sqlite3_reset (library->data_version);
  return v;
}

/* Makes library->table hold the games @filter lets through, unless it
 * does already and nothing changed since. */
static gboolean
ensure_table (XqLibrary *library, const XqLibraryFilter *filter, GError **error)
{
  XqLibraryGameTable *t = &library->table;
  g_autofree char *signature = filter_signature (filter);
  gint64 version = data_version (library);
  gint64 changes = sqlite3_total_changes64 (library->db);
  g_autoptr (GString) sql = g_string_new ("SELECT g.id, g.result, g.year FROM games g WHERE 1");
  /* (ORDER BY id: the scan of the table is in that order anyway.) */
  g_autoptr (sqlite3_stmt) s = NULL;
  gint64 n;
  int rc;

  if (t->signature != NULL && strcmp (t->signature, signature) == 0 && t->data_version == version
      && t->changes == changes)
    return TRUE;
  _xq_library_table_clear (t);
  if ((n = _xq_library_count (library, "SELECT IFNULL (MAX (id), 0) + 1 FROM games", error)) < 0)
    return FALSE;
  s = prepare_filtered (library, sql->str, filter, " ORDER BY g.id", error);
  if (s == NULL)
    return FALSE;
  t->ids = g_array_new (FALSE, FALSE, sizeof (gint64));
  t->result = g_new0 (guint8, n);
  t->year = g_new0 (gint16, n);
  t->n = n;
  while ((rc = sqlite3_step (s)) == SQLITE_ROW)
    {
      gint64 id = sqlite3_column_int64 (s, 0);
      if (id <= 0 || id >= n)
        continue;
      g_array_append_val (t->ids, id);
      t->result[id] = (guint8) (sqlite3_column_int (s, 1) + 1);
      t->year[id] = (gint16) CLAMP (sqlite3_column_int (s, 2), 0, G_MAXINT16);
    }
  if (rc != SQLITE_DONE)
    {
      _xq_library_set_db_error (library, error, "SELECT games");
      _xq_library_table_clear (t);
      return FALSE;
    }
  t->signature = g_steal_pointer (&signature);
  t->data_version = version;
  t->changes = changes;
  return TRUE;
}

/* The rows of the position index at @hash, in (game, ply) order. */
static sqlite3_stmt *
prepare_rows (XqLibrary *library, guint64 hash, GError **error)
{
  sqlite3_stmt *s = _xq_library_prepare (library, "SELECT v FROM positions WHERE hash = ? ORDER BY v", error);

  if (s != NULL)
    sqlite3_bind_int64 (s, 1, KEY48 (hash));
  return s;
}

static XqLibraryMoveStats *
stats_for_move (GArray *out, XqMove move)
{
  XqLibraryMoveStats m = { .move = move };

  for (guint i = 0; i < out->len; i++)
    if (g_array_index (out, XqLibraryMoveStats, i).move == move)
      return &g_array_index (out, XqLibraryMoveStats, i);
  g_array_append_val (out, m);
  return &g_array_index (out, XqLibraryMoveStats, out->len - 1);
}

#define SEEK_ROWS 32

/* How many games the explorer table counts at @hash (0: not there). */
static gint64
explorer_games (XqLibrary *library, guint64 hash)
{
  g_autoptr (sqlite3_stmt) s = _xq_library_prepare (library, "SELECT IFNULL (SUM (games), 0) FROM explorer WHERE hash = ?", NULL);
  gint64 n = 0;

  if (s == NULL)
    return 0;
  sqlite3_bind_int64 (s, 1, KEY48 (hash));
  if (sqlite3_step (s) == SQLITE_ROW)
    n = sqlite3_column_int64 (s, 0);
  return n;
}

/* Sums the rows of the position index, game by game. */
typedef struct
{
  GArray *out;    /* XqLibraryMoveStats */
  gint64 game;    /* of the rows seen last */
  XqMove seen[8]; /* the moves that game played here */
  guint n_seen;
} Counter;

static void
count_row (Counter *c, XqLibraryGameTable *t, gint64 v)
{
  gint64 g = ROW_GAME (v);
  XqMove move = ROW_MOVE (v);
  XqLibraryMoveStats *m;
  int year;

  if (move == XQ_MOVE_NONE || g >= t->n || t->result[g] == 0)
    return;
  if (g != c->game)
    {
      c->game = g;
      c->n_seen = 0;
    }
  /* A game that comes back to the position counts once per move. */
  for (guint i = 0; i < c->n_seen; i++)
    if (c->seen[i] == move)
      return;
  if (c->n_seen < G_N_ELEMENTS (c->seen))
    c->seen[c->n_seen++] = move;
  m = stats_for_move (c->out, move);
  year = t->year[g];
  m->games++;
  m->red += t->result[g] == XQ_LIBRARY_RESULT_RED + 1;
  m->draws += t->result[g] == XQ_LIBRARY_RESULT_DRAW + 1;
  m->black += t->result[g] == XQ_LIBRARY_RESULT_BLACK + 1;
  if (year > 0 && (m->first_year == 0 || year < m->first_year))
    m->first_year = year;
  m->last_year = MAX (m->last_year, year);
}

GArray *
xq_library_explore (XqLibrary *library, guint64 hash, const XqLibraryFilter *filter, GError **error)
{
  GArray *out = g_array_new (FALSE, TRUE, sizeof (XqLibraryMoveStats));
  g_autoptr (sqlite3_stmt) s = NULL;
  XqLibraryGameTable *t = &library->table;
  int rc;

  if (filter_empty (filter))
    {
      s = _xq_library_prepare (library, "SELECT move, games, red, draw, black, first, last FROM explorer WHERE hash = ?", error);
      if (s == NULL)
        goto fail;
      sqlite3_bind_int64 (s, 1, KEY48 (hash));
      for (rc = sqlite3_step (s); rc == SQLITE_ROW; rc = sqlite3_step (s))
        {
          XqLibraryMoveStats m = {
            .move = (XqMove) sqlite3_column_int (s, 0),
            .games = (guint) sqlite3_column_int (s, 1),
            .red = (guint) sqlite3_column_int (s, 2),
            .draws = (guint) sqlite3_column_int (s, 3),
            .black = (guint) sqlite3_column_int (s, 4),
            .first_year = sqlite3_column_int (s, 5),
            .last_year = sqlite3_column_int (s, 6),
          };
          g_array_append_val (out, m);
        }
      if (rc != SQLITE_DONE)
        {
          _xq_library_set_db_error (library, error, "explore");
          goto fail;
        }
      if (out->len > 0)
        goto done;
      g_clear_pointer (&s, sqlite3_finalize);
    }
  /* The position index, with the games the filter lets through. */
  if (!ensure_table (library, filter, error) || !(s = prepare_rows (library, hash, error)))
    goto fail;
  {
    /* Past this many rows, looking up each game let through is cheaper
     * (a lookup costs about as much as reading 30 rows). */
    gint64 budget = (gint64) t->ids->len * SEEK_ROWS + 1024;
    Counter counter = { out, -1, { 0 }, 0 };
    gint64 n_rows = 0;

    /* The explorer table tells how crowded its positions are. */
    if (!filter_empty (filter) && explorer_games (library, hash) > budget)
      rc = SQLITE_ROW;
    else
      while ((rc = sqlite3_step (s)) == SQLITE_ROW && ++n_rows <= budget)
        count_row (&counter, t, sqlite3_column_int64 (s, 0));
    if (rc == SQLITE_ROW)
      {
        g_clear_pointer (&s, sqlite3_finalize);
        g_array_set_size (out, 0);
        counter.game = -1;
        if (!(s = _xq_library_prepare (library, "SELECT v FROM positions WHERE hash = ?1 AND v >= ?2 AND v < ?3", error)))
          goto fail;
        rc = SQLITE_DONE;
        for (guint i = 0; rc == SQLITE_DONE && i < t->ids->len; i++)
          {
            gint64 id = g_array_index (t->ids, gint64, i);
            sqlite3_bind_int64 (s, 1, KEY48 (hash));
            sqlite3_bind_int64 (s, 2, ROW_VALUE (id, 0, 0));
            sqlite3_bind_int64 (s, 3, ROW_VALUE (id + 1, 0, 0));
            while ((rc = sqlite3_step (s)) == SQLITE_ROW)
              count_row (&counter, t, sqlite3_column_int64 (s, 0));
            sqlite3_reset (s);
          }
      }
  }
  if (rc != SQLITE_DONE)
    {
      _xq_library_set_db_error (library, error, "explore");
      goto fail;
    }
done:
  g_array_sort (out, compare_stats);
  return out;
fail:
  g_array_unref (out);
  return NULL;
}

static void
hit_clear (gpointer p)
{
  XqLibraryHit *hit = p;
  g_free (hit->title);
}

GArray *
xq_library_search (XqLibrary *library, guint64 hash, const XqLibraryFilter *filter, guint limit,
                   GError **error)
{
  g_autoptr (sqlite3_stmt) s = NULL;
  g_autoptr (sqlite3_stmt) title = NULL;
  gboolean filtered = !filter_empty (filter);
  XqLibraryGameTable *t = &library->table;
  GArray *out;
  gint64 last_game = -1;
  int rc;

  if ((filtered && !ensure_table (library, filter, error))
      || !(s = prepare_rows (library, hash, error))
      || !(title = _xq_library_prepare (library, "SELECT red, black, event, date FROM games WHERE id = ?", error)))
    return NULL;
  out = g_array_new (FALSE, TRUE, sizeof (XqLibraryHit));
  g_array_set_clear_func (out, hit_clear);
  while ((rc = sqlite3_step (s)) == SQLITE_ROW)
    {
      gint64 v = sqlite3_column_int64 (s, 0);
      XqLibraryHit hit = { .game = ROW_GAME (v), .ply = ROW_PLY (v), .next = ROW_MOVE (v) };
      const char *red, *black, *event, *date;

      if (hit.game == last_game)
        continue; /* the first time a game reaches the position */
      last_game = hit.game;
      if (filtered && (hit.game >= t->n || t->result[hit.game] == 0))
        continue;
      sqlite3_bind_int64 (title, 1, hit.game);
      if (sqlite3_step (title) != SQLITE_ROW)
        {
          sqlite3_reset (title);
          continue; /* a game deleted by another connection meanwhile */
        }
      red = (const char *) sqlite3_column_text (title, 0);
      black = (const char *) sqlite3_column_text (title, 1);
      event = (const char *) sqlite3_column_text (title, 2);
      date = (const char *) sqlite3_column_text (title, 3);
      hit.title = g_strdup_printf ("%s – %s%s%s%s%s", red ? red : "?", black ? black : "?",
                                   event ? ", " : "", event ? event : "",
                                   date ? ", " : "", date ? date : "");
      sqlite3_reset (title);
      g_array_append_val (out, hit);
      if (limit > 0 && out->len >= limit)
        break;
    }
  if (rc != SQLITE_DONE && rc != SQLITE_ROW)
    {
      _xq_library_set_db_error (library, error, "search");
      g_array_unref (out);
      return NULL;
    }
  return out;
}

