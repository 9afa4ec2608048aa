package roundtable.desktop.program;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import roundtable.core.game.Game;
import roundtable.core.hidden.CardRef;
import roundtable.core.hidden.HiddenCards;
import roundtable.core.table.Action;
import roundtable.core.table.Decision;
import roundtable.core.table.GameState;
import roundtable.core.table.Knowledge;
import roundtable.core.table.Notation;
import roundtable.core.table.Outcome;
import roundtable.core.table.TableConfig;
import roundtable.core.table.Viewer;

/**
 * The messages roundtable sends a bot program, one JSON line each (docs/bots.md). Made the same way
 * for every game: the view is the game's own diagram of the state as the seat sees it, the seat's
 * hand with the faces it may read, and the prompt; never a card of another seat (DESIGN, "Hidden
 * cards": a peer learns a card's face only when the rules let that seat see it).
 */
public final class BotMessages {
  /** Raised when a message changes so that a program written for the old one could misread it. */
  public static final int PROTOCOL = 1;

  private BotMessages() {}

  /** The first line: the game, its options and this program's seat. */
  public static String hello(Game<?> game, TableConfig config, int seat, long msPerMove) {
    Map<String, Object> hello = new LinkedHashMap<>();
    hello.put("type", "hello");
    hello.put("protocol", PROTOCOL);
    hello.put("game", game.id());
    hello.put("options", new LinkedHashMap<>(config.options()));
    hello.put("players", config.players());
    hello.put("seat", seat);
    hello.put("ms_per_move", msPerMove);
    return JsonLine.write(hello);
  }

  /** The moves played since the last message, as {@code {"seat": N, "action": "…"}}. */
  public static String events(List<Map<String, Object>> moves) {
    Map<String, Object> events = new LinkedHashMap<>();
    events.put("type", "events");
    events.put("events", moves);
    return JsonLine.write(events);
  }

  /** One move as an event. */
  public static Map<String, Object> move(int seat, String action) {
    Map<String, Object> move = new LinkedHashMap<>();
    move.put("seat", seat);
    move.put("action", action);
    return move;
  }

  /** The request to act: the seat's view, its legal actions in the game's notation, the time it has. */
  public static <S extends GameState> String act(Game<S> game, S state, int seat, Knowledge knowledge, int step,
      Decision decision, List<String> legal, long msLeft) {
    Map<String, Object> act = new LinkedHashMap<>();
    act.put("type", "act");
    act.put("decision", decision.name().toLowerCase(java.util.Locale.ROOT));
    act.put("view", view(game, state, seat, knowledge, step));
    act.put("legal", legal);
    act.put("ms_left", msLeft);
    return JsonLine.write(act);
  }

  /** The legal actions in the notation of the log (the game's, the table's commitments before it). */
  public static List<String> legal(Notation notation, List<Action> actions) {
    List<String> legal = new ArrayList<>(actions.size());
    for (Action action : actions) {
      legal.add(notation.format(action));
    }
    return legal;
  }

  /**
   * What the seat may see: the state viewed by the seat (blanked where it may not look), drawn by
   * the game; the cards in its hand, each face it may read; the seats the prompt names.
   */
  public static <S extends GameState> Map<String, Object> view(Game<S> game, S state, int seat, Knowledge knowledge,
      int step) {
    S seen = game.view(state, Viewer.seat(seat));
    Map<String, Object> view = new LinkedHashMap<>();
    view.put("seat", seat);
    view.put("step", step);
    var prompt = game.prompt(seen);
    view.put("prompt", prompt.text());
    view.put("to_act", new ArrayList<>(prompt.seats().keySet()));
    view.put("diagram", game.diagram(seen));
    Optional<HiddenCards> cards = game.hiddenCards(seen);
    if (cards.isPresent()) {
      List<Object> hand = new ArrayList<>();
      for (CardRef card : cards.get().hand(seat)) {
        Map<String, Object> held = new LinkedHashMap<>();
        held.put("card", card.id());
        OptionalInt face = cards.get().faceFor(card, seat, knowledge);
        held.put("face", face.isPresent() ? (Object) face.getAsInt() : null);
        hand.add(held);
      }
      view.put("hand", hand);
    }
    return view;
  }

  /** The last line: how the game ended, and whether this seat won. */
  public static String end(Optional<Outcome> outcome, int seat) {
    Map<String, Object> end = new LinkedHashMap<>();
    end.put("type", "end");
    end.put("outcome", outcome.map(Outcome::text).orElse("unfinished"));
    end.put("winners", outcome.map(o -> (Object) new ArrayList<>(o.winners())).orElse(List.of()));
    end.put("result", outcome.isEmpty() ? "unfinished" : outcome.get().isDraw() ? "draw"
        : outcome.get().winners().contains(seat) ? "win" : "loss");
    return JsonLine.write(end);
  }
}
