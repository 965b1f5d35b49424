# SPDX-License-Identifier: GPL-3.0-or-later
# tap-check.sh — sourced: `check STATUS DESCRIPTION` prints one TAP line,
# numbered in $n, and sets $fail on a failure.
n=0
fail=0
check () { # STATUS DESCRIPTION
  n=$((n + 1))
  if [ "$1" -eq 0 ]; then echo "ok $n - $2"; else echo "not ok $n - $2"; fail=1; fi
}
