/* xq-library.c — the game library in SQLite (see xq-library.h)
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "xq-library.h"
#include "xq-library-private.h"
#include "xq-library-record.h"
#include "xq-game-format.h"
#include "xq-game-node.h"
#include "xq-opening.h"
#include "xq-pgn.h"

#include <errno.h>
#include <glib/gi18n.h>
#include <sqlite3.h>
#include <string.h>

G_DEFINE_QUARK (xq-library-error-quark, xq_library_error)

/* Games per transaction while importing: a cancel keeps whole games. */
#define BATCH_GAMES 10000

/* The schema this code writes (PRAGMA user_version); 1 had no number. */
#define SCHEMA_VERSION 2

typedef struct
{
  gint64 key, value;
} PosRow;

typedef struct
{
  gint64 key;
  XqMove move;
  guint games, red, draw, black;
  int first, last;
} ExplorerDelta;

typedef struct
{
  guint64 hash;
  guint ply;
  XqMove move;
} PosEntry;

static const char schema[] =
  "CREATE TABLE IF NOT EXISTS sources (id INTEGER PRIMARY KEY, path TEXT NOT NULL UNIQUE);"
  "CREATE TABLE IF NOT EXISTS games ("
  " id INTEGER PRIMARY KEY, key INTEGER NOT NULL UNIQUE,"
  " red TEXT, black TEXT, event TEXT, site TEXT, date TEXT, round TEXT,"
  " year INTEGER NOT NULL DEFAULT 0, result INTEGER NOT NULL DEFAULT 0,"
  " ecco TEXT, opening TEXT, plies INTEGER NOT NULL DEFAULT 0,"
  " source INTEGER, source_index INTEGER, record BLOB NOT NULL);"
  "CREATE TABLE IF NOT EXISTS positions ("
  " hash INTEGER NOT NULL, v INTEGER NOT NULL, PRIMARY KEY (hash, v)) WITHOUT ROWID;"
  "CREATE TABLE IF NOT EXISTS explorer ("
  " hash INTEGER NOT NULL, move INTEGER NOT NULL, games INTEGER NOT NULL,"
  " red INTEGER NOT NULL, draw INTEGER NOT NULL, black INTEGER NOT NULL,"
  " first INTEGER NOT NULL, last INTEGER NOT NULL,"
  " PRIMARY KEY (hash, move)) WITHOUT ROWID;";

static void
set_db_error (XqLibrary *library, GError **error, const char *what)
{
  int code = sqlite3_errcode (library->db);

  if (code == SQLITE_NOTADB || code == SQLITE_CORRUPT)
    g_set_error (error, XQ_LIBRARY_ERROR, XQ_LIBRARY_ERROR_DAMAGED,
                 _("“%s” is not a game library or it is damaged (%s)"),
                 library->path, sqlite3_errmsg (library->db));
  else
    g_set_error (error, XQ_LIBRARY_ERROR, XQ_LIBRARY_ERROR_FAILED,
                 _("The game library “%s” could not be used: %s (%s)"),
                 library->path, sqlite3_errmsg (library->db), what);
}

static gboolean
exec (XqLibrary *library, const char *sql, GError **error)
{
  if (sqlite3_exec (library->db, sql, NULL, NULL, NULL) != SQLITE_OK)
    {
      set_db_error (library, error, sql);
      return FALSE;
    }
  return TRUE;
}

static sqlite3_stmt *
prepare (XqLibrary *library, const char *sql, GError **error)
{
  sqlite3_stmt *stmt = NULL;

  if (sqlite3_prepare_v2 (library->db, sql, -1, &stmt, NULL) != SQLITE_OK)
    {
      set_db_error (library, error, sql);
      return NULL;
    }
  return stmt;
}

static gint64
count (XqLibrary *library, const char *sql, GError **error)
{
  g_autoptr (sqlite3_stmt) s = prepare (library, sql, error);
  gint64 n = -1;

  if (s != NULL && sqlite3_step (s) == SQLITE_ROW)
    n = sqlite3_column_int64 (s, 0);
  else if (s != NULL)
    set_db_error (library, error, sql);
  return n;
}

char *
xq_library_default_path (void)
{
  return g_build_filename (g_get_user_data_dir (), "xiangqi", "library.sqlite", NULL);
}

const char *
xq_library_get_path (XqLibrary *library)
{
  return library->path;
}

static gboolean commit (XqLibrary *library, GError **error);

void
xq_library_close (XqLibrary *library)
{
  if (library == NULL)
    return;
  if (library->in_transaction)
    commit (library, NULL);
  sqlite3_finalize (library->insert_game);
  sqlite3_finalize (library->insert_pos);
  sqlite3_finalize (library->upsert_explorer);
  sqlite3_finalize (library->find_key);
  sqlite3_finalize (library->find_source);
  sqlite3_finalize (library->insert_source);
  sqlite3_finalize (library->data_version);
  sqlite3_finalize (library->insert_pos_many);
  sqlite3_close (library->db);
  g_clear_pointer (&library->pending_rows, g_array_unref);
  g_clear_pointer (&library->pending_explorer, g_hash_table_unref);
  _xq_library_table_clear (&library->table);
  g_free (library->path);
  g_free (library);
}

static gboolean migrate_v1 (XqLibrary *library, GError **error);

/* Creates the tables of a new library, or brings an old one up to date. */
static gboolean
check_schema (XqLibrary *library, GError **error)
{
  gint64 version = count (library, "PRAGMA user_version", error);
  gint64 has_games;

  if (version < 0)
    return FALSE;
  if (version > SCHEMA_VERSION)
    {
      g_set_error (error, XQ_LIBRARY_ERROR, XQ_LIBRARY_ERROR_DAMAGED,
                   _("The game library “%s” was made by a newer version of Xiangqi (format %d; this one reads up to %d)"),
                   library->path, (int) version, SCHEMA_VERSION);
      return FALSE;
    }
  if (version == SCHEMA_VERSION)
    return exec (library, schema, error);
  has_games = count (library, "SELECT COUNT(*) FROM sqlite_schema WHERE name = 'games'", error);
  if (has_games < 0)
    return FALSE;
  if (has_games == 0)
    return exec (library, schema, error)
           && exec (library, "PRAGMA user_version = " G_STRINGIFY (SCHEMA_VERSION), error);
  return migrate_v1 (library, error);
}

/* Rows of the index per INSERT while importing (fewer statements to run). */
#define ROWS_PER_INSERT 64

static sqlite3_stmt *
prepare_insert_many (XqLibrary *library, GError **error)
{
  g_autoptr (GString) sql = g_string_new ("INSERT OR IGNORE INTO positions (hash, v) VALUES (?,?)");

  for (int i = 1; i < ROWS_PER_INSERT; i++)
    g_string_append (sql, ",(?,?)");
  return prepare (library, sql->str, error);
}

static gboolean
prepare_statements (XqLibrary *library, GError **error)
{
  return (library->insert_game = prepare (library,
            "INSERT INTO games (key, red, black, event, site, date, round, year, result, ecco,"
            " opening, plies, source, source_index, record) VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)", error))
         && (library->insert_pos = prepare (library,
            "INSERT OR IGNORE INTO positions (hash, v) VALUES (?,?)", error))
         && (library->upsert_explorer = prepare (library,
            "INSERT INTO explorer (hash, move, games, red, draw, black, first, last)"
            " VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8) ON CONFLICT (hash, move) DO UPDATE SET"
            " games = games + excluded.games, red = red + excluded.red, draw = draw + excluded.draw,"
            " black = black + excluded.black,"
            " first = CASE WHEN excluded.first = 0 THEN first"
            "  WHEN first = 0 OR excluded.first < first THEN excluded.first ELSE first END,"
            " last = MAX (last, excluded.last)", error))
         && (library->find_key = prepare (library, "SELECT id FROM games WHERE key = ?", error))
         && (library->find_source = prepare (library, "SELECT id FROM sources WHERE path = ?", error))
         && (library->insert_source = prepare (library, "INSERT INTO sources (path) VALUES (?)", error))
         && (library->data_version = prepare (library, "PRAGMA data_version", error))
         && (library->insert_pos_many = prepare_insert_many (library, error));
}

static guint
delta_hash (gconstpointer p)
{
  const ExplorerDelta *d = p;
  return (guint) (d->key ^ (d->key >> 32)) * 31u + d->move;
}

static gboolean
delta_equal (gconstpointer a, gconstpointer b)
{
  const ExplorerDelta *x = a, *y = b;
  return x->key == y->key && x->move == y->move;
}

XqLibrary *
xq_library_open (const char *path, GError **error)
{
  g_autoptr (XqLibrary) library = g_new0 (XqLibrary, 1);
  g_autofree char *dir = g_path_get_dirname (path);
  int rc;

  library->path = g_strdup (path);
  library->pending_rows = g_array_new (FALSE, FALSE, sizeof (PosRow));
  library->pending_explorer = g_hash_table_new_full (delta_hash, delta_equal, g_free, NULL);
  if (g_mkdir_with_parents (dir, 0755) != 0)
    {
      int saved = errno;
      g_set_error (error, G_IO_ERROR, g_io_error_from_errno (saved),
                   _("The folder of the game library “%s” could not be made: %s"),
                   path, g_strerror (saved));
      return NULL;
    }
  rc = sqlite3_open_v2 (path, &library->db,
                        SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_FULLMUTEX, NULL);
  if (rc != SQLITE_OK)
    {
      g_set_error (error, XQ_LIBRARY_ERROR, XQ_LIBRARY_ERROR_FAILED,
                   _("The game library “%s” could not be opened: %s"), path,
                   library->db ? sqlite3_errmsg (library->db) : sqlite3_errstr (rc));
      return NULL;
    }
  sqlite3_busy_timeout (library->db, 10000);
  if (!exec (library, "PRAGMA journal_mode=WAL; PRAGMA synchronous=NORMAL;"
                      "PRAGMA cache_size=-131072; PRAGMA temp_store=MEMORY;", error)
      || !check_schema (library, error)
      || (library->insert_game == NULL && !prepare_statements (library, error)))
    return NULL;
  return g_steal_pointer (&library);
}

/* The record (see xq-library-record.h). */

static GBytes *
pack_record (XqGame *game)
{
  return _xq_library_record_pack (game);
}

/* Reads the game of the row @s is on, whose record is column @first and
 * the columns of RECORD_COLUMNS follow. */
static XqGame *
unpack_record (XqLibrary *library, gint64 id, sqlite3_stmt *s, int first, GError **error)
{
  g_autoptr (GError) local = NULL;
  const char *columns[XQ_LIBRARY_RECORD_COLUMNS];
  XqGame *game;

  for (int i = 0; i < XQ_LIBRARY_RECORD_COLUMNS; i++)
    columns[i] = (const char *) sqlite3_column_text (s, first + 1 + i);
  game = _xq_library_record_unpack (sqlite3_column_blob (s, first), (gsize) sqlite3_column_bytes (s, first),
                                    columns, &local);
  if (game == NULL)
    g_set_error (error, XQ_LIBRARY_ERROR, XQ_LIBRARY_ERROR_DAMAGED,
                 _("Game %lld of the library “%s” is damaged: %s"), (long long) id,
                 library->path, local->message);
  return game;
}

/* What is indexed of a game. */

static GArray *
main_line (XqGame *game)
{
  GArray *line = g_array_new (FALSE, FALSE, sizeof (PosEntry));
  XqPosition pos = *xq_game_get_start_position (game);
  XqGameNode *node = xq_game_get_root (game);

  for (guint ply = 0;; ply++)
    {
      XqGameNode *child = xq_game_node_get_n_children (node) > 0 ? xq_game_node_get_child (node, 0) : NULL;
      PosEntry e = { pos.hash, ply, child ? xq_game_node_get_move (child) : XQ_MOVE_NONE };
      XqUndo undo;

      g_array_append_val (line, e);
      if (child == NULL)
        break;
      xq_position_make_move (&pos, e.move, &undo);
      node = child;
    }
  return line;
}

static guint64
fnv (guint64 h, const void *data, gsize len)
{
  const guint8 *p = data;

  for (gsize i = 0; i < len; i++)
    h = (h ^ p[i]) * G_GUINT64_CONSTANT (1099511628211);
  return h;
}

static guint64
game_key (XqGame *game, GArray *line)
{
  guint64 h = G_GUINT64_CONSTANT (14695981039346656037);
  const char *tags[] = { "Red", "Black", "Date" };

  for (guint i = 0; i < line->len; i++)
    {
      PosEntry *e = &g_array_index (line, PosEntry, i);
      h = fnv (h, &e->hash, sizeof e->hash);
      h = fnv (h, &e->move, sizeof e->move);
    }
  for (guint i = 0; i < G_N_ELEMENTS (tags); i++)
    {
      const char *v = xq_game_get_tag (game, tags[i]);
      if (v != NULL)
        h = fnv (h, v, strlen (v));
      h = fnv (h, "\n", 1);
    }
  return h;
}

guint64
xq_library_game_key (XqGame *game)
{
  g_autoptr (GArray) line = main_line (game);

  return game_key (game, line);
}

static XqLibraryResult
result_of (XqGame *game)
{
  const char *r = xq_game_get_tag (game, "Result");

  if (r == NULL)
    return XQ_LIBRARY_RESULT_UNKNOWN;
  if (strcmp (r, "1-0") == 0)
    return XQ_LIBRARY_RESULT_RED;
  if (strcmp (r, "0-1") == 0)
    return XQ_LIBRARY_RESULT_BLACK;
  if (strcmp (r, "1/2-1/2") == 0 || strcmp (r, "½-½") == 0)
    return XQ_LIBRARY_RESULT_DRAW;
  return XQ_LIBRARY_RESULT_UNKNOWN;
}

static int
year_of (XqGame *game)
{
  const char *d = xq_game_get_tag (game, "Date");

  if (d == NULL || strlen (d) < 4)
    return 0;
  for (int i = 0; i < 4; i++)
    if (!g_ascii_isdigit (d[i]))
      return 0;
  return (int) g_ascii_strtoll (d, NULL, 10);
}

static void
bind_text (sqlite3_stmt *stmt, int i, const char *text)
{
  if (text != NULL && *text != '\0')
    sqlite3_bind_text (stmt, i, text, -1, SQLITE_TRANSIENT);
  else
    sqlite3_bind_null (stmt, i);
}

static gboolean
step_done (XqLibrary *library, sqlite3_stmt *stmt, GError **error)
{
  int rc = sqlite3_step (stmt);

  sqlite3_reset (stmt);
  sqlite3_clear_bindings (stmt);
  if (rc != SQLITE_DONE && rc != SQLITE_ROW)
    {
      set_db_error (library, error, sqlite3_sql (stmt));
      return FALSE;
    }
  return TRUE;
}

/* Each (position, move) of the first plies once per game. */
static gboolean
explorer_first (GArray *line, guint i)
{
  PosEntry *e = &g_array_index (line, PosEntry, i);

  if (e->ply >= XQ_LIBRARY_EXPLORER_PLIES || e->move == XQ_MOVE_NONE)
    return FALSE;
  for (guint j = 0; j < i; j++)
    {
      PosEntry *f = &g_array_index (line, PosEntry, j);
      if (f->hash == e->hash && f->move == e->move)
        return FALSE;
    }
  return TRUE;
}

/* Queues a game's rows of the index and its share of the explorer: they
 * are written, sorted and summed, when the transaction commits. */
static gboolean
index_game (XqLibrary *library, gint64 id, GArray *line, XqLibraryResult result, int year,
            GError **error)
{
  (void) error;
  for (guint i = 0; i < line->len && i <= MAX_PLY; i++)
    {
      PosEntry *e = &g_array_index (line, PosEntry, i);
      PosRow row = { KEY48 (e->hash), ROW_VALUE (id, e->ply, e->move) };
      ExplorerDelta probe, *d;

      g_array_append_val (library->pending_rows, row);
      if (!explorer_first (line, i))
        continue;
      probe.key = row.key;
      probe.move = e->move;
      d = g_hash_table_lookup (library->pending_explorer, &probe);
      if (d == NULL)
        {
          d = g_new0 (ExplorerDelta, 1);
          d->key = row.key;
          d->move = e->move;
          g_hash_table_add (library->pending_explorer, d);
        }
      d->games++;
      d->red += result == XQ_LIBRARY_RESULT_RED;
      d->draw += result == XQ_LIBRARY_RESULT_DRAW;
      d->black += result == XQ_LIBRARY_RESULT_BLACK;
      if (year > 0 && (d->first == 0 || year < d->first))
        d->first = year;
      d->last = MAX (d->last, year);
    }
  return TRUE;
}

static int
compare_rows (gconstpointer a, gconstpointer b)
{
  const PosRow *x = a, *y = b;

  if (x->key != y->key)
    return x->key < y->key ? -1 : 1;
  return x->value < y->value ? -1 : x->value > y->value;
}

/* Writes what index_game() queued. */
static gboolean
flush_index (XqLibrary *library, GError **error)
{
  GArray *rows = library->pending_rows;
  GHashTableIter iter;
  ExplorerDelta *d;
  gboolean ok = TRUE;

  g_array_sort (rows, compare_rows);
  for (guint i = 0; ok && i + ROWS_PER_INSERT <= rows->len; i += ROWS_PER_INSERT)
    {
      sqlite3_stmt *s = library->insert_pos_many;

      for (int k = 0; k < ROWS_PER_INSERT; k++)
        {
          PosRow *r = &g_array_index (rows, PosRow, i + k);
          sqlite3_bind_int64 (s, 2 * k + 1, r->key);
          sqlite3_bind_int64 (s, 2 * k + 2, r->value);
        }
      ok = sqlite3_step (s) == SQLITE_DONE;
      sqlite3_reset (s);
      if (!ok)
        set_db_error (library, error, "INSERT INTO positions");
    }
  for (guint i = rows->len - rows->len % ROWS_PER_INSERT; ok && i < rows->len; i++)
    {
      PosRow *r = &g_array_index (rows, PosRow, i);
      sqlite3_stmt *s = library->insert_pos;

      sqlite3_bind_int64 (s, 1, r->key);
      sqlite3_bind_int64 (s, 2, r->value);
      ok = sqlite3_step (s) == SQLITE_DONE;
      sqlite3_reset (s);
      if (!ok)
        set_db_error (library, error, "INSERT INTO positions");
    }
  g_array_set_size (rows, 0);
  g_hash_table_iter_init (&iter, library->pending_explorer);
  while (ok && g_hash_table_iter_next (&iter, (gpointer *) &d, NULL))
    {
      sqlite3_stmt *s = library->upsert_explorer;

      sqlite3_bind_int64 (s, 1, d->key);
      sqlite3_bind_int (s, 2, d->move);
      sqlite3_bind_int (s, 3, (int) d->games);
      sqlite3_bind_int (s, 4, (int) d->red);
      sqlite3_bind_int (s, 5, (int) d->draw);
      sqlite3_bind_int (s, 6, (int) d->black);
      sqlite3_bind_int (s, 7, d->first);
      sqlite3_bind_int (s, 8, d->last);
      ok = sqlite3_step (s) == SQLITE_DONE;
      sqlite3_reset (s);
      if (!ok)
        set_db_error (library, error, "INSERT INTO explorer");
    }
  g_hash_table_remove_all (library->pending_explorer);
  return ok;
}

/* Takes a game out of the index and the explorer (its row stays). */
static gboolean
unindex_game (XqLibrary *library, gint64 id, GArray *line, XqLibraryResult result, int year,
              GError **error)
{
  g_autoptr (sqlite3_stmt) del = NULL;
  g_autoptr (sqlite3_stmt) dec = NULL;
  g_autoptr (sqlite3_stmt) drop = NULL;
  g_autoptr (sqlite3_stmt) years = NULL;
  g_autoptr (sqlite3_stmt) set_years = NULL;

  if (!flush_index (library, error))
    return FALSE;
  if (!(del = prepare (library, "DELETE FROM positions WHERE hash = ? AND v >= ? AND v < ?", error))
      || !(dec = prepare (library, "UPDATE explorer SET games = games - 1, red = red - ?3,"
                                   " draw = draw - ?4, black = black - ?5 WHERE hash = ?1 AND move = ?2", error))
      || !(drop = prepare (library, "DELETE FROM explorer WHERE hash = ? AND move = ? AND games <= 0", error))
      || !(years = prepare (library, "SELECT IFNULL (MIN (NULLIF (g.year, 0)), 0), IFNULL (MAX (g.year), 0)"
                                     " FROM positions p JOIN games g ON g.id = p.v >> 24"
                                     " WHERE p.hash = ?1 AND (p.v & 16383) = ?2 AND ((p.v >> 14) & 1023) < "
                                     G_STRINGIFY (XQ_LIBRARY_EXPLORER_PLIES), error))
      || !(set_years = prepare (library, "UPDATE explorer SET first = ?, last = ? WHERE hash = ? AND move = ?", error)))
    return FALSE;
  for (guint i = 0; i < line->len; i++)
    {
      PosEntry *e = &g_array_index (line, PosEntry, i);
      sqlite3_bind_int64 (del, 1, KEY48 (e->hash));
      sqlite3_bind_int64 (del, 2, ROW_VALUE (id, 0, 0));
      sqlite3_bind_int64 (del, 3, ROW_VALUE (id + 1, 0, 0));
      if (!step_done (library, del, error))
        return FALSE;
    }
  for (guint i = 0; i < line->len; i++)
    {
      PosEntry *e = &g_array_index (line, PosEntry, i);
      int first = 0, last = 0;

      if (!explorer_first (line, i))
        continue;
      sqlite3_bind_int64 (dec, 1, KEY48 (e->hash));
      sqlite3_bind_int (dec, 2, e->move);
      sqlite3_bind_int (dec, 3, result == XQ_LIBRARY_RESULT_RED);
      sqlite3_bind_int (dec, 4, result == XQ_LIBRARY_RESULT_DRAW);
      sqlite3_bind_int (dec, 5, result == XQ_LIBRARY_RESULT_BLACK);
      if (!step_done (library, dec, error))
        return FALSE;
      sqlite3_bind_int64 (drop, 1, KEY48 (e->hash));
      sqlite3_bind_int (drop, 2, e->move);
      if (!step_done (library, drop, error))
        return FALSE;
      if (year == 0)
        continue;
      sqlite3_bind_int64 (years, 1, KEY48 (e->hash));
      sqlite3_bind_int (years, 2, e->move);
      if (sqlite3_step (years) == SQLITE_ROW)
        {
          first = sqlite3_column_int (years, 0);
          last = sqlite3_column_int (years, 1);
        }
      sqlite3_reset (years);
      sqlite3_bind_int (set_years, 1, first);
      sqlite3_bind_int (set_years, 2, last);
      sqlite3_bind_int64 (set_years, 3, KEY48 (e->hash));
      sqlite3_bind_int (set_years, 4, e->move);
      if (!step_done (library, set_years, error))
        return FALSE;
    }
  return TRUE;
}

static gboolean
begin (XqLibrary *library, GError **error)
{
  if (library->in_transaction)
    return TRUE;
  if (!exec (library, "BEGIN IMMEDIATE", error))
    return FALSE;
  library->in_transaction = TRUE;
  library->batch = 0;
  return TRUE;
}

static void rollback (XqLibrary *library);

static gboolean
commit (XqLibrary *library, GError **error)
{
  if (!library->in_transaction)
    return TRUE;
  if (!flush_index (library, error))
    {
      rollback (library);
      return FALSE;
    }
  library->in_transaction = FALSE;
  return exec (library, "COMMIT", error);
}

static void
rollback (XqLibrary *library)
{
  g_array_set_size (library->pending_rows, 0);
  g_hash_table_remove_all (library->pending_explorer);
  if (library->in_transaction)
    sqlite3_exec (library->db, "ROLLBACK", NULL, NULL, NULL);
  library->in_transaction = FALSE;
}

static gint64
source_id (XqLibrary *library, const char *source, GError **error)
{
  gint64 id = 0;

  if (source == NULL)
    return 0;
  sqlite3_bind_text (library->find_source, 1, source, -1, SQLITE_TRANSIENT);
  if (sqlite3_step (library->find_source) == SQLITE_ROW)
    id = sqlite3_column_int64 (library->find_source, 0);
  sqlite3_reset (library->find_source);
  if (id != 0)
    return id;
  sqlite3_bind_text (library->insert_source, 1, source, -1, SQLITE_TRANSIENT);
  if (!step_done (library, library->insert_source, error))
    return -1;
  return sqlite3_last_insert_rowid (library->db);
}

/* Binds the columns ?2..?12 and ?15 (key and source excluded). */
static gboolean
bind_game (sqlite3_stmt *s, XqGame *game, guint plies, XqLibraryResult result, int year)
{
  const XqOpening *opening = xq_opening_for_game (game);
  const char *ecco = xq_game_get_tag (game, "ECCO");
  const char *name = xq_game_get_tag (game, "Opening");
  g_autoptr (GBytes) record = pack_record (game);

  if (record == NULL)
    return FALSE;
  if (ecco == NULL && opening != NULL)
    ecco = opening->ecco;
  if (name == NULL && opening != NULL)
    name = opening->chinese;
  else if (name != NULL && xq_opening_spelling (name) != NULL)
    name = xq_opening_spelling (name);
  bind_text (s, 2, xq_game_get_tag (game, "Red"));
  bind_text (s, 3, xq_game_get_tag (game, "Black"));
  bind_text (s, 4, xq_game_get_tag (game, "Event"));
  bind_text (s, 5, xq_game_get_tag (game, "Site"));
  bind_text (s, 6, xq_game_get_tag (game, "Date"));
  bind_text (s, 7, xq_game_get_tag (game, "Round"));
  sqlite3_bind_int (s, 8, year);
  sqlite3_bind_int (s, 9, result);
  bind_text (s, 10, ecco);
  bind_text (s, 11, name);
  sqlite3_bind_int (s, 12, (int) plies);
  sqlite3_bind_blob (s, 15, g_bytes_get_data (record, NULL), (int) g_bytes_get_size (record),
                     SQLITE_TRANSIENT);
  return TRUE;
}

/* Adds one game inside the open transaction; *@added FALSE for a duplicate. */
static gboolean
add_game (XqLibrary *library, XqGame *game, gint64 source, guint index, gboolean *added,
          GError **error)
{
  g_autoptr (GArray) line = main_line (game);
  guint64 key = game_key (game, line);
  XqLibraryResult result = result_of (game);
  int year = year_of (game);
  sqlite3_stmt *s = library->insert_game;
  gboolean dup;
  gint64 id;

  sqlite3_bind_int64 (library->find_key, 1, (sqlite3_int64) key);
  dup = sqlite3_step (library->find_key) == SQLITE_ROW;
  sqlite3_reset (library->find_key);
  *added = !dup;
  if (dup)
    return TRUE;
  sqlite3_bind_int64 (s, 1, (sqlite3_int64) key);
  if (!bind_game (s, game, line->len - 1, result, year))
    {
      g_set_error_literal (error, XQ_LIBRARY_ERROR, XQ_LIBRARY_ERROR_FAILED, _("A game could not be compressed"));
      return FALSE;
    }
  if (source > 0)
    {
      sqlite3_bind_int64 (s, 13, source);
      sqlite3_bind_int (s, 14, (int) index);
    }
  if (!step_done (library, s, error))
    return FALSE;
  id = sqlite3_last_insert_rowid (library->db);
  return index_game (library, id, line, result, year, error);
}

void
xq_library_import_stats_clear (XqLibraryImportStats *stats)
{
  g_clear_pointer (&stats->failures, g_ptr_array_unref);
  memset (stats, 0, sizeof *stats);
}

gboolean
_xq_library_add_games (XqLibrary *library, GPtrArray *games, const char *source, guint first_index,
                       XqLibraryImportStats *stats, XqLibraryProgressFunc progress,
                       gpointer user_data, double done, double share,
                       GCancellable *cancellable, GError **error)
{
  gint64 src;

  if (!begin (library, error))
    return FALSE;
  src = source_id (library, source, error);
  if (src < 0)
    {
      rollback (library);
      return FALSE;
    }
  for (guint i = 0; i < games->len; i++)
    {
      gboolean added;

      if (g_cancellable_set_error_if_cancelled (cancellable, error))
        {
          g_autoptr (GError) local = NULL;
          if (!commit (library, &local))
            rollback (library);
          return FALSE;
        }
      if (!add_game (library, g_ptr_array_index (games, i), src, first_index + i, &added, error))
        {
          rollback (library);
          return FALSE;
        }
      if (added)
        stats->added++;
      else
        stats->duplicates++;
      if (++library->batch >= BATCH_GAMES)
        {
          if (!commit (library, error) || !begin (library, error))
            return FALSE;
        }
      if (progress != NULL)
        progress (done + share * (i + 1) / games->len, stats, user_data);
    }
  return commit (library, error);
}

gboolean
xq_library_add_games (XqLibrary *library, GPtrArray *games, const char *source,
                      XqLibraryImportStats *stats, GError **error)
{
  return _xq_library_add_games (library, games, source, 0, stats, NULL, NULL, 0, 1, NULL, error);
}

static const char * const extensions[] = {
  ".pgn", ".wxf", ".xqf", ".cbr", ".cbl", ".cbf", ".pfc", ".fen", ".txt", ".htm", ".html",
};

static gboolean
wanted_in_folder (const char *name)
{
  g_autofree char *lower = g_ascii_strdown (name, -1);

  if (name[0] == '.')
    return FALSE;
  for (guint i = 0; i < G_N_ELEMENTS (extensions); i++)
    if (g_str_has_suffix (lower, extensions[i]))
      return TRUE;
  return FALSE;
}

static int
compare_files (gconstpointer a, gconstpointer b)
{
  g_autofree char *x = g_file_get_basename (*(GFile **) a);
  g_autofree char *y = g_file_get_basename (*(GFile **) b);

  return strcmp (x, y);
}

/* The files under @file, in name order (folders: only the game files). */
static void
collect (GFile *file, gboolean top, GPtrArray *files, GArray *sizes, GCancellable *cancellable)
{
  g_autoptr (GFileInfo) info = g_file_query_info (file, G_FILE_ATTRIBUTE_STANDARD_TYPE ","
                                                  G_FILE_ATTRIBUTE_STANDARD_SIZE ","
                                                  G_FILE_ATTRIBUTE_STANDARD_NAME,
                                                  G_FILE_QUERY_INFO_NONE, cancellable, NULL);
  GFileType type = info ? g_file_info_get_file_type (info) : G_FILE_TYPE_UNKNOWN;

  if (type == G_FILE_TYPE_DIRECTORY)
    {
      g_autoptr (GFileEnumerator) e = g_file_enumerate_children (file, G_FILE_ATTRIBUTE_STANDARD_NAME,
                                                                 G_FILE_QUERY_INFO_NOFOLLOW_SYMLINKS,
                                                                 cancellable, NULL);
      g_autoptr (GPtrArray) children = g_ptr_array_new_with_free_func (g_object_unref);
      GFileInfo *child;

      while (e != NULL && (child = g_file_enumerator_next_file (e, cancellable, NULL)) != NULL)
        {
          g_ptr_array_add (children, g_file_get_child (file, g_file_info_get_name (child)));
          g_object_unref (child);
        }
      g_ptr_array_sort (children, compare_files);
      for (guint i = 0; i < children->len; i++)
        {
          GFile *c = g_ptr_array_index (children, i);
          g_autofree char *base = g_file_get_basename (c);
          g_autoptr (GFileInfo) ci = g_file_query_info (c, G_FILE_ATTRIBUTE_STANDARD_TYPE,
                                                        G_FILE_QUERY_INFO_NOFOLLOW_SYMLINKS, NULL, NULL);
          if (ci == NULL)
            continue;
          if (g_file_info_get_file_type (ci) == G_FILE_TYPE_DIRECTORY ? base[0] != '.' : wanted_in_folder (base))
            collect (c, FALSE, files, sizes, cancellable);
        }
      return;
    }
  if (!top && type != G_FILE_TYPE_REGULAR)
    return;
  {
    guint64 size = info ? (guint64) g_file_info_get_size (info) : 0;
    g_ptr_array_add (files, g_object_ref (file));
    g_array_append_val (sizes, size);
  }
}

gboolean
xq_library_import_paths (XqLibrary *library, const char * const *paths, XqLibraryImportStats *stats,
                         XqLibraryProgressFunc progress, gpointer user_data,
                         GCancellable *cancellable, GError **error)
{
  g_autoptr (GPtrArray) files = g_ptr_array_new_with_free_func (g_object_unref);
  g_autoptr (GArray) sizes = g_array_new (FALSE, FALSE, sizeof (guint64));
  guint64 total = 0, done = 0;

  if (stats->failures == NULL)
    stats->failures = g_ptr_array_new_with_free_func (g_free);
  for (guint i = 0; paths[i] != NULL; i++)
    {
      g_autoptr (GFile) f = g_file_new_for_commandline_arg (paths[i]);
      collect (f, TRUE, files, sizes, cancellable);
    }
  for (guint i = 0; i < sizes->len; i++)
    total += g_array_index (sizes, guint64, i) + 1;
  for (guint i = 0; i < files->len; i++)
    {
      GFile *file = g_ptr_array_index (files, i);
      g_autofree char *path = g_file_get_path (file);
      g_autoptr (GError) local = NULL;
      g_autoptr (GPtrArray) games = NULL;
      guint64 size = g_array_index (sizes, guint64, i) + 1;

      if (g_cancellable_set_error_if_cancelled (cancellable, error))
        return FALSE;
      stats->files++;
      /* A big game file is read a part at a time (memory stays bounded,
       * and files past the readers' 64 MiB are taken too). */
      if (_xq_library_stream_wanted (path, size))
        {
          if (!_xq_library_import_stream (library, file, path, 0, stats, progress, user_data,
                                          (double) done / total, (double) size / total,
                                          cancellable, error))
            return FALSE;
        }
      else if ((games = xq_game_load_file (file, NULL, NULL, &local)) == NULL)
        {
          if (g_error_matches (local, G_IO_ERROR, G_IO_ERROR_CANCELLED))
            {
              g_propagate_error (error, g_steal_pointer (&local));
              return FALSE;
            }
          stats->failed_files++;
          g_ptr_array_add (stats->failures, g_strdup_printf ("%s: %s", path, local->message));
        }
      else if (!_xq_library_add_games (library, games, path, 0, stats, progress, user_data,
                                       (double) done / total, (double) size / total, cancellable,
                                       error))
        return FALSE;
      done += size;
      if (progress != NULL)
        progress ((double) done / total, stats, user_data);
    }
  return TRUE;
}

/* Schema 1 (deflated PGN records, 8-byte keys and separate columns in the
 * position index): every game is read and indexed again, in one
 * transaction (a failure leaves the file as it was). */
static gboolean
migrate_v1 (XqLibrary *library, GError **error)
{
  g_autoptr (sqlite3_stmt) read = NULL;
  g_autoptr (sqlite3_stmt) copy = NULL;
  gint64 has_ply = count (library, "SELECT COUNT(*) FROM pragma_table_info ('positions') WHERE name = 'ply'", error);
  int rc;

  if (has_ply < 0)
    return FALSE;
  if (has_ply == 0)
    {
      g_set_error (error, XQ_LIBRARY_ERROR, XQ_LIBRARY_ERROR_DAMAGED,
                   _("“%s” is not a game library or it is damaged (%s)"), library->path,
                   _("its tables are of no known version"));
      return FALSE;
    }
  if (!begin (library, error))
    return FALSE;
  if (!exec (library, "ALTER TABLE games RENAME TO games_v1; DROP TABLE positions; DROP TABLE explorer;"
                      , error)
      || !exec (library, schema, error)
      || !prepare_statements (library, error)
      || !(read = prepare (library, "SELECT id, record FROM games_v1 ORDER BY id", error))
      || !(copy = prepare (library, "INSERT INTO games (id, key, red, black, event, site, date, round, year,"
                                    " result, ecco, opening, plies, source, source_index, record)"
                                    " SELECT id, key, red, black, event, site, date, round, year, result, ecco,"
                                    " opening, plies, source, source_index, ?2 FROM games_v1 WHERE id = ?1", error)))
    goto fail;
  while ((rc = sqlite3_step (read)) == SQLITE_ROW)
    {
      gint64 id = sqlite3_column_int64 (read, 0);
      g_autoptr (GError) local = NULL;
      g_autoptr (XqGame) game = _xq_library_record_unpack_v1 (sqlite3_column_blob (read, 1),
                                                              (gsize) sqlite3_column_bytes (read, 1), &local);
      g_autoptr (GArray) line = NULL;
      g_autoptr (GBytes) record = NULL;

      if (game == NULL)
        {
          g_set_error (error, XQ_LIBRARY_ERROR, XQ_LIBRARY_ERROR_DAMAGED,
                       _("The game library “%s” could not be brought to the new format: game %lld is damaged: %s"),
                       library->path, (long long) id, local->message);
          goto fail;
        }
      line = main_line (game);
      record = pack_record (game);
      sqlite3_bind_int64 (copy, 1, id);
      sqlite3_bind_blob (copy, 2, g_bytes_get_data (record, NULL), (int) g_bytes_get_size (record),
                         SQLITE_TRANSIENT);
      if (!step_done (library, copy, error)
          || !index_game (library, id, line, result_of (game), year_of (game), error))
        goto fail;
      /* One transaction, but the queued index written as it goes (memory). */
      if (++library->batch % BATCH_GAMES == 0 && !flush_index (library, error))
        goto fail;
    }
  if (rc != SQLITE_DONE)
    {
      set_db_error (library, error, "SELECT games_v1");
      goto fail;
    }
  g_clear_pointer (&read, sqlite3_finalize);
  if (!exec (library, "DROP TABLE games_v1; PRAGMA user_version = " G_STRINGIFY (SCHEMA_VERSION), error)
      || !commit (library, error))
    goto fail;
  /* Give back the old tables' pages (the copy VACUUM makes on disk, not in
   * memory: it is as large as the library). */
  return exec (library, "PRAGMA temp_store=FILE; VACUUM; PRAGMA temp_store=MEMORY;", error);

fail:
  g_clear_pointer (&read, sqlite3_finalize);
  rollback (library);
  return FALSE;
}

/* Reading back. */

static gboolean
load_row (XqLibrary *library, gint64 id, XqGame **game, GError **error)
{
  g_autoptr (sqlite3_stmt) s = prepare (library, "SELECT " RECORD_COLUMNS " FROM games WHERE id = ?", error);
  int rc;

  if (s == NULL)
    return FALSE;
  sqlite3_bind_int64 (s, 1, id);
  rc = sqlite3_step (s);
  if (rc == SQLITE_ROW)
    {
      *game = unpack_record (library, id, s, 0, error);
      return *game != NULL;
    }
  if (rc == SQLITE_DONE)
    g_set_error (error, XQ_LIBRARY_ERROR, XQ_LIBRARY_ERROR_NOT_FOUND,
                 _("The library has no game %lld"), (long long) id);
  else
    set_db_error (library, error, "SELECT record");
  return FALSE;
}

XqGame *
xq_library_get_game (XqLibrary *library, gint64 id, GError **error)
{
  XqGame *game = NULL;

  if (!load_row (library, id, &game, error))
    return NULL;
  return game;
}

gboolean
xq_library_delete_game (XqLibrary *library, gint64 id, GError **error)
{
  g_autoptr (XqGame) game = NULL;
  g_autoptr (GArray) line = NULL;
  g_autoptr (sqlite3_stmt) del = NULL;

  if (!load_row (library, id, &game, error))
    return FALSE;
  line = main_line (game);
  if (!(del = prepare (library, "DELETE FROM games WHERE id = ?", error)) || !begin (library, error))
    return FALSE;
  sqlite3_bind_int64 (del, 1, id);
  if (!unindex_game (library, id, line, result_of (game), year_of (game), error)
      || !step_done (library, del, error))
    {
      rollback (library);
      return FALSE;
    }
  return commit (library, error);
}

gboolean
xq_library_replace_game (XqLibrary *library, gint64 id, XqGame *game, GError **error)
{
  g_autoptr (XqGame) old = NULL;
  g_autoptr (GArray) old_line = NULL;
  g_autoptr (GArray) line = main_line (game);
  g_autoptr (sqlite3_stmt) s = NULL;
  XqLibraryResult result = result_of (game);
  int year = year_of (game);

  if (!load_row (library, id, &old, error))
    return FALSE;
  old_line = main_line (old);
  if (!(s = prepare (library, "UPDATE games SET key = ?1, red = ?2, black = ?3, event = ?4, site = ?5,"
                              " date = ?6, round = ?7, year = ?8, result = ?9, ecco = ?10, opening = ?11,"
                              " plies = ?12, record = ?15 WHERE id = ?16", error))
      || !begin (library, error))
    return FALSE;
  sqlite3_bind_int64 (s, 1, (sqlite3_int64) game_key (game, line));
  if (!bind_game (s, game, line->len - 1, result, year))
    {
      rollback (library);
      g_set_error_literal (error, XQ_LIBRARY_ERROR, XQ_LIBRARY_ERROR_FAILED, _("A game could not be compressed"));
      return FALSE;
    }
  sqlite3_bind_int64 (s, 16, id);
  if (!unindex_game (library, id, old_line, result_of (old), year_of (old), error)
      || !step_done (library, s, error)
      || !index_game (library, id, line, result, year, error))
    {
      rollback (library);
      return FALSE;
    }
  return commit (library, error);
}

/* For the other files of the library (xq-library-private.h). */
sqlite3 *
_xq_library_get_db (XqLibrary *library)
{
  return library->db;
}

sqlite3_stmt *
_xq_library_prepare (XqLibrary *library, const char *sql, GError **error)
{
  return prepare (library, sql, error);
}

void
_xq_library_set_db_error (XqLibrary *library, GError **error, const char *what)
{
  set_db_error (library, error, what);
}

gint64
_xq_library_count (XqLibrary *library, const char *sql, GError **error)
{
  return count (library, sql, error);
}

XqGame *
_xq_library_unpack_record (XqLibrary *library, gint64 id, sqlite3_stmt *s, int first, GError **error)
{
  return unpack_record (library, id, s, first, error);
}
