/* xq-eval-weights.h — the evaluation's fitted weights (centipawns)
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Written by tools/eval-tuning/write_weights.py; fitted to fairy-stockfish's static evaluation (tools/eval-tuning)
 * Included only by xq-eval.c.  The piece-square tables hold the material
 * too: a piece's value is its entry for the point it stands on.
 */
#pragma once

/* Material for move ordering and exchange tests (none, king, advisor,
 * elephant, horse, chariot, cannon, soldier). */
static const int EVAL_PIECE_VALUE[XQ_N_KINDS] = { 0, 0, 179, 159, 383, 790, 459, 98 };

static const int16_t EVAL_WEIGHT_MG[XQ_EVAL_N_FEATURES] = {
  /* king: ranks from its own back rank, files a..e (e = centre) */
      0,     0,     0,    82,   157,
      0,     0,     0,   -10,    87,
      0,     0,     0,  -212,  -105,
      0,     0,     0,     0,     0,
      0,     0,     0,     0,     0,
      0,     0,     0,     0,     0,
      0,     0,     0,     0,     0,
      0,     0,     0,     0,     0,
      0,     0,     0,     0,     0,
      0,     0,     0,     0,     0,
  /* advisor: ranks from its own back rank, files a..e (e = centre) */
    170,   170,   170,   161,   170,
    170,   170,   170,   170,   215,
    170,   170,   170,   141,   170,
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
    151,   170,   170,   170,   205,
    170,   170,   170,   170,   170,
    170,   170,   165,   170,   170,
    170,   170,   170,   170,   170,
    170,   170,   170,   170,   170,
    170,   170,   170,   170,   170,
    170,   170,   170,   170,   170,
    170,   170,   170,   170,   170,
  /* horse: ranks from its own back rank, files a..e (e = centre) */
    301,   372,   368,   378,   290,
    381,   361,   411,   424,   433,
    393,   409,   443,   442,   445,
    364,   424,   430,   434,   453,
    368,   431,   429,   462,   424,
    419,   429,   445,   442,   444,
    354,   423,   388,   448,   384,
    314,   400,   418,   523,   399,
    329,   431,   452,   387,   295,
    288,   357,   367,   357,   430,
  /* chariot: ranks from its own back rank, files a..e (e = centre) */
    864,   871,   874,   908,   952,
    868,   852,   863,   895,   902,
    865,   863,   886,   914,   886,
    877,   882,   877,   914,   915,
    858,   877,   881,   929,   908,
    874,   885,   848,   911,   880,
    876,   893,   867,   920,   917,
    891,   878,   877,   925,   964,
    908,   900,   883,   934,  1043,
    893,   894,   890,  1055,   991,
  /* cannon: ranks from its own back rank, files a..e (e = centre) */
    414,   421,   403,   443,   444,
    412,   410,   423,   420,   464,
    413,   422,   442,   439,   468,
    401,   427,   435,   456,   498,
    407,   437,   427,   450,   498,
    423,   424,   398,   419,   479,
    425,   437,   414,   432,   491,
    417,   434,   403,   410,   442,
    402,   438,   400,   424,   419,
    456,   452,   414,   390,   389,
  /* soldier: ranks from its own back rank, files a..e (e = centre) */
     60,    60,    60,    60,    60,
     60,    60,    60,    60,    60,
     60,    60,    60,    60,    60,
    -52,    60,   -24,    60,     7,
    -32,    60,    -2,    60,     5,
     23,    53,    37,    74,    69,
     16,    40,    34,    86,    91,
     -3,    25,    58,   158,   172,
      4,    42,   123,   192,   179,
     40,   100,   120,   147,    87,
  /* chariot mobility 0..17 */
  -32, -15, -19, -17, -8, -4, 2, 4, 2, 7, 9, 14, 21, 18, 11, -3, -4, -7,
  /* horse mobility 0..8 */
  -47, -23, -16, -9, 0, 12, 16, 25, 34,
  /* cannon mobility 0..17 */
  -33, -27, -29, -21, -9, -5, 0, 5, 8, 8, 12, 17, 16, 15, 16, 17, 10, 8,
  /* enemy attack units near the palace 0..15 */
  64, 62, 43, 36, 25, 6, -7, -20, -16, -4, -79, -31, -65, -13, 0, 0,
  0, /* chariot on the king's open file */
  71, /* cannon facing the king, no screen */
  0, /* cannon on the king's file, one screen */
  -22, /* missing advisor x enemy force */
  -9, /* missing elephant x enemy force */
  -10, /* both advisors */
  -4, /* both elephants */
  /* imbalance: counts of advisor, elephant, horse, chariot, cannon, soldier;
   * row i, column j: ours i x ours j (j >= i), ours i x theirs j (j < i) */
  -12, -4, -10, 14, -3, -9,
  -1, -3, 1, 10, 1, -4,
  -4, 3, -4, -40, -2, 6,
  2, 17, -13, -7, 3, -2,
  -29, 5, 4, 15, 10, 7,
  10, 2, 14, 14, 8, 1,
  7, /* tempo */
};

static const int16_t EVAL_WEIGHT_EG[XQ_EVAL_N_FEATURES] = {
  /* king: ranks from its own back rank, files a..e (e = centre) */
      0,     0,     0,   -27,    -5,
      0,     0,     0,    -3,    -1,
      0,     0,     0,    18,    19,
      0,     0,     0,     0,     0,
      0,     0,     0,     0,     0,
      0,     0,     0,     0,     0,
      0,     0,     0,     0,     0,
      0,     0,     0,     0,     0,
      0,     0,     0,     0,     0,
      0,     0,     0,     0,     0,
  /* advisor: ranks from its own back rank, files a..e (e = centre) */
    150,   150,   150,    87,   150,
    150,   150,   150,   150,   128,
    150,   150,   150,    90,   150,
    150,   150,   150,   150,   150,
    150,   150,   150,   150,   150,
    150,   150,   150,   150,   150,
    150,   150,   150,   150,   150,
    150,   150,   150,   150,   150,
    150,   150,   150,   150,   150,
    150,   150,   150,   150,   150,
  /* elephant: ranks from its own back rank, files a..e (e = centre) */
    150,   150,   100,   150,   150,
    150,   150,   150,   150,   150,
     95,   150,   150,   150,   125,
    150,   150,   150,   150,   150,
    150,   150,   107,   150,   150,
    150,   150,   150,   150,   150,
    150,   150,   150,   150,   150,
    150,   150,   150,   150,   150,
    150,   150,   150,   150,   150,
    150,   150,   150,   150,   150,
  /* horse: ranks from its own back rank, files a..e (e = centre) */
    374,   363,   393,   427,   452,
    356,   411,   396,   409,   398,
    377,   405,   389,   403,   419,
    396,   397,   410,   400,   407,
    414,   387,   405,   401,   401,
    384,   393,   411,   434,   428,
    399,   406,   436,   444,   464,
    391,   387,   415,   436,   452,
    384,   413,   434,   481,   465,
    423,   418,   450,   483,   453,
  /* chariot: ranks from its own back rank, files a..e (e = centre) */
    851,   844,   867,   867,   846,
    858,   871,   878,   882,   892,
    876,   867,   866,   882,   899,
    849,   857,   863,   872,   884,
    874,   876,   866,   874,   895,
    885,   855,   898,   896,   939,
    879,   870,   896,   893,   907,
    910,   881,   924,   937,   901,
    895,   897,   934,   932,   864,
    912,   897,   943,   924,   908,
  /* cannon: ranks from its own back rank, files a..e (e = centre) */
    342,   329,   333,   356,   348,
    337,   334,   346,   368,   403,
    348,   336,   329,   385,   391,
    352,   339,   349,   347,   385,
    355,   341,   347,   364,   372,
    344,   343,   360,   378,   404,
    333,   347,   347,   381,   390,
    341,   342,   372,   391,   380,
    344,   348,   370,   358,   371,
    351,   358,   352,   357,   367,
  /* soldier: ranks from its own back rank, files a..e (e = centre) */
     90,    90,    90,    90,    90,
     90,    90,    90,    90,    90,
     90,    90,    90,    90,    90,
     86,    90,   111,    90,   134,
    115,    90,   144,    90,   156,
    157,   159,   179,   171,   188,
    159,   162,   167,   187,   197,
    165,   171,   185,   190,   214,
    152,   190,   161,   176,   223,
    137,   145,   150,   142,   120,
  /* chariot mobility 0..17 */
  -323, -235, -224, -199, -195, -186, -174, -168, -145, -139, -130, -136, -136, -127, -135, -163, -173, -180,
  /* horse mobility 0..8 */
  -155, -127, -113, -92, -92, -70, -68, -58, -51,
  /* cannon mobility 0..17 */
  -98, -146, -148, -136, -132, -134, -128, -118, -113, -110, -106, -101, -106, -112, -107, -120, -111, -108,
  /* enemy attack units near the palace 0..15 */
  -38, -40, -6, -1, 3, 11, 4, 6, -10, -21, 78, 21, -2, -6, 0, 0,
  0, /* chariot on the king's open file */
  -3, /* cannon facing the king, no screen */
  0, /* cannon on the king's file, one screen */
  19, /* missing advisor x enemy force */
  30, /* missing elephant x enemy force */
  65, /* both advisors */
  72, /* both elephants */
  /* imbalance: counts of advisor, elephant, horse, chariot, cannon, soldier;
   * row i, column j: ours i x ours j (j >= i), ours i x theirs j (j < i) */
  -16, 2, -6, -17, 0, 22,
  1, -30, -15, -22, -9, 13,
  -21, -30, -9, -22, -11, 38,
  -48, -60, -9, -89, -7, 82,
  4, -22, 11, 40, 1, 41,
  -29, -24, -34, -60, -32, 6,
  11, /* tempo */
};
