/* xq-combo-row.h — combo rows whose list shows every choice whole
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

/* The list that drops down from @row shows each choice on whole lines (up
 * to about 40 characters wide, wrapped beyond) with a check mark at the one
 * chosen, instead of cutting long ones to twenty characters. */
void xq_combo_row_show_whole_choices (AdwComboRow *row);

G_END_DECLS
