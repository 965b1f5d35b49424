/* xq-setup-editor.c — setting up a position piece by piece
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "xq-setup-editor"

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "xq-board-point.h"
#include "xq-board-view.h"
#include "xq-dialog.h"
#include "xq-piece-set.h"
#include "xq-setup-editor.h"

/* What a drag carries: the piece, and the point it left plus one (0: it
 * comes from the palette). */
#define DRAG_VALUE(piece, from) ((guint) (piece) | ((guint) ((from) + 1) << 8))
#define DRAG_PIECE(value) ((XqPiece) ((value) & 0xFF))
#define DRAG_FROM(value) ((int) ((value) >> 8) - 1)

struct _XqSetupEditor
{
  AdwBin parent_instance;

  GtkWindow *parent;          /* weak: the window to present over */
  gboolean for_new_game;
  gboolean chosen;            /* "chosen" emitted: once only */
  XqBoardView *board;
  GtkGrid *palette;
  GtkToggleButton *red_button;
  GtkToggleButton *black_button;
  GtkEntry *fen_entry;
  GtkLabel *reason_label;
  GtkWidget *choice_box;
  GtkWidget *use_button;      /* owned: packed into the header bar by _present () */
  GtkWidget *computer_button;
  GtkWidget *friend_button;
  GtkWidget *study_button;
  GtkWidget *clear_button;
  GtkWidget *standard_button;
  GtkToggleButton *palette_buttons[XQ_N_PIECES];

  XqPieceSet *piece_set;
  XqPiece squares[XQ_SQUARES];
  XqColor side;
  XqPiece selected;           /* the palette piece clicks put down */
  XqSetupProblem problem;
  char *reason;
  gboolean updating;          /* writing the FEN entry ourselves */
  gboolean unreadable;        /* the FEN field holds what cannot be read */
  GCancellable *cancellable;  /* of a paste under way */
};

G_DEFINE_FINAL_TYPE (XqSetupEditor, xq_setup_editor, ADW_TYPE_BIN)

enum
{
  SIGNAL_CHOSEN,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* ---- The reason in words -------------------------------------------------- */

/* The name of each piece, by colour and kind. */
static const char *const piece_names[2][XQ_N_KINDS] = {
  { NULL, N_("red king"), N_("red advisor"), N_("red elephant"), N_("red horse"),
    N_("red chariot"), N_("red cannon"), N_("red soldier") },
  { NULL, N_("black king"), N_("black advisor"), N_("black elephant"), N_("black horse"),
    N_("black chariot"), N_("black cannon"), N_("black soldier") },
};

static const char *
piece_name (XqPiece piece)
{
  return _(piece_names[XQ_PIECE_COLOR (piece)][XQ_PIECE_KIND (piece)]);
}

char *
xq_setup_problem_describe (XqSetupProblem problem,
                           XqPiece        piece,
                           int            square,
                           const XqPiece  board[XQ_SQUARES],
                           XqColor        side)
{
  g_autofree char *point = NULL;
  guint count = 0;

  /* The point as the piece's side counts it (§7), as the board labels it. */
  if (square >= 0 && square < XQ_SQUARES && piece != XQ_EMPTY)
    point = xq_board_point_name (square, XQ_PIECE_COLOR (piece));
  else
    point = g_strdup ("");
  switch (problem)
    {
    case XQ_SETUP_LEGAL:
      return g_strdup (_("A legal position"));
    case XQ_SETUP_TOO_MANY:
      for (int sq = 0; sq < XQ_SQUARES; sq++)
        count += board[sq] == piece;
      /* Translators: "Too many pieces: 2 × red king (a side has 1)" */
      return g_strdup_printf (_("Too many pieces: %u × %s (a side has %d)"),
                              count, piece_name (piece), xq_kind_max (XQ_PIECE_KIND (piece)));
    case XQ_SETUP_NO_RED_KING:
      return g_strdup (_("Red has no king"));
    case XQ_SETUP_NO_BLACK_KING:
      return g_strdup (_("Black has no king"));
    case XQ_SETUP_KING_PALACE:
      /* Translators: "The red king on red's file 7, row 1 is outside its palace" */
      return g_strdup_printf (_("The %s on %s is outside its palace"), piece_name (piece), point);
    case XQ_SETUP_ADVISOR:
    case XQ_SETUP_ELEPHANT:
      /* Translators: "The red elephant on red's file 5, row 2 is on a point it can never reach" */
      return g_strdup_printf (_("The %s on %s is on a point it can never reach"),
                              piece_name (piece), point);
    case XQ_SETUP_SOLDIER:
      return g_strdup_printf (_("The %s on %s is behind its starting rank"), piece_name (piece), point);
    case XQ_SETUP_KINGS_FACING:
      return g_strdup (_("The kings face each other on an open file (§2.2)"));
    case XQ_SETUP_OPPONENT_IN_CHECK:
    default:
      return g_strdup (side == XQ_RED
                       ? _("Black is in check, but it is red's turn: the side not to move cannot be in check")
                       : _("Red is in check, but it is black's turn: the side not to move cannot be in check"));
    }
}

/* ---- Keeping everything in step ----------------------------------------- */

/* The board view shows @self->squares.  A piece no XqPosition holds (a
 * second king) is drawn all the same: the view only draws the board. */
static void
show_board (XqSetupEditor *self)
{
  XqPosition pos;

  xq_position_clear (&pos);
  for (int sq = 0; sq < XQ_SQUARES; sq++)
    if (self->squares[sq] != XQ_EMPTY && !xq_position_put (&pos, sq, self->squares[sq]))
      pos.board[sq] = self->squares[sq];
  xq_position_set_side (&pos, self->side);
  xq_board_view_set_position (self->board, &pos, XQ_MOVE_NONE, NULL, 0);
}

/* After every change of the pieces or the side: check, say why, write the
 * FEN (unless @from_fen: the user is typing it). */
static void
update (XqSetupEditor *self,
        gboolean       from_fen)
{
  XqPiece piece;
  int square;
  gboolean legal;

  self->unreadable = FALSE;
  self->problem = xq_setup_problem (self->squares, self->side, &piece, &square);
  legal = self->problem == XQ_SETUP_LEGAL;
  g_free (self->reason);
  self->reason = xq_setup_problem_describe (self->problem, piece, square, self->squares, self->side);
  gtk_label_set_label (self->reason_label, self->reason);
  if (legal)
    {
      gtk_widget_remove_css_class (GTK_WIDGET (self->reason_label), "error");
      gtk_widget_add_css_class (GTK_WIDGET (self->reason_label), "success");
    }
  else
    {
      gtk_widget_remove_css_class (GTK_WIDGET (self->reason_label), "success");
      gtk_widget_add_css_class (GTK_WIDGET (self->reason_label), "error");
    }
  gtk_widget_set_sensitive (self->choice_box, legal);
  gtk_widget_set_sensitive (self->use_button, legal);

  self->updating = TRUE;
  gtk_toggle_button_set_active (self->side == XQ_RED ? self->red_button : self->black_button, TRUE);
  if (!from_fen)
    {
      char fen[XQ_FEN_MAX];

      xq_board_to_fen (self->squares, self->side, fen, sizeof fen);
      gtk_editable_set_text (GTK_EDITABLE (self->fen_entry), fen);
      gtk_widget_remove_css_class (GTK_WIDGET (self->fen_entry), "error");
    }
  self->updating = FALSE;
  show_board (self);
}

static void
set_position (XqSetupEditor    *self,
              const XqPosition *pos)
{
  memcpy (self->squares, pos->board, sizeof self->squares);
  self->side = (XqColor) pos->side;
}

/* ---- Editing ------------------------------------------------------------ */

static void
put_piece (XqSetupEditor *self,
           int            square,
           XqPiece        piece)
{
  if (square < 0 || square >= XQ_SQUARES)
    return;
  self->squares[square] = piece;
  update (self, FALSE);
}

void
xq_setup_editor_press_square (XqSetupEditor *self,
                              int            square,
                              guint          button)
{
  g_return_if_fail (XQ_IS_SETUP_EDITOR (self));

  if (square < 0 || square >= XQ_SQUARES)
    return;
  /* A piece there goes away; an empty point takes the palette's piece. */
  if (self->squares[square] != XQ_EMPTY)
    put_piece (self, square, XQ_EMPTY);
  else if (button == GDK_BUTTON_PRIMARY && self->selected != XQ_EMPTY)
    put_piece (self, square, self->selected);
}

void
xq_setup_editor_select_piece (XqSetupEditor *self,
                              XqPiece        piece)
{
  g_return_if_fail (XQ_IS_SETUP_EDITOR (self));
  g_return_if_fail (piece < XQ_N_PIECES);

  if (piece != XQ_EMPTY && self->palette_buttons[piece] != NULL)
    gtk_toggle_button_set_active (self->palette_buttons[piece], TRUE);
  else
    for (int p = 0; p < XQ_N_PIECES; p++)
      if (self->palette_buttons[p] != NULL)
        gtk_toggle_button_set_active (self->palette_buttons[p], FALSE);
  self->selected = piece;
}

/* On release: a press that becomes a drag of the piece is the drag's. */
static void
on_board_released (GtkGestureClick *gesture,
                  int              n_press,
                  double           x,
                  double           y,
                  XqSetupEditor   *self)
{
  int square = xq_board_view_square_at (self->board, x, y);

  xq_setup_editor_press_square (self, square,
                                gtk_gesture_single_get_current_button (GTK_GESTURE_SINGLE (gesture)));
}

/* Enter or Space at the keyboard cursor does what a click does there;
 * Delete takes the piece away. */
static gboolean
on_board_key (GtkEventControllerKey *controller,
              guint                  keyval,
              guint                  keycode,
              GdkModifierType        state,
              XqSetupEditor         *self)
{
  int square = xq_board_view_get_cursor (self->board);

  if (!xq_board_view_get_keyboard_active (self->board)
      || (state & (GDK_CONTROL_MASK | GDK_ALT_MASK)))
    return FALSE;
  switch (keyval)
    {
    case GDK_KEY_Return:
    case GDK_KEY_KP_Enter:
    case GDK_KEY_space:
      xq_setup_editor_press_square (self, square, GDK_BUTTON_PRIMARY);
      return TRUE;
    case GDK_KEY_Delete:
    case GDK_KEY_KP_Delete:
    case GDK_KEY_BackSpace:
      put_piece (self, square, XQ_EMPTY);
      return TRUE;
    default:
      return FALSE;
    }
}

/* ---- Dragging ----------------------------------------------------------- */

static GdkContentProvider *
on_palette_drag_prepare (GtkDragSource *source,
                         double         x,
                         double         y,
                         gpointer       data)
{
  return gdk_content_provider_new_typed (G_TYPE_UINT, DRAG_VALUE (GPOINTER_TO_UINT (data), -1));
}

static GdkContentProvider *
on_board_drag_prepare (GtkDragSource *source,
                       double         x,
                       double         y,
                       XqSetupEditor *self)
{
  int square = xq_board_view_square_at (self->board, x, y);

  if (square < 0 || square >= XQ_SQUARES || self->squares[square] == XQ_EMPTY)
    return NULL;
  return gdk_content_provider_new_typed (G_TYPE_UINT, DRAG_VALUE (self->squares[square], square));
}

/* A piece dragged off the board, and let go where nothing takes it, is
 * taken off. */
static gboolean
on_board_drag_cancel (GtkDragSource       *source,
                      GdkDrag             *drag,
                      GdkDragCancelReason  reason,
                      XqSetupEditor       *self)
{
  GdkContentProvider *content = gdk_drag_get_content (drag);
  GValue value = G_VALUE_INIT;

  g_value_init (&value, G_TYPE_UINT);
  if (reason == GDK_DRAG_CANCEL_NO_TARGET && gdk_content_provider_get_value (content, &value, NULL))
    put_piece (self, DRAG_FROM (g_value_get_uint (&value)), XQ_EMPTY);
  g_value_unset (&value);
  return FALSE;
}

static gboolean
on_board_drop (GtkDropTarget *target,
               const GValue  *value,
               double         x,
               double         y,
               XqSetupEditor *self)
{
  guint drag = g_value_get_uint (value);
  int square = xq_board_view_square_at (self->board, x, y);

  if (square < 0 || square >= XQ_SQUARES)
    return FALSE;
  if (DRAG_FROM (drag) >= 0 && DRAG_FROM (drag) < XQ_SQUARES)
    self->squares[DRAG_FROM (drag)] = XQ_EMPTY;
  put_piece (self, square, DRAG_PIECE (drag));
  return TRUE;
}

/* A piece of the board dropped on the palette is taken off. */
static gboolean
on_palette_drop (GtkDropTarget *target,
                 const GValue  *value,
                 double         x,
                 double         y,
                 XqSetupEditor *self)
{
  put_piece (self, DRAG_FROM (g_value_get_uint (value)), XQ_EMPTY);
  return TRUE;
}

/* ---- The palette -------------------------------------------------------- */

static void
draw_palette_piece (GtkDrawingArea *area,
                    cairo_t        *cr,
                    int             width,
                    int             height,
                    gpointer        data)
{
  /* The editor is no window: the contents of one (or of a sheet). */
  XqSetupEditor *self = XQ_SETUP_EDITOR (gtk_widget_get_ancestor (GTK_WIDGET (area), XQ_TYPE_SETUP_EDITOR));
  double size = MIN (width, height);

  if (self->piece_set != NULL)
    xq_piece_set_render (self->piece_set, cr, (XqPiece) GPOINTER_TO_UINT (data),
                         (width - size) / 2, (height - size) / 2, size);
}

static void
on_palette_toggled (GtkToggleButton *button,
                    XqSetupEditor   *self)
{
  XqPiece piece = (XqPiece) GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "piece"));

  if (gtk_toggle_button_get_active (button))
    self->selected = piece;
  else if (self->selected == piece)
    self->selected = XQ_EMPTY;
}

static void
build_palette (XqSetupEditor *self)
{
  static const XqKind kinds[] = { XQ_KING, XQ_ADVISOR, XQ_ELEPHANT, XQ_HORSE,
                                  XQ_ROOK, XQ_CANNON, XQ_PAWN };
  GtkToggleButton *group = NULL;
  GtkDropTarget *drop;

  for (int color = XQ_RED; color <= XQ_BLACK; color++)
    for (guint k = 0; k < G_N_ELEMENTS (kinds); k++)
      {
        XqPiece piece = XQ_PIECE (color, kinds[k]);
        GtkWidget *button = gtk_toggle_button_new ();
        GtkWidget *area = gtk_drawing_area_new ();
        GtkDragSource *source = gtk_drag_source_new ();

        gtk_drawing_area_set_content_width (GTK_DRAWING_AREA (area), 32);
        gtk_drawing_area_set_content_height (GTK_DRAWING_AREA (area), 32);
        gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (area), draw_palette_piece,
                                        GUINT_TO_POINTER (piece), NULL);
        gtk_button_set_child (GTK_BUTTON (button), area);
        gtk_widget_set_tooltip_text (button, piece_name (piece));
        gtk_accessible_update_property (GTK_ACCESSIBLE (button),
                                        GTK_ACCESSIBLE_PROPERTY_LABEL, piece_name (piece), -1);
        gtk_widget_add_css_class (button, "flat");
        g_object_set_data (G_OBJECT (button), "piece", GUINT_TO_POINTER (piece));
        /* One piece at a time, or none: not a radio group, which cannot be
         * emptied, but each button clears the others. */
        if (group == NULL)
          group = GTK_TOGGLE_BUTTON (button);
        else
          gtk_toggle_button_set_group (GTK_TOGGLE_BUTTON (button), group);
        g_signal_connect (button, "toggled", G_CALLBACK (on_palette_toggled), self);

        gtk_drag_source_set_actions (source, GDK_ACTION_COPY);
        g_signal_connect (source, "prepare", G_CALLBACK (on_palette_drag_prepare),
                          GUINT_TO_POINTER (piece));
        gtk_widget_add_controller (button, GTK_EVENT_CONTROLLER (source));

        gtk_grid_attach (self->palette, button, (int) k, color, 1, 1);
        self->palette_buttons[piece] = GTK_TOGGLE_BUTTON (button);
      }

  drop = gtk_drop_target_new (G_TYPE_UINT, GDK_ACTION_MOVE);
  g_signal_connect (drop, "drop", G_CALLBACK (on_palette_drop), self);
  gtk_widget_add_controller (GTK_WIDGET (self->palette), GTK_EVENT_CONTROLLER (drop));
}

/* ---- Buttons ------------------------------------------------------------ */

static void
clear_clicked (XqSetupEditor *self)
{
  memset (self->squares, 0, sizeof self->squares);
  update (self, FALSE);
}

static void
standard_clicked (XqSetupEditor *self)
{
  XqPosition pos;

  xq_position_set_start (&pos);
  set_position (self, &pos);
  update (self, FALSE);
}

static void
flip_clicked (XqSetupEditor *self)
{
  xq_board_view_set_flipped (self->board, !xq_board_view_get_flipped (self->board));
}

static void
side_toggled (XqSetupEditor *self)
{
  XqColor side = gtk_toggle_button_get_active (self->black_button) ? XQ_BLACK : XQ_RED;

  if (self->updating || side == self->side)
    return;
  self->side = side;
  update (self, FALSE);
}

static void
fen_changed (XqSetupEditor *self)
{
  XqPosition pos;
  size_t offset = 0;
  const char *text;
  XqFenStatus status;

  if (self->updating)
    return;
  text = gtk_editable_get_text (GTK_EDITABLE (self->fen_entry));
  status = xq_position_from_fen_lenient (&pos, text, &offset, NULL);
  if (status != XQ_FEN_OK)
    {
      g_autofree char *why = g_strdup_printf (_("The FEN cannot be read at character %zu"), offset + 1);

      self->unreadable = TRUE;
      gtk_widget_add_css_class (GTK_WIDGET (self->fen_entry), "error");
      gtk_label_set_label (self->reason_label, why);
      gtk_widget_set_sensitive (self->choice_box, FALSE);
      gtk_widget_set_sensitive (self->use_button, FALSE);
      return;
    }
  gtk_widget_remove_css_class (GTK_WIDGET (self->fen_entry), "error");
  set_position (self, &pos);
  update (self, TRUE);
}

static void
copy_clicked (XqSetupEditor *self)
{
  gdk_clipboard_set_text (gtk_widget_get_clipboard (GTK_WIDGET (self)),
                          gtk_editable_get_text (GTK_EDITABLE (self->fen_entry)));
}

static void
paste_done (GObject      *source,
            GAsyncResult *result,
            gpointer      data)
{
  XqSetupEditor *self = data;
  g_autofree char *text = gdk_clipboard_read_text_finish (GDK_CLIPBOARD (source), result, NULL);

  /* Cancelled (NULL) when the editor went away. */
  if (text != NULL)
    gtk_editable_set_text (GTK_EDITABLE (self->fen_entry), g_strstrip (text));
}

static void
paste_clicked (XqSetupEditor *self)
{
  gdk_clipboard_read_text_async (gtk_widget_get_clipboard (GTK_WIDGET (self)), self->cancellable,
                                 paste_done, self);
}

void
xq_setup_editor_close (XqSetupEditor *self)
{
  g_return_if_fail (XQ_IS_SETUP_EDITOR (self));

  xq_dialog_close_content (GTK_WIDGET (self));
}

static void
choose (XqSetupEditor *self,
        XqSetupChoice  choice)
{
  /* A second click (or Enter) while the sheet closes chooses nothing. */
  if (self->problem != XQ_SETUP_LEGAL || self->unreadable || self->chosen)
    return;
  self->chosen = TRUE;
  /* The handler may present another dialog: this one goes first. */
  g_object_ref (self);
  xq_setup_editor_close (self);
  g_signal_emit (self, signals[SIGNAL_CHOSEN], 0, (guint) choice);
  g_object_unref (self);
}

static void
computer_clicked (XqSetupEditor *self)
{
  choose (self, XQ_SETUP_CHOICE_COMPUTER);
}

static void
friend_clicked (XqSetupEditor *self)
{
  choose (self, XQ_SETUP_CHOICE_FRIEND);
}

static void
study_clicked (XqSetupEditor *self)
{
  choose (self, XQ_SETUP_CHOICE_STUDY);
}

static void
use_clicked (XqSetupEditor *self)
{
  choose (self, XQ_SETUP_CHOICE_USE);
}

/* ---- The object --------------------------------------------------------- */

static void
xq_setup_editor_dispose (GObject *object)
{
  XqSetupEditor *self = XQ_SETUP_EDITOR (object);

  g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);
  g_clear_object (&self->piece_set);
  g_clear_object (&self->use_button);
  g_clear_weak_pointer (&self->parent);
  g_clear_pointer (&self->reason, g_free);
  G_OBJECT_CLASS (xq_setup_editor_parent_class)->dispose (object);
}

static void
xq_setup_editor_class_init (XqSetupEditorClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = xq_setup_editor_dispose;

  /**
   * XqSetupEditor::chosen:
   * @choice: an XqSetupChoice
   *
   * The user chose what to do with the legal position set up; read it with
   * xq_setup_editor_get_position().  The editor closes after the signal.
   */
  signals[SIGNAL_CHOSEN] = g_signal_new ("chosen", G_TYPE_FROM_CLASS (klass),
                                         G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                         G_TYPE_NONE, 1, G_TYPE_UINT);

  g_type_ensure (XQ_TYPE_BOARD_VIEW);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/xiangqi/Xiangqi/xq-setup-editor.ui");
  gtk_widget_class_bind_template_child (widget_class, XqSetupEditor, board);
  gtk_widget_class_bind_template_child (widget_class, XqSetupEditor, palette);
  gtk_widget_class_bind_template_child (widget_class, XqSetupEditor, red_button);
  gtk_widget_class_bind_template_child (widget_class, XqSetupEditor, black_button);
  gtk_widget_class_bind_template_child (widget_class, XqSetupEditor, fen_entry);
  gtk_widget_class_bind_template_child (widget_class, XqSetupEditor, reason_label);
  gtk_widget_class_bind_template_child (widget_class, XqSetupEditor, choice_box);
  gtk_widget_class_bind_template_child (widget_class, XqSetupEditor, computer_button);
  gtk_widget_class_bind_template_child (widget_class, XqSetupEditor, friend_button);
  gtk_widget_class_bind_template_child (widget_class, XqSetupEditor, study_button);
  gtk_widget_class_bind_template_child (widget_class, XqSetupEditor, clear_button);
  gtk_widget_class_bind_template_child (widget_class, XqSetupEditor, standard_button);
  gtk_widget_class_bind_template_callback (widget_class, clear_clicked);
  gtk_widget_class_bind_template_callback (widget_class, standard_clicked);
  gtk_widget_class_bind_template_callback (widget_class, flip_clicked);
  gtk_widget_class_bind_template_callback (widget_class, side_toggled);
  gtk_widget_class_bind_template_callback (widget_class, fen_changed);
  gtk_widget_class_bind_template_callback (widget_class, copy_clicked);
  gtk_widget_class_bind_template_callback (widget_class, paste_clicked);
  gtk_widget_class_bind_template_callback (widget_class, computer_clicked);
  gtk_widget_class_bind_template_callback (widget_class, friend_clicked);
  gtk_widget_class_bind_template_callback (widget_class, study_clicked);
}

static void
xq_setup_editor_init (XqSetupEditor *self)
{
  GtkGesture *click;
  GtkEventController *key;
  GtkDragSource *source;
  GtkDropTarget *drop;

  gtk_widget_init_template (GTK_WIDGET (self));
  self->cancellable = g_cancellable_new ();
  /* Use Position goes into the host's header bar (for the New Game
   * dialog), but the position decides whether it is sensitive before. */
  self->use_button = g_object_ref_sink (gtk_button_new_with_mnemonic (_("_Use Position")));
  gtk_widget_add_css_class (self->use_button, "suggested-action");
  g_signal_connect_swapped (self->use_button, "clicked", G_CALLBACK (use_clicked), self);
  build_palette (self);

  click = gtk_gesture_click_new ();
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (click), 0);
  g_signal_connect (click, "released", G_CALLBACK (on_board_released), self);
  gtk_widget_add_controller (GTK_WIDGET (self->board), GTK_EVENT_CONTROLLER (click));

  /* Before the board's own keys, which would only select. */
  key = gtk_event_controller_key_new ();
  gtk_event_controller_set_propagation_phase (key, GTK_PHASE_CAPTURE);
  g_signal_connect (key, "key-pressed", G_CALLBACK (on_board_key), self);
  gtk_widget_add_controller (GTK_WIDGET (self->board), key);

  source = gtk_drag_source_new ();
  gtk_drag_source_set_actions (source, GDK_ACTION_MOVE);
  g_signal_connect (source, "prepare", G_CALLBACK (on_board_drag_prepare), self);
  g_signal_connect (source, "drag-cancel", G_CALLBACK (on_board_drag_cancel), self);
  gtk_widget_add_controller (GTK_WIDGET (self->board), GTK_EVENT_CONTROLLER (source));

  drop = gtk_drop_target_new (G_TYPE_UINT, GDK_ACTION_COPY | GDK_ACTION_MOVE);
  g_signal_connect (drop, "drop", G_CALLBACK (on_board_drop), self);
  gtk_widget_add_controller (GTK_WIDGET (self->board), GTK_EVENT_CONTROLLER (drop));
}

XqSetupEditor *
xq_setup_editor_new (GtkWindow        *parent,
                     GSettings        *settings,
                     const XqPosition *start,
                     gboolean          for_new_game)
{
  XqSetupEditor *self = g_object_new (XQ_TYPE_SETUP_EDITOR, NULL);
  g_autofree char *piece_set = settings ? g_settings_get_string (settings, "piece-set")
                                        : g_strdup ("traditional");
  g_autoptr (GError) error = NULL;
  XqPosition pos;

  g_set_weak_pointer (&self->parent, parent);
  self->for_new_game = for_new_game;
  if (settings != NULL)
    {
      g_autofree char *theme = g_settings_get_string (settings, "board-theme");

      xq_board_view_set_theme (self->board, theme);
    }
  xq_board_view_set_piece_set (self->board, piece_set);
  self->piece_set = xq_piece_set_new (xq_board_view_get_piece_set (self->board), &error);
  if (self->piece_set == NULL)
    {
      /* As the board does (a set drawn from SVG without librsvg). */
      g_debug ("Pieces for the palette: %s; using the traditional set", error->message);
      g_clear_error (&error);
      self->piece_set = xq_piece_set_new ("traditional", &error);
    }
  if (self->piece_set == NULL)
    g_warning ("No pieces for the palette: %s", error->message);

  gtk_widget_set_visible (self->choice_box, !for_new_game);
  if (start != NULL)
    pos = *start;
  else
    xq_position_set_start (&pos);
  set_position (self, &pos);
  update (self, FALSE);
  return self;
}

static void
cancel_clicked (GtkWidget *dialog)
{
  xq_dialog_close (dialog);
}

void
xq_setup_editor_present (XqSetupEditor *self)
{
  GtkWidget *dialog, *header, *cancel;

  g_return_if_fail (XQ_IS_SETUP_EDITOR (self));
  g_return_if_fail (xq_dialog_get_for_content (GTK_WIDGET (self)) == NULL);

  dialog = xq_dialog_new (_("Set Up Position"), GTK_WIDGET (self), 900, 660);
  header = xq_dialog_get_header_bar (dialog);
  xq_dialog_set_show_close (dialog, FALSE);
  cancel = gtk_button_new_with_mnemonic (_("_Cancel"));
  g_signal_connect_swapped (cancel, "clicked", G_CALLBACK (cancel_clicked), dialog);
  adw_header_bar_pack_start (ADW_HEADER_BAR (header), cancel);
  /* The suggested action is the default (Enter where the focus does not
   * take it), but the board has the focus: setting up is the task, and
   * its Enter puts a piece at the cursor. */
  if (self->for_new_game)
    {
      adw_header_bar_pack_end (ADW_HEADER_BAR (header), self->use_button);
      xq_dialog_set_default_widget (dialog, self->use_button);
    }
  else
    xq_dialog_set_default_widget (dialog, self->computer_button);
  xq_dialog_set_focus (dialog, GTK_WIDGET (self->board));
  /* The column under the board on a narrow sheet (a phone): side by side
   * they need about 620 pixels; the contents scroll where even that does
   * not fit. */
  xq_dialog_stack_when_narrow (dialog, GTK_ORIENTABLE (gtk_widget_get_parent (GTK_WIDGET (self->board))),
                               640);
  xq_dialog_present (dialog, GTK_WIDGET (self->parent));
}

gboolean
xq_setup_editor_get_position (XqSetupEditor *self,
                              XqPosition    *pos)
{
  char fen[XQ_FEN_MAX];

  g_return_val_if_fail (XQ_IS_SETUP_EDITOR (self), FALSE);
  g_return_val_if_fail (pos != NULL, FALSE);

  if (self->problem != XQ_SETUP_LEGAL || self->unreadable)
    return FALSE;
  xq_board_to_fen (self->squares, self->side, fen, sizeof fen);
  return xq_position_from_fen (pos, fen, NULL) == XQ_FEN_OK;
}

XqSetupProblem
xq_setup_editor_get_problem (XqSetupEditor *self)
{
  g_return_val_if_fail (XQ_IS_SETUP_EDITOR (self), XQ_SETUP_LEGAL);
  return self->problem;
}

const char *
xq_setup_editor_get_reason (XqSetupEditor *self)
{
  g_return_val_if_fail (XQ_IS_SETUP_EDITOR (self), NULL);
  return self->reason;
}
