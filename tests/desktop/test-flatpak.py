#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""The Flatpak manifests, checked without building them (no network or
runtime here): both parse, name our app and command, use the current GNOME
runtime, ask for the minimal permissions only (no sandbox escape such as a
talk-name to org.freedesktop.Flatpak), build Pikafish and ElephantEye inside
the sandbox where the app looks for them, pin every source (a commit or a
sha256), let flatpak-external-data-checker follow the upstream ones, agree
with each other apart from the app's own source, and pass
`flatpak-builder --show-manifest` where it is installed.  TAP output.

The values that can only be known at submission are reported as TODO (never
silently): the release commit (before the release is tagged) and the
sha256 of Pikafish's network file (it could not be downloaded here).  Both
are filled in by `flatpak/pin.py` (flatpak/README.md).

    test-flatpak.py FLATPAK_DIR APP_ID
"""
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

flatpak_dir, app_id = sys.argv[1], sys.argv[2]
local_path = os.path.join(flatpak_dir, app_id + '.json')
flathub_path = os.path.join(flatpak_dir, app_id + '.flathub.json')
# The newest stable GNOME runtime on Flathub when this was written (GNOME 51,
# September 2026); raise it here and in both manifests together.
RUNTIME_VERSION = '51'
PLACEHOLDER_COMMIT = '0' * 40
ALLOWED_ARGS = {'--share=ipc', '--socket=wayland', '--socket=fallback-x11',
                '--device=dri', '--socket=pulseaudio'}
# Where src/engines/xq-engine-files.c looks for the engines (under the
# installation's libdir, /app/lib in the Flatpak).
ENGINES = {'pikafish': 'lib/pikafish/pikafish', 'eleeye': 'lib/eleeye/eleeye'}

results = []
# Placeholders met: only the two values of flatpak/README.md may be one.
todos = []


def check(ok, what, note=None, todo=None):
    results.append(bool(ok) or todo is not None)
    line = ('ok' if ok else 'not ok') + f' {len(results)} - {what}'
    if todo is not None and not ok:
        line += f' # TODO {todo}'
    print(line)
    if note and not ok:
        print(f'# {note}')


def module_sources(manifest):
    for module in manifest.get('modules', []):
        if isinstance(module, dict):
            for src in module.get('sources', []):
                yield module.get('name'), src


manifests = {}
for path in (local_path, flathub_path):
    name = os.path.basename(path)
    try:
        with open(path, encoding='utf-8') as f:
            manifests[path] = json.load(f)
        check(True, f'{name} parses')
    except (OSError, ValueError) as e:
        check(False, f'{name} parses', str(e))

for path, m in manifests.items():
    name = os.path.basename(path)
    check(m.get('id') == app_id, f'{name}: id is {app_id}')
    check(m.get('command') == 'xiangqi', f'{name}: command is xiangqi')
    check(m.get('runtime') == 'org.gnome.Platform' and m.get('sdk') == 'org.gnome.Sdk',
          f'{name}: GNOME runtime and SDK')
    check(str(m.get('runtime-version')) == RUNTIME_VERSION,
          f'{name}: the current stable runtime {RUNTIME_VERSION}',
          f"runtime-version {m.get('runtime-version')}")
    args = m.get('finish-args', [])
    check(not any(a.startswith('--talk-name') or a.startswith('--system-talk-name')
                  for a in args),
          f'{name}: no talk-name (org.freedesktop.Flatpak is a sandbox escape)',
          f'{[a for a in args if "talk-name" in a]}')
    check(set(args) == ALLOWED_ARGS, f'{name}: only the minimal permissions',
          f'extra: {sorted(set(args) - ALLOWED_ARGS)}, missing: {sorted(ALLOWED_ARGS - set(args))}')
    modules = [mod for mod in m.get('modules', []) if isinstance(mod, dict)]
    app = modules[-1] if modules else {}
    check(app.get('name') == 'xiangqi' and app.get('buildsystem') == 'meson',
          f'{name}: the app builds with meson, last')
    build_args = [a for mod in modules
                  for a in mod.get('build-options', {}).get('build-args', [])]
    check('--share=network' not in build_args, f'{name}: no network during the build')
    by_name = {mod.get('name'): mod for mod in modules}
    for engine, dest in ENGINES.items():
        mod = by_name.get(engine, {})
        commands = ' '.join(mod.get('build-commands', []))
        check(f'${{FLATPAK_DEST}}/{dest}' in commands,
              f'{name}: {engine} is built and installed as /app/{dest}')
    for module, src in module_sources(m):
        kind = src.get('type')
        what = f"{name}: {module}'s {kind} source"
        upstream = module != 'xiangqi'
        if kind == 'dir':
            where = os.path.normpath(os.path.join(os.path.dirname(path), src.get('path', '')))
            check(os.path.isfile(os.path.join(where, 'meson.build')),
                  f"{what} {src.get('path')} holds a meson project", where)
        elif kind == 'git':
            commit = src.get('commit', '')
            check(src.get('url', '').startswith('https://'), f'{what} is fetched over https')
            if commit == PLACEHOLDER_COMMIT and not (module == 'xiangqi' and path == flathub_path):
                check(False, f'{what} is pinned to a commit',
                      'a placeholder commit is allowed only for the release commit of the '
                      'app in the Flathub manifest (flatpak/README.md)')
            elif commit == PLACEHOLDER_COMMIT:
                todos.append('release commit')
                check(False, f'{what} is pinned to a commit',
                      todo='the release commit: run flatpak/pin.py once the tag '
                           f"{src.get('tag')} exists (flatpak/README.md)")
            else:
                check(re.fullmatch(r'[0-9a-f]{40}', commit) is not None,
                      f'{what} is pinned to a commit', commit)
        elif kind in ('archive', 'file'):
            sha = src.get('sha256', '')
            check(src.get('url', '').startswith('https://'), f'{what} is fetched over https')
            if sha.startswith('FILL-IN') and not src.get('url', '').endswith('/pikafish.nnue'):
                check(False, f"{what} {os.path.basename(src.get('url', ''))} has a sha256",
                      'FILL-IN is allowed only for the sha256 of pikafish.nnue (flatpak/README.md)')
            elif sha.startswith('FILL-IN'):
                todos.append('NNUE sha256')
                check(False, f"{what} {os.path.basename(src.get('url', ''))} has a sha256",
                      todo='filled in at submission: the sha256 of '
                           f"{src.get('url')} (could not be downloaded here); "
                           'run flatpak/pin.py')
            else:
                check(re.fullmatch(r'[0-9a-f]{64}', sha) is not None, f'{what} has a sha256', sha)
        else:
            check(False, f'{what}: a known source type', kind)
        if upstream:
            check(isinstance(src.get('x-checker-data'), dict) and src['x-checker-data'].get('type'),
                  f'{what} has x-checker-data (flatpak-external-data-checker)')

if len(manifests) == 2:
    a, b = (json.loads(json.dumps(manifests[p])) for p in (local_path, flathub_path))
    for m in (a, b):
        for mod in m['modules']:
            if mod.get('name') == 'xiangqi':
                mod.pop('sources', None)
    check(a == b, 'the two manifests agree apart from the app\'s source')

# Nothing silent: the README and pin.py name exactly the two values the
# manifests may leave open, and every placeholder met is one of them.
readme_path = os.path.join(flatpak_dir, 'README.md')
with open(readme_path, encoding='utf-8') as f:
    readme = f.read()
check('**two values**' in readme and 'release commit' in readme and 'pikafish.nnue' in readme
      and 'sha256' in readme,
      'flatpak/README.md names the two values flatpak/pin.py fills (release commit, NNUE sha256)')
with open(os.path.join(flatpak_dir, 'pin.py'), encoding='utf-8') as f:
    pin = f.read()
check('rev-parse' in pin and 'pikafish.nnue' in pin and 'sha256' in pin,
      'flatpak/pin.py fills the release commit and the NNUE sha256')
left = sorted(set(todos))
print(f"# values left to fill at submission: {len(left)} of 2 ({', '.join(left) or 'none'})")

builder = shutil.which('flatpak-builder')
if builder:
    for path in manifests:
        # in a directory of its own: it leaves its state directory behind
        with tempfile.TemporaryDirectory() as cwd:
            r = subprocess.run([builder, '--show-manifest', os.path.abspath(path)],
                               capture_output=True, text=True, cwd=cwd)
            check(r.returncode == 0, f'flatpak-builder --show-manifest {os.path.basename(path)}',
                  r.stderr.strip().replace('\n', ' ') or None)
else:
    print('# flatpak-builder is not installed: --show-manifest not run')

print(f'1..{len(results)}')
sys.exit(0 if all(results) else 1)
