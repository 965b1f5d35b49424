/* test-exercise.c — the trainer's exercises: read, legal, and proven
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every mating exercise is proven here by a search of ALL defences (core's
 * xq-forced-win: full width over the legal moves, no pruning): the side to
 * move forces a win in the stated number of moves and not in fewer, and its
 * hint move keeps the win in that number.  A side without a legal move has
 * lost (RULES §3), so a mate by 困毙 counts.  The engine must also find
 * the mate, in exactly that many moves, within MATE_NODE_BUDGET nodes (at
 * most 2 n + 4 plies deep).
 *
 * Every endgame's target is checked against our engine: a search of
 * ENDGAME_NODES nodes scores a win at least ENDGAME_WIN_CP for the side to
 * move, and a draw within ±ENDGAME_WIN_CP.  With -m slow, the engine also
 * plays the endgame out against itself, SELF_PLAY_NODES nodes a move for
 * SELF_PLAY_PLIES plies: a win must end in the side to move winning, a draw
 * with neither side winning (the budget the data files name as the source).
 */

#include "config.h"

#include <string.h>

#include <glib/gstdio.h>

#include "xq-exercise.h"
#include "xq-exercise-progress.h"
#include "xq-fen.h"
#include "xq-forced-win.h"
#include "xq-movegen.h"
#include "xq-search.h"

#define MATE_NODE_BUDGET 200000
#define ENDGAME_NODES 200000
#define ENDGAME_WIN_CP 300
#define SELF_PLAY_NODES 20000
#define SELF_PLAY_PLIES 120

/* At least this many of each, by the issue (24 of the 32 patterns, two
 * positions each; 20 endgames). */
#define MIN_PATTERNS 24
#define MIN_ENDGAMES 20

static GPtrArray *
load (void)
{
  g_autoptr (GError) error = NULL;
  GPtrArray *exercises = xq_exercise_load_builtin (&error);

  g_assert_no_error (error);
  g_assert_nonnull (exercises);
  return exercises;
}

/* TRUE when @text has a CJK ideograph. */
static gboolean
has_cjk (const char *text)
{
  for (const char *p = text; *p; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);

      if (g_unichar_get_script (c) == G_UNICODE_SCRIPT_HAN)
        return TRUE;
    }
  return FALSE;
}

/* TRUE when a space stands between two CJK ideographs or punctuation. */
static gboolean
spaced_han (const char *text)
{
  gunichar before = 0;

  for (const char *p = text; *p; p = g_utf8_next_char (p))
    if (*p == ' ' && p[1] != '\0' && before >= 0x2E80
        && g_utf8_get_char (p + 1) >= 0x2E80)
      return TRUE;
    else
      before = g_utf8_get_char (p);
  return FALSE;
}

/* A simplified and a traditional Chinese form of one field, both had,
 * Chinese, and not the same text. */
static void
check_pair (XqExercise *ex,
            const char *what,
            const char *cn,
            const char *tw)
{
  g_test_message ("%s: %s zh_CN %s, zh_TW %s", xq_exercise_get_id (ex), what,
                  cn ? "yes" : "no", tw ? "yes" : "no");
  g_assert_nonnull (cn);
  g_assert_nonnull (tw);
  g_assert_true (has_cjk (cn));
  g_assert_true (has_cjk (tw));
  g_assert_cmpstr (cn, !=, tw);
  /* No space between two Chinese characters (a continuation line joined
   * the English way). */
  g_assert_false (spaced_han (cn));
  g_assert_false (spaced_han (tw));
}

/* Every built-in record explains itself and its source in simplified and
 * in traditional Chinese too, and has its name in traditional characters;
 * the source is written for a reader, not a developer. */
static void
check_translations (XqExercise *ex)
{
  const char *name_tw = xq_exercise_get_name_zh_tw (ex);
  const char *source = xq_exercise_get_source (ex);

  check_pair (ex, "text", xq_exercise_get_text_zh (ex, FALSE), xq_exercise_get_text_zh (ex, TRUE));
  check_pair (ex, "source", xq_exercise_get_source_zh (ex, FALSE),
              xq_exercise_get_source_zh (ex, TRUE));
  g_assert_nonnull (name_tw);
  g_assert_true (has_cjk (name_tw));
  g_assert_false (spaced_han (name_tw));
  /* No file names ("tests/trainer/…") and no seed numbers in what the reader
   * sees; the developer notes are comments in the data. */
  g_assert_null (strstr (source, "tests/"));
  g_assert_null (strstr (source, "seed 0"));
  g_assert_null (strstr (source, ".c"));
  for (int t = 0; t < 2; t++)
    {
      g_assert_null (strstr (xq_exercise_get_source_zh (ex, t), "tests/"));
      g_assert_null (strstr (xq_exercise_get_source_zh (ex, t), "seed"));
    }
}

static void
test_builtin (void)
{
  g_autoptr (GPtrArray) exercises = load ();
  g_autoptr (GHashTable) patterns = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  guint n_endgames = 0;

  for (guint i = 0; i < exercises->len; i++)
    {
      XqExercise *ex = g_ptr_array_index (exercises, i);
      g_autofree char *target = xq_exercise_dup_target_text (ex);
      g_autofree char *record = g_strndup (xq_exercise_get_id (ex),
                                           strrchr (xq_exercise_get_id (ex), '-')
                                           - xq_exercise_get_id (ex));
      XqPosition pos, again;
      char fen[XQ_FEN_MAX];

      /* Every FEN is a legal position, read the same way by core. */
      xq_exercise_get_position (ex, &pos);
      g_assert_cmpint (xq_position_from_fen (&again, xq_exercise_get_fen (ex), NULL), ==, XQ_FEN_OK);
      g_assert_true (xq_position_equal (&pos, &again));
      g_assert_cmpuint (xq_position_to_fen (&pos, fen, sizeof fen), >, 0);
      g_assert_cmpint (xq_position_mate_state (&pos), ==, XQ_STATE_ONGOING);

      g_assert_cmpstr (xq_exercise_get_name_zh (ex), !=, "");
      g_assert_cmpstr (xq_exercise_get_name_en (ex), !=, "");
      g_assert_cmpstr (xq_exercise_get_source (ex), !=, "");
      g_assert_cmpuint (strlen (xq_exercise_get_text (ex)), >, 60);
      check_translations (ex);
      if (xq_exercise_get_kind (ex) == XQ_EXERCISE_MATE)
        {
          g_assert_cmpint (xq_exercise_get_target (ex), ==, XQ_EXERCISE_TARGET_MATE);
          g_assert_cmpuint (xq_exercise_get_mate_moves (ex), >=, 1);
          g_assert_cmpuint (xq_exercise_get_mate_moves (ex), <=, XQ_EXERCISE_MAX_MATE);
          g_assert_cmpuint (xq_exercise_get_key (ex), !=, XQ_MOVE_NONE);
          g_assert_true (g_str_has_prefix (target, "mate "));
          guint count = GPOINTER_TO_UINT (g_hash_table_lookup (patterns, record));

          g_hash_table_insert (patterns, g_steal_pointer (&record), GUINT_TO_POINTER (count + 1));
        }
      else
        {
          g_assert_cmpint (xq_exercise_get_target (ex), !=, XQ_EXERCISE_TARGET_MATE);
          g_assert_cmpuint (xq_exercise_get_mate_moves (ex), ==, 0);
          n_endgames++;
        }
    }

  /* At least MIN_PATTERNS patterns with two positions or more each. */
  g_assert_cmpuint (g_hash_table_size (patterns), >=, MIN_PATTERNS);
  {
    GHashTableIter iter;
    gpointer count;

    g_hash_table_iter_init (&iter, patterns);
    while (g_hash_table_iter_next (&iter, NULL, &count))
      g_assert_cmpuint (GPOINTER_TO_UINT (count), >=, 2);
  }
  g_assert_cmpuint (n_endgames, >=, MIN_ENDGAMES);
}

/* The positions of one pattern rise in difficulty: never a shorter mate
 * after a longer one. */
static void
test_rising (void)
{
  g_autoptr (GPtrArray) exercises = load ();

  for (guint i = 1; i < exercises->len; i++)
    {
      XqExercise *prev = g_ptr_array_index (exercises, i - 1);
      XqExercise *ex = g_ptr_array_index (exercises, i);

      if (xq_exercise_get_kind (ex) != XQ_EXERCISE_MATE || xq_exercise_get_number (ex) == 1)
        continue;
      g_assert_cmpuint (xq_exercise_get_number (prev), ==, xq_exercise_get_number (ex) - 1);
      g_assert_cmpuint (xq_exercise_get_mate_moves (prev), <=, xq_exercise_get_mate_moves (ex));
    }
}

/* Searches the position reached from @start by @moves, with a node budget
 * (and a depth limit unless 0), on one thread: deterministic. */
static void
search_nodes (XqSearch *search, const XqPosition *start, const XqMove *moves,
              size_t n_moves, uint64_t nodes, int depth, XqSearchResult *result)
{
  XqSearchLimits limits;

  xq_search_limits_init (&limits);
  limits.infinite = false;
  limits.nodes = nodes;
  limits.depth = depth;
  xq_search_run (search, start, moves, n_moves, &limits, NULL, result);
}

static void
test_mates_proven (void)
{
  g_autoptr (GPtrArray) exercises = load ();
  XqSearch *search = xq_search_new (16);

  for (guint i = 0; i < exercises->len; i++)
    {
      XqExercise *ex = g_ptr_array_index (exercises, i);
      guint n = xq_exercise_get_mate_moves (ex);
      XqSearchResult result;
      XqPosition pos;
      XqUndo undo;
      int mate = 0;

      if (xq_exercise_get_kind (ex) != XQ_EXERCISE_MATE)
        continue;
      g_test_message ("%s: mate in %u", xq_exercise_get_id (ex), n);
      xq_exercise_get_position (ex, &pos);

      /* A forced mate in exactly n, by every defence. */
      g_assert_true (xq_position_forces_win (&pos, n));
      if (n > 1)
        g_assert_false (xq_position_forces_win (&pos, n - 1));
      /* The hint keeps it. */
      xq_position_make_move (&pos, xq_exercise_get_key (ex), &undo);
      g_assert_true (xq_position_loses_within (&pos, n - 1));
      xq_position_unmake_move (&pos, &undo);

      /* Our engine finds it within the budget. */
      xq_search_clear (search);
      search_nodes (search, &pos, NULL, 0, MATE_NODE_BUDGET, 2 * (int) n + 4, &result);
      g_assert_true (xq_search_score_mate (result.score, &mate));
      g_assert_cmpint (mate, ==, (int) n);
      g_assert_cmpuint (result.nodes, <=, MATE_NODE_BUDGET);
    }
  xq_search_free (search);
}

/* Plays @pos out, the engine on both sides; returns the number of plies
 * after which the side to move had lost, or -1 when nobody lost. */
static int
self_play (XqSearch *search, const XqPosition *start)
{
  XqMove moves[SELF_PLAY_PLIES];
  XqPosition pos = *start;

  for (int ply = 0; ply < SELF_PLAY_PLIES; ply++)
    {
      XqSearchResult result;
      XqUndo undo;

      if (!xq_position_has_legal_move (&pos))
        return ply;
      search_nodes (search, start, moves, (size_t) ply, SELF_PLAY_NODES, 0, &result);
      moves[ply] = result.best;
      xq_position_make_move (&pos, result.best, &undo);
    }
  return xq_position_has_legal_move (&pos) ? -1 : SELF_PLAY_PLIES;
}

static void
test_endgames_agree (void)
{
  g_autoptr (GPtrArray) exercises = load ();
  XqSearch *search = xq_search_new (16);

  for (guint i = 0; i < exercises->len; i++)
    {
      XqExercise *ex = g_ptr_array_index (exercises, i);
      XqSearchResult result;
      XqPosition pos;
      gboolean win = xq_exercise_get_target (ex) == XQ_EXERCISE_TARGET_WIN;

      if (xq_exercise_get_kind (ex) != XQ_EXERCISE_ENDGAME)
        continue;
      xq_exercise_get_position (ex, &pos);
      xq_search_clear (search);
      search_nodes (search, &pos, NULL, 0, ENDGAME_NODES, 0, &result);
      g_test_message ("%s: %s, score %d", xq_exercise_get_id (ex), win ? "win" : "draw", result.score);
      if (win)
        g_assert_cmpint (result.score, >=, ENDGAME_WIN_CP);
      else
        g_assert_cmpint (ABS (result.score), <, ENDGAME_WIN_CP);

      if (g_test_slow ())
        {
          int lost_at;

          xq_search_clear (search);
          lost_at = self_play (search, &pos);
          g_test_message ("%s: self-play %d", xq_exercise_get_id (ex), lost_at);
          if (win) /* the side to move wins: the other side lost, an odd ply */
            g_assert_true (lost_at > 0 && lost_at % 2 == 1);
          else
            g_assert_cmpint (lost_at, ==, -1);
        }
    }
  xq_search_free (search);
}

typedef struct
{
  const char *text;
  XqExerciseError code;
  const char *where; /* the message names this line */
} BadCase;

#define GOOD_HEAD "kind: mate\nchapter: c\nname-zh: 甲\nname-en: A\nsource: s\ntext: t\n"
#define GOOD_FEN "4k4/9/9/9/9/9/9/9/4A4/R2K5 w - - 0 1"

static const BadCase bad_cases[] = {
  { "kind: mate\n", XQ_EXERCISE_ERROR_SYNTAX, "line 1:" },
  { "[Bad]\n", XQ_EXERCISE_ERROR_SYNTAX, "line 1:" },
  { "[a]\n" GOOD_HEAD "colour: red\n", XQ_EXERCISE_ERROR_SYNTAX, "line 8:" },
  { "[a]\n" GOOD_HEAD "kind: mate\n", XQ_EXERCISE_ERROR_DUPLICATE, "line 8:" },
  { "[a]\n" GOOD_HEAD "text-zh_HK: 車\n", XQ_EXERCISE_ERROR_SYNTAX, "line 8:" },
  { "[a]\n" GOOD_HEAD "text-zh: 车\n", XQ_EXERCISE_ERROR_SYNTAX, "line 8:" },
  { "[a]\n" GOOD_HEAD "text-zh_cn: 车\n", XQ_EXERCISE_ERROR_SYNTAX, "line 8:" },
  { "[a]\n" GOOD_HEAD "source-zh: 来\n", XQ_EXERCISE_ERROR_SYNTAX, "line 8:" },
  { "[a]\n" GOOD_HEAD "name-zh_HK: 乙\n", XQ_EXERCISE_ERROR_SYNTAX, "line 8:" },
  { "[a]\n" GOOD_HEAD "name-zh_TW: 乙\nname-zh_TW: 乙\n", XQ_EXERCISE_ERROR_DUPLICATE, "line 9:" },
  { "[a]\n" GOOD_HEAD "text-zh_TW: 車\ntext-zh_TW: 車\n", XQ_EXERCISE_ERROR_DUPLICATE, "line 9:" },
  { "  text\n", XQ_EXERCISE_ERROR_SYNTAX, "line 1:" },
  { "[a]\nkind: mate\nexercise: 1 | mate 1 | " GOOD_FEN "\n", XQ_EXERCISE_ERROR_MISSING, "line 1:" },
  { "[a]\n" GOOD_HEAD, XQ_EXERCISE_ERROR_MISSING, "line 1:" },
  { "[a]\n" GOOD_HEAD "exercise: 1 | mate 6 | " GOOD_FEN "\n", XQ_EXERCISE_ERROR_SYNTAX, "line 8:" },
  { "[a]\n" GOOD_HEAD "exercise: 1 | win | " GOOD_FEN "\n", XQ_EXERCISE_ERROR_SYNTAX, "line 8:" },
  { "[a]\n" GOOD_HEAD "exercise: x | mate 1 | " GOOD_FEN "\n", XQ_EXERCISE_ERROR_SYNTAX, "line 8:" },
  { "[a]\n" GOOD_HEAD "exercise: 1 | mate 1\n", XQ_EXERCISE_ERROR_SYNTAX, "line 8:" },
  { "[a]\n" GOOD_HEAD "\n# a comment\nexercise: 1 | mate 1 | 4k4/9/9/9/9/9/9/9/9/4K4 w\n",
    XQ_EXERCISE_ERROR_FEN, "line 10:" },
  { "[a]\n" GOOD_HEAD "exercise: 1 | mate 1 | " GOOD_FEN " | a0b1\n", XQ_EXERCISE_ERROR_KEY, "line 8:" },
  { "[a]\n" GOOD_HEAD "exercise: 1 | mate 1 | " GOOD_FEN "\nexercise: 1 | mate 2 | " GOOD_FEN "\n",
    XQ_EXERCISE_ERROR_DUPLICATE, "line 9:" },
  { "[a]\nkind: puzzle\nchapter: c\nname-zh: 甲\nname-en: A\nsource: s\ntext: t\nexercise: 1 | win | " GOOD_FEN "\n",
    XQ_EXERCISE_ERROR_SYNTAX, "line 1:" },
};

static void
test_parse_errors (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (bad_cases); i++)
    {
      g_autoptr (GError) error = NULL;
      g_autoptr (GPtrArray) exercises = xq_exercise_parse (bad_cases[i].text, -1, "x.txt", &error);

      g_test_message ("case %u: %s", i, error ? error->message : "(no error)");
      g_assert_null (exercises);
      g_assert_error (error, XQ_EXERCISE_ERROR, (int) bad_cases[i].code);
      g_assert_true (g_str_has_prefix (error->message, "x.txt"));
      g_assert_nonnull (strstr (error->message, bad_cases[i].where));
    }
}

static void
test_parse_good (void)
{
  static const char text[] =
    "# a comment\n"
    "[a-1x]\n" GOOD_HEAD
    "  continued\n"
    "exercise: 1 | mate 1 | " GOOD_FEN " | a0a9\n"
    "exercise: 2 | mate 3 | " GOOD_FEN "\n"
    "\n"
    "[b]\r\nkind: endgame\r\nchapter: e\r\nname-zh: 乙\r\nname-en: B\r\nsource: s\r\ntext: u\r\n"
    "exercise: 1 | draw | " GOOD_FEN "\r\n";
  g_autoptr (GError) error = NULL;
  g_autoptr (GPtrArray) exercises = xq_exercise_parse (text, -1, "x.txt", &error);
  XqExercise *ex;
  g_autofree char *target = NULL;

  g_assert_no_error (error);
  g_assert_cmpuint (exercises->len, ==, 3);
  ex = g_ptr_array_index (exercises, 0);
  g_assert_cmpstr (xq_exercise_get_id (ex), ==, "a-1x-1");
  g_assert_cmpstr (xq_exercise_get_text (ex), ==, "t continued");
  g_assert_cmpuint (xq_exercise_get_key (ex), ==, XQ_MOVE (XQ_SQ (0, 0), XQ_SQ (0, 9)));
  ex = g_ptr_array_index (exercises, 1);
  g_assert_cmpstr (xq_exercise_get_id (ex), ==, "a-1x-2");
  g_assert_cmpuint (xq_exercise_get_mate_moves (ex), ==, 3);
  g_assert_cmpuint (xq_exercise_get_key (ex), ==, XQ_MOVE_NONE);
  ex = g_ptr_array_index (exercises, 2);
  target = xq_exercise_dup_target_text (ex);
  g_assert_cmpstr (target, ==, "draw");
  g_assert_cmpstr (xq_exercise_kind_to_string (xq_exercise_get_kind (ex)), ==, "endgame");
  g_assert_cmpstr (xq_exercise_get_name_zh (ex), ==, "乙");
  g_assert_cmpstr (xq_exercise_get_chapter (ex), ==, "e");
}

/* The two translations of "text", with continuation lines: Chinese joins
 * its lines without a space, except between two ASCII words. */
static void
test_parse_translations (void)
{
  static const char text[] =
    "[a]\n" GOOD_HEAD
    "text-zh_CN: 车占\n"
    "  肋道，将军\n"
    "text-zh_TW: 車佔肋道，走到 d9\n"
    "  e8 將軍\n"
    "name-zh_TW: 乙\n"
    "source-zh_CN: 来源\n"
    "  说明 120\n"
    "  步\n"
    "source-zh_TW: 來源說明\n"
    "exercise: 1 | mate 1 | " GOOD_FEN "\n"
    "\n"
    "[b]\n" GOOD_HEAD
    "text-zh_CN: 只有简体\n"
    "exercise: 1 | mate 1 | " GOOD_FEN "\n"
    "\n"
    "[c]\n" GOOD_HEAD
    "exercise: 1 | mate 1 | " GOOD_FEN "\n";
  g_autoptr (GError) error = NULL;
  g_autoptr (GPtrArray) exercises = xq_exercise_parse (text, -1, "x.txt", &error);
  XqExercise *a, *b, *c;

  g_assert_no_error (error);
  g_assert_cmpuint (exercises->len, ==, 3);
  a = g_ptr_array_index (exercises, 0);
  b = g_ptr_array_index (exercises, 1);
  c = g_ptr_array_index (exercises, 2);
  g_assert_cmpstr (xq_exercise_get_text (a), ==, "t");
  g_assert_cmpstr (xq_exercise_get_text_zh (a, FALSE), ==, "车占肋道，将军");
  g_assert_cmpstr (xq_exercise_get_text_zh (a, TRUE), ==, "車佔肋道，走到 d9 e8 將軍");
  g_assert_cmpstr (xq_exercise_get_text_zh (b, FALSE), ==, "只有简体");
  g_assert_null (xq_exercise_get_text_zh (b, TRUE));
  g_assert_null (xq_exercise_get_text_zh (c, FALSE));
  g_assert_null (xq_exercise_get_text_zh (c, TRUE));
  g_assert_cmpstr (xq_exercise_get_name_zh_tw (a), ==, "乙");
  g_assert_cmpstr (xq_exercise_get_source_zh (a, FALSE), ==, "来源说明 120步");
  g_assert_cmpstr (xq_exercise_get_source_zh (a, TRUE), ==, "來源說明");
  g_assert_null (xq_exercise_get_name_zh_tw (b));
  g_assert_null (xq_exercise_get_source_zh (b, FALSE));
  g_assert_null (xq_exercise_get_source_zh (b, TRUE));

  /* The picker, for the lists g_get_language_names () gives. */
  {
    static const char *const tw[] = { "zh_TW.UTF-8", "zh_TW", "zh", "C", NULL };
    static const char *const hk[] = { "zh_HK.UTF-8", "zh_HK", "zh", "C", NULL };
    static const char *const cn[] = { "zh_CN", "zh", "C", NULL };
    static const char *const sg[] = { "zh_SG.UTF-8", "zh_SG", "zh", "C", NULL };
    static const char *const zh[] = { "zh", "C", NULL };
    static const char *const en[] = { "en_US", "en", "C", NULL };
    static const char *const c_only[] = { "C", NULL };
    static const char *const de_cn[] = { "de_DE", "de", "zh_CN", "zh", "C", NULL };
    static const char *const en_cn[] = { "en", "zh_CN", "zh", "C", NULL };
    static const char *const none[] = { NULL };
    const char *zh_cn = xq_exercise_get_text_zh (a, FALSE);
    const char *zh_tw = xq_exercise_get_text_zh (a, TRUE);

    g_assert_true (xq_exercise_get_text_for (a, tw) == zh_tw);
    g_assert_true (xq_exercise_get_text_for (a, hk) == zh_tw);
    g_assert_true (xq_exercise_get_text_for (a, cn) == zh_cn);
    g_assert_true (xq_exercise_get_text_for (a, sg) == zh_cn);
    g_assert_true (xq_exercise_get_text_for (a, zh) == zh_cn);
    g_assert_cmpstr (xq_exercise_get_text_for (a, en), ==, "t");
    g_assert_cmpstr (xq_exercise_get_text_for (a, c_only), ==, "t");
    /* A language the data lacks is passed over; English is had. */
    g_assert_true (xq_exercise_get_text_for (a, de_cn) == zh_cn);
    g_assert_cmpstr (xq_exercise_get_text_for (a, en_cn), ==, "t");
    g_assert_cmpstr (xq_exercise_get_text_for (a, none), ==, "t");
    g_assert_cmpstr (xq_exercise_get_text_for (a, NULL), ==, "t");

    /* A missing translation: the next language the list names, else
     * English. */
    g_assert_true (xq_exercise_get_text_for (b, tw) == xq_exercise_get_text_zh (b, FALSE));
    g_assert_cmpstr (xq_exercise_get_text_for (b, cn), ==, "只有简体");
    g_assert_cmpstr (xq_exercise_get_text_for (b, en), ==, "t");
    g_assert_cmpstr (xq_exercise_get_text_for (c, tw), ==, "t");
    g_assert_cmpstr (xq_exercise_get_text_for (c, cn), ==, "t");
    g_assert_cmpstr (xq_exercise_get_text_for (c, zh), ==, "t");
    g_assert_cmpstr (xq_exercise_get_text_for (c, c_only), ==, "t");

    /* The source and the Chinese name, by the same choice. */
    g_assert_cmpstr (xq_exercise_get_source_for (a, tw), ==, "來源說明");
    g_assert_cmpstr (xq_exercise_get_source_for (a, cn), ==, "来源说明 120步");
    g_assert_cmpstr (xq_exercise_get_source_for (a, en), ==, "s");
    g_assert_cmpstr (xq_exercise_get_source_for (a, de_cn), ==, "来源说明 120步");
    g_assert_cmpstr (xq_exercise_get_source_for (b, tw), ==, "s");
    g_assert_cmpstr (xq_exercise_get_name_zh_for (a, tw), ==, "乙");
    g_assert_cmpstr (xq_exercise_get_name_zh_for (a, hk), ==, "乙");
    g_assert_cmpstr (xq_exercise_get_name_zh_for (a, cn), ==, "甲");
    g_assert_cmpstr (xq_exercise_get_name_zh_for (a, en), ==, "甲");
    g_assert_cmpstr (xq_exercise_get_name_zh_for (a, NULL), ==, "甲");
    g_assert_cmpstr (xq_exercise_get_name_zh_for (b, tw), ==, "甲");
    g_assert_cmpstr (xq_exercise_choose_for (tw, "e", "s", "t"), ==, "t");
    g_assert_cmpstr (xq_exercise_choose_for (tw, "e", "s", NULL), ==, "s");
    g_assert_cmpstr (xq_exercise_choose_for (en_cn, "e", "s", "t"), ==, "e");
  }
}

static void
on_changed (XqExerciseProgress *progress, const char *id, guint *count)
{
  (*count)++;
}

/* Progress survives a restart: a second object reading the same file sees
 * what the first saved; a missing file is empty progress; a damaged one is
 * an error that leaves the progress as it was. */
static void
test_progress (void)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *tmp = g_dir_make_tmp ("xq-progress-XXXXXX", &error);
  g_autofree char *path = NULL;
  g_autofree char *contents = NULL;
  g_autoptr (XqExerciseProgress) first = NULL;
  g_autoptr (XqExerciseProgress) second = NULL;
  g_autofree char *default_path = xq_exercise_progress_default_path ();
  guint changes = 0;

  g_assert_no_error (error);
  g_assert_true (g_str_has_prefix (default_path, g_get_user_data_dir ()));
  /* In a folder that does not exist yet: saving creates it. */
  path = g_build_filename (tmp, "sub", "trainer-progress.ini", NULL);

  first = xq_exercise_progress_new (path);
  g_assert_true (xq_exercise_progress_load (first, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (xq_exercise_progress_get_attempts (first, "shuangma-1"), ==, 0);
  g_assert_false (xq_exercise_progress_get_solved (first, "shuangma-1"));
  g_assert_cmpuint (xq_exercise_progress_get_ladder_step (first), ==, 0);

  g_signal_connect (first, "changed", G_CALLBACK (on_changed), &changes);
  xq_exercise_progress_add_attempt (first, "shuangma-1", FALSE);
  xq_exercise_progress_add_attempt (first, "shuangma-1", TRUE);
  xq_exercise_progress_add_attempt (first, "shuangma-1", FALSE); /* stays solved */
  xq_exercise_progress_add_attempt (first, "rook-vs-full-1", FALSE);
  xq_exercise_progress_set_ladder_step (first, 3);
  xq_exercise_progress_set_ladder_step (first, 3); /* no change, no signal */
  g_assert_cmpuint (changes, ==, 5);
  g_assert_true (xq_exercise_progress_save (first, &error));
  g_assert_no_error (error);

  second = xq_exercise_progress_new (path);
  g_assert_true (xq_exercise_progress_load (second, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (xq_exercise_progress_get_attempts (second, "shuangma-1"), ==, 3);
  g_assert_true (xq_exercise_progress_get_solved (second, "shuangma-1"));
  g_assert_cmpuint (xq_exercise_progress_get_attempts (second, "rook-vs-full-1"), ==, 1);
  g_assert_false (xq_exercise_progress_get_solved (second, "rook-vs-full-1"));
  g_assert_cmpuint (xq_exercise_progress_get_ladder_step (second), ==, 3);

  /* A damaged file: an error, and what was read before stays. */
  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  g_assert_true (g_file_set_contents (path, "[shuangma-1\nattempts=", -1, NULL));
  g_assert_false (xq_exercise_progress_load (second, &error));
  g_assert_nonnull (error);
  g_clear_error (&error);
  g_assert_cmpuint (xq_exercise_progress_get_attempts (second, "shuangma-1"), ==, 3);
  g_assert_cmpuint (xq_exercise_progress_get_ladder_step (second), ==, 3);

  /* Values that are not numbers read as nothing done. */
  g_assert_true (g_file_set_contents (path, "[shuangma-1]\nattempts=many\nsolved=maybe\n", -1, NULL));
  g_assert_true (xq_exercise_progress_load (second, &error));
  g_assert_cmpuint (xq_exercise_progress_get_attempts (second, "shuangma-1"), ==, 0);
  g_assert_false (xq_exercise_progress_get_solved (second, "shuangma-1"));

  g_assert_cmpint (g_remove (path), ==, 0);
  g_free (path);
  path = g_build_filename (tmp, "sub", NULL);
  g_assert_cmpint (g_rmdir (path), ==, 0);
  g_assert_cmpint (g_rmdir (tmp), ==, 0);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/trainer/exercise/parse-good", test_parse_good);
  g_test_add_func ("/trainer/exercise/parse-errors", test_parse_errors);
  g_test_add_func ("/trainer/exercise/parse-translations", test_parse_translations);
  g_test_add_func ("/trainer/exercise/builtin", test_builtin);
  g_test_add_func ("/trainer/exercise/rising", test_rising);
  g_test_add_func ("/trainer/exercise/mates-proven", test_mates_proven);
  g_test_add_func ("/trainer/exercise/endgames-agree", test_endgames_agree);
  g_test_add_func ("/trainer/exercise/progress", test_progress);
  return g_test_run ();
}
