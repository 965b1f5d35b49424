#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""make-file-map.py — src/README.md's file map, made from the tree.

Every source file starts with a comment whose first paragraph names the file
and says what it holds ("/* xq-fen.c — FEN reading with validation, ...").
This script lists every folder of src/ and every unit in it (a .c with its .h,
or a header alone) with that sentence, and writes the list between the
markers in src/README.md, so the map cannot drift from the tree.

  tools/make-file-map.py [SRC]          rewrite SRC/README.md's map
  tools/make-file-map.py --check [SRC]  fail (exit 1) naming every file the
                                        map leaves out or lists in vain, or
                                        when the map is not the one the tree
                                        gives (run without --check to fix)
"""
import os
import re
import sys

BEGIN = "<!-- file map: made by tools/make-file-map.py from each file's header comment; do not edit by hand -->"
END = "<!-- end of file map -->"
HEADER = re.compile(r"^/\*\s*(\S+)\s+[—-]+\s+(.*)$")


def describe(path):
    """The header comment's first paragraph, after the file name."""
    with open(path, encoding="utf-8") as f:
        lines = f.read().split("\n")
    m = HEADER.match(lines[0]) if lines else None
    if not m:
        return None
    text = [m.group(2)]
    for line in lines[1:]:
        s = line.strip()
        if s in ("*", "*/", "") or s.startswith("*/"):
            break
        text.append(s.lstrip("*").strip())
    desc = " ".join(t for t in text if t)
    return desc.replace("*/", "").strip()


def units(src):
    """{folder: [(unit, [files], description)]}, folders and units sorted."""
    folders = {}
    for root, dirs, files in os.walk(src):
        dirs.sort()
        rel = os.path.relpath(root, src)
        folder = "" if rel == "." else rel
        for name in sorted(files):
            if not name.endswith((".c", ".h")):
                continue
            stem = name[:-2]
            folders.setdefault(folder, {}).setdefault(stem, []).append(name)
    out = {}
    for folder, stems in sorted(folders.items()):
        entries = []
        for stem, names in sorted(stems.items()):
            # The header says what a unit offers; a lone .c says it itself.
            pick = stem + ".h" if stem + ".h" in names else names[0]
            desc = describe(os.path.join(src, folder, pick))
            entries.append((stem, sorted(names), desc))
        out[folder] = entries
    return out


def render(src):
    lines = [BEGIN, ""]
    missing = []
    for folder, entries in units(src).items():
        title = f"`{folder}/`" if folder else "`src/` itself"
        lines.append(f"### {title}")
        lines.append("")
        for stem, names, desc in entries:
            kinds = "+".join(n[-1] for n in names)
            if desc is None:
                missing.append(os.path.join(folder, names[0]))
                desc = "(no header comment)"
            lines.append(f"- `{stem}` ({kinds}): {desc}")
        lines.append("")
    lines.append(END)
    return "\n".join(lines), missing


def listed(text):
    """The (folder, unit) pairs a map lists."""
    pairs = set()
    folder = None
    for line in text.split("\n"):
        m = re.match(r"^### `(.*)/`$", line)
        if m:
            folder = m.group(1)
        elif line.startswith("### "):
            folder = ""
        m = re.match(r"^- `([^`]+)`", line)
        if m and folder is not None:
            pairs.add((folder, m.group(1)))
    return pairs


def main(argv):
    check = "--check" in argv
    args = [a for a in argv if a != "--check"]
    src = args[0] if args else os.path.join(os.path.dirname(__file__), "..", "src")
    readme = os.path.join(src, "README.md")
    with open(readme, encoding="utf-8") as f:
        text = f.read()
    if BEGIN not in text or END not in text:
        print(f"{readme}: no file map between the markers", file=sys.stderr)
        return 1
    head, rest = text.split(BEGIN, 1)
    old, tail = rest.split(END, 1)
    new, no_header = render(src)
    for path in no_header:
        print(f"{path}: no header comment ('/* NAME — what it holds')", file=sys.stderr)
    if not check:
        with open(readme, "w", encoding="utf-8") as f:
            f.write(head + new + tail)
        return 1 if no_header else 0
    have = listed(old)
    want = {(folder, stem) for folder, entries in units(src).items() for stem, _, _ in entries}
    bad = False
    for folder, stem in sorted(want - have):
        print(f"missing from the map in {readme}: {folder}/{stem}", file=sys.stderr)
        bad = True
    for folder, stem in sorted(have - want):
        print(f"in the map but not in the tree: {folder}/{stem}", file=sys.stderr)
        bad = True
    if not bad and BEGIN + old + END != new:
        print(f"{readme}: the map's descriptions differ from the files' header comments", file=sys.stderr)
        bad = True
    if bad or no_header:
        print("run tools/make-file-map.py to remake the map", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
