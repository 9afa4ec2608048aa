package roundtable.desktop.client.play;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import roundtable.core.bot.LeftSeats;
import roundtable.core.crypto.PokerStep;
import roundtable.core.random.Commit;
import roundtable.core.random.Fix;
import roundtable.core.random.Reveal;
import roundtable.core.table.Action;
import roundtable.core.table.Event;
import roundtable.desktop.client.NewsWords;
import roundtable.desktop.client.Words;
import roundtable.desktop.client.play.BoardModel.LogLine;
import roundtable.net.session.TableNews;

/**
 * The board's log: the events of the actions applied and the table's news, in the order they came,
 * and how they read in the window's words. Render thread.
 */
final class BoardLog {
  /** How the board says what the log holds: its game's events and actions, the seats' names, "you". */
  interface Speaker {
    String event(Event event, Words words);

    String action(Action action, Words words);

    String name(int seat);

    /** The seat spoken to, or -1. */
    int you();
  }

  /** The seat's leave step in the log, before the events of the step it made. */
  record SeatLeft(int seat) implements Event {
    @Override
    public String text() {
      return "seat " + seat + " left the game for good";
    }
  }

  private final List<Event> events = new ArrayList<>();
  /** Where each action's events begin in {@link #events}: the open-handed bot's line reads only its own. */
  private final BitSet actionStarts = new BitSet();
  private final List<TableNews> news = new ArrayList<>();
  /** For each news, how many events were logged when it came: it is shown after them. */
  private final List<Integer> newsAt = new ArrayList<>();

  /** The log starts again (the board rewound); the news stays. */
  void clearEvents() {
    events.clear();
    actionStarts.clear();
  }

  /** An action's events; a seat's leave step first says that the seat left. */
  void logged(int seat, Action action, List<Event> happened) {
    actionStarts.set(events.size());
    if (action instanceof PokerStep.Leave) {
      events.add(new SeatLeft(seat));
    }
    events.addAll(happened);
  }

  /**
   * A news comes: said after the moves logged so far. A stall, with nothing logged or said since the
   * last one, takes its place ("Nothing moved for 20 s" where it said 10 s; or the wait at the next
   * step, after moves the log has no line for), rather than adding a line every ten seconds.
   */
  void news(TableNews told) {
    int last = news.size() - 1;
    if (told instanceof TableNews.Stalled && last >= 0 && news.get(last) instanceof TableNews.Stalled
        && newsAt.get(last) == events.size()) {
      news.set(last, told);
    } else {
      news.add(told);
      newsAt.add(events.size());
    }
  }

  /** The game log, oldest first. */
  List<String> log(Words words, Speaker speaker) {
    List<String> lines = new ArrayList<>();
    for (int i = 0; i < events.size(); i++) {
      String line = line(i, words, speaker);
      if (line != null) {
        lines.add(line);
      }
    }
    return lines;
  }

  /**
   * The log and the news in the order they came: a news says what was so when it came ("the table
   * waits for you"), so it stays among the moves made then, not under the moves made since.
   */
  List<LogLine> timeline(Words words, Speaker speaker) {
    List<String> said = news(words, speaker);
    List<LogLine> lines = new ArrayList<>();
    int n = 0;
    for (int i = 0; i <= events.size(); i++) {
      for (; n < said.size() && Math.min(newsAt.get(n), events.size()) == i; n++) {
        lines.add(new LogLine(said.get(n), true));
      }
      String line = i < events.size() ? line(i, words, speaker) : null;
      if (line != null) {
        lines.add(new LogLine(line, false));
      }
    }
    return lines;
  }

  List<String> news(Words words, Speaker speaker) {
    return news.stream().map(n -> NewsWords.say(n, words, speaker::name, speaker.you())).toList();
  }

  /** The line of the event at this place in the log, or null when it has none. */
  private String line(int i, Words words, Speaker speaker) {
    Event e = events.get(i);
    if (e instanceof SeatLeft left) {
      return words.get("board.log.left", speaker.name(left.seat()));
    }
    if (e instanceof LeftSeats.BotActed bot) {
      return saidByItsEvents(i, words, speaker) ? null : botLine(bot, words, speaker);
    }
    return speaker.event(e, words);
  }

  /**
   * The open-handed bot's move whose own events have a line ("Zoe lays Talisman (red)"): saying it
   * again as the bot's ("Zoe, played by the open-handed bot: lay Talisman (red)") doubles the log;
   * the seat's leave said once that the bot plays it. A move with no line of its own keeps the bot's.
   */
  private boolean saidByItsEvents(int i, Words words, Speaker speaker) {
    for (int k = i + 1; k < events.size() && !actionStarts.get(k); k++) {
      if (events.get(k) instanceof LeftSeats.BotActed) {
        return false;
      }
      if (line(k, words, speaker) != null) {
        return true;
      }
    }
    return false;
  }

  /**
   * An action of the open-handed bot for a seat that left, in the board's words (its move as the
   * game's buttons say it); its side of a joint draw is not worth a line, as nobody's commitment is.
   */
  private static String botLine(LeftSeats.BotActed bot, Words words, Speaker speaker) {
    Action action = bot.action();
    if (action instanceof Commit || action instanceof Reveal || action instanceof Fix) {
      return null;
    }
    String said;
    try {
      said = speaker.action(action, words);
    } catch (RuntimeException e) {
      said = bot.written(); // said as the notation writes it
    }
    return words.get("board.log.bot", speaker.name(bot.seat()), said);
  }
}
