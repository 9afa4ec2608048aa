package roundtable.desktop.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import roundtable.desktop.Main;

/** The client benchmark starts its window in a JVM of its own, running Main by name. */
class ClientBenchMainTest {
  @Test
  void theBenchRunsMainByItsName() {
    assertEquals(Main.class.getName(), ClientBench.MAIN);
  }
}
