/* xq-library-private.h — shared by the files of the game library
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * xq-library.c holds the database, import, the index and the explorer's
 * upkeep; xq-library-query.c the lists, export and the explorer's and
 * position search's answers; xq-library-edit.c what the window changes in
 * it (save back, tags) and where a game came from.
 */
#pragma once

#include <sqlite3.h>

#include "xq-library.h"

G_BEGIN_DECLS

#include "xq-game.h"

G_DEFINE_AUTOPTR_CLEANUP_FUNC (sqlite3_stmt, sqlite3_finalize)

/* A position-index row: the key's top 48 bits (an SQLite integer of 6
 * bytes), and game << 24 | ply << 14 | move (6 bytes up to 8 million
 * games).  Plies past MAX_PLY are not indexed. */
#define KEY48(hash) ((gint64) (hash) >> 16)
#define ROW_VALUE(game, ply, move) (((gint64) (game) << 24) | ((gint64) (ply) << 14) | (gint64) (move))
#define ROW_GAME(v) ((v) >> 24)
#define ROW_PLY(v) ((guint) (((v) >> 14) & 0x3FF))
#define ROW_MOVE(v) ((XqMove) ((v) & 0x3FFF))
#define MAX_PLY 1023

/* The columns a record may take its tags' values from, in the order of
 * _xq_library_record_unpack()'s @columns. */
#define RECORD_COLUMNS "record, red, black, event, site, date, round"

/* The games a filter lets through, with their result and year, for the
 * queries over the position index. */
typedef struct
{
  char *signature;     /* the filter, or NULL when not built */
  gint64 data_version; /* the database's when built */
  gint64 changes;      /* this connection's changes when built */
  gint64 n;            /* ids below n */
  guint8 *result;      /* 0: not let through; else XqLibraryResult + 1 */
  gint16 *year;
  GArray *ids;         /* gint64: the ids let through, ascending */
} XqLibraryGameTable;

struct _XqLibrary
{
  sqlite3 *db;
  char *path;
  sqlite3_stmt *insert_game, *insert_pos, *upsert_explorer, *find_key, *find_source,
               *insert_source, *data_version, *insert_pos_many;
  gboolean in_transaction;
  guint batch;
  GArray *pending_rows;       /* PosRow, written sorted at commit */
  GHashTable *pending_explorer; /* ExplorerDelta by (key, move) */
  XqLibraryGameTable table;
};

/* For xq-library-query.c: xq-library.c's helpers. */
sqlite3_stmt *_xq_library_prepare       (XqLibrary *library, const char *sql, GError **error);
void          _xq_library_set_db_error  (XqLibrary *library, GError **error, const char *what);
/* The first column of @sql's first row; -1 with @error on failure. */
gint64        _xq_library_count         (XqLibrary *library, const char *sql, GError **error);
/* The game of the row @s is on (its record in column @first, the columns
 * of RECORD_COLUMNS after it). */
XqGame       *_xq_library_unpack_record (XqLibrary *library, gint64 id, sqlite3_stmt *s, int first,
                                         GError **error);
void          _xq_library_table_clear   (XqLibraryGameTable *table);

/* The library's connection (its transactions are xq-library.c's). */
sqlite3 *_xq_library_get_db (XqLibrary *library);

/* Adds @games (numbered from @first_index in @source) in batches, telling
 * @progress from @done to @done + @share (xq-library.c). */
gboolean _xq_library_add_games (XqLibrary *library, GPtrArray *games, const char *source,
                                guint first_index, XqLibraryImportStats *stats,
                                XqLibraryProgressFunc progress, gpointer user_data, double done,
                                double share, GCancellable *cancellable, GError **error);

/* Whether the file at @path of @size bytes is imported a part at a time
 * (a big PGN file), and that import, reading @block_size bytes at a time
 * (0: the usual 4 MiB; the tests use small ones) (xq-library-stream.c).
 * A part that cannot be read is listed in @stats and the rest goes on. */
gboolean _xq_library_stream_wanted (const char *path, guint64 size);
gboolean _xq_library_import_stream (XqLibrary *library, GFile *file, const char *path,
                                    gsize block_size,
                                    XqLibraryImportStats *stats, XqLibraryProgressFunc progress,
                                    gpointer user_data, double done, double share,
                                    GCancellable *cancellable, GError **error);

G_END_DECLS
