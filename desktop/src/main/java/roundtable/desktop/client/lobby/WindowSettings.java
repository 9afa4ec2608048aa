package roundtable.desktop.client.lobby;

import java.io.IOException;
import java.io.Reader;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Map;
import java.util.Optional;
import java.util.Properties;
import java.util.TreeMap;
import roundtable.core.bot.Bots;
import roundtable.desktop.client.Language;
import roundtable.desktop.client.table.TableChoice;

/**
 * What the window remembers between two starts, in {@code window.properties} of the Round Table
 * home (the terminal's too): the person's name, the window's language, the last table set up, and
 * whether "your turn" plays a sound.
 * A file that is missing or does not read gives the defaults; whatever in it no longer fits (a game
 * or option this build lacks) is dropped, not an error.
 */
public record WindowSettings(String name, Language language, TableChoice choice, boolean sound) {
  static final String FILE = "window.properties";

  /** The defaults: the system's user name, English, the first game. */
  public static WindowSettings defaults(String name) {
    return new WindowSettings(name, Language.ENGLISH, TableChoice.first(name), true);
  }

  /** The settings kept in this home, or the defaults (none kept when there is no home). */
  public static WindowSettings load(Optional<Path> home, String defaultName) {
    WindowSettings defaults = defaults(defaultName);
    if (home.isEmpty() || !Files.isRegularFile(home.get().resolve(FILE))) {
      return defaults;
    }
    Properties p = new Properties();
    try (Reader in = Files.newBufferedReader(home.get().resolve(FILE), StandardCharsets.UTF_8)) {
      p.load(in);
    } catch (IOException | IllegalArgumentException e) {
      System.err.println("roundtable: " + home.get().resolve(FILE) + " does not read (" + e.getMessage()
          + "): the window starts with its defaults");
      return defaults;
    }
    String name = p.getProperty("name", defaultName).strip();
    Language language = "fr".equals(p.getProperty("language")) ? Language.FRENCH : Language.ENGLISH;
    return new WindowSettings(name.isEmpty() ? defaultName : name, language, choice(p, defaults.choice()),
        !"off".equals(p.getProperty("sound")));
  }

  public WindowSettings withLanguage(Language other) {
    return new WindowSettings(name, other, choice, sound);
  }

  public WindowSettings withSound(boolean on) {
    return new WindowSettings(name, language, choice, on);
  }

  /** Keeps these settings in the home (nothing without one); a write that fails is said, not thrown. */
  public void save(Optional<Path> home) {
    if (home.isEmpty()) {
      return;
    }
    Properties p = new Properties();
    p.setProperty("name", name);
    p.setProperty("language", language == Language.FRENCH ? "fr" : "en");
    p.setProperty("sound", sound ? "on" : "off");
    p.setProperty("game", choice.gameId());
    p.setProperty("players", Integer.toString(choice.players()));
    p.setProperty("tableName", choice.tableName() == null ? "" : choice.tableName());
    p.setProperty("bots", Integer.toString(choice.bots()));
    p.setProperty("botKind", choice.botKind());
    p.setProperty("takeoverBot", choice.takeoverBot());
    choice.options().forEach((key, value) -> p.setProperty("option." + key, value));
    try {
      Files.createDirectories(home.get());
      Path temp = home.get().resolve(FILE + ".tmp");
      try (Writer out = Files.newBufferedWriter(temp, StandardCharsets.UTF_8)) {
        p.store(out, "Round Table: what the window remembers");
      }
      Files.move(temp, home.get().resolve(FILE), StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    } catch (IOException e) {
      System.err.println("roundtable: cannot keep the window's settings in " + home.get() + ": " + e.getMessage());
    }
  }

  /** The table set up last time, as far as this build still offers it. */
  private static TableChoice choice(Properties p, TableChoice fallback) {
    String game = p.getProperty("game", "");
    if (!TableChoice.games().contains(game)) {
      return fallback.withTableName(p.getProperty("tableName", fallback.tableName()));
    }
    TableChoice c = fallback.withGame(game).withTableName(p.getProperty("tableName", fallback.tableName()));
    int players = number(p.getProperty("players"), c.players());
    if (c.playerCounts().contains(players)) {
      c = c.withPlayers(players);
    }
    Map<String, String> options = new TreeMap<>();
    p.stringPropertyNames().stream().filter(k -> k.startsWith("option.")).forEach(k -> options.put(
        k.substring("option.".length()), p.getProperty(k)));
    for (var option : c.offered()) {
      String value = options.get(option.key());
      if (value != null && option.choices().contains(value)) {
        c = c.withOption(option.key(), value);
      }
    }
    String kind = p.getProperty("botKind", "");
    if (Bots.NAMES.contains(kind)) {
      c = c.withBotKind(kind);
    }
    String takeover = p.getProperty("takeoverBot", "");
    if (Bots.NAMES.contains(takeover)) {
      c = c.withTakeoverBot(takeover);
    }
    return c.withBots(number(p.getProperty("bots"), c.bots()));
  }

  private static int number(String text, int fallback) {
    try {
      return text == null ? fallback : Integer.parseInt(text.strip());
    } catch (NumberFormatException e) {
      return fallback;
    }
  }
}
