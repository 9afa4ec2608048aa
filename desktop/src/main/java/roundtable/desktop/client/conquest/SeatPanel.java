package roundtable.desktop.client.conquest;

import java.util.List;
import java.util.OptionalInt;
import roundtable.core.conquest.Colour;
import roundtable.core.conquest.Conquest;
import roundtable.core.conquest.ConquestState;
import roundtable.core.conquest.Lineup;
import roundtable.core.conquest.Who;
import roundtable.core.hidden.CardRef;
import roundtable.core.hidden.HiddenCards;
import roundtable.desktop.client.board.Cards;
import roundtable.desktop.client.board.Mark;
import roundtable.desktop.client.board.Scene;
import roundtable.desktop.client.board.Seen;
import roundtable.desktop.client.board.Thing;

/**
 * Beside the board, without words (the prompt says them in the viewer's language): the round, and
 * for each of the two sides its seats (name, colours, turn-order token) and the Grails it has won.
 * The seat to move is framed in gold, the colour it moves ringed.
 */
final class SeatPanel {
  static final float LEFT = 690;
  static final float WIDTH = 180;
  static final float TOP = 700;
  private static final float ROW = 64;
  private static final float DISC = 22;
  private static final float TOKEN = 30;
  /** Things in the panel are drawn over the board's. */
  private static final float Z = 1000;

  private SeatPanel() {}

  static void draw(ConquestState state, Seen seen, List<Mark> marks, List<Thing> things) {
    marks.add(Mark.rect(LEFT, 4, WIDTH, Scene.HEIGHT - 8, ConquestPalette.PANEL, ""));
    if (state.settings().match()) {
      rounds(state, marks);
    }
    int moving = state.outcome() == null ? state.toMove() : -1;
    int movedColours = moving >= 0 ? Conquest.who(state, moving).seats().get(0) : 0;
    float y = TOP - 40;
    Lineup lineup = state.lineup();
    for (int side = 0; side < 2; side++) {
      for (int seat : lineup.seatsOf(side)) {
        seat(state, seen, seat, seat == moving ? movedColours : 0, y, marks, things);
        y -= ROW;
      }
      // The Grails this side has won: gold, with an empty place for each still needed to win.
      int need = state.settings().match() ? 2 : 1;
      int won = state.grails().get(side);
      for (int k = 0; k < Math.max(need, won); k++) {
        float x = LEFT + 22 + k * 34;
        if (k < won) {
          int number = side == 0 ? k : ConquestScene.GRAILS - 1 - k;
          things.add(ConquestScene.grail(number, x, y - 14, Z + k));
        } else {
          marks.add(Mark.ring(x, y - 14, 26, ConquestPalette.GOLD));
        }
      }
      y -= 44;
      marks.add(Mark.line(LEFT + 8, y, LEFT + WIDTH - 8, y, ConquestPalette.RING));
      y -= 16;
    }
  }

  /** Three places for the rounds of a best of three: played, being played (gold), to come. */
  private static void rounds(ConquestState state, List<Mark> marks) {
    for (int r = 1; r <= ConquestScene.GRAILS; r++) {
      float x = LEFT + WIDTH / 2 + (r - 2) * 36;
      if (r <= state.round()) {
        marks.add(Mark.disc(x, TOP - 14, 24, r == state.round() ? ConquestPalette.GOLD : ConquestPalette.RING));
      }
      marks.add(Mark.ring(x, TOP - 14, 24, ConquestPalette.BORDER));
      marks.add(Mark.text(x, TOP - 14, 14, r <= state.round() ? ConquestPalette.PANEL : ConquestPalette.LABEL, String.valueOf(r)));
    }
  }

  /** One seat: its player's name, a disc per colour it plays, and its token in front of it. */
  private static void seat(ConquestState state, Seen seen, int seat, int moves, float top, List<Mark> marks,
      List<Thing> things) {
    if (moves != 0) {
      marks.add(Mark.frame(LEFT + 4, top - ROW + 4, WIDTH - 8, ROW - 6, ConquestPalette.GOLD));
    }
    marks.add(Mark.text(LEFT + WIDTH / 2, top - 16, 16, ConquestPalette.LABEL, seen.name(seat)).within(WIDTH - 16));
    List<Colour> colours = Who.colours(state.lineup().colourMask(seat));
    for (int i = 0; i < colours.size(); i++) {
      Colour c = colours.get(i);
      float x = LEFT + 22 + i * 30;
      float y = top - 44;
      marks.add(Mark.disc(x, y, DISC, ConquestPalette.stone(c)));
      marks.add(Mark.ring(x, y, DISC, ConquestPalette.outline(c)));
      if ((moves & (1 << c.ordinal())) != 0) {
        marks.add(Mark.ring(x, y, DISC + 8, ConquestPalette.GOLD));
      }
    }
    HiddenCards tokens = state.tokens();
    if (tokens != null && !tokens.hand(seat).isEmpty()) {
      CardRef token = tokens.hand(seat).get(0);
      OptionalInt face = Cards.face(tokens, token, seen);
      // A face the viewer may not see is never put in the scene (Thing.token drops it when face down).
      things.add(Thing.token("token" + seat, LEFT + WIDTH - 28, top - 44, TOKEN, Z + 10, ConquestPalette.TOKEN,
          face.isPresent() ? String.valueOf(face.getAsInt()) : "", face.isPresent(), ""));
    }
  }
}
