/* xq-session.h — the game being played or studied, and where it is kept
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * XqSession holds the match (xq-match.h: the record, the clock, the players
 * and the referee) of a new game set up with an XqGameSetup, of a game read
 * from a file, or of the game in progress kept at the last exit.  It knows
 * the result recorded in a loaded file, the file the game came from and
 * whether the game has changed since it was saved, and it reads and writes
 * the files.  A window shows the session: it follows "notify::match" (a new
 * match, not started yet when the notification comes) and the match's own
 * signals.
 */
#pragma once

#include <gio/gio.h>

#include "xq-game.h"
#include "xq-load-progress.h"
#include "xq-match.h"
#include "xq-time-control.h"

G_BEGIN_DECLS

/* One side of the game: a person at this computer or the engine. */
typedef struct
{
  gboolean computer;
  int level;          /* 1..8 */
  /* An external engine's program instead of ours ("": ours), and its
   * protocol ("uci" or "ucci"). */
  char engine[512];
  char engine_protocol[8];
} XqSideSetup;

/* Everything a new game needs. */
typedef struct
{
  XqPosition start;
  XqSideSetup sides[2];
  XqTimeControl time_control;
  XqRuleSet rules;
  gboolean strict;    /* tournament mode: touch-move, no take-backs (§5) */
  gboolean study;     /* a study set up by the user (the event "Study") */
  gboolean exercise;  /* a trainer's exercise: an attempt, not a game to keep */
} XqGameSetup;

/* What would replace or close the game shown (xq_session_may_discard()). */
typedef enum
{
  XQ_DISCARD_OPEN,      /* a file (Open, the command line, D-Bus, a drop) or pasted text */
  XQ_DISCARD_NEW_GAME,  /* New Game (also --new-game), Set-Up Position → Play or Study */
  XQ_DISCARD_EXERCISE,  /* a trainer's exercise */
  XQ_DISCARD_CLOSE,     /* the window closes, the application quits */
} XqDiscard;

/* What the game shown is (property "mode"). */
typedef enum
{
  XQ_SESSION_MODE_COMPUTER = 0, /* a game against the computer, being played */
  XQ_SESSION_MODE_TWO_PEOPLE,   /* two people at one board, being played */
  XQ_SESSION_MODE_STUDY,        /* a study set up, or a record not played on */
  XQ_SESSION_MODE_FINISHED,     /* a game that is over */
  XQ_SESSION_MODE_EXERCISE,     /* a trainer's exercise */
} XqSessionMode;

#define XQ_TYPE_SESSION (xq_session_get_type ())
G_DECLARE_FINAL_TYPE (XqSession, xq_session, XQ, SESSION, GObject)

/* A session showing the start position, between two people, not started. */
XqSession  *xq_session_new                (void);

/* The match shown (property "match"), and its game. */
XqMatch    *xq_session_get_match          (XqSession *self);
XqGame     *xq_session_get_game           (XqSession *self);
/* The PGN file that Save writes to (property "file"), or NULL. */
GFile      *xq_session_get_file           (XqSession *self);
/* Whether the game changed since it was started, loaded or saved (property
 * "dirty"): moves played, analysis added, the game over. */
gboolean    xq_session_get_dirty          (XqSession *self);
void        xq_session_set_dirty          (XqSession *self,
                                           gboolean   dirty);

/* The one guard of the user's work: whether the game shown may be replaced
 * or closed (@why) without asking.  FALSE when something would be lost: the
 * game changed since it was started, loaded or saved (moves played, edits,
 * the game over).  Only two things go without asking: a trainer's exercise
 * (an attempt, its outcome kept by the trainer), and a game being played
 * that the window closes when it is kept at the autosave path (and the
 * last autosave worked), since the next start goes on with it
 * (xq_session_restore()). */
gboolean    xq_session_may_discard        (XqSession *self,
                                           XqDiscard  why);

/* Whether @side is played by the computer. */
gboolean    xq_session_is_computer        (XqSession *self,
                                           XqColor    side);

/* The policy of the game shown, as properties that notify when they
 * change; the window shows them and sends requests.
 *   "mode"              XqSessionMode
 *   "can-undo", "can-redo"  whether Undo and Redo do anything now
 *   "undo-takes-back"   what they mean: TRUE, take moves back and play them
 *                       again (a game against the computer or under
 *                       tournament rules, while it is played or may still
 *                       be taken back); FALSE, undo and redo the last edit of
 *                       the record (a study, two people, a game that is over)
 *   "result"            the status's result (XqResult), "status" its words
 *   "title", "subtitle" the header: whose turn or the verdict, and what
 *                       goes with it (reviewing, thinking, check, offers,
 *                       the opponent, the opening)
 *   "hint-allowed"      whether a hint may be asked for now
 *   "analysis-allowed"  whether the engine's analysis may be shown: not
 *                       while the computer is played, unless the user chose
 *                       assistance (the game's [Assisted] tag) */
XqSessionMode xq_session_get_mode         (XqSession *self);
gboolean    xq_session_get_can_undo       (XqSession *self);
gboolean    xq_session_get_can_redo       (XqSession *self);
gboolean    xq_session_get_undo_takes_back (XqSession *self);
const char *xq_session_get_title          (XqSession *self);
const char *xq_session_get_subtitle       (XqSession *self);
gboolean    xq_session_get_hint_allowed   (XqSession *self);
gboolean    xq_session_get_analysis_allowed (XqSession *self);
/* The engine's suggestion for the position shown (property "hint", an
 * XqMove; XQ_MOVE_NONE while there is none): searched by an engine player
 * of its own, outside the match, when asked; dropped when the position
 * shown changes.  FALSE with the reason when the position cannot be
 * searched (xq_engine_player_cannot_play()). */
gboolean    xq_session_request_hint       (XqSession *self,
                                           GError   **error);
XqMove      xq_session_get_hint           (XqSession *self);
/* A hint known without a search (a trainer exercise's key move): shown
 * until the position shown changes, like a searched one. */
void        xq_session_show_hint          (XqSession *self,
                                           XqMove     move);

/* Undo and Redo as "undo-takes-back" says.  FALSE with the reason when
 * refused. */
gboolean    xq_session_undo               (XqSession *self,
                                           GError   **error);
gboolean    xq_session_redo               (XqSession *self,
                                           GError   **error);
/* After an edit of the record by the user: a game two people play goes on
 * from the main line as it is now (xq_session_continue_game()); when the
 * moves of a game being played may not change (against the computer,
 * strict), the edit is undone and FALSE returned with the reason. */
gboolean    xq_session_edit_done          (XqSession *self,
                                           GError   **error);
/* Whether the cursor shows the position the match is played at. */
gboolean    xq_session_is_live            (XqSession *self);

/* ---- Requests from the window ---- */

/* Whether a game is being played (its match runs). */
gboolean    xq_session_is_playing         (XqSession *self);
/* The clock of the match (property "match"). */
XqClock    *xq_session_get_clock          (XqSession *self);
/* The window goes: the game being played is kept (xq_session_autosave())
 * and stopped (a thinking engine is cancelled, the clock stopped), and
 * nothing is kept any more, so that the stop does not remove the kept game.
 * Another game (xq_session_new_game(), …) keeps games again. */
void        xq_session_stop               (XqSession *self);
/* The user chose the engine's analysis in a game against the computer:
 * the game is marked as assisted (its [Assisted] tag), which allows it. */
void        xq_session_set_assisted       (XqSession *self);

/* The person at this computer: the side to move when both are people. */
XqColor     xq_session_user_side          (XqSession *self);
/* The moves a person may make on the board at the cursor: at the live
 * position, those the match allows (touch-move considered) on a person's
 * turn; elsewhere any legal move, where moves go into the record as
 * analysis (not while a tournament game is played, not after the last
 * move of the main line). */
gsize       xq_session_get_board_moves    (XqSession *self,
                                           XqMove    *out,
                                           gsize      cap);
/* A move made on the board: in the game at its live position (with the
 * draw offer made with it, if any), or as analysis at an earlier one. */
gboolean    xq_session_play_move          (XqSession *self,
                                           XqMove     move,
                                           GError   **error);
/* Whether touches count (§5: strict, at the live position), and a touch
 * of @square; FALSE with the reason when touching it is against §5. */
gboolean    xq_session_get_touch_move     (XqSession *self);
gboolean    xq_session_touch              (XqSession *self,
                                           int        square,
                                           GError   **error);
/* Draws (§23.1, §23.3) and resigning (§4.1.9), for the person whose turn
 * it is (or who plays).  An offer made on one's own turn goes with the
 * next move: *@with_move says so. */
gboolean    xq_session_can_offer_draw     (XqSession *self);
gboolean    xq_session_offer_draw         (XqSession *self,
                                           gboolean  *with_move,
                                           GError   **error);
gboolean    xq_session_answer_draw        (XqSession *self,
                                           gboolean   accept,
                                           GError   **error);
gboolean    xq_session_can_claim_draw     (XqSession *self);
gboolean    xq_session_claim_draw         (XqSession *self,
                                           GError   **error);
gboolean    xq_session_can_resign         (XqSession *self);
gboolean    xq_session_resign             (XqSession *self,
                                           GError   **error);

/* Edits of the variation the cursor lies in (the move list's menu). */
typedef enum
{
  XQ_VARIATION_PROMOTE = 0,
  XQ_VARIATION_MAKE_MAIN_LINE,
  XQ_VARIATION_UP,
  XQ_VARIATION_DOWN,
  XQ_VARIATION_DELETE,
  XQ_VARIATION_DELETE_REST,    /* the moves after the cursor */
} XqVariationEdit;

gboolean    xq_session_can_edit_variation (XqSession      *self,
                                           XqVariationEdit edit);
/* Then xq_session_edit_done(). */
gboolean    xq_session_edit_variation     (XqSession      *self,
                                           XqVariationEdit edit,
                                           GError        **error);
/* Toggles the move annotation @nag (1..6: ! ? !! ?? !? ?!) of the move at
 * the cursor; 0 clears them (other NAGs stay).  Then
 * xq_session_edit_done(). */
gboolean    xq_session_annotate           (XqSession *self,
                                           int        nag,
                                           GError   **error);
/* The result of the game (the match's, or the one its [Result] tag gives
 * when it is not played on), with @reason in words and the rule clause. */
XqResult    xq_session_get_result         (XqSession *self,
                                           char     **reason);
gboolean    xq_session_is_over            (XqSession *self);

/* A draw offer a person made on their turn, to be made with their next move
 * (§23.1).  Dropped with the match. */
gboolean    xq_session_get_offer_with_move (XqSession *self);
void        xq_session_set_offer_with_move (XqSession *self,
                                            gboolean   offer);

/* TRUE while the session starts a match: a game that is over from the start
 * (a loaded mate) ends then, before anyone has played. */
gboolean    xq_session_get_starting       (XqSession *self);

/* A new game as @setup says, started (the engine thinks at once when it
 * moves first).  The game's tags name the players, the rules and strict
 * mode, so that a restored game gets the same.  FALSE, with the reason in
 * G_IO_ERROR_NOT_SUPPORTED and the game shown before kept, when a side is
 * the computer and it cannot play from the start position (one without
 * both kings: xq_engine_player_cannot_play()). */
gboolean    xq_session_new_game           (XqSession          *self,
                                           const XqGameSetup  *setup,
                                           GError            **error);

/* The games in @file, in any format xq_game_load_file() reads, telling
 * @progress (or NULL) how far the reading is.  Touches nothing of @self
 * but its type: a window may run it in a worker thread. */
GPtrArray  *xq_session_read_file          (XqSession      *self,
                                           GFile          *file,
                                           XqLoadProgress *progress,
                                           GError        **error);
/* The games in @text (pasted: PGN, FEN or any format the readers detect),
 * trimmed first; an empty array when it holds none. */
GPtrArray  *xq_session_read_text          (XqSession  *self,
                                           const char *text,
                                           GError    **error);
/* Shows @game, read from @file (or NULL): between two people, at the end of
 * its main line, played on unless the file gives a result.  Only a PGN file
 * becomes the session's file (Save writes PGN). */
void        xq_session_open_game          (XqSession *self,
                                           XqGame    *game,
                                           GFile     *file);
/* Plays on from the end of the main line of the game shown, after an edit
 * of its moves: a new match between two people on the same record, with
 * the players' names, the rules and the clock (its time control and the
 * times left) of the old one. */
void        xq_session_continue_game      (XqSession *self);
/* ---- Games of a game library ---------------------------------------------
 * The session does not use the library itself (play/ is below library/):
 * the window gives it a store, a function that replaces game @id of the
 * library at @library by @game (its record, tags, position index and
 * explorer counts, in one transaction). */
typedef gboolean (*XqSessionLibraryStore) (const char *library,
                                           gint64      id,
                                           XqGame     *game,
                                           gpointer    user_data,
                                           GError    **error);
void        xq_session_set_library_store  (XqSession             *self,
                                           XqSessionLibraryStore  store,
                                           gpointer               user_data);
/* Shows @game as xq_session_open_game() does, remembering that it is game
 * @id of the library at @library (and, when @file is a PGN file holding
 * only this game, that file too): Save writes it back there.  Any other
 * game shown later forgets it. */
void        xq_session_open_library_game  (XqSession  *self,
                                           XqGame     *game,
                                           const char *library,
                                           gint64      id,
                                           GFile      *file);
/* The tags of the library game shown were edited in the library (@stored:
 * the game as it is stored now): the game shown takes them, as an edit
 * that Undo takes back, keeping its moves; it stays saved when it was.
 * The result is left alone while the game is being played. */
void        xq_session_take_library_tags  (XqSession  *self,
                                           XqGame     *stored);
/* The id of the library game shown (0: not one) and its library's path. */
gint64      xq_session_get_library_game   (XqSession   *self,
                                           const char **library);

/* Writes the game to @file as PGN with moves in @notation, the result in
 * its tags; @file becomes the session's file and the game is saved.  A
 * game opened from a library is written back into it first (and only
 * there when @file is NULL); nothing is saved when that fails. */
gboolean    xq_session_save               (XqSession  *self,
                                           GFile      *file,
                                           XqNotation  notation,
                                           GError    **error);

/* Where the game in progress is kept between runs (NULL, the default: not
 * kept). */
void        xq_session_set_autosave_path  (XqSession  *self,
                                           const char *path);
const char *xq_session_get_autosave_path  (XqSession *self);
/* Keeps a game being played at the autosave path (PGN, ICCS moves, and the
 * clock's times with the turn under way), or removes the file when the game
 * is over or has no moves.  The session does so after every move, and every
 * few seconds while a clock runs.  A failure is told by ::autosave-failed
 * (once, until a later autosave works). */
void        xq_session_autosave           (XqSession *self);
/* Goes on with the game kept at the autosave path, with the players, rules
 * and clock it was played with.  FALSE (and nothing changed) when none is
 * kept. */
gboolean    xq_session_restore            (XqSession *self);

/* ---- Navigation: what the window shows of the record --------------------- */

/* Where the cursor (the move shown) goes on a request of the user. */
typedef enum
{
  XQ_GO_START = 0,          /* the start position */
  XQ_GO_BACK,               /* one move back */
  XQ_GO_FORWARD,            /* one move forward, on the line shown */
  XQ_GO_END,                /* the end of the line shown */
  XQ_GO_PREVIOUS_VARIATION, /* the alternative before the move shown */
  XQ_GO_NEXT_VARIATION,     /* the alternative after it (at the start: the
                             * first alternative of the first move) */
} XqGoWhere;

/* The move shown (the root at the start). */
XqGameNode *xq_session_get_cursor         (XqSession *self);
/* The last move of the main line (or the root). */
XqGameNode *xq_session_get_main_line_end  (XqSession *self);
/* Whether xq_session_go() with @where would move the cursor. */
gboolean    xq_session_can_go             (XqSession *self,
                                           XqGoWhere  where);
/* Moves the cursor; FALSE (and nothing changed) where it cannot go. */
gboolean    xq_session_go                 (XqSession *self,
                                           XqGoWhere  where);
/* The player of @side in the match (a person or an engine). */
XqPlayer   *xq_session_get_player         (XqSession *self,
                                           XqColor    side);
/* Ends the match where it stands without a result of its own (a trainer
 * has judged its exercise): no more moves, the record kept. */
void        xq_session_abort              (XqSession *self);

G_END_DECLS
