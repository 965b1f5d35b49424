/* xq-exercise-progress.c — what the user has done in the trainer
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The file is a GKeyFile: one group per exercise id with "attempts" and
 * "solved", and a group "ladder" with "step".
 */

#define G_LOG_DOMAIN "xq-exercise-progress"

#include "config.h"

#include <errno.h>
#include <string.h>

#include <glib/gstdio.h>

#include "xq-atomic-file.h"
#include "xq-exercise-progress.h"

#define LADDER_GROUP "ladder"

struct _XqExerciseProgress
{
  GObject parent_instance;

  char *path;
  GKeyFile *keys;
};

enum
{
  CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

G_DEFINE_FINAL_TYPE (XqExerciseProgress, xq_exercise_progress, G_TYPE_OBJECT)

static void
xq_exercise_progress_finalize (GObject *object)
{
  XqExerciseProgress *self = XQ_EXERCISE_PROGRESS (object);

  g_free (self->path);
  g_key_file_unref (self->keys);
  G_OBJECT_CLASS (xq_exercise_progress_parent_class)->finalize (object);
}

static void
xq_exercise_progress_class_init (XqExerciseProgressClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = xq_exercise_progress_finalize;

  /**
   * XqExerciseProgress::changed:
   * @id: (nullable): the exercise whose progress changed, or %NULL for
   *   the ladder
   */
  signals[CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                   0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);
}

static void
xq_exercise_progress_init (XqExerciseProgress *self)
{
  self->keys = g_key_file_new ();
}

char *
xq_exercise_progress_default_path (void)
{
  return g_build_filename (g_get_user_data_dir (), "xiangqi", "trainer-progress.ini", NULL);
}

XqExerciseProgress *
xq_exercise_progress_new (const char *path)
{
  XqExerciseProgress *self;

  g_return_val_if_fail (path != NULL, NULL);

  self = g_object_new (XQ_TYPE_EXERCISE_PROGRESS, NULL);
  self->path = g_strdup (path);
  return self;
}

const char *
xq_exercise_progress_get_path (XqExerciseProgress *self)
{
  g_return_val_if_fail (XQ_IS_EXERCISE_PROGRESS (self), NULL);
  return self->path;
}

gboolean
xq_exercise_progress_load (XqExerciseProgress *self, GError **error)
{
  g_autoptr (GKeyFile) keys = g_key_file_new ();
  g_autoptr (GError) local_error = NULL;

  g_return_val_if_fail (XQ_IS_EXERCISE_PROGRESS (self), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (!g_key_file_load_from_file (keys, self->path, G_KEY_FILE_NONE, &local_error)
      && !g_error_matches (local_error, G_FILE_ERROR, G_FILE_ERROR_NOENT))
    {
      g_propagate_error (error, g_steal_pointer (&local_error));
      return FALSE;
    }
  g_key_file_unref (self->keys);
  self->keys = g_steal_pointer (&keys);
  return TRUE;
}

gboolean
xq_exercise_progress_save (XqExerciseProgress *self, GError **error)
{
  g_autofree char *dir = NULL;
  g_autofree char *data = NULL;
  gsize len = 0;

  g_return_val_if_fail (XQ_IS_EXERCISE_PROGRESS (self), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  dir = g_path_get_dirname (self->path);
  if (g_mkdir_with_parents (dir, 0700) != 0)
    {
      int saved_errno = errno;

      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved_errno),
                   "%s: %s", dir, g_strerror (saved_errno));
      return FALSE;
    }
  data = g_key_file_to_data (self->keys, &len, NULL);
  return xq_atomic_file_set_contents (self->path, data, len, 0666, error);
}

/* A key's value, 0 (FALSE) when missing or not a number. */
static int
get_integer (XqExerciseProgress *self, const char *group, const char *key)
{
  g_autoptr (GError) error = NULL;
  int value = g_key_file_get_integer (self->keys, group, key, &error);

  return error != NULL ? 0 : value;
}

static gboolean
valid_group (const char *id)
{
  return id != NULL && *id != '\0' && strpbrk (id, "[]\n\r") == NULL
         && g_strcmp0 (id, LADDER_GROUP) != 0;
}

guint
xq_exercise_progress_get_attempts (XqExerciseProgress *self, const char *id)
{
  g_return_val_if_fail (XQ_IS_EXERCISE_PROGRESS (self), 0);
  g_return_val_if_fail (valid_group (id), 0);
  return (guint) MAX (get_integer (self, id, "attempts"), 0);
}

gboolean
xq_exercise_progress_get_solved (XqExerciseProgress *self, const char *id)
{
  g_autoptr (GError) error = NULL;
  gboolean solved;

  g_return_val_if_fail (XQ_IS_EXERCISE_PROGRESS (self), FALSE);
  g_return_val_if_fail (valid_group (id), FALSE);
  solved = g_key_file_get_boolean (self->keys, id, "solved", &error);
  return error == NULL && solved;
}

void
xq_exercise_progress_add_attempt (XqExerciseProgress *self, const char *id, gboolean solved)
{
  g_return_if_fail (XQ_IS_EXERCISE_PROGRESS (self));
  g_return_if_fail (valid_group (id));

  g_key_file_set_integer (self->keys, id, "attempts",
                          (int) MIN (xq_exercise_progress_get_attempts (self, id) + 1, G_MAXINT));
  g_key_file_set_boolean (self->keys, id, "solved",
                          solved || xq_exercise_progress_get_solved (self, id));
  g_signal_emit (self, signals[CHANGED], 0, id);
}

guint
xq_exercise_progress_get_ladder_step (XqExerciseProgress *self)
{
  g_return_val_if_fail (XQ_IS_EXERCISE_PROGRESS (self), 0);
  return (guint) MAX (get_integer (self, LADDER_GROUP, "step"), 0);
}

void
xq_exercise_progress_set_ladder_step (XqExerciseProgress *self, guint step)
{
  g_return_if_fail (XQ_IS_EXERCISE_PROGRESS (self));
  g_return_if_fail (step <= G_MAXINT);

  if (xq_exercise_progress_get_ladder_step (self) == step)
    return;
  g_key_file_set_integer (self->keys, LADDER_GROUP, "step", (int) step);
  g_signal_emit (self, signals[CHANGED], 0, NULL);
}

/* By the material given: a chariot is worth about two horses or cannons. */
static const XqHandicap ladder[XQ_LADDER_STEPS] = {
  XQ_HANDICAP_NINE_PIECES,
  XQ_HANDICAP_BOTH_CHARIOTS,
  XQ_HANDICAP_CHARIOT_TWO_HORSES,
  XQ_HANDICAP_CHARIOT_CANNON,
  XQ_HANDICAP_CHARIOT_HORSE,
  XQ_HANDICAP_BOTH_CANNONS,
  XQ_HANDICAP_LEFT_CHARIOT,
  XQ_HANDICAP_RIGHT_CHARIOT,
  XQ_HANDICAP_BOTH_HORSES,
  XQ_HANDICAP_CANNON,
  XQ_HANDICAP_LEFT_HORSE,
  XQ_HANDICAP_RIGHT_HORSE,
  XQ_HANDICAP_NONE,
};

XqHandicap
xq_exercise_progress_ladder_handicap (guint step)
{
  return ladder[MIN (step, XQ_LADDER_STEPS - 1)];
}
