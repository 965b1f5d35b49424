/* xq-cli-library.h — shared by cli-library.c and cli-library-bench.c
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "xq-library.h"

int        xq_cli_library (int argc, char **argv);
int        _xq_cli_library_filter (int argc, char **argv, XqLibraryFilter *filter, const char **sort);
XqLibrary *_xq_cli_library_open (const char *path);
int        _xq_cli_library_bench (const char *db, int argc, char **argv);
