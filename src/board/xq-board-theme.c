/* xq-board-theme.c — colour tables of the board
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "xq-board-theme"

#include "config.h"

#include <string.h>
#include <glib/gi18n.h>

#include "xq-board-theme.h"

/* 0xRRGGBB and an alpha in 0..1 */
#define C(rgb, a) { (((rgb) >> 16) & 0xff) / 255.0, (((rgb) >> 8) & 0xff) / 255.0, \
                    ((rgb) & 0xff) / 255.0, (a) }

static const XqBoardTheme themes[] = {
  {
    .id = "wood",
    .title = N_("Light Wood"),
    .dark = FALSE,
    .frame_outer = C (0x6b4420, 1.0),
    .frame = C (0xc8924f, 1.0),
    .ground_light = C (0xf3d9a4, 1.0),
    .ground_dark = C (0xe4bb7c, 1.0),
    .grain = C (0x9a6a35, 0.16),
    .line = C (0x4a2a12, 1.0),
    .river_text = C (0x5a3518, 0.80),
    .label_red = C (0xa8141b, 1.0),
    .label_black = C (0x2a1a0e, 1.0),
    .last_move = C (0x1f6fd0, 0.90),
    .selection = C (0x1c9c4a, 0.95),
    .target = C (0x1c8a42, 0.75),
    .check = C (0xe0201c, 0.85),
    .cursor = C (0x1f6fd0, 1.0),
    .hint = C (0x2f7de1, 0.70),
  },
  {
    .id = "dark",
    .title = N_("Dark Walnut"),
    .dark = TRUE,
    .frame_outer = C (0x15100c, 1.0),
    .frame = C (0x3b2a1e, 1.0),
    .ground_light = C (0x5c4433, 1.0),
    .ground_dark = C (0x4a3527, 1.0),
    .grain = C (0x21160f, 0.30),
    .line = C (0xe6cfa8, 0.85),
    .river_text = C (0xe6cfa8, 0.60),
    .label_red = C (0xff8a80, 1.0),
    .label_black = C (0xe6d8c0, 1.0),
    .last_move = C (0x78b4ff, 0.95),
    .selection = C (0x5fe08a, 0.95),
    .target = C (0x7be39b, 0.80),
    .check = C (0xff4a40, 0.90),
    .cursor = C (0x78b4ff, 1.0),
    .hint = C (0x78b4ff, 0.75),
  },
  {
    .id = "paper",
    .title = N_("Printed Paper"),
    .dark = FALSE,
    .frame_outer = C (0x8c8275, 1.0),
    .frame = C (0xf4efe4, 1.0),
    .ground_light = C (0xfbf8f1, 1.0),
    .ground_dark = C (0xf1eadb, 1.0),
    .grain = C (0x000000, 0.0),
    .line = C (0xa3231f, 1.0),
    .river_text = C (0xa3231f, 0.85),
    .label_red = C (0xa3231f, 1.0),
    .label_black = C (0x202020, 1.0),
    .last_move = C (0x1f6fd0, 0.90),
    .selection = C (0x1c9c4a, 0.95),
    .target = C (0x1c8a42, 0.75),
    .check = C (0xe0201c, 0.85),
    .cursor = C (0x1f6fd0, 1.0),
    .hint = C (0x2f7de1, 0.70),
  },
};

guint
xq_board_theme_get_count (void)
{
  return G_N_ELEMENTS (themes);
}

const XqBoardTheme *
xq_board_theme_get_nth (guint index)
{
  g_return_val_if_fail (index < G_N_ELEMENTS (themes), NULL);
  return &themes[index];
}

const XqBoardTheme *
xq_board_theme_lookup (const char *id)
{
  if (id == NULL)
    return NULL;
  for (guint i = 0; i < G_N_ELEMENTS (themes); i++)
    if (strcmp (themes[i].id, id) == 0)
      return &themes[i];
  return NULL;
}

const XqBoardTheme *
xq_board_theme_get_default (gboolean dark)
{
  return dark ? &themes[1] : &themes[0];
}

void
xq_board_color_set_source (const XqBoardColor *color,
                           cairo_t            *cr,
                           double              alpha)
{
  cairo_set_source_rgba (cr, color->red, color->green, color->blue,
                         color->alpha * alpha);
}
