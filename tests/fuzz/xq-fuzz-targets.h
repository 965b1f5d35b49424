/* xq-fuzz-targets.h — the fuzz targets: one entry point per parser, shared by
 * the libFuzzer programs (fuzz-main.c) and the replay test of the corpus and
 * of every crashing input found (test-fuzz-replay.c)
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <stddef.h>
#include <stdint.h>

typedef void (*XqFuzzFunc) (const uint8_t *data, size_t size);

typedef struct
{
  const char *name;  /* folder under corpus/ and regressions/, program fuzz-NAME */
  XqFuzzFunc run;
} XqFuzzTarget;

/* The table of targets, ended by an entry whose name is NULL. */
extern const XqFuzzTarget xq_fuzz_targets[];

/* The target called @name, or NULL. */
const XqFuzzTarget *xq_fuzz_target_find (const char *name);
