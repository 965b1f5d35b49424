/* xq-library-edit.c — what the window changes in the game library: a game saved back, its tags edited; where a game came from
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "xq-library-edit.h"
#include "xq-library-private.h"

#include <glib/gi18n.h>

static sqlite3_stmt *
prepare (XqLibrary *library, const char *sql, GError **error)
{
  sqlite3 *db = _xq_library_get_db (library);
  sqlite3_stmt *stmt = NULL;

  if (sqlite3_prepare_v2 (db, sql, -1, &stmt, NULL) != SQLITE_OK)
    {
      g_set_error (error, XQ_LIBRARY_ERROR, XQ_LIBRARY_ERROR_FAILED,
                   _("The game library could not be read: %s"), sqlite3_errmsg (db));
      return NULL;
    }
  return stmt;
}

gboolean
xq_library_update_game (XqLibrary *library, gint64 id, XqGame *game, GError **error)
{
  sqlite3_stmt *s;
  gint64 other = 0;

  g_return_val_if_fail (library != NULL, FALSE);
  g_return_val_if_fail (XQ_IS_GAME (game), FALSE);

  if ((s = prepare (library, "SELECT id FROM games WHERE key = ? AND id <> ?", error)) == NULL)
    return FALSE;
  sqlite3_bind_int64 (s, 1, (sqlite3_int64) xq_library_game_key (game));
  sqlite3_bind_int64 (s, 2, id);
  if (sqlite3_step (s) == SQLITE_ROW)
    other = sqlite3_column_int64 (s, 0);
  sqlite3_finalize (s);
  if (other != 0)
    {
      g_set_error (error, XQ_LIBRARY_ERROR, XQ_LIBRARY_ERROR_FAILED,
                   /* Translators: %lld is the number of a game in the library */
                   _("The library already has this game, with the same moves, players and date (game %lld)"),
                   (long long) other);
      return FALSE;
    }
  return xq_library_replace_game (library, id, game, error);
}

gboolean
xq_library_get_source (XqLibrary *library, gint64 id, char **path, guint *index, GError **error)
{
  sqlite3_stmt *s;
  int rc;

  g_return_val_if_fail (library != NULL, FALSE);
  g_return_val_if_fail (path != NULL, FALSE);

  *path = NULL;
  if (index != NULL)
    *index = 0;
  s = prepare (library, "SELECT s.path, g.source_index FROM games g"
                        " LEFT JOIN sources s ON s.id = g.source WHERE g.id = ?", error);
  if (s == NULL)
    return FALSE;
  sqlite3_bind_int64 (s, 1, id);
  rc = sqlite3_step (s);
  if (rc == SQLITE_ROW)
    {
      if (sqlite3_column_type (s, 0) != SQLITE_NULL)
        *path = g_strdup ((const char *) sqlite3_column_text (s, 0));
      if (index != NULL)
        *index = (guint) sqlite3_column_int (s, 1);
    }
  else if (rc == SQLITE_DONE)
    g_set_error (error, XQ_LIBRARY_ERROR, XQ_LIBRARY_ERROR_NOT_FOUND,
                 _("The library has no game %lld"), (long long) id);
  else
    g_set_error (error, XQ_LIBRARY_ERROR, XQ_LIBRARY_ERROR_FAILED,
                 _("The game library could not be read: %s"), sqlite3_errmsg (_xq_library_get_db (library)));
  sqlite3_finalize (s);
  return rc == SQLITE_ROW;
}
