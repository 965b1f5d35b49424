/* xq-lines.c — building the line views of xq-lines.h
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "xq-lines-private.h"

/* Written only by _xq_lines_build (), under xq_core_init ()'s once flag. */
XqLines xq_lines;

static void
build_line_views (XqLineView *views, int len)
{
  for (int i = 0; i < len; i++)
    for (int occ = 0; occ < (1 << len); occ++)
      {
        XqLineView *v = &views[i * (1 << len) + occ];
        v->empty = 0;
        for (int d = 0; d < 2; d++)
          {
            int step = d == 0 ? -1 : 1, seen = 0;
            v->first[d] = v->second[d] = XQ_NO_SQUARE;
            for (int j = i + step; j >= 0 && j < len && seen < 2; j += step)
              {
                if (!(occ & (1 << j)))
                  {
                    if (seen == 0)
                      v->empty++;
                    continue;
                  }
                if (seen++ == 0)
                  v->first[d] = (uint8_t) j;
                else
                  v->second[d] = (uint8_t) j;
              }
          }
      }
}

void
_xq_lines_build (void)
{
  build_line_views (&xq_lines.rank_view[0][0], XQ_FILES);
  build_line_views (&xq_lines.file_view[0][0], XQ_RANKS);
  for (int sq = 0; sq < XQ_SQUARES; sq++)
    {
      int f = XQ_FILE (sq), r = XQ_RANK (sq);
      xq_lines.file_of[sq] = (uint8_t) f;
      xq_lines.rank_of[sq] = (uint8_t) r;
      xq_lines.file_bit[sq] = (uint16_t) (1u << f);
      xq_lines.rank_bit[sq] = (uint16_t) (1u << r);
    }
}
