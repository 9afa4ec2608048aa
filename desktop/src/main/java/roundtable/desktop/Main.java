package roundtable.desktop;

import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import picocli.CommandLine;
import roundtable.desktop.cli.RoundtableCommand;

/** The {@code roundtable} program: the command line (and, with a later issue, the window). */
public final class Main {
  private Main() {}

  public static void main(String[] args) {
    PrintWriter out = new PrintWriter(System.out, true, StandardCharsets.UTF_8);
    PrintWriter err = new PrintWriter(System.err, true, StandardCharsets.UTF_8);
    int code = run(args, out, err);
    out.flush();
    err.flush();
    System.exit(code);
  }

  /** Runs the command line; returns the exit code: 0 done, 1 failed, 2 bad arguments or input. */
  public static int run(String[] args, PrintWriter out, PrintWriter err) {
    CommandLine cli = RoundtableCommand.commandLine();
    cli.setOut(out);
    cli.setErr(err);
    return cli.execute(args);
  }
}
