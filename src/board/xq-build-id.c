/* xq-build-id.c — the build id of the running program
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The id is read from the program's loaded PT_NOTE segments (the
 * NT_GNU_BUILD_ID note of owner "GNU"), found with dl_iterate_phdr(): no
 * file is opened.
 */
#define G_LOG_DOMAIN "xq-build-id"
#define _GNU_SOURCE  /* dl_iterate_phdr() */

#include "config.h"

#include <link.h>
#include <string.h>

#include "xq-build-id.h"

typedef struct
{
  const guint8 *bytes;
  gsize len;
} BuildId;

/* Notes are padded to the segment's alignment (4, or 8 in some 64-bit
 * objects). */
static gsize
note_align (gsize n,
            gsize align)
{
  return (n + align - 1) & ~(align - 1);
}

static int
find_build_id (struct dl_phdr_info *info,
               size_t               size,
               void                *data)
{
  BuildId *id = data;

  for (int i = 0; i < info->dlpi_phnum; i++)
    {
      const ElfW(Phdr) *ph = &info->dlpi_phdr[i];
      gsize align = ph->p_align == 8 ? 8 : 4;
      const char *p, *end;

      if (ph->p_type != PT_NOTE)
        continue;
      p = (const char *) (info->dlpi_addr + ph->p_vaddr);
      end = p + ph->p_memsz;
      while ((gsize) (end - p) >= sizeof (ElfW(Nhdr)))
        {
          ElfW(Nhdr) note;
          const char *name, *desc;

          memcpy (&note, p, sizeof note);
          name = p + sizeof note;
          desc = name + note_align (note.n_namesz, align);
          if (desc > end || (gsize) (end - desc) < note.n_descsz)
            break;
          if (note.n_type == NT_GNU_BUILD_ID && note.n_namesz == 4
              && memcmp (name, "GNU", 4) == 0 && note.n_descsz > 0)
            {
              id->bytes = (const guint8 *) desc;
              id->len = note.n_descsz;
              return 1;
            }
          if ((gsize) (end - desc) < note_align (note.n_descsz, align))
            break;
          p = desc + note_align (note.n_descsz, align);
        }
    }
  return 1;  /* only the first object, the program itself */
}

const guint8 *
xq_build_id_get (gsize *len)
{
  static BuildId id;
  static gsize looked = 0;

  g_return_val_if_fail (len != NULL, NULL);

  if (g_once_init_enter (&looked))
    {
      dl_iterate_phdr (find_build_id, &id);
      g_once_init_leave (&looked, 1);
    }
  *len = id.len;
  return id.bytes;
}
