#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Run by `meson install` (meson.add_install_script, skipped when DESTDIR is
# set, as gnome.post_install is: a package's distribution runs its own
# triggers): updates the shared-mime-info database of the installation, so
# that file managers open our file types with us.  meson's gnome.post_install
# has no step for it.
#   post-install-mime.sh DATADIR (the datadir option, relative to the prefix
#   or absolute)
set -eu
case "$1" in
  /*) datadir=$1 ;;
  *) datadir="$MESON_INSTALL_PREFIX/$1" ;;
esac
mime_dir="${DESTDIR:-}$datadir/mime"
if [ -d "$mime_dir/packages" ]; then
  echo "Updating the MIME database in $mime_dir"
  update-mime-database "$mime_dir"
fi
