package roundtable.core.morrigan;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import roundtable.core.crypto.PokerCards;
import roundtable.core.hidden.CardRef;
import roundtable.core.hidden.HiddenCards;
import roundtable.core.hidden.Waits;
import roundtable.core.hidden.OpenCards;
import roundtable.core.morrigan.MorriganState.Chore;
import roundtable.core.morrigan.MorriganState.Phase;
import roundtable.core.morrigan.MorriganState.Round;
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
import roundtable.core.table.TableStep;
import roundtable.core.table.TableOption;
import roundtable.core.table.Viewer;

/**
 * Morrigan (rulebook 001), 3 to 5 players: win prestige with Territories, Épreuves and beaten
 * Adversaries, then beat Maletar in a duel. Every card goes through the table's hidden cards.
 */
public final class Morrigan implements Game<MorriganState> {
  public static final Morrigan GAME = new Morrigan();

  private Morrigan() {}

  @Override
  public String id() {
    return "morrigan";
  }

  @Override
  public String title() {
    return "Morrigan";
  }

  @Override
  public int minPlayers() {
    return 3;
  }

  @Override
  public int maxPlayers() {
    return 5;
  }

  @Override
  public List<TableOption> options() {
    return List.of(roundtable.core.crypto.SeatLeaves.option(minPlayers(), maxPlayers()));
  }

  /**
   * "Les cartes sont mélangées et chaque joueur reçoit 5 cartes". "Le joueur ayant expliqué les
   * règles ... choisit qui doit débuter": the table can't know who that is, so the first player is
   * drawn jointly (not in the rulebook).
   */
  @Override
  public MorriganState setup(TableConfig config) {
    int n = config.players();
    HiddenCards cards = roundtable.core.crypto.SeatLeaves.cards(config);
    List<Integer> faces = new ArrayList<>();
    for (int f = 0; f < Card.DECK.size(); f++) {
      faces.add(f);
    }
    cards = cards.newPile(MorriganState.DECK, faces);
    List<Chore> deal = new ArrayList<>();
    for (int round = 0; round < MorriganState.HAND_LIMIT; round++) {
      for (int seat = 0; seat < n; seat++) {
        deal.add(new Chore.Draw(seat));
      }
    }
    List<Integer> seats = new ArrayList<>();
    List<List<CardRef>> empty = new ArrayList<>();
    List<List<MorriganState.Holding>> lands = new ArrayList<>();
    for (int seat = 0; seat < n; seat++) {
      seats.add(seat);
      empty.add(List.of());
      lands.add(List.of());
    }
    JointDraw first = JointDraw.pick("first player", n, seats, config.openLog());
    return new MorriganState(n, config.openLog(), cards, first, -1, 0, Phase.SETUP, empty, lands,
        List.of(), List.copyOf(empty), List.of(), List.of(), List.of(), List.of(), null, deal, List.of(), null);
  }

  @Override
  public Prompt prompt(MorriganState s) {
    if (s.outcome() != null) {
      return Prompt.none();
    }
    if (s.waits().any()) {
      return s.waits().prompt();
    }
    Round r = s.round();
    String me = Table.seat(s.turn());
    if (r instanceof Round.Placement p) {
      return Prompt.one(p.toAsk().get(0), Decision.MOVE, Table.seat(p.toAsk().get(0))
          + ": reinforce the new Adversary with a card face down, or pass");
    }
    if (r instanceof Round.Betting b) {
      return Prompt.one(b.toAsk().get(0), Decision.MOVE, Table.seat(b.toAsk().get(0))
          + (b.number() == 1 ? ": bet a card face down on the Épreuve, or fold" : ": bet again on the tie, or abandon"));
    }
    if (r instanceof Round.Recovery rc) {
      return Prompt.one(rc.toAsk().get(0), Decision.MOVE, Table.seat(rc.toAsk().get(0))
          + ": take back an Action card you just used with Bouclier Béni, or pass");
    }
    if (r instanceof Round.Duel d) {
      if (d.losing()) {
        return Prompt.one(s.turn(), Decision.MOVE, me + ": choose which card worth the most prestige you lose");
      }
      if (!d.attacked()) {
        return Prompt.one(s.turn(), Decision.MOVE, me + ": lay every Action card of your hand against Maletar");
      }
      return Prompt.one(d.toAsk().get(0), Decision.MOVE, Table.seat(d.toAsk().get(0))
          + ": add one Action card to Maletar, or pass");
    }
    return Prompt.one(s.turn(), Decision.MOVE, switch (s.phase()) {
      case START -> me + ": challenge Maletar (duel), or play a usual turn (no-duel)";
      case ACTION -> me + ": lay a card, fight, conquer, play a Special, or end the action phase";
      case REINFORCE -> me + ": reinforce your Territories and the Adversaries, one card each, or end";
      case DISCARD -> me + ": discard down to five cards";
      default -> me + ": wait";
    });
  }

  @Override
  public Optional<Outcome> outcome(MorriganState s) {
    return Optional.ofNullable(s.outcome());
  }

  @Override
  public List<Action> legalActions(MorriganState s, int seat, Knowledge knowledge) {
    if (s.outcome() != null || s.waits().any() || !prompt(s).names(seat)) {
      return List.of();
    }
    return Legal.actions(s, seat, knowledge);
  }

  @Override
  public Applied<MorriganState> apply(MorriganState s, int seat, Action action) throws IllegalActionException {
    if (s.outcome() != null) {
      throw new IllegalActionException("the game is over: " + s.outcome().text());
    }
    if (seat < 0 || seat >= s.players()) {
      throw new IllegalActionException("there is no seat " + seat + " at a table of " + s.players());
    }
    Table t = new Table(s);
    if (action instanceof TableStep step) {
      Waits w = s.waits().apply(seat, step);
      t.cards = w.cards();
      t.startDraw = w.draw();
      if (t.startDraw != null && t.startDraw.isDone()) {
        t.turn = t.startDraw.pickResult();
        t.startDraw = null;
        t.say(new MorriganEvent.FirstPlayer(t.turn));
      }
      Flow.settle(t);
      return new Applied<>(t.freeze(), t.events);
    }
    if (s.waits().any()) {
      throw s.waits().moveTooSoon();
    }
    if (!(action instanceof Move move)) {
      throw new IllegalActionException("not an action of Morrigan");
    }
    Rules.play(t, seat, move);
    return new Applied<>(t.freeze(), t.events);
  }

  /** The table is public; the cards blank the faces this viewer may not see. */
  @Override
  public MorriganState view(MorriganState s, Viewer viewer) {
    return s.withCards(s.cards().view(viewer));
  }

  @Override
  public Optional<JointDraw> pendingDraw(MorriganState s) {
    if (s.outcome() != null) {
      return Optional.empty();
    }
    return s.waits().pendingDraw();
  }

  @Override
  public Optional<MorriganState> withHiddenCards(MorriganState s, HiddenCards cards) {
    return Optional.of(s.withCards(cards));
  }

  @Override
  public Optional<HiddenCards> hiddenCards(MorriganState s) {
    return Optional.of(s.cards());
  }

  @Override
  public Notation notation() {
    return MorriganNotation.INSTANCE;
  }

  @Override
  public String diagram(MorriganState s) {
    return MorriganDiagram.draw(s);
  }
}
