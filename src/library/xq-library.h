/* xq-library.h — the game library: many games in one SQLite database
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * One database file (WAL mode: readers go on while an import writes;
 * PRAGMA user_version 2, a library of version 1 is brought up to date when
 * opened, a newer one refused) with
 *   games      one row per game: its tags as columns, the year, the result,
 *              the ECCO code and opening name, the number of plies, where it
 *              came from, a duplicate key (the moves, the players and the
 *              date) and the record itself, lossless (moves, variations,
 *              comments, NAGs, every tag): for a game of one line without
 *              comments its tags and 2-byte move codes, else deflated ICCS
 *              PGN (xq-library-record.h);
 *   positions  every main-line position up to ply 1023 → game, ply, the
 *              move played there (0 after the last move), as two integers:
 *              the top 48 bits of the core's 64-bit Zobrist key (side to
 *              move included) and game << 24 | ply << 14 | move;
 *              WITHOUT ROWID, both in the key;
 *   explorer   position → move → games, red wins, draws, black wins, first
 *              and last year, for the positions games reach in their first
 *              XQ_LIBRARY_EXPLORER_PLIES plies, each game counted once per
 *              (position, move); kept exact under import and deletion.
 * Queries with a filter, and positions past those plies, read the index
 * with a table of the games the filter lets through (their result and
 * year), made once per filter and made again when the database changes.
 * Uses formats, record and core; no GTK.
 */
#pragma once

#include <gio/gio.h>

#include "xq-game.h"

G_BEGIN_DECLS

#define XQ_LIBRARY_ERROR (xq_library_error_quark ())
GQuark xq_library_error_quark (void);

typedef enum
{
  XQ_LIBRARY_ERROR_DAMAGED,   /* not a library, or a damaged one */
  XQ_LIBRARY_ERROR_FAILED,    /* SQLite failed (disk full, locked too long, …) */
  XQ_LIBRARY_ERROR_NOT_FOUND, /* no game with that id */
} XqLibraryError;

/* Plies from the start whose positions the explorer table counts. */
#define XQ_LIBRARY_EXPLORER_PLIES 10

typedef enum
{
  XQ_LIBRARY_RESULT_UNKNOWN = 0,
  XQ_LIBRARY_RESULT_RED = 1,
  XQ_LIBRARY_RESULT_DRAW = 2,
  XQ_LIBRARY_RESULT_BLACK = 3,
} XqLibraryResult;

typedef enum
{
  XQ_LIBRARY_SIDE_ANY = 0,
  XQ_LIBRARY_SIDE_RED,
  XQ_LIBRARY_SIDE_BLACK,
} XqLibrarySide;

/* Which games a query looks at; zero-filled means all of them. */
typedef struct
{
  const char *player;        /* substring of the player's name, or NULL */
  XqLibrarySide player_side; /* the side @player had */
  const char *event;         /* substring of the event, or NULL */
  int year_from, year_to;    /* 0: open */
  XqLibraryResult result;    /* UNKNOWN: any */
  const char *opening;       /* an ECCO code ("C45", or "C4" as a prefix) or a substring of the name */
} XqLibraryFilter;

typedef struct _XqLibrary XqLibrary;

/* Opens (creating when missing) the library at @path.  A file that is not
 * a library gives XQ_LIBRARY_ERROR_DAMAGED with a message naming it. */
XqLibrary  *xq_library_open          (const char *path, GError **error);
void        xq_library_close         (XqLibrary *library);
const char *xq_library_get_path      (XqLibrary *library);
/* The default library: "library.sqlite" in the user data folder. */
char       *xq_library_default_path  (void);

typedef struct
{
  guint added;
  guint duplicates;
  guint failed_files;
  guint files;
  GPtrArray *failures; /* char *: "FILE: message", one per failed file */
} XqLibraryImportStats;

void        xq_library_import_stats_clear (XqLibraryImportStats *stats);

/* Called after each game (@fraction of the files' bytes done, 0..1). */
typedef void (*XqLibraryProgressFunc) (double fraction, const XqLibraryImportStats *stats,
                                       gpointer user_data);

/* Adds the games of @games (an XqGame array) that are not there yet;
 * @source names where they came from (may be NULL). */
gboolean    xq_library_add_games     (XqLibrary *library, GPtrArray *games, const char *source,
                                      XqLibraryImportStats *stats, GError **error);
/* Imports files and folders (recursively, every format we read).  A file
 * that fails is listed in @stats and the rest goes on.  Cancelling stops
 * between games: the games added so far stay, whole.  FALSE with an error
 * only when the database itself fails, or G_IO_ERROR_CANCELLED. */
gboolean    xq_library_import_paths  (XqLibrary *library, const char * const *paths,
                                      XqLibraryImportStats *stats,
                                      XqLibraryProgressFunc progress, gpointer user_data,
                                      GCancellable *cancellable, GError **error);

typedef struct
{
  gint64 id;
  char *red, *black, *event, *date, *ecco, *opening;
  int year;
  XqLibraryResult result;
  guint plies;
} XqLibraryGameInfo;

void        xq_library_game_info_free (XqLibraryGameInfo *info);

/* The games @filter lets through, ordered by @order_by ("id", "red",
 * "black", "event", "date", "result", "opening", "plies"; "-" before a
 * name for descending), at most @limit (0: all).  XqLibraryGameInfo *. */
GPtrArray  *xq_library_list_games    (XqLibrary *library, const XqLibraryFilter *filter,
                                      const char *order_by, guint limit, GError **error);
/* The same from the @offset-th on (paging: SQLite sorts, keeping only
 * @offset + @limit rows while it does). */
GPtrArray  *xq_library_list_games_range (XqLibrary *library, const XqLibraryFilter *filter,
                                         const char *order_by, guint offset, guint limit,
                                         GError **error);
/* How many games @filter lets through; -1 with @error on failure. */
gint64      xq_library_count_games   (XqLibrary *library, const XqLibraryFilter *filter, GError **error);
/* The stored game, as read back from its record. */
XqGame     *xq_library_get_game      (XqLibrary *library, gint64 id, GError **error);
/* Replaces a game's record (save back, tag edits): its index and the
 * explorer are updated. */
gboolean    xq_library_replace_game  (XqLibrary *library, gint64 id, XqGame *game, GError **error);
gboolean    xq_library_delete_game   (XqLibrary *library, gint64 id, GError **error);
/* Writes the games @filter lets through to @out as PGN (Chinese moves). */
gboolean    xq_library_export        (XqLibrary *library, const XqLibraryFilter *filter,
                                      GFile *out, guint *n_games, GError **error);

typedef struct
{
  gint64 games;
  gint64 positions;
  gint64 explorer_rows;
  gint64 file_bytes;
} XqLibraryStats;

gboolean    xq_library_get_stats     (XqLibrary *library, XqLibraryStats *stats, GError **error);

typedef struct
{
  XqMove move;
  guint games, red, draws, black;
  int first_year, last_year; /* 0: unknown */
} XqLibraryMoveStats;

/* The moves played in the position whose key is @hash (XqPosition.hash),
 * most played first.  Without a filter and for a position of the explorer
 * table, that table answers; otherwise the position index does (every
 * game that reached the position, at any ply, each counted once per move
 * it played there).  XqLibraryMoveStats elements. */
GArray     *xq_library_explore       (XqLibrary *library, guint64 hash,
                                      const XqLibraryFilter *filter, GError **error);

typedef struct
{
  gint64 game;
  guint ply;
  XqMove next; /* XQ_MOVE_NONE: the game ended there */
  char *title;
} XqLibraryHit;

/* The games that reach the position @hash (by any move order), at most
 * @limit (0: all).  XqLibraryHit elements (clear each with
 * xq_library_hit_clear, set as the clear func). */
GArray     *xq_library_search        (XqLibrary *library, guint64 hash,
                                      const XqLibraryFilter *filter, guint limit, GError **error);

/* Main-line moves, start position and the duplicate key of a game. */
guint64     xq_library_game_key      (XqGame *game);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (XqLibrary, xq_library_close)

G_END_DECLS
