package roundtable.desktop.program;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The few JSON a bot program's line protocol needs (docs/bots.md), one value per line: objects
 * (kept in order, as {@link Map}), arrays ({@link List}), strings, numbers ({@link Long} or
 * {@link Double}), booleans and null. Written without a blank or a line break, so that one value
 * is one line.
 */
public final class JsonLine {
  private final String text;
  private int at;

  private JsonLine(String text) {
    this.text = text;
  }

  /** The value as one line of JSON. */
  public static String write(Object value) {
    StringBuilder out = new StringBuilder();
    write(value, out);
    return out.toString();
  }

  /** The value this line holds, nothing after it; the exception says what is wrong and where. */
  public static Object read(String line) {
    JsonLine reader = new JsonLine(line);
    reader.blanks();
    Object value = reader.value();
    reader.blanks();
    if (reader.at != line.length()) {
      throw reader.wrong("nothing after the value");
    }
    return value;
  }

  private static void write(Object value, StringBuilder out) {
    if (value == null) {
      out.append("null");
    } else if (value instanceof String s) {
      string(s, out);
    } else if (value instanceof Number || value instanceof Boolean) {
      out.append(value);
    } else if (value instanceof Map<?, ?> map) {
      out.append('{');
      boolean first = true;
      for (var entry : map.entrySet()) {
        out.append(first ? "" : ",");
        first = false;
        string(String.valueOf(entry.getKey()), out);
        out.append(':');
        write(entry.getValue(), out);
      }
      out.append('}');
    } else if (value instanceof List<?> list) {
      out.append('[');
      for (int i = 0; i < list.size(); i++) {
        out.append(i == 0 ? "" : ",");
        write(list.get(i), out);
      }
      out.append(']');
    } else {
      throw new IllegalArgumentException("no JSON for a " + value.getClass().getSimpleName());
    }
  }

  private static void string(String s, StringBuilder out) {
    out.append('"');
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      switch (c) {
        case '"' -> out.append("\\\"");
        case '\\' -> out.append("\\\\");
        case '\n' -> out.append("\\n");
        case '\r' -> out.append("\\r");
        case '\t' -> out.append("\\t");
        default -> {
          if (c < 0x20) {
            out.append(String.format("\\u%04x", (int) c));
          } else {
            out.append(c);
          }
        }
      }
    }
    out.append('"');
  }

  private Object value() {
    if (at >= text.length()) {
      throw wrong("a value");
    }
    char c = text.charAt(at);
    return switch (c) {
      case '{' -> object();
      case '[' -> array();
      case '"' -> string();
      case 't' -> word("true", Boolean.TRUE);
      case 'f' -> word("false", Boolean.FALSE);
      case 'n' -> word("null", null);
      default -> number();
    };
  }

  private Map<String, Object> object() {
    Map<String, Object> map = new LinkedHashMap<>();
    at++;
    blanks();
    if (peek() == '}') {
      at++;
      return map;
    }
    while (true) {
      blanks();
      if (peek() != '"') {
        throw wrong("a name in quotes");
      }
      String name = string();
      blanks();
      expect(':');
      blanks();
      map.put(name, value());
      blanks();
      if (peek() == ',') {
        at++;
      } else {
        expect('}');
        return map;
      }
    }
  }

  private List<Object> array() {
    List<Object> list = new ArrayList<>();
    at++;
    blanks();
    if (peek() == ']') {
      at++;
      return list;
    }
    while (true) {
      blanks();
      list.add(value());
      blanks();
      if (peek() == ',') {
        at++;
      } else {
        expect(']');
        return list;
      }
    }
  }

  private String string() {
    at++;
    StringBuilder s = new StringBuilder();
    while (true) {
      if (at >= text.length()) {
        throw wrong("the end of the string");
      }
      char c = text.charAt(at++);
      if (c == '"') {
        return s.toString();
      }
      if (c != '\\') {
        s.append(c);
        continue;
      }
      if (at >= text.length()) {
        throw wrong("an escape");
      }
      char e = text.charAt(at++);
      switch (e) {
        case '"', '\\', '/' -> s.append(e);
        case 'n' -> s.append('\n');
        case 'r' -> s.append('\r');
        case 't' -> s.append('\t');
        case 'b' -> s.append('\b');
        case 'f' -> s.append('\f');
        case 'u' -> {
          if (at + 4 > text.length()) {
            throw wrong("four hex digits");
          }
          try {
            s.append((char) Integer.parseInt(text.substring(at, at + 4), 16));
          } catch (NumberFormatException x) {
            throw wrong("four hex digits");
          }
          at += 4;
        }
        default -> throw wrong("an escape");
      }
    }
  }

  private Object number() {
    int start = at;
    while (at < text.length() && "+-0123456789.eE".indexOf(text.charAt(at)) >= 0) {
      at++;
    }
    String n = text.substring(start, at);
    try {
      return n.matches("-?\\d{1,18}") ? (Object) Long.parseLong(n) : (Object) Double.parseDouble(n);
    } catch (NumberFormatException e) {
      at = start;
      throw wrong("a value");
    }
  }

  private Object word(String word, Object value) {
    if (!text.startsWith(word, at)) {
      throw wrong("a value");
    }
    at += word.length();
    return value;
  }

  private char peek() {
    return at < text.length() ? text.charAt(at) : '\0';
  }

  private void expect(char c) {
    if (peek() != c) {
      throw wrong("'" + c + "'");
    }
    at++;
  }

  private void blanks() {
    while (at < text.length() && " \t\r\n".indexOf(text.charAt(at)) >= 0) {
      at++;
    }
  }

  private IllegalArgumentException wrong(String expected) {
    return new IllegalArgumentException("not JSON: expected " + expected + " at character " + (at + 1));
  }
}
