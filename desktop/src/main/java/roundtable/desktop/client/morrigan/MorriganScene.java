package roundtable.desktop.client.morrigan;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import roundtable.core.hidden.CardRef;
import roundtable.core.morrigan.Card;
import roundtable.core.morrigan.MorriganState;
import roundtable.core.morrigan.MorriganState.Effect;
import roundtable.core.morrigan.MorriganState.Holding;
import roundtable.core.morrigan.MorriganState.Round;
import roundtable.core.morrigan.MorriganState.Stake;
import roundtable.desktop.client.board.Around;
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
 * The Morrigan table seen from one seat: the viewer at the bottom with its hand, Territories (their
 * reinforcements fanned behind) and trophies; the others round the table with their hands face
 * down; in the middle the Adversaries with their reinforcements, the contest of the moment (an
 * Épreuve's bets, a fight's cards, the duel with Maletar), the draw pile, the discards face up and
 * the Special cards in effect. Words are left to the prompt and the log: the scene writes only
 * names, numbers and the cards' own names.
 */
final class MorriganScene {
  /** Cards about to be shown in passing (a step): faces opened by the action, cards laid in the middle. */
  /**
   * Cards about to be shown in passing (a step): the faces the action opens, the cards it played
   * laid in the middle, the reinforcements flipped against them, and the score ("7 ⚔ 5").
   */
  record Clash(Map<Integer, Integer> flipped, List<CardRef> laid, List<Integer> laidBy, List<CardRef> defence,
      String score) {
    static final Clash NONE = new Clash(Map.of(), List.of(), List.of(), List.of(), "");
  }

  static final float HAND_Y = 70;
  /** The viewer's panel along the bottom, and the box its hand fans out in (the largest cards on the table). */
  static final float OWN_TOP = 174;
  /** The viewer's own cards, the largest on the table (they shrink only for a hand too big for the box). */
  static final float OWN_W = 76;
  static final float OWN_H = 106;
  static final float HAND_X0 = 196;
  static final float HAND_X1 = 684;
  static final float ADVERSARY_Y = 438;
  static final float CONTEST_Y = 334;
  static final float PILES_Y = 230;
  private static final float OTHER_W = 236;
  private static final float OTHER_H = 118;
  /** The widest a name is drawn in another seat's panel (centred 60 from its left). */
  static final float OTHER_NAME_W = 108;
  private static final float FAN = 9;
  private static final int CLEAR = 0x00000000;

  private final MorriganState s;
  private final Seen seen;
  private final MorriganFaces faces;
  private final Clash clash;
  private final List<Mark> marks = new ArrayList<>();
  private final List<Thing> things = new ArrayList<>();
  private final Map<String, Detail> details = new java.util.HashMap<>();

  private MorriganScene(MorriganState s, Seen seen, MorriganFaces faces, Clash clash) {
    this.s = s;
    this.seen = seen;
    this.faces = faces;
    this.clash = clash;
  }

  static Scene draw(MorriganState s, Seen seen, MorriganFaces faces, Clash clash) {
    MorriganScene d = new MorriganScene(s, seen, faces, clash);
    d.table();
    return new Scene(d.marks, d.things, d.details);
  }

  private void table() {
    marks.add(Mark.rect(0, 0, Scene.WIDTH, Scene.HEIGHT, MorriganPalette.CLOTH, ""));
    marks.add(Mark.rect(250, 178, 380, 312, MorriganPalette.MIDDLE, ""));
    int bottom = Math.max(0, seen.seat());
    for (Around.Place p : Around.seats(s.players(), seen)) {
      if (p.seat() == bottom) {
        own(bottom);
      } else {
        other(p);
      }
    }
    adversaries();
    contest();
    piles();
    effects();
  }

  // ---- the seats ----

  private String header(int seat) {
    return seen.name(seat) + "  ★ " + prestige(s, seat);
  }

  /** The seat's prestige, from the faces shown to all. */
  static int prestige(MorriganState s, int seat) {
    return s.prestige(seat);
  }

  private void own(int seat) {
    boolean turn = seat == s.turn() && s.outcome() == null;
    marks.add(Mark.rect(6, 4, Scene.WIDTH - 12, OWN_TOP - 4, MorriganPalette.OWN_PANEL, ""));
    frame(6, 4, Scene.WIDTH - 12, OWN_TOP - 4, seat, turn);
    marks.add(Mark.text(Scene.WIDTH / 2, OWN_TOP - 11, 15, MorriganPalette.seat(seat), header(seat)).within(Scene.WIDTH - 40));
    holdings(s.territories().get(seat), 16, HAND_X0 - 8, HAND_Y - 8, 48, 68, 20);
    ownHand(seat);
    trophies(seat, HAND_X1 + 8, 866, HAND_Y - 8, 44, 62, 20);
  }

  private void other(Around.Place p) {
    int seat = p.seat();
    boolean turn = seat == s.turn() && s.outcome() == null;
    float left = Math.max(4, Math.min(Scene.WIDTH - OTHER_W - 4, p.x() - OTHER_W / 2));
    float top = Math.min(Scene.HEIGHT - 4, p.y() + OTHER_H / 2);
    float bottom = top - OTHER_H;
    marks.add(Mark.rect(left, bottom, OTHER_W, OTHER_H, MorriganPalette.PANEL, "seat:" + seat));
    frame(left, bottom, OTHER_W, OTHER_H, seat, turn);
    // the name cut with "…" before the cards in hand, the prestige after it
    marks.add(Mark.text(left + 60, top - 13, 14, MorriganPalette.seat(seat), seen.name(seat)).within(OTHER_NAME_W));
    marks.add(Mark.text(left + 138, top - 13, 14, MorriganPalette.seat(seat), "★ " + prestige(s, seat)));
    hand(seat, left + 166, left + OTHER_W - 6, top - 16, 18, 26, 40);
    // one row: the Territories from the left, the trophies from the right, each given room by its count
    int lands = s.territories().get(seat).size();
    int won = s.trophies().get(seat).size();
    float split = left + 6 + (OTHER_W - 12) * (lands + 0.5f) / (lands + won + 1);
    float y = bottom + 42;
    holdings(s.territories().get(seat), left + 6, split - 2, y, 46, 64, 20);
    trophies(seat, split + 2, left + OTHER_W - 6, y, 44, 62, 20);
  }

  /** A seat's edge in its colour, doubled in gold while it is the seat to play. */
  private void frame(float x, float y, float w, float h, int seat, boolean turn) {
    marks.add(Mark.frame(x, y, w, h, turn ? MorriganPalette.TURN : MorriganPalette.seat(seat)));
    if (turn) {
      marks.add(Mark.frame(x + 2, y + 2, w - 4, h - 4, MorriganPalette.TURN));
    }
  }

  /**
   * The viewer's hand, sorted so that identical cards sit together, fanned in rows so that no card
   * hides another's name however many it holds.
   */
  private void ownHand(int seat) {
    if (seat != seen.seat()) {
      hand(seat, HAND_X0, HAND_X1, HAND_Y, Thing.CARD_W, Thing.CARD_H, 6);
      return;
    }
    List<CardRef> cards = new ArrayList<>(s.hands().get(seat));
    cards.removeAll(clash.laid());
    cards.sort(Comparator.comparingInt((CardRef c) -> face(c).isPresent() ? MorriganFaces.order(face(c).getAsInt()) : 9999)
        .thenComparingInt(CardRef::id));
    Fan fan = Fan.of(cards.size(), HAND_X0, 8, HAND_X1, OWN_TOP - 20, OWN_W, OWN_H, 6, 6);
    Map<String, Integer> copies = new java.util.TreeMap<>();
    for (int i = 0; i < cards.size(); i++) {
      CardRef c = cards.get(i);
      Fan.Slot at = fan.slots().get(i);
      String target = "";
      OptionalInt f = face(c);
      if (f.isPresent()) {
        int copy = copies.merge(MorriganFaces.key(f.getAsInt(), 1), 1, Integer::sum);
        target = MorriganFaces.key(f.getAsInt(), copy);
        // lit round the card's name band, the part of it always in sight, and no wider than the card:
        // a card of the row behind shows its middle in the gap between two cards of this row
        float band = fan.h() * Fan.NAME_BAND;
        marks.add(Mark.rect(at.x() - fan.w() / 2, at.y() + fan.h() / 2 - band, fan.w(), band + 3, CLEAR, target));
      }
      card(c, at.x(), at.y(), fan.w(), fan.h(), at.z(), target);
      int last = things.size() - 1;
      things.set(last, things.get(last).with(fan.shown(i, things.get(last).look())));
    }
  }

  /** A hand in a row between x0 and x1; the viewer's own sorted so that identical cards sit together. */
  private void hand(int seat, float x0, float x1, float y, float w, float h, float z) {
    List<CardRef> cards = new ArrayList<>(s.hands().get(seat));
    cards.removeAll(clash.laid());
    boolean own = seat == seen.seat();
    if (own) {
      cards.sort(Comparator.comparingInt((CardRef c) -> face(c).isPresent() ? MorriganFaces.order(face(c).getAsInt()) : 9999)
          .thenComparingInt(CardRef::id));
    }
    float step = step(cards.size(), x1 - x0, w, w + 6);
    float x = (x0 + x1) / 2 - step * (cards.size() - 1) / 2;
    Map<String, Integer> copies = new java.util.TreeMap<>();
    for (int i = 0; i < cards.size(); i++) {
      CardRef c = cards.get(i);
      String target = "";
      OptionalInt f = face(c);
      if (own && f.isPresent()) {
        String kind = MorriganFaces.key(f.getAsInt(), 1);
        int copy = copies.merge(kind, 1, Integer::sum);
        target = MorriganFaces.key(f.getAsInt(), copy);
        // The card's part in sight (the next card covers the rest): where it is clicked and marked.
        float seen = i == cards.size() - 1 || step <= 0 ? w : Math.min(w, step);
        marks.add(lit(x + i * step - w / 2, y - h / 2, seen, h, target));
      }
      card(c, x + i * step, y, w, h, z + i, target);
    }
  }

  /** Territories or Adversaries in a row from x0, each with its reinforcements fanned behind it. */
  private void holdings(List<Holding> row, float x0, float x1, float y, float w, float h, float z) {
    if (row.isEmpty()) {
      return;
    }
    float[] widths = new float[row.size()];
    float total = 0;
    for (int i = 0; i < row.size(); i++) {
      Holding hd = row.get(i);
      widths[i] = w + FAN * (hd.under().size() + (hd.curse() != null ? 1 : 0)) + 6;
      total += widths[i];
    }
    float squeeze = Math.min(1, (x1 - x0) / total);
    float x = x0 + w / 2;
    for (int i = 0; i < row.size(); i++) {
      Holding hd = row.get(i);
      String target = Cards.id(hd.card());
      int k = 1;
      List<CardRef> behind = new ArrayList<>(hd.under());
      if (hd.curse() != null) {
        behind.add(hd.curse());
      }
      behind.removeAll(clash.defence()); // in the middle, added up against the attack
      for (CardRef c : behind) {
        card(c, x + FAN * k * squeeze, y + 3 * k, w, h, z - k, target, false); // its face is in the sum below
        k++;
      }
      marks.add(lit(x - w / 2, y - h / 2, w + FAN * (k - 1) * squeeze, h, target));
      card(hd.card(), x, y, w, h, z, target);
      marks.add(Mark.text(x, y - h / 2 - 8, 11, MorriganPalette.INK, defence(hd)));
      x += widths[i] * squeeze;
    }
  }

  private void trophies(int seat, float x0, float x1, float y, float w, float h, float z) {
    List<CardRef> row = s.trophies().get(seat);
    float step = step(row.size(), x1 - x0, w, w + 4);
    for (int i = 0; i < row.size(); i++) {
      CardRef c = row.get(i);
      float x = x1 - w / 2 - (row.size() - 1 - i) * step;
      marks.add(lit(x - w / 2, y - h / 2, w, h, Cards.id(c)));
      card(c, x, y, w, h, z + i, Cards.id(c));
    }
  }

  /** The defence as the viewer can add it up: the card, what it can read under it, "?" for each hidden card. */
  private String defence(Holding hd) {
    int sum = face(hd.card()).isPresent() ? Card.of(face(hd.card()).getAsInt()).value() : 0;
    int hidden = 0;
    for (CardRef c : hd.under()) {
      OptionalInt f = face(c);
      if (f.isPresent()) {
        sum += Card.of(f.getAsInt()).strength();
      } else {
        hidden++;
      }
    }
    String text = hidden == 0 ? String.valueOf(sum) : sum + "+" + "?".repeat(hidden);
    return hd.curse() != null ? "(" + text + ")×2" : text;
  }

  // ---- the middle ----

  private void adversaries() {
    List<Holding> row = s.adversaries();
    float total = 0;
    for (Holding hd : row) {
      total += 52 + FAN * (hd.under().size() + (hd.curse() != null ? 1 : 0)) + 6;
    }
    float width = Math.min(total, 370);
    holdings(row, Around.CX - width / 2, Around.CX + width / 2, ADVERSARY_Y, 52, 74, 60);
  }

  /** The contest of the moment: an Épreuve and its bets, a fight's cards, or the duel with Maletar. */
  private void contest() {
    List<CardRef> row = new ArrayList<>();
    List<Integer> by = new ArrayList<>();
    String label = "";
    float mx = -1;
    Round r = s.round() instanceof Round.Recovery rc ? rc.then() : s.round();
    if (r instanceof Round.Betting b) {
      row.add(b.trial());
      by.add(-1);
      for (Stake st : b.bets()) {
        row.add(st.card());
        by.add(st.seat());
        if (st.blessing() != null) {
          row.add(st.blessing());
          by.add(st.seat());
        }
      }
      label = b.number() > 1 ? "×" + b.number() : "";
    } else if (r instanceof Round.Battle b) {
      row.addAll(b.attack());
      b.attack().forEach(c -> by.add(s.turn()));
      if (b.doubler() != null) {
        row.add(b.doubler());
        by.add(s.turn());
      }
    } else if (r instanceof Round.Duel d) {
      row.addAll(d.attack());
      d.attack().forEach(c -> by.add(s.turn()));
      mx = 1;
    }
    for (int i = 0; i < clash.laid().size(); i++) {
      if (!row.contains(clash.laid().get(i))) {
        row.add(clash.laid().get(i));
        by.add(clash.laidBy().get(i));
      }
    }
    int attackers = row.size();
    for (CardRef c : clash.defence()) {
      row.add(c);
      by.add(-1);
    }
    List<CardRef> maletar = r instanceof Round.Duel d ? d.maletar() : List.of();
    int count = row.size() + (mx > 0 ? 1 + maletar.size() : 0) + (clash.defence().isEmpty() ? 0 : 1);
    if (count == 0) {
      return;
    }
    float step = step(count, 370, 52, 60);
    float x = Around.CX - step * (count - 1) / 2;
    int attack = 0;
    boolean known = true;
    for (int i = 0; i < row.size(); i++) {
      CardRef c = row.get(i);
      if (i == attackers) {
        x += step; // a gap between the attack and the defence
      }
      card(c, x, CONTEST_Y, 52, 74, 200 + i, "");
      if (by.get(i) >= 0) {
        marks.add(Mark.text(x, CONTEST_Y - 46, 11, MorriganPalette.seat(by.get(i)), shortName(by.get(i))));
      }
      OptionalInt f = face(c);
      if (i >= attackers) {
        // the defence's cards: not in the attack's sum
      } else if (f.isPresent()) {
        attack += Card.of(f.getAsInt()).strength();
      } else {
        known = false;
      }
      x += step;
    }
    if (!clash.score().isEmpty()) {
      marks.add(Mark.text(Around.CX, CONTEST_Y + 52, 16, MorriganPalette.GOLD, clash.score()));
    }
    if (mx > 0) {
      int defence = 5;
      things.add(new Thing("maletar", Thing.Shape.CARD, x, CONTEST_Y, 56, 80, 220, MorriganPalette.MALETAR,
          faces.maletarName(), true, "", Face.of("", "5", Emblem.CROWN)));
      details.put("maletar", faces.maletar());
      x += step;
      for (int i = 0; i < maletar.size(); i++) {
        CardRef c = maletar.get(i);
        card(c, x, CONTEST_Y, 52, 74, 221 + i, "");
        OptionalInt f = face(c);
        defence += f.isPresent() ? Card.of(f.getAsInt()).value() : 0;
        x += step;
      }
      if (clash.score().isEmpty()) {
        marks.add(Mark.text(Around.CX, CONTEST_Y + 52, 15, MorriganPalette.GOLD, attack + "  ⚔  " + defence));
      }
    } else if (!clash.score().isEmpty()) {
      return;
    } else if (!(r instanceof Round.Betting) && known && attack > 0) {
      marks.add(Mark.text(Around.CX, CONTEST_Y + 52, 15, MorriganPalette.GOLD, "⚔ " + attack));
    } else if (!label.isEmpty()) {
      marks.add(Mark.text(Around.CX, CONTEST_Y + 52, 15, MorriganPalette.GOLD, label));
    }
  }

  /** A name under a card: up to a comma ("Bot 2, greedy"), at most nine letters. */
  private String shortName(int seat) {
    String name = seen.name(seat);
    int comma = name.indexOf(',');
    name = comma > 0 ? name.substring(0, comma) : name;
    return name.length() <= 9 ? name : name.substring(0, 8) + "…";
  }

  /** The draw pile (its top cards, so that a card drawn slides from it) and the discards, face up. */
  private void piles() {
    List<CardRef> deck = s.cards().pile(MorriganState.DECK);
    int shown = Math.min(4, deck.size());
    for (int i = shown - 1; i >= 0; i--) {
      float level = shown - 1 - i;
      card(deck.get(i), 290 + level * 1.5f, PILES_Y + level * 1.5f, 52, 74, 100 + level, "");
    }
    marks.add(Mark.text(290, PILES_Y - 47, 11, MorriganPalette.DIM, String.valueOf(deck.size())));
    for (CardRef c : s.discards()) { // every discard is face up: Allié Inattendu may name any of them
      face(c).ifPresent(f -> faces.remember(c, f));
    }
    List<CardRef> discards = new ArrayList<>(s.discards());
    discards.removeIf(c -> clash.laid().contains(c));
    int from = Math.max(0, discards.size() - 5);
    for (int i = from; i < discards.size(); i++) {
      float x = 362 + (i - from) * 16;
      String target = Cards.id(discards.get(i));
      marks.add(lit(x - 26, PILES_Y - 37, 52, 74, target));
      card(discards.get(i), x, PILES_Y, 52, 74, 110 + i - from, target, i == discards.size() - 1);
    }
    if (!discards.isEmpty()) {
      // Allié Inattendu takes any discard: those not on top are picked here, then by a button.
      float x = 362 + (discards.size() - 1 - from) * 8;
      marks.add(Mark.rect(x - 30, PILES_Y - 55, 60, 16, CLEAR, "discards"));
      marks.add(Mark.text(x, PILES_Y - 47, 11, MorriganPalette.DIM, String.valueOf(discards.size())));
    }
  }

  /** Déluge, Hiver Glacial, Sainte Relique while they last, with who played them. */
  private void effects() {
    float x = 500;
    for (Effect e : s.effects()) {
      card(e.card(), x, PILES_Y, 52, 74, 130, "");
      String who = shortName(e.seat());
      if (e.target() != null) {
        OptionalInt f = face(e.target());
        who += f.isPresent() ? " · " + faces.name(f.getAsInt()) : "";
      }
      marks.add(Mark.text(x, PILES_Y - 47, 10, MorriganPalette.seat(e.seat()), who));
      x += 58;
    }
  }

  // ---- cards ----

  /** The face this viewer may read: opened to it, shown to all, or flipped by the step being shown. */
  private OptionalInt face(CardRef c) {
    Integer flipped = clash.flipped().get(c.id());
    if (flipped != null) {
      return OptionalInt.of(flipped);
    }
    return Cards.face(s.cards(), c, seen);
  }

  private void card(CardRef c, float x, float y, float w, float h, float z, String target) {
    card(c, x, y, w, h, z, target, true);
  }

  /**
   * A card face up if the viewer may read it, else face down. A card mostly covered by the next
   * one ({@code written} false) shows a blank face: all faces are written over all the cards.
   */
  private void card(CardRef c, float x, float y, float w, float h, float z, String target, boolean written) {
    OptionalInt f = face(c);
    if (f.isPresent()) {
      faces.remember(c, f.getAsInt());
      String text = !written ? " " : faces.name(f.getAsInt());
      things.add(new Thing(Cards.id(c), Thing.Shape.CARD, x, y, w, h, z, MorriganPalette.BACK, text, true, target,
          written ? faces.look(f.getAsInt()) : null));
      details.put(Cards.id(c), faces.detail(f.getAsInt()));
    } else {
      things.add(new Thing(Cards.id(c), Thing.Shape.CARD, x, y, w, h, z, MorriganPalette.BACK, "", false, target));
      details.put(Cards.id(c), faces.hidden());
    }
  }

  /**
   * Where a card is lit when the input offers it: a glow round its lower part, the dot below its
   * name (a click on the card itself picks the card's target).
   */
  private static Mark lit(float x, float y, float w, float h, String target) {
    return Mark.rect(x - 3, y - 3, w + 6, h * 0.3f + 3, CLEAR, target);
  }

  private static float step(int n, float width, float w, float max) {
    return n <= 1 ? 0 : Math.min(max, (width - w) / (n - 1));
  }
}
