package roundtable.desktop.client.graal;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.Map;
import java.util.List;
import java.util.OptionalInt;
import roundtable.core.graal.Asked;
import roundtable.core.graal.Card;
import roundtable.core.graal.Colour;
import roundtable.core.graal.Duel;
import roundtable.core.graal.Graal;
import roundtable.core.graal.GraalState;
import roundtable.core.hidden.CardRef;
import roundtable.core.hidden.HiddenCards;
import roundtable.desktop.client.board.Around;
import roundtable.core.graal.Character;
import roundtable.desktop.client.board.Cards;
import roundtable.desktop.client.board.Detail;
import roundtable.desktop.client.board.Emblem;
import roundtable.desktop.client.board.Face;
import roundtable.desktop.client.board.Fan;
import roundtable.desktop.client.board.Mark;
import roundtable.desktop.client.board.Scene;
import roundtable.desktop.client.board.Seen;
import roundtable.desktop.client.board.Thing;

/**
 * The Graal table seen from above, without words (the prompt and the log say them in the viewer's
 * language; the cards show their printed names): the viewer's hand at the bottom, the other seats
 * round the oval with their hands face down, each seat's character face up and its ancestor face
 * down until revealed; in the middle the draw pile, the discard pile, the colour in play with the
 * five colours to choose from, the direction of play as arrows round the middle, the duel under
 * way with its cumulative effect, and in the corner the rounds and who won each.
 */
final class GraalScene {
  /** The widest a round winner's name is drawn, down the top left corner. */
  static final float WINNER_W = 150;
  static final float MID_X = Around.CX;
  static final float MID_Y = 372;
  static final float DECK_X = MID_X - 112;
  static final float DISCARD_X = MID_X + 30;
  static final float COLOUR_X = MID_X + 150;
  /** The viewer's own hand. */
  static final float HAND_X = 378;
  static final float HAND_W = 700;
  /** The top of the box the viewer's hand fans out in, and the size of its cards. */
  static final float HAND_TOP = 156;
  static final float OWN_W = 76;
  static final float OWN_H = 106;
  /** The small cards of the other seats' hands. */
  static final float SMALL_W = 40;
  static final float SMALL_H = 56;
  /** Character and ancestor cards, laid sideways. */
  static final float SIDE_W = 88;
  static final float SIDE_H = 34;

  private GraalScene() {}

  static Scene draw(GraalState s, Seen seen, GraalFaces faces) {
    List<Mark> marks = new ArrayList<>();
    List<Thing> things = new ArrayList<>();
    Map<String, Detail> details = new HashMap<>();
    int acting = acting(s);
    marks.add(Mark.disc(MID_X, MID_Y, 330, GraalPalette.FELT));
    middle(s, seen, faces, marks, things, details);
    rounds(s, seen, marks);
    for (Around.Place p : Around.seats(s.players(), seen)) {
      if (p.seat() == Math.max(0, seen.seat())) {
        own(s, seen, faces, p.seat(), p.seat() == acting, marks, things, details);
      } else {
        other(s, seen, faces, p, p.seat() == acting, marks, things, details);
      }
    }
    return new Scene(marks, things, details);
  }

  /** The seat the table waits for, or -1 (the hidden cards' steps, the end). */
  static int acting(GraalState s) {
    if (s.outcome() != null || s.steps().isEmpty() || !s.cards().pending().isOver()
        || (s.draw() != null && !s.draw().isDone())) {
      return -1;
    }
    return Asked.of(s).map(Asked::seat).orElse(-1);
  }

  // ---- the middle of the table ----

  private static void middle(GraalState s, Seen seen, GraalFaces faces, List<Mark> marks, List<Thing> things,
      Map<String, Detail> details) {
    HiddenCards cards = s.cards();
    List<CardRef> deck = cards.pile("deck");
    int from = Math.max(0, deck.size() - 6);
    for (int i = from; i < deck.size(); i++) {
      int level = i - from;
      things.add(card(faces, Cards.id(deck.get(i)), -1, DECK_X + level * 1.5f, MID_Y + level * 1.5f, 100 + level, "", false));
      details.put(Cards.id(deck.get(i)), faces.about("deck", Integer.toString(deck.size())));
    }
    marks.add(Mark.text(DECK_X, MID_Y - 62, 14, GraalPalette.INK, Integer.toString(deck.size())));
    marks.add(Mark.frame(DISCARD_X - 34, MID_Y - 47, 68, 94, GraalPalette.DIM));
    List<CardRef> discard = s.discard();
    from = Math.max(0, discard.size() - 5);
    for (int i = from; i < discard.size(); i++) {
      int level = i - from;
      OptionalInt f = Cards.face(cards, discard.get(i), seen);
      // A card a power laid as another is drawn as the card it counts as while it lies here.
      String counted = Graal.counted(s, discard.get(i));
      int shown = counted != null ? Card.parse(counted) : f.orElse(-1);
      float x = DISCARD_X - (discard.size() - 1 - i) * 12;
      // The faces are drawn over every card: only the top one says its name, those under it show their colour.
      things.addAll(face(faces, Cards.id(discard.get(i)), shown, x, MID_Y - level, 200 + level, "",
          i == discard.size() - 1 ? Thing.CARD_W : 0, details));
    }
    marks.add(Mark.text(DISCARD_X, MID_Y - 62, 14, GraalPalette.INK, Integer.toString(discard.size())));
    // The colour in play, big, and the five colours to choose from under it.
    Colour colour = s.colour();
    marks.add(Mark.disc(COLOUR_X, MID_Y + 22, 50, GraalPalette.EDGE));
    marks.add(Mark.disc(COLOUR_X, MID_Y + 22, 44, colour == null ? GraalPalette.DIM : GraalPalette.colour(colour)));
    for (Colour c : Colour.values()) {
      float x = COLOUR_X + (c.ordinal() - 2) * 24;
      marks.add(Mark.disc(x, MID_Y - 30, 22, GraalPalette.EDGE));
      marks.add(new Mark(Mark.Kind.DISC, x, MID_Y - 30, 19, 19, GraalPalette.colour(c), "", "colour:" + c.code()));
      details.put("colour:" + c.code(), faces.about("colour", faces.words().get("graal.colour." + c.code())));
    }
    direction(s.direction(), marks);
    Duel duel = s.duel();
    if (duel != null) {
      // the attacker → the defender, each name cut with "…" to its half of the middle
      marks.add(Mark.text(MID_X - 106, MID_Y - 92, 16, GraalPalette.ATTACK, seen.name(duel.attacker())).within(190));
      marks.add(Mark.text(MID_X, MID_Y - 92, 16, GraalPalette.ATTACK, "→"));
      marks.add(Mark.text(MID_X + 106, MID_Y - 92, 16, GraalPalette.ATTACK, seen.name(duel.defender())).within(190));
      marks.add(Mark.text(MID_X, MID_Y - 114, 20, GraalPalette.ATTACK, effect(duel)));
    }
  }

  /** The duel's cumulative effect without words: "+2+2+2 = 6", "+4+4 = 8", "1+1 = 2". */
  static String effect(Duel duel) {
    int each = each(duel.card());
    StringBuilder b = new StringBuilder();
    for (int i = 0; i < duel.count(); i++) {
      b.append(duel.card() == Card.TAKE_ONE && i == 0 ? "" : "+").append(each);
    }
    return b + " = " + each * duel.count();
  }

  /** The cards one attack card makes its victim draw (or lose, for "Prends-moi une carte"). */
  static int each(Card attack) {
    return attack == Card.DRAW_TWO ? 2 : attack == Card.EXCALIBUR ? 4 : 1;
  }

  /** Arrows round the middle in the direction of play: clockwise seen from above goes left along the bottom. */
  private static void direction(int direction, List<Mark> marks) {
    boolean clockwise = direction > 0;
    float rx = 215;
    float ry = 128;
    marks.add(Mark.text(MID_X, MID_Y - ry, 26, GraalPalette.GOLD, clockwise ? "←" : "→"));
    marks.add(Mark.text(MID_X - rx, MID_Y, 26, GraalPalette.GOLD, clockwise ? "↑" : "↓"));
    marks.add(Mark.text(MID_X, MID_Y + ry, 26, GraalPalette.GOLD, clockwise ? "→" : "←"));
    marks.add(Mark.text(MID_X + rx, MID_Y, 26, GraalPalette.GOLD, clockwise ? "↓" : "↑"));
  }

  /**
   * The rounds down the top left corner: 1 to 5 (or 4) and the tournament, the current one in
   * gold, each won one with its winner's name beside it.
   */
  private static void rounds(GraalState s, Seen seen, List<Mark> marks) {
    int last = s.lastRound();
    List<Integer> winners = s.roundWinners();
    for (int r = 1; r <= last + 1; r++) {
      float x = 22;
      float y = 700 - (r - 1) * 24;
      boolean now = r == s.round() || (r == last + 1 && s.tournament());
      marks.add(Mark.disc(x, y, 22, now ? GraalPalette.GOLD : GraalPalette.PANEL));
      marks.add(Mark.text(x, y, 12, now ? GraalPalette.EDGE : GraalPalette.INK, r > last ? "★" : Integer.toString(r)));
      if (r <= winners.size()) {
        String name = seen.name(winners.get(r - 1));
        // Texts are centred: half the name's width (about 6 units a letter at this size) past the token,
        // a long name cut with "…" at WINNER_W
        float half = Math.min(name.length() * 3.1f, WINNER_W / 2);
        marks.add(Mark.text(x + 18 + half, y, 11, GraalPalette.INK, name).within(WINNER_W));
      }
    }
  }

  // ---- the seats ----

  /** The bottom seat: the viewer's (a spectator sees seat 0's from behind): big cards, clickable. */
  private static void own(GraalState s, Seen seen, GraalFaces faces, int seat, boolean acting, List<Mark> marks,
      List<Thing> things, Map<String, Detail> details) {
    List<CardRef> hand = Graal.hand(s, seat);
    boolean mine = seat == seen.seat();
    if (acting) {
      marks.add(Mark.rect(HAND_X - HAND_W / 2 - 8, 0, HAND_W + 16, HAND_TOP + 4, GraalPalette.GOLD_DIM, ""));
    }
    // the hand fanned in rows that never cover a name, the largest cards on the table
    Fan fan = Fan.of(hand.size(), HAND_X - HAND_W / 2, 4, HAND_X + HAND_W / 2, HAND_TOP, OWN_W, OWN_H, 6, 300);
    for (int i = 0; i < hand.size(); i++) {
      CardRef c = hand.get(i);
      String target = mine ? "hand:" + Cards.id(c) : "";
      int at = i;
      Fan.Slot slot = fan.slots().get(i);
      if (mine) { // where a click is lit: the card's name band, always in sight
        float band = fan.h() * Fan.NAME_BAND;
        marks.add(Mark.rect(slot.x() - fan.w() / 2, slot.y() + fan.h() / 2 - band, fan.w(), band, GraalPalette.CLEAR, target));
      }
      int face = Cards.face(s.cards(), c, seen).orElse(-1);
      things.addAll(face(faces, Cards.id(c), face, slot.x(), slot.y(), slot.z(), target, details).stream()
          .map(t -> t.sized(fan.w(), fan.h()).with(fan.shown(at, t.look()))).toList());
    }
    float px = 800;
    marks.add(Mark.text(px, 76, 17, acting ? GraalPalette.GOLD : GraalPalette.INK, seen.name(seat) + (out(s, seat) ? " ×" : ""))
        .within(2 * (Scene.WIDTH - px) - 8));
    persona(s, seen, faces, seat, px, 144, 104, mine ? "skill" : "", marks, things, details);
    if (mine) {
      marks.add(Mark.rect(px - 44, 22, 88, 40, GraalPalette.ATTACK, "graal"));
      marks.add(Mark.text(px, 42, 16, GraalPalette.INK, "GRAAL!"));
    }
    badge(s, seat, HAND_X, HAND_TOP - 28, hand.size(), marks);
  }

  /** Another seat round the oval: its hand face down and small, its name, its character and ancestor. */
  private static void other(GraalState s, Seen seen, GraalFaces faces, Around.Place p, boolean acting, List<Mark> marks,
      List<Thing> things, Map<String, Detail> details) {
    int seat = p.seat();
    float px = p.x();
    float py = p.y();
    marks.add(Mark.rect(px - 96, py - 58, 192, 130, acting ? GraalPalette.GOLD_DIM : GraalPalette.PANEL, "seat:" + seat));
    if (acting) {
      marks.add(Mark.frame(px - 96, py - 58, 192, 130, GraalPalette.GOLD));
    }
    marks.add(Mark.text(px, py + 60, 16, acting ? GraalPalette.GOLD : GraalPalette.INK, seen.name(seat) + (out(s, seat) ? " ×" : ""))
        .within(184));
    List<CardRef> hand = Graal.hand(s, seat);
    List<OptionalInt> seenFaces = hand.stream().map(c -> Cards.face(s.cards(), c, seen)).toList();
    // A hand the viewer reads (a seat that left for good plays it open) is spread to show each name.
    float most = seenFaces.stream().anyMatch(OptionalInt::isPresent) ? SMALL_W + 2 : 16;
    float step = hand.size() <= 1 ? 0 : Math.min(most, (170 - SMALL_W) / (hand.size() - 1));
    float x0 = px - step * (hand.size() - 1) / 2;
    for (int i = 0; i < hand.size(); i++) {
      String id = Cards.id(hand.get(i));
      OptionalInt f = seenFaces.get(i);
      String name = f.isPresent() ? faces.brief(f.getAsInt()) : "";
      Thing card = new Thing(id, Thing.Shape.CARD, x0 + i * step, py + 14, SMALL_W, SMALL_H, 300 + i,
          GraalPalette.BACK, name, f.isPresent(), "");
      things.add(f.isPresent() ? card.with(faces.look(f.getAsInt())) : card); // its colour and emblem too
      f.ifPresent(face -> details.put(id, faces.detail(face)));
    }
    marks.add(Mark.text(px + 88, py + 40, 12, GraalPalette.INK, Integer.toString(hand.size())));
    persona(s, seen, faces, seat, px, py - 36, -1, "", marks, things, details);
    badge(s, seat, px - 62, py - 22, hand.size(), marks);
  }

  /** The character face up and the ancestor (face down until revealed), side by side, or stacked when {@code lowY} >= 0. */
  private static void persona(GraalState s, Seen seen, GraalFaces faces, int seat, float px, float y, float lowY, String skill,
      List<Mark> marks, List<Thing> things, Map<String, Detail> details) {
    float cx = lowY >= 0 ? px : px - SIDE_W / 2 - 3;
    float ax = lowY >= 0 ? px : px + SIDE_W / 2 + 3;
    float ay = lowY >= 0 ? lowY : y;
    int character = s.characters().get(seat);
    if (character >= 0 && !s.tournament()) {
      if (!skill.isEmpty()) { // lit in the margin left of the card; the card itself is clicked
        marks.add(Mark.rect(cx - SIDE_W / 2 - 22, y - 9, 18, 18, GraalPalette.CLEAR, skill));
      }
      things.add(new Thing("character-" + seat, Thing.Shape.CARD, cx, y, SIDE_W, SIDE_H, 50, GraalPalette.BACK,
          faces.character(character), true, skill, Face.of(faces.words().get("graal.kind.character"), "", Emblem.BOOK)));
      details.put("character-" + seat, faces.characterDetail(Character.values()[character]));
    }
    int ancestor = s.ancestors().get(seat);
    if (ancestor >= 0) {
      CardRef ref = new CardRef(ancestor);
      OptionalInt f = Cards.face(s.cards(), ref, seen);
      boolean up = f.isPresent() && f.getAsInt() >= 100;
      boolean blocked = s.blocked().get(seat);
      things.add(new Thing(Cards.id(ref), Thing.Shape.CARD, ax, ay, SIDE_W, SIDE_H, 50, GraalPalette.ANCESTOR_BACK,
          up ? faces.of(f.getAsInt()) : "", up, "", up ? faces.look(f.getAsInt()) : null));
      details.put(Cards.id(ref), up ? faces.detail(f.getAsInt()) : faces.hiddenAncestor());
      if (blocked) {
        marks.add(Mark.text(ax + SIDE_W / 2 + 8, ay, 16, GraalPalette.ATTACK, "×"));
      }
    }
  }

  /** "GRAAL!" over a hand of one card said with its lay; nothing over one kept silent (a call-out waits). */
  private static void badge(GraalState s, int seat, float x, float y, int cards, List<Mark> marks) {
    if (cards == 1 && !s.silent().contains(seat) && !out(s, seat)) {
      marks.add(Mark.text(x, y + 36, 18, GraalPalette.GOLD, "GRAAL!"));
    }
  }

  private static boolean out(GraalState s, int seat) {
    return s.out().get(seat);
  }

  // ---- cards ----

  /** A card face up (its name, kind, colour band and emblem, and what it does on hover) or face down, as a thing. */
  static List<Thing> face(GraalFaces faces, String id, int face, float x, float y, float z, String target,
      Map<String, Detail> details) {
    return face(faces, id, face, x, y, z, target, Thing.CARD_W, details);
  }

  /**
   * The same, its name fitted to the room the card shows ({@code room}: how much of it is not
   * covered by the next card): whole, short, or none (the faces are drawn over every card).
   */
  static List<Thing> face(GraalFaces faces, String id, int face, float x, float y, float z, String target, float room,
      Map<String, Detail> details) {
    Thing card = card(faces, id, face, x, y, z, target, face >= 0);
    if (face >= 0 && room < Thing.CARD_W) { // under the next card: its colour and emblem, its name on the top card
      card = Thing.card(id, x, y, z, GraalPalette.BACK, " ", true, target).with(faces.look(face));
    }
    if (face >= 0) {
      details.put(id, faces.detail(face));
    }
    return List.of(card);
  }

  static Thing card(GraalFaces faces, String id, int face, float x, float y, float z, String target, boolean up) {
    Thing card = Thing.card(id, x, y, z, GraalPalette.BACK, up && face >= 0 ? faces.of(face) : "", up && face >= 0, target);
    return up && face >= 0 ? card.with(faces.look(face)) : card;
  }
}
