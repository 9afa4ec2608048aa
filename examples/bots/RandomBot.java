import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

/**
 * A Round Table bot that plays any legal action, each as likely as the others, in one Java file
 * (docs/bots.md has the protocol). Run it with the JDK's source launcher:
 *
 * <pre>./roundtable selfplay --game conquest --bots greedy --bot-cmd 1="java examples/bots/RandomBot.java"</pre>
 */
public class RandomBot {
  private final String line;
  private int at;

  private RandomBot(String line) {
    this.line = line;
  }

  public static void main(String[] args) throws Exception {
    BufferedReader in = new BufferedReader(new InputStreamReader(System.in, "UTF-8"));
    Random rng = new Random();
    for (String text = in.readLine(); text != null; text = in.readLine()) {
      Map<?, ?> message = (Map<?, ?>) new RandomBot(text).value();
      if ("act".equals(message.get("type"))) {
        List<?> legal = (List<?>) message.get("legal");
        String choice = (String) legal.get(rng.nextInt(legal.size()));
        System.out.println("{\"action\":\"" + choice.replace("\\", "\\\\").replace("\"", "\\\"") + "\"}");
        System.out.flush();
      } else if ("end".equals(message.get("type"))) {
        return;
      }
    }
  }

  /** The JSON value at the reader's place: just enough JSON for the protocol's messages. */
  private Object value() {
    char c = skip();
    if (c == '{') {
      Map<String, Object> map = new LinkedHashMap<>();
      for (at++; skip() != '}'; ) {
        String key = (String) value();
        skip();
        at++; // ':'
        map.put(key, value());
        if (skip() == ',') at++;
      }
      at++;
      return map;
    }
    if (c == '[') {
      List<Object> list = new ArrayList<>();
      for (at++; skip() != ']'; ) {
        list.add(value());
        if (skip() == ',') at++;
      }
      at++;
      return list;
    }
    if (c == '"') {
      StringBuilder s = new StringBuilder();
      for (at++; line.charAt(at) != '"'; at++) {
        char ch = line.charAt(at);
        if (ch == '\\') {
          char e = line.charAt(++at);
          if (e == 'u') {
            s.append((char) Integer.parseInt(line.substring(at + 1, at + 5), 16));
            at += 4;
          } else {
            s.append(e == 'n' ? '\n' : e == 't' ? '\t' : e == 'r' ? '\r' : e == 'b' ? '\b' : e == 'f' ? '\f' : e);
          }
        } else {
          s.append(ch);
        }
      }
      at++;
      return s.toString();
    }
    int start = at;
    while (at < line.length() && ",}] ".indexOf(line.charAt(at)) < 0) at++;
    return line.substring(start, at); // a number, true, false or null, as its text
  }

  private char skip() {
    while (Character.isWhitespace(line.charAt(at))) at++;
    return line.charAt(at);
  }
}
