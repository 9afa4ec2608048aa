package roundtable.desktop.client;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import roundtable.core.table.Decision;
import roundtable.net.session.TableNews;

/** Every kind of table news is said in both languages, from its data; seats by their holders' names. */
class NewsWordsTest {
  private static final List<TableNews> ONE_OF_EACH = List.of(
      new TableNews.Chat("Bob", "hello", false),
      new TableNews.ChatRefused(true, 500, 5, 10),
      new TableNews.BackWithLog(42, true),
      new TableNews.LinkBack(40),
      new TableNews.LinkDown(40),
      new TableNews.Away(List.of(1), "Bob", 120),
      new TableNews.Back(List.of(1), "Bob"),
      new TableNews.VotesForBot("Bob"),
      new TableNews.BotSeated(1, "greedy", "Ann", 57),
      new TableNews.Stalled(10, 33, List.of(new TableNews.Waiting(1, "Bob", Decision.PROTOCOL_STEP, false, true))),
      new TableNews.GivenUp("Bob", 120),
      new TableNews.TableGone(120),
      new TableNews.PlayersGaveUp("Ann", "peer Bob was away for more than 120 s"));

  @Test
  void everyKindOfNewsHasWordsInBothLanguages() {
    Set<Class<?>> kinds = Arrays.stream(TableNews.class.getPermittedSubclasses()).collect(Collectors.toSet());
    assertEquals(kinds, ONE_OF_EACH.stream().map(Object::getClass).collect(Collectors.toSet()), "one example of each");
    for (Language language : Language.values()) {
      Words w = Words.of(language);
      for (TableNews news : ONE_OF_EACH) {
        String said = NewsWords.say(news, w, seat -> seat == 1 ? "Bob" : "Ann");
        assertFalse(said.contains("[") || said.contains("{"), language + ": " + said);
        assertFalse(said.contains("seat 1") || said.contains("place 1"), "seats by name: " + said);
      }
    }
  }

  @Test
  void theWindowSaysItInItsLanguage() {
    Words en = Words.of(Language.ENGLISH);
    Words fr = Words.of(Language.FRENCH);
    TableNews away = new TableNews.Away(List.of(1), "Bob", 120);
    assertEquals("Bob is away: the table waits (at most 120 s).", NewsWords.say(away, en));
    assertEquals("Bob est absent : la table attend (au plus 120 s).", NewsWords.say(away, fr));
    TableNews bot = new TableNews.BotSeated(1, "greedy", "Ann", 57);
    assertEquals("Bob's seat is played by a greedy bot of Ann from step 57, by vote.",
        NewsWords.say(bot, en, seat -> "Bob"));
    assertEquals("seat 1 (Bob) is away: the table waits (at most 120 s)", away.line().substring("news: ".length()),
        "the terminal's line is unchanged");
  }

  @Test
  void aTableWaitingForThePersonAtThisWindowSaysYou() {
    // Two laptops of one LAN party may both be called "root": the person must not read its own name as another's.
    TableNews stalled = new TableNews.Stalled(10, 33, List.of(new TableNews.Waiting(2, "root", Decision.MOVE, false, false)));
    assertEquals("Nothing moved for 10 s: the table waits for you (a move).",
        NewsWords.say(stalled, Words.of(Language.ENGLISH), seat -> "root", 2));
    assertEquals("Rien n’a bougé depuis 10 s ; la table attend : vous (un coup).",
        NewsWords.say(stalled, Words.of(Language.FRENCH), seat -> "root", 2));
    assertEquals("Nothing moved for 10 s: the table waits for root (a move).",
        NewsWords.say(stalled, Words.of(Language.ENGLISH), seat -> "root", 0), "another seat's window names it");
    assertEquals("Nothing moved for 10 s: the table waits for root (a move).",
        NewsWords.say(stalled, Words.of(Language.ENGLISH)), "a watcher names it");
  }
}
