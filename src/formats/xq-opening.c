/* xq-opening.c — the names of openings, from data/openings.txt
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "xq-opening"

#include "config.h"

#include <gio/gio.h>
#include <string.h>

#include "xq-fen.h"
#include "xq-game-node.h"
#include "xq-locale.h"
#include "xq-notation.h"
#include "xq-opening.h"
#include "xq-formats-resources.h"

#define OPENINGS_RESOURCE "/io/github/xiangqi/Xiangqi/formats/openings.txt"

/* Past this many plies no game is still in a named position. */
#define MAX_PLIES 40

typedef struct
{
  gint64 key;           /* the Zobrist key of the position reached */
  XqOpening opening;
} Entry;

/* The position key → Entry, filled once. */
static GHashTable *table;

static char *
dup_field (const char *text)
{
  return g_strstrip (g_strdup (text));
}

/* Adds the opening of line @number, "MOVES | ECCO | CHINESE | ENGLISH". */
static void
add_line (GHashTable *openings, const char *line, guint number)
{
  g_auto (GStrv) fields = g_strsplit (line, "|", -1);
  g_auto (GStrv) moves = NULL;
  XqPosition pos;
  Entry *entry;
  Entry *known;

  if (g_strv_length (fields) != 4)
    {
      g_critical ("openings.txt:%u: not four fields", number);
      return;
    }
  xq_position_set_start (&pos);
  moves = g_strsplit_set (g_strstrip (fields[0]), " ", -1);
  for (guint i = 0; moves[i] != NULL; i++)
    {
      XqUndo undo;
      XqMove move;

      if (*moves[i] == '\0')
        continue;
      if (xq_move_parse (&pos, moves[i], XQ_NOTATION_ICCS, &move, NULL) != XQ_PARSE_OK)
        {
          g_critical ("openings.txt:%u: '%s' is no legal move", number, moves[i]);
          return;
        }
      xq_position_make_move (&pos, move, &undo);
    }

  entry = g_new0 (Entry, 1);
  entry->key = (gint64) pos.hash;
  entry->opening.ecco = g_strcmp0 (g_strstrip (fields[1]), "-") == 0 ? NULL : dup_field (fields[1]);
  entry->opening.chinese = dup_field (fields[2]);
  entry->opening.english = dup_field (fields[3]);
  known = g_hash_table_lookup (openings, &entry->key);
  if (known != NULL && g_strcmp0 (known->opening.chinese, entry->opening.chinese) != 0)
    g_critical ("openings.txt:%u: the position of %s is already named %s",
                number, entry->opening.chinese, known->opening.chinese);
  /* The entries live as long as the program: a replaced one is kept. */
  g_hash_table_replace (openings, &entry->key, entry);
}

static GHashTable *
load (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GBytes) bytes = g_resource_lookup_data (xq_formats_get_resource (), OPENINGS_RESOURCE,
                                                     G_RESOURCE_LOOKUP_FLAGS_NONE, &error);
  GHashTable *openings = g_hash_table_new (g_int64_hash, g_int64_equal);
  g_auto (GStrv) lines = NULL;

  if (bytes == NULL)
    {
      g_critical ("No opening names: %s", error->message);
      return openings;
    }
  lines = g_strsplit (g_bytes_get_data (bytes, NULL), "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      const char *line = lines[i];

      while (*line == ' ' || *line == '\t')
        line++;
      if (*line != '\0' && *line != '#')
        add_line (openings, line, i + 1);
    }
  return openings;
}

static GHashTable *
get_table (void)
{
  if (g_once_init_enter (&table))
    g_once_init_leave (&table, load ());
  return table;
}

static const XqOpening *
lookup (const XqPosition *pos)
{
  gint64 key = (gint64) pos->hash;
  Entry *entry = g_hash_table_lookup (get_table (), &key);

  return entry ? &entry->opening : NULL;
}

const XqOpening *
xq_opening_find (const XqMove *moves,
                 gsize         n_moves)
{
  const XqOpening *found = NULL;
  XqPosition pos;

  g_return_val_if_fail (moves != NULL || n_moves == 0, NULL);

  xq_position_set_start (&pos);
  for (gsize i = 0; i < n_moves && i < MAX_PLIES; i++)
    {
      XqUndo undo;
      const XqOpening *here;

      xq_position_make_move (&pos, moves[i], &undo);
      here = lookup (&pos);
      if (here != NULL)
        found = here;
    }
  return found;
}

const XqOpening *
xq_opening_for_game (XqGame *game)
{
  XqMove moves[MAX_PLIES];
  gsize n = 0;

  g_return_val_if_fail (XQ_IS_GAME (game), NULL);

  if (xq_game_has_custom_start (game))
    return NULL;
  for (XqGameNode *node = xq_game_get_root (game);
       n < MAX_PLIES && xq_game_node_get_n_children (node) > 0;)
    {
      node = xq_game_node_get_child (node, 0);
      moves[n++] = xq_game_node_get_move (node);
    }
  return xq_opening_find (moves, n);
}

gboolean
xq_opening_tag_game (XqGame *game)
{
  const XqOpening *opening;
  gboolean added = FALSE;

  g_return_val_if_fail (XQ_IS_GAME (game), FALSE);

  opening = xq_opening_for_game (game);
  if (opening == NULL)
    return FALSE;
  if (xq_game_get_tag (game, "Opening") == NULL)
    {
      xq_game_set_tag (game, "Opening", opening->chinese);
      added = TRUE;
    }
  if (opening->ecco != NULL && xq_game_get_tag (game, "ECCO") == NULL)
    {
      xq_game_set_tag (game, "ECCO", opening->ecco);
      added = TRUE;
    }
  return added;
}

/* The characters of the names that traditional script writes otherwise
 * (the others are the same in both). */
static const char *const hant_of[][2] = {
  { "单", "單" }, { "宫", "宮" }, { "对", "對" }, { "横", "橫" }, { "车", "車" },
  { "边", "邊" }, { "过", "過" }, { "进", "進" }, { "钩", "鉤" }, { "顺", "順" },
  { "风", "風" }, { "飞", "飛" }, { "马", "馬" }, { "龟", "龜" },
};

char *
xq_opening_dup_hant (const char *name)
{
  GString *out;

  g_return_val_if_fail (name != NULL, NULL);

  out = g_string_sized_new (strlen (name));
  for (const char *p = name; *p != '\0'; p = g_utf8_next_char (p))
    {
      gsize len = (gsize) (g_utf8_next_char (p) - p);
      const char *hant = NULL;

      for (gsize i = 0; i < G_N_ELEMENTS (hant_of) && hant == NULL; i++)
        if (strncmp (p, hant_of[i][0], len) == 0 && hant_of[i][0][len] == '\0')
          hant = hant_of[i][1];
      if (hant != NULL)
        g_string_append (out, hant);
      else
        g_string_append_len (out, p, (gssize) len);
    }
  return g_string_free (out, FALSE);
}

char *
xq_opening_dup_label (const XqOpening *opening)
{
  g_return_val_if_fail (opening != NULL, NULL);

  /* A Chinese reader reads the name alone, in the script of the rest of
   * the window (the moves, the board); others get the English beside it. */
  if (xq_locale_is_traditional ())
    return xq_opening_dup_hant (opening->chinese);
  if (xq_locale_is_chinese ())
    return g_strdup (opening->chinese);
  return g_strdup_printf ("%s (%s)", opening->chinese, opening->english);
}

char *
xq_opening_name_key (const char *name)
{
  static const char *const pairs[][2] = { { "仕", "士" }, { "相", "象" } };
  GString *key;

  g_return_val_if_fail (name != NULL, NULL);
  key = g_string_new (name);
  for (guint i = 0; i < G_N_ELEMENTS (pairs); i++)
    g_string_replace (key, pairs[i][0], pairs[i][1], 0);
  return g_string_free (key, FALSE);
}

/* Name key → the Chinese name of the table, filled once. */
static GHashTable *
load_spellings (void)
{
  GHashTable *spellings = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  GHashTableIter iter;
  gpointer value;

  g_hash_table_iter_init (&iter, get_table ());
  while (g_hash_table_iter_next (&iter, NULL, &value))
    {
      const Entry *entry = value;

      g_hash_table_insert (spellings, xq_opening_name_key (entry->opening.chinese),
                           (gpointer) entry->opening.chinese);
    }
  return spellings;
}

const char *
xq_opening_spelling (const char *name)
{
  static gsize once;
  static GHashTable *spellings;
  g_autofree char *text = NULL;
  g_autofree char *key = NULL;

  g_return_val_if_fail (name != NULL, NULL);
  if (g_once_init_enter (&once))
    {
      spellings = load_spellings ();
      g_once_init_leave (&once, 1);
    }
  text = g_strstrip (g_strdup (name));
  key = xq_opening_name_key (text);
  return g_hash_table_lookup (spellings, key);
}

guint
xq_opening_count (void)
{
  return g_hash_table_size (get_table ());
}
