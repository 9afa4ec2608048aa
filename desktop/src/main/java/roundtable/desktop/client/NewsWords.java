package roundtable.desktop.client;

import java.util.List;
import java.util.function.IntFunction;
import java.util.stream.Collectors;
import roundtable.core.table.Decision;
import roundtable.net.session.TableNews;

/**
 * The table's chat and news in the window's language, from their data (never from the terminal's
 * English line); the person's own chat lines are marked as theirs. Seats are named by their
 * holders' names, as everywhere in the window.
 */
public final class NewsWords {
  private NewsWords() {}

  /**
   * @param seatName the name of a seat, as the board shows it
   */
  public static String say(TableNews news, Words w, IntFunction<String> seatName) {
    return say(news, w, seatName, -1);
  }

  /**
   * @param seatName the name of a seat, as the board shows it
   * @param yours the seat the person at this window plays, or -1: a table waiting for it says so
   *     ("waits for you"), where the seat's name may be the person's own and read as someone else's
   */
  public static String say(TableNews news, Words w, IntFunction<String> seatName, int yours) {
    if (news instanceof TableNews.Chat c) {
      return w.get(c.mine() ? "news.chat.mine" : "news.chat", c.name(), c.said());
    } else if (news instanceof TableNews.ChatRefused r) {
      return r.tooLong() ? w.get("news.chatRefused.length", r.maxChars())
          : w.get("news.chatRefused.rate", r.lines(), r.seconds());
    } else if (news instanceof TableNews.BackWithLog b) {
      return w.get(b.catchingUp() ? "news.backWithLog.catchingUp" : "news.backWithLog", b.kept());
    } else if (news instanceof TableNews.LinkBack b) {
      return w.get("news.linkBack", b.step());
    } else if (news instanceof TableNews.LinkDown d) {
      return w.get("news.linkDown", d.step());
    } else if (news instanceof TableNews.Away a) {
      return w.get("news.away", a.name(), a.waitSeconds());
    } else if (news instanceof TableNews.Back b) {
      return w.get("news.back", b.name());
    } else if (news instanceof TableNews.VotesForBot v) {
      return w.get("news.votesForBot", v.name());
    } else if (news instanceof TableNews.BotSeated b) {
      return w.get("news.botSeated", seatName.apply(b.seat()), b.kind(), b.holder(), b.step());
    } else if (news instanceof TableNews.Stalled s) {
      return w.get("news.stalled", s.seconds(), waiting(s.waiting(), w, yours));
    } else if (news instanceof TableNews.GivenUp g) {
      return w.get("news.givenUp", g.name(), g.awaySeconds());
    } else if (news instanceof TableNews.TableGone g) {
      return w.get("news.tableGone", g.awaySeconds());
    } else if (news instanceof TableNews.PlayersGaveUp p) {
      return w.get("news.playersGaveUp", p.name(), p.why());
    }
    throw new IllegalArgumentException("news without words: " + news);
  }

  /** Before the game: seats named by number from 1. */
  public static String say(TableNews news, Words w) {
    return say(news, w, seat -> "#" + (seat + 1));
  }

  private static String waiting(List<TableNews.Waiting> seats, Words w, int yours) {
    return seats.stream().map(s -> w.get(s.signed() ? "news.waiting.signed" : s.away() ? "news.waiting.away"
        : s.seat() == yours ? "news.waiting.you" : "news.waiting", s.name(),
        w.get("news.decision." + code(s.decision())))).collect(Collectors.joining(", "));
  }

  private static String code(Decision decision) {
    return switch (decision) {
      case MOVE -> "move";
      case SECRET_CHOICE -> "secret";
      case PROTOCOL_STEP -> "cards";
      case RANDOMNESS -> "draw";
    };
  }
}
