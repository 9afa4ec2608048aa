package roundtable.net.session;

import java.util.List;
import java.util.stream.Collectors;
import roundtable.core.table.Decision;

/**
 * What a session tells of the table besides the game: chat, and news of the peers (away, back, a
 * bot voted in, the game given up). Data, so that the window says it in its language; {@link
 * #line} is the terminal's line, in English.
 */
public sealed interface TableNews {
  /** The line the terminal prints: {@code chat NAME: …} or {@code news: …}. */
  String line();

  /** A chat line; {@code mine} when this peer said it. */
  record Chat(String name, String said, boolean mine) implements TableNews {
    @Override
    public String line() {
      return "chat " + name + ": " + said;
    }
  }

  /**
   * A line this peer tried to say went over a limit (ChatLimits) and was not sent: too long
   * ({@code tooLong}, over {@code maxChars}), or too many lines in a while.
   */
  record ChatRefused(boolean tooLong, int maxChars, int lines, int seconds) implements TableNews {
    @Override
    public String line() {
      return "news: not said: " + (tooLong ? "a chat line holds at most " + maxChars + " characters"
          : "at most " + lines + " chat lines every " + seconds + " s");
    }
  }

  /** This peer came back after a crash with the actions it kept; it catches up when others have more. */
  record BackWithLog(int kept, boolean catchingUp) implements TableNews {
    @Override
    public String line() {
      return "news: back at the table with the " + kept + " actions kept here" + (catchingUp ? "; catching up" : "");
    }
  }

  /** This peer's link to the table came back. */
  record LinkBack(long step) implements TableNews {
    @Override
    public String line() {
      return "news: the link to the table is back: catching up from step " + step;
    }
  }

  /** This peer's link to the table went down; it tries again every second. */
  record LinkDown(long step) implements TableNews {
    @Override
    public String line() {
      return "news: the link to the table is down at step " + step + "; trying again every second";
    }
  }

  /** A seated peer went away; the table waits for it at most this long. */
  record Away(List<Integer> seats, String name, long waitSeconds) implements TableNews {
    public Away {
      seats = List.copyOf(seats);
    }

    @Override
    public String line() {
      return "news: " + who(seats, name) + " is away: the table waits (at most " + waitSeconds + " s)";
    }
  }

  /** A seated peer that was away is back. */
  record Back(List<Integer> seats, String name) implements TableNews {
    public Back {
      seats = List.copyOf(seats);
    }

    @Override
    public String line() {
      return "news: " + who(seats, name) + " is back";
    }
  }

  /** A seated peer stayed away too long: this peer votes to seat a bot in its place. */
  record VotesForBot(String name) implements TableNews {
    @Override
    public String line() {
      return "news: " + name + " is away too long: this peer votes to seat a bot in their place";
    }
  }

  /** A bot plays a seat from a step on, voted in by the table; {@code holder} runs it. */
  record BotSeated(int seat, String kind, String holder, long step) implements TableNews {
    @Override
    public String line() {
      return "news: seat " + seat + " is played by a " + kind + " bot of " + holder + " from step " + step + ", by vote";
    }
  }

  /** Nothing moved for a while: the seats the table waits for, and why each does not act. */
  record Stalled(long seconds, long step, List<Waiting> waiting) implements TableNews {
    public Stalled {
      waiting = List.copyOf(waiting);
    }

    @Override
    public String line() {
      return "news: nothing moved for " + seconds + " s at step " + step + ": the table waits for "
          + waiting.stream().map(Waiting::text).collect(Collectors.joining(", "));
    }
  }

  /** A seat the table waits for: its holder, what it must do, whether it signed already or is away. */
  record Waiting(int seat, String name, Decision decision, boolean signed, boolean away) {
    String text() {
      return "seat " + seat + " (" + name + ", " + decision.name().toLowerCase().replace('_', ' ')
          + (signed ? ", signed, waits for its turn" : away ? ", away" : "") + ")";
    }
  }

  /** The game is given up here: a seated peer was away longer than the timeout. */
  record GivenUp(String name, long awaySeconds) implements TableNews {
    @Override
    public String line() {
      return "news: the game is given up: peer " + name + " was away for more than " + awaySeconds + " s";
    }
  }

  /**
   * This peer stops waiting for a table whose game it never saw begin: the table did not answer for
   * longer than the timeout (it closed, or its laptop left), and no game was given up here.
   */
  record TableGone(long awaySeconds) implements TableNews {
    @Override
    public String line() {
      return "news: no answer from the table for more than " + awaySeconds + " s";
    }
  }

  /** A spectator hears that a player gave the game up, and why. */
  record PlayersGaveUp(String name, String why) implements TableNews {
    @Override
    public String line() {
      return "news: the players gave the game up (" + name + ": " + why + ")";
    }
  }

  private static String who(List<Integer> seats, String name) {
    return (seats.size() == 1 ? "seat " : "seats ") + seats.stream().map(String::valueOf)
        .collect(Collectors.joining(", ")) + " (" + name + ")";
  }
}
