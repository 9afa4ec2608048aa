package roundtable.core.canon;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.lang.reflect.RecordComponent;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import roundtable.core.bot.Bots;
import roundtable.core.bot.Selfplay;
import roundtable.core.game.GameCatalog;
import roundtable.core.game.Game;
import roundtable.core.table.GameState;
import roundtable.core.table.Outcome;
import roundtable.core.table.TableConfig;

/**
 * The state hash is made of data (issue 24, docs/protocol.md): rewording an outcome changes no
 * hash, and no state of a whole game writes a Java constant's or class's name, or its outcome's
 * words, into the bytes it hashes.
 */
class StateHashIsDataTest {
  /** The Java names of the core's enum constants and classes, long enough not to occur by chance. */
  private static final List<String> JAVA_NAMES = javaNames();

  @ParameterizedTest
  @ValueSource(strings = {"conquest", "graalwar", "grailcup", "morrigan", "graal"})
  void noStateOfAWholeGameHashesAJavaNameOrWords(String id) {
    Game<GameState> game = game(id);
    for (boolean open : List.of(true, false)) {
      TableConfig config = TableConfig.of(game, id.equals("conquest") || id.equals("graalwar") ? 2 : 3, Map.of(), open);
      List<String> seen = new ArrayList<>();
      var seats = Bots.seats(game, List.of("greedy", "random", "random").subList(0, config.players()),
          new SplittableRandom(7));
      var result = Selfplay.run(game, config, seats, 20_000, (before, seat, decision, action, after) -> {
        String bytes = latin1(after);
        for (String name : JAVA_NAMES) {
          if (bytes.contains(name)) {
            seen.add(name + " after " + action);
          }
        }
      });
      assertTrue(result.finished(), id + ": " + result.problem());
      assertEquals(List.of(), seen, id + ": Java names in the hashed bytes");
      String words = result.outcome().orElseThrow().text();
      assertFalse(latin1(result.state()).contains(words), id + ": the outcome's words are hashed");
    }
  }

  @ParameterizedTest
  @ValueSource(strings = {"conquest", "graalwar", "morrigan", "graal"})
  void anOutcomeReworded(String id) throws Exception {
    Game<GameState> game = game(id);
    TableConfig config = TableConfig.of(game, id.equals("conquest") || id.equals("graalwar") ? 2 : 3, Map.of(), true);
    var result = Selfplay.run(game, config, Bots.seats(game, List.of("greedy", "random", "random")
        .subList(0, config.players()), new SplittableRandom(3)), 20_000, (b, s, d, a, after) -> { });
    GameState over = result.state();
    GameState reworded = withOutcome(over, new Outcome(result.outcome().orElseThrow().winners(), new roundtable.core.table.Event.Note("other words")));
    assertEquals(StateHash.hex(over), StateHash.hex(reworded), id + ": only the words of the outcome changed");
  }

  /** The same record with its outcome replaced. */
  private static GameState withOutcome(GameState state, Outcome outcome) throws Exception {
    RecordComponent[] parts = state.getClass().getRecordComponents();
    Object[] values = new Object[parts.length];
    Class<?>[] types = new Class<?>[parts.length];
    for (int i = 0; i < parts.length; i++) {
      types[i] = parts[i].getType();
      values[i] = types[i] == Outcome.class ? outcome : parts[i].getAccessor().invoke(state);
    }
    var constructor = state.getClass().getDeclaredConstructor(types);
    constructor.setAccessible(true);
    return (GameState) constructor.newInstance(values);
  }

  @SuppressWarnings("unchecked")
  private static Game<GameState> game(String id) {
    return (Game<GameState>) GameCatalog.byId(id).orElseThrow();
  }

  private static String latin1(GameState state) {
    CanonicalWriter out = new CanonicalWriter();
    state.encode(out);
    return new String(out.toByteArray(), StandardCharsets.ISO_8859_1);
  }

  private static List<String> javaNames() {
    TreeSet<String> names = new TreeSet<>();
    Path classes = Path.of("target", "classes", "roundtable", "core");
    try (Stream<Path> files = Files.walk(classes)) {
      for (Path file : files.filter(f -> f.toString().endsWith(".class")).toList()) {
        String name = Path.of("target", "classes").relativize(file).toString().replace('/', '.').replaceAll("\\.class$", "");
        Class<?> type = Class.forName(name, false, StateHashIsDataTest.class.getClassLoader());
        String simple = type.getSimpleName();
        if (simple.length() >= 5) {
          names.add(simple);
        }
        if (type.isEnum()) {
          for (Object constant : type.getEnumConstants()) {
            String constantName = ((Enum<?>) constant).name();
            if (constantName.length() >= 4) {
              names.add(constantName);
            }
          }
        }
      }
    } catch (IOException | ClassNotFoundException e) {
      throw new IllegalStateException(e);
    }
    assertTrue(names.size() > 100, "the core's names were found: " + names.size());
    return List.copyOf(names);
  }
}
