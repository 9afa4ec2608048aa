package roundtable.desktop.cli;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import roundtable.core.game.GameCatalog;

/** Prints a game's rules page, {@code docs/rules/<game>.md}, from the assets on the classpath. */
@Command(name = "rules", mixinStandardHelpOptions = true, description = "Prints a game's rules page and its notation.")
final class RulesCommand implements Callable<Integer> {
  @Spec
  CommandSpec spec;

  @Parameters(paramLabel = "GAME", description = "the game's id, e.g. conquest")
  String game;

  @Override
  public Integer call() throws IOException {
    InputStream page = game.matches("[a-z0-9-]+")
        ? RulesCommand.class.getClassLoader().getResourceAsStream("roundtable/rules/" + game + ".md")
        : null;
    if (page == null) {
      String why = GameCatalog.byId(game).isPresent() ? "no rules page for " + game + " yet" : GameCatalog.unknown(game);
      spec.commandLine().getErr().println("roundtable: " + why);
      return RoundtableCommand.BAD_INPUT;
    }
    try (page) {
      spec.commandLine().getOut().print(new String(page.readAllBytes(), StandardCharsets.UTF_8));
    }
    spec.commandLine().getOut().flush();
    return 0;
  }
}
