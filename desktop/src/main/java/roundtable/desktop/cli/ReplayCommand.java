package roundtable.desktop.cli;

import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import roundtable.core.replay.Replay;

/** Checks every line of a game log and prints where it leads. */
@Command(name = "replay", mixinStandardHelpOptions = true,
    description = "Checks every line of a game log and prints the final position, its state hash and the outcome.")
final class ReplayCommand implements Callable<Integer> {
  @Spec
  CommandSpec spec;

  @Parameters(paramLabel = "FILE", description = "the log to replay, or - for standard input")
  String file;

  @Override
  public Integer call() {
    PrintWriter err = spec.commandLine().getErr();
    Replay.Result result;
    try {
      result = file.equals("-") ? Replay.run(new InputStreamReader(System.in, StandardCharsets.UTF_8)) : Replay.run(Files.readString(Path.of(file)));
    } catch (IOException e) {
      err.println("roundtable: cannot read " + file + ": " + why(e));
      return RoundtableCommand.BAD_INPUT;
    }
    if (result instanceof Replay.Stopped stopped) {
      err.println(stopped.error().message());
      return RoundtableCommand.BAD_INPUT;
    }
    Replay.Played<?> played = (Replay.Played<?>) result;
    PrintWriter out = spec.commandLine().getOut();
    out.print(played.diagram());
    out.println("state-hash: " + played.stateHash());
    out.println("outcome: " + played.outcomeText());
    if (!played.auditText().equals("none")) {
      out.println("audit: " + played.auditText());
    }
    return 0;
  }

  private static String why(IOException e) {
    if (e instanceof NoSuchFileException) {
      return "no such file";
    }
    if (e instanceof AccessDeniedException) {
      return "permission denied";
    }
    if (e instanceof CharacterCodingException) {
      return "not UTF-8 text";
    }
    return e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
  }
}
