/* xq-locale.h — which Chinese the reader reads: the interface language's script
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* The interface is in Chinese (its first language, g_get_language_names ()). */
gboolean xq_locale_is_chinese     (void);
/* In Chinese written in traditional characters: Taiwan, Hong Kong, Macao,
 * or zh_Hant. */
gboolean xq_locale_is_traditional (void);

G_END_DECLS
