package roundtable.net.session;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;
import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import java.util.logging.SimpleFormatter;

/**
 * The lines one logger writes while a test runs (the JDK's System.Logger goes to java.util.logging
 * under the class's name), formatted as a person reads them: "link /127.0.0.1:41234 closed: …".
 */
final class LoggedLines extends Handler implements AutoCloseable {
  private final Logger logger;
  private final SimpleFormatter formatter = new SimpleFormatter();
  private final List<String> lines = new CopyOnWriteArrayList<>();

  LoggedLines(Class<?> source) {
    this.logger = Logger.getLogger(source.getName()); // held here, so the logger and its handler stay
    setLevel(Level.ALL);
    logger.addHandler(this);
  }

  @Override
  public void publish(LogRecord record) {
    lines.add(formatter.formatMessage(record));
  }

  /** The first line that passes, waiting up to ten seconds for it. */
  String await(Predicate<String> wanted) throws InterruptedException {
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
    while (System.nanoTime() < deadline) {
      for (String line : lines) {
        if (wanted.test(line)) {
          return line;
        }
      }
      Thread.sleep(10);
    }
    throw new AssertionError("no such line was logged; logged: " + lines);
  }

  /** Every line logged so far. */
  List<String> all() {
    return List.copyOf(lines);
  }

  @Override
  public void flush() {}

  @Override
  public void close() {
    logger.removeHandler(this);
  }
}
