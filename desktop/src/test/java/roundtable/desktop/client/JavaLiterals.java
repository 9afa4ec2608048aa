package roundtable.desktop.client;

import java.util.ArrayList;
import java.util.List;

/** The string and character literals of a Java source, comments skipped, each with its line. */
final class JavaLiterals {
  record Literal(int line, String text) {}

  private JavaLiterals() {}

  static List<Literal> of(String source) {
    List<Literal> literals = new ArrayList<>();
    int line = 1;
    int i = 0;
    int n = source.length();
    while (i < n) {
      char c = source.charAt(i);
      if (c == '\n') {
        line++;
        i++;
      } else if (source.startsWith("//", i)) {
        while (i < n && source.charAt(i) != '\n') {
          i++;
        }
      } else if (source.startsWith("/*", i)) {
        int end = source.indexOf("*/", i + 2);
        end = end < 0 ? n : end + 2;
        line += count(source, i, end);
        i = end;
      } else if (source.startsWith("\"\"\"", i)) {
        int end = source.indexOf("\"\"\"", i + 3);
        end = end < 0 ? n : end;
        literals.add(new Literal(line, unescape(source.substring(i + 3, end))));
        line += count(source, i, end);
        i = Math.min(n, end + 3);
      } else if (c == '"' || c == '\'') {
        int j = i + 1;
        while (j < n && source.charAt(j) != c && source.charAt(j) != '\n') {
          j += source.charAt(j) == '\\' ? 2 : 1;
        }
        literals.add(new Literal(line, unescape(source.substring(i + 1, Math.min(j, n)))));
        i = j + 1;
      } else {
        i++;
      }
    }
    return literals;
  }

  private static int count(String s, int from, int to) {
    int lines = 0;
    for (int k = from; k < to; k++) {
      if (s.charAt(k) == '\n') {
        lines++;
      }
    }
    return lines;
  }

  /** The {@code \\uXXXX} escapes read as the characters they name; the other escapes are ASCII. */
  private static String unescape(String raw) {
    StringBuilder out = new StringBuilder();
    for (int k = 0; k < raw.length(); k++) {
      if (raw.startsWith("\\u", k) && k + 6 <= raw.length()) {
        try {
          out.append((char) Integer.parseInt(raw.substring(k + 2, k + 6), 16));
          k += 5;
          continue;
        } catch (NumberFormatException notHex) {
          // an ordinary backslash and u
        }
      }
      out.append(raw.charAt(k));
    }
    return out.toString();
  }
}
