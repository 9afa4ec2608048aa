package roundtable.desktop.program;

import java.io.BufferedReader;
import java.io.File;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.stream.Stream;

/**
 * A bot program for the tests, started in a JVM of its own on the test classes: it plays the first
 * legal action for the first {@code N} requests, then does what its first argument says
 * ({@code illegal}, {@code late}, {@code garbage}, {@code exit}, {@code flood}; {@code good} never
 * misbehaves, nor {@code echo}, which also writes every line it reads to its standard error). It reads the requests with the JDK alone, as any program would.
 */
public final class ScriptedBot {
  private ScriptedBot() {}

  /** The command that starts it on the test classes, answering well {@code good} times before {@code mode}. */
  public static String command(String mode, int good) {
    String classes = Stream.of(System.getProperty("java.class.path").split(File.pathSeparator))
        .filter(entry -> entry.endsWith("test-classes")).findFirst().orElseThrow();
    return "java -XX:TieredStopAtLevel=1 -cp \"" + classes + "\" " + ScriptedBot.class.getName() + " " + mode + " "
        + good;
  }

  public static void main(String[] args) throws Exception {
    String mode = args[0];
    int good = args.length > 1 ? Integer.parseInt(args[1]) : 0;
    BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
    int requests = 0;
    for (String line = in.readLine(); line != null; line = in.readLine()) {
      if (mode.equals("echo")) {
        System.err.println(line); // what it was sent, for the test to read in its error file
      }
      if (!line.startsWith("{\"type\":\"act\"")) {
        continue;
      }
      if (requests++ < good || mode.equals("good") || mode.equals("echo")) {
        System.out.println("{\"action\":" + firstLegal(line) + "}");
        System.out.flush();
        continue;
      }
      switch (mode) {
        case "illegal" -> System.out.println("{\"action\":\"fly to the moon\"}");
        case "late" -> Thread.sleep(60_000);
        case "garbage" -> System.out.println("I think I will play c9 d8");
        case "exit" -> System.exit(3);
        case "flood" -> System.out.print(("{\"action\":" + firstLegal(line) + "}\n").repeat(10_000)); // at once
        default -> throw new IllegalArgumentException(mode);
      }
      System.out.flush();
    }
  }

  /** The first string of the request's "legal" list, quotes and escapes as they came. */
  private static String firstLegal(String line) {
    int start = line.lastIndexOf("\"legal\":[") + "\"legal\":[".length();
    int end = start + 1;
    while (line.charAt(end) != '"') {
      end += line.charAt(end) == '\\' ? 2 : 1;
    }
    return line.substring(start, end + 1);
  }
}
