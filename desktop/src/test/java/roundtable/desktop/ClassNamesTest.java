package roundtable.desktop;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import roundtable.core.game.GameCatalog;

/**
 * No two classes of the main code (core, net, desktop) share a simple name, unless each is a
 * game's own implementation of the same role, in that game's own package (each game's
 * {@code Move}, {@code Board}...). A shared type with a generic name ({@code Palette},
 * {@code Faces}, {@code Outcome}) is named for what it is, or for its game.
 */
class ClassNamesTest {
  /** The roles each game may implement under the same name, in its own package. */
  private static final Set<String> GAME_ROLES = Set.of("Board", "Card", "Colour", "Duel", "Legal", "Lineup",
      "Match", "Move", "MoveRules", "Play", "Rules", "Settings", "Table");

  private static final List<String> MODULES = List.of("core", "net", "desktop");

  @Test
  void noTwoMainClassesShareASimpleNameOutsideTheGamesOwnRoles() throws IOException {
    Map<String, List<String>> byName = classesByName();
    Map<String, List<String>> shared = new TreeMap<>();
    byName.forEach((name, classes) -> {
      if (classes.size() > 1 && !(GAME_ROLES.contains(name) && classes.stream().allMatch(ClassNamesTest::inAGame))) {
        shared.put(name, classes);
      }
    });
    assertEquals(Map.of(), shared, "classes sharing a simple name: name them for what they are or for their game");
  }

  @Test
  void everyAllowedRoleIsStillSharedByGames() throws IOException {
    Map<String, List<String>> byName = classesByName();
    for (String role : GAME_ROLES) {
      assertTrue(byName.getOrDefault(role, List.of()).size() > 1, role + " is no longer shared: take it off the list");
    }
  }

  private static boolean inAGame(String className) {
    String pkg = className.substring(0, className.lastIndexOf('.'));
    String last = pkg.substring(pkg.lastIndexOf('.') + 1);
    return GameCatalog.IDS.contains(last);
  }

  private static Map<String, List<String>> classesByName() throws IOException {
    Path root = Path.of("").toAbsolutePath().getParent();
    Map<String, List<String>> byName = new TreeMap<>();
    for (String module : MODULES) {
      Path sources = root.resolve(module).resolve("src/main/java");
      assertTrue(Files.isDirectory(sources), sources + " is where " + module + "'s main code is");
      try (Stream<Path> files = Files.walk(sources)) {
        for (Path file : files.filter(f -> f.toString().endsWith(".java")).collect(Collectors.toList())) {
          String name = file.getFileName().toString().replace(".java", "");
          if (!name.equals("package-info")) {
            String className = sources.relativize(file).toString().replace(".java", "").replace(file.getFileSystem()
                .getSeparator(), ".");
            byName.computeIfAbsent(name, n -> new java.util.ArrayList<>()).add(className);
          }
        }
      }
    }
    return byName;
  }
}
