package roundtable.net.discovery;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import roundtable.net.Wire;
import roundtable.net.identity.Identity;

/** The beacon's count of spectators watching: carried, checked, and 0 from an opener that does not count. */
class SpectatorCountTest {
  private static Announcement of(Identity opener, int watching) {
    return new Announcement(Announcement.newTableId(), "kitchen", "conquest", "1", 1, 1, true, "", 47000,
        Wire.PROTOCOL_VERSION, opener.fingerprint(), false, watching);
  }

  @Test
  void theCountGoesThroughTheBeacon() {
    Identity opener = Identity.generate();
    Announcement sent = of(opener, 3);
    Announcement heard = new BeaconCodec().decode(new BeaconCodec(opener).encode(sent));
    assertEquals(sent, heard);
    assertEquals(3, heard.spectators());
    assertEquals(5, heard.withSpectators(5).spectators());
    assertEquals(5, heard.withSpectators(5).withSeats(2, 0).withStarted(true).withHost("10.0.0.1").spectators());
  }

  @Test
  void anAnnouncementMadeWithoutACountCountsNone() {
    Identity opener = Identity.generate();
    Announcement old = new Announcement(Announcement.newTableId(), "kitchen", "conquest", "1", 1, 1, true, "", 47000,
        Wire.PROTOCOL_VERSION, opener.fingerprint(), false);
    assertEquals(0, old.spectators());
    assertEquals(0, new BeaconCodec().decode(new BeaconCodec(opener).encode(old)).spectators());
  }

  @Test
  void aCountOutOfRangeIsRefusedByName() {
    Identity opener = Identity.generate();
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> of(opener, -1));
    assertTrue(e.getMessage().startsWith("spectators:"), e.getMessage());
    assertThrows(IllegalArgumentException.class, () -> of(opener, Announcement.MAX_SPECTATORS + 1));
  }
}
