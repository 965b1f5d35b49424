/* test-notation-name.c — the one table of notation names
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "xq-notation-name.h"

/* Each spelling the setting, the save dialog and `convert --moves` accept. */
static void
test_lookup (void)
{
  static const struct { const char *name; XqNotation notation; } cases[] = {
    { "chinese", XQ_NOTATION_CHINESE },
    { "chinese-short", XQ_NOTATION_CHINESE_SHORT },
    { "wxf", XQ_NOTATION_WXF },
    { "WXF", XQ_NOTATION_WXF },
    { "iccs", XQ_NOTATION_ICCS },
    { "iccs-dash", XQ_NOTATION_ICCS_DASH },
    { "uci", XQ_NOTATION_ICCS },
    { "UCCI", XQ_NOTATION_ICCS },
  };

  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      XqNotation n = XQ_NOTATION_ANY;

      g_assert_true (xq_notation_from_name (cases[i].name, &n));
      g_assert_cmpint (n, ==, cases[i].notation);
    }
}

static void
test_unknown (void)
{
  XqNotation n = XQ_NOTATION_WXF;

  g_assert_false (xq_notation_from_name ("chinese-long", &n));
  g_assert_false (xq_notation_from_name ("", &n));
  g_assert_false (xq_notation_from_name (NULL, &n));
  g_assert_cmpint (n, ==, XQ_NOTATION_WXF);
}

/* Names come back for every notation one can write; the save dialog offers
 * exactly Chinese, WXF and ICCS, each under its first name. */
static void
test_names_and_labels (void)
{
  const XqNotation writable[] = { XQ_NOTATION_CHINESE, XQ_NOTATION_CHINESE_SHORT,
                                  XQ_NOTATION_WXF, XQ_NOTATION_ICCS, XQ_NOTATION_ICCS_DASH };
  g_autoptr (GString) offered = g_string_new (NULL);

  for (gsize i = 0; i < G_N_ELEMENTS (writable); i++)
    {
      XqNotation back = XQ_NOTATION_ANY;
      const char *name = xq_notation_to_name (writable[i]);

      g_assert_nonnull (name);
      g_assert_true (xq_notation_from_name (name, &back));
      g_assert_cmpint (back, ==, writable[i]);
    }
  g_assert_null (xq_notation_to_name (XQ_NOTATION_ANY));
  for (const XqNotationName *n = xq_notation_names (); n->name; n++)
    if (n->label != NULL)
      g_string_append_printf (offered, "%s ", n->name);
  g_assert_cmpstr (offered->str, ==, "chinese wxf iccs ");
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/formats/notation-name/lookup", test_lookup);
  g_test_add_func ("/formats/notation-name/unknown", test_unknown);
  g_test_add_func ("/formats/notation-name/names-and-labels", test_names_and_labels);
  return g_test_run ();
}
