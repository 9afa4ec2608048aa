package roundtable.desktop.program;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;

/**
 * A bot program that answers at once with the first legal action: what {@code bench bots} measures
 * the line protocol with, so that the figure is roundtable's and the pipe's, not a bot's thinking.
 * Started as {@code java -cp roundtable.jar roundtable.desktop.program.InstantBot}.
 */
public final class InstantBot {
  private InstantBot() {}

  public static void main(String[] args) throws IOException {
    BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
    PrintStream out = new PrintStream(System.out, false, StandardCharsets.UTF_8);
    for (String line = in.readLine(); line != null; line = in.readLine()) {
      if (JsonLine.read(line) instanceof Map<?, ?> message && "act".equals(message.get("type"))) {
        List<?> legal = (List<?>) message.get("legal");
        out.println(JsonLine.write(Map.of("action", legal.get(0))));
        out.flush();
      }
    }
  }
}
