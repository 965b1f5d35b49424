#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""The Flatpak manifests, checked without building them (no network here):
both parse, name our app and command, ask for the minimal permissions only,
build with meson from sources that exist or are pinned, agree with each other
apart from the source, and pass `flatpak-builder --show-manifest` where it is
installed.  TAP output.

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
PLACEHOLDER_COMMIT = '0' * 40
# The last: external engines outside the sandbox are started on the host with
# flatpak-spawn --host (README, "External engines").
ALLOWED_ARGS = {'--share=ipc', '--socket=wayland', '--socket=fallback-x11',
                '--device=dri', '--socket=pulseaudio',
                '--talk-name=org.freedesktop.Flatpak'}

results = []


def check(ok, what, note=None):
    results.append(bool(ok))
    print(('ok' if ok else 'not ok') + f' {len(results)} - {what}')
    if note and not ok:
        print(f'# {note}')


def sources(manifest):
    for module in manifest.get('modules', []):
        if isinstance(module, dict):
            yield from module.get('sources', [])


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
    check(re.fullmatch(r'[0-9]+', str(m.get('runtime-version', ''))) is not None,
          f'{name}: a stable runtime version', f"runtime-version {m.get('runtime-version')}")
    args = set(m.get('finish-args', []))
    check(args == ALLOWED_ARGS, f'{name}: only the minimal permissions',
          f'extra: {sorted(args - ALLOWED_ARGS)}, missing: {sorted(ALLOWED_ARGS - args)}')
    modules = m.get('modules', [])
    app = modules[-1] if modules else {}
    check(app.get('buildsystem') == 'meson', f'{name}: the app builds with meson')
    build_args = [a for mod in modules if isinstance(mod, dict)
                  for a in mod.get('build-options', {}).get('build-args', [])]
    check('--share=network' not in build_args, f'{name}: no network during the build')
    for src in sources(m):
        kind = src.get('type')
        if kind == 'dir':
            where = os.path.normpath(os.path.join(os.path.dirname(path), src.get('path', '')))
            check(os.path.isfile(os.path.join(where, 'meson.build')),
                  f"{name}: dir source {src.get('path')} holds a meson project", where)
        elif kind == 'git':
            commit = src.get('commit', '')
            check(src.get('url', '').startswith('https://') and re.fullmatch(r'[0-9a-f]{40}', commit),
                  f'{name}: git source pinned to a commit')
            if commit == PLACEHOLDER_COMMIT:
                print('# the commit is the placeholder: fill in tag and commit before '
                      'submitting (flatpak/README.md)')
        elif kind in ('archive', 'file'):
            check(re.fullmatch(r'[0-9a-f]{64}', src.get('sha256', '')) is not None,
                  f'{name}: {kind} source has a sha256')
        else:
            check(False, f'{name}: known source type', kind)
    # every local file a module names (patches, files) exists
    for src in sources(m):
        if src.get('type') in ('patch', 'file') and 'path' in src:
            check(os.path.exists(os.path.join(os.path.dirname(path), src['path'])),
                  f"{name}: {src['path']} exists")

if len(manifests) == 2:
    a, b = (dict(manifests[p]) for p in (local_path, flathub_path))
    for m in (a, b):
        m['modules'] = [{k: v for k, v in mod.items() if k != 'sources'} for mod in m['modules']]
    check(a == b, 'the two manifests agree apart from the sources')

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
