/* xq-exercise.h — one trainer exercise: a mating pattern or an endgame
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The trainer's exercises live in data/trainer/ (patterns.txt, the named
 * mating patterns; endgames.txt, the practical endgames), in the line
 * format described there and in data/trainer/README.md, and are compiled
 * into the program as a GResource: xq_exercise_load_builtin () needs no
 * installed file.  Each exercise is a position (FEN) with a target for the
 * side to move, which the user plays against the engine: a forced mate in
 * a stated number of moves, a win, or a draw held.
 */
#pragma once

#include <glib-object.h>

#include "xq-position.h"

G_BEGIN_DECLS

typedef enum
{
  XQ_EXERCISE_MATE,    /* a mating pattern */
  XQ_EXERCISE_ENDGAME, /* a practical endgame */
} XqExerciseKind;

typedef enum
{
  XQ_EXERCISE_TARGET_MATE, /* mate in exactly get_mate_moves () moves */
  XQ_EXERCISE_TARGET_WIN,
  XQ_EXERCISE_TARGET_DRAW, /* hold the draw (XQ_EXERCISE_DRAW_MOVES) */
} XqExerciseTarget;

/* The longest forced mate an exercise may ask for. */
#define XQ_EXERCISE_MAX_MATE 5
/* A draw is held once the defender has made this many moves without
 * losing, or when the rules declare the game drawn first. */
#define XQ_EXERCISE_DRAW_MOVES 30

#define XQ_EXERCISE_ERROR (xq_exercise_error_quark ())
GQuark xq_exercise_error_quark (void);

typedef enum
{
  XQ_EXERCISE_ERROR_SYNTAX,    /* a line that is no record, key or exercise */
  XQ_EXERCISE_ERROR_MISSING,   /* a record without a key it needs */
  XQ_EXERCISE_ERROR_FEN,       /* a position that is not legal */
  XQ_EXERCISE_ERROR_KEY,       /* a hint move that is not legal there */
  XQ_EXERCISE_ERROR_DUPLICATE, /* an id used twice */
} XqExerciseError;

#define XQ_TYPE_EXERCISE (xq_exercise_get_type ())
G_DECLARE_FINAL_TYPE (XqExercise, xq_exercise, XQ, EXERCISE, GObject)

/* Reads the exercises of @text (@length bytes, or -1 when NUL-terminated),
 * in file order; @name (a file name) starts every error message, which
 * also names the line.  Returns a GPtrArray of XqExercise (it owns them),
 * or NULL with @error set. */
GPtrArray       *xq_exercise_parse          (const char  *text,
                                             gssize       length,
                                             const char  *name,
                                             GError     **error);
/* Every exercise built into the program: the mating patterns, then the
 * endgames.  Ids are unique over both. */
GPtrArray       *xq_exercise_load_builtin   (GError     **error);

/* "shuangma-1": the record's id and the exercise's number. */
const char      *xq_exercise_get_id         (XqExercise  *self);
/* The number of the exercise within its record (1, 2 …): rising
 * difficulty. */
guint            xq_exercise_get_number     (XqExercise  *self);
XqExerciseKind   xq_exercise_get_kind       (XqExercise  *self);
XqExerciseTarget xq_exercise_get_target     (XqExercise  *self);
/* Moves to mate for XQ_EXERCISE_TARGET_MATE, else 0. */
guint            xq_exercise_get_mate_moves (XqExercise  *self);
const char      *xq_exercise_get_fen        (XqExercise  *self);
void             xq_exercise_get_position   (XqExercise  *self,
                                             XqPosition  *pos);
/* The first move of the solution (the hint), or XQ_MOVE_NONE. */
XqMove           xq_exercise_get_key        (XqExercise  *self);
const char      *xq_exercise_get_chapter    (XqExercise  *self);
/* The Chinese name in simplified characters ("name-zh:"), the one
 * `xiangqi-cli trainer --list` prints, and in traditional characters
 * ("name-zh_TW:"; NULL when the record has none). */
const char      *xq_exercise_get_name_zh    (XqExercise  *self);
const char      *xq_exercise_get_name_zh_tw (XqExercise  *self);
const char      *xq_exercise_get_name_en    (XqExercise  *self);
/* Where the position and its result come from, for a reader, in English;
 * the same in simplified ("source-zh_CN:") or, when @traditional, in
 * traditional Chinese ("source-zh_TW:"); NULL when the record has none. */
const char      *xq_exercise_get_source     (XqExercise  *self);
const char      *xq_exercise_get_source_zh  (XqExercise  *self,
                                             gboolean     traditional);
/* The explanation (a pattern) or the technique (an endgame), in English. */
const char      *xq_exercise_get_text       (XqExercise  *self);
/* The same in simplified ("text-zh_CN:") or, when @traditional, in
 * traditional Chinese ("text-zh_TW:"); NULL when the record has none. */
const char      *xq_exercise_get_text_zh    (XqExercise  *self,
                                             gboolean     traditional);
/* The text for a reader of @languages, a list in order of preference as
 * g_get_language_names () returns it ("zh_TW.UTF-8", "zh_TW", "zh", "C"):
 * the first of them that the exercise has.  zh_TW, zh_HK and zh_MO read
 * the traditional text, zh_CN, zh_SG and plain zh the simplified one; an
 * English name ("en_US", "en", "C") stops the search at the English text,
 * other languages are passed over.  The English text when no language is
 * had, or for a NULL @languages.  Owned by @self. */
const char      *xq_exercise_get_text_for   (XqExercise        *self,
                                             const char *const *languages);
/* The source, chosen for @languages as xq_exercise_get_text_for () chooses
 * the text. */
const char      *xq_exercise_get_source_for (XqExercise        *self,
                                             const char *const *languages);
/* The Chinese name a reader of @languages sees: the traditional one where
 * xq_exercise_get_text_for () would choose the traditional text (zh_TW,
 * zh_HK, zh_MO first, and the record has "name-zh_TW:"), else the
 * simplified one, also for readers of English. */
const char      *xq_exercise_get_name_zh_for (XqExercise        *self,
                                              const char *const *languages);
/* The one choice of language behind the three above, for any strings
 * that come in these forms (the trainer's own names): @simplified or
 * @traditional (either may be NULL: not had) or @english, for a reader
 * of @languages.  Returns one of the three arguments. */
const char      *xq_exercise_choose_for     (const char *const *languages,
                                             const char        *english,
                                             const char        *simplified,
                                             const char        *traditional);

/* "mate" or "endgame"; "mate 2", "win" or "draw" (free with g_free):
 * the words of the data files and of `xiangqi-cli trainer --list`. */
const char      *xq_exercise_kind_to_string (XqExerciseKind kind);
char            *xq_exercise_dup_target_text (XqExercise *self);

G_END_DECLS
