package roundtable.desktop;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The command that runs a class of the tests' class path in a JVM of its own: a peer, a window,
 * a command line. The children compile with C1 only ({@code -XX:TieredStopAtLevel=1}): they live
 * a minute at most, several at once on two cores, and C2's compiling took a third of their CPU
 * (a chaos soak's Grail Cup game: 40 s of CPU with it, 27 s without).
 */
public final class ChildJvm {
  private ChildJvm() {}

  /** {@code java ... MAIN}, with the tests' home folder and class path; add the arguments. */
  public static List<String> command(Class<?> main) {
    return new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
        "-XX:TieredStopAtLevel=1", "-Duser.home=" + System.getProperty("user.home"),
        "-cp", System.getProperty("java.class.path"), main.getName()));
  }
}
