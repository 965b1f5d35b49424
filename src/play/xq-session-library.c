/* xq-session-library.c — a game opened from a game library, saved back into it
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The session remembers which game of which library it shows; Save
 * (xq_session_save()) writes the game back through the store the window
 * gave (play/ is below library/ and does not open databases itself), then
 * to the game's file when it has one.  Only then is the game saved.  A
 * library game being played that is kept between runs (the autosave file)
 * keeps its library in a tag of that file only.
 */
#define G_LOG_DOMAIN "xq-session"

#include "config.h"

#include "xq-session-private.h"

#include <glib/gi18n.h>

/* The tag of a kept game that names its library: "ID PATH". */
static const char library_tag[] = "XqLibrary";

void
xq_session_set_library_store (XqSession             *self,
                              XqSessionLibraryStore  store,
                              gpointer               user_data)
{
  g_return_if_fail (XQ_IS_SESSION (self));

  self->library_store = store;
  self->library_store_data = user_data;
}

void
_xq_session_forget_library (XqSession *self)
{
  g_clear_pointer (&self->library_path, g_free);
  self->library_id = 0;
}

void
xq_session_open_library_game (XqSession  *self,
                              XqGame     *game,
                              const char *library,
                              gint64      id,
                              GFile      *file)
{
  g_return_if_fail (XQ_IS_SESSION (self));
  g_return_if_fail (XQ_IS_GAME (game));
  g_return_if_fail (library != NULL);
  g_return_if_fail (id > 0);

  xq_session_open_game (self, game, file);
  self->library_path = g_strdup (library);
  self->library_id = id;
}

void
xq_session_take_library_tags (XqSession *self,
                              XqGame    *stored)
{
  gboolean was_dirty;
  XqGame *game;

  g_return_if_fail (XQ_IS_SESSION (self));
  g_return_if_fail (XQ_IS_GAME (stored));

  game = xq_session_get_game (self);
  was_dirty = xq_session_get_dirty (self);
  /* The match writes the result of a game being played. */
  for (guint i = xq_game_get_n_tags (game); i-- > 0;)
    {
      g_autofree char *name = g_strdup (xq_game_get_tag_name (game, i));

      if (xq_game_get_tag (stored, name) == NULL
          && !(g_str_equal (name, "Result") && xq_session_is_playing (self)))
        xq_game_edit_tag (game, name, NULL);
    }
  for (guint i = 0; i < xq_game_get_n_tags (stored); i++)
    {
      const char *name = xq_game_get_tag_name (stored, i);
      const char *value = xq_game_get_tag_value (stored, i);

      if (g_strcmp0 (xq_game_get_tag (game, name), value) != 0
          && !(g_str_equal (name, "Result") && xq_session_is_playing (self)))
        xq_game_edit_tag (game, name, value);
    }
  if (!was_dirty)
    xq_session_set_dirty (self, FALSE);
}

gint64
xq_session_get_library_game (XqSession   *self,
                             const char **library)
{
  g_return_val_if_fail (XQ_IS_SESSION (self), 0);

  if (library != NULL)
    *library = self->library_path;
  return self->library_id;
}

gboolean
_xq_session_store_in_library (XqSession *self,
                              GError   **error)
{
  if (self->library_id == 0)
    return TRUE;
  if (self->library_store == NULL)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
                           _("The game library this game came from is not open"));
      return FALSE;
    }
  return self->library_store (self->library_path, self->library_id, xq_session_get_game (self),
                              self->library_store_data, error);
}

void
_xq_session_autosave_library (XqSession *self,
                              char     **text)
{
  g_autofree char *body = NULL;
  g_autofree char *value = NULL;
  g_autoptr (GString) escaped = NULL;

  if (self->library_id == 0)
    return;
  body = g_steal_pointer (text);
  value = g_strdup_printf ("%" G_GINT64_FORMAT " %s", self->library_id, self->library_path);
  /* PGN tag values escape the quote and the backslash. */
  escaped = g_string_new (NULL);
  for (const char *c = value; *c; c++)
    {
      if (*c == '"' || *c == '\\')
        g_string_append_c (escaped, '\\');
      g_string_append_c (escaped, *c);
    }
  *text = g_strdup_printf ("[%s \"%s\"]\n%s", library_tag, escaped->str, body);
}

gint64
_xq_session_take_library_tag (XqGame *game,
                              char  **library)
{
  const char *value = xq_game_get_tag (game, library_tag);
  char *end = NULL;
  gint64 id = 0;

  *library = NULL;
  if (value == NULL)
    return 0;
  id = g_ascii_strtoll (value, &end, 10);
  if (id > 0 && end != NULL && *end == ' ' && end[1] != '\0')
    *library = g_strdup (end + 1);
  else
    id = 0;
  xq_game_set_tag (game, library_tag, NULL);
  return id;
}
