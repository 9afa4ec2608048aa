package roundtable.net.session;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.protobuf.ByteString;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * What one sender may say: 500 characters a line, five lines in any ten seconds; others are not
 * limited by it. A flood is answered once in a while, not line by line.
 */
class ChatLimitsTest {
  private static final long SECOND = 1_000_000_000L;
  private final ChatLimits limits = new ChatLimits();
  private final ByteString ann = ByteString.copyFromUtf8("ann");
  private final ByteString bob = ByteString.copyFromUtf8("bob");
  private final ByteString link = ByteString.copyFromUtf8("link");

  @Test
  void fiveLinesInTenSecondsThenWaitALine() {
    for (int i = 0; i < 5; i++) {
      assertEquals(Optional.empty(), limits.check(ann, "hi", i * SECOND));
    }
    assertEquals(Optional.of(ChatLimits.Broken.RATE), limits.check(ann, "hi", 5 * SECOND));
    assertEquals(Optional.empty(), limits.check(bob, "hi", 5 * SECOND), "another sender is not held back");
    assertEquals(Optional.empty(), limits.check(ann, "hi", 10 * SECOND), "the first line is ten seconds old");
  }

  @Test
  void aLineOfFiveHundredCharactersPassesOneMoreDoesNot() {
    assertEquals(Optional.empty(), limits.check(ann, "é".repeat(500), 0));
    assertEquals(Optional.of(ChatLimits.Broken.LENGTH), limits.check(ann, "é".repeat(501), 0));
  }

  @Test
  void aFloodIsAnsweredOnceInTenSecondsForEachLimit() {
    assertTrue(limits.tell(link, ChatLimits.Broken.RATE, 0));
    assertFalse(limits.tell(link, ChatLimits.Broken.RATE, 9 * SECOND));
    assertTrue(limits.tell(link, ChatLimits.Broken.LENGTH, 9 * SECOND), "another limit is told apart");
    assertTrue(limits.tell(link, ChatLimits.Broken.RATE, 10 * SECOND));
  }
}
