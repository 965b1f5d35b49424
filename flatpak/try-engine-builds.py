#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Runs the build-commands of the manifest's engine modules, unchanged,
outside Flatpak, as flatpak-builder would (in the source's directory, with
FLATPAK_DEST and the module's build-options env), then starts each installed
engine and asks it for a move.  For checking the manifest where no Flatpak
runtime is available.

    flatpak/try-engine-builds.py PIKAFISH_SRC ELEEYE_SRC DEST [--nnue FILE]

PIKAFISH_SRC and ELEEYE_SRC are checkouts at the manifest's commits; they are
built in place.  Without --nnue an empty pikafish.nnue stands in for the
network (which could not be downloaded here): Pikafish then builds and
answers `uci`, but cannot search.
"""
import argparse
import json
import os
import shutil
import subprocess
import sys

here = os.path.dirname(os.path.abspath(__file__))
manifest = json.load(open(os.path.join(here, 'io.github.xiangqi.Xiangqi.json'), encoding='utf-8'))
modules = {m['name']: m for m in manifest['modules'] if isinstance(m, dict)}


def build(name, src, dest):
    mod = modules[name]
    env = dict(os.environ, FLATPAK_DEST=dest, FLATPAK_BUILDER_N_JOBS=str(min(os.cpu_count() or 1, 2)))
    env.setdefault('CXXFLAGS', '-O2 -g')
    env.setdefault('LDFLAGS', '')
    env.update(mod.get('build-options', {}).get('env', {}))
    for command in mod['build-commands']:
        print(f'[{name}] {command}', flush=True)
        if subprocess.run(command, shell=True, cwd=src, env=env).returncode != 0:
            sys.exit(f'{name}: failed: {command}')


def ask(program, protocol, lines, expect):
    # Engines need not end at the end of their input: what they said in 15 s.
    try:
        out = subprocess.run([program], input=''.join(l + '\n' for l in lines),
                             capture_output=True, text=True, timeout=15, cwd='/').stdout
    except subprocess.TimeoutExpired as e:
        out = e.stdout.decode() if isinstance(e.stdout, bytes) else (e.stdout or '')
    found = [l for l in out.splitlines() if l.startswith(expect)]
    print(f'{os.path.basename(program)} ({protocol}): {found[-1] if found else "no " + expect}')
    return bool(found)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('pikafish_src')
    ap.add_argument('eleeye_src')
    ap.add_argument('dest')
    ap.add_argument('--nnue')
    a = ap.parse_args()
    dest = os.path.abspath(a.dest)
    net = os.path.join(a.pikafish_src, 'src', 'pikafish.nnue')   # the file source's dest
    if a.nnue:
        shutil.copy(a.nnue, net)
    elif not os.path.exists(net):
        print('no --nnue: an empty pikafish.nnue stands in for the network')
        open(net, 'wb').close()
    build('pikafish', a.pikafish_src, dest)
    build('eleeye', a.eleeye_src, dest)
    ok = ask(os.path.join(dest, 'lib/eleeye/eleeye'), 'ucci',
             ['ucci', 'position startpos', 'go depth 5'], 'bestmove')
    if a.nnue:
        ok &= ask(os.path.join(dest, 'lib/pikafish/pikafish'), 'uci',
                  ['uci', 'isready', 'position startpos', 'go depth 8'], 'bestmove')
    else:
        ok &= ask(os.path.join(dest, 'lib/pikafish/pikafish'), 'uci', ['uci', 'quit'], 'uciok')
    sys.exit(0 if ok else 1)


if __name__ == '__main__':
    main()
