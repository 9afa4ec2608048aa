package roundtable.desktop.client;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.badlogic.gdx.files.FileHandle;
import com.badlogic.gdx.graphics.g2d.freetype.FreeTypeFontGenerator;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.IntPredicate;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * No text of the window draws an empty box: every character of every word in both languages, and
 * of every string the boards write in code (the client's literals, and the core's, whose card and
 * character names the boards print), is in the set {@link Looks} generates and in the font that
 * draws it. The fonts are read by FreeType itself, as {@code Looks} reads them, with no window.
 */
class FontCoverageTest {
  private static final List<Path> CODE = List.of(Path.of("src/main/java/roundtable/desktop/client"),
      Path.of("../core/src/main/java"));

  private static FreeTypeFontGenerator sans;
  private static FreeTypeFontGenerator serif;

  @BeforeAll
  static void fonts() throws IOException {
    sans = generator(Looks.SANS);
    serif = generator(Looks.SERIF);
  }

  @AfterAll
  static void dispose() {
    sans.dispose();
    serif.dispose();
  }

  private static FreeTypeFontGenerator generator(String resource) throws IOException {
    Path file = Files.createTempFile("font", ".ttf");
    file.toFile().deleteOnExit();
    try (InputStream in = FontCoverageTest.class.getClassLoader().getResourceAsStream(resource)) {
      Files.copy(in, file, java.nio.file.StandardCopyOption.REPLACE_EXISTING);
    }
    return new FreeTypeFontGenerator(new FileHandle(file.toFile()));
  }

  @Test
  void everyWordIsInTheGeneratedSetAndTheFont() {
    List<String> boxes = new ArrayList<>();
    for (Language language : Language.values()) {
      for (String area : Words.AREAS) {
        for (Map.Entry<String, String> word : Words.read(area, language).entrySet()) {
          String where = area + "_" + language.code() + ".properties " + word.getKey();
          boxes.addAll(boxes(where, word.getValue(), Looks.CHARACTERS, sans::hasGlyph));
        }
      }
    }
    assertEquals(List.of(), boxes, "these would draw as empty boxes");
  }

  @Test
  void everyLiteralInTheCodeIsInTheGeneratedSetAndTheFont() throws IOException {
    List<String> boxes = new ArrayList<>();
    for (Path root : CODE) {
      assertTrue(Files.isDirectory(root), root + " not found from " + Path.of("").toAbsolutePath());
      try (Stream<Path> files = Files.walk(root)) {
        for (Path file : files.filter(f -> f.toString().endsWith(".java")).sorted().toList()) {
          for (JavaLiterals.Literal literal : JavaLiterals.of(Files.readString(file))) {
            String where = root.relativize(file) + ":" + literal.line();
            boxes.addAll(boxes(where, literal.text(), Looks.CHARACTERS, sans::hasGlyph));
          }
        }
      }
    }
    assertEquals(List.of(), boxes, "these would draw as empty boxes");
  }

  /** The rules pages the Rules button shows ({@link RulesText}), in both languages. */
  @Test
  void everyRulesPageIsInTheGeneratedSetAndTheFont() {
    List<String> boxes = new ArrayList<>();
    for (String game : List.of("conquest", "graalwar", "grailcup", "morrigan", "graal")) {
      for (Language language : Language.values()) {
        for (RulesText.Block block : RulesText.of(game, language)) {
          boxes.addAll(boxes(game + " " + language.code() + ": " + block.text(), block.text(), Looks.CHARACTERS,
              sans::hasGlyph));
        }
      }
    }
    assertEquals(List.of(), boxes, "these would draw as empty boxes");
  }

  @Test
  void theGeneratedSetIsInTheBodyFont() {
    assertEquals(List.of(), boxes("Looks.CHARACTERS", Looks.CHARACTERS, Looks.CHARACTERS, sans::hasGlyph));
  }

  /**
   * The titles and the board's large marks are drawn in DejaVu Serif Bold, which has the letters,
   * the punctuation and the arrows but not the symbols (★, ✓, ⚔…): those are kept to the smaller sizes.
   */
  @Test
  void theTitleFontHasEveryLetterAndSign() {
    StringBuilder letters = new StringBuilder();
    Looks.CHARACTERS.codePoints()
        .filter(c -> Character.getType(c) != Character.OTHER_SYMBOL)
        .forEach(letters::appendCodePoint);
    assertEquals(List.of(), boxes("Looks.CHARACTERS", letters.toString(), Looks.CHARACTERS, serif::hasGlyph));
  }

  private static List<String> boxes(String where, String text, String generated, IntPredicate font) {
    List<String> boxes = new ArrayList<>();
    // the generator makes the space from the font's metrics, and control characters are never drawn
    text.codePoints().distinct().filter(c -> c != ' ' && !Character.isISOControl(c)).forEach(c -> {
      boolean inSet = generated.indexOf(c) >= 0;
      boolean inFont = font.test(c);
      if (!inSet || !inFont) {
        boxes.add(where + ": '" + Character.toString(c) + "' U+" + String.format("%04X", c)
            + (inSet ? "" : " not generated") + (inFont ? "" : " not in the font"));
      }
    });
    return boxes;
  }
}
