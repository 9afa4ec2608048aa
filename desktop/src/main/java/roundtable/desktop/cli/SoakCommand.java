package roundtable.desktop.cli;

import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/** The long runs that are no tests: each is a subcommand. */
@Command(name = "soak", mixinStandardHelpOptions = true, description = "Runs a long test of real processes.",
    subcommands = {ChaosSoak.class})
final class SoakCommand implements Runnable {
  @Spec
  CommandSpec spec;

  @Override
  public void run() {
    throw new ParameterException(spec.commandLine(), "choose a soak: chaos");
  }
}
