/* launch-mapped.c — starts a program and says when its first window is
 * mapped and how much memory it holds a moment later (tools/bench-startup.sh).
 *
 *   launch-mapped DELAY_MS PROGRAM [ARG…]
 *
 * prints one line: "MAPPED_MS VMRSS_KB RSSANON_KB RSSFILE_KB PID CPU_MS", or
 * "timeout" when no window is mapped within 60 s.  CPU_MS is the time the
 * program's main thread ran until the map (/proc/PID/schedstat): less
 * noisy on a busy machine than the time on the clock.  The clock starts just
 * before the fork; "mapped" is the MapNotify of the program's first
 * top-level window (a child of the root that is not override-redirect: the
 * window a window manager would show), seen by selecting the root window's
 * SubstructureNotify before the program starts, so that nothing is polled.
 * The memory is read from /proc/PID/status DELAY_MS after the map; then
 * the program is sent SIGTERM (SIGKILL 3 s later if it is still there).
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define _GNU_SOURCE
#include <X11/Xlib.h>

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

static double
now_ms (void)
{
  struct timespec ts;

  clock_gettime (CLOCK_MONOTONIC, &ts);
  return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

static long
status_kb (pid_t pid, const char *field)
{
  char path[64], line[256];
  size_t len = strlen (field);
  long kb = -1;
  FILE *f;

  snprintf (path, sizeof path, "/proc/%d/status", (int) pid);
  if ((f = fopen (path, "r")) == NULL)
    return -1;
  while (fgets (line, sizeof line, f))
    if (strncmp (line, field, len) == 0 && line[len] == ':')
      {
        kb = strtol (line + len + 1, NULL, 10);
        break;
      }
  fclose (f);
  return kb;
}

/* Nanoseconds the main thread of @pid has run, or -1. */
static double
main_thread_cpu_ms (pid_t pid)
{
  char path[64];
  unsigned long long ns;
  FILE *f;
  int n;

  snprintf (path, sizeof path, "/proc/%d/schedstat", (int) pid);
  if ((f = fopen (path, "r")) == NULL)
    return -1;
  n = fscanf (f, "%llu", &ns);
  fclose (f);
  return n == 1 ? ns / 1e6 : -1;
}

static void
stop (pid_t pid)
{
  kill (pid, SIGTERM);
  for (int i = 0; i < 300; i++)
    {
      if (waitpid (pid, NULL, WNOHANG) == pid)
        return;
      usleep (10000);
    }
  kill (pid, SIGKILL);
  waitpid (pid, NULL, 0);
}

int
main (int argc, char *argv[])
{
  Display *dpy;
  Window root;
  double start, mapped = -1, cpu = -1;
  long delay_ms;
  pid_t pid;
  int fd;

  if (argc < 3)
    {
      fprintf (stderr, "usage: %s DELAY_MS PROGRAM [ARG…]\n", argv[0]);
      return 2;
    }
  delay_ms = strtol (argv[1], NULL, 10);
  if ((dpy = XOpenDisplay (NULL)) == NULL)
    {
      fprintf (stderr, "launch-mapped: cannot open display\n");
      return 2;
    }
  root = DefaultRootWindow (dpy);
  fd = ConnectionNumber (dpy);
  fcntl (fd, F_SETFD, FD_CLOEXEC);
  XSelectInput (dpy, root, SubstructureNotifyMask);
  XSync (dpy, False);

  start = now_ms ();
  pid = fork ();
  if (pid < 0)
    return 2;
  if (pid == 0)
    {
      execvp (argv[2], argv + 2);
      _exit (127);
    }

  while (mapped < 0 && now_ms () - start < 60000)
    {
      struct pollfd p = { fd, POLLIN, 0 };

      while (XPending (dpy))
        {
          XEvent ev;

          XNextEvent (dpy, &ev);
          if (ev.type == MapNotify && ev.xmap.event == root && !ev.xmap.override_redirect)
            {
              mapped = now_ms () - start;
              cpu = main_thread_cpu_ms (pid);
              break;
            }
        }
      if (mapped < 0)
        {
          if (waitpid (pid, NULL, WNOHANG) == pid)
            {
              printf ("exited\n");
              return 1;
            }
          poll (&p, 1, 100);
        }
    }
  if (mapped < 0)
    {
      printf ("timeout\n");
      stop (pid);
      return 1;
    }
  usleep ((useconds_t) delay_ms * 1000);
  printf ("%.0f %ld %ld %ld %d %.0f\n", mapped, status_kb (pid, "VmRSS"),
          status_kb (pid, "RssAnon"), status_kb (pid, "RssFile"), (int) pid, cpu);
  fflush (stdout);
  stop (pid);
  XCloseDisplay (dpy);
  return 0;
}
