package roundtable.desktop.client.graal;

import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;
import java.util.function.IntFunction;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import roundtable.core.graal.Ancestor;
import roundtable.core.graal.Card;
import roundtable.core.graal.Character;
import roundtable.core.graal.Colour;
import roundtable.core.graal.Duel;
import roundtable.core.graal.Graal;
import roundtable.core.graal.GraalState;
import roundtable.core.graal.Move;
import roundtable.core.graal.Play;
import roundtable.core.hidden.CardRef;
import roundtable.core.random.TableNotation;
import roundtable.core.table.Action;
import roundtable.core.table.Decision;
import roundtable.core.table.Event;
import roundtable.core.table.Prompt;
import roundtable.desktop.client.Words;
import roundtable.desktop.client.board.Cards;
import roundtable.desktop.client.board.Seen;

/**
 * The Graal board's words ({@code graal_*.properties}): the cards as the rulebook names them, the
 * moves, the prompt for the viewer (the duel's cumulative effect spelt out), a log line for each
 * of the rules' events and the ending.
 *
 * <p>The rules give their events as English notes and keep their queue of steps to themselves:
 * the log lines are read back from the notes' fixed shapes (a note of an unknown shape is quoted
 * as it is), and the prompt from the head step's name.
 */
final class GraalWords {
  private GraalWords() {}

  // ---- the prompt ----

  static String prompt(GraalState s, Prompt prompt, Seen seen, Words w) {
    if (s.outcome() != null || prompt.isOver()) {
      return s.outcome() == null ? w.get("graal.over.none") : outcome(s.outcome().text(), seen::name, w);
    }
    if (prompt.seats().values().stream().anyMatch(d -> d != Decision.MOVE)) {
      return w.get("graal.prompt.shuffle");
    }
    String head = head(s);
    String step = head.substring(0, head.indexOf('['));
    int seat = number(head, "seat");
    String who = seat == seen.seat() ? w.get("graal.you") : seen.name(seat);
    String colour = s.colour() == null ? w.get("graal.colour.none") : colour(s.colour(), w);
    return switch (step) {
      case "Turn" -> switch (word(head, "stage")) {
        case "START" -> w.get(s.tournament() ? "graal.prompt.main" : "graal.prompt.start", who, top(s, w), colour);
        case "DRAWN" -> w.get("graal.prompt.drawn", who);
        case "REPLAY" -> w.get("graal.prompt.replay", who, colour);
        default -> w.get("graal.prompt.main", who, top(s, w), colour);
      };
      case "Defend" -> defend(s.duel(), who, seen::name, w);
      case "AnswerSiege" -> w.get("graal.prompt.siege", who);
      case "ChooseColour" -> w.get("graal.prompt.colour", who);
      case "PickSwap" -> w.get("graal.prompt.swap", who);
      case "PickCamelot" -> w.get("graal.prompt.camelot", who);
      case "PickVictim" -> w.get("graal.prompt.victim", who);
      case "PutBack" -> w.get("graal.prompt.putBack", who, Character.valueOf(word(head, "skill")).title());
      case "Protect" -> w.get("graal.prompt.protect", who, card(Card.valueOf(word(head, "step")), w));
      case "Summoned" -> w.get("graal.prompt.summoned", who, Faces.ancestor(Ancestor.valueOf(word(head, "ancestor"))));
      default -> w.get("graal.prompt.other", who);
    };
  }

  /** Attacked: by whom, with what, and what suffering it costs so far ("draw 2+2+2 = 6 cards"). */
  static String defend(Duel d, String who, IntFunction<String> name, Words w) {
    int each = GraalScene.each(d.card());
    List<String> parts = new ArrayList<>();
    for (int i = 0; i < d.count(); i++) {
      parts.add(Integer.toString(each));
    }
    String sum = String.join("+", parts) + " = " + each * d.count();
    String effect = w.get(d.card() == Card.TAKE_ONE ? "graal.effect.take" : "graal.effect.draw", sum);
    return w.get("graal.prompt.defend", who, name.apply(d.attacker()), card(d.card(), w), d.count(), effect);
  }

  private static String top(GraalState s, Words w) {
    // The card it counts as: a card a power laid as another is that other card on the discard pile.
    String counted = s.top() == null ? null : Graal.counted(s, s.top());
    return counted != null ? face(Card.parse(counted), w) : w.get("graal.card.none");
  }

  /**
   * The step the rules wait on, as its record writes itself ("Defend[seat=2]"): the rules keep
   * their step types to their package, and a record's written form is fixed by the language.
   */
  static String head(GraalState s) {
    List<?> steps = s.steps();
    return steps.isEmpty() ? "" : String.valueOf(steps.get(0));
  }

  /** A number in a step's written form: {@code seat} in "Defend[seat=2]". */
  static int number(String step, String field) {
    Matcher m = Pattern.compile("\\b" + field + "=(-?\\d+)").matcher(step);
    return m.find() ? Integer.parseInt(m.group(1)) : -1;
  }

  private static String word(String step, String field) {
    Matcher m = Pattern.compile("\\b" + field + "=(\\w+)").matcher(step);
    return m.find() ? m.group(1) : "";
  }

  // ---- the moves ----

  /**
   * A move as its button says it. {@code state} and {@code seen} (may be null) name the cards the
   * viewer can read among those the move only knows by handle (the cards put back).
   */
  static String action(Action action, GraalState state, Seen seen, IntFunction<String> name, Words w) {
    if (action instanceof Move.Lay lay) {
      String cards = plays(lay.cards(), w);
      String text;
      if (lay.as() == null) {
        text = lay.target() < 0 ? w.get("graal.move.lay", cards) : w.get("graal.move.layAgainst", cards, name.apply(lay.target()));
      } else {
        text = lay.target() < 0 ? w.get("graal.move.layAs", cards, card(lay.as(), w))
            : w.get("graal.move.layAt", cards, card(lay.as(), w), name.apply(lay.target()));
      }
      return lay.graal() ? w.get("graal.move.graal", text) : text;
    }
    if (action instanceof Move.DrawCard) {
      return w.get("graal.move.draw");
    }
    if (action instanceof Move.Pass) {
      return w.get("graal.move.pass");
    }
    if (action instanceof Move.Suffer) {
      return w.get("graal.move.suffer");
    }
    if (action instanceof Move.ChooseColour c) {
      return w.get("graal.move.colour", colour(c.colour(), w));
    }
    if (action instanceof Move.Skill k) {
      return k.named() == null ? w.get("graal.move.skill") : w.get("graal.move.skillNamed", play(k.named(), w));
    }
    if (action instanceof Move.PutBack b) {
      if (b.cards().isEmpty()) {
        return w.get("graal.move.keepAll");
      }
      List<String> names = new ArrayList<>();
      for (CardRef c : b.cards()) {
        OptionalInt f = state == null || seen == null ? OptionalInt.empty() : Cards.face(state.cards(), c, seen);
        names.add(f.isPresent() ? face(f.getAsInt(), w) : w.get("graal.card.hidden"));
      }
      return w.get("graal.move.putBack", String.join(", ", names));
    }
    if (action instanceof Move.Swap s) {
      return w.get("graal.move.swap", name.apply(s.a()), name.apply(s.b()));
    }
    if (action instanceof Move.Restore) {
      return w.get("graal.move.restore");
    }
    if (action instanceof Move.Block b) {
      return w.get("graal.move.block", name.apply(b.seat()));
    }
    if (action instanceof Move.Eliminate e) {
      return w.get("graal.move.eliminate", name.apply(e.seat()));
    }
    if (action instanceof Move.CallOut c) {
      return said(c.graal(), w.get("graal.move.callOut", name.apply(c.seat()), play(c.card(), w)), w);
    }
    if (action instanceof Move.Give g) {
      return said(g.graal(), w.get("graal.move.give", play(g.card(), w), name.apply(g.seat())), w);
    }
    if (action instanceof Move.Substitute s) {
      return said(s.graal(), w.get("graal.move.substitute", name.apply(s.seat()), play(s.base(), w)), w);
    }
    if (action instanceof Move.Summon s) {
      return w.get("graal.move.summon", name.apply(s.seat()));
    }
    if (action instanceof Move.Protect p) {
      return said(p.graal(), w.get("graal.move.protect"), w);
    }
    return w.get("graal.move.other", TableNotation.format(action, Graal.GAME.notation()));
  }

  /** A move's words, with "and say GRAAL!" when it is said with it. */
  private static String said(boolean graal, String text, Words w) {
    return graal ? w.get("graal.move.graal", text) : text;
  }

  private static String plays(List<Play> plays, Words w) {
    return String.join(", ", plays.stream().map(p -> play(p, w)).toList());
  }

  private static String play(Play p, Words w) {
    return face(p.key(), w);
  }

  // ---- the cards ----

  /** A card in words: "Grimoire (red)", "Excalibur". */
  static String face(int face, Words w) {
    if (face >= Ancestor.FIRST_FACE) {
      return Faces.ancestor(Ancestor.ofFace(face));
    }
    Colour c = Card.colour(face);
    String card = card(Card.of(face), w);
    return c == null ? card : w.get("graal.coloured", card, colour(c, w));
  }

  static String card(Card c, Words w) {
    return w.get("graal.card." + c.code());
  }

  static String colour(Colour c, Words w) {
    return w.get("graal.colour." + c.code());
  }

  /** A card named as the notation writes it ({@code grimoire.red}), in words. */
  private static String named(String name, Words w) {
    int key = Card.parse(name);
    if (key >= 0) {
      return face(key, w);
    }
    for (Card c : Card.values()) { // a card named without its colour ("attacks ... with draw2")
      if (c.code().equals(name)) {
        return card(c, w);
      }
    }
    return name;
  }

  // ---- the log ----

  /**
   * The shapes of the rules' notes, most particular first: the pattern, the key, and what each
   * group is (s a seat, c a card's name, l a list of them, a an ancestor, k a colour, n a number or
   * a name kept as it is).
   */
  private record Shape(Pattern pattern, String key, String groups) {}

  private static final String SEAT = "seat (\\d+)";
  private static final List<Shape> SHAPES = List.of(
      shape("the direction of play changes", "direction", ""),
      shape(SEAT + " attacks " + SEAT + " with (\\S+)", "attack", "ssc"),
      shape(SEAT + " counter-attacks: (\\d+) cards in the duel", "counter", "sn"),
      shape(SEAT + " protects itself with Lancelot's shield", "shield", "s"),
      shape(SEAT + " lays Lancelot's shield and suffers (\\d+) of the duel's cards", "shieldDuel", "sn"),
      shape(SEAT + " suffers the (\\d+) cards? of the attack", "suffer", "sn"),
      shape(SEAT + " cancels the duel with (\\S+)", "cancel", "sc"),
      shape(SEAT + " lays the Graal as its last card, its ancestor revealed, and wins the game", "graalWin", "s"),
      shape(SEAT + " lays the Graal on the Siège périlleux laid as a last card and wins the game", "siegeWin", "s"),
      shape(SEAT + " lays the Roi pêcheur out of turn and escapes (\\S+)", "protect", "sc"),
      shape(SEAT + " has laid its last card and wins round (\\d+)", "roundWon", "sn"),
      shape("Camelot appears: every ancestor is revealed", "camelot", ""),
      shape(SEAT + " eliminates " + SEAT + " and takes its hand", "eliminate", "ss"),
      shape(SEAT + " is the last one standing and wins the tournament", "tournamentWin", "s"),
      shape("the tournament begins: the characters step back behind their ancestors", "tournament", ""),
      shape("round (\\d+) begins", "round", "n"),
      shape(SEAT + " wins (\\S+) for this round", "gift", "sc"),
      shape(SEAT + " uses (\\w+)'s power", "power", "sa"),
      shape(SEAT + " makes " + SEAT + " take one of its cards", "give", "ss"),
      shape("Arthur summons (\\w+)", "summon", "a"),
      shape(SEAT + " fights in Guenièvre's place", "substitute", "s"),
      shape(SEAT + " chooses (\\w+)", "colour", "sk"),
      shape(SEAT + " draws a card", "draw", "s"),
      shape(SEAT + " draws six cards and passes its turn", "siege", "s"),
      shape(SEAT + " draws the (.+)", "character", "sn"),
      shape(SEAT + " answers the Siège périlleux with the Graal", "siegeGraal", "s"),
      shape(SEAT + "'s ancestor has its powers again", "restore", "s"),
      shape(SEAT + " calls out " + SEAT + ", who forgot to say GRAAL!, and gives it a card", "callOut", "ss"),
      shape(SEAT + ": GRAAL!", "graal", "s"),
      shape(SEAT + " uses the (.+)'s skill", "skill", "sn"),
      shape(SEAT + " puts (\\d+) cards? back into the deck, which is shuffled", "putBack", "sn"),
      shape("each player has a legendary ancestor face down, unseen even by its owner", "ancestors", ""),
      shape(SEAT + " and " + SEAT + " exchange their hands", "swap", "ss"),
      shape(SEAT + "'s ancestor's powers are blocked for the rest of the round", "block", "s"),
      shape(SEAT + " turns (\\S+) as if it had played it", "flip", "sc"),
      shape(SEAT + " passes its turn", "skip", "s"),
      shape("no card is left to draw", "empty", ""),
      shape("the discards are shuffled into a new deck", "reshuffle", ""),
      shape(SEAT + " takes a card at random from " + SEAT, "take", "ss"),
      shape(SEAT + " lays (.+)", "lay", "sl"));

  private static Shape shape(String regex, String key, String groups) {
    return new Shape(Pattern.compile(regex), "graal.event." + key, groups);
  }

  /** One of the rules' notes in words, or the note as it is when its shape is unknown (a cheat). */
  static String event(Event event, IntFunction<String> name, Words w) {
    String text = event.text();
    for (Shape s : SHAPES) {
      Matcher m = s.pattern().matcher(text);
      if (m.matches()) {
        Object[] args = new Object[s.groups().length()];
        for (int i = 0; i < args.length; i++) {
          String g = m.group(i + 1);
          args[i] = switch (s.groups().charAt(i)) {
            case 's' -> name.apply(Integer.parseInt(g));
            case 'c' -> named(g, w);
            case 'l' -> String.join(", ", java.util.Arrays.stream(g.split(" ")).map(n -> named(n, w)).toList());
            case 'a' -> Faces.ancestor(Ancestor.parse(g));
            case 'k' -> colour(Colour.parse(g), w);
            default -> g;
          };
        }
        return w.get(s.key(), args);
      }
    }
    return text;
  }

  /** Whether a note has a known shape (for the tests). */
  static boolean known(Event event) {
    return SHAPES.stream().anyMatch(s -> s.pattern().matcher(event.text()).matches());
  }

  static String outcome(String text, IntFunction<String> name, Words w) {
    return event(new Event.Note(text), name, w);
  }
}
