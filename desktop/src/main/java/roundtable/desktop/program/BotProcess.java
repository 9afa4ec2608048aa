package roundtable.desktop.program;

import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/**
 * A bot program running: its standard input takes our lines, a reader thread queues the lines of
 * its standard output, its standard error goes to a file. A program writes one line per request; a
 * line longer than {@link #LONGEST}, or more than {@link #FLOOD} lines beyond one per request in the
 * whole game, is a flood: reading stops there and the program is killed. {@link #close} ends the program and its reader, whatever it is doing.
 */
public final class BotProcess implements AutoCloseable {
  /** The longest line a program may write, in characters. */
  static final int LONGEST = 1 << 16;
  /** The most lines a program may write beyond one per request (they are thrown away unread). */
  static final int FLOOD = 8;

  /** What came back for a request. */
  public sealed interface Reply {
    /** One line. */
    record Line(String text) implements Reply {}

    /** Nothing within the time. */
    record Late(long ms) implements Reply {}

    /** The program's output ended: it closed it or exited, with this exit code if it did. */
    record Ended(String how) implements Reply {}

    /** Too many lines, or too long a line. */
    record Flood(String how) implements Reply {}
  }

  private static final String END = "\u0000end";
  private static final String FLOODED = "\u0000flood";

  private final Process process;
  private final OutputStream in;
  private final BlockingQueue<String> lines = new LinkedBlockingQueue<>();
  private final Thread reader;
  private volatile String floodHow = "";
  private final java.util.concurrent.atomic.AtomicInteger requests = new java.util.concurrent.atomic.AtomicInteger();

  private BotProcess(Process process) {
    this.process = process;
    this.in = process.getOutputStream();
    this.reader = new Thread(this::read, "bot-program-" + process.pid());
    reader.setDaemon(true);
    reader.start();
  }

  /** Starts the command (split into words as a shell splits them, {@link #words}), its errors to this file. */
  public static BotProcess start(String command, Path stderr) throws IOException {
    Path folder = stderr.toAbsolutePath().getParent();
    if (folder != null) {
      java.nio.file.Files.createDirectories(folder);
    }
    ProcessBuilder builder = new ProcessBuilder(words(command))
        .redirectError(ProcessBuilder.Redirect.appendTo(stderr.toFile()));
    return new BotProcess(builder.start());
  }

  /**
   * The command's words: split at blanks, except inside single or double quotes; a backslash keeps
   * the next character. No variables, globs or pipes: a script does those.
   */
  public static List<String> words(String command) {
    List<String> words = new ArrayList<>();
    StringBuilder word = null;
    char quote = 0;
    for (int i = 0; i < command.length(); i++) {
      char c = command.charAt(i);
      if (quote != 0) {
        if (c == quote) {
          quote = 0;
        } else if (c == '\\' && quote == '"' && i + 1 < command.length()) {
          word.append(command.charAt(++i));
        } else {
          word.append(c);
        }
      } else if (Character.isWhitespace(c)) {
        if (word != null) {
          words.add(word.toString());
          word = null;
        }
      } else {
        word = word == null ? new StringBuilder() : word;
        if (c == '\'' || c == '"') {
          quote = c;
        } else if (c == '\\' && i + 1 < command.length()) {
          word.append(command.charAt(++i));
        } else {
          word.append(c);
        }
      }
    }
    if (quote != 0) {
      throw new IllegalArgumentException("the command has a quote that is not closed: " + command);
    }
    if (word != null) {
      words.add(word.toString());
    }
    if (words.isEmpty()) {
      throw new IllegalArgumentException("the command is empty");
    }
    return words;
  }

  /** Sends a request, which the program answers with one line; false when it no longer reads. */
  public boolean ask(String line) {
    requests.incrementAndGet();
    return send(line);
  }

  /** Sends one line that needs no answer; false when the program no longer reads. */
  public boolean send(String line) {
    try {
      in.write((line + "\n").getBytes(StandardCharsets.UTF_8));
      in.flush();
      return true;
    } catch (IOException e) {
      return false;
    }
  }

  /** Lines written before they were asked for, thrown away (they answer nothing). */
  public int skipUnasked() {
    List<String> unasked = new ArrayList<>();
    for (String line = lines.peek(); line != null && !line.startsWith("\u0000"); line = lines.peek()) {
      unasked.add(lines.poll());
    }
    return unasked.size();
  }

  /** The next line, waiting at most this long. */
  public Reply next(long ms) throws InterruptedException {
    String line = lines.poll(ms, TimeUnit.MILLISECONDS);
    if (line == null) {
      return new Reply.Late(ms);
    }
    if (line.equals(FLOODED)) {
      return new Reply.Flood(floodHow);
    }
    if (line.equals(END)) {
      lines.add(END); // it stays ended
      return new Reply.Ended(exit());
    }
    return new Reply.Line(line);
  }

  private String exit() {
    try {
      if (process.waitFor(200, TimeUnit.MILLISECONDS)) {
        return "exited with code " + process.exitValue();
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
    return "closed its output";
  }

  private void read() {
    try (Reader out = new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8)) {
      StringBuilder line = new StringBuilder();
      int written = 0;
      for (int c = out.read(); c >= 0; c = out.read()) {
        if (c == '\n') {
          if (++written > requests.get() + FLOOD) {
            flood("wrote " + written + " lines for " + requests.get() + " requests (one line per request)");
            return;
          }
          int end = line.length() > 0 && line.charAt(line.length() - 1) == '\r' ? line.length() - 1 : line.length();
          lines.add(line.substring(0, end));
          line.setLength(0);
        } else if (line.length() >= LONGEST) {
          flood("wrote a line longer than " + LONGEST + " characters");
          return;
        } else {
          line.append((char) c);
        }
      }
    } catch (IOException e) {
      // closed by close(): the program's output ended
    }
    lines.add(END);
  }

  private void flood(String how) {
    floodHow = how;
    lines.clear();
    lines.add(FLOODED);
    process.destroyForcibly();
  }

  /** Whether the program still runs. */
  public boolean alive() {
    return process.isAlive();
  }

  /**
   * Ends the program: its input is closed (a program that reads to the end of its input leaves by
   * itself), then it and anything it started are killed if still there after {@code graceMs}.
   */
  public void close(long graceMs) {
    try {
      in.close();
    } catch (IOException e) {
      // it no longer reads: it is killed below if need be
    }
    try {
      if (!process.waitFor(graceMs, TimeUnit.MILLISECONDS)) {
        process.descendants().forEach(ProcessHandle::destroyForcibly);
        process.destroyForcibly();
        process.waitFor(2, TimeUnit.SECONDS);
      }
      reader.join(2000);
    } catch (InterruptedException e) {
      process.destroyForcibly();
      Thread.currentThread().interrupt();
    }
  }

  @Override
  public void close() {
    close(500);
  }
}
