/* xq-session-private.h — shared by the files of XqSession
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * xq-session.c holds the game shown, its files and its derived properties;
 * xq-session-requests.c the window's requests (moves, touches, draws,
 * resigning, variation edits, annotations); xq-session-library.c where a
 * game opened from a game library is saved back.
 */
#pragma once

#include "xq-session.h"

G_BEGIN_DECLS

/* The tag of a game against the computer in which the user chose the
 * engine's analysis (xq_session_set_assisted()). */
#define ASSISTED_TAG "Assisted"

struct _XqSession
{
  GObject parent_instance;

  XqMatch *match;
  gboolean offer_with_move;
  gboolean starting;         /* xq_match_start() is running */
  gboolean own_change;       /* the session changes the record: not the user's */

  /* The match's record, followed for edits: every change is unsaved, and
   * the status is worked out again from it. */
  XqGame *game;
  /* The [Result] tag is the user's (or the file's, or the match's) for the
   * main line that ended at @result_end when it was set; a main line
   * changed since then has no result of its own but the judge's. */
  XqGameNode *result_end;
  char *result_tag;
  /* The status derived from the record (xq_session_get_result()); worked
   * out again after any change. */
  gboolean status_valid;
  XqResult status;
  char *status_reason;

  GFile *file;
  gboolean dirty;
  gboolean exercise;         /* the match is a trainer's exercise */
  gboolean study;            /* set up as a study */
  gboolean hint_busy;
  gboolean stopped;          /* xq_session_stop(): no more autosaves */
  GCancellable *hint_cancellable;
  XqMove hint;

  /* The derived properties, as last notified. */
  XqSessionMode mode;
  gboolean can_undo, can_redo, undo_takes_back;
  gboolean hint_allowed, analysis_allowed;
  XqResult result;
  char *title, *subtitle;
  char *autosave_path;
  gboolean autosave_failed;  /* the last autosave failed and was told */
  guint autosave_idle;       /* keeps the game once the move is done */
  guint clock_save_id;       /* keeps the time of the turn under way */

  /* The game shown is game @library_id of the library at @library_path
   * (0: it came from no library); @library_store writes it back there. */
  char *library_path;
  gint64 library_id;
  XqSessionLibraryStore library_store;
  gpointer library_store_data;
};

/* The main line's last move (or the root). */
XqGameNode *_xq_session_main_line_end (XqSession *self);
/* xq-session-library.c: forgets the library the game came from. */
void        _xq_session_forget_library (XqSession *self);
/* A library game kept at the autosave path keeps its library: a tag put
 * before the kept game's @text, and taken out of the game read back (its
 * id, 0 when it has none, and *@library). */
void        _xq_session_autosave_library (XqSession *self,
                                          char     **text);
gint64      _xq_session_take_library_tag (XqGame    *game,
                                          char     **library);
/* Writes the game back into its library, if it came from one (TRUE when
 * it did not). */
gboolean    _xq_session_store_in_library (XqSession *self,
                                          GError   **error);

G_END_DECLS
