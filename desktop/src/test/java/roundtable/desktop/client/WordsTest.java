package roundtable.desktop.client;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.api.Test;

/** Every text of the window exists in English and in French, with the same blanks to fill. */
class WordsTest {
  private static final Pattern PLACEHOLDER = Pattern.compile("\\{(\\d+)}");

  static Stream<String> areas() {
    return Words.AREAS.stream();
  }

  @ParameterizedTest
  @MethodSource("areas")
  void bothLanguagesHaveTheSameKeys(String area) {
    Set<String> english = Words.read(area, Language.ENGLISH).keySet();
    Set<String> french = Words.read(area, Language.FRENCH).keySet();
    Set<String> notInFrench = new TreeSet<>(english);
    notInFrench.removeAll(french);
    Set<String> notInEnglish = new TreeSet<>(french);
    notInEnglish.removeAll(english);
    assertTrue(notInFrench.isEmpty() && notInEnglish.isEmpty(), area + ": missing in French " + notInFrench
        + ", missing in English " + notInEnglish);
    assertFalse(english.isEmpty(), area + " has no words at all");
  }

  @Test
  void noKeyIsInTwoAreas() {
    for (Language language : Language.values()) {
      Map<String, String> owner = new java.util.TreeMap<>();
      List<String> twice = new ArrayList<>();
      for (String area : Words.AREAS) {
        for (String key : Words.read(area, language).keySet()) {
          String before = owner.putIfAbsent(key, area);
          if (before != null) {
            twice.add(key + " (" + before + ", " + area + ")");
          }
        }
      }
      assertEquals(List.of(), twice, language + ": one area's text would hide the other's");
    }
  }

  @ParameterizedTest
  @MethodSource("areas")
  void bothLanguagesFillTheSameBlanks(String area) {
    Map<String, String> english = Words.read(area, Language.ENGLISH);
    Map<String, String> french = Words.read(area, Language.FRENCH);
    List<String> wrong = new ArrayList<>();
    for (var entry : english.entrySet()) {
      String other = french.get(entry.getKey());
      if (other != null && !placeholders(entry.getValue()).equals(placeholders(other))) {
        wrong.add(entry.getKey() + " (en " + placeholders(entry.getValue()) + ", fr " + placeholders(other) + ")");
      }
    }
    assertEquals(List.of(), wrong, area + ": placeholders differ");
  }

  @ParameterizedTest
  @MethodSource("areas")
  void noTextIsBlank(String area) {
    for (Language language : Language.values()) {
      List<String> blank = Words.read(area, language).entrySet().stream()
          .filter(e -> e.getValue().isBlank()).map(Map.Entry::getKey).toList();
      assertEquals(List.of(), blank, area + "_" + language.code() + ": blank texts");
    }
  }

  @ParameterizedTest
  @MethodSource("areas")
  void placeholdersAreSingleDigits(String area) {
    // A text may leave an argument out ("… in {2} moves" needs no {1}); Words.get fills {0} to {9}.
    for (Language language : Language.values()) {
      for (var entry : Words.read(area, language).entrySet()) {
        for (int n : placeholders(entry.getValue())) {
          assertTrue(n < 10, area + "_" + language.code() + " " + entry.getKey() + ": Words.get only fills {0} to {9}");
        }
      }
    }
  }

  @Test
  void everyAreaIsInTheWordsOfEachLanguage() {
    for (Language language : Language.values()) {
      Words words = Words.of(language);
      assertEquals(language, words.language());
      for (String area : Words.AREAS) {
        assertTrue(words.keys().containsAll(Words.read(area, language).keySet()), area + " in " + language);
      }
    }
  }

  /** Every key the client's code asks for by name (words.get("board.over")) has its text. */
  @Test
  void everyKeyTheCodeAsksForHasItsWords() throws Exception {
    Path sources = Path.of(System.getProperty("basedir", "."), "src", "main", "java", "roundtable", "desktop", "client");
    assumeTrue(Files.isDirectory(sources), "the sources are not here: " + sources.toAbsolutePath());
    Pattern asked = Pattern.compile("\\bget\\(\"([a-z]+\\.[A-Za-z0-9_.]*[A-Za-z0-9_])\"");
    Set<String> keys = new TreeSet<>();
    try (Stream<Path> files = Files.walk(sources)) {
      for (Path file : files.filter(f -> f.toString().endsWith(".java")).toList()) {
        Matcher m = asked.matcher(Files.readString(file));
        while (m.find()) {
          keys.add(m.group(1));
        }
      }
    }
    assertTrue(keys.contains("board.over"), "the code's keys were found: " + keys);
    for (Language language : Language.values()) {
      Words words = Words.of(language);
      List<String> missing = keys.stream().filter(k -> !words.has(k)).toList();
      assertEquals(List.of(), missing, language + ": keys asked for by the code with no text");
    }
  }

  @Test
  void getFillsTheBlanks() {
    Words english = Words.of(Language.ENGLISH);
    assertEquals("You play seat 2 (Red).", english.get("board.seat", 2, "Red"));
    assertEquals("Vous jouez la place 2 (Rouge).", Words.of(Language.FRENCH).get("board.seat", 2, "Rouge"));
    assertEquals("You play seat 2 ({1}).", english.get("board.seat", 2), "a blank without its argument stays seen");
    assertEquals("The table stopped: {x}", english.get("board.stop.failed", "{x}"), "an argument is put in as it is");
  }

  @Test
  void aMissingKeyShowsItselfInBrackets() {
    Words english = Words.of(Language.ENGLISH);
    assertEquals("[board.nothing]", english.get("board.nothing"));
    assertFalse(english.has("board.nothing"));
    assertTrue(english.has("board.over"));
  }

  @Test
  void frenchApostrophesAndAccentsSurvive() {
    Words french = Words.of(Language.FRENCH);
    assertEquals("La partie s'est arrêtée.", french.get("board.stopped"));
    assertEquals("Passer l'animation", french.get("board.skip"));
    assertEquals("À la conquête du Graal", french.get("game.conquest"));
    assertTrue(french.get("client.noDisplay", "x").contains("(x)"), "a pattern with an apostrophe-free blank");
  }

  @Test
  void eachLanguageNamesItselfAndSwitchesToTheOther() {
    assertEquals(Language.FRENCH, Language.ENGLISH.other());
    assertEquals(Language.ENGLISH, Language.FRENCH.other());
    assertEquals("Français", Language.FRENCH.nativeName());
    assertEquals("en", Language.ENGLISH.code());
  }

  private static Set<Integer> placeholders(String pattern) {
    Set<Integer> found = new TreeSet<>();
    Matcher m = PLACEHOLDER.matcher(pattern);
    while (m.find()) {
      found.add(Integer.parseInt(m.group(1)));
    }
    return found;
  }
}
