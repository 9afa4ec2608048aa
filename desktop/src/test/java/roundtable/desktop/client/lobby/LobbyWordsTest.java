package roundtable.desktop.client.lobby;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import roundtable.core.table.TableOption;
import roundtable.desktop.client.Language;
import roundtable.desktop.client.OptionWords;
import roundtable.desktop.client.Words;
import roundtable.desktop.client.table.TableChoice;

/** The lobby's and the table's words: the same keys in English and French, every option and bot named. */
class LobbyWordsTest {
  private static Set<String> ours(Words w) {
    return w.keys().stream().filter(k -> k.startsWith("lobby.") || k.startsWith("table."))
        .collect(Collectors.toCollection(TreeSet::new));
  }

  @Test
  void bothLanguagesHaveTheSameKeys() {
    Words en = Words.of(Language.ENGLISH);
    Words fr = Words.of(Language.FRENCH);
    assertEquals(ours(en), ours(fr));
    assertTrue(ours(en).contains("lobby.local"), "the local game's button lives with the lobby");
  }

  /** Every words key written in the lobby's and the table's code has its words in both languages. */
  @Test
  void everyKeyTheScreensSayHasWords() throws java.io.IOException {
    java.util.regex.Pattern literal = java.util.regex.Pattern.compile("\"((?:lobby|table)\\.[A-Za-z.]*[A-Za-z])\"");
    Set<String> used = new TreeSet<>();
    for (String dir : java.util.List.of("lobby", "table")) {
      try (var files = java.nio.file.Files.list(java.nio.file.Path.of("src/main/java/roundtable/desktop/client", dir))) {
        for (java.nio.file.Path file : files.toList()) {
          literal.matcher(java.nio.file.Files.readString(file)).results().forEach(m -> used.add(m.group(1)));
        }
      }
    }
    assertTrue(used.size() > 40, used.toString());
    for (Language language : Language.values()) {
      Words w = Words.of(language);
      for (String key : used) {
        assertTrue(w.has(key), language + ": " + key);
      }
    }
  }

  @Test
  void everyOptionChoiceAndBotOfTheOfferedGamesHasWords() {
    for (Language language : Language.values()) {
      Words w = Words.of(language);
      for (String id : TableChoice.games()) {
        assertTrue(w.has("game." + id), id);
        for (TableOption o : TableChoice.game(id).options()) {
          assertTrue(w.has(OptionWords.key(id, o.key())), o.key());
          for (String c : o.choices()) {
            assertTrue(w.has(OptionWords.key(id, o.key(), c)), o.key() + "=" + c);
          }
        }
      }
      for (String bot : roundtable.core.bot.Bots.NAMES) {
        assertTrue(w.has("lobby.bot." + bot), bot);
        assertTrue(OptionWords.botChoice(w, bot).startsWith(OptionWords.bot(w, bot) + " ("), "the lobby says what "
            + bot + " is, after its name: " + OptionWords.botChoice(w, bot));
      }
    }
  }
}
