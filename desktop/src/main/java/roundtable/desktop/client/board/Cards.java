package roundtable.desktop.client.board;

import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;
import java.util.function.IntFunction;
import roundtable.core.hidden.CardRef;
import roundtable.core.hidden.HiddenCards;
import roundtable.core.table.Knowledge;

/**
 * What every card board shares: hidden cards laid out as things, face up only for a viewer who may
 * read them (its own hand, a card opened to it, a card shown to all), face down for everybody
 * else. A card keeps its id ({@code card-N}) wherever it goes, so a card dealt, passed or played
 * slides there, and flips when its face becomes known.
 */
public final class Cards {
  /** How far apart the cards of a hand are, at most (they close up when the hand is wide). */
  static final float HAND_STEP = Thing.CARD_W + 6;
  /** How much each card of a pile is offset from the one under it, for the few drawn apart. */
  static final float PILE_STEP = 1.5f;
  static final int PILE_SHOWN = 6;

  private Cards() {}

  /** These cards by name, as this viewer may read them ("?" where it may not), for the terminal's hand line. */
  public static String said(HiddenCards cards, List<CardRef> hand, Seen seen, IntFunction<String> name) {
    List<String> said = new ArrayList<>(hand.size());
    for (CardRef card : hand) {
      OptionalInt f = face(cards, card, seen);
      said.add(f.isPresent() ? name.apply(f.getAsInt()) : "?");
    }
    return String.join(", ", said);
  }

  /** The thing id of a hidden card: the same from scene to scene. */
  public static String id(CardRef card) {
    return "card-" + card.id();
  }

  /**
   * The card's face as this viewer may read it: empty when it may not. A card opened to a seat that
   * left the game for good is read by everybody alike, spectators included: that seat published its
   * key (DESIGN, "A seat that leaves for good").
   */
  public static OptionalInt face(HiddenCards cards, CardRef card, Seen seen) {
    OptionalInt shown = cards.publicFace(card);
    if (shown.isPresent()) {
      return shown;
    }
    if (seen.seat() >= 0) {
      OptionalInt mine = cards.faceFor(card, seen.seat(), seen.knowledge());
      if (mine.isPresent()) {
        return mine;
      }
    }
    for (int left : cards.leftSeats()) {
      OptionalInt open = cards.faceFor(card, left, Knowledge.NOTHING);
      if (open.isPresent()) {
        return open;
      }
    }
    return OptionalInt.empty();
  }

  /**
   * A hand in a row centred on (cx, cy), at most {@code width} wide: each card face up when the
   * viewer may read it, named by {@code faces}, else face down with the back colour.
   *
   * @param target what clicking a card picks, before its id ("hand:" gives "hand:card-7"), or "" for nothing
   */
  public static List<Thing> hand(HiddenCards cards, List<CardRef> hand, Seen seen, float cx, float cy, float width,
      int back, IntFunction<String> faces, String target) {
    List<Thing> things = new ArrayList<>(hand.size());
    float step = hand.size() <= 1 ? 0 : Math.min(HAND_STEP, (width - Thing.CARD_W) / (hand.size() - 1));
    float x = cx - step * (hand.size() - 1) / 2;
    for (int i = 0; i < hand.size(); i++) {
      things.add(card(cards, hand.get(i), seen, x + i * step, cy, i, back, faces, target));
    }
    return things;
  }

  /**
   * A pile at (x, y): the top card drawn over a few offset ones, the top face up when the viewer
   * may read it (a discard pile), else all face down (a draw pile).
   */
  public static List<Thing> pile(HiddenCards cards, String pile, Seen seen, float x, float y, int back,
      IntFunction<String> faces, String target) {
    List<CardRef> all = cards.pile(pile);
    List<Thing> things = new ArrayList<>();
    int from = Math.max(0, all.size() - PILE_SHOWN);
    for (int i = from; i < all.size(); i++) {
      int level = i - from;
      things.add(card(cards, all.get(i), seen, x + level * PILE_STEP, y + level * PILE_STEP, level, back, faces,
          target));
    }
    return things;
  }

  private static Thing card(HiddenCards cards, CardRef ref, Seen seen, float x, float y, float z, int back,
      IntFunction<String> faces, String target) {
    OptionalInt face = face(cards, ref, seen);
    String pick = target.isEmpty() ? "" : target + id(ref);
    return face.isPresent() ? Thing.card(id(ref), x, y, z, back, faces.apply(face.getAsInt()), true, pick)
        : Thing.card(id(ref), x, y, z, back, "", false, pick);
  }
}
