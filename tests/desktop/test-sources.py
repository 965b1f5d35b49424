#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Every file of tests/fuzz/corpus is accounted for in its SOURCES.md, inside
the repository: third-party files by heading, with a source, a licence and
the SHA-256 of the file as it is here; hand-made ones in the list of their
folder.  Every SPDX licence named in the tree has its text (COPYING or
LICENSES/ID.txt).  TAP output.

    test-sources.py SOURCE_ROOT
"""
import hashlib
import os
import re
import subprocess
import sys

root = sys.argv[1]
results = []


def check(ok, what, note=None):
    results.append(bool(ok))
    print(('ok' if ok else 'not ok') + f' {len(results)} - {what}')
    if note and not ok:
        print(f'# {note}')


corpus = os.path.join(root, 'tests', 'fuzz', 'corpus')
text = open(os.path.join(corpus, 'SOURCES.md'), encoding='utf-8').read()
entries = {m.group(1): m.group(2) for m in
           re.finditer(r'^### `([^`]+)`\n((?:- .*\n?)+)', text, re.M)}
hand = {}
for m in re.finditer(r'^- `([^`]+)/`: (.*)$', text, re.M):
    hand[m.group(1)] = set(re.findall(r'`([^`]+)`', m.group(2)))
for d, _, files in sorted(os.walk(corpus)):
    for f in sorted(files):
        if f == 'SOURCES.md':
            continue
        rel = os.path.relpath(os.path.join(d, f), corpus)
        if rel in entries:
            e = entries[rel]
            sha = hashlib.sha256(open(os.path.join(d, f), 'rb').read()).hexdigest()
            check('- source:' in e and '- licence:' in e and sha in e,
                  f'corpus/{rel}: source, licence and sha256', e)
        else:
            check(f in hand.get(os.path.dirname(rel), set()),
                  f'corpus/{rel}: listed as hand-made')

# SPDX identifiers in the tracked files, and their texts.
try:
    tracked = subprocess.run(['git', '-C', root, 'ls-files'], capture_output=True,
                             text=True, check=True).stdout.split('\n')
except (OSError, subprocess.CalledProcessError):
    tracked = [os.path.relpath(os.path.join(d, f), root)
               for d, _, fs in os.walk(root) if '/_build' not in d and '/.git' not in d
               for f in fs]
def text_of(spdx):
    if spdx.startswith('GPL-3.0'):
        return os.path.join(root, 'COPYING')
    return os.path.join(root, 'LICENSES', spdx + '.txt')


# Each conjunct (A AND B) needs a text; of alternatives (A OR B), one does.
conjuncts = set()
for path in filter(None, tracked):
    full = os.path.join(root, path)
    try:
        with open(full, encoding='utf-8', errors='replace') as f:
            head = f.read(2000)
    except OSError:
        continue
    for m in re.finditer(r'SPDX-License-Identifier:\s*([A-Za-z0-9.+ ()-]+?)\s*(?:-->|\*/|$)', head, re.M):
        for part in m.group(1).split(' AND '):
            conjuncts.add(tuple(sorted(re.findall(r'[A-Za-z][A-Za-z0-9.+-]*[A-Za-z0-9+]',
                                                  part.replace(' OR ', ' ')))))
for alternatives in sorted(conjuncts):
    have = [a for a in alternatives if os.path.isfile(text_of(a))]
    check(have, f"the text of {' or '.join(alternatives)} ships",
          f'none of {[os.path.relpath(text_of(a), root) for a in alternatives]}')
print(f'1..{len(results)}')
sys.exit(0 if all(results) else 1)
