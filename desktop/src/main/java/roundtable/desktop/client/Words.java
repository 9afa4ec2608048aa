package roundtable.desktop.client;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.TreeMap;

/**
 * The client's words in one language: every text the window shows comes from here, so that English
 * and French are both complete. The words live in {@code roundtable/i18n/AREA_CODE.properties}
 * (UTF-8) in the assets, one file per area and language; a text is a pattern whose {@code {0}},
 * {@code {1}}… are replaced by the arguments, and nothing else is special (an apostrophe is just an
 * apostrophe).
 */
public final class Words {
  /** The areas of words: the client's own, then one per game, from each game's {@link ClientModule}. */
  public static final List<String> AREAS = areas();

  private final Language language;
  private final Map<String, String> texts;

  private Words(Language language, Map<String, String> texts) {
    this.language = language;
    this.texts = Collections.unmodifiableMap(texts);
  }

  /** The words of every area in this language. */
  public static Words of(Language language) {
    Map<String, String> texts = new TreeMap<>();
    for (String area : AREAS) {
      texts.putAll(read(area, language));
    }
    return new Words(language, texts);
  }

  private static List<String> areas() {
    List<String> areas = new ArrayList<>(List.of("client", "lobby"));
    ClientModule.all().forEach(module -> areas.add(module.wordsArea()));
    return List.copyOf(areas);
  }

  /** One area's words in one language, as written in its file. */
  static Map<String, String> read(String area, Language language) {
    String name = "roundtable/i18n/" + area + "_" + language.code() + ".properties";
    try (InputStream in = Words.class.getClassLoader().getResourceAsStream(name)) {
      if (in == null) {
        throw new IllegalStateException("the words file " + name + " is missing from the assets");
      }
      Properties properties = new Properties();
      properties.load(new InputStreamReader(in, StandardCharsets.UTF_8));
      Map<String, String> texts = new TreeMap<>();
      properties.stringPropertyNames().forEach(key -> texts.put(key, properties.getProperty(key)));
      return texts;
    } catch (IOException e) {
      throw new UncheckedIOException("cannot read the words file " + name, e);
    }
  }

  public Language language() {
    return language;
  }

  public boolean has(String key) {
    return texts.containsKey(key);
  }

  /**
   * The text for this key with its arguments put in. A key with no text shows as {@code [key]}, so
   * a forgotten word is seen at once, never hidden (WordsTest checks that none is forgotten).
   */
  public String get(String key, Object... args) {
    String pattern = texts.get(key);
    if (pattern == null) {
      return "[" + key + "]";
    }
    StringBuilder out = new StringBuilder(pattern.length() + 16);
    for (int i = 0; i < pattern.length(); i++) {
      char c = pattern.charAt(i);
      int close = pattern.indexOf('}', i);
      if (c == '{' && close == i + 2 && Character.isDigit(pattern.charAt(i + 1))) {
        int n = pattern.charAt(i + 1) - '0';
        out.append(n < args.length ? String.valueOf(args[n]) : "{" + n + "}");
        i = close;
      } else {
        out.append(c);
      }
    }
    return out.toString();
  }

  /** Every key, for the completeness test. */
  public java.util.Set<String> keys() {
    return texts.keySet();
  }
}
