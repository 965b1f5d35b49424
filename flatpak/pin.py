#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Fills in the values of the Flatpak manifests that are only known at
release time, in one command (run from the repository, with network):

    flatpak/pin.py                  # tag v<version of meson.build>
    flatpak/pin.py --tag v0.2.0 --nnue ~/Downloads/pikafish.nnue

- the commit of the release tag (`git rev-parse TAG^{commit}`) into the
  Flathub manifest's git source, with the tag;
- the sha256 of every `file`/`archive` source still marked FILL-IN (Pikafish's
  network file), downloaded from its URL, or read from --nnue.

Everything else in the manifests is pinned already.
tests/desktop/test-flatpak.py reports what is still to fill in.
"""
import argparse
import hashlib
import json
import os
import re
import subprocess
import sys
import urllib.request

here = os.path.dirname(os.path.abspath(__file__))
root = os.path.dirname(here)
APP_ID = 'io.github.xiangqi.Xiangqi'
paths = [os.path.join(here, APP_ID + '.json'), os.path.join(here, APP_ID + '.flathub.json')]


def project_version():
    with open(os.path.join(root, 'meson.build'), encoding='utf-8') as f:
        return re.search(r"version:\s*'([^']+)'", f.read()).group(1)


def sha256_of_url(url):
    h = hashlib.sha256()
    with urllib.request.urlopen(url, timeout=300) as r:
        for chunk in iter(lambda: r.read(1 << 20), b''):
            h.update(chunk)
    return h.hexdigest()


def main():
    ap = argparse.ArgumentParser(description=__doc__.split('\n\n')[0])
    ap.add_argument('--tag', default='v' + project_version())
    ap.add_argument('--nnue', help='a local copy of pikafish.nnue to hash instead of downloading')
    args = ap.parse_args()
    commit = subprocess.run(['git', '-C', root, 'rev-parse', args.tag + '^{commit}'],
                            capture_output=True, text=True)
    if commit.returncode != 0:
        sys.exit(f'pin.py: no tag {args.tag} here: tag the release first '
                 f'(git tag -s {args.tag})')
    commit = commit.stdout.strip()
    hashes = {}
    for path in paths:
        with open(path, encoding='utf-8') as f:
            m = json.load(f)
        for mod in m['modules']:
            for src in mod.get('sources', []):
                if mod['name'] == 'xiangqi' and src.get('type') == 'git':
                    src['tag'], src['commit'] = args.tag, commit
                    print(f'{os.path.basename(path)}: xiangqi {args.tag} = {commit}')
                if src.get('type') in ('file', 'archive') and str(src.get('sha256', '')).startswith('FILL-IN'):
                    url = src['url']
                    if url not in hashes:
                        if args.nnue and url.endswith('/pikafish.nnue'):
                            with open(args.nnue, 'rb') as f:
                                hashes[url] = hashlib.sha256(f.read()).hexdigest()
                        else:
                            print(f'downloading {url} …')
                            hashes[url] = sha256_of_url(url)
                    src['sha256'] = hashes[url]
                    print(f'{os.path.basename(path)}: {url} sha256 {hashes[url]}')
        with open(path, 'w', encoding='utf-8') as f:
            f.write(json.dumps(m, indent=2, ensure_ascii=False) + '\n')


if __name__ == '__main__':
    main()
