/* fuzz-main.c — the libFuzzer program of one target, chosen at build time
 * with -DXQ_FUZZ_TARGET="name" (tests/fuzz/meson.build builds one per target)
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "xq-fuzz-targets.h"

#include <stdlib.h>

int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  static const XqFuzzTarget *target;
  if (target == NULL && (target = xq_fuzz_target_find (XQ_FUZZ_TARGET)) == NULL)
    abort ();
  target->run (data, size);
  return 0;
}
