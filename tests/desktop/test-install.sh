#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# `meson install` into a temporary directory puts every file where the
# desktop finds it: programs, desktop file, metainfo, icons, settings schema,
# file types, translations, and the manual in every language.  TAP output.
#   test-install.sh BUILD_DIR APP_ID WITH_HELP(true|false) HELP_SOURCE_DIR
set -u
build=$1
app_id=$2
with_help=$3
help_src=$4
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
n=0
failed=0

meson install -C "$build" --no-rebuild --destdir "$tmp" --quiet >"$tmp/log" 2>&1
status=$?
if [ $status -ne 0 ]; then
  sed 's/^/# /' "$tmp/log"
  echo "Bail out! meson install failed"
  exit 1
fi
# The prefix, whatever it is: where bin/xiangqi-cli landed.
cli=$(find "$tmp" -path '*/bin/xiangqi-cli' | head -n 1)
if [ -z "$cli" ]; then
  echo "Bail out! no bin/xiangqi-cli under the destination"
  exit 1
fi
prefix=$(dirname "$(dirname "$cli")")
echo "# installed under ${prefix#$tmp}"

have () { # PATH (relative to the prefix)
  n=$((n + 1))
  if [ -s "$prefix/$1" ]; then echo "ok $n - $1"; else echo "not ok $n - $1 missing"; failed=1; fi
}
have bin/xiangqi
have bin/xiangqi-cli
have "share/applications/$app_id.desktop"
have "share/metainfo/$app_id.metainfo.xml"
have "share/icons/hicolor/scalable/apps/$app_id.svg"
have "share/icons/hicolor/symbolic/apps/$app_id-symbolic.svg"
have "share/glib-2.0/schemas/$app_id.gschema.xml"
have "share/mime/packages/$app_id.mime.xml"
have "share/licenses/$app_id/COPYING"
have "share/licenses/$app_id/OFL-1.1.txt"
for lang in zh_CN zh_TW; do
  have "share/locale/$lang/LC_MESSAGES/xiangqi.mo"
done
if [ "$with_help" = true ]; then
  for lang in C $(cat "$help_src/LINGUAS"); do
    for page in "$help_src"/C/*.page "$help_src/C/legal.xml"; do
      have "share/help/$lang/$app_id/$(basename "$page")"
    done
  done
  # The translated pages are in Chinese, not copies of the English ones.
  n=$((n + 1))
  if grep -q '象棋规则' "$prefix/share/help/zh_CN/$app_id/rules.page" \
     && grep -q '象棋規則' "$prefix/share/help/zh_TW/$app_id/rules.page" \
     && grep -q '將' "$prefix/share/help/zh_TW/$app_id/figures/perpetual-check.svg"; then
    echo "ok $n - the Chinese pages are translated"
  else
    echo "not ok $n - the Chinese pages are not translated"
    failed=1
  fi
else
  echo "# itstool missing: the manual is not installed, not checked"
fi
# The desktop file opens our file types.
n=$((n + 1))
if grep -q '^MimeType=.*application/x-xqf;' "$prefix/share/applications/$app_id.desktop"; then
  echo "ok $n - the desktop file lists the file types"
else
  echo "not ok $n - the desktop file lists no file types"
  failed=1
fi
# DESTDIR is a staging area: the post-install steps (schemas, caches,
# databases) are left to the target system's triggers.
n=$((n + 1))
if [ -e "$prefix/share/glib-2.0/schemas/gschemas.compiled" ] || [ -e "$prefix/share/mime/mime.cache" ]; then
  echo "not ok $n - post-install caches were written under DESTDIR"
  failed=1
else
  echo "ok $n - DESTDIR is honoured: no caches made under it"
fi
echo "1..$n"
exit $failed
