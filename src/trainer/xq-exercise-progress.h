/* xq-exercise-progress.h — what the user has done in the trainer
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * For each exercise (by its id, xq_exercise_get_id ()): how many attempts,
 * and whether one of them solved it; and the step of the handicap ladder
 * the user has reached.  Kept in a small key file in the user data folder
 * (xq_exercise_progress_default_path ()), written whole and atomically
 * (xq_atomic_file_set_contents) on every save, so a crash never leaves half a file.
 */
#pragma once

#include <glib-object.h>

#include "xq-handicap.h"

G_BEGIN_DECLS

#define XQ_TYPE_EXERCISE_PROGRESS (xq_exercise_progress_get_type ())
G_DECLARE_FINAL_TYPE (XqExerciseProgress, xq_exercise_progress, XQ, EXERCISE_PROGRESS, GObject)

/* ~/.local/share/xiangqi/trainer-progress.ini (free with g_free). */
char               *xq_exercise_progress_default_path  (void);

/* Progress kept in the file @path; nothing is read until _load (). */
XqExerciseProgress *xq_exercise_progress_new           (const char          *path);
const char         *xq_exercise_progress_get_path      (XqExerciseProgress  *self);
/* Reads the file.  A file that does not exist yet is no error: the
 * progress is empty.  On an error the progress is left as it was. */
gboolean            xq_exercise_progress_load          (XqExerciseProgress  *self,
                                                        GError             **error);
/* Writes the file (and its folder, if missing). */
gboolean            xq_exercise_progress_save          (XqExerciseProgress  *self,
                                                        GError             **error);

guint               xq_exercise_progress_get_attempts  (XqExerciseProgress  *self,
                                                        const char          *id);
gboolean            xq_exercise_progress_get_solved    (XqExerciseProgress  *self,
                                                        const char          *id);
/* Counts one attempt at @id, solved or not (once solved, it stays
 * solved).  Emits ::changed with @id. */
void                xq_exercise_progress_add_attempt   (XqExerciseProgress  *self,
                                                        const char          *id,
                                                        gboolean             solved);

/* The handicap ladder: the index of the step reached, from 0 (the biggest
 * odds) upwards.  The setter emits ::changed with a NULL id. */
guint               xq_exercise_progress_get_ladder_step (XqExerciseProgress *self);
void                xq_exercise_progress_set_ladder_step (XqExerciseProgress *self,
                                                          guint               step);

/* The ladder's steps, biggest odds first: nine pieces, both chariots … a
 * horse, then no handicap (the last step, which stays once won). */
#define XQ_LADDER_STEPS XQ_N_HANDICAPS
XqHandicap          xq_exercise_progress_ladder_handicap (guint step);

G_END_DECLS
