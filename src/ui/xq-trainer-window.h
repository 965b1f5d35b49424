/* xq-trainer-window.h — the trainer: mating patterns, endgames, the ladder
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Lists the trainer's exercises (xq-exercise.h) by chapter — the mating
 * patterns, the practical endgames and the handicap ladder — with the
 * user's progress (xq-exercise-progress.h: solved, attempts), kept up to
 * date through the progress's ::changed.  The selected entry shows its
 * names, its explanation or technique, and its exercises; activating one
 * emits ::play, which the main window answers by starting it.
 *
 * It stays a window (not an xq-dialog sheet): it is not a question that
 * blocks the game but a browser of the exercises, non-modal, that the
 * user may keep open beside the board and that the main window keeps and
 * presents again at the exercise last played.  Its header bar is laid out
 * by xq_dialog_frame_new () (an AdwToolbarView on libadwaita 1.4 and
 * later).
 */
#pragma once

#include <adwaita.h>

#include "xq-exercise-progress.h"
#include "xq-exercise.h"

G_BEGIN_DECLS

#define XQ_TYPE_TRAINER_WINDOW (xq_trainer_window_get_type ())
G_DECLARE_FINAL_TYPE (XqTrainerWindow, xq_trainer_window, XQ, TRAINER_WINDOW, AdwWindow)

/* A trainer over @exercises (a GPtrArray of XqExercise, as
 * xq_exercise_load_builtin () gives) and @progress, for @parent.
 * ::play (XqExercise *exercise) is emitted with the exercise to play, or
 * with NULL for the ladder's next game. */
XqTrainerWindow *xq_trainer_window_new (GtkWindow          *parent,
                                        GPtrArray          *exercises,
                                        XqExerciseProgress *progress);
/* Selects the entry of the exercise with @id, or the ladder for NULL. */
void             xq_trainer_window_select (XqTrainerWindow *self,
                                           const char      *id);

/* A Chinese and an English name in the order the locale prefers: Chinese
 * first where the language is Chinese, English first elsewhere.  The
 * Chinese name is @zh_tw (traditional; NULL when there is none) for a
 * reader of traditional Chinese, @zh (simplified) for the others, as
 * xq_exercise_choose_for () picks. */
void _xq_trainer_order_names (const char  *zh,
                              const char  *zh_tw,
                              const char  *en,
                              const char **first,
                              const char **second);
/* The same for @exercise's names. */
void _xq_trainer_exercise_names (XqExercise  *exercise,
                                 const char **first,
                                 const char **second);
/* "Step 3 of 13: Both chariots": the ladder's step reached in @progress
 * (free with g_free). */
char *_xq_trainer_ladder_step_text (XqExerciseProgress *progress);

G_END_DECLS
