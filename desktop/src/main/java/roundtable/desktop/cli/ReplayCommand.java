package roundtable.desktop.cli;

import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import roundtable.core.replay.Replay;
import roundtable.desktop.client.board.Boards;
import roundtable.desktop.client.play.BoardScreen;
import roundtable.desktop.client.play.GameRecord;
import roundtable.desktop.client.play.ReplayTable;
import roundtable.desktop.client.window.ClientLauncher;

/** Checks every line of a game log and prints where it leads, or shows it on the board in the window. */
@Command(name = "replay", mixinStandardHelpOptions = true,
    description = "Checks every line of a game log and prints the final position, its state hash and the outcome;"
        + " with --window, shows the game on its board, step by step.")
final class ReplayCommand implements Callable<Integer> {
  @Spec
  CommandSpec spec;

  @Parameters(paramLabel = "FILE", description = "the log to replay, or - for standard input")
  String file;

  @Option(names = "--window", description = "open the window on the game, to step through it forward and back,"
      + " play and pause it at a chosen speed (as a spectator sees it)")
  boolean window;

  @Option(names = "--home", paramLabel = "DIR", description = "with --window: the window's home, as roundtable's"
      + " (its lobby is one click away)")
  Path home;

  @Override
  public Integer call() {
    PrintWriter err = spec.commandLine().getErr();
    GameRecord.Read read = file.equals("-") ? fromStandardInput() : GameRecord.read(Path.of(file));
    if (read instanceof GameRecord.Unreadable unreadable) {
      err.println("roundtable: cannot read " + file + ": " + unreadable.english());
      return RoundtableCommand.BAD_INPUT;
    }
    if (read instanceof GameRecord.Refused refused) {
      err.println("roundtable: " + (file.equals("-") ? "standard input" : file) + ", " + refused.error());
      return RoundtableCommand.BAD_INPUT;
    }
    GameRecord<?> record = ((GameRecord.Opened) read).record();
    return window ? show(record) : print(record.played());
  }

  private static GameRecord.Read fromStandardInput() {
    StringBuilder text = new StringBuilder();
    try (Reader in = new InputStreamReader(System.in, StandardCharsets.UTF_8)) {
      char[] buffer = new char[8192];
      for (int n; (n = in.read(buffer)) > 0; ) {
        text.append(buffer, 0, n);
      }
    } catch (IOException e) {
      return GameRecord.unreadable(e);
    }
    return GameRecord.of(text.toString());
  }

  private int print(Replay.Played<?> played) {
    PrintWriter out = spec.commandLine().getOut();
    out.print(played.diagram());
    out.println("state-hash: " + played.stateHash());
    out.println("outcome: " + played.outcomeText());
    if (!played.auditText().equals("none")) {
      out.println("audit: " + played.auditText());
    }
    return 0;
  }

  /** The window on the record's board; the lobby, in the window's own home, is behind its Leave. */
  private int show(GameRecord<?> record) {
    String game = record.played().game().id();
    if (!Boards.has(game)) {
      spec.commandLine().getErr().println("roundtable: the client has no board for " + game + " yet");
      return RoundtableCommand.BAD_INPUT;
    }
    return ClientLauncher.open(RoundtableCommand.windowOptions(home)
        .withFirst(client -> new BoardScreen<>(client, ReplayTable.of(record, record.names(client.words()),
            client.post()))), System.getenv(), false, spec.commandLine().getErr());
  }
}
