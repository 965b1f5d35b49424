# SPDX-License-Identifier: GPL-3.0-or-later
#
# Sourced by the end-to-end tests of this folder (`. "$(dirname "$0")/common.sh"`,
# with XIANGQI-CLI as $1): sets $cli, a scratch folder $dir removed on exit,
# and fail MESSAGE, which ends the test.
set -eu
cli=$1
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT

fail () {
  echo "FAIL: $1" >&2
  exit 1
}
