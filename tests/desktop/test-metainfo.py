#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""The built metainfo against Flathub's quality guidelines, where
`appstreamcli validate` does not look: a developer with an id and a name, the
brand colours for the light and the dark style, a real contact (no
placeholder), screenshots at the release's tag (a URL that does not move),
each with a caption and a file in data/screenshots, and the Chinese one
marked with xml:lang.  TAP output.

    test-metainfo.py METAINFO SCREENSHOTS_DIR VERSION
"""
import os
import re
import sys
import xml.etree.ElementTree as ET

path, shots_dir, version = sys.argv[1:4]
XML_LANG = '{http://www.w3.org/XML/1998/namespace}lang'
results = []


def check(ok, what, note=None):
    results.append(bool(ok))
    print(('ok' if ok else 'not ok') + f' {len(results)} - {what}')
    if note and not ok:
        print(f'# {note}')


root = ET.parse(path).getroot()
dev = root.find('developer')
check(dev is not None and re.fullmatch(r'[a-z0-9.]+\.[a-z0-9]+', dev.get('id', '')) is not None,
      'a <developer> with a reverse-DNS id')
check(dev is not None and dev.findtext('name', '').strip() != '', 'the developer has a name')
check(root.find('developer_name') is None, 'no deprecated <developer_name>')
colours = {c.get('scheme_preference'): c.text for c in root.findall('branding/color')
           if c.get('type') == 'primary'}
for scheme in ('light', 'dark'):
    check(re.fullmatch(r'#[0-9a-fA-F]{6}', colours.get(scheme) or '') is not None,
          f'a primary brand colour for the {scheme} style')
contacts = [u.text for u in root.findall('url') if u.get('type') == 'contact']
contacts += [root.findtext('update_contact')] if root.find('update_contact') is not None else []
check(contacts and not any(re.search(r'example\.(org|com|net)|localhost|TODO|FIXME', c or '')
                           for c in contacts),
      'a real contact, no placeholder', f'contacts: {contacts}')
shots = root.findall('screenshots/screenshot')
check(len(shots) >= 1 and sum(s.get('type') == 'default' for s in shots) == 1,
      'screenshots, one of them the default')
tag = f'/v{version}/'
for s in shots:
    images = s.findall('image')
    first = os.path.basename(images[0].text or '') if images else '(none)'
    check(any(i.get(XML_LANG) is None for i in images), f'{first}: a source image without xml:lang')
    check(any(c.get(XML_LANG) is None and (c.text or '').strip() for c in s.findall('caption')),
          f'{first} has a caption')
    for i in images:
        url = i.text or ''
        name = os.path.basename(url)
        check(tag in url, f'{name} at the tag v{version}', url)
        check(os.path.isfile(os.path.join(shots_dir, name)), f'{name} is in data/screenshots')
        m = re.search(r'[-_](zh_[A-Z]{2})\.png$', name)
        if m:
            check((i.get(XML_LANG) or '').replace('-', '_') == m.group(1),
                  f'{name} is marked xml:lang {m.group(1)}')
print(f'1..{len(results)}')
sys.exit(0 if all(results) else 1)
