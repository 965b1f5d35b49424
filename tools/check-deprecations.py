#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Finds uses of deprecated GTK / libadwaita API that no version check guards.

    tools/check-deprecations.py [--src DIR]... [--list] [--gtk 4.20] [--adw 1.8] GIR...

Reads GObject-introspection files (Gtk-4.0.gir, Gdk-4.0.gir, Gsk-4.0.gir,
GdkX11-4.0.gir, GdkWayland-4.0.gir, Adw-1.gir: any mix, given as paths; no
network is used), collects every
element marked deprecated="1" (functions, methods, constructors, constants,
classes, interfaces, records, enumerations and their members, callbacks)
with its deprecated-version, then scans the C sources under each --src (default
src/) for those symbols: c:identifier (gtk_widget_translate_coordinates,
GTK_SOME_CONSTANT) and c:type (AdwMessageDialog), and for a deprecated type
also its GType and cast macros (ADW_TYPE_MESSAGE_DIALOG, ADW_MESSAGE_DIALOG,
ADW_IS_MESSAGE_DIALOG).  Members of a deprecated enumeration
(GTK_RESPONSE_ACCEPT of GtkResponseType, 4.20) count as deprecated from its
version; methods and functions of a deprecated class only where the .gir
marks them (GTK keeps gtk_style_context_add_provider_for_display).

A use is GUARDED when the preprocessor conditions around it exclude it on
the version where the symbol is deprecated: the file is evaluated with
GTK_CHECK_VERSION / ADW_CHECK_VERSION answering for that version (the
symbol's library at its deprecated-version, the other library at --gtk /
--adw, by default the newest version the .gir files name) -- so
`#if !GTK_CHECK_VERSION (4, 10, 0)` guards gtk_file_chooser_native_new
(deprecated in 4.10), and `#if !GTK_CHECK_VERSION (4, 12, 0)` would not.
A use between G_GNUC_BEGIN_IGNORE_DEPRECATIONS and
G_GNUC_END_IGNORE_DEPRECATIONS that no version check excludes is listed as
ACKNOWLEDGED (deprecated API used on purpose where there is no replacement,
such as GTK's X11 calls in the XTest-driven tests), apart, without failing.
Every other use is reported, with the exit status 1.

Where to get the .gir files (third-party: not in this repository).  The
figures in issue 35's report came from Debian's packages (sid, verified by
apt), with --gtk 4.20 --adw 1.8 to cut the newer deprecations off:
  libgtk-4-dev 4.24.1+ds-1 (sha256 of the .deb 4dd2cc93017fb49ec38673f155a273
      232f682102cc1a73921701d9a5489ed5f1): usr/share/gir-1.0/Gtk-4.0.gir,
      Gdk-4.0.gir, Gsk-4.0.gir, GdkX11-4.0.gir, GdkWayland-4.0.gir
  libadwaita-1-dev 1.10.0-2 (sha256 f8c953804fa554960028a48e50d39d5620ddbf
      9734c57344a4e6626bd6ba89af): usr/share/gir-1.0/Adw-1.gir
  (apt-get download libgtk-4-dev libadwaita-1-dev with a sid sources.list,
  then dpkg-deb -x; any distribution's or the GNOME SDK's
  /usr/share/gir-1.0 does as well: `flatpak run --command=sh
  org.gnome.Sdk//49 -c 'ls /usr/share/gir-1.0'` has exactly 4.20 / 1.8.)
The same files are in GitHub repositories of bindings:
  gircore/gir-files commit 12c57ab30bf47f06764c2b18643bda566ba8d044:
      linux/Gtk-4.0.gir, linux/Gdk-4.0.gir, linux/Gsk-4.0.gir (API up to
      GTK 4.22), linux/Adw-1.gir (API up to libadwaita 1.9)
  gtk-rs/gir-files commit baa82dc06419577e33a86258a45bcff1bbfa3bf5:
      Gtk-4.0.gir, Gdk-4.0.gir, Gsk-4.0.gir (API up to GTK 4.24)
Deprecations after --gtk / --adw are left out, so newer files serve too.

LIMITS (a line-based tracker, not a C preprocessor):
- #if/#ifdef/#ifndef/#elif/#else/#endif are followed, with GTK_CHECK_VERSION,
  ADW_CHECK_VERSION, GLIB_CHECK_VERSION (always true), defined(), 0/1 and
  the macros #defined earlier in the same file or in any header under
  --src (a #define counts only where its own conditions hold; a name some
  scanned file #defines is undefined where no such #define is compiled).
  A condition naming anything else (HAVE_FOO, G_OS_UNIX) is unknown: both
  of its branches count as compiled, so uses there are reported.  Headers
  are taken as if every one were included before each file.
- Macros expanding to a deprecated symbol are seen where they are defined,
  not where they are expanded; a symbol built by token pasting is not seen.
- Deprecated properties, signals and virtual methods (no C symbol) are not
  checked, nor GtkBuilder .ui files (a .ui file cannot hold #if; listed with
  --ui for review, e.g. a template whose parent is a deprecated class).
- Comments and string literals are ignored; a use inside a macro argument
  or a disabled #if 0 block is handled like any other line.
"""
import argparse
import os
import re
import sys
import xml.etree.ElementTree as ET

CORE = '{http://www.gtk.org/introspection/core/1.0}'
C = '{http://www.gtk.org/introspection/c/1.0}'
GLIB = '{http://www.gtk.org/introspection/glib/1.0}'
LIBRARY = {'Gtk': 'GTK', 'Gdk': 'GTK', 'Gsk': 'GTK', 'GdkX11': 'GTK',
           'GdkWayland': 'GTK', 'Adw': 'ADW'}
KINDS = ('function', 'method', 'constructor', 'constant', 'class', 'interface',
         'record', 'enumeration', 'bitfield', 'member', 'callback', 'alias',
         'function-macro')
INHERITING = ('enumeration', 'bitfield')


def version(text):
    parts = [int(p) for p in re.findall(r'\d+', text or '')][:3]
    return tuple(parts + [0] * (3 - len(parts)))


def show(v):
    return '%d.%d' % v[:2]


class Symbol:
    def __init__(self, name, kind, namespace, since):
        self.name, self.kind, self.namespace, self.since = name, kind, namespace, since
        self.library = LIBRARY.get(namespace, namespace.upper())


def read_gir(path, symbols, newest):
    tree = ET.parse(path)
    for ns in tree.getroot().iter(CORE + 'namespace'):
        name = ns.get('name')
        library = LIBRARY.get(name, name.upper())

        def walk(elem, inherited):
            tag = elem.tag[len(CORE):] if elem.tag.startswith(CORE) else None
            since = inherited
            v = elem.get('version')
            if v:
                newest[library] = max(newest.get(library, (0, 0, 0)), version(v))
            if elem.get('deprecated') == '1':
                dv = elem.get('deprecated-version')
                since = version(dv) if dv else (0, 0, 0)
                if dv:
                    newest[library] = max(newest.get(library, (0, 0, 0)), since)
            if tag in KINDS and since is not None:
                names = {elem.get(C + 'identifier'), elem.get(C + 'type')}
                get_type = elem.get(GLIB + 'get-type')
                if tag in ('class', 'interface') and elem.get(C + 'type') and get_type \
                        and elem.get('deprecated') == '1':
                    names.add(get_type)
                    stem = get_type[:-len('_get_type')].upper() if get_type.endswith('_get_type') else None
                    prefix = ns.get(C + 'symbol-prefixes', name.lower()).split(',')[0].upper()
                    if stem and stem.startswith(prefix + '_'):
                        rest = stem[len(prefix) + 1:]
                        names |= {stem, '%s_TYPE_%s' % (prefix, rest), '%s_IS_%s' % (prefix, rest)}
                        if tag == 'class':
                            names |= {stem + '_CLASS', '%s_IS_%s_CLASS' % (prefix, rest),
                                      stem + '_GET_CLASS'}
                for n in names:
                    if n and re.fullmatch(r'[A-Za-z_]\w*', n):
                        old = symbols.get(n)
                        if old is None or since < old.since:
                            symbols[n] = Symbol(n, tag, name, since)
            # Members of a deprecated enumeration inherit its version; methods
            # of a deprecated class do not: GTK marks each one, and leaves a
            # few unmarked on purpose (gtk_style_context_add_provider_for_display).
            for child in elem:
                walk(child, since if tag in INHERITING else None)

        for child in ns:
            walk(child, None)


# ---- preprocessor conditions ------------------------------------------------

CHECK = re.compile(r'\b(GTK|ADW|GLIB)_CHECK_VERSION\s*\(\s*(\d+)\s*,\s*(\d+)\s*,\s*(\d+)\s*\)')
DEFINED = re.compile(r'\bdefined\s*(?:\(\s*(\w+)\s*\)|(\w+))')


# Every macro name some scanned file #defines (under any condition): where
# none of those definitions is compiled, the name is known to be undefined;
# any other name (G_OS_UNIX, HAVE_FOO) is unknown.
KNOWN = set()


def evaluate(expr, versions, defines):
    """True, False or None (unknown) for an #if expression."""
    expr = re.sub(r'/\*.*?\*/|//.*', '', expr)

    def check(m):
        lib, v = m.group(1), tuple(int(x) for x in m.group(2, 3, 4))
        if lib == 'GLIB':
            return '1'
        return '1' if versions[lib] >= v else '0'

    expr = CHECK.sub(check, expr)
    unknown = []

    def defined(m):
        name = m.group(1) or m.group(2)
        if name in defines:
            return '1'
        if name in KNOWN:
            return '0'
        unknown.append(name)
        return '__u%d' % (len(unknown) - 1)

    expr = DEFINED.sub(defined, expr)

    def ident(m):
        word = m.group(0)
        if word in defines:
            value = defines[word]
            return value if re.fullmatch(r'\d+', value or '') else '1'
        if word in KNOWN:
            return '0'
        unknown.append(word)
        return '__u%d' % (len(unknown) - 1)

    expr = re.sub(r'\b[A-Za-z_]\w*\b', ident, expr)
    expr = expr.replace('&&', ' and ').replace('||', ' or ')
    expr = re.sub(r'!(?!=)', ' not ', expr)
    expr = re.sub(r'\b(\d+)[uUlL]+\b', r'\1', expr)
    results = set()
    for guess in (0, 1):
        env = {'__u%d' % i: guess for i in range(len(unknown))}
        try:
            results.add(bool(eval(expr, {'__builtins__': {}}, env)))  # noqa: S307 (own sources)
        except Exception:
            return None
    return results.pop() if len(results) == 1 else None


def logical_lines(text):
    """(line number, text) with backslash continuations joined."""
    lines = text.split('\n')
    i = 0
    while i < len(lines):
        start, line = i + 1, lines[i]
        while line.endswith('\\') and i + 1 < len(lines):
            i += 1
            line = line[:-1] + ' ' + lines[i]
        yield start, line, i + 1
        i += 1


def active_lines(text, versions, defines):
    """The set of line numbers compiled under @versions (unknown: compiled),
    updating @defines with the #defines met in compiled code."""
    stack = []        # each: [state of this branch, any branch taken, parent active]
    active = True
    lines = set()
    for start, line, end in logical_lines(text):
        m = re.match(r'\s*#\s*(\w+)\s*(.*)', line)
        if m:
            d, rest = m.group(1), m.group(2)
            if d in ('if', 'ifdef', 'ifndef'):
                if d == 'if':
                    value = evaluate(rest, versions, defines)
                else:
                    name = rest.split()[0] if rest.split() else ''
                    value = evaluate('defined(%s)' % name, versions, defines) if name else None
                    if d == 'ifndef' and value is not None:
                        value = not value
                stack.append([value, value is True, active])
                active = active and value is not False
                continue
            if d == 'elif' and stack:
                top = stack[-1]
                value = False if top[1] else evaluate(rest, versions, defines)
                top[0] = value
                top[1] = top[1] or value is True
                active = top[2] and value is not False
                continue
            if d == 'else' and stack:
                top = stack[-1]
                value = False if top[1] else (None if top[0] is None else not top[0])
                top[0] = value
                active = top[2] and value is not False
                continue
            if d == 'endif' and stack:
                active = stack.pop()[2]
                continue
            if d == 'define' and active:
                dm = re.match(r'(\w+)(?:\s+(.*))?', rest)
                if dm:
                    defines[dm.group(1)] = (dm.group(2) or '1').strip()
            if d == 'undef' and active:
                defines.pop(rest.split()[0] if rest.split() else '', None)
        if active:
            lines.update(range(start, end + 1))
    return lines


def strip_comments_and_strings(text):
    """The text with comments and string/char literals blanked, lines kept."""
    def blank(m):
        return re.sub(r'[^\n]', ' ', m.group(0))
    return re.sub(r'/\*.*?\*/|//[^\n]*|"(?:\\.|[^"\\\n])*"|\'(?:\\.|[^\'\\\n])*\'',
                  blank, text, flags=re.S)


def sources(root, exts):
    for dirpath, _, files in sorted(os.walk(root)):
        for f in sorted(files):
            if f.endswith(exts):
                yield os.path.join(dirpath, f)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split('\n')[0],
                                 epilog=__doc__[__doc__.index('Reads'):],
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument('gir', nargs='+', help='.gir files (Gtk-4.0.gir, Adw-1.gir, ...)')
    ap.add_argument('--src', action='append', help='a folder of C sources to scan (repeatable; default src)')
    ap.add_argument('--gtk', help='GTK version of the new runtime (default: newest in the .gir files)')
    ap.add_argument('--adw', help='libadwaita version of the new runtime (default: newest in the .gir files)')
    ap.add_argument('--list', action='store_true', help='list every deprecated symbol')
    ap.add_argument('--ui', action='store_true', help='list deprecated classes named in .ui files')
    ap.add_argument('--verbose', '-v', action='store_true', help='list the guarded uses too')
    args = ap.parse_args()

    symbols, newest = {}, {}
    for path in args.gir:
        read_gir(path, symbols, newest)
    target = {'GTK': version(args.gtk) if args.gtk else newest.get('GTK', (4, 0, 0)),
              'ADW': version(args.adw) if args.adw else newest.get('ADW', (1, 0, 0))}
    libs = sorted({s.library for s in symbols.values()})
    due = [s for s in symbols.values() if s.since <= target[s.library]]
    print('deprecated symbols: %d, %d of them by the new runtime, GTK %s / libadwaita %s (%s)' % (
        len(symbols), len(due), show(target['GTK']), show(target['ADW']),
        ', '.join('%s %d' % (lib, sum(1 for s in due if s.library == lib)) for lib in libs)))
    if args.list:
        for s in sorted(symbols.values(), key=lambda s: (s.library, s.since, s.name)):
            print('  %-8s %-5s %-12s %s' % (s.namespace, show(s.since), s.kind, s.name))

    roots = args.src or ['src']
    files = [f for root in roots for f in sources(root, ('.h', '.c'))]
    texts = {f: open(f, encoding='utf-8', errors='replace').read() for f in files}
    for text in texts.values():
        KNOWN.update(re.findall(r'^\s*#\s*define\s+(\w+)', text, re.M))
    word = re.compile(r'\b[A-Za-z_]\w*\b')
    # The versions to evaluate the sources under: one per deprecated-version.
    cache = {}

    def compiled(path, lib, since):
        versions = dict(target)
        versions[lib] = since
        key = (versions['GTK'], versions['ADW'])
        if key not in cache:
            defines = {}
            for h in files:         # headers' #defines first, as included
                if h.endswith('.h'):
                    active_lines(texts[h], versions, defines)
            cache[key] = ({}, defines)
        per_file, defines = cache[key]
        if path not in per_file:
            per_file[path] = active_lines(texts[path], versions, dict(defines))
        return per_file[path]

    found = guarded = 0
    left, acknowledged = [], []
    for path in files:
        clean = strip_comments_and_strings(texts[path])
        ignoring = False
        for number, line in enumerate(clean.split('\n'), 1):
            if line.lstrip().startswith('#') and re.match(r'\s*#\s*(if|elif|ifdef|ifndef|else|endif|undef)\b', line):
                continue
            if 'G_GNUC_BEGIN_IGNORE_DEPRECATIONS' in line:
                ignoring = True
            for m in word.finditer(line):
                s = symbols.get(m.group(0))
                if s is None or s.since > target[s.library]:
                    continue
                found += 1
                if number not in compiled(path, s.library, s.since):
                    guarded += 1
                    if args.verbose:
                        print('%s:%d: %s guarded (deprecated in %s %s)' % (
                            path, number, s.name, s.namespace, show(s.since)))
                elif ignoring:
                    acknowledged.append((path, number, s))
                else:
                    left.append((path, number, s))
            if 'G_GNUC_END_IGNORE_DEPRECATIONS' in line:
                ignoring = False
    for path, number, s in acknowledged:
        print('%s:%d: %s (%s, deprecated in %s %s): acknowledged, no version check' % (
            path, number, s.name, s.kind, s.namespace, show(s.since)))
    for path, number, s in left:
        print('%s:%d: %s (%s, deprecated in %s %s)' % (path, number, s.name, s.kind,
                                                     s.namespace, show(s.since)))
    if args.ui:
        for path in (p for root in roots for p in sources(root, ('.ui',))):
            for number, line in enumerate(open(path, encoding='utf-8'), 1):
                for m in re.finditer(r'(?:class|parent)="(\w+)"', line):
                    s = symbols.get(m.group(1))
                    if s is not None and s.since <= target[s.library]:
                        print('%s:%d: %s in a .ui file (deprecated in %s %s; review by hand)' % (
                            path, number, s.name, s.namespace, show(s.since)))
    print('uses found: %d, guarded: %d, acknowledged: %d, unguarded: %d' % (
        found, guarded, len(acknowledged), len(left)))
    return 1 if left else 0


if __name__ == '__main__':
    sys.exit(main())
