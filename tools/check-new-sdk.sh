#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Compiles the UI (src/ui, src/widgets, src/library-ui, src/board,
# src/main.c, tests/ui) against newer
# libadwaita headers than the machine has, to check the version-checked
# branches (AdwAlertDialog, AdwPreferencesDialog, AdwShortcutsDialog,
# GtkFileDialog...) without the GNOME SDK.
#
#   [XQ_GTK_INCLUDE=DIR/gtk-4.0] tools/check-new-sdk.sh LIBADWAITA_SRC [BUILDDIR]
#
# LIBADWAITA_SRC is a libadwaita source tree (git tag 1.8.x: its src/ is
# used); BUILDDIR (default _build/werror) gives config.h.  The GTK headers are
# the machine's (4.8 on Debian 12), relabelled 4.20 and given the
# declarations of the GTK 4.10/4.12 API the branches call (GtkFileDialog,
# GtkDialogError, GtkUriLauncher, gtk_column_view_scroll_to, as in GTK's own
# headers), so GTK's deprecations after 4.8 are NOT checked that way (run
# tools/check-deprecations.py on GTK's .gir for them, or give real headers
# of a newer GTK in XQ_GTK_INCLUDE).  Each file is compiled twice: with the
# build's floor (GDK_VERSION 4.8, ADW_VERSION_MIN_REQUIRED 1.2), where newer
# GTK API outside a version check is an error, and with libadwaita 1.8 (and,
# with XQ_GTK_INCLUDE, GTK 4.20) as the minimum, where any API deprecated by
# then outside a version check is an error.  Syntax only: nothing is linked
# or run.
set -eu
adw=${1:?usage: tools/check-new-sdk.sh LIBADWAITA_SRC [BUILDDIR]}
build=${2:-_build/werror}
cd "$(dirname "$0")/.."
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# libadwaita: its headers, with the two that meson generates.
mkdir -p "$work/adw"
cp "$adw"/src/*.h "$adw/src/adw-version.h.in" "$adw/src/meson.build" "$work/adw/"
version=$(sed -n "s/^ *version: '\([0-9.]*\).*/\1/p" "$adw/meson.build" | head -1)
IFS=. read -r major minor micro _ <<<"$version.0.0"
sed -e "s/@ADW_MAJOR_VERSION@/$major/;s/@ADW_MINOR_VERSION@/$minor/" \
    -e "s/@ADW_MICRO_VERSION@/${micro:-0}/;s/(@ADW_VERSION@)/($version)/;s/@ADW_VERSION@/$version/" \
    "$work/adw/adw-version.h.in" > "$work/adw/adw-version.h"
enums=$(python3 - "$work/adw/meson.build" <<'PY'
import re, sys
s = open(sys.argv[1]).read()
m = re.search(r"adw_public_enum_headers\s*=\s*\[(.*?)\]", s, re.S)
print(' '.join(re.findall(r"'([^']+)'", m.group(1))))
PY
)
(cd "$work/adw" && glib-mkenums \
  --fhead '#pragma once\n#include <glib-object.h>\n#include "adw-version.h"\nG_BEGIN_DECLS\n' \
  --vhead 'ADW_AVAILABLE_IN_ALL GType @enum_name@_get_type (void);\n#define @ENUMPREFIX@_TYPE_@ENUMSHORT@ (@enum_name@_get_type ())\n' \
  --ftail 'G_END_DECLS\n' $enums > adw-enums.h)
# Its GTK and GLib version checks ask for more than the machine's headers.
python3 - "$work/adw/adwaita.h" <<'PY'
import re, sys
p = sys.argv[1]
s = open(p).read()
s = re.sub(r'#if !(GTK|GLIB)_CHECK_VERSION.*?#endif\n', '', s, flags=re.S)
s = s.replace('#define _ADWAITA_INSIDE',
              '#ifndef G_GNUC_FLAG_ENUM\n#define G_GNUC_FLAG_ENUM\n#endif\n#define _ADWAITA_INSIDE', 1)
open(p, 'w').write(s)
PY

# GTK: real headers of a newer GTK when XQ_GTK_INCLUDE names their gtk-4.0
# folder (e.g. from Debian's libgtk-4-dev 4.24, unpacked with dpkg-deb -x);
# else the machine's headers as 4.20, with the 4.10/4.12 API the branches use.
gtkinc=$(pkg-config --variable=includedir gtk4)/gtk-4.0
if [ -n "${XQ_GTK_INCLUDE:-}" ]; then
cp -r "$XQ_GTK_INCLUDE" "$work/gtk-4.0"
gtk_minor=$(sed -n 's/^#define GTK_MINOR_VERSION (\([0-9]*\)).*/\1/p' "$work/gtk-4.0/gtk/gtkversion.h")
gtk_label="GTK 4.$gtk_minor headers (deprecations up to 4.20 checked)"
gtk_new_min=GDK_VERSION_4_20
else
gtk_label="GTK as 4.20 (its deprecations after 4.8 not checked)"
gtk_new_min=GDK_VERSION_4_8
cp -r "$gtkinc" "$work/gtk-4.0"
sed -i 's/#define GTK_MINOR_VERSION ([0-9]*)/#define GTK_MINOR_VERSION (20)/' "$work/gtk-4.0/gtk/gtkversion.h"
sed -i 's/#define GDK_MINOR_VERSION ([0-9]*)/#define GDK_MINOR_VERSION (20)/' "$work/gtk-4.0/gdk/gdkversionmacros.h"
python3 - "$work/gtk-4.0/gdk/gdkversionmacros.h" <<'PY'
import sys
p = sys.argv[1]
s = open(p).read()
add = ''
for m in range(10, 22, 2):
    if f'GDK_VERSION_4_{m} ' in s:
        continue
    add += f'''
#define GDK_VERSION_4_{m} (G_ENCODE_VERSION (4, {m}))
#if GDK_VERSION_MAX_ALLOWED < GDK_VERSION_4_{m}
# define GDK_AVAILABLE_IN_4_{m} GDK_UNAVAILABLE(4, {m})
#else
# define GDK_AVAILABLE_IN_4_{m} _GDK_EXTERN
#endif
'''
i = s.rstrip().rfind('#endif')
open(p, 'w').write(s[:i] + add + s[i:])
PY
cat > "$work/gtk-4.0/gtk/xq-gtk-4-10.h" <<'H'
#pragma once
G_BEGIN_DECLS
#define GTK_TYPE_FILE_DIALOG (gtk_file_dialog_get_type ())
GDK_AVAILABLE_IN_4_10
G_DECLARE_FINAL_TYPE (GtkFileDialog, gtk_file_dialog, GTK, FILE_DIALOG, GObject)
GDK_AVAILABLE_IN_4_10 GtkFileDialog *gtk_file_dialog_new (void);
GDK_AVAILABLE_IN_4_10 void gtk_file_dialog_set_title (GtkFileDialog *self, const char *title);
GDK_AVAILABLE_IN_4_10 void gtk_file_dialog_set_modal (GtkFileDialog *self, gboolean modal);
GDK_AVAILABLE_IN_4_10 void gtk_file_dialog_set_filters (GtkFileDialog *self, GListModel *filters);
GDK_AVAILABLE_IN_4_10 void gtk_file_dialog_set_initial_name (GtkFileDialog *self, const char *name);
GDK_AVAILABLE_IN_4_10 void gtk_file_dialog_set_initial_file (GtkFileDialog *self, GFile *file);
GDK_AVAILABLE_IN_4_10 void gtk_file_dialog_set_accept_label (GtkFileDialog *self, const char *accept_label);
GDK_AVAILABLE_IN_4_10 void gtk_file_dialog_open (GtkFileDialog *self, GtkWindow *parent, GCancellable *cancellable, GAsyncReadyCallback callback, gpointer user_data);
GDK_AVAILABLE_IN_4_10 GFile *gtk_file_dialog_open_finish (GtkFileDialog *self, GAsyncResult *result, GError **error);
GDK_AVAILABLE_IN_4_10 void gtk_file_dialog_select_folder (GtkFileDialog *self, GtkWindow *parent, GCancellable *cancellable, GAsyncReadyCallback callback, gpointer user_data);
GDK_AVAILABLE_IN_4_10 GFile *gtk_file_dialog_select_folder_finish (GtkFileDialog *self, GAsyncResult *result, GError **error);
GDK_AVAILABLE_IN_4_10 void gtk_file_dialog_save (GtkFileDialog *self, GtkWindow *parent, GCancellable *cancellable, GAsyncReadyCallback callback, gpointer user_data);
GDK_AVAILABLE_IN_4_10 GFile *gtk_file_dialog_save_finish (GtkFileDialog *self, GAsyncResult *result, GError **error);
typedef enum { GTK_DIALOG_ERROR_FAILED, GTK_DIALOG_ERROR_CANCELLED, GTK_DIALOG_ERROR_DISMISSED } GtkDialogError;
#define GTK_DIALOG_ERROR (gtk_dialog_error_quark ())
GDK_AVAILABLE_IN_4_10 GQuark gtk_dialog_error_quark (void);
#define GTK_TYPE_URI_LAUNCHER (gtk_uri_launcher_get_type ())
GDK_AVAILABLE_IN_4_10
G_DECLARE_FINAL_TYPE (GtkUriLauncher, gtk_uri_launcher, GTK, URI_LAUNCHER, GObject)
GDK_AVAILABLE_IN_4_10 GtkUriLauncher *gtk_uri_launcher_new (const char *uri);
GDK_AVAILABLE_IN_4_10 void gtk_uri_launcher_launch (GtkUriLauncher *self, GtkWindow *parent, GCancellable *cancellable, GAsyncReadyCallback callback, gpointer user_data);
GDK_AVAILABLE_IN_4_10 gboolean gtk_uri_launcher_launch_finish (GtkUriLauncher *self, GAsyncResult *result, GError **error);
typedef enum { GTK_LIST_SCROLL_NONE = 0, GTK_LIST_SCROLL_FOCUS = 1 << 0, GTK_LIST_SCROLL_SELECT = 1 << 1 } GtkListScrollFlags;
typedef struct _GtkScrollInfo GtkScrollInfo;
GDK_AVAILABLE_IN_4_12 void gtk_column_view_scroll_to (GtkColumnView *self, guint pos, GtkColumnViewColumn *column, GtkListScrollFlags flags, GtkScrollInfo *scroll);
G_END_DECLS
H
sed -i 's|#include <gtk/gtkwindow.h>|#include <gtk/gtkwindow.h>\n#include <gtk/xq-gtk-4-10.h>|' "$work/gtk-4.0/gtk/gtk.h"
fi

flags=(-std=gnu11 -fsyntax-only -Wall -Wextra -Werror -Wno-unused-parameter
       -Wno-missing-field-initializers
       -DADW_VERSION_MAX_ALLOWED=ADW_VERSION_1_2 '-DXQ_SCHEMA_DIR=""' '-DFAKE_ENGINE=""'
       -I"$build" -I"$work/gtk-4.0" -I"$work/adw")
for d in src/*/; do flags+=(-I"$d" -I"$build/$d"); done  # and generated headers (xq-formats-enums.h)
# shellcheck disable=SC2207
flags+=($(pkg-config --cflags gtk4 librsvg-2.0 | sed "s|-I$gtkinc ||"))
failed=0 checked=0
for min in ADW_VERSION_1_2 ADW_VERSION_1_8; do
  for f in src/ui/*.c src/widgets/*.c src/library-ui/*.c src/board/*.c src/main.c tests/ui/*.c; do
    checked=$((checked + 1))
    # With the floor, newer API outside a version check is an error; with
    # the new runtime's versions, API deprecated by then.
    if [ $min = ADW_VERSION_1_2 ]; then
      gdk=(-DGDK_VERSION_MIN_REQUIRED=GDK_VERSION_4_8 -DGDK_VERSION_MAX_ALLOWED=GDK_VERSION_4_8)
    else
      gdk=(-DGDK_VERSION_MIN_REQUIRED=$gtk_new_min -DGDK_VERSION_MAX_ALLOWED=$gtk_new_min)
    fi
    if ! gcc "${flags[@]}" "${gdk[@]}" -DADW_VERSION_MIN_REQUIRED=$min "$f"; then
      echo "FAIL ($min) $f"
      failed=$((failed + 1))
    fi
  done
done
echo "libadwaita $version headers, $gtk_label: $checked compilations, $failed failed"
[ "$failed" -eq 0 ]
