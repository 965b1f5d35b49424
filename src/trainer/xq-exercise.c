/* xq-exercise.c — one trainer exercise, and the reader of data/trainer/
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "xq-exercise"

#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "xq-exercise.h"
#include "xq-fen.h"
#include "xq-notation.h"
#include "xq-trainer-resources.h"

#define RESOURCE_DIR "/io/github/xiangqi/Xiangqi/trainer/"

static const char *const builtin_files[] = { "patterns.txt", "endgames.txt" };

struct _XqExercise
{
  GObject parent_instance;

  char *id;
  guint number;
  XqExerciseKind kind;
  XqExerciseTarget target;
  guint mate_moves;
  char *fen;
  XqPosition position;
  XqMove key;
  char *chapter;
  char *name_zh;
  char *name_en;
  char *source;
  char *text;
  char *text_zh_cn; /* NULL when the record has none, as the four below */
  char *text_zh_tw;
  char *name_zh_tw;
  char *source_zh_cn;
  char *source_zh_tw;
};

G_DEFINE_TYPE (XqExercise, xq_exercise, G_TYPE_OBJECT)
G_DEFINE_QUARK (xq-exercise-error-quark, xq_exercise_error)

static void
xq_exercise_finalize (GObject *object)
{
  XqExercise *self = XQ_EXERCISE (object);

  g_free (self->id);
  g_free (self->fen);
  g_free (self->chapter);
  g_free (self->name_zh);
  g_free (self->name_en);
  g_free (self->source);
  g_free (self->text);
  g_free (self->text_zh_cn);
  g_free (self->text_zh_tw);
  g_free (self->name_zh_tw);
  g_free (self->source_zh_cn);
  g_free (self->source_zh_tw);
  G_OBJECT_CLASS (xq_exercise_parent_class)->finalize (object);
}

static void
xq_exercise_class_init (XqExerciseClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = xq_exercise_finalize;
}

static void
xq_exercise_init (XqExercise *self)
{
}

/* The reader.  A record's keys, in the order of the data files: the
 * required ones first, then the optional Chinese forms of "text",
 * "name-zh" (traditional) and "source". */
enum
{
  FIELD_KIND,
  FIELD_CHAPTER,
  FIELD_NAME_ZH,
  FIELD_NAME_EN,
  FIELD_SOURCE,
  FIELD_TEXT,
  N_REQUIRED_FIELDS,
  FIELD_TEXT_ZH_CN = N_REQUIRED_FIELDS,
  FIELD_TEXT_ZH_TW,
  FIELD_NAME_ZH_TW,
  FIELD_SOURCE_ZH_CN,
  FIELD_SOURCE_ZH_TW,
  N_FIELDS
};

static const char *const field_names[N_FIELDS] = {
  "kind",       "chapter",    "name-zh",    "name-en",      "source",       "text",
  "text-zh_CN", "text-zh_TW", "name-zh_TW", "source-zh_CN", "source-zh_TW",
};

/* Chinese is written without spaces: a continuation line of these fields
 * (the optional ones, all Chinese) joins its line with no space, unless
 * both sides are ASCII letters or digits ("d9" at the end of one line,
 * "e8" at the start of the next). */
static gboolean
field_is_chinese (int field)
{
  return field >= N_REQUIRED_FIELDS;
}

typedef struct
{
  const char *name;   /* the file, for messages */
  char *id;           /* the record being read; NULL before the first */
  guint id_line;
  GString *fields[N_FIELDS];
  GPtrArray *exercise_lines; /* the "exercise:" values, as written */
  GArray *exercise_line_numbers;
  int last_field;     /* the field a continuation line extends; -1 none */
  GHashTable *ids;    /* every record id so far */
  GPtrArray *out;
} Reader;

/* The value of an optional field, or NULL when the record has none. */
static char *
dup_optional (Reader *r,
              int     field)
{
  return r->fields[field] != NULL ? g_strdup (r->fields[field]->str) : NULL;
}

static gboolean
fail (GError **error, XqExerciseError code, const char *name, guint line,
      const char *what)
{
  /* TRANSLATORS: a trainer data file's name, its line number, and what is
   * wrong there. */
  g_set_error (error, XQ_EXERCISE_ERROR, code, _("%s, line %u: %s"), name, line, what);
  return FALSE;
}

static gboolean
valid_id (const char *id)
{
  if (*id == '\0')
    return FALSE;
  for (const char *p = id; *p; p++)
    if (!g_ascii_islower (*p) && !g_ascii_isdigit (*p) && *p != '-')
      return FALSE;
  return TRUE;
}

static gboolean
parse_target (const char *text, XqExerciseKind kind, XqExerciseTarget *target,
              guint *mate_moves)
{
  guint64 moves;

  if (kind == XQ_EXERCISE_ENDGAME)
    {
      *mate_moves = 0;
      if (strcmp (text, "win") == 0)
        *target = XQ_EXERCISE_TARGET_WIN;
      else if (strcmp (text, "draw") == 0)
        *target = XQ_EXERCISE_TARGET_DRAW;
      else
        return FALSE;
      return TRUE;
    }
  if (!g_str_has_prefix (text, "mate ")
      || !g_ascii_string_to_unsigned (text + 5, 10, 1, XQ_EXERCISE_MAX_MATE, &moves, NULL))
    return FALSE;
  *target = XQ_EXERCISE_TARGET_MATE;
  *mate_moves = (guint) moves;
  return TRUE;
}

/* One "exercise: N | TARGET | FEN [| KEY]" of the record just read. */
static gboolean
add_exercise (Reader *r, XqExerciseKind kind, const char *value, guint line,
              GError **error)
{
  g_auto (GStrv) parts = g_strsplit (value, "|", -1);
  g_autoptr (XqExercise) ex = NULL;
  guint n_parts = g_strv_length (parts);
  guint64 number;
  size_t offset = 0;
  XqFenStatus status;

  for (guint i = 0; i < n_parts; i++)
    g_strstrip (parts[i]);
  if (n_parts < 3 || n_parts > 4)
    return fail (error, XQ_EXERCISE_ERROR_SYNTAX, r->name, line,
                 _("an exercise is “N | TARGET | FEN” with an optional “| KEY”"));
  if (!g_ascii_string_to_unsigned (parts[0], 10, 1, 99, &number, NULL))
    return fail (error, XQ_EXERCISE_ERROR_SYNTAX, r->name, line,
                 _("the exercise number is not a number from 1 to 99"));

  ex = g_object_new (XQ_TYPE_EXERCISE, NULL);
  ex->kind = kind;
  ex->number = (guint) number;
  ex->id = g_strdup_printf ("%s-%u", r->id, ex->number);
  if (!parse_target (parts[1], kind, &ex->target, &ex->mate_moves))
    return fail (error, XQ_EXERCISE_ERROR_SYNTAX, r->name, line,
                 kind == XQ_EXERCISE_MATE
                 ? _("the target of a mating exercise is “mate N”, N from 1 to 5")
                 : _("the target of an endgame is “win” or “draw”"));
  if (g_hash_table_contains (r->ids, ex->id))
    return fail (error, XQ_EXERCISE_ERROR_DUPLICATE, r->name, line,
                 _("this exercise number is used twice"));

  status = xq_position_from_fen (&ex->position, parts[2], &offset);
  if (status != XQ_FEN_OK)
    {
      /* TRANSLATORS: the first %s is the core's (English) reason. */
      g_autofree char *what = g_strdup_printf (_("the position is not legal: %s (character %zu)"),
                                               xq_fen_status_message (status), offset + 1);
      return fail (error, XQ_EXERCISE_ERROR_FEN, r->name, line, what);
    }
  ex->fen = g_strdup (parts[2]);

  if (n_parts == 4 && xq_move_parse (&ex->position, parts[3], XQ_NOTATION_ICCS,
                                     &ex->key, &offset) != XQ_PARSE_OK)
    return fail (error, XQ_EXERCISE_ERROR_KEY, r->name, line,
                 _("the hint is not a legal move in ICCS notation there"));

  ex->chapter = g_strdup (r->fields[FIELD_CHAPTER]->str);
  ex->name_zh = g_strdup (r->fields[FIELD_NAME_ZH]->str);
  ex->name_en = g_strdup (r->fields[FIELD_NAME_EN]->str);
  ex->source = g_strdup (r->fields[FIELD_SOURCE]->str);
  ex->text = g_strdup (r->fields[FIELD_TEXT]->str);
  ex->text_zh_cn = dup_optional (r, FIELD_TEXT_ZH_CN);
  ex->text_zh_tw = dup_optional (r, FIELD_TEXT_ZH_TW);
  ex->name_zh_tw = dup_optional (r, FIELD_NAME_ZH_TW);
  ex->source_zh_cn = dup_optional (r, FIELD_SOURCE_ZH_CN);
  ex->source_zh_tw = dup_optional (r, FIELD_SOURCE_ZH_TW);
  g_hash_table_add (r->ids, g_strdup (ex->id));
  g_ptr_array_add (r->out, g_steal_pointer (&ex));
  return TRUE;
}

/* Checks the record read so far and adds its exercises. */
static gboolean
finish_record (Reader *r, GError **error)
{
  XqExerciseKind kind;

  if (r->id == NULL)
    return TRUE;
  for (int f = 0; f < N_REQUIRED_FIELDS; f++)
    if (r->fields[f] == NULL)
      {
        /* TRANSLATORS: %s is a key of the data file ("chapter"). */
        g_autofree char *what = g_strdup_printf (_("the record has no “%s:” line"), field_names[f]);
        return fail (error, XQ_EXERCISE_ERROR_MISSING, r->name, r->id_line, what);
      }
  if (r->exercise_lines->len == 0)
    return fail (error, XQ_EXERCISE_ERROR_MISSING, r->name, r->id_line,
                 _("the record has no exercise"));
  if (strcmp (r->fields[FIELD_KIND]->str, "mate") == 0)
    kind = XQ_EXERCISE_MATE;
  else if (strcmp (r->fields[FIELD_KIND]->str, "endgame") == 0)
    kind = XQ_EXERCISE_ENDGAME;
  else
    return fail (error, XQ_EXERCISE_ERROR_SYNTAX, r->name, r->id_line,
                 _("the kind is neither “mate” nor “endgame”"));

  for (guint i = 0; i < r->exercise_lines->len; i++)
    if (!add_exercise (r, kind, g_ptr_array_index (r->exercise_lines, i),
                       g_array_index (r->exercise_line_numbers, guint, i), error))
      return FALSE;
  return TRUE;
}

static void
start_record (Reader *r, char *id, guint line)
{
  g_free (r->id);
  r->id = id;
  r->id_line = line;
  for (int f = 0; f < N_FIELDS; f++)
    if (r->fields[f] != NULL)
      {
        g_string_free (r->fields[f], TRUE);
        r->fields[f] = NULL;
      }
  g_ptr_array_set_size (r->exercise_lines, 0);
  g_array_set_size (r->exercise_line_numbers, 0);
  r->last_field = -1;
}

static gboolean
read_line (Reader *r, char *line, guint number, GError **error)
{
  char *colon;

  if (line[0] == '#')
    return TRUE;
  if (line[0] == ' ' || line[0] == '\t')
    {
      g_strstrip (line);
      if (*line == '\0')
        {
          r->last_field = -1;
          return TRUE;
        }
      if (r->last_field < 0)
        return fail (error, XQ_EXERCISE_ERROR_SYNTAX, r->name, number,
                     _("a continuation line follows no text to continue"));
      {
        GString *value = r->fields[r->last_field];
        gboolean space = TRUE;

        if (field_is_chinese (r->last_field))
          space = value->len > 0 && g_ascii_isalnum (value->str[value->len - 1])
                  && g_ascii_isalnum (line[0]);
        if (space)
          g_string_append_c (value, ' ');
        g_string_append (value, line);
      }
      return TRUE;
    }
  g_strchomp (line);
  if (*line == '\0')
    {
      r->last_field = -1;
      return TRUE;
    }
  if (line[0] == '[')
    {
      size_t len = strlen (line);
      g_autofree char *id = NULL;

      if (len < 3 || line[len - 1] != ']')
        return fail (error, XQ_EXERCISE_ERROR_SYNTAX, r->name, number,
                     _("a record starts with “[ID]”"));
      id = g_strndup (line + 1, len - 2);
      if (!valid_id (id))
        return fail (error, XQ_EXERCISE_ERROR_SYNTAX, r->name, number,
                     _("an id has only lower-case letters, digits and “-”"));
      if (!finish_record (r, error))
        return FALSE;
      start_record (r, g_steal_pointer (&id), number);
      return TRUE;
    }

  colon = strchr (line, ':');
  if (r->id == NULL || colon == NULL)
    return fail (error, XQ_EXERCISE_ERROR_SYNTAX, r->name, number,
                 _("expected “[ID]” or “key: value”"));
  *colon = '\0';
  g_strstrip (colon + 1);
  if (strcmp (line, "exercise") == 0)
    {
      g_ptr_array_add (r->exercise_lines, g_strdup (colon + 1));
      g_array_append_val (r->exercise_line_numbers, number);
      r->last_field = -1;
      return TRUE;
    }
  for (int f = 0; f < N_FIELDS; f++)
    if (strcmp (line, field_names[f]) == 0)
      {
        if (r->fields[f] != NULL)
          return fail (error, XQ_EXERCISE_ERROR_DUPLICATE, r->name, number,
                       _("this key is given twice in the record"));
        r->fields[f] = g_string_new (colon + 1);
        r->last_field = f;
        return TRUE;
      }
  return fail (error, XQ_EXERCISE_ERROR_SYNTAX, r->name, number, _("unknown key"));
}

static gboolean
read_text (Reader *r, const char *text, gssize length, GError **error)
{
  g_autofree char *copy = length < 0 ? g_strdup (text) : g_strndup (text, (gsize) length);
  g_auto (GStrv) lines = NULL;

  g_strdelimit (copy, "\r", ' ');
  lines = g_strsplit (copy, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    if (!read_line (r, lines[i], i + 1, error))
      return FALSE;
  return finish_record (r, error);
}

static void
reader_init (Reader *r, GHashTable *ids, GPtrArray *out)
{
  memset (r, 0, sizeof *r);
  r->exercise_lines = g_ptr_array_new_with_free_func (g_free);
  r->exercise_line_numbers = g_array_new (FALSE, FALSE, sizeof (guint));
  r->last_field = -1;
  r->ids = ids;
  r->out = out;
}

static void
reader_clear (Reader *r)
{
  start_record (r, NULL, 0);
  g_ptr_array_unref (r->exercise_lines);
  g_array_unref (r->exercise_line_numbers);
}

static gboolean
parse_into (const char *text, gssize length, const char *name, GHashTable *ids,
            GPtrArray *out, GError **error)
{
  Reader r;
  gboolean ok;

  if (!g_utf8_validate (text, length, NULL))
    return fail (error, XQ_EXERCISE_ERROR_SYNTAX, name, 1, _("the file is not UTF-8 text"));
  reader_init (&r, ids, out);
  r.name = name;
  ok = read_text (&r, text, length, error);
  reader_clear (&r);
  return ok;
}

GPtrArray *
xq_exercise_parse (const char *text, gssize length, const char *name, GError **error)
{
  g_autoptr (GHashTable) ids = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autoptr (GPtrArray) out = g_ptr_array_new_with_free_func (g_object_unref);

  g_return_val_if_fail (text != NULL, NULL);
  g_return_val_if_fail (name != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (!parse_into (text, length, name, ids, out, error))
    return NULL;
  return g_steal_pointer (&out);
}

GPtrArray *
xq_exercise_load_builtin (GError **error)
{
  g_autoptr (GHashTable) ids = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autoptr (GPtrArray) out = g_ptr_array_new_with_free_func (g_object_unref);

  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  for (guint i = 0; i < G_N_ELEMENTS (builtin_files); i++)
    {
      g_autofree char *path = g_strconcat (RESOURCE_DIR, builtin_files[i], NULL);
      g_autoptr (GBytes) bytes = g_resource_lookup_data (xq_trainer_get_resource (), path,
                                                         G_RESOURCE_LOOKUP_FLAGS_NONE, error);
      gsize size;
      const char *data;

      if (bytes == NULL)
        return NULL;
      data = g_bytes_get_data (bytes, &size);
      if (!parse_into (data, (gssize) size, builtin_files[i], ids, out, error))
        return NULL;
    }
  return g_steal_pointer (&out);
}

const char *
xq_exercise_get_id (XqExercise *self)
{
  g_return_val_if_fail (XQ_IS_EXERCISE (self), NULL);
  return self->id;
}

guint
xq_exercise_get_number (XqExercise *self)
{
  g_return_val_if_fail (XQ_IS_EXERCISE (self), 0);
  return self->number;
}

XqExerciseKind
xq_exercise_get_kind (XqExercise *self)
{
  g_return_val_if_fail (XQ_IS_EXERCISE (self), XQ_EXERCISE_MATE);
  return self->kind;
}

XqExerciseTarget
xq_exercise_get_target (XqExercise *self)
{
  g_return_val_if_fail (XQ_IS_EXERCISE (self), XQ_EXERCISE_TARGET_MATE);
  return self->target;
}

guint
xq_exercise_get_mate_moves (XqExercise *self)
{
  g_return_val_if_fail (XQ_IS_EXERCISE (self), 0);
  return self->mate_moves;
}

const char *
xq_exercise_get_fen (XqExercise *self)
{
  g_return_val_if_fail (XQ_IS_EXERCISE (self), NULL);
  return self->fen;
}

void
xq_exercise_get_position (XqExercise *self, XqPosition *pos)
{
  g_return_if_fail (XQ_IS_EXERCISE (self));
  g_return_if_fail (pos != NULL);
  *pos = self->position;
}

XqMove
xq_exercise_get_key (XqExercise *self)
{
  g_return_val_if_fail (XQ_IS_EXERCISE (self), XQ_MOVE_NONE);
  return self->key;
}

const char *
xq_exercise_get_chapter (XqExercise *self)
{
  g_return_val_if_fail (XQ_IS_EXERCISE (self), NULL);
  return self->chapter;
}

const char *
xq_exercise_get_name_zh (XqExercise *self)
{
  g_return_val_if_fail (XQ_IS_EXERCISE (self), NULL);
  return self->name_zh;
}

const char *
xq_exercise_get_name_zh_tw (XqExercise *self)
{
  g_return_val_if_fail (XQ_IS_EXERCISE (self), NULL);
  return self->name_zh_tw;
}

const char *
xq_exercise_get_name_en (XqExercise *self)
{
  g_return_val_if_fail (XQ_IS_EXERCISE (self), NULL);
  return self->name_en;
}

const char *
xq_exercise_get_source (XqExercise *self)
{
  g_return_val_if_fail (XQ_IS_EXERCISE (self), NULL);
  return self->source;
}

const char *
xq_exercise_get_source_zh (XqExercise *self,
                           gboolean    traditional)
{
  g_return_val_if_fail (XQ_IS_EXERCISE (self), NULL);
  return traditional ? self->source_zh_tw : self->source_zh_cn;
}

const char *
xq_exercise_get_text (XqExercise *self)
{
  g_return_val_if_fail (XQ_IS_EXERCISE (self), NULL);
  return self->text;
}

const char *
xq_exercise_get_text_zh (XqExercise *self,
                         gboolean    traditional)
{
  g_return_val_if_fail (XQ_IS_EXERCISE (self), NULL);
  return traditional ? self->text_zh_tw : self->text_zh_cn;
}

typedef enum
{
  SCRIPT_OTHER,       /* a language the data has no text in */
  SCRIPT_ENGLISH,
  SCRIPT_SIMPLIFIED,  /* text-zh_CN */
  SCRIPT_TRADITIONAL, /* text-zh_TW */
} Script;

/* Which of the data's texts a language name ("zh_TW.UTF-8", "zh", "en_US",
 * "C" …) reads. */
static Script
language_script (const char *language)
{
  size_t len = strcspn (language, ".@");
  g_autofree char *name = g_strndup (language, len);

  if (strcmp (name, "zh") == 0 || g_str_has_prefix (name, "zh_"))
    {
      if (strcmp (name, "zh_TW") == 0 || strcmp (name, "zh_HK") == 0
          || strcmp (name, "zh_MO") == 0)
        return SCRIPT_TRADITIONAL;
      return SCRIPT_SIMPLIFIED;
    }
  if (strcmp (name, "C") == 0 || strcmp (name, "POSIX") == 0 || strcmp (name, "en") == 0
      || g_str_has_prefix (name, "en_"))
    return SCRIPT_ENGLISH;
  return SCRIPT_OTHER;
}

const char *
xq_exercise_choose_for (const char *const *languages,
                        const char        *english,
                        const char        *simplified,
                        const char        *traditional)
{
  g_return_val_if_fail (english != NULL, NULL);

  for (guint i = 0; languages != NULL && languages[i] != NULL; i++)
    switch (language_script (languages[i]))
      {
      case SCRIPT_TRADITIONAL:
        if (traditional != NULL)
          return traditional;
        break;
      case SCRIPT_SIMPLIFIED:
        if (simplified != NULL)
          return simplified;
        break;
      case SCRIPT_ENGLISH:
        return english;
      case SCRIPT_OTHER:
      default:
        break;
      }
  return english;
}

const char *
xq_exercise_get_text_for (XqExercise        *self,
                          const char *const *languages)
{
  g_return_val_if_fail (XQ_IS_EXERCISE (self), NULL);
  return xq_exercise_choose_for (languages, self->text, self->text_zh_cn, self->text_zh_tw);
}

const char *
xq_exercise_get_source_for (XqExercise        *self,
                            const char *const *languages)
{
  g_return_val_if_fail (XQ_IS_EXERCISE (self), NULL);
  return xq_exercise_choose_for (languages, self->source, self->source_zh_cn, self->source_zh_tw);
}

const char *
xq_exercise_get_name_zh_for (XqExercise        *self,
                             const char *const *languages)
{
  g_return_val_if_fail (XQ_IS_EXERCISE (self), NULL);
  /* A reader of English sees the Chinese name beside the English one: the
   * simplified form, as for any reader but a traditional one. */
  return xq_exercise_choose_for (languages, self->name_zh, self->name_zh, self->name_zh_tw);
}

const char *
xq_exercise_kind_to_string (XqExerciseKind kind)
{
  return kind == XQ_EXERCISE_MATE ? "mate" : "endgame";
}

char *
xq_exercise_dup_target_text (XqExercise *self)
{
  g_return_val_if_fail (XQ_IS_EXERCISE (self), NULL);
  switch (self->target)
    {
    case XQ_EXERCISE_TARGET_MATE:
      return g_strdup_printf ("mate %u", self->mate_moves);
    case XQ_EXERCISE_TARGET_WIN:
      return g_strdup ("win");
    case XQ_EXERCISE_TARGET_DRAW:
    default:
      return g_strdup ("draw");
    }
}
