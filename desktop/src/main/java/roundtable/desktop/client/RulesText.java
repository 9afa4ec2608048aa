package roundtable.desktop.client;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * A game's rules page as the window shows it: {@code docs/rules/GAME.md} (or {@code GAME.fr.md} in
 * French, where it exists), read from the assets, up to its "Rulebook coverage" (the developers'
 * table), its Markdown flattened into blocks of plain text: headings, paragraphs, list items and
 * table rows.
 */
public final class RulesText {
  /** One block of the page: a heading, or a paragraph (a list item, a table row) of plain text. */
  public record Block(boolean heading, String text) {}

  private RulesText() {}

  /** The page in this language (English when the game has no page in it); empty when there is none. */
  public static List<Block> of(String gameId, Language language) {
    String page = read("roundtable/rules/" + gameId + (language == Language.FRENCH ? ".fr.md" : ".md"));
    if (page == null) {
      page = read("roundtable/rules/" + gameId + ".md");
    }
    return page == null ? List.of() : blocks(page);
  }

  /** The blocks of a Markdown page, up to its "Rulebook coverage" section. */
  static List<Block> blocks(String markdown) {
    List<Block> blocks = new ArrayList<>();
    StringBuilder paragraph = new StringBuilder();
    boolean code = false;
    for (String line : markdown.split("\n", -1)) {
      if (line.startsWith("```")) {
        flush(blocks, paragraph);
        code = !code;
        continue;
      }
      if (code) {
        blocks.add(new Block(false, line)); // a diagram: line by line
        continue;
      }
      if (line.startsWith("#")) {
        flush(blocks, paragraph);
        String title = plain(line.replaceFirst("^#+\\s*", ""));
        if (title.startsWith("Rulebook coverage") || title.startsWith("Couverture de la règle")) {
          break;
        }
        blocks.add(new Block(true, title));
      } else if (line.isBlank()) {
        flush(blocks, paragraph);
      } else if (line.startsWith("|")) {
        flush(blocks, paragraph);
        if (!line.matches("\\|[\\s:|-]+\\|?")) { // not the row under a table's head
          blocks.add(new Block(false, plain(String.join(" — ", cells(line)))));
        }
      } else if (line.matches("\\s*([-*]|\\d+\\.)\\s+.*")) {
        flush(blocks, paragraph);
        paragraph.append(line.strip().startsWith("-") || line.strip().startsWith("*") ? "• " : "")
            .append(line.strip().replaceFirst("^[-*]\\s+", ""));
      } else {
        if (paragraph.length() > 0) {
          paragraph.append(' ');
        }
        paragraph.append(line.strip());
      }
    }
    flush(blocks, paragraph);
    return blocks;
  }

  private static List<String> cells(String row) {
    List<String> cells = new ArrayList<>();
    for (String cell : row.strip().replaceAll("^\\||\\|$", "").split("\\|")) {
      if (!cell.isBlank()) {
        cells.add(cell.strip());
      }
    }
    return cells;
  }

  private static void flush(List<Block> blocks, StringBuilder paragraph) {
    if (paragraph.length() > 0) {
      blocks.add(new Block(false, plain(paragraph.toString())));
      paragraph.setLength(0);
    }
  }

  /** Without Markdown's marks: code spans, bold and italics, links' addresses. */
  static String plain(String text) {
    return text.replace("`", "").replace("**", "").replaceAll("\\[([^\\]]*)]\\([^)]*\\)", "$1")
        .replaceAll("(?<![\\w*])\\*(?!\\s)([^*]+)(?<!\\s)\\*(?![\\w*])", "$1");
  }

  private static String read(String resource) {
    try (InputStream in = RulesText.class.getClassLoader().getResourceAsStream(resource)) {
      return in == null ? null : new String(in.readAllBytes(), StandardCharsets.UTF_8);
    } catch (IOException e) {
      return null;
    }
  }
}
