package roundtable.desktop.client.grailcup;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Map;
import roundtable.core.grailcup.GrailCupEvent;
import roundtable.core.grailcup.GrailCupEvent.DieRolled;
import roundtable.core.grailcup.GrailCupEvent.DragonMoved;
import roundtable.core.grailcup.GrailCupEvent.KnightMoved;
import roundtable.core.grailcup.GrailCupEvent.LancesChanged;
import roundtable.core.grailcup.GrailCupEvent.Stride;
import roundtable.core.grailcup.GrailCupEvent.TokenTurned;
import roundtable.core.grailcup.GrailCupState;
import roundtable.core.table.Action;
import roundtable.core.table.Applied;
import roundtable.core.table.Event;
import roundtable.core.table.Outcome;
import roundtable.core.table.Prompt;
import roundtable.core.hidden.CardRef;
import roundtable.desktop.client.Words;
import roundtable.desktop.client.board.BoardView;
import roundtable.desktop.client.board.Scene;
import roundtable.desktop.client.board.Cards;
import roundtable.desktop.client.board.Seen;

/**
 * The board of Grail Cup: the track with the knights and the Dragon, the Allies drafted as hands
 * passed round the table, then called one by one. The steps replay the rules' events: a knight
 * walks square by square (or jumps: the Unicorn, the Enchantress's swap, the start), the Dragon
 * flies, a clover token is turned over on its spot, the Lances come and go, the Village die shows
 * its face; the cards keep their ids, so a card handed on slides to the next seat and a card shown
 * flips. Clicks: a card of the hand (keep, show), an Ally of the row (the curse), a knight (the
 * Squire, the Fake Grail), a seat (the Lance Magnet), a square (the Dragon, Merlin's tokens); the
 * rest are buttons.
 *
 * <p>The log's lines and the outcome come from the rules' records ({@link GrailCupEventWords}); the
 * board remembers the window's seat from its last scene, to speak to it, and the cheat that
 * stopped the game, once told.
 */
public final class GrailCupBoard implements BoardView<GrailCupState> {
  /** The longest walk drawn square by square; a longer one jumps the rest. */
  static final int MAX_WALK = 10;

  /** The Village die's last face, remembered from its event for the scenes that follow. */
  private int die = -1;
  /** The faces of the cards the viewer could read in the last scene, for the buttons' words. */
  private final Map<Integer, Integer> faces = new HashMap<>();
  private Seen lastSeen;

  private GrailCupFaces words = GrailCupFaces.ENGLISH;

  @Override
  public void words(Words told) {
    words = new GrailCupFaces(told);
  }

  @Override
  public Scene scene(GrailCupState state, Seen seen) {
    return draw(state, seen, Positions.of(state, die));
  }

  private Scene draw(GrailCupState state, Seen seen, Positions at) {
    lastSeen = seen;
    faces.clear();
    return GrailCupScene.draw(state, seen, at, state.calledAlly(), faces, words);
  }

  /**
   * One scene per square a knight walks, per jump, per Dragon move, per clover token turned over,
   * per change of Lances and per roll of the die, drawn with the new state's cards (so the Ally
   * shown is already face up) and the track's things where the events have brought them so far.
   */
  @Override
  public List<Scene> steps(GrailCupState before, Applied<GrailCupState> applied, Seen seen) {
    GrailCupState after = applied.state();
    List<Scene> scenes = new ArrayList<>();
    if (before.players() == after.players()) {
      Positions at = Positions.of(before, die);
      for (Event e : applied.events()) {
        if (e instanceof KnightMoved m) {
          boolean walks = m.stride() == Stride.ADVANCE || m.stride() == Stride.BACK;
          int dir = Integer.signum(m.to() - m.from());
          if (walks && dir != 0 && Math.abs(m.to() - m.from()) <= MAX_WALK) {
            for (int sq = m.from() + dir; sq != m.to(); sq += dir) {
              at = at.knight(m.seat(), sq);
              scenes.add(draw(after, seen, at));
            }
          }
          at = at.knight(m.seat(), m.to());
        } else if (e instanceof DragonMoved d) {
          at = at.dragon(d.to());
        } else if (e instanceof LancesChanged l) {
          at = at.lances(l.seat(), l.lances());
        } else if (e instanceof DieRolled d) {
          die = d.face();
          at = at.die(d.face());
        } else if (e instanceof TokenTurned t) {
          at = at.turned(t.square(), t.token().ordinal());
        } else {
          continue;
        }
        scenes.add(draw(after, seen, at));
      }
    }
    Scene last = scene(after, seen);
    if (!scenes.isEmpty() && scenes.get(scenes.size() - 1).equals(last)) {
      scenes.remove(scenes.size() - 1); // the last event's scene is the new state's own
    }
    scenes.add(last);
    return scenes;
  }

  @Override
  public List<String> clicks(Action action) {
    Act a = Act.of(action);
    if (a == null) {
      return List.of();
    }
    return switch (a.verb()) {
      case "keep", "show" -> List.of("hand:card-" + a.n(0));
      case "curse" -> List.of("ally:" + a.n(0));
      case "first", "push" -> List.of("knight:" + a.n(0));
      case "take" -> List.of("seat:" + a.n(0));
      case "dragon" -> List.of("sq:" + a.n(0));
      case "look", "arrange" -> a.numbers().stream().map(sq -> "sq:" + sq).toList();
      default -> List.of();
    };
  }

  /** "pass": the seat does not hold the Ally called; the rules offer it alone to a seat that knows it holds none. */
  @Override
  public boolean passes(Action action) {
    Act a = Act.of(action);
    return a != null && a.verb().equals("pass");
  }

  @Override
  public String action(Action action, Words words) {
    return GrailCupWords.action(action, words, faces);
  }

  /** The Allies the seat kept this round, then those handed to it in the draft (as the board lays them out). */
  @Override
  public Optional<String> hand(GrailCupState state, Seen seen, Words words) {
    int seat = seen.seat();
    if (seat < 0) {
      return Optional.empty();
    }
    List<String> kept = new ArrayList<>();
    List<String> handed = new ArrayList<>();
    for (CardRef card : state.cards().hand(seat)) {
      OptionalInt face = Cards.face(state.cards(), card, seen);
      String ally = face.isPresent() ? GrailCupWords.ally(words, face.getAsInt()) : words.get("grailcup.card", card.id());
      if (state.chosen().get(seat).contains(card.id())) {
        kept.add(ally);
      } else if (!state.asideUp().contains(card.id()) && !state.asideDown().contains(card.id())) {
        handed.add(ally);
      }
    }
    List<String> parts = new ArrayList<>();
    if (!kept.isEmpty()) {
      parts.add(words.get("grailcup.hand.kept", String.join(", ", kept)));
    }
    if (!handed.isEmpty()) {
      parts.add(words.get("grailcup.hand.handed", String.join(", ", handed)));
    }
    return Optional.of(String.join("; ", parts));
  }

  @Override
  public String prompt(GrailCupState state, Prompt prompt, Seen seen, Words words) {
    return GrailCupWords.prompt(state, prompt, seen, words, faces);
  }

  /** One of the rules' events as a line of the log; another event (none today) as it says itself. */
  @Override
  public String event(Event event, Words words) {
    if (!(event instanceof GrailCupEvent e)) {
      return null; // not one of the game's records (the board model words the table's own)
    }
    return GrailCupEventWords.line(e, GrailCupEventWords.reader(seen().you(), words), words);
  }

  @Override
  public String outcome(GrailCupState state, Outcome outcome, Words words) {
    return GrailCupWords.outcome(outcome, words, seen());
  }

  private Seen seen() {
    return lastSeen == null ? Seen.spectator(List.of()) : lastSeen;
  }
}
