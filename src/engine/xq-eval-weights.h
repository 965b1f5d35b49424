/* xq-eval-weights.h — the evaluation's fitted weights (centipawns)
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Written by tools/eval-tuning/write_weights.py; fitted to fairy-stockfish's static evaluation of self-play and match positions (tools/eval-tuning)
 * Included only by xq-eval.c.  The piece-square tables hold the material
 * too: a piece's value is its entry for the point it stands on.
 */
#pragma once

/* Material for move ordering and exchange tests (none, king, advisor,
 * elephant, horse, chariot, cannon, soldier). */
static const int EVAL_PIECE_VALUE[XQ_N_KINDS] = { 0, 0, 172, 146, 390, 799, 465, 100 };

static const int16_t EVAL_WEIGHT_MG[XQ_EVAL_N_FEATURES] = {
  /* king: ranks from its own back rank, files a..e (e = centre) */
      0,     0,     0,    84,   159,
      0,     0,     0,   -18,    83,
      0,     0,     0,  -198,  -111,
      0,     0,     0,     0,     0,
      0,     0,     0,     0,     0,
      0,     0,     0,     0,     0,
      0,     0,     0,     0,     0,
      0,     0,     0,     0,     0,
      0,     0,     0,     0,     0,
      0,     0,     0,     0,     0,
  /* advisor: ranks from its own back rank, files a..e (e = centre) */
    170,   170,   170,   154,   170,
    170,   170,   170,   170,   212,
    170,   170,   170,   150,   170,
    170,   170,   170,   170,   170,
    170,   170,   170,   170,   170,
    170,   170,   170,   170,   170,
    170,   170,   170,   170,   170,
    170,   170,   170,   170,   170,
    170,   170,   170,   170,   170,
    170,   170,   170,   170,   170,
  /* elephant: ranks from its own back rank, files a..e (e = centre) */
    170,   170,   164,   170,   170,
    170,   170,   170,   170,   170,
    150,   170,   170,   170,   206,
    170,   170,   170,   170,   170,
    170,   170,   165,   170,   170,
    170,   170,   170,   170,   170,
    170,   170,   170,   170,   170,
    170,   170,   170,   170,   170,
    170,   170,   170,   170,   170,
    170,   170,   170,   170,   170,
  /* horse: ranks from its own back rank, files a..e (e = centre) */
    300,   368,   356,   377,   378,
    362,   357,   407,   422,   428,
    388,   410,   439,   429,   443,
    360,   414,   435,   425,   453,
    347,   427,   428,   457,   430,
    384,   419,   432,   435,   432,
    359,   433,   382,   443,   384,
    320,   393,   405,   539,   407,
    333,   417,   480,   412,   272,
    321,   325,   332,   366,   527,
  /* chariot: ranks from its own back rank, files a..e (e = centre) */
    866,   871,   876,   906,   955,
    872,   855,   864,   895,   902,
    869,   859,   884,   915,   891,
    880,   879,   875,   918,   915,
    863,   881,   883,   935,   904,
    877,   884,   850,   907,   878,
    891,   897,   866,   918,   918,
    907,   877,   872,   929,   966,
    913,   907,   879,   933,   991,
    901,   901,   895,  1035,   977,
  /* cannon: ranks from its own back rank, files a..e (e = centre) */
    416,   407,   412,   439,   443,
    398,   413,   421,   424,   464,
    410,   419,   437,   442,   465,
    409,   426,   433,   449,   510,
    404,   438,   426,   452,   492,
    425,   423,   395,   415,   484,
    423,   435,   411,   432,   497,
    423,   433,   403,   410,   429,
    399,   440,   408,   430,   410,
    458,   459,   420,   405,   392,
  /* soldier: ranks from its own back rank, files a..e (e = centre) */
     60,    60,    60,    60,    60,
     60,    60,    60,    60,    60,
     60,    60,    60,    60,    60,
    -60,    60,   -28,    60,     8,
    -35,    60,    -2,    60,     5,
     14,    43,    24,    54,    60,
      5,    32,    23,    80,    80,
     -6,    24,    48,   137,   177,
     -2,   121,   107,   200,   362,
    -49,    84,    52,   123,   186,
  /* chariot mobility 0..17 */
  -23, -12, -20, -16, -10, -7, -2, 2, 3, 8, 9, 12, 20, 15, 10, 1, -1, -10,
  /* horse mobility 0..8 */
  -52, -23, -16, -9, 0, 11, 16, 25, 41,
  /* cannon mobility 0..17 */
  -44, -28, -28, -19, -8, -3, 4, 6, 9, 10, 13, 18, 16, 17, 17, 15, 10, 2,
  /* enemy attack units near the palace 0..15 */
  69, 58, 48, 40, 29, 10, -5, -23, -43, -7, -83, -55, -60, 21, 0, 0,
  0, /* chariot on the king's open file */
  78, /* cannon facing the king, no screen */
  0, /* cannon on the king's file, one screen */
  -15, /* missing advisor x enemy force */
  -3, /* missing elephant x enemy force */
  -9, /* both advisors */
  -4, /* both elephants */
  /* imbalance: counts of advisor, elephant, horse, chariot, cannon, soldier;
   * row i, column j: ours i x ours j (j >= i), ours i x theirs j (j < i) */
  -12, 1, -6, 12, -9, -11,
  -2, -4, 4, 0, -8, -3,
  -15, 3, -1, -36, -7, 5,
  3, 4, -16, 0, 7, 4,
  -20, 3, 2, 21, 13, 9,
  1, 1, 15, 17, 11, 0,
  6, /* tempo */
};

static const int16_t EVAL_WEIGHT_EG[XQ_EVAL_N_FEATURES] = {
  /* king: ranks from its own back rank, files a..e (e = centre) */
      0,     0,     0,   -26,    -9,
      0,     0,     0,    -1,     9,
      0,     0,     0,    13,    13,
      0,     0,     0,     0,     0,
      0,     0,     0,     0,     0,
      0,     0,     0,     0,     0,
      0,     0,     0,     0,     0,
      0,     0,     0,     0,     0,
      0,     0,     0,     0,     0,
      0,     0,     0,     0,     0,
  /* advisor: ranks from its own back rank, files a..e (e = centre) */
    150,   150,   150,    80,   150,
    150,   150,   150,   150,   115,
    150,   150,   150,    73,   150,
    150,   150,   150,   150,   150,
    150,   150,   150,   150,   150,
    150,   150,   150,   150,   150,
    150,   150,   150,   150,   150,
    150,   150,   150,   150,   150,
    150,   150,   150,   150,   150,
    150,   150,   150,   150,   150,
  /* elephant: ranks from its own back rank, files a..e (e = centre) */
    150,   150,    91,   150,   150,
    150,   150,   150,   150,   150,
     85,   150,   150,   150,   112,
    150,   150,   150,   150,   150,
    150,   150,    88,   150,   150,
    150,   150,   150,   150,   150,
    150,   150,   150,   150,   150,
    150,   150,   150,   150,   150,
    150,   150,   150,   150,   150,
    150,   150,   150,   150,   150,
  /* horse: ranks from its own back rank, files a..e (e = centre) */
    370,   353,   393,   425,   407,
    388,   406,   385,   399,   395,
    374,   388,   387,   397,   410,
    412,   394,   391,   396,   406,
    417,   378,   391,   394,   390,
    394,   389,   413,   436,   428,
    387,   386,   436,   439,   460,
    395,   389,   427,   432,   463,
    371,   404,   419,   459,   462,
    354,   424,   475,   490,   445,
  /* chariot: ranks from its own back rank, files a..e (e = centre) */
    833,   827,   840,   859,   824,
    838,   857,   862,   858,   880,
    859,   859,   854,   867,   876,
    830,   847,   852,   857,   861,
    857,   853,   851,   855,   889,
    856,   846,   902,   903,   939,
    847,   844,   892,   894,   907,
    885,   867,   927,   943,   902,
    883,   877,   941,   938,   888,
    889,   879,   942,   913,   874,
  /* cannon: ranks from its own back rank, files a..e (e = centre) */
    327,   332,   320,   338,   361,
    332,   325,   335,   351,   396,
    328,   323,   316,   358,   379,
    324,   321,   337,   336,   338,
    338,   327,   332,   348,   362,
    325,   332,   358,   371,   385,
    314,   328,   343,   366,   380,
    325,   331,   365,   386,   384,
    342,   344,   359,   351,   363,
    338,   341,   348,   346,   365,
  /* soldier: ranks from its own back rank, files a..e (e = centre) */
     90,    90,    90,    90,    90,
     90,    90,    90,    90,    90,
     90,    90,    90,    90,    90,
     77,    90,    97,    90,   120,
     99,    90,   126,    90,   136,
    142,   140,   177,   169,   181,
    145,   141,   163,   179,   193,
    146,   148,   179,   194,   207,
    139,   120,   160,   161,   189,
    138,   113,   151,   151,   131,
  /* chariot mobility 0..17 */
  -341, -284, -256, -240, -227, -213, -201, -194, -185, -179, -166, -170, -170, -160, -172, -201, -208, -210,
  /* horse mobility 0..8 */
  -195, -159, -137, -118, -118, -94, -93, -82, -81,
  /* cannon mobility 0..17 */
  -161, -184, -160, -166, -160, -166, -160, -152, -145, -141, -138, -135, -137, -148, -144, -150, -141, -138,
  /* enemy attack units near the palace 0..15 */
  -65, -45, -23, -7, 1, 16, 11, 35, 29, -6, 68, -21, 2, 5, 0, 0,
  0, /* chariot on the king's open file */
  -14, /* cannon facing the king, no screen */
  0, /* cannon on the king's file, one screen */
  12, /* missing advisor x enemy force */
  18, /* missing elephant x enemy force */
  80, /* both advisors */
  93, /* both elephants */
  /* imbalance: counts of advisor, elephant, horse, chariot, cannon, soldier;
   * row i, column j: ours i x ours j (j >= i), ours i x theirs j (j < i) */
  -21, -4, -8, -17, 4, 25,
  0, -38, -13, -13, -1, 14,
  -13, -24, -9, -21, -3, 41,
  -45, -41, -5, -92, -5, 84,
  4, -16, 16, 32, 0, 43,
  -31, -25, -36, -58, -36, 9,
  11, /* tempo */
};
