package roundtable.desktop.client.morrigan;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.OptionalInt;
import roundtable.core.hidden.CardRef;
import roundtable.core.morrigan.Card;
import roundtable.core.morrigan.Card.Kind;
import roundtable.core.morrigan.Morrigan;
import roundtable.core.morrigan.MorriganState;
import roundtable.core.morrigan.MorriganState.Round;
import roundtable.core.morrigan.Move;
import roundtable.core.crypto.TableNotation;
import roundtable.core.table.Action;
import roundtable.core.table.Prompt;
import roundtable.desktop.client.Words;
import roundtable.desktop.client.board.Seen;

/**
 * The Morrigan board's words ({@code morrigan_*.properties}): the actions, the prompt for the
 * viewer, the log and the ending. The cards keep their French names (the game's), with the four
 * kinds in the viewer's language. The log's lines are {@link MorriganLog}'s.
 */
final class MorriganWords {
  private final Words w;
  private final Seen seen;
  private final MorriganFaces faces;
  private final MorriganState state;

  MorriganWords(Words w, Seen seen, MorriganFaces faces, MorriganState state) {
    this.w = w;
    this.seen = seen;
    this.faces = faces;
    this.state = state;
  }

  // ---- actions ----

  String action(Action action) {
    if (action instanceof Move.LayTerritory m) {
      return w.get("morrigan.move.territory", card(m.card()));
    }
    if (action instanceof Move.LayAdversary m) {
      return w.get("morrigan.move.adversary", card(m.card()));
    }
    if (action instanceof Move.PlayTrial m) {
      return w.get("morrigan.move.trial", card(m.card()));
    }
    if (action instanceof Move.Fight m) {
      return w.get(m.sword() == null ? "morrigan.move.fight" : "morrigan.move.fightSword", card(m.adversary()),
          sum(m.actions()));
    }
    if (action instanceof Move.Conquer m) {
      return w.get(m.catapult() == null ? "morrigan.move.conquer" : "morrigan.move.conquerCatapult",
          card(m.territory()), who(owner(m.territory())), sum(m.actions()));
    }
    if (action instanceof Move.PlaySpecial m) {
      String key = "morrigan.move.special." + m.special().word();
      return switch (m.special()) {
        case ALLY, SHIELD -> w.get(key, card(m.targets().get(0)));
        case RELIC -> w.get(key, card(m.targets().get(0)));
        case SORCERY -> w.get(key, who(m.seat()));
        case FAVOUR -> w.get(key, favour(m.targets()));
        default -> w.get(key);
      };
    }
    if (action instanceof Move.Reinforce m) {
      return w.get("morrigan.move.reinforce", card(m.card()), card(m.target()));
    }
    if (action instanceof Move.Curse m) {
      return w.get("morrigan.move.curse", card(m.adversary()));
    }
    if (action instanceof Move.Pass) {
      return w.get("morrigan.move.pass");
    }
    if (action instanceof Move.Bet m) {
      return m.blessing() == null ? w.get("morrigan.move.bet", card(m.card()))
          : w.get("morrigan.move.betBlessed", card(m.card()));
    }
    if (action instanceof Move.Fold) {
      return w.get(state != null && state.round() instanceof Round.Betting b && b.number() > 1
          ? "morrigan.move.abandon" : "morrigan.move.fold");
    }
    if (action instanceof Move.End) {
      return w.get(state != null && state.phase() == MorriganState.Phase.REINFORCE
          ? "morrigan.move.endReinforce" : "morrigan.move.endAction");
    }
    if (action instanceof Move.Declare m) {
      return w.get(m.duel() ? "morrigan.move.duel" : "morrigan.move.noDuel");
    }
    if (action instanceof Move.Attack m) {
      return w.get("morrigan.move.attack", m.actions().isEmpty() ? w.get("morrigan.nothing") : sum(m.actions()));
    }
    if (action instanceof Move.Strengthen m) {
      return w.get("morrigan.move.maletar", card(m.card()));
    }
    if (action instanceof Move.Lose m) {
      return w.get("morrigan.move.lose", card(m.card()));
    }
    if (action instanceof Move.Discard m) {
      return w.get("morrigan.move.discard", card(m.card()));
    }
    return w.get("morrigan.move.other", TableNotation.format(action, Morrigan.GAME.notation()));
  }

  /** Favori du Roi's blind picks: "the 2nd card" when it is the same place in each hand, else each place. */
  private String favour(List<CardRef> picks) {
    List<Integer> places = new ArrayList<>();
    for (CardRef c : picks) {
      int place = -1;
      if (state != null) {
        for (List<CardRef> h : state.hands()) {
          if (h.contains(c)) {
            place = h.indexOf(c) + 1;
          }
        }
      }
      places.add(place);
    }
    if (places.stream().distinct().count() == 1) {
      return String.valueOf(places.get(0));
    }
    return String.join(", ", places.stream().map(String::valueOf).toList());
  }

  private int owner(CardRef territory) {
    if (state != null) {
      for (int s = 0; s < state.players(); s++) {
        int seat = s;
        if (state.territories().get(s).stream().anyMatch(h -> h.card().equals(territory))) {
          return seat;
        }
      }
    }
    return -1;
  }

  // ---- the prompt ----

  String prompt(Prompt prompt) {
    MorriganState s = state;
    if (s.outcome() != null || prompt.isOver()) {
      return s.outcome() == null ? w.get("board.over") : new MorriganLog(w, seen).outcome(s.outcome());
    }
    if (s.startDraw() != null) {
      return w.get("morrigan.prompt.first");
    }
    if (!s.cards().pending().isOver()) {
      return w.get("morrigan.prompt.cards");
    }
    List<Integer> asked = prompt.seats().keySet().stream().sorted().toList();
    int who = asked.isEmpty() ? s.turn() : asked.get(0);
    boolean mine = who == seen.you();
    String name = who(who);
    Round r = s.round();
    if (r instanceof Round.Placement) {
      return mine ? w.get("morrigan.prompt.placement") : w.get("morrigan.prompt.placementWait", name);
    }
    if (r instanceof Round.Betting b) {
      String trial = card(b.trial());
      String key = b.number() == 1 ? "morrigan.prompt.bet" : "morrigan.prompt.rebet";
      return mine ? w.get(key, trial) : w.get(key + "Wait", trial, name);
    }
    if (r instanceof Round.Recovery) {
      return mine ? w.get("morrigan.prompt.recovery") : w.get("morrigan.prompt.recoveryWait", name);
    }
    if (r instanceof Round.Duel d) {
      String key = d.losing() ? "morrigan.prompt.duelLose" : !d.attacked() ? "morrigan.prompt.duelAttack"
          : "morrigan.prompt.duelMaletar";
      return mine ? w.get(key, who(s.turn())) : w.get(key + "Wait", who(s.turn()), name);
    }
    String key = switch (s.phase()) {
      case START -> "morrigan.prompt.start";
      case REINFORCE -> "morrigan.prompt.reinforce";
      case DISCARD -> "morrigan.prompt.discard";
      default -> "morrigan.prompt.action";
    };
    int prestige = MorriganScene.prestige(s, who);
    return mine ? w.get(key, prestige) : w.get(key + "Wait", name, prestige);
  }

  // ---- names ----

  private String who(int seat) {
    return seat < 0 ? "?" : seen.name(seat);
  }

  /** A card as the viewer has read it, or "a card". */
  String card(CardRef c) {
    OptionalInt f = faces.face(c);
    return f.isPresent() ? name(Card.of(f.getAsInt())) : w.get("morrigan.card.hidden");
  }

  private String name(Card c) {
    return name(w, c);
  }

  /** A card's own name in the viewer's words, as its face on the board says it: a Special's, or its kind and value. */
  static String name(Words w, Card c) {
    return c.kind() == Kind.SPECIAL ? special(w, c.special()) : w.get("morrigan.kind." + c.kind().name(), c.value());
  }

  /** A Special's name in the viewer's words (its French title, printed on the card, is in its details). */
  static String special(Words w, Card.Special special) {
    return w.get("morrigan.name." + special.word());
  }

  /** Action cards added up, from the highest: "5 + 3 = 8". */
  private String sum(List<CardRef> cards) {
    List<Integer> values = new ArrayList<>();
    for (CardRef c : cards) {
      OptionalInt f = faces.face(c);
      values.add(f.isPresent() ? Card.of(f.getAsInt()).value() : 0);
    }
    values.sort(Comparator.reverseOrder());
    String parts = String.join(" + ", values.stream().map(String::valueOf).toList());
    return values.size() == 1 ? parts : parts + " = " + values.stream().mapToInt(Integer::intValue).sum();
  }
}
