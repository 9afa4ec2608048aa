package roundtable.desktop.client.morrigan;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.Map;
import java.util.OptionalInt;
import java.util.TreeMap;
import roundtable.core.hidden.CardRef;
import roundtable.core.morrigan.Card;
import roundtable.core.morrigan.Move;
import roundtable.core.morrigan.MorriganEvent.AttackSettled;
import roundtable.core.morrigan.MorriganEvent.BetsTied;
import roundtable.core.morrigan.MorriganEvent.TrialDiscarded;
import roundtable.core.morrigan.MorriganEvent.TrialWon;
import roundtable.core.morrigan.MorriganState;
import roundtable.core.morrigan.MorriganState.Holding;
import roundtable.core.morrigan.MorriganState.Round;
import roundtable.core.table.Action;
import roundtable.core.table.Applied;
import roundtable.core.table.Event;
import roundtable.core.table.Outcome;
import roundtable.core.table.Prompt;
import roundtable.desktop.client.Words;
import roundtable.desktop.client.board.BoardView;
import roundtable.desktop.client.board.Cards;
import roundtable.desktop.client.board.Scene;
import roundtable.desktop.client.board.Seen;
import roundtable.desktop.client.morrigan.MorriganScene.Clash;

/**
 * The board of Morrigan. A card keeps its id wherever it goes, so a card drawn slides from the
 * deck, a card played slides to the table; an action that opens cards (a fight's reinforcements,
 * an Épreuve's bets, a duel, Sorcellerie) first shows them flipped where they lie, the cards just
 * played laid in the middle, then the table after. A card of the hand is clicked, then its target
 * (an Adversary, a Territory, a player); the rest are buttons.
 */
public final class MorriganBoard implements BoardView<MorriganState> {
  private final MorriganFaces faces = new MorriganFaces();

  @Override
  public void words(Words told) {
    faces.words(told);
  }
  private Seen seen = Seen.spectator(List.of());
  private MorriganState last;

  @Override
  public Scene scene(MorriganState state, Seen who) {
    seen = who;
    last = state;
    return MorriganScene.draw(state, who, faces, Clash.NONE);
  }

  /**
   * The cards the action opens flipped where they were, the cards it played laid in the middle with
   * the reinforcements they met; then the table.
   */
  @Override
  public List<Scene> steps(MorriganState before, Applied<MorriganState> applied, Seen who) {
    MorriganState after = applied.state();
    Map<Integer, Integer> flipped = new TreeMap<>();
    for (CardRef c : placed(before)) {
      OptionalInt after1 = after.cards().publicFace(c);
      if (after1.isPresent() && Cards.face(before.cards(), c, who).isEmpty()) {
        flipped.put(c.id(), after1.getAsInt());
      }
    }
    List<CardRef> laid = new ArrayList<>();
    List<Integer> laidBy = new ArrayList<>();
    if (contest(before, applied)) {
      for (int seat = 0; seat < before.players(); seat++) {
        for (CardRef c : before.hands().get(seat)) {
          if (after.discards().contains(c) && !before.discards().contains(c)) {
            laid.add(c);
            laidBy.add(seat);
            after.cards().publicFace(c).ifPresent(f -> flipped.put(c.id(), f));
          }
        }
      }
    }
    List<CardRef> defence = new ArrayList<>();
    String score = "";
    if (!laid.isEmpty()) { // a fight's or a conquest's reinforcements flipped: added up in the middle
      List<Holding> holdings = new ArrayList<>(before.adversaries());
      before.territories().forEach(holdings::addAll);
      for (Holding h : holdings) {
        h.under().stream().filter(c -> flipped.containsKey(c.id())).forEach(defence::add);
      }
      for (Event e : applied.events()) {
        if (e instanceof AttackSettled settled) {
          score = settled.attack() + "  ⚔  " + settled.defence();
        }
      }
    }
    List<Scene> scenes = new ArrayList<>();
    if (!flipped.isEmpty() || !laid.isEmpty()) {
      scenes.add(MorriganScene.draw(before, who, faces, new Clash(flipped, laid, laidBy, defence, score)));
    }
    scenes.add(scene(after, who));
    return scenes;
  }

  /** An action that settles a contest: the bets flipped, a fight or a conquest, the duel. */
  private static boolean contest(MorriganState before, Applied<MorriganState> applied) {
    if (before.round() instanceof Round.Betting || before.round() instanceof Round.Battle
        || before.round() instanceof Round.Duel) {
      return true;
    }
    return applied.events().stream().anyMatch(MorriganBoard::settlesAContest);
  }

  /** A fight, a conquest or the duel settled, an Épreuve won, tied or discarded. */
  private static boolean settlesAContest(Event e) {
    return e instanceof AttackSettled || e instanceof TrialWon || e instanceof BetsTied
        || e instanceof TrialDiscarded;
  }

  /** Every card on the table or in a hand, where a step could flip it. */
  private static List<CardRef> placed(MorriganState s) {
    List<CardRef> all = new ArrayList<>();
    s.hands().forEach(all::addAll);
    List<Holding> holdings = new ArrayList<>(s.adversaries());
    s.territories().forEach(holdings::addAll);
    for (Holding h : holdings) {
      all.addAll(h.under());
    }
    if (s.round() instanceof Round.Betting b) {
      b.bets().forEach(st -> all.add(st.card()));
    }
    if (s.round() instanceof Round.Battle b) {
      all.addAll(b.attack());
    }
    return all;
  }

  /**
   * A card of the hand, then its target: Action cards from the highest (the doubler first, if
   * any), then the Adversary or Territory; a bet's Bénédiction before the bet.
   */
  @Override
  public List<String> clicks(Action action) {
    Keys k = new Keys();
    if (action instanceof Move.LayTerritory m) {
      return List.of(k.of(m.card()));
    }
    if (action instanceof Move.LayAdversary m) {
      return List.of(k.of(m.card()));
    }
    if (action instanceof Move.PlayTrial m) {
      return List.of(k.of(m.card()));
    }
    if (action instanceof Move.Fight m) {
      return attack(k, m.sword(), m.actions(), m.adversary());
    }
    if (action instanceof Move.Conquer m) {
      return attack(k, m.catapult(), m.actions(), m.territory());
    }
    if (action instanceof Move.PlaySpecial m) {
      return switch (m.special()) {
        case SORCERY -> List.of(k.of(m.card()), "seat:" + m.seat());
        case RELIC -> List.of(k.of(m.card()), Cards.id(m.targets().get(0)));
        case ALLY -> List.of(k.of(m.card()), discard(m.targets().get(0)));
        default -> List.of(k.of(m.card()));
      };
    }
    if (action instanceof Move.Reinforce m) {
      return List.of(k.of(m.card()), Cards.id(m.target()));
    }
    if (action instanceof Move.Curse m) {
      return List.of(k.of(m.card()), Cards.id(m.adversary()));
    }
    if (action instanceof Move.Bet m) {
      return m.blessing() == null ? List.of(k.of(m.card())) : List.of(k.of(m.blessing()), k.of(m.card()));
    }
    if (action instanceof Move.Strengthen m) {
      return List.of(k.of(m.card()));
    }
    if (action instanceof Move.Discard m) {
      return List.of(k.of(m.card()));
    }
    if (action instanceof Move.Lose m) {
      return List.of(Cards.id(m.card()));
    }
    return List.of();
  }

  private List<String> attack(Keys k, CardRef doubler, List<CardRef> actions, CardRef target) {
    List<String> clicks = new ArrayList<>();
    if (doubler != null) {
      clicks.add(k.of(doubler));
    }
    actions.stream().sorted(Comparator.comparingInt((CardRef c) -> -value(c)).thenComparingInt(CardRef::id))
        .forEach(c -> clicks.add(k.of(c)));
    clicks.add(Cards.id(target));
    return clicks;
  }

  /** A discard Allié Inattendu takes: the visible one of that face, else the pile (then a button). */
  private String discard(CardRef wanted) {
    OptionalInt face = faces.face(wanted);
    if (last != null && face.isPresent()) {
      List<CardRef> ds = last.discards();
      for (int i = ds.size() - 1; i >= Math.max(0, ds.size() - 5); i--) {
        OptionalInt there = faces.face(ds.get(i));
        if (there.isPresent() && Card.of(there.getAsInt()).equals(Card.of(face.getAsInt()))) {
          return Cards.id(ds.get(i));
        }
      }
    }
    return "discards";
  }

  private int value(CardRef c) {
    OptionalInt f = faces.face(c);
    return f.isPresent() ? Card.of(f.getAsInt()).value() : 0;
  }

  /** The hand's click names of an action's cards: the second card of the same face is its second copy. */
  private final class Keys {
    private final Map<String, Integer> copies = new TreeMap<>();

    String of(CardRef c) {
      OptionalInt f = faces.face(c);
      if (f.isEmpty()) {
        return Cards.id(c);
      }
      int copy = copies.merge(MorriganFaces.key(f.getAsInt(), 1), 1, Integer::sum);
      return MorriganFaces.key(f.getAsInt(), copy);
    }
  }

  @Override
  public String action(Action action, Words words) {
    return new MorriganWords(words, seen, faces, last).action(action);
  }

  @Override
  public Optional<String> hand(MorriganState state, Seen seen, Words words) {
    return seen.seat() < 0 ? Optional.empty()
        : Optional.of(Cards.said(state.cards(), state.hands().get(seen.seat()), seen,
            face -> MorriganWords.name(words, Card.of(face))));
  }

  @Override
  public String prompt(MorriganState state, Prompt prompt, Seen who, Words words) {
    return new MorriganWords(words, who, faces, state).prompt(prompt);
  }

  @Override
  public String event(Event event, Words words) {
    return new MorriganLog(words, seen).event(event);
  }

  @Override
  public String outcome(MorriganState state, Outcome outcome, Words words) {
    return new MorriganLog(words, seen).outcome(outcome);
  }
}
