package roundtable.desktop.client.grailcup;

import static roundtable.desktop.client.grailcup.TrackLayout.x;
import static roundtable.desktop.client.grailcup.TrackLayout.y;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import roundtable.core.grailcup.GrailCupState;
import roundtable.core.hidden.CardRef;
import roundtable.core.hidden.HiddenCards;
import roundtable.desktop.client.board.Around;
import roundtable.desktop.client.board.Cards;
import roundtable.desktop.client.board.Detail;
import roundtable.desktop.client.board.Fan;
import roundtable.desktop.client.board.Mark;
import roundtable.desktop.client.board.Scene;
import roundtable.desktop.client.board.Seen;
import roundtable.desktop.client.board.Thing;

/**
 * Draws one Grail Cup moment: the track in the middle (its Castles, Churches, Villages, clover
 * spots with their face-down tokens, the red square, the finish), the knights on it (a shared
 * square's knights one behind the other, front first), the Dragon; round the table each seat's
 * panel with its Allies kept, the Allies handed to it in the draft, its Lances and the
 * Chancellor's seal; above the track the Allies set aside, the Village die and the reserves;
 * below it the nine Allies as they are called.
 *
 * <p>Targets: {@code sq:N} a square (and the token on it), {@code knight:S} a knight,
 * {@code seat:S} a seat's panel, {@code ally:N} an Ally of the calling row, {@code hand:card-N} a
 * card of the viewer's hand.
 */
final class GrailCupScene {
  static final float OWN_W = 380;
  static final float OWN_H = 140;
  static final float SEAT_W = 150;
  static final float SEAT_H = 80;
  static final float BIG_W = 58;
  static final float BIG_H = 82;
  static final float SMALL_W = 28;
  static final float SMALL_H = 40;
  static final float BAND_Y = 484;
  static final float ALLIES_Y = 182;

  private final GrailCupState s;
  private final Seen seen;
  private final Positions at;
  private final int called;
  private final List<Mark> marks = new ArrayList<>();
  private final List<Thing> things = new ArrayList<>();
  private final Map<Integer, Integer> faces;
  private final GrailCupFaces words;
  private final Map<String, Detail> details = new HashMap<>();

  private GrailCupScene(GrailCupState s, Seen seen, Positions at, int called, Map<Integer, Integer> faces,
      GrailCupFaces words) {
    this.words = words;
    this.s = s;
    this.seen = seen;
    this.at = at;
    this.called = called;
    this.faces = faces;
  }

  /**
   * The scene of this state as {@code seen} sees it, the track's things where {@code at} puts them.
   *
   * @param called the Ally being called now (1..9), or 0
   * @param faces filled with the faces of the cards the viewer may read, by card id (for the buttons' words)
   */
  static Scene draw(GrailCupState s, Seen seen, Positions at, int called, Map<Integer, Integer> faces) {
    return draw(s, seen, at, called, faces, GrailCupFaces.ENGLISH);
  }

  static Scene draw(GrailCupState s, Seen seen, Positions at, int called, Map<Integer, Integer> faces,
      GrailCupFaces words) {
    GrailCupScene scene = new GrailCupScene(s, seen, at, called, faces, words);
    scene.track();
    scene.knights();
    scene.seats();
    scene.band();
    scene.alliesRow();
    return new Scene(scene.marks, scene.things, scene.details);
  }

  private void track() {
    marks.add(Mark.rect(x(0) - 30, y(0) - 30, TrackLayout.STEP * 11 + 60, TrackLayout.ROW_STEP * 3 + 60,
        0x1B3F31FF, ""));
    for (int sq = 0; sq + 1 < TrackLayout.SQUARES; sq++) {
      marks.add(Mark.line(x(sq), y(sq), x(sq + 1), y(sq + 1), GrailCupPalette.LINK));
    }
    float half = TrackLayout.SIZE / 2;
    for (int sq = 0; sq < TrackLayout.SQUARES; sq++) {
      float cx = x(sq);
      float cy = y(sq);
      marks.add(Mark.rect(cx - half - 1.5f, cy - half - 1.5f, TrackLayout.SIZE + 3, TrackLayout.SIZE + 3,
          GrailCupPalette.PATH_EDGE, ""));
      marks.add(Mark.rect(cx - half, cy - half, TrackLayout.SIZE, TrackLayout.SIZE, colour(sq), "sq:" + sq));
      details.put("sq:" + sq, words.square(sq));
      decorate(sq, cx, cy);
    }
  }

  private static int colour(int sq) {
    if (sq == TrackLayout.FINISH) {
      return GrailCupPalette.FINISH;
    }
    if (TrackLayout.CASTLES.contains(sq)) {
      return GrailCupPalette.CASTLE;
    }
    if (TrackLayout.CHURCHES.contains(sq)) {
      return GrailCupPalette.CHURCH;
    }
    if (TrackLayout.VILLAGES.contains(sq)) {
      return GrailCupPalette.VILLAGE;
    }
    if (TrackLayout.CLOVER_SPOTS.contains(sq)) {
      return GrailCupPalette.CLOVER;
    }
    if (sq == TrackLayout.RED) {
      return GrailCupPalette.RED_SQUARE;
    }
    return sq <= 8 ? GrailCupPalette.START : GrailCupPalette.PATH;
  }

  /** What is printed on a square: battlements, a cross, a roof, a start number, the Grail. */
  private void decorate(int sq, float cx, float cy) {
    float half = TrackLayout.SIZE / 2;
    if (sq == TrackLayout.FINISH) {
      marks.add(Mark.text(cx, cy + 1, 22, 0x8A5A10FF, "★"));
    } else if (TrackLayout.CASTLES.contains(sq)) {
      for (int i = 0; i < 3; i++) {
        marks.add(Mark.rect(cx - half + 2 + i * 12, cy + half - 2, 6, 6, GrailCupPalette.CASTLE_DARK, ""));
      }
      marks.add(Mark.rect(cx - 4, cy - half, 8, 11, GrailCupPalette.CASTLE_DARK, ""));
    } else if (TrackLayout.CHURCHES.contains(sq)) {
      marks.add(Mark.rect(cx - 2, cy - 11, 4, 22, GrailCupPalette.CROSS, ""));
      marks.add(Mark.rect(cx - 8, cy + 2, 16, 4, GrailCupPalette.CROSS, ""));
    } else if (TrackLayout.VILLAGES.contains(sq)) {
      marks.add(Mark.rect(cx - 9, cy - 10, 18, 12, GrailCupPalette.VILLAGE_DARK, ""));
      marks.add(Mark.text(cx, cy + 7, 16, GrailCupPalette.VILLAGE_DARK, "^"));
    } else if (sq == TrackLayout.RED) {
      marks.add(Mark.ring(cx, cy, 26, GrailCupPalette.DRAGON));
    }
    if (sq <= TrackLayout.LAST_START) {
      marks.add(Mark.text(cx, cy, 16, GrailCupPalette.NUMBER, String.valueOf(TrackLayout.startNumber(sq))));
    }
    if (sq > TrackLayout.LAST_START && sq < TrackLayout.FINISH) {
      marks.add(Mark.text(cx + half - 8, cy - half + 6, 9, GrailCupPalette.NUMBER, String.valueOf(sq)));
    }
  }

  private void knights() {
    for (int spot : TrackLayout.CLOVER_SPOTS) {
      for (CardRef token : s.cards().pile(TrackLayout.spotPile(spot))) {
        things.add(token(token, x(spot), y(spot), 22, 1, "sq:" + spot));
      }
    }
    if (at.turned() >= 0) {
      things.add(Thing.token("turned-" + at.turned(), x(at.turned()), y(at.turned()) + 6, 26, 4, GrailCupPalette.TOKEN,
          TrackLayout.cloverFace(at.turnedKind()), true, "sq:" + at.turned()));
      details.put("turned-" + at.turned(), words.clover(at.turnedKind()));
      // the token turned over says its full name above its square while it acts
      String name = words.clover(at.turnedKind()).title();
      float lx = Math.max(70, Math.min(Scene.WIDTH - 70, x(at.turned())));
      float ly = y(at.turned()) + TrackLayout.SIZE / 2 + 12;
      marks.add(Mark.rect(lx - 66, ly - 9, 132, 18, GrailCupPalette.TOKEN, ""));
      marks.add(Mark.text(lx, ly, 12, 0xFFFFFFFF, name).within(126));
    }
    things.add(Thing.token("dragon", x(at.dragon()), y(at.dragon()), 30, 3, GrailCupPalette.DRAGON, "♦", true,
        "sq:" + at.dragon()));
    details.put("dragon", words.piece("dragon"));
    for (int sq = 0; sq < TrackLayout.SQUARES; sq++) {
      List<Integer> here = at.on(sq);
      for (int i = 0; i < here.size(); i++) {
        int seat = here.get(i);
        // The front knight stands on the square; each one behind it a little further back, drawn under it.
        things.add(new Thing("knight-" + seat, Thing.Shape.PAWN, x(sq) + (i % 2 == 0 ? 0 : 4), y(sq) + 2 + 11 * i,
            18, 28, 20 - i, GrailCupPalette.knight(seat), "", true, "knight:" + seat));
        details.put("knight-" + seat, words.piece("knight", seen.name(seat)));
      }
    }
  }

  /** A hidden card as a token (a clover token), face up for a viewer who may read it. */
  private Thing token(CardRef ref, float cx, float cy, float size, float z, String target) {
    OptionalInt face = Cards.face(s.cards(), ref, seen);
    if (face.isPresent()) {
      faces.put(ref.id(), face.getAsInt());
    }
    details.put(Cards.id(ref), words.clover(face.isPresent() ? TrackLayout.cloverKind(face.getAsInt()) : -1));
    return Thing.token(Cards.id(ref), cx, cy, size, z, GrailCupPalette.TOKEN,
        face.isPresent() ? TrackLayout.cloverFace(TrackLayout.cloverKind(face.getAsInt())) : "", face.isPresent(),
        target);
  }

  /** A hidden Ally card, face up for a viewer who may read it. */
  private Thing ally(CardRef ref, float cx, float cy, float w, float h, float z, String target) {
    OptionalInt face = Cards.face(s.cards(), ref, seen);
    if (face.isPresent()) {
      faces.put(ref.id(), face.getAsInt());
    }
    String pick = target.isEmpty() ? "" : target + Cards.id(ref);
    if (face.isEmpty()) {
      details.put(Cards.id(ref), words.hiddenAlly());
      return new Thing(Cards.id(ref), Thing.Shape.CARD, cx, cy, w, h, z, GrailCupPalette.ALLY_BACK, "", false, pick);
    }
    int n = face.getAsInt();
    details.put(Cards.id(ref), words.allyDetail(n));
    return new Thing(Cards.id(ref), Thing.Shape.CARD, cx, cy, w, h, z, GrailCupPalette.ALLY_BACK, words.ally(n), true, pick,
        words.allyLook(n));
  }

  private void seats() {
    boolean merlinLooks = TrackLayout.CLOVER_SPOTS.stream().anyMatch(
        spot -> s.cards().pile(TrackLayout.spotPile(spot)).isEmpty());
    for (Around.Place place : Around.seats(s.players(), seen)) {
      int seat = place.seat();
      boolean own = place.own();
      float w = own ? OWN_W : SEAT_W;
      float h = own ? OWN_H : SEAT_H;
      float left = place.x() - w / 2;
      float bottom = place.y() - h / 2;
      if (own) {
        bottom = 20;
      }
      marks.add(Mark.rect(left - 2, bottom - 2, w + 4, h + 4,
          seat == s.chancellor() ? GrailCupPalette.PANEL_EDGE : 0x00000080, ""));
      marks.add(Mark.rect(left, bottom, w, h, GrailCupPalette.PANEL, "seat:" + seat));
      marks.add(Mark.rect(left, bottom, 7, h, GrailCupPalette.knight(seat), ""));
      // the name between the knight's colour strip and the Chancellor's seal, cut with "…"
      marks.add(Mark.text(left + w / 2 - 9.5f, bottom + h - 11, 13, GrailCupPalette.INK, seen.name(seat)).within(w - 37));
      // The Lances in front of their owner, seen by everybody.
      for (int i = 0; i < at.lances().get(seat); i++) {
        things.add(new Thing("lance-" + seat + "-" + i, Thing.Shape.CARD, left + 26 + i * 18, bottom + 8, 15, 5, 2,
            GrailCupPalette.LANCE, "", false, "seat:" + seat));
        details.put("lance-" + seat + "-" + i, words.piece("lance", seen.name(seat)));
      }
      if (s.seal() == seat) {
        things.add(Thing.token("seal", left + w - 16, bottom + h - 14, 20, 3, GrailCupPalette.GOLD, "", true, "seat:" + seat));
        details.put("seal", words.piece("seal"));
      }
      List<CardRef> kept = new ArrayList<>();
      List<CardRef> handed = new ArrayList<>();
      for (CardRef c : s.cards().hand(seat)) {
        if (s.chosen().get(seat).contains(c.id())) {
          kept.add(c);
        } else if (!s.asideUp().contains(c.id()) && !s.asideDown().contains(c.id())) {
          handed.add(c);
        }
      }
      float cw = own ? BIG_W : SMALL_W;
      float ch = own ? BIG_H : SMALL_H;
      float cy = bottom + (own ? 62 : 37);
      // The Allies kept at the right end; those handed to the seat from the left.
      float right = left + w - 10 - cw / 2;
      for (int i = 0; i < kept.size(); i++) {
        things.add(ally(kept.get(i), right - (kept.size() - 1 - i) * (cw + 4), cy, cw, ch, 5 + i, own ? "hand:" : ""));
      }
      float hx = left + 16 + cw / 2;
      float room = right - kept.size() * (cw + 4) - 8 - hx;
      float step = handed.size() <= 1 ? 0 : Math.min(cw + 3, room / (handed.size() - 1));
      if (own && !merlinLooks) { // the viewer's draft fanned in rows: every Ally's name in sight
        Fan fan = Fan.of(handed.size(), left + 12, bottom + 4, left + w - 10 - kept.size() * (cw + 4), bottom + h - 20,
            cw, ch, 3, 10);
        for (int i = 0; i < handed.size(); i++) {
          Fan.Slot at = fan.slots().get(i);
          Thing card = ally(handed.get(i), at.x(), at.y(), fan.w(), fan.h(), at.z(), "hand:");
          things.add(card.with(fan.shown(i, card.look())));
        }
        continue;
      }
      for (int i = 0; i < handed.size(); i++) {
        CardRef c = handed.get(i);
        if (merlinLooks) {
          things.add(token(c, hx + i * 26, cy, 22, 10 + i, ""));
        } else {
          things.add(ally(c, hx + i * step, cy + (own ? 4 : 2), cw, ch, 10 + i, own ? "hand:" : ""));
        }
      }
    }
  }

  /** Above the track: the Allies' pile, the Allies set aside, the Village die, the reserves. */
  private void band() {
    HiddenCards cards = s.cards();
    float x = 330;
    List<CardRef> pile = cards.pile("allies");
    for (int i = 0; i < pile.size(); i++) {
      things.add(ally(pile.get(i), x + i * 1.2f, BAND_Y + i * 1.2f, SMALL_W + 6, SMALL_H + 8, i, ""));
    }
    List<CardRef> aside = new ArrayList<>();
    for (CardRef c : cards.hand(Math.max(0, s.chancellor()))) {
      if (s.asideUp().contains(c.id()) || s.asideDown().contains(c.id())) {
        aside.add(c);
      }
    }
    for (int seat = 0; seat < s.players(); seat++) {
      if (seat != s.chancellor()) {
        for (CardRef c : cards.hand(seat)) {
          if (s.asideDown().contains(c.id())) {
            aside.add(c); // three players: the card set aside at random lies with the others
          }
        }
      }
    }
    for (int i = 0; i < aside.size(); i++) {
      things.add(ally(aside.get(i), 380 + i * 38, BAND_Y, SMALL_W + 6, SMALL_H + 8, 1, ""));
    }
    List<CardRef> reserve = cards.pile(TrackLayout.RESERVE);
    for (int i = 0; i < reserve.size(); i++) {
      things.add(token(reserve.get(i), 618 + i * 0.8f, BAND_Y - 6 + i * 0.8f, 22, i, ""));
    }
    boolean rolling = s.die() != null && !s.die().isDone();
    String face = at.die() < 0 ? "" : at.die() == 0 ? "★" : at.die() <= 2 ? "×" : "↑";
    things.add(new Thing("die", Thing.Shape.CARD, 566, BAND_Y, 40, 40, 2, GrailCupPalette.VILLAGE_DARK,
        rolling ? "" : face, !rolling, ""));
    details.put("die", words.piece("die"));
    for (int i = 0; i < s.lanceReserve() && i < TrackLayout.LANCES; i++) {
      things.add(new Thing("lance-r-" + i, Thing.Shape.CARD, 372 + i * 5, BAND_Y + 36, 3, 22, 1, GrailCupPalette.LANCE, "",
          false, ""));
    }
  }

  /** Below the track: the nine Allies in the order they are called, lit when shown, crossed when set aside face up. */
  private void alliesRow() {
    int[] holder = new int[10];
    java.util.Arrays.fill(holder, -1);
    boolean[] up = new boolean[10];
    for (int seat = 0; seat < s.players(); seat++) {
      for (int card : s.chosen().get(seat)) {
        OptionalInt face = s.cards().publicFace(new CardRef(card));
        if (face.isPresent()) {
          holder[face.getAsInt()] = seat;
        }
      }
    }
    for (int card : s.asideUp()) {
      s.cards().publicFace(new CardRef(card)).ifPresent(f -> up[f] = true);
    }
    for (int n = 1; n <= 9; n++) {
      float cx = 440 + (n - 5) * 34;
      if (n == called) {
        marks.add(Mark.disc(cx, ALLIES_Y, 34, GrailCupPalette.CALLED));
      }
      if (n == s.curse()) {
        marks.add(Mark.disc(cx, ALLIES_Y, 31, GrailCupPalette.CURSE));
      }
      int fill = holder[n] >= 0 ? GrailCupPalette.knight(holder[n]) : up[n] ? 0x55555580 : GrailCupPalette.PATH;
      marks.add(new Mark(Mark.Kind.DISC, cx, ALLIES_Y, 26, 26, fill, "", "ally:" + n));
      marks.add(Mark.text(cx, ALLIES_Y, 14, holder[n] >= 0 ? GrailCupPalette.onKnight(holder[n]) : GrailCupPalette.NUMBER,
          String.valueOf(n)));
      if (up[n]) {
        marks.add(Mark.line(cx - 10, ALLIES_Y - 10, cx + 10, ALLIES_Y + 10, 0x333333FF));
      }
    }
  }
}
