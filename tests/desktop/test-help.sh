#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# The user manual: every page valid Mallard, in English and in every
# translation; every catalogue checked by msgfmt, complete (100 %, nothing
# fuzzy) and up to date with the English pages; itstool merges every
# translation without an error.  TAP output.
#   test-help.sh HELP_SOURCE_DIR
set -u
help=$1
for tool in yelp-check itstool msgfmt msgcmp; do
  if ! command -v $tool >/dev/null; then
    echo "1..0 # SKIP $tool is missing (tools/install-deps.sh installs yelp-tools and itstool)"
    exit 0
  fi
done
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
n=0
failed=0
result () { # STATUS DESCRIPTION
  n=$((n + 1))
  if [ "$1" -eq 0 ]; then echo "ok $n - $2"; else echo "not ok $n - $2"; failed=1; fi
}

pages=$(cd "$help/C" && ls *.page)
validate () { # DIR LABEL: every page in DIR is valid Mallard
  for p in $pages; do
    (cd "$1" && yelp-check validate "$p" >"$tmp/out" 2>&1)
    status=$?
    sed 's/^/# /' "$tmp/out"
    result $status "$2/$p is valid"
  done
}
validate "$help/C" C
itstool -o "$tmp/help.pot" "$help"/C/*.page "$help/C/legal.xml" 2>"$tmp/err"
result $? "itstool extracts the messages"

for lang in $(cat "$help/LINGUAS"); do
  po=$help/$lang/$lang.po
  stats=$(msgfmt --check --statistics -o "$tmp/$lang.mo" "$po" 2>&1)
  status=$?
  echo "# $lang: $stats"
  result $status "$lang.po passes msgfmt --check"
  echo "$stats" | grep -q 'untranslated\|fuzzy'
  [ $? -ne 0 ]
  result $? "$lang.po is complete (100 %)"
  msgcmp "$po" "$tmp/help.pot" >"$tmp/out" 2>&1
  status=$?
  sed 's/^/# /' "$tmp/out" | head -5
  result $status "$lang.po has every message of the pages"
  mkdir -p "$tmp/$lang"
  itstool -m "$tmp/$lang.mo" -o "$tmp/$lang/" "$help"/C/*.page "$help/C/legal.xml" >"$tmp/err" 2>&1
  status=$?
  [ -s "$tmp/err" ] && { sed 's/^/# /' "$tmp/err"; status=1; }
  result $status "$lang: itstool merges the translation"
  validate "$tmp/$lang" "$lang"
done
echo "1..$n"
exit $failed
