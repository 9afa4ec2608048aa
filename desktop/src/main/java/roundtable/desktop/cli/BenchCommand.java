package roundtable.desktop.cli;

import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/** The benchmarks; each is a subcommand. */
@Command(name = "bench", mixinStandardHelpOptions = true, description = "Runs a benchmark.",
    subcommands = {RulesBench.class, CryptoBench.class, NetBench.class, ClientBench.class, BotsBench.class})
final class BenchCommand implements Runnable {
  @Spec
  CommandSpec spec;

  @Override
  public void run() {
    throw new ParameterException(spec.commandLine(), "choose a benchmark: rules, crypto, net, client or bots");
  }
}
