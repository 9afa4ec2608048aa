package roundtable.desktop.client.conquest;

import java.util.List;
import java.util.OptionalInt;
import roundtable.core.conquest.Colour;
import roundtable.core.conquest.Conquest;
import roundtable.core.conquest.ConquestState;
import roundtable.core.conquest.Move.Blocked;
import roundtable.core.conquest.Move.Restack;
import roundtable.core.conquest.Move.Slide;
import roundtable.core.conquest.Move.Unstack;
import roundtable.core.conquest.Moved;
import roundtable.core.conquest.Notice;
import roundtable.core.conquest.Notice.FirstPlayer;
import roundtable.core.conquest.Notice.MatchEnded;
import roundtable.core.conquest.Notice.RepetitionWarning;
import roundtable.core.conquest.Notice.RoundBegins;
import roundtable.core.conquest.Notice.RoundEnded;
import roundtable.core.conquest.Notice.TokenCheat;
import roundtable.core.conquest.Notice.TokenHeld;
import roundtable.core.conquest.Notice.TokenShown;
import roundtable.core.conquest.Notice.TokensDealt;
import roundtable.core.conquest.ShowToken;
import roundtable.core.conquest.Square;
import roundtable.core.conquest.StonesMoved;
import roundtable.core.conquest.Who;
import roundtable.core.hidden.CardRef;
import roundtable.core.crypto.TableNotation;
import roundtable.core.table.Action;
import roundtable.core.table.Event;
import roundtable.core.table.Prompt;
import roundtable.desktop.client.Words;
import roundtable.desktop.client.board.Seen;

/**
 * The conquest board's words ({@code conquest_*.properties}): the moves as the rulebook names them
 * (dépiler, réempiler, glisser), the prompt for the viewer, and a log line for each event.
 */
final class ConquestWords {
  private ConquestWords() {}

  static String action(Action action, Words w) {
    if (action instanceof Unstack u) {
      return w.get("conquest.move.unstack", sq(u.from()), sq(u.first()), sq(u.second()));
    }
    if (action instanceof Restack r) {
      return w.get("conquest.move.restack", sq(r.from()), sq(r.via()), sq(r.onto()));
    }
    if (action instanceof Slide s) {
      return w.get("conquest.move.slide", sq(s.from()), sq(s.to()));
    }
    if (action instanceof Blocked) {
      return w.get("conquest.move.blocked");
    }
    if (action instanceof ShowToken) {
      return w.get("conquest.move.show");
    }
    // A step of a draw or of the tokens' shuffle, which the client makes by itself.
    return w.get("conquest.move.step", TableNotation.format(action, Conquest.GAME.notation()));
  }

  static String prompt(ConquestState s, Prompt prompt, Seen seen, Words w) {
    if (s.outcome() != null || prompt.isOver()) {
      return over(s, w);
    }
    if (s.startDraw() != null) {
      return w.get("conquest.prompt.draw");
    }
    if (s.tokens() != null && !s.tokens().pending().isOver()) {
      return w.get("conquest.prompt.shuffle");
    }
    int me = seen.you();
    if (s.toMove() < 0) {
      // Secret tokens: whoever holds the next number shows it.
      int next = s.cycleTurn() + 1;
      if (me >= 0 && prompt.names(me) && holds(s, seen, next)) {
        return w.get("conquest.prompt.showYours", next);
      }
      return w.get("conquest.prompt.show", next);
    }
    String who = named(w, Conquest.who(s, s.toMove()), seen.name(s.toMove()));
    if (me != s.toMove()) {
      return w.get("conquest.prompt.move", who);
    }
    List<Action> legal = Conquest.GAME.legalActions(s, me, seen.knowledge());
    boolean blocked = legal.size() == 1 && legal.get(0) instanceof Blocked;
    return w.get(blocked ? "conquest.prompt.blocked" : "conquest.prompt.yours", who);
  }

  /** The match is over: who won, if anybody did. */
  private static String over(ConquestState s, Words w) {
    if (s.outcome() == null || s.outcome().isDraw()) {
      return w.get("conquest.prompt.over");
    }
    int side = s.lineup().side(s.outcome().winners().get(0));
    return w.get("conquest.prompt.won", who(w, Who.side(s.lineup(), side)));
  }

  /** How the match ended, as its last log line says it. */
  static String outcome(ConquestState s, Words w) {
    List<Integer> grails = s.grails();
    if (s.outcome() == null || s.outcome().isDraw()) {
      return notice(new MatchEnded(-1, null, s.settings().match(), grails.get(0), grails.get(1)), w);
    }
    int side = s.lineup().side(s.outcome().winners().get(0));
    return notice(new MatchEnded(side, Who.side(s.lineup(), side), s.settings().match(), grails.get(side),
        grails.get(1 - side)), w);
  }

  private static boolean holds(ConquestState s, Seen seen, int number) {
    CardRef token = s.tokens().hand(seen.seat()).get(0);
    OptionalInt face = s.tokens().faceFor(token, seen.seat(), seen.knowledge());
    return face.isPresent() && face.getAsInt() == number;
  }

  static String event(Event event, Words w) {
    if (event instanceof StonesMoved) {
      return null;
    }
    if (event instanceof Moved m) {
      return w.get("conquest.event.moved", who(w, m.player()), action(m.move(), w));
    }
    if (event instanceof Notice n) {
      return notice(n, w);
    }
    return null; // not one of the game's records (the board model words the table's own)
  }

  private static String notice(Notice notice, Words w) {
    if (notice instanceof FirstPlayer f) {
      return w.get("conquest.event.first", who(w, f.who()));
    }
    if (notice instanceof TokensDealt) {
      return w.get("conquest.event.dealt");
    }
    if (notice instanceof TokenHeld t) {
      return w.get("conquest.event.held", who(w, t.who()), t.token());
    }
    if (notice instanceof TokenShown t) {
      return w.get("conquest.event.shown", who(w, t.who()), t.token());
    }
    if (notice instanceof TokenCheat c) {
      return w.get("conquest.event.cheat", who(w, c.who()), c.shown(), c.next());
    }
    if (notice instanceof RepetitionWarning r) {
      return w.get("conquest.event.warning", who(w, r.side()));
    }
    if (notice instanceof RoundEnded r) {
      return w.get("conquest.event.round." + r.reason().name().toLowerCase(), r.round(),
          r.who() == null ? "" : who(w, r.who()), r.limit());
    }
    if (notice instanceof RoundBegins r) {
      return w.get("conquest.event.begins", r.round());
    }
    MatchEnded m = (MatchEnded) notice;
    if (m.winners() == null) {
      return w.get(m.bestOfThree() ? "conquest.event.drawScore" : "conquest.event.draw", m.won(), m.lost());
    }
    return w.get(m.bestOfThree() ? "conquest.event.wonScore" : "conquest.event.won", who(w, m.winners()), m.won(),
        m.lost());
  }

  /** A seat or a side in colours: "Red & Yellow", "Blue with Green". */
  static String who(Words w, Who who) {
    String out = "";
    for (int mask : who.seats()) {
      String seat = "";
      for (Colour c : Who.colours(mask)) {
        seat = seat.isEmpty() ? colour(w, c) : w.get("conquest.who.and", seat, colour(w, c));
      }
      out = out.isEmpty() ? seat : w.get("conquest.who.with", out, seat);
    }
    return out;
  }

  /** The colours with the player's name: "Red (Alice)". */
  static String named(Words w, Who who, String name) {
    return w.get("conquest.who.named", who(w, who), name);
  }

  static String colour(Words w, Colour c) {
    return w.get("conquest.colour." + c.name().toLowerCase());
  }

  private static String sq(int square) {
    return Square.name(square);
  }
}
