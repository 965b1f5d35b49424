/* xq-uci-client.c — driving an external UCI or UCCI engine through pipes
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define _POSIX_C_SOURCE 200809L
#include "xq-uci-client.h"
#include "xq-fen.h"
#include "xq-uci.h"

#include <errno.h>
#include <poll.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#define BUF_SIZE 65536

struct _XqUciClient
{
  pid_t pid;
  int to_fd;
  int from_fd;
  bool ucci;
  int rank_base;
  char name[128];
  char buf[BUF_SIZE];
  size_t buf_len;
  char line[BUF_SIZE];
};

static int64_t
now_ms (void)
{
  struct timespec ts;
  clock_gettime (CLOCK_MONOTONIC, &ts);
  return (int64_t) ts.tv_sec * 1000 + ts.tv_nsec / 1000000;
}

static void
send_line (XqUciClient *c, const char *fmt, ...) __attribute__ ((format (printf, 2, 3)));

static void
send_line (XqUciClient *c, const char *fmt, ...)
{
  char text[BUF_SIZE];
  va_list ap;
  va_start (ap, fmt);
  int n = vsnprintf (text, sizeof text - 1, fmt, ap);
  va_end (ap);
  if (n < 0)
    return;
  if ((size_t) n > sizeof text - 2)
    n = (int) sizeof text - 2;
  text[n++] = '\n';
  size_t off = 0;
  while (off < (size_t) n)
    {
      ssize_t w = write (c->to_fd, text + off, (size_t) n - off);
      if (w < 0 && errno == EINTR)
        continue;
      if (w <= 0)
        return;
      off += (size_t) w;
    }
}

/* Reads one line (without the newline) into c->line; NULL on timeout or end. */
static const char *
read_line (XqUciClient *c, int64_t deadline_ms)
{
  for (;;)
    {
      char *nl = memchr (c->buf, '\n', c->buf_len);
      if (nl)
        {
          size_t len = (size_t) (nl - c->buf);
          memcpy (c->line, c->buf, len);
          c->line[len] = '\0';
          if (len > 0 && c->line[len - 1] == '\r')
            c->line[len - 1] = '\0';
          memmove (c->buf, nl + 1, c->buf_len - len - 1);
          c->buf_len -= len + 1;
          return c->line;
        }
      if (c->buf_len == sizeof c->buf)
        c->buf_len = 0; /* absurdly long line: drop it */
      int64_t wait = deadline_ms - now_ms ();
      if (wait <= 0)
        return NULL;
      struct pollfd p = { c->from_fd, POLLIN, 0 };
      int r = poll (&p, 1, (int) (wait > 1000000 ? 1000000 : wait));
      if (r < 0 && errno == EINTR)
        continue;
      if (r <= 0)
        return NULL;
      ssize_t n = read (c->from_fd, c->buf + c->buf_len, sizeof c->buf - c->buf_len);
      if (n < 0 && errno == EINTR)
        continue;
      if (n <= 0)
        return NULL;
      c->buf_len += (size_t) n;
    }
}

static bool
starts_with (const char *s, const char *prefix)
{
  return strncmp (s, prefix, strlen (prefix)) == 0;
}

XqUciClient *
xq_uci_client_new (const char *command, bool ucci)
{
  int to[2], from[2];
  if (pipe (to) != 0)
    return NULL;
  if (pipe (from) != 0)
    {
      close (to[0]);
      close (to[1]);
      return NULL;
    }
  pid_t pid = fork ();
  if (pid < 0)
    {
      close (to[0]);
      close (to[1]);
      close (from[0]);
      close (from[1]);
      return NULL;
    }
  if (pid == 0)
    {
      dup2 (to[0], 0);
      dup2 (from[1], 1);
      close (to[0]);
      close (to[1]);
      close (from[0]);
      close (from[1]);
      execl ("/bin/sh", "sh", "-c", command, (char *) NULL);
      _exit (127);
    }
  close (to[0]);
  close (from[1]);
  signal (SIGPIPE, SIG_IGN);

  XqUciClient *c = calloc (1, sizeof *c);
  if (!c)
    return NULL;
  c->pid = pid;
  c->to_fd = to[1];
  c->from_fd = from[0];
  c->ucci = ucci;
  snprintf (c->name, sizeof c->name, "%s", command);

  send_line (c, ucci ? "ucci" : "uci");
  int64_t deadline = now_ms () + 10000;
  bool variant = false;
  const char *l;
  while ((l = read_line (c, deadline)))
    {
      if (starts_with (l, "id name "))
        snprintf (c->name, sizeof c->name, "%s", l + 8);
      else if (strstr (l, "UCI_Variant"))
        variant = true;
      else if (strcmp (l, ucci ? "ucciok" : "uciok") == 0)
        break;
    }
  if (!l)
    {
      fprintf (stderr, "match: engine '%s' did not answer %s\n", command, ucci ? "ucci" : "uci");
      xq_uci_client_free (c);
      return NULL;
    }
  if (variant)
    {
      send_line (c, "setoption name UCI_Variant value xiangqi");
      c->rank_base = 1;
    }
  return c;
}

void
xq_uci_client_free (XqUciClient *c)
{
  if (!c)
    return;
  send_line (c, "quit");
  close (c->to_fd);
  int status;
  for (int i = 0; i < 100; i++)
    {
      if (waitpid (c->pid, &status, WNOHANG) == c->pid)
        {
          c->pid = 0;
          break;
        }
      struct timespec ts = { 0, 10000000 };
      nanosleep (&ts, NULL);
    }
  if (c->pid > 0)
    {
      kill (c->pid, SIGKILL);
      waitpid (c->pid, &status, 0);
    }
  close (c->from_fd);
  free (c);
}

const char *
xq_uci_client_name (const XqUciClient *c)
{
  return c->name;
}

void
xq_uci_client_set_option (XqUciClient *c, const char *name, const char *value)
{
  if (c->ucci)
    send_line (c, "setoption %s %s", name, value);
  else
    send_line (c, "setoption name %s value %s", name, value);
}

void
xq_uci_client_new_game (XqUciClient *c)
{
  if (!c->ucci)
    send_line (c, "ucinewgame");
  send_line (c, "isready");
  int64_t deadline = now_ms () + 10000;
  const char *l;
  while ((l = read_line (c, deadline)))
    if (strcmp (l, "readyok") == 0)
      break;
}

static uint64_t
field (const char *line, const char *key)
{
  const char *p = strstr (line, key);
  if (!p)
    return 0;
  return strtoull (p + strlen (key), NULL, 10);
}

/* Takes what an "info" line says about the search: counts, depth, score
 * ("score cp N", "score mate N", or UCCI's plain "score N"). */
static void
parse_info (const char *l, XqUciReport *r)
{
  if (strstr (l, " nodes "))
    {
      r->nodes = field (l, " nodes ");
      r->time_ms = (int64_t) field (l, " time ");
    }
  /* MultiPV lines after the first do not describe the move played. */
  const char *mpv = strstr (l, " multipv ");
  if (mpv && strtol (mpv + 9, NULL, 10) > 1)
    return;
  const char *sc = strstr (l, " score ");
  if (!sc || !strstr (l, " depth "))
    return;
  const char *v = sc + 7;
  bool mate = false;
  if (starts_with (v, "cp "))
    v += 3;
  else if (starts_with (v, "mate "))
    {
      v += 5;
      mate = true;
    }
  char *end;
  long x = strtol (v, &end, 10);
  if (end == v)
    return;
  /* A bound is not the score of the move the engine will play. */
  if (strstr (l, " lowerbound") || strstr (l, " upperbound"))
    return;
  r->depth = (int) field (l, " depth ");
  r->has_score = true;
  r->mate = mate;
  r->score = (int) x;
}

XqMove
xq_uci_client_go (XqUciClient *c, const XqPosition *start, const XqMove *moves,
                  size_t n_moves, int64_t movetime_ms, uint64_t node_limit, int depth,
                  XqUciReport *report)
{
  char *cmd = malloc (BUF_SIZE);
  if (!cmd)
    return XQ_MOVE_NONE;
  char fen[XQ_FEN_MAX];
  xq_position_to_fen (start, fen, sizeof fen);
  size_t len = (size_t) snprintf (cmd, BUF_SIZE, "position fen %s", fen);
  XqPosition pos = *start;
  for (size_t i = 0; i < n_moves && len + 16 < BUF_SIZE; i++)
    {
      char mv[8];
      xq_uci_format_move (moves[i], c->rank_base, mv);
      len += (size_t) snprintf (cmd + len, BUF_SIZE - len, "%s %s", i == 0 ? " moves" : "", mv);
      XqUndo u;
      xq_position_make_move (&pos, moves[i], &u);
    }
  send_line (c, "%s", cmd);
  free (cmd);
  if (depth)
    send_line (c, "go depth %d", depth);
  else if (node_limit)
    send_line (c, "go nodes %llu", (unsigned long long) node_limit);
  else if (c->ucci)
    send_line (c, "go time %lld increment 0", (long long) movetime_ms);
  else
    send_line (c, "go movetime %lld", (long long) movetime_ms);

  memset (report, 0, sizeof *report);
  int64_t deadline = now_ms () + (depth || node_limit ? 60000 : movetime_ms * 3 + 3000);
  const char *l;
  while ((l = read_line (c, deadline)))
    {
      if (starts_with (l, "info "))
        parse_info (l, report);
      else if (starts_with (l, "bestmove ") || strcmp (l, "nobestmove") == 0)
        {
          if (strcmp (l, "nobestmove") == 0)
            return XQ_MOVE_NONE;
          return xq_uci_parse_move (&pos, l + 9, c->rank_base, NULL);
        }
    }
  return XQ_MOVE_NONE;
}
