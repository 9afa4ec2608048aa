package roundtable.desktop;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code replay --window FILE}: a bad file is refused as {@code replay FILE} refuses it, before any window. */
class ReplayWindowCommandTest {
  @Test
  void aMissingFileIsSaidAsReplaySaysItWithExitCode2(@TempDir Path dir) {
    String missing = dir.resolve("nothing.log").toString();
    MainTest.Run plain = MainTest.run("replay", missing);
    MainTest.Run window = MainTest.run("replay", "--window", missing);
    assertEquals(2, window.code());
    assertEquals(plain.err(), window.err());
    assertEquals("roundtable: cannot read " + missing + ": no such file", window.err().strip());
    assertEquals("", window.out());
  }

  @Test
  void aWrongLineIsSaidAsReplaySaysItWithExitCode2(@TempDir Path dir) throws Exception {
    Path bad = dir.resolve("bad.log");
    Files.writeString(bad, "game: conquest\nplayers: 2\n---\n0 fly away\n");
    MainTest.Run plain = MainTest.run("replay", bad.toString());
    MainTest.Run window = MainTest.run("replay", "--window", bad.toString());
    assertEquals(2, window.code());
    assertEquals(plain.err(), window.err());
    assertTrue(window.err().startsWith("roundtable: " + bad + ", line 4: "), window.err());
    assertEquals("", window.out());
  }

  @Test
  void withoutADisplayAGoodRecordGetsTheWindowsOneLine(@TempDir Path dir) throws Exception {
    MainTest.Run selfplay = MainTest.run("selfplay", "--game", "conquest", "--seed", "2", "--hashes");
    assertEquals(0, selfplay.code(), selfplay.err());
    Path log = dir.resolve("conquest.log");
    Files.writeString(log, selfplay.out());
    MainTest.Run run = MainTest.withoutDisplay(dir, "replay", "--window", log.toString());
    MainTest.Run bare = MainTest.withoutDisplay(dir);
    assertEquals(1, run.code(), run.err());
    assertEquals(List.of(bare.err().strip()), run.err().lines().toList(), "the same one line as roundtable's");
    assertEquals("", run.out());
  }
}
