#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""tools/check-deprecations.py on a made-up .gir and made-up sources: which
uses its preprocessor tracker counts as guarded and which it reports."""
import os
import subprocess
import sys
import tempfile

TOOL = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', '..', 'tools',
                    'check-deprecations.py')

GIR = '''<?xml version="1.0"?>
<repository xmlns="http://www.gtk.org/introspection/core/1.0"
            xmlns:c="http://www.gtk.org/introspection/c/1.0"
            xmlns:glib="http://www.gtk.org/introspection/glib/1.0" version="1.2">
  <namespace name="%(ns)s" version="1" c:identifier-prefixes="%(ns)s" c:symbol-prefixes="%(sp)s">
%(body)s
  </namespace>
</repository>
'''

GTK = GIR % {'ns': 'Gtk', 'sp': 'gtk', 'body': '''
    <function name="old" c:identifier="gtk_old" deprecated="1" deprecated-version="4.10"/>
    <function name="newer" c:identifier="gtk_newer" version="4.10"/>
    <function name="later" c:identifier="gtk_later" deprecated="1" deprecated-version="4.22"/>
    <function name="fine" c:identifier="gtk_fine"/>
    <constant name="OLD_K" value="1" c:type="GTK_OLD_K" deprecated="1" deprecated-version="4.12"/>
    <class name="Thing" c:type="GtkThing" glib:get-type="gtk_thing_get_type"
           deprecated="1" deprecated-version="4.18">
      <method name="poke" c:identifier="gtk_thing_poke" deprecated="1" deprecated-version="4.18"/>
      <function name="kept" c:identifier="gtk_thing_kept"/>
    </class>
    <enumeration name="Answer" c:type="GtkAnswer" deprecated="1" deprecated-version="4.20">
      <member name="yes" c:identifier="GTK_ANSWER_YES" value="0"/>
    </enumeration>
    <class name="Unused" c:type="GtkUnused">
    </class>'''}
ADW = GIR % {'ns': 'Adw', 'sp': 'adw', 'body': '''
    <class name="OldDialog" c:type="AdwOldDialog" glib:get-type="adw_old_dialog_get_type"
           deprecated="1" deprecated-version="1.6">
      <constructor name="new" c:identifier="adw_old_dialog_new" deprecated="1" deprecated-version="1.6"/>
    </class>
    <function name="x" c:identifier="adw_x" version="1.9"/>'''}

SOURCE = r'''
#include "t.h"
void a (void) { gtk_old (); }                       /* R1: bare */
#if !GTK_CHECK_VERSION (4, 10, 0)
void b (void) { gtk_old (); }                       /* guarded */
#endif
#if !GTK_CHECK_VERSION(4, 12, 0)
void c (void) { gtk_old (); }                       /* R2: still built on 4.10 */
#endif
#if GTK_CHECK_VERSION (4, 10, 0)
void d (void) { gtk_newer (); }
#else
void d (void) { gtk_old (); }                       /* guarded (#else) */
#endif
#ifndef T_NEW_API
void e (void) { gtk_old (); }                       /* guarded (define in t.h) */
#endif
#if ADW_CHECK_VERSION(1, 5, 0) && GTK_CHECK_VERSION (4, 10, 0)
#else
AdwOldDialog *f (void) { return adw_old_dialog_new (); }   /* guarded */
#endif
GType g (void) { return ADW_TYPE_OLD_DIALOG; }      /* R3: derived GType macro */
#ifdef G_OS_UNIX
void h (void) { gtk_thing_poke (0); }               /* R4: unknown condition */
#endif
void i (void) { gtk_later (); gtk_fine (); }        /* deprecated after 4.20: not counted */
void m (void) { gtk_thing_kept (); }                /* not marked in its deprecated class */
int n = GTK_ANSWER_YES;                             /* R5: member of a deprecated enum */
G_GNUC_BEGIN_IGNORE_DEPRECATIONS
void o (void) { gtk_old (); }                       /* acknowledged */
G_GNUC_END_IGNORE_DEPRECATIONS
void p (void) { gtk_old (); }                       /* R6: after the block */
/* gtk_old () in a comment */ const char *j = "gtk_old";
#if 0
void k (void) { gtk_old (); }                       /* never built */
#elif GTK_CHECK_VERSION (4, 12, 0)
int l = 0;
#else
int l = GTK_OLD_K;                                  /* guarded (#elif taken on 4.12) */
#endif
'''
HEADER = '''
#if GTK_CHECK_VERSION (4, 10, 0)
# define T_NEW_API 1
#endif
'''


def main():
    with tempfile.TemporaryDirectory() as d:
        src = os.path.join(d, 'src')
        os.mkdir(src)
        for name, text in (('Gtk.gir', GTK), ('Adw.gir', ADW), ('src/t.c', SOURCE),
                           ('src/t.h', HEADER)):
            with open(os.path.join(d, name), 'w') as f:
                f.write(text)
        run = subprocess.run([sys.executable, TOOL, '--src', src, '--gtk', '4.20', '--adw', '1.8',
                              os.path.join(d, 'Gtk.gir'), os.path.join(d, 'Adw.gir')],
                             capture_output=True, text=True)
        out = run.stdout
        print('\n'.join('# ' + line for line in out.splitlines()))
        lines = SOURCE.split('\n')
        expected = sorted(n for n, line in enumerate(lines, 1) if '/* R' in line)
        reported = sorted(int(line.split(':')[1]) for line in out.splitlines()
                          if line.startswith(src) and 'acknowledged' not in line)
        noted = [int(line.split(':')[1]) for line in out.splitlines()
                 if line.startswith(src) and 'acknowledged' in line]
        checks = [
            ('exit status 1 with unguarded uses', run.returncode == 1),
            ('reported lines %s, expected %s' % (reported, expected), reported == expected),
            ('acknowledged %s, expected [30]' % noted, noted == [30]),
            # Gtk: 3 functions, a constant, a class with its get-type, 6 type
            # macros and a method, an enumeration and its member; Adw: a class,
            # get-type, 6 macros, a constructor.
            ('symbols counted', 'deprecated symbols: 23, 22 of them by the new runtime, GTK 4.20 / libadwaita 1.8 (ADW 9, GTK 13)' in out),
            ('figures', 'uses found: 14, guarded: 7, acknowledged: 1, unguarded: 6' in out),
        ]
        print('1..%d' % len(checks))
        ok = True
        for i, (name, good) in enumerate(checks, 1):
            print('%s %d - %s' % ('ok' if good else 'not ok', i, name))
            ok = ok and good
        return 0 if ok else 1


if __name__ == '__main__':
    sys.exit(main())
