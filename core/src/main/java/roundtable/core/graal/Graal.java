package roundtable.core.graal;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import roundtable.core.hidden.CardRef;
import roundtable.core.hidden.HiddenCards;
import roundtable.core.hidden.Waits;
import roundtable.core.random.JointDraw;
import roundtable.core.table.Action;
import roundtable.core.table.Applied;
import roundtable.core.table.Decision;
import roundtable.core.game.Game;
import roundtable.core.table.IllegalActionException;
import roundtable.core.table.Knowledge;
import roundtable.core.table.Notation;
import roundtable.core.table.Outcome;
import roundtable.core.table.Prompt;
import roundtable.core.table.TableConfig;
import roundtable.core.table.TableOption;
import roundtable.core.table.TableStep;
import roundtable.core.table.Viewer;

/** Graal, the card game, for 3 to 6 players: five rounds, then the tournament. */
public final class Graal implements Game<GraalState> {
  public static final Graal GAME = new Graal();

  /** "Variante : Pour une partie plus rapide, vous pouvez choisir d'enlever la manche 5" */
  public static final TableOption ROUND5 = new TableOption("round5",
      "with: five rounds then the tournament; without: four rounds, the Roi pêcheur in the deck from the start",
      List.of("with", "without"), 3, 6);

  private Graal() {}

  @Override
  public String id() {
    return "graal";
  }

  @Override
  public String title() {
    return "Graal";
  }

  @Override
  public int minPlayers() {
    return 3;
  }

  @Override
  public int maxPlayers() {
    return 6;
  }

  @Override
  public List<TableOption> options() {
    return List.of(ROUND5, roundtable.core.crypto.SeatLeaves.option(minPlayers(), maxPlayers()));
  }

  @Override
  public GraalState setup(TableConfig config) {
    int n = config.players();
    HiddenCards cards = roundtable.core.crypto.SeatLeaves.cards(config);
    boolean noRound5 = config.options().getOrDefault(ROUND5.key(), "with").equals("without");
    List<Integer> minus = new ArrayList<>();
    List<Integer> zero = new ArrayList<>();
    List<Boolean> no = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      minus.add(-1);
      zero.add(0);
      no.add(false);
    }
    GraalState s = new GraalState(n, config.openLog(), noRound5, cards, null, 0, 0, 0,
        new Roster(minus, minus, zero, zero, no, no, minus), new DiscardPile(List.of(), java.util.Map.of(), null, 1), null, List.of(),
        List.of(), List.of(), null);
    Table t = new Table(s);
    Effects.newRound(t, -1, -1);
    t.front(new Step.DrawCharacters(), new Step.ShuffleAncestors(), new Step.DealAncestors());
    t.events.clear();
    t.settle();
    return t.freeze();
  }

  @Override
  public Prompt prompt(GraalState s) {
    if (s.outcome() != null) {
      return Prompt.none();
    }
    if (s.waits().any()) {
      return s.waits().prompt();
    }
    Step.Decision d = (Step.Decision) s.steps().get(0);
    return Prompt.one(d.seat(), Decision.MOVE, text(s, d));
  }

  private static String text(GraalState s, Step.Decision d) {
    String who = Table.name(d.seat()) + ": ";
    if (d instanceof Step.Turn t) {
      return who + switch (t.stage()) {
        case START -> "use your character's skill, lay cards, or draw a card if you cannot";
        case MAIN -> "lay cards, or draw a card if you cannot";
        case DRAWN -> "lay the card drawn, or keep it";
        case REPLAY -> "Rejoue: lay more cards, draw a card if you cannot, or stop";
      };
    }
    if (d instanceof Step.Defend) {
      return who + "attacked with " + s.duel().card().code() + " (" + s.duel().count()
          + " in the duel): counter-attack, shield, lay a step card, or suffer";
    }
    if (d instanceof Step.AnswerSiege) {
      return who + "the Siège périlleux: draw six cards and pass, or lay the Graal";
    }
    if (d instanceof Step.ChooseColour) {
      return who + "choose the colour in play";
    }
    if (d instanceof Step.PickSwap) {
      return who + "the Château aventureux: name two players who exchange their hands";
    }
    if (d instanceof Step.PickCamelot) {
      return who + "Camelot: restore your ancestor's powers, or block a player's";
    }
    if (d instanceof Step.PickVictim) {
      return who + "eliminate an opponent and take its hand";
    }
    if (d instanceof Step.PutBack) {
      return who + "put back into the deck the cards you do not keep";
    }
    if (d instanceof Step.Summoned sm) {
      return who + "use " + sm.ancestor().code() + "'s power now, or pass if you can't";
    }
    if (d instanceof Step.Protect p) {
      return who + "lay the Roi pêcheur to escape " + p.step().code() + ", or let it be";
    }
    return who + "play";
  }

  @Override
  public Optional<Outcome> outcome(GraalState s) {
    return Optional.ofNullable(s.outcome());
  }

  @Override
  public List<Action> legalActions(GraalState s, int seat, Knowledge knowledge) {
    return Legal.of(s, seat, knowledge);
  }

  @Override
  public Applied<GraalState> apply(GraalState s, int seat, Action action) throws IllegalActionException {
    if (s.outcome() != null) {
      throw new IllegalActionException("the game is over: " + s.outcome().text());
    }
    Table t = new Table(s);
    if (action instanceof TableStep step) {
      Waits w = s.waits().apply(seat, step);
      t.draw = w.draw();
      t.cards = w.cards();
    } else if (s.waits().any()) {
      throw s.waits().moveTooSoon();
    } else {
      Step.Decision d = (Step.Decision) s.steps().get(0);
      if (!(action instanceof Move m)) {
        throw new IllegalActionException("the table waits for a move from " + Table.name(d.seat()));
      }
      if (d.seat() != seat) {
        throw new IllegalActionException("it is " + Table.name(d.seat()) + "'s turn to act, not " + Table.name(seat) + "'s");
      }
      List<Step> verify = new ArrayList<>();
      if (!Rules.finishesAPlay(d)) {
        // The call-out window of a forgetful player closes at its next action.
        t.silent.remove(Integer.valueOf(seat));
      }
      Rules.apply(t, seat, d, m, verify);
      t.front(verify.toArray(new Step[0]));
    }
    t.settle();
    int[] after = new int[s.players()];
    for (int i = 0; i < after.length; i++) {
      after[i] = t.handSize(i);
    }
    t.silent.removeIf(i -> t.out[i] || after[i] != 1);
    // "Dès qu'un joueur n'a plus qu'une carte en main il doit se manifester en disant GRAAL !": a
    // player brought to one card by anything but a lay where it said it (a card taken, given or
    // exchanged) is open to the call-out until its next action.
    for (int i = 0; i < after.length; i++) {
      if (!t.out[i] && s.hands().get(i).size() != 1 && after[i] == 1 && t.said != i && !t.silent.contains(i)) {
        t.silent.add(i);
      }
    }
    return new Applied<>(t.freeze(), List.copyOf(t.events));
  }

  @Override
  public GraalState view(GraalState s, Viewer viewer) {
    return s.withCards(s.cards().view(viewer));
  }

  @Override
  public Optional<JointDraw> pendingDraw(GraalState s) {
    return s.waits().pendingDraw();
  }

  @Override
  public Optional<GraalState> withHiddenCards(GraalState s, HiddenCards cards) {
    return Optional.of(s.withCards(cards));
  }

  @Override
  public Optional<HiddenCards> hiddenCards(GraalState s) {
    return Optional.of(s.cards());
  }

  @Override
  public Notation notation() {
    return GraalNotation.INSTANCE;
  }

  /** A seat's hand in game terms (its cards less its ancestor and what it laid). */
  public static List<CardRef> hand(GraalState s, int seat) {
    return s.hands().get(seat);
  }

  /**
   * The card a card on the discard pile counts as, by its name ({@code grimoire.blue}): the card a
   * power laid it as, or its own face; null while it is not opened.
   */
  public static String counted(GraalState s, CardRef card) {
    int key = new Table(s).counted(card);
    return key < 0 ? null : Card.name(key);
  }

  /** The seat's ancestor if revealed, or null. */
  public static Ancestor ancestor(GraalState s, int seat) {
    return new Table(s).ancestor(seat);
  }

  @Override
  public String diagram(GraalState s) {
    Table t = new Table(s);
    StringBuilder b = new StringBuilder();
    b.append(s.tournament() ? "Tournament" : "Round " + s.round()).append(", dealer ").append(Table.name(s.dealer()))
        .append(", colour ").append(s.colour() == null ? "-" : s.colour().code())
        .append(s.direction() > 0 ? ", clockwise" : ", anticlockwise").append('\n');
    CardRef top = s.top();
    int f = top == null ? -1 : t.counted(top);
    b.append("discard: ").append(f >= 0 ? Card.name(f) : "-").append(" (")
        .append(s.discard().size()).append("), deck: ").append(s.cards().pileSize(Table.DECK)).append('\n');
    for (int i = 0; i < s.players(); i++) {
      Ancestor a = t.ancestor(i);
      b.append(Table.name(i)).append(": ")
          .append(s.characters().get(i) < 0 ? "-" : Character.values()[s.characters().get(i)].code())
          .append(", ancestor ").append(a == null ? "hidden" : a.code())
          .append(", ").append(t.handSize(i)).append(t.handSize(i) == 1 ? " card" : " cards")
          .append(s.out().get(i) ? ", eliminated" : "")
          .append(s.blocked().get(i) ? ", powers blocked" : "").append('\n');
    }
    if (s.duel() != null) {
      b.append("duel: ").append(Table.name(s.duel().attacker())).append(" against ").append(Table.name(s.duel().defender()))
          .append(", ").append(s.duel().count()).append(" x ").append(s.duel().card().code()).append('\n');
    }
    b.append("rounds won: ").append(s.roundWinners()).append('\n');
    Prompt p = prompt(s);
    b.append(p.isOver() ? "over: " + s.outcome().text() : p.text()).append('\n');
    return b.toString();
  }
}
