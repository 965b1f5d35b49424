/* cli-uci.c — the uci and ucci subcommands: our engine for other GUIs
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "xq-cli.h"
#include "xq-uci.h"

#include <stdio.h>

int
xq_cli_uci (int argc, char **argv)
{
  if (argc != 1)
    {
      fprintf (stderr, "usage: xiangqi-cli uci\n");
      return 2;
    }
  return xq_uci_run (stdin, stdout, XQ_PROTOCOL_UCI);
}

int
xq_cli_ucci (int argc, char **argv)
{
  if (argc != 1)
    {
      fprintf (stderr, "usage: xiangqi-cli ucci\n");
      return 2;
    }
  return xq_uci_run (stdin, stdout, XQ_PROTOCOL_UCCI);
}
