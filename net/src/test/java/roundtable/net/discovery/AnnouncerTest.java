package roundtable.net.discovery;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.InetAddress;
import java.time.Duration;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

class AnnouncerTest {
  private static InetAddress ip(String literal) throws Exception {
    return InetAddress.getByName(literal); // literals only: no lookup
  }

  @Test
  void computesSubnetBroadcastAddresses() throws Exception {
    assertEquals(ip("127.255.255.255"), Announcer.subnetBroadcast(ip("127.0.0.1"), 8));
    assertEquals(ip("192.168.1.255"), Announcer.subnetBroadcast(ip("192.168.1.20"), 24));
    assertEquals(ip("10.0.3.255"), Announcer.subnetBroadcast(ip("10.0.2.7"), 22));
    assertNull(Announcer.subnetBroadcast(ip("10.0.0.1"), 31));
    assertNull(Announcer.subnetBroadcast(ip("10.0.0.1"), 32));
    assertNull(Announcer.subnetBroadcast(ip("10.0.0.1"), 0)); // never 255.255.255.255
  }

  @Test
  void onLoopbackSendsToTheGroupAndToTheLoopbackBroadcastOnly() throws Exception {
    try (Announcer a = new Announcer(Samples.friday(), Samples.codec(),
        Discovery.DEFAULT_GROUP, 47999, Duration.ofSeconds(1), List.of(Discovery.loopback()))) {
      assertEquals(List.of(Discovery.loopback().getName()
          + " 127.0.0.1 -> 239.255.77.77:47999, 127.255.255.255:47999"), a.targets());
      assertFalse(a.targets().toString().contains("255.255.255.255:"));
    }
    try (Announcer a = new Announcer(Samples.friday(), Samples.codec(),
        Discovery.DEFAULT_GROUP, 47999, Duration.ofSeconds(1), List.of(Discovery.loopback()),
        Set.of(Announcer.Via.BROADCAST))) {
      assertEquals(List.of(Discovery.loopback().getName()
          + " 127.0.0.1 -> 127.255.255.255:47999"), a.targets());
    }
  }

  @Test
  void lanInterfacesAreUpNotLoopbackAndMulticastCapable() throws Exception {
    for (var nic : Discovery.lanInterfaces()) {
      assertFalse(nic.isLoopback(), nic.getName());
      assertEquals(true, nic.isUp() && nic.supportsMulticast(), nic.getName());
    }
  }

  @Test
  void refusesBadSettings() throws Exception {
    var codec = Samples.codec();
    var lo = List.of(Discovery.loopback());
    Duration second = Duration.ofSeconds(1);
    assertThrows(IllegalArgumentException.class, () -> new Announcer(Samples.friday(), codec,
        ip("255.255.255.255"), 47777, second, lo));
    assertThrows(IllegalArgumentException.class, () -> new Announcer(Samples.friday(), codec,
        ip("127.0.0.1"), 47777, second, lo));
    assertThrows(IllegalArgumentException.class, () -> new Announcer(Samples.friday(), codec,
        Discovery.DEFAULT_GROUP, 0, second, lo));
    assertThrows(IllegalArgumentException.class, () -> new Announcer(Samples.friday(), codec,
        Discovery.DEFAULT_GROUP, 47777, Duration.ZERO, lo));
    assertThrows(IllegalArgumentException.class, () -> new Announcer(Samples.friday(), codec,
        Discovery.DEFAULT_GROUP, 47777, second, lo, Set.of()));
  }

  @Test
  void refusesAnAnnouncementItCannotSignAsThisOpener() throws Exception {
    // Checked before any socket opens: another opener's fingerprint, or a listener's codec.
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> Announcer.onLan(Samples.friday(), Samples.STRANGER));
    assertTrue(e.getMessage().contains("is not the fingerprint of the signing identity"),
        e.getMessage());
    assertThrows(IllegalStateException.class, () -> new Announcer(Samples.friday(),
        Discovery.listenerCodec(), Discovery.DEFAULT_GROUP, 47999, Duration.ofSeconds(1),
        List.of(Discovery.loopback())));
    try (Announcer a = new Announcer(Samples.friday(), Samples.codec(), Discovery.DEFAULT_GROUP,
        47999, Duration.ofSeconds(1), List.of(Discovery.loopback()))) {
      Announcement stranger = new Announcement(Samples.OTHER_ID, "Theirs", "conquest", "1", 0, 4,
          true, "", 47000, 1, Samples.STRANGER.fingerprint(), false);
      assertThrows(IllegalArgumentException.class, () -> a.update(stranger));
      assertEquals(Samples.friday(), a.announcement()); // the old one stays
    }
  }
}
