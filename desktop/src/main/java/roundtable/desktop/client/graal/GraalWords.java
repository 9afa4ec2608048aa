package roundtable.desktop.client.graal;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.function.IntFunction;
import roundtable.core.graal.Ancestor;
import roundtable.core.graal.Asked;
import roundtable.core.graal.Card;
import roundtable.core.graal.Colour;
import roundtable.core.graal.Duel;
import roundtable.core.graal.Graal;
import roundtable.core.graal.GraalState;
import roundtable.core.graal.Move;
import roundtable.core.graal.Play;
import roundtable.core.hidden.CardRef;
import roundtable.core.crypto.TableNotation;
import roundtable.core.table.Action;
import roundtable.core.table.Decision;
import roundtable.core.table.Prompt;
import roundtable.desktop.client.Words;
import roundtable.desktop.client.board.Reader;
import roundtable.desktop.client.board.Cards;
import roundtable.desktop.client.board.Seen;

/**
 * The Graal board's words ({@code graal_*.properties}): the cards as the rulebook names them, the
 * moves and the prompt for the viewer (the duel's cumulative effect spelt out); the log's lines
 * are {@link GraalEventWords}'. The prompt says what the rules ask ({@link Asked}), as data.
 */
final class GraalWords {
  private GraalWords() {}

  // ---- the prompt ----

  static String prompt(GraalState s, Prompt prompt, Seen seen, Words w) {
    if (s.outcome() != null || prompt.isOver()) {
      return s.outcome() == null ? w.get("graal.over.none")
          : GraalEventWords.outcome(s.outcome(), new Reader(seen.you(), seen::name), w);
    }
    if (prompt.seats().values().stream().anyMatch(d -> d != Decision.MOVE)) {
      return w.get("graal.prompt.shuffle");
    }
    Optional<Asked> asked = Asked.of(s);
    if (asked.isEmpty()) {
      return w.get("graal.prompt.shuffle"); // the rules' own steps: the cards are being dealt or opened
    }
    Asked a = asked.get();
    String who = a.seat() == seen.you() ? w.get("graal.you") : seen.name(a.seat());
    String colour = s.colour() == null ? w.get("graal.colour.none") : colour(s.colour(), w);
    return switch (a.kind()) {
      case START -> w.get(s.tournament() ? "graal.prompt.main" : "graal.prompt.start", who, top(s, w), colour);
      case DRAWN -> w.get("graal.prompt.drawn", who);
      case REPLAY -> w.get("graal.prompt.replay", who, colour);
      case MAIN -> w.get("graal.prompt.main", who, top(s, w), colour);
      case DEFEND -> defend(s.duel(), a.seat(), new Reader(seen.you(), seen::name), w);
      case ANSWER_SIEGE -> w.get("graal.prompt.siege", who);
      case CHOOSE_COLOUR -> w.get("graal.prompt.colour", who);
      case PICK_SWAP -> w.get("graal.prompt.swap", who);
      case PICK_CAMELOT -> w.get("graal.prompt.camelot", who);
      case PICK_VICTIM -> w.get("graal.prompt.victim", who);
      case PUT_BACK -> w.get("graal.prompt.putBack", who, GraalFaces.character(a.skill(), w));
      case PROTECT -> w.get("graal.prompt.protect", who, card(a.step(), w));
      case SUMMONED -> w.get("graal.prompt.summoned", who, GraalFaces.ancestor(a.ancestor()));
    };
  }

  /**
   * Attacked: by whom, with what, and what suffering it costs so far ("draw 2+2+2 = 6 cards"). The
   * seat asked to defend is attacked by the other one in the duel, whoever began it (a duel's
   * attacker stays the one who began it while the counter-attacks go back and forth); the reader's
   * own seat is "you", either way round.
   */
  static String defend(Duel d, int defending, Reader reader, Words w) {
    int each = GraalScene.each(d.card());
    List<String> parts = new ArrayList<>();
    for (int i = 0; i < d.count(); i++) {
      parts.add(Integer.toString(each));
    }
    String sum = String.join("+", parts) + " = " + each * d.count();
    String effect = w.get(d.card() == Card.TAKE_ONE ? "graal.effect.take" : "graal.effect.draw", sum);
    return reader.saysTo(w, "graal.prompt.defend", defending, d.other(defending), card(d.card(), w), d.count(), effect);
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
      return GraalFaces.ancestor(Ancestor.ofFace(face));
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
}
