package roundtable.core.morrigan;

import java.util.List;
import java.util.OptionalInt;
import roundtable.core.hidden.CardRef;
import roundtable.core.morrigan.MorriganState.Effect;
import roundtable.core.morrigan.MorriganState.Holding;

/** The table as text: each seat's prestige, hand size, Territories and trophies; the middle. */
final class MorriganDiagram {
  private MorriganDiagram() {}

  static String draw(MorriganState s) {
    StringBuilder b = new StringBuilder();
    b.append("Morrigan, turn ").append(s.turns()).append(", ").append(s.phase().name().toLowerCase());
    if (s.turn() >= 0) {
      b.append(", seat ").append(s.turn()).append(" to play");
    }
    b.append('\n');
    b.append("deck ").append(s.cards().pileSize(MorriganState.DECK)).append(", discards ")
        .append(s.discards().size());
    if (!s.discards().isEmpty()) {
      b.append(" (top ").append(name(s, s.discards().get(s.discards().size() - 1))).append(')');
    }
    b.append('\n');
    for (int seat = 0; seat < s.players(); seat++) {
      b.append("seat ").append(seat).append(": prestige ").append(s.prestige(seat)).append(", hand ")
          .append(s.hands().get(seat).size());
      b.append(" | territories");
      for (Holding h : s.territories().get(seat)) {
        b.append(' ').append(holding(s, h));
      }
      b.append(" | trophies");
      for (CardRef c : s.trophies().get(seat)) {
        b.append(' ').append(name(s, c));
      }
      b.append('\n');
    }
    b.append("adversaries:");
    for (Holding h : s.adversaries()) {
      b.append(' ').append(holding(s, h));
    }
    b.append('\n');
    for (Effect e : s.effects()) {
      b.append("in play: ").append(e.special().title()).append(" by seat ").append(e.seat())
          .append(e.target() == null ? "" : " on c" + e.target().id()).append('\n');
    }
    if (s.round() != null) {
      b.append("now: ").append(s.round().getClass().getSimpleName().toLowerCase()).append('\n');
    }
    if (s.outcome() != null) {
      b.append("outcome: ").append(s.outcome().text()).append('\n');
    }
    return b.toString();
  }

  private static String holding(MorriganState s, Holding h) {
    StringBuilder b = new StringBuilder(name(s, h.card()));
    if (!h.under().isEmpty() || h.curse() != null) {
      b.append('[');
      List<String> under = h.under().stream().map(c -> {
        OptionalInt f = s.cards().publicFace(c);
        return f.isPresent() ? Card.of(f.getAsInt()).name() : "?";
      }).toList();
      b.append(String.join(",", under));
      if (h.curse() != null) {
        b.append(under.isEmpty() ? "" : ",").append("cursed");
      }
      b.append(']');
    }
    return b.toString();
  }

  private static String name(MorriganState s, CardRef c) {
    OptionalInt f = s.cards().publicFace(c);
    return "c" + c.id() + ":" + (f.isPresent() ? Card.of(f.getAsInt()).name().replace(' ', '-') : "?");
  }
}
