/* xq-trainer-window.c — the trainer: mating patterns, endgames, the ladder
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The list on the left has one row per pattern or endgame (the exercises
 * of one data record, ids "ID-1", "ID-2" …) under a heading per kind, and
 * the ladder last; its mark counts the exercises solved.  The right side
 * shows the selected entry and one row per exercise.  A window narrower
 * than NARROW_WIDTH puts the list over the entry instead.
 */
#define G_LOG_DOMAIN "xq-trainer"

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "xq-dialog.h"
#include "xq-trainer-window.h"

#include "xq-locale.h"

/* One row of the list: the exercises [start, start + count) of one record,
 * or the ladder (count 0). */
typedef struct
{
  guint start;
  guint count;
  GtkLabel *mark;
} XqTrainerEntry;

struct _XqTrainerWindow
{
  AdwWindow parent_instance;

  GtkListBox *entry_list;
  GtkLabel *title_label;
  GtkLabel *subtitle_label;
  GtkLabel *text_label;
  GtkListBox *exercise_list;
  GtkLabel *source_label;

  GtkPaned *panes;            /* the list and the entry; NULL once disposed */
  guint narrow_idle;

  GPtrArray *exercises;
  XqExerciseProgress *progress;
  GArray *entries;            /* XqTrainerEntry */
  const XqTrainerEntry *shown; /* the selected entry, or NULL */
};

G_DEFINE_FINAL_TYPE (XqTrainerWindow, xq_trainer_window, ADW_TYPE_WINDOW)

enum
{
  SIGNAL_PLAY,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* Under this width the list goes over the entry: side by side they need
 * 540 px, and the window could not be made as narrow as a phone. */
#define NARROW_WIDTH 600
#define LIST_WIDTH 240   /* beside the entry */
#define ENTRY_WIDTH 300
#define LIST_POSITION 320
#define LIST_HEIGHT 160  /* over the entry */
#define ENTRY_HEIGHT 200

/* The ladder's names, as the exercises have them in the data. */
#define LADDER_NAME_ZH    "让子挑战"
#define LADDER_NAME_ZH_TW "讓子挑戰"
#define LADDER_NAME_EN    "Handicap Ladder"

void
_xq_trainer_order_names (const char  *zh,
                         const char  *zh_tw,
                         const char  *en,
                         const char **first,
                         const char **second)
{
  const char *const *languages = g_get_language_names ();
  gboolean chinese = xq_locale_is_chinese ();
  /* The Chinese name in the script the reader's text is chosen in. */
  const char *zh_read = xq_exercise_choose_for (languages, zh, zh, zh_tw);

  *first = chinese ? zh_read : en;
  *second = chinese ? en : zh_read;
}

void
_xq_trainer_exercise_names (XqExercise  *exercise,
                            const char **first,
                            const char **second)
{
  _xq_trainer_order_names (xq_exercise_get_name_zh (exercise),
                           xq_exercise_get_name_zh_tw (exercise),
                           xq_exercise_get_name_en (exercise), first, second);
}

static XqExercise *
exercise_at (XqTrainerWindow *self,
             guint            i)
{
  return g_ptr_array_index (self->exercises, i);
}

/* "mate 2" → "Mate in 2" … in words for the user. */
static char *
target_words (XqExercise *exercise)
{
  switch (xq_exercise_get_target (exercise))
    {
    case XQ_EXERCISE_TARGET_MATE:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Mate in %u move", "Mate in %u moves",
                                           xq_exercise_get_mate_moves (exercise)),
                              xq_exercise_get_mate_moves (exercise));
    case XQ_EXERCISE_TARGET_WIN:
      return g_strdup (_("Win"));
    case XQ_EXERCISE_TARGET_DRAW:
    default:
      return g_strdup (_("Hold the draw"));
    }
}

/* "✓ 3 attempts", "2 attempts" or "" for one exercise. */
static char *
progress_words (XqTrainerWindow *self,
                XqExercise      *exercise)
{
  const char *id = xq_exercise_get_id (exercise);
  guint attempts = xq_exercise_progress_get_attempts (self->progress, id);
  g_autofree char *count = NULL;

  if (attempts == 0)
    return g_strdup (_("Not tried"));
  count = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u attempt", "%u attempts", attempts),
                           attempts);
  if (xq_exercise_progress_get_solved (self->progress, id))
    /* TRANSLATORS: %s is "3 attempts". */
    return g_strdup_printf (_("✓ Solved, %s"), count);
  return g_steal_pointer (&count);
}

char *
_xq_trainer_ladder_step_text (XqExerciseProgress *progress)
{
  guint step = MIN (xq_exercise_progress_get_ladder_step (progress), XQ_LADDER_STEPS - 1);

  /* TRANSLATORS: "Step 3 of 13: Both chariots". */
  return g_strdup_printf (_("Step %u of %u: %s"), step + 1, (guint) XQ_LADDER_STEPS,
                          xq_handicap_get_name (xq_exercise_progress_ladder_handicap (step)));
}

static void
xq_trainer_window_update_marks (XqTrainerWindow *self)
{
  for (guint i = 0; i < self->entries->len; i++)
    {
      const XqTrainerEntry *entry = &g_array_index (self->entries, XqTrainerEntry, i);
      g_autofree char *mark = NULL;
      guint solved = 0;

      if (entry->count == 0)
        {
          mark = g_strdup_printf ("%u/%u", MIN (xq_exercise_progress_get_ladder_step (self->progress),
                                                XQ_LADDER_STEPS - 1) + 1,
                                  (guint) XQ_LADDER_STEPS);
          gtk_label_set_text (entry->mark, mark);
          continue;
        }
      for (guint j = entry->start; j < entry->start + entry->count; j++)
        solved += xq_exercise_progress_get_solved (self->progress,
                                                   xq_exercise_get_id (exercise_at (self, j)));
      mark = g_strdup_printf ("%s%u/%u", solved == entry->count ? "✓ " : "", solved, entry->count);
      gtk_label_set_text (entry->mark, mark);
    }
}

static GtkWidget *
exercise_row (const char *title,
              const char *subtitle,
              gpointer    data)
{
  GtkWidget *row = adw_action_row_new ();

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row),
                             gtk_image_new_from_icon_name ("media-playback-start-symbolic"));
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
  g_object_set_data (G_OBJECT (row), "xq-exercise", data);
  return row;
}

/* The right side, for the entry shown. */
static void
xq_trainer_window_show_entry (XqTrainerWindow *self)
{
  const XqTrainerEntry *entry = self->shown;
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->exercise_list))) != NULL)
    gtk_list_box_remove (self->exercise_list, child);
  if (entry == NULL)
    return;
  if (entry->count == 0)
    {
      g_autofree char *step = _xq_trainer_ladder_step_text (self->progress);

      const char *first, *second;

      _xq_trainer_order_names (LADDER_NAME_ZH, LADDER_NAME_ZH_TW, LADDER_NAME_EN, &first, &second);
      gtk_label_set_text (self->title_label, first);
      gtk_label_set_text (self->subtitle_label, second);
      gtk_label_set_text (self->text_label,
                          _("Play the computer at full strength while it gives odds: it starts "
                            "without nine pieces. Each time you win, it gives less, down to an "
                            "even game. You play Red and move first."));
      gtk_label_set_text (self->source_label,
                          _("The handicap games as the beginner texts teach them."));
      gtk_list_box_append (self->exercise_list, exercise_row (_("Play the Next Game"), step, NULL));
      return;
    }

  {
    XqExercise *first_ex = exercise_at (self, entry->start);
    const char *first, *second;

    _xq_trainer_exercise_names (first_ex, &first, &second);
    gtk_label_set_text (self->title_label, first);
    gtk_label_set_text (self->subtitle_label, second);
    /* The explanation (a pattern) or the technique (an endgame) in the
     * user's Chinese where the data has it, else in English. */
    gtk_label_set_text (self->text_label,
                        xq_exercise_get_text_for (first_ex, g_get_language_names ()));
    gtk_label_set_text (self->source_label,
                        xq_exercise_get_source_for (first_ex, g_get_language_names ()));
  }
  for (guint j = entry->start; j < entry->start + entry->count; j++)
    {
      XqExercise *exercise = exercise_at (self, j);
      g_autofree char *target = target_words (exercise);
      g_autofree char *title = NULL;
      g_autofree char *progress = progress_words (self, exercise);

      /* TRANSLATORS: "Exercise 2: Mate in 3 moves". */
      title = g_strdup_printf (_("Exercise %u: %s"), xq_exercise_get_number (exercise), target);
      gtk_list_box_append (self->exercise_list, exercise_row (title, progress, exercise));
    }
}

static void
entry_selected (XqTrainerWindow *self,
                GtkListBoxRow   *row)
{
  guint index = row ? GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (row), "xq-entry")) : 0;

  self->shown = index > 0 ? &g_array_index (self->entries, XqTrainerEntry, index - 1) : NULL;
  xq_trainer_window_show_entry (self);
}

static void
exercise_activated (XqTrainerWindow *self,
                    GtkListBoxRow   *row)
{
  g_signal_emit (self, signals[SIGNAL_PLAY], 0, g_object_get_data (G_OBJECT (row), "xq-exercise"));
}

static void
progress_changed (XqTrainerWindow *self)
{
  xq_trainer_window_update_marks (self);
  xq_trainer_window_show_entry (self);
}

static void
add_heading (XqTrainerWindow *self,
             const char      *heading)
{
  GtkWidget *label = gtk_label_new (heading);
  GtkWidget *row = gtk_list_box_row_new ();

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_add_css_class (label, "heading");
  gtk_widget_set_margin_top (label, 12);
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), label);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), FALSE);
  gtk_list_box_row_set_selectable (GTK_LIST_BOX_ROW (row), FALSE);
  gtk_widget_set_focusable (row, FALSE);
  gtk_list_box_append (self->entry_list, row);
}

static void
add_entry (XqTrainerWindow *self,
           guint            start,
           guint            count,
           const char      *first,
           const char      *second)
{
  GtkWidget *row = gtk_list_box_row_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *names = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *name = gtk_label_new (first);
  GtkWidget *other = gtk_label_new (second);
  GtkWidget *mark = gtk_label_new (NULL);
  XqTrainerEntry entry = { start, count, GTK_LABEL (mark) };

  gtk_label_set_xalign (GTK_LABEL (name), 0);
  gtk_label_set_xalign (GTK_LABEL (other), 0);
  gtk_label_set_ellipsize (GTK_LABEL (name), PANGO_ELLIPSIZE_END);
  gtk_label_set_ellipsize (GTK_LABEL (other), PANGO_ELLIPSIZE_END);
  gtk_widget_add_css_class (other, "dim-label");
  gtk_widget_add_css_class (other, "caption");
  gtk_widget_set_hexpand (names, TRUE);
  gtk_box_append (GTK_BOX (names), name);
  gtk_box_append (GTK_BOX (names), other);
  gtk_box_append (GTK_BOX (box), names);
  gtk_widget_add_css_class (mark, "numeric");
  gtk_box_append (GTK_BOX (box), mark);
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), box);
  g_array_append_val (self->entries, entry);
  g_object_set_data (G_OBJECT (row), "xq-entry", GUINT_TO_POINTER (self->entries->len));
  gtk_list_box_append (self->entry_list, row);
}

/* Record id: "shuangma-1" → length of "shuangma". */
static gsize
record_length (XqExercise *exercise)
{
  const char *id = xq_exercise_get_id (exercise);
  const char *dash = strrchr (id, '-');

  return dash ? (gsize) (dash - id) : strlen (id);
}

static void
xq_trainer_window_fill (XqTrainerWindow *self)
{
  XqExerciseKind kind = XQ_EXERCISE_ENDGAME + 1;
  const char *first, *second;

  for (guint i = 0; i < self->exercises->len;)
    {
      XqExercise *exercise = exercise_at (self, i);
      const char *id = xq_exercise_get_id (exercise);
      gsize length = record_length (exercise);
      guint count = 1;

      while (i + count < self->exercises->len
             && record_length (exercise_at (self, i + count)) == length
             && strncmp (xq_exercise_get_id (exercise_at (self, i + count)), id, length) == 0)
        count++;
      if (xq_exercise_get_kind (exercise) != kind)
        {
          kind = xq_exercise_get_kind (exercise);
          add_heading (self, kind == XQ_EXERCISE_MATE ? _("Mating Patterns") : _("Endgames"));
        }
      _xq_trainer_exercise_names (exercise, &first, &second);
      add_entry (self, i, count, first, second);
      i += count;
    }
  add_heading (self, _("Challenge"));
  _xq_trainer_order_names (LADDER_NAME_ZH, LADDER_NAME_ZH_TW, LADDER_NAME_EN, &first, &second);
  add_entry (self, 0, 0, first, second);
  xq_trainer_window_update_marks (self);
}

/* Whether the list is over the entry. */
static gboolean
xq_trainer_window_is_narrow (XqTrainerWindow *self)
{
  return gtk_orientable_get_orientation (GTK_ORIENTABLE (self->panes)) == GTK_ORIENTATION_VERTICAL;
}

/* Puts the list beside the entry or over it, as the window's width asks. */
static void
xq_trainer_window_apply_narrow (XqTrainerWindow *self,
                                gboolean         narrow)
{
  GtkWidget *list = gtk_paned_get_start_child (self->panes);
  GtkWidget *entry = gtk_paned_get_end_child (self->panes);
  int height = gtk_widget_get_height (GTK_WIDGET (self->panes));

  gtk_orientable_set_orientation (GTK_ORIENTABLE (self->panes),
                                  narrow ? GTK_ORIENTATION_VERTICAL : GTK_ORIENTATION_HORIZONTAL);
  gtk_widget_set_size_request (list, narrow ? -1 : LIST_WIDTH, narrow ? LIST_HEIGHT : -1);
  gtk_widget_set_size_request (entry, narrow ? -1 : ENTRY_WIDTH, narrow ? ENTRY_HEIGHT : -1);
  /* Over the entry the list takes two fifths of the height. */
  gtk_paned_set_position (self->panes, narrow ? MAX (LIST_HEIGHT, height * 2 / 5) : LIST_POSITION);
}

static gboolean
xq_trainer_window_narrow_idle (gpointer data)
{
  XqTrainerWindow *self = data;

  self->narrow_idle = 0;
  if (self->panes != NULL)
    xq_trainer_window_apply_narrow (self, gtk_widget_get_width (GTK_WIDGET (self)) < NARROW_WIDTH);
  return G_SOURCE_REMOVE;
}

static void
xq_trainer_window_size_allocate (GtkWidget *widget,
                                 int        width,
                                 int        height,
                                 int        baseline)
{
  XqTrainerWindow *self = XQ_TRAINER_WINDOW (widget);

  GTK_WIDGET_CLASS (xq_trainer_window_parent_class)->size_allocate (widget, width, height, baseline);
  /* Not during the allocation: the next frame gets the new layout. */
  if (self->panes != NULL && (width < NARROW_WIDTH) != xq_trainer_window_is_narrow (self)
      && self->narrow_idle == 0)
    self->narrow_idle = g_idle_add_full (G_PRIORITY_HIGH_IDLE, xq_trainer_window_narrow_idle,
                                         g_object_ref (self), g_object_unref);
}

static void
xq_trainer_window_dispose (GObject *object)
{
  XqTrainerWindow *self = XQ_TRAINER_WINDOW (object);

  self->panes = NULL;
  g_clear_handle_id (&self->narrow_idle, g_source_remove);

  if (self->progress != NULL)
    g_signal_handlers_disconnect_by_data (self->progress, self);
  g_clear_object (&self->progress);
  g_clear_pointer (&self->exercises, g_ptr_array_unref);
  G_OBJECT_CLASS (xq_trainer_window_parent_class)->dispose (object);
}

static void
xq_trainer_window_finalize (GObject *object)
{
  XqTrainerWindow *self = XQ_TRAINER_WINDOW (object);

  g_array_unref (self->entries);
  G_OBJECT_CLASS (xq_trainer_window_parent_class)->finalize (object);
}

static void
xq_trainer_window_class_init (XqTrainerWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = xq_trainer_window_dispose;
  object_class->finalize = xq_trainer_window_finalize;
  widget_class->size_allocate = xq_trainer_window_size_allocate;

  signals[SIGNAL_PLAY] = g_signal_new ("play", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                       0, NULL, NULL, NULL, G_TYPE_NONE, 1, XQ_TYPE_EXERCISE);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/xiangqi/Xiangqi/xq-trainer-window.ui");
  gtk_widget_class_bind_template_child (widget_class, XqTrainerWindow, entry_list);
  gtk_widget_class_bind_template_child (widget_class, XqTrainerWindow, title_label);
  gtk_widget_class_bind_template_child (widget_class, XqTrainerWindow, subtitle_label);
  gtk_widget_class_bind_template_child (widget_class, XqTrainerWindow, text_label);
  gtk_widget_class_bind_template_child (widget_class, XqTrainerWindow, exercise_list);
  gtk_widget_class_bind_template_child (widget_class, XqTrainerWindow, source_label);
  gtk_widget_class_bind_template_callback (widget_class, entry_selected);
  gtk_widget_class_bind_template_callback (widget_class, exercise_activated);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
xq_trainer_window_init (XqTrainerWindow *self)
{
  GtkWidget *layout, *header, *panes, *scroller;

  self->entries = g_array_new (FALSE, FALSE, sizeof (XqTrainerEntry));
  gtk_widget_init_template (GTK_WIDGET (self));
  /* The header bar above the panes as current libadwaita lays them out
   * (a toolbar view from 1.4); the template's box is dropped.  Not bound
   * as template children: those live until the window is finalized, and
   * the panes must go with the window's contents, before the lists'
   * pointers here are stale. */
  layout = adw_window_get_content (ADW_WINDOW (self));
  header = g_object_ref (gtk_widget_get_first_child (layout));
  panes = g_object_ref (gtk_widget_get_next_sibling (header));
  gtk_box_remove (GTK_BOX (layout), header);
  gtk_box_remove (GTK_BOX (layout), panes);
  /* The panes side by side are 540 px wide at least: in a scroller whose
   * width does not count, so that a wide window can be made narrow and the
   * list go over the entry (for the one frame before it does, the panes
   * scroll sideways with no scrollbar). */
  scroller = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scroller), GTK_POLICY_EXTERNAL,
                                  GTK_POLICY_NEVER);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroller), panes);
  self->panes = GTK_PANED (panes);
  xq_trainer_window_apply_narrow (self, FALSE);
  adw_window_set_content (ADW_WINDOW (self), xq_dialog_frame_new (header, scroller));
  g_object_unref (header);
  g_object_unref (panes);
}

XqTrainerWindow *
xq_trainer_window_new (GtkWindow          *parent,
                       GPtrArray          *exercises,
                       XqExerciseProgress *progress)
{
  XqTrainerWindow *self;

  g_return_val_if_fail (exercises != NULL, NULL);
  g_return_val_if_fail (XQ_IS_EXERCISE_PROGRESS (progress), NULL);

  self = g_object_new (XQ_TYPE_TRAINER_WINDOW, "transient-for", parent, NULL);
  self->exercises = g_ptr_array_ref (exercises);
  self->progress = g_object_ref (progress);
  g_signal_connect_swapped (progress, "changed", G_CALLBACK (progress_changed), self);
  xq_trainer_window_fill (self);
  gtk_list_box_select_row (self->entry_list, gtk_list_box_get_row_at_index (self->entry_list, 1));
  return self;
}

/* Whether @entry holds the exercise @id (the ladder: NULL). */
static gboolean
entry_holds (XqTrainerWindow      *self,
             const XqTrainerEntry *entry,
             const char           *id)
{
  if (entry->count == 0)
    return id == NULL;
  for (guint j = entry->start; j < entry->start + entry->count; j++)
    if (g_strcmp0 (xq_exercise_get_id (exercise_at (self, j)), id) == 0)
      return TRUE;
  return FALSE;
}

void
xq_trainer_window_select (XqTrainerWindow *self,
                          const char      *id)
{
  GtkListBoxRow *row;

  g_return_if_fail (XQ_IS_TRAINER_WINDOW (self));

  for (int i = 0; (row = gtk_list_box_get_row_at_index (self->entry_list, i)) != NULL; i++)
    {
      guint index = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (row), "xq-entry"));

      if (index > 0 && entry_holds (self, &g_array_index (self->entries, XqTrainerEntry, index - 1), id))
        {
          gtk_list_box_select_row (self->entry_list, row);
          gtk_widget_grab_focus (GTK_WIDGET (row));
          return;
        }
    }
}
