package roundtable.desktop.client.conquest;

import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.TreeMap;
import java.util.stream.Collectors;
import roundtable.core.conquest.Conquest;
import roundtable.core.conquest.ConquestState;
import roundtable.core.random.Fix;
import roundtable.core.table.Action;
import roundtable.core.table.Applied;
import roundtable.core.table.IllegalActionException;
import roundtable.core.table.Knowledge;
import roundtable.core.table.TableConfig;
import roundtable.desktop.client.Language;
import roundtable.desktop.client.Words;
import roundtable.desktop.client.board.RandomGame;
import roundtable.desktop.client.board.Scene;
import roundtable.desktop.client.board.Seen;
import roundtable.desktop.client.board.Thing;

/** A conquest table for the board's tests: an open log, seat 0 first, and the players' names. */
final class Table {
  static final List<String> NAMES = List.of("Alice", "Bob", "Chloé", "Denis");

  private Table() {}

  /** A new match with these options, the first player drawn as seat 0 (clockwise turns). */
  static ConquestState start(int players, Map<String, String> options) {
    ConquestState s = Conquest.GAME.setup(TableConfig.of(Conquest.GAME, players, options, true));
    return s.startDraw() == null ? s : play(s, 0, new Fix(List.of(0))).state();
  }

  static ConquestState start(int players) {
    return start(players, Map.of());
  }

  static Applied<ConquestState> play(ConquestState s, int seat, Action action) {
    try {
      return Conquest.GAME.apply(s, seat, action);
    } catch (IllegalActionException e) {
      throw new AssertionError(e.getMessage(), e);
    }
  }

  static Seen seat(int seat, int players) {
    return new Seen(roundtable.core.table.Viewer.seat(seat), Knowledge.NOTHING, NAMES.subList(0, players));
  }

  /** Every applied action of a whole game between random players, from the setup on. */
  static List<Applied<ConquestState>> randomGame(int players, Map<String, String> options, long seed) {
    return RandomGame.play(Conquest.GAME, TableConfig.of(Conquest.GAME, players, options, true), seed);
  }

  /** What stands on each square, bottom first, by colour: the position drawn, whatever the ids. */
  static Map<String, List<Integer>> stacks(Scene scene) {
    return scene.things().stream().filter(t -> !t.target().isEmpty())
        .sorted(Comparator.comparingDouble(Thing::z))
        .collect(Collectors.groupingBy(Thing::target, TreeMap::new, Collectors.mapping(Thing::colour, Collectors.toList())));
  }

  static Words words(Language language) {
    return Words.of(language);
  }

  static Map<String, String> file(Language language) {
    String name = "roundtable/i18n/conquest_" + language.code() + ".properties";
    try (var in = Table.class.getClassLoader().getResourceAsStream(name)) {
      Properties p = new Properties();
      p.load(new java.io.InputStreamReader(in, java.nio.charset.StandardCharsets.UTF_8));
      Map<String, String> texts = new TreeMap<>();
      p.stringPropertyNames().forEach(k -> texts.put(k, p.getProperty(k)));
      return texts;
    } catch (java.io.IOException e) {
      throw new java.io.UncheckedIOException(e);
    }
  }

}
