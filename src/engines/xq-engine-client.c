/* xq-engine-client.c — an external UCI or UCCI engine run as a subprocess
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "xq-engine-client"

#include "config.h"

#include <signal.h>
#include <stdlib.h>
#include <string.h>

#include <glib/gi18n.h>

#include "xq-fen.h"
#include "xq-engine-client.h"
#include "xq-uci.h"

/* With AUTO, how long an engine may take to answer "uci" before UCCI is
 * tried (ElephantEye ends at once when the first command is not "ucci"). */
static const gint64 detect_ms = 3000;
static const gint64 default_margin_ms = 5000;
/* A depth or node limit has no time: this long before the engine is
 * taken for hung. */
static const gint64 limit_search_ms = 60000;
/* How long "quit" may take before the program is stopped. */
static const guint quit_grace_ms = 1000;
/* How long a program asked to end (SIGTERM) may take before it is killed. */
static const guint kill_grace_ms = 300;

typedef enum
{
  REQUEST_NONE,
  REQUEST_HANDSHAKE,
  REQUEST_READY,
  REQUEST_GO,
} RequestKind;

struct _XqEngineClient
{
  GObject parent_instance;

  char **argv;
  XqEngineProtocol protocol;   /* asked for */
  XqEngineDialect dialect;
  gboolean ucci;            /* the protocol in use */
  int rank_base;
  gboolean millisec;        /* UCCI times in ms (usemillisec), else seconds */
  gint64 margin_ms;

  GSubprocess *process;
  GOutputStream *input;
  GDataInputStream *output;
  GCancellable *read_cancel;
  GMainContext *context;

  char *name;
  char *author;
  GArray *options;          /* of XqEngineOption */

  RequestKind request;
  GTask *task;
  GSource *timeout;
  GCancellable *go_cancel;
  gulong go_cancel_id;
  gboolean stopping;
  XqPosition pos;           /* the position searched */
  XqEngineResult result;
  /* A search asked for while the one before is being stopped. */
  GTask *queued;
};

/* The queued search's task data. */
typedef struct
{
  XqPosition pos;
  char *position;
  char *go;
  gint64 deadline;
} Queued;

static void
queued_free (gpointer data)
{
  Queued *q = data;

  g_free (q->position);
  g_free (q->go);
  g_free (q);
}

G_DEFINE_FINAL_TYPE (XqEngineClient, xq_engine_client, G_TYPE_OBJECT)
G_DEFINE_QUARK (xq-engine-client-error-quark, xq_engine_client_error)

enum
{
  SIGNAL_INFO,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void read_next (XqEngineClient *self);
static void start_go (XqEngineClient *self, GTask *task);
static gboolean start_process (XqEngineClient *self, GError **error);

void
xq_engine_limits_init (XqEngineLimits *limits)
{
  g_return_if_fail (limits != NULL);

  memset (limits, 0, sizeof *limits);
  limits->time_left[0] = limits->time_left[1] = -1;
}

void
xq_engine_option_clear (XqEngineOption *option)
{
  g_clear_pointer (&option->name, g_free);
  g_clear_pointer (&option->default_value, g_free);
  g_clear_pointer (&option->vars, g_strfreev);
}

/* ---- Parsing ------------------------------------------------------------------ */

static gboolean
is_option_key (const char *word)
{
  static const char *const keys[] = { "name", "type", "default", "min", "max", "var" };

  for (gsize i = 0; i < G_N_ELEMENTS (keys); i++)
    if (strcmp (word, keys[i]) == 0)
      return TRUE;
  return FALSE;
}

/* UCI: "name N type T [default D] [min A] [max B] [var V]…"; UCCI leaves
 * out "name" ("hashsize type spin min 0 max 1024 default 16"). */
gboolean
xq_engine_parse_option (const char  *text,
                        XqEngineOption *out)
{
  g_auto (GStrv) words = g_strsplit (text, " ", -1);
  g_autoptr (GPtrArray) vars = g_ptr_array_new_with_free_func (g_free);
  g_autoptr (GString) value = g_string_new (NULL);
  g_autofree char *type = NULL;
  const char *key = "name";

  g_return_val_if_fail (text != NULL && out != NULL, FALSE);

  memset (out, 0, sizeof *out);
  for (gsize i = 0;; i++)
    {
      const char *w = words[i];

      if (w == NULL || (is_option_key (w) && !(i == 0 && strcmp (w, "name") != 0)))
        {
          /* The value of the key before ends here. */
          if (strcmp (key, "name") == 0 && value->len > 0)
            out->name = g_strdup (value->str);
          else if (strcmp (key, "type") == 0)
            type = g_strdup (value->str);
          else if (strcmp (key, "default") == 0)
            out->default_value = g_strdup (strcmp (value->str, "<empty>") == 0 ? "" : value->str);
          else if (strcmp (key, "min") == 0)
            out->min = g_ascii_strtoll (value->str, NULL, 10);
          else if (strcmp (key, "max") == 0)
            out->max = g_ascii_strtoll (value->str, NULL, 10);
          else if (strcmp (key, "var") == 0)
            g_ptr_array_add (vars, g_strdup (value->str));
          if (w == NULL)
            break;
          key = w;
          g_string_truncate (value, 0);
          continue;
        }
      if (*w == '\0')
        continue;
      if (value->len > 0)
        g_string_append_c (value, ' ');
      g_string_append (value, w);
    }

  if (out->name == NULL || type == NULL)
    goto fail;
  if (strcmp (type, "spin") == 0)
    out->type = XQ_ENGINE_OPTION_SPIN;
  else if (strcmp (type, "check") == 0)
    out->type = XQ_ENGINE_OPTION_CHECK;
  else if (strcmp (type, "combo") == 0)
    out->type = XQ_ENGINE_OPTION_COMBO;
  else if (strcmp (type, "string") == 0)
    out->type = XQ_ENGINE_OPTION_STRING;
  else if (strcmp (type, "button") == 0)
    out->type = XQ_ENGINE_OPTION_BUTTON;
  else
    goto fail;
  if (out->type == XQ_ENGINE_OPTION_COMBO)
    {
      g_ptr_array_add (vars, NULL);
      out->vars = (char **) g_ptr_array_steal (vars, NULL);
    }
  return TRUE;

fail:
  xq_engine_option_clear (out);
  return FALSE;
}

static gboolean
parse_number (const char *word, gint64 *out)
{
  char *end;

  if (word == NULL)
    return FALSE;
  *out = g_ascii_strtoll (word, &end, 10);
  return end != word && *end == '\0';
}

gboolean
xq_engine_parse_info (const char       *text,
                      const XqPosition *pos,
                      XqEngineDialect   dialect,
                      XqEngineInfo     *out)
{
  g_auto (GStrv) words = g_strsplit (text, " ", -1);
  int rank_base = dialect == XQ_ENGINE_DIALECT_UCI_VARIANT ? 1 : 0;
  gboolean report = FALSE;
  gint64 v;

  g_return_val_if_fail (text != NULL && pos != NULL && out != NULL, FALSE);

  memset (out, 0, sizeof *out);
  out->multipv = 1;
  for (gsize i = 0; words[i] != NULL; i++)
    {
      const char *w = words[i];
      const char *arg = words[i + 1];

      if (strcmp (w, "string") == 0)
        break;
      if (strcmp (w, "pv") == 0)
        {
          XqPosition p = *pos;

          for (i++; words[i] != NULL && out->n_pv < XQ_ENGINE_MAX_PV; i++)
            {
              XqMove m = xq_uci_parse_move (&p, words[i], rank_base, NULL);
              XqUndo u;

              if (m == XQ_MOVE_NONE)
                break;
              out->pv[out->n_pv++] = m;
              xq_position_make_move (&p, m, &u);
            }
          report = TRUE;
          break;
        }
      if (strcmp (w, "score") == 0 && arg != NULL)
        {
          /* "score cp N", "score mate N", or UCCI's plain "score N". */
          if (strcmp (arg, "cp") == 0 || strcmp (arg, "mate") == 0)
            {
              out->mate = arg[0] == 'm';
              arg = words[++i + 1];
            }
          if (!parse_number (arg, &v))
            return FALSE;
          out->score = (int) v;
          out->has_score = report = TRUE;
          i++;
          continue;
        }
      if (strcmp (w, "lowerbound") == 0 || strcmp (w, "upperbound") == 0)
        {
          out->bound = TRUE;
          continue;
        }
      if (!parse_number (arg, &v))
        continue;
      if (strcmp (w, "depth") == 0)
        out->depth = (int) v;
      else if (strcmp (w, "seldepth") == 0)
        out->seldepth = (int) v;
      else if (strcmp (w, "multipv") == 0)
        out->multipv = (int) v;
      else if (strcmp (w, "nodes") == 0)
        out->nodes = (guint64) v;
      else if (strcmp (w, "nps") == 0)
        out->nps = (guint64) v;
      else if (strcmp (w, "time") == 0)
        out->time_ms = v;
      else
        continue;
      report = TRUE;
      i++;
    }
  return report;
}

/* A move written as squares ("h2e2", "a10a9"), legal or not. */
static gboolean
looks_like_move (const char *text)
{
  for (int square = 0; square < 2; square++)
    {
      if (*text < 'a' || *text > 'i')
        return FALSE;
      text++;
      if (!g_ascii_isdigit (*text))
        return FALSE;
      text++;
      if (g_ascii_isdigit (*text))
        text++;
    }
  return *text == '\0';
}

/* ---- The process -------------------------------------------------------------- */

static void
send_line (XqEngineClient *self,
           const char  *line)
{
  g_autofree char *text = g_strconcat (line, "\n", NULL);

  /* A short write into a pipe: it does not wait unless the engine left
   * 64 KiB of our commands unread.  A dead engine shows as end of its
   * output; the write error says nothing more. */
  if (self->input != NULL)
    g_output_stream_write_all (self->input, text, strlen (text), NULL, NULL, NULL);
}

typedef struct
{
  GSubprocess *process;
  GSource *timer;
  gboolean *done;
} Reaper;

static void
reaper_done (GObject      *source,
             GAsyncResult *result,
             gpointer      data)
{
  Reaper *r = data;

  g_subprocess_wait_finish (r->process, result, NULL);
  if (r->timer != NULL)
    {
      g_source_destroy (r->timer);
      g_source_unref (r->timer);
    }
  if (r->done != NULL)
    *r->done = TRUE;
  g_object_unref (r->process);
  g_free (r);
}

static gboolean
reaper_timeout (gpointer data)
{
  Reaper *r = data;

  g_subprocess_force_exit (r->process);
  g_clear_pointer (&r->timer, g_source_unref);
  return G_SOURCE_REMOVE;
}

/* Closes the pipes; the program gets @grace_ms to end (0: stopped now).
 * *@done, if given, is set once it has ended. */
static void
stop_process (XqEngineClient *self,
              guint        grace_ms,
              gboolean    *done)
{
  Reaper *r;

  g_cancellable_cancel (self->read_cancel);
  g_clear_object (&self->read_cancel);
  if (self->input != NULL)
    g_output_stream_close (self->input, NULL, NULL);
  g_clear_object (&self->input);
  g_clear_object (&self->output);
  if (self->process == NULL)
    {
      if (done != NULL)
        *done = TRUE;
      return;
    }

  r = g_new0 (Reaper, 1);
  r->process = g_steal_pointer (&self->process);
  r->done = done;
  /* Stopped now: asked to end, killed if it does not. */
  if (grace_ms == 0)
    {
      g_subprocess_send_signal (r->process, SIGTERM);
      grace_ms = kill_grace_ms;
    }
  r->timer = g_timeout_source_new (grace_ms);
  g_source_set_callback (r->timer, reaper_timeout, r, NULL);
  g_source_attach (r->timer, self->context);
  g_subprocess_wait_async (r->process, NULL, reaper_done, r);
}

static gboolean
start_process (XqEngineClient *self,
               GError     **error)
{
  /* Inside Flatpak too the program runs as it is, in the sandbox: the
   * bundled engines are under /app, the user's are copied into the app's
   * data folder when added (xq-engine-files.c); the manifest gives no way
   * out to the host. */
  char **argv = self->argv;
  g_autoptr (GSubprocessLauncher) launcher =
    g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_STDIN_PIPE | G_SUBPROCESS_FLAGS_STDOUT_PIPE
                               | G_SUBPROCESS_FLAGS_STDERR_SILENCE);
  g_autoptr (GError) local = NULL;
  g_autofree char *folder = g_path_is_absolute (argv[0]) ? g_path_get_dirname (argv[0]) : NULL;

  /* Started in its own folder, where engines look for their network, book
   * and option files (as a copy made by xq-engine-files.c has them). */
  if (folder != NULL)
    g_subprocess_launcher_set_cwd (launcher, folder);
  self->process = g_subprocess_launcher_spawnv (launcher, (const char * const *) argv, &local);
  if (self->process == NULL)
    {
      g_set_error (error, XQ_ENGINE_CLIENT_ERROR, XQ_ENGINE_CLIENT_ERROR_START,
                   _("Could not start the engine “%s”: %s"), self->argv[0], local->message);
      return FALSE;
    }
  self->input = g_object_ref (g_subprocess_get_stdin_pipe (self->process));
  self->output = g_data_input_stream_new (g_subprocess_get_stdout_pipe (self->process));
  g_data_input_stream_set_newline_type (self->output, G_DATA_STREAM_NEWLINE_TYPE_ANY);
  self->read_cancel = g_cancellable_new ();
  read_next (self);
  return TRUE;
}

/* ---- Requests ----------------------------------------------------------------- */

static gboolean on_timeout (gpointer data);

static void
set_deadline (XqEngineClient *self,
              gint64       ms)
{
  if (self->timeout != NULL)
    {
      g_source_destroy (self->timeout);
      g_clear_pointer (&self->timeout, g_source_unref);
    }
  if (ms <= 0)
    return;
  self->timeout = g_timeout_source_new ((guint) MIN (ms, (gint64) G_MAXUINT));
  g_source_set_callback (self->timeout, on_timeout, self, NULL);
  g_source_attach (self->timeout, self->context);
}

static void
begin_request (XqEngineClient *self,
               RequestKind  kind,
               GTask       *task,
               gint64       deadline_ms)
{
  self->request = kind;
  self->task = task;
  self->stopping = FALSE;
  set_deadline (self, deadline_ms);
}

static GTask *
end_request (XqEngineClient *self)
{
  set_deadline (self, 0);
  if (self->go_cancel != NULL)
    {
      g_cancellable_disconnect (self->go_cancel, self->go_cancel_id);
      g_clear_object (&self->go_cancel);
      self->go_cancel_id = 0;
    }
  self->request = REQUEST_NONE;
  return g_steal_pointer (&self->task);
}

/* The engine misbehaved: it is stopped and the request fails. */
static void
fail (XqEngineClient *self,
      GError      *error)
{
  g_autoptr (GTask) task = end_request (self);
  g_autoptr (GTask) queued = g_steal_pointer (&self->queued);

  stop_process (self, 0, NULL);
  if (queued != NULL)
    g_task_return_error (queued, g_error_copy (error));
  if (task != NULL)
    g_task_return_error (task, error);
  else
    g_error_free (error);
}

static void
finish_handshake (XqEngineClient *self)
{
  const XqEngineOption *variant = xq_engine_client_find_option (self, "UCI_Variant");
  g_autoptr (GTask) task = NULL;

  if (self->ucci)
    {
      self->dialect = XQ_ENGINE_DIALECT_UCCI;
      if (xq_engine_client_find_option (self, "usemillisec") != NULL)
        {
          xq_engine_client_set_option (self, "usemillisec", "true");
          self->millisec = TRUE;
        }
    }
  else if (variant != NULL && variant->vars != NULL
           && g_strv_contains ((const char * const *) variant->vars, "xiangqi"))
    {
      xq_engine_client_set_option (self, "UCI_Variant", "xiangqi");
      self->dialect = XQ_ENGINE_DIALECT_UCI_VARIANT;
      self->rank_base = 1;
    }
  task = end_request (self);
  g_task_return_pointer (task, g_object_ref (self), g_object_unref);
}

static void
clear_options (XqEngineClient *self)
{
  g_array_set_size (self->options, 0);
  g_clear_pointer (&self->name, g_free);
  g_clear_pointer (&self->author, g_free);
}

/* AUTO: the engine did not take "uci"; start it again with "ucci". */
static void
retry_as_ucci (XqEngineClient *self)
{
  g_autoptr (GError) error = NULL;

  stop_process (self, 0, NULL);
  clear_options (self);
  self->ucci = TRUE;
  if (!start_process (self, &error))
    {
      fail (self, g_steal_pointer (&error));
      return;
    }
  send_line (self, "ucci");
  set_deadline (self, self->margin_ms);
}

static void
handle_handshake (XqEngineClient *self,
                  const char  *line)
{
  if (g_str_has_prefix (line, "id name "))
    {
      g_free (self->name);
      self->name = g_strdup (line + 8);
    }
  else if (g_str_has_prefix (line, "id author "))
    {
      g_free (self->author);
      self->author = g_strdup (line + 10);
    }
  else if (g_str_has_prefix (line, "option "))
    {
      XqEngineOption option;

      if (xq_engine_parse_option (line + 7, &option))
        g_array_append_val (self->options, option);
    }
  else if (strcmp (line, self->ucci ? "ucciok" : "uciok") == 0)
    finish_handshake (self);
}

static void
handle_bestmove (XqEngineClient *self,
                 const char  *line)
{
  g_auto (GStrv) words = g_strsplit (line, " ", -1);
  g_autoptr (GTask) task = NULL;
  const char *text = words[1];
  gboolean stopped;

  if (strcmp (line, "nobestmove") == 0 || text == NULL || strcmp (text, "(none)") == 0)
    self->result.best = XQ_MOVE_NONE;
  else
    {
      self->result.best = xq_uci_parse_move (&self->pos, text, self->rank_base, NULL);
      if (self->result.best == XQ_MOVE_NONE && !self->stopping)
        {
          if (looks_like_move (text))
            fail (self, g_error_new (XQ_ENGINE_CLIENT_ERROR, XQ_ENGINE_CLIENT_ERROR_ILLEGAL_MOVE,
                                     _("The engine “%s” played an illegal move, %s."),
                                     self->name, text));
          else
            fail (self, g_error_new (XQ_ENGINE_CLIENT_ERROR, XQ_ENGINE_CLIENT_ERROR_GARBAGE,
                                     _("The engine “%s” answered “%s”, which is no move."),
                                     self->name, line));
          return;
        }
    }
  for (gsize i = 2; words[0] != NULL && words[1] != NULL && words[i] != NULL; i++)
    {
      if (strcmp (words[i], "resign") == 0)
        self->result.resign = TRUE;
      else if (strcmp (words[i], "draw") == 0)
        self->result.draw = TRUE;
      else if (strcmp (words[i], "ponder") == 0 && words[i + 1] != NULL
               && self->result.best != XQ_MOVE_NONE)
        {
          XqPosition after = self->pos;
          XqUndo u;

          xq_position_make_move (&after, self->result.best, &u);
          self->result.ponder = xq_uci_parse_move (&after, words[++i], self->rank_base, NULL);
        }
    }

  stopped = self->stopping;
  task = end_request (self);
  if (stopped)
    g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_CANCELLED, _("Stopped"));
  else
    {
      XqEngineResult *r = g_memdup2 (&self->result, sizeof self->result);
      g_task_return_pointer (task, r, g_free);
    }
  if (self->queued != NULL && self->request == REQUEST_NONE)
    start_go (self, g_steal_pointer (&self->queued));
}

static void
handle_line (XqEngineClient *self,
             const char  *line)
{
  switch (self->request)
    {
    case REQUEST_HANDSHAKE:
      handle_handshake (self, line);
      break;
    case REQUEST_READY:
      if (strcmp (line, "readyok") == 0)
        {
          g_autoptr (GTask) task = end_request (self);
          g_task_return_boolean (task, TRUE);
        }
      break;
    case REQUEST_GO:
      if (g_str_has_prefix (line, "info "))
        {
          XqEngineInfo info;

          /* A search being stopped reports on a position no longer asked
           * about. */
          if (!self->stopping && xq_engine_parse_info (line + 5, &self->pos, self->dialect, &info))
            {
              if (info.multipv <= 1 && !info.bound)
                self->result.info = info;
              g_signal_emit (self, signals[SIGNAL_INFO], 0, &info);
            }
        }
      else if (g_str_has_prefix (line, "bestmove") || strcmp (line, "nobestmove") == 0)
        handle_bestmove (self, line);
      break;
    case REQUEST_NONE:
    default:
      break;
    }
}

static gboolean
on_timeout (gpointer data)
{
  XqEngineClient *self = data;

  g_clear_pointer (&self->timeout, g_source_unref);
  if (self->request == REQUEST_HANDSHAKE && self->protocol == XQ_ENGINE_PROTOCOL_AUTO && !self->ucci)
    retry_as_ucci (self);
  else
    fail (self, g_error_new (XQ_ENGINE_CLIENT_ERROR, XQ_ENGINE_CLIENT_ERROR_TIMEOUT,
                             _("The engine “%s” did not answer in time and was stopped."),
                             self->name != NULL ? self->name : self->argv[0]));
  return G_SOURCE_REMOVE;
}

static void
on_line (GObject      *source,
         GAsyncResult *result,
         gpointer      data)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *line = NULL;
  g_autoptr (XqEngineClient) self = NULL;

  line = g_data_input_stream_read_line_finish (G_DATA_INPUT_STREAM (source), result, NULL,
                                               &error);
  /* Cancelled: the client stopped reading, and may be gone. */
  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;
  self = g_object_ref (data);
  if (line == NULL)
    {
      const char *name = self->name != NULL ? self->name : self->argv[0];

      if (self->request == REQUEST_HANDSHAKE && self->protocol == XQ_ENGINE_PROTOCOL_AUTO
          && !self->ucci)
        retry_as_ucci (self);
      else if (self->request == REQUEST_HANDSHAKE)
        fail (self, g_error_new (XQ_ENGINE_CLIENT_ERROR, XQ_ENGINE_CLIENT_ERROR_PROTOCOL,
                                 _("The program “%s” is no UCI or UCCI engine."), name));
      else
        fail (self, g_error_new (XQ_ENGINE_CLIENT_ERROR, XQ_ENGINE_CLIENT_ERROR_CRASHED,
                                 _("The engine “%s” stopped working."), name));
      return;
    }
  g_strchomp (line);
  handle_line (self, line);
  if (self->read_cancel != NULL && G_DATA_INPUT_STREAM (source) == self->output)
    read_next (self);
}

static void
read_next (XqEngineClient *self)
{
  g_data_input_stream_read_line_async (self->output, G_PRIORITY_DEFAULT, self->read_cancel,
                                       on_line, self);
}

/* ---- The object --------------------------------------------------------------- */

static void
xq_engine_client_dispose (GObject *object)
{
  XqEngineClient *self = XQ_ENGINE_CLIENT (object);

  xq_engine_client_quit (self);
  set_deadline (self, 0);
  G_OBJECT_CLASS (xq_engine_client_parent_class)->dispose (object);
}

static void
xq_engine_client_finalize (GObject *object)
{
  XqEngineClient *self = XQ_ENGINE_CLIENT (object);

  g_strfreev (self->argv);
  g_free (self->name);
  g_free (self->author);
  g_array_unref (self->options);
  g_main_context_unref (self->context);
  G_OBJECT_CLASS (xq_engine_client_parent_class)->finalize (object);
}

static void
xq_engine_client_class_init (XqEngineClientClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = xq_engine_client_dispose;
  object_class->finalize = xq_engine_client_finalize;

  /**
   * XqEngineClient::info:
   * @info: (type gpointer): the XqEngineInfo of one "info" line
   */
  signals[SIGNAL_INFO] =
    g_signal_new ("info", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, G_TYPE_POINTER);

  /* Writing to an engine that has ended must not end us. */
  signal (SIGPIPE, SIG_IGN);
}

static void
xq_engine_client_init (XqEngineClient *self)
{
  self->options = g_array_new (FALSE, TRUE, sizeof (XqEngineOption));
  g_array_set_clear_func (self->options, (GDestroyNotify) xq_engine_option_clear);
  self->context = g_main_context_ref_thread_default ();
}

void
xq_engine_client_new_async (const char * const *argv,
                            XqEngineProtocol    protocol,
                            gint64              margin_ms,
                            GCancellable       *cancellable,
                            GAsyncReadyCallback callback,
                            gpointer            user_data)
{
  g_autoptr (XqEngineClient) self = NULL;
  g_autoptr (GTask) task = NULL;
  g_autoptr (GError) error = NULL;

  g_return_if_fail (argv != NULL && argv[0] != NULL);

  self = g_object_new (XQ_TYPE_ENGINE_CLIENT, NULL);
  self->argv = g_strdupv ((char **) argv);
  self->protocol = protocol;
  self->ucci = protocol == XQ_ENGINE_PROTOCOL_UCCI;
  self->margin_ms = margin_ms > 0 ? margin_ms : default_margin_ms;
  task = g_task_new (NULL, cancellable, callback, user_data);
  g_task_set_source_tag (task, xq_engine_client_new_async);
  if (!start_process (self, &error))
    {
      g_task_return_error (task, g_steal_pointer (&error));
      return;
    }
  send_line (self, self->ucci ? "ucci" : "uci");
  begin_request (self, REQUEST_HANDSHAKE, g_steal_pointer (&task),
                 protocol == XQ_ENGINE_PROTOCOL_AUTO ? MIN (detect_ms, self->margin_ms)
                                                  : self->margin_ms);
  /* The process's reads hold the client until the handshake ends. */
  g_task_set_task_data (self->task, g_object_ref (self), g_object_unref);
}

XqEngineClient *
xq_engine_client_new_finish (GAsyncResult *result,
                             GError      **error)
{
  g_return_val_if_fail (g_task_is_valid (result, NULL), NULL);

  return g_task_propagate_pointer (G_TASK (result), error);
}

static void
sync_done (GObject      *source,
           GAsyncResult *result,
           gpointer      data)
{
  GAsyncResult **out = data;

  *out = g_object_ref (result);
}

static GAsyncResult *
run_until_done (GAsyncResult **result)
{
  g_autoptr (GMainContext) context = g_main_context_ref_thread_default ();

  while (*result == NULL)
    g_main_context_iteration (context, TRUE);
  return *result;
}

XqEngineClient *
xq_engine_client_new_sync (const char * const *argv,
                           XqEngineProtocol    protocol,
                           gint64              margin_ms,
                           GError            **error)
{
  g_autoptr (GAsyncResult) result = NULL;

  xq_engine_client_new_async (argv, protocol, margin_ms, NULL, sync_done, &result);
  return xq_engine_client_new_finish (run_until_done (&result), error);
}

XqEngineDialect
xq_engine_client_get_dialect (XqEngineClient *self)
{
  g_return_val_if_fail (XQ_IS_ENGINE_CLIENT (self), XQ_ENGINE_DIALECT_UCI);

  return self->dialect;
}

const char *
xq_engine_client_get_name (XqEngineClient *self)
{
  g_return_val_if_fail (XQ_IS_ENGINE_CLIENT (self), NULL);

  if (self->name == NULL)
    self->name = g_path_get_basename (self->argv[0]);
  return self->name;
}

const char *
xq_engine_client_get_author (XqEngineClient *self)
{
  g_return_val_if_fail (XQ_IS_ENGINE_CLIENT (self), NULL);

  return self->author;
}

const XqEngineOption *
xq_engine_client_get_options (XqEngineClient *self,
                              guint       *n_options)
{
  g_return_val_if_fail (XQ_IS_ENGINE_CLIENT (self), NULL);

  if (n_options != NULL)
    *n_options = self->options->len;
  return (const XqEngineOption *) (gconstpointer) self->options->data;
}

const XqEngineOption *
xq_engine_client_find_option (XqEngineClient *self,
                              const char  *name)
{
  g_return_val_if_fail (XQ_IS_ENGINE_CLIENT (self), NULL);

  for (guint i = 0; i < self->options->len; i++)
    {
      const XqEngineOption *o = &g_array_index (self->options, XqEngineOption, i);

      if (g_ascii_strcasecmp (o->name, name) == 0)
        return o;
    }
  return NULL;
}

void
xq_engine_client_set_option (XqEngineClient *self,
                             const char  *name,
                             const char  *value)
{
  g_autofree char *line = NULL;

  g_return_if_fail (XQ_IS_ENGINE_CLIENT (self));
  g_return_if_fail (name != NULL);

  if (self->ucci)
    line = g_strdup_printf ("setoption %s%s%s", name, value ? " " : "", value ? value : "");
  else if (value == NULL)
    line = g_strdup_printf ("setoption name %s", name);
  else
    line = g_strdup_printf ("setoption name %s value %s", name, value);
  send_line (self, line);
}

void
xq_engine_client_set_options (XqEngineClient *self,
                              GVariant    *options)
{
  const char *name, *value;
  GVariantIter iter;

  g_return_if_fail (XQ_IS_ENGINE_CLIENT (self));
  g_return_if_fail (options != NULL && g_variant_is_of_type (options, G_VARIANT_TYPE ("a{ss}")));

  g_variant_iter_init (&iter, options);
  while (g_variant_iter_next (&iter, "{&s&s}", &name, &value))
    {
      const XqEngineOption *option = xq_engine_client_find_option (self, name);

      if (option != NULL && option->type != XQ_ENGINE_OPTION_BUTTON)
        xq_engine_client_set_option (self, name, value);
    }
}

static gboolean
check_idle (XqEngineClient *self,
            GTask       *task)
{
  if (self->request != REQUEST_NONE)
    {
      g_task_return_new_error (task, XQ_ENGINE_CLIENT_ERROR, XQ_ENGINE_CLIENT_ERROR_BUSY,
                               _("The engine “%s” is busy."), self->name);
      return FALSE;
    }
  if (self->process == NULL)
    {
      g_task_return_new_error (task, XQ_ENGINE_CLIENT_ERROR, XQ_ENGINE_CLIENT_ERROR_CRASHED,
                               _("The engine “%s” stopped working."), self->name);
      return FALSE;
    }
  return TRUE;
}

void
xq_engine_client_new_game_async (XqEngineClient     *self,
                                 GCancellable       *cancellable,
                                 GAsyncReadyCallback callback,
                                 gpointer            user_data)
{
  g_autoptr (GTask) task = NULL;

  g_return_if_fail (XQ_IS_ENGINE_CLIENT (self));

  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, xq_engine_client_new_game_async);
  if (!check_idle (self, task))
    return;
  if (!self->ucci)
    send_line (self, "ucinewgame");
  send_line (self, "isready");
  begin_request (self, REQUEST_READY, g_steal_pointer (&task), self->margin_ms);
}

gboolean
xq_engine_client_new_game_finish (XqEngineClient  *self,
                                  GAsyncResult *result,
                                  GError      **error)
{
  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);

  return g_task_propagate_boolean (G_TASK (result), error);
}

gboolean
xq_engine_client_new_game_sync (XqEngineClient *self,
                                GError     **error)
{
  g_autoptr (GAsyncResult) result = NULL;

  xq_engine_client_new_game_async (self, NULL, sync_done, &result);
  return xq_engine_client_new_game_finish (self, run_until_done (&result), error);
}

/* "position …": UCI gives the start and every move since; UCCI the last
 * position before a capture and the moves since (its engines keep no
 * longer history).  *@searched gets the position searched. */
static char *
position_command (XqEngineClient   *self,
                  const XqPosition *start,
                  const XqMove     *moves,
                  gsize             n_moves,
                  XqPosition       *searched)
{
  g_autoptr (GString) cmd = g_string_new ("position fen ");
  char fen[XQ_FEN_MAX];
  XqPosition from;
  gsize first = 0;

  *searched = *start;
  from = *start;
  for (gsize i = 0; i < n_moves; i++)
    {
      XqUndo u;

      xq_position_make_move (searched, moves[i], &u);
      if (self->ucci && u.captured != XQ_EMPTY)
        {
          from = *searched;
          first = i + 1;
        }
    }
  xq_position_to_fen (&from, fen, sizeof fen);
  g_string_append (cmd, fen);
  for (gsize i = first; i < n_moves; i++)
    {
      char mv[8];

      xq_uci_format_move (moves[i], self->rank_base, mv);
      g_string_append_printf (cmd, "%s %s", i == first ? " moves" : "", mv);
    }
  return g_string_free (g_steal_pointer (&cmd), FALSE);
}

/* "go …" and how long to wait for its answer (0: no end). */
static char *
go_command (XqEngineClient    *self,
            const XqPosition  *pos,
            const XqEngineLimits *l,
            gint64            *deadline_ms)
{
  XqColor us = (XqColor) pos->side;
  XqColor them = xq_color_other (us);
  gint64 unit = self->ucci && !self->millisec ? 1000 : 1;
  GString *cmd = g_string_new ("go");

  if (l->infinite)
    {
      g_string_append (cmd, " infinite");
      *deadline_ms = 0;
    }
  else if (l->depth > 0)
    {
      g_string_append_printf (cmd, " depth %d", l->depth);
      *deadline_ms = limit_search_ms + self->margin_ms;
    }
  else if (l->nodes > 0)
    {
      g_string_append_printf (cmd, " nodes %" G_GUINT64_FORMAT, l->nodes);
      *deadline_ms = limit_search_ms + self->margin_ms;
    }
  else if (l->move_time > 0 || l->time_left[us] < 0)
    {
      gint64 t = l->move_time > 0 ? l->move_time : 1000;

      if (self->ucci)
        g_string_append_printf (cmd, " time %" G_GINT64_FORMAT " movestogo 1", MAX (t / unit, 1));
      else
        g_string_append_printf (cmd, " movetime %" G_GINT64_FORMAT, t);
      *deadline_ms = t + self->margin_ms;
    }
  else
    {
      if (self->ucci)
        g_string_append_printf (cmd,
                                " time %" G_GINT64_FORMAT " increment %" G_GINT64_FORMAT
                                " opptime %" G_GINT64_FORMAT " oppincrement %" G_GINT64_FORMAT,
                                l->time_left[us] / unit, l->increment[us] / unit,
                                MAX (l->time_left[them], 0) / unit, l->increment[them] / unit);
      else
        g_string_append_printf (cmd,
                                " wtime %" G_GINT64_FORMAT " btime %" G_GINT64_FORMAT
                                " winc %" G_GINT64_FORMAT " binc %" G_GINT64_FORMAT,
                                l->time_left[XQ_RED], MAX (l->time_left[XQ_BLACK], 0),
                                l->increment[XQ_RED], l->increment[XQ_BLACK]);
      if (l->moves_to_go > 0)
        g_string_append_printf (cmd, " movestogo %u", l->moves_to_go);
      *deadline_ms = l->time_left[us] + l->increment[us] + self->margin_ms;
    }
  return g_string_free (cmd, FALSE);
}

static void
on_go_cancelled (GCancellable *cancellable,
                 gpointer      data)
{
  XqEngineClient *self = data;

  if (self->request != REQUEST_GO || self->stopping)
    return;
  self->stopping = TRUE;
  send_line (self, "stop");
  set_deadline (self, self->margin_ms);
}

static void
start_go (XqEngineClient *self,
          GTask       *task)
{
  Queued *q = g_task_get_task_data (task);
  GCancellable *cancellable = g_task_get_cancellable (task);

  self->pos = q->pos;
  memset (&self->result, 0, sizeof self->result);
  send_line (self, q->position);
  send_line (self, q->go);
  begin_request (self, REQUEST_GO, task, q->deadline);
  if (cancellable != NULL)
    {
      self->go_cancel = g_object_ref (cancellable);
      self->go_cancel_id = g_cancellable_connect (cancellable, G_CALLBACK (on_go_cancelled),
                                                  self, NULL);
    }
}

void
xq_engine_client_go_async (XqEngineClient     *self,
                           const XqPosition   *start,
                           const XqMove       *moves,
                           gsize               n_moves,
                           const XqEngineLimits  *limits,
                           GCancellable       *cancellable,
                           GAsyncReadyCallback callback,
                           gpointer            user_data)
{
  g_autoptr (GTask) task = NULL;
  Queued *q;

  g_return_if_fail (XQ_IS_ENGINE_CLIENT (self));
  g_return_if_fail (start != NULL && (moves != NULL || n_moves == 0) && limits != NULL);

  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, xq_engine_client_go_async);
  g_task_set_check_cancellable (task, FALSE);
  /* A search being stopped answers soon: the new one waits for it. */
  if (!(self->request == REQUEST_GO && self->stopping && self->queued == NULL)
      && !check_idle (self, task))
    return;
  q = g_new0 (Queued, 1);
  q->position = position_command (self, start, moves, n_moves, &q->pos);
  q->go = go_command (self, &q->pos, limits, &q->deadline);
  g_task_set_task_data (task, q, queued_free);
  if (self->request == REQUEST_NONE)
    start_go (self, g_steal_pointer (&task));
  else
    self->queued = g_steal_pointer (&task);
}

gboolean
xq_engine_client_go_finish (XqEngineClient  *self,
                            GAsyncResult *result,
                            XqEngineResult  *out,
                            GError      **error)
{
  g_autofree XqEngineResult *r = NULL;

  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);

  r = g_task_propagate_pointer (G_TASK (result), error);
  if (r == NULL)
    return FALSE;
  if (out != NULL)
    *out = *r;
  return TRUE;
}

gboolean
xq_engine_client_go_sync (XqEngineClient    *self,
                          const XqPosition  *start,
                          const XqMove      *moves,
                          gsize              n_moves,
                          const XqEngineLimits *limits,
                          XqEngineResult    *out,
                          GError           **error)
{
  g_autoptr (GAsyncResult) result = NULL;

  xq_engine_client_go_async (self, start, moves, n_moves, limits, NULL, sync_done, &result);
  return xq_engine_client_go_finish (self, run_until_done (&result), out, error);
}

void
xq_engine_client_quit (XqEngineClient *self)
{
  g_return_if_fail (XQ_IS_ENGINE_CLIENT (self));

  if (self->input != NULL)
    send_line (self, "quit");
  stop_process (self, quit_grace_ms, NULL);
}

void
xq_engine_client_quit_sync (XqEngineClient *self)
{
  gboolean done = FALSE;

  g_return_if_fail (XQ_IS_ENGINE_CLIENT (self));

  if (self->input != NULL)
    send_line (self, "quit");
  stop_process (self, quit_grace_ms, &done);
  while (!done)
    g_main_context_iteration (self->context, TRUE);
}

gboolean
xq_engine_client_is_running (XqEngineClient *self)
{
  g_return_val_if_fail (XQ_IS_ENGINE_CLIENT (self), FALSE);

  return self->process != NULL;
}
