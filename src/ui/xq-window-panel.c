/* xq-window-panel.c — what the side panel shows for the game at hand
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The players' names (with their ratings, or the computer's level, where
 * known) over their clocks.  While a game is being played (against the
 * computer, or on the clock), the annotation buttons and the comment box
 * (which act on the record, not on the game) give their room to the moves;
 * they come back when the game is over or the user studies (the analysis
 * is open).  The comment pane is made the first time it shows.
 */
#define G_LOG_DOMAIN "xq-window"

#include "config.h"

#include <glib/gi18n.h>

#include "xq-window-private.h"

/* "Name (2450)", "Name", or NULL when the record names nobody. */
static char *
xq_window_player_text (XqWindow *self,
                       XqColor   side)
{
  const char *name = xq_game_get_tag (self->game, side == XQ_RED ? "Red" : "Black");
  const char *elo = xq_game_get_tag (self->game, side == XQ_RED ? "RedElo" : "BlackElo");

  if (name == NULL || *name == '\0')
    {
      XqPlayer *player = xq_session_get_player (self->session, side);

      name = player != NULL ? xq_player_get_name (player) : NULL;
    }
  if (name == NULL || *name == '\0' || g_str_equal (name, "?"))
    return NULL;
  if (elo != NULL && *elo != '\0' && !g_str_equal (elo, "?") && !g_str_equal (elo, "0"))
    return g_strdup_printf ("%s (%s)", name, elo);
  return g_strdup (name);
}

void
_xq_window_panel_update (XqWindow *self)
{
  g_autofree char *red = NULL;
  g_autofree char *black = NULL;
  gboolean playing, studying;
  g_autofree char *red_text = NULL;
  g_autofree char *black_text = NULL;
  gboolean clocks;

  /* Not while the window goes (its parts are disposed). */
  if (self->layout_stopped || self->game == NULL || self->match == NULL
      || self->clock_bar == NULL || self->players_box == NULL)
    return;
  /* A game being played: against the computer or on the clock (a file
   * opened to be read, two people and no clock, is studied as it comes). */
  playing = xq_session_is_playing (self->session)
            && (gtk_widget_get_visible (GTK_WIDGET (self->clock_bar))
                || xq_window_is_computer (self, XQ_RED)
                || xq_window_is_computer (self, XQ_BLACK));
  studying = self->analysing;
  red = xq_window_player_text (self, XQ_RED);
  black = xq_window_player_text (self, XQ_BLACK);
  if (red != NULL || black != NULL)
    {
      /* TRANSLATORS: the red player over the red clock, e.g. "Red: Li Lai-Chun". */
      red_text = g_strdup_printf (_("Red: %s"), red != NULL ? red : "?");
      /* TRANSLATORS: the black player over the black clock. */
      black_text = g_strdup_printf (_("Black: %s"), black != NULL ? black : "?");
    }
  /* With clocks, the names are their captions (a row less under a narrow
   * board); without, a row of their own. */
  clocks = gtk_widget_get_visible (GTK_WIDGET (self->clock_bar));
  xq_clock_bar_set_players (self->clock_bar, red_text, black_text);
  gtk_label_set_text (self->red_player, red_text != NULL ? red_text : "");
  gtk_label_set_text (self->black_player, black_text != NULL ? black_text : "");
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->red_player), red_text);
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->black_player), black_text);
  gtk_widget_set_visible (self->players_box, red_text != NULL && !clocks);
  /* The record's tools wait while the game is played. */
  /* The comment pane is made when first shown, and not before the window
   * is realized: the game the window starts with comes after it is built
   * (xq_window_start), and the usual one, against the computer, hides the
   * pane (issue 38).  Realizing updates the panel again. */
  if ((!playing || studying) && gtk_widget_get_realized (GTK_WIDGET (self)))
    _xq_window_ensure_comment_pane (self);
  if (self->comment_pane != NULL)
    gtk_widget_set_visible (GTK_WIDGET (self->comment_pane), !playing || studying);
}

void
_xq_window_class_init_panel (GtkWidgetClass *widget_class)
{
  gtk_widget_class_bind_template_child (widget_class, XqWindow, players_box);
  gtk_widget_class_bind_template_child (widget_class, XqWindow, red_player);
  gtk_widget_class_bind_template_child (widget_class, XqWindow, black_player);
}

void
_xq_window_panel_init (XqWindow *self)
{
  g_signal_connect_swapped (self->clock_bar, "notify::visible",
                            G_CALLBACK (_xq_window_panel_update), self);
}
