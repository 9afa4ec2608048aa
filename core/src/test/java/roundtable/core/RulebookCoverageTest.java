package roundtable.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Each rules page's "## Rulebook coverage" table (docs/rules/*.md): one row per sentence of the
 * rulebook, with the class that applies it and the tests that show it. A row whose "Tested by" is
 * empty, or names a class or a test that does not exist, fails here, named; a flavour row says
 * {@code flavour} in both columns.
 */
class RulebookCoverageTest {
  /** The five games. Every game must have its section in docs/rules/ID.md. */
  static final List<String> GAMES = List.of("grailcup", "morrigan", "graal", "graalwar", "conquest");

  static final String SECTION = "## Rulebook coverage";
  static final String HEADER = "| Rulebook (French) | Rule | Implemented in | Tested by |";
  static final String FLAVOUR = "flavour";

  /** One row of a table: its page, its line and its four cells. */
  record Row(String page, int line, String french, String rule, String implemented, String tested) {
    String where() {
      return page + ":" + line + " " + french;
    }
  }

  /** The folder docs/rules: surefire runs in core/, a run from the top of the project finds it too. */
  static Path rules() {
    for (Path p : List.of(Path.of("..", "docs", "rules"), Path.of("docs", "rules"))) {
      if (Files.isDirectory(p)) {
        return p.toAbsolutePath().normalize();
      }
    }
    throw new AssertionError("no docs/rules from " + Path.of("").toAbsolutePath());
  }

  /** The rows of a page's coverage table, or none when it has no such section. */
  static List<Row> rows(Path page) throws IOException {
    List<String> lines = Files.readAllLines(page);
    String name = page.getFileName().toString();
    int at = lines.indexOf(SECTION);
    List<Row> rows = new ArrayList<>();
    if (at < 0) {
      return rows;
    }
    int i = at + 1;
    while (i < lines.size() && !lines.get(i).startsWith("|")) {
      i++;
    }
    assertTrue(i < lines.size(), name + ": the section " + SECTION + " has no table");
    assertEquals(HEADER, lines.get(i).strip(), name + ":" + (i + 1) + ": the table's columns");
    for (i += 2; i < lines.size() && lines.get(i).startsWith("|"); i++) {
      String line = lines.get(i).strip();
      String[] cells = line.substring(1, line.endsWith("|") ? line.length() - 1 : line.length()).split("\\|", -1);
      if (cells.length != 4) {
        throw new AssertionError(name + ":" + (i + 1) + ": a row has four cells (no '|' inside one): " + line);
      }
      rows.add(new Row(name, i + 1, cells[0].strip(), cells[1].strip(), cells[2].strip(), cells[3].strip()));
    }
    return rows;
  }

  /** Every Java file of the project by simple name (several games have a SetupTest), under {@code src/<kind>/java}. */
  static Map<String, List<Path>> sources(Path root, String kind) throws IOException {
    Map<String, List<Path>> files = new HashMap<>();
    try (Stream<Path> modules = Files.list(root)) {
      for (Path module : modules.toList()) {
        Path java = module.resolve("src").resolve(kind).resolve("java");
        if (Files.isDirectory(java)) {
          try (Stream<Path> walk = Files.walk(java)) {
            walk.filter(p -> p.toString().endsWith(".java"))
                .forEach(p -> files.computeIfAbsent(p.getFileName().toString().replace(".java", ""), k -> new ArrayList<>())
                    .add(p));
          }
        }
      }
    }
    return files;
  }

  /** The names in a cell: {@code `A.b`, `C.d`} gives A.b and C.d. */
  static List<String> names(String cell) {
    List<String> names = new ArrayList<>();
    for (String n : cell.split(",")) {
      String name = n.replace("`", "").strip();
      if (!name.isEmpty()) {
        names.add(name);
      }
    }
    return names;
  }

  /** What is wrong with a row, or nothing. */
  static List<String> problems(Row row, Map<String, List<Path>> main, Map<String, List<Path>> tests) throws IOException {
    List<String> problems = new ArrayList<>();
    List<String> implemented = names(row.implemented());
    List<String> tested = names(row.tested());
    boolean flavour = implemented.equals(List.of(FLAVOUR));
    if (flavour != tested.equals(List.of(FLAVOUR))) {
      problems.add(row.where() + ": a flavour row says flavour in both columns");
      return problems;
    }
    if (flavour) {
      return problems;
    }
    if (implemented.isEmpty()) {
      problems.add(row.where() + ": no class in Implemented in");
    }
    for (String c : implemented) {
      if (!main.containsKey(c)) {
        problems.add(row.where() + ": no main class " + c);
      }
    }
    if (tested.isEmpty()) {
      problems.add(row.where() + ": no test in Tested by");
    }
    for (String t : tested) {
      int dot = t.lastIndexOf('.');
      List<Path> files = dot < 0 ? List.of() : ofTheGame(tests.getOrDefault(t.substring(0, dot), List.of()), row);
      if (files.isEmpty()) {
        problems.add(row.where() + ": no test class for " + t + " (write TestClass.method)");
      } else if (!has(files, "void " + t.substring(dot + 1) + "(")) {
        problems.add(row.where() + ": no test method " + t);
      }
    }
    return problems;
  }

  /** Of the classes of one simple name, those in the page's game's package when there are some. */
  static List<Path> ofTheGame(List<Path> files, Row row) {
    String game = row.page().replace(".md", "");
    List<Path> own = files.stream().filter(p -> p.getParent().getFileName().toString().equals(game)).toList();
    return own.isEmpty() ? files : own;
  }

  static boolean has(List<Path> files, String text) throws IOException {
    for (Path f : files) {
      if (Files.readString(f).contains(text)) {
        return true;
      }
    }
    return false;
  }

  @Test
  void everyRowNamesTestsThatExist() throws IOException {
    Path rules = rules();
    Path root = rules.getParent().getParent();
    Map<String, List<Path>> main = sources(root, "main");
    Map<String, List<Path>> tests = sources(root, "test");
    List<String> problems = new ArrayList<>();
    int rows = 0;
    try (Stream<Path> pages = Files.list(rules)) {
      for (Path page : pages.filter(p -> p.toString().endsWith(".md")).sorted().toList()) {
        for (Row row : rows(page)) {
          rows++;
          problems.addAll(problems(row, main, tests));
        }
      }
    }
    assertTrue(rows > 0, "no " + SECTION + " table in " + rules);
    assertTrue(problems.isEmpty(), problems.size() + " rows are wrong:\n" + String.join("\n", problems));
  }

  @Test
  void everyGameHasItsSection() throws IOException {
    Path rules = rules();
    for (String game : GAMES) {
      assertFalse(rows(rules.resolve(game + ".md")).isEmpty(), "docs/rules/" + game + ".md has no " + SECTION + " table");
    }
  }
}
