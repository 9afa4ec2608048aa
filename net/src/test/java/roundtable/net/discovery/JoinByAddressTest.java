package roundtable.net.discovery;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.InetSocketAddress;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class JoinByAddressTest {
  @Test
  void readsAnIpv4Address() {
    InetSocketAddress a = JoinByAddress.parse(" 192.168.1.20:47000 ");
    assertFalse(a.isUnresolved());
    assertEquals("192.168.1.20", a.getAddress().getHostAddress());
    assertEquals(47000, a.getPort());
  }

  @Test
  void readsAnIpv6AddressInBrackets() {
    InetSocketAddress a = JoinByAddress.parse("[::1]:1");
    assertTrue(a.getAddress().isLoopbackAddress());
    assertEquals(1, a.getPort());
  }

  @Test
  void leavesAHostNameUnresolved() {
    InetSocketAddress a = JoinByAddress.parse("table.local:65535");
    assertTrue(a.isUnresolved());
    assertEquals("table.local", a.getHostString());
    assertEquals(65535, a.getPort());
  }

  @ParameterizedTest(name = "''{0}'' -> {1}")
  @CsvSource(delimiter = '|', value = {
      "''                 | empty address",
      "192.168.1.20       | missing ':PORT' in '192.168.1.20'",
      "192.168.1.20:      | missing port after ':'",
      ":47000             | missing host before ':'",
      "host:http          | bad port 'http': not a number",
      "host:0             | bad port 0: expected 1 to 65535",
      "host:65536         | bad port 65536: expected 1 to 65535",
      "host:999999999999  | bad port 999999999999: expected 1 to 65535",
      "host:-1            | bad port '-1': not a number",
      "::1:47000          | an IPv6 address goes in brackets",
      "[::1               | unclosed '['",
      "[::1]47000         | missing ':PORT' after ']'",
      "[]:47000           | missing host",
      "[host]:47000       | brackets are for IPv6 addresses",
      "[::zz]:47000       | bad IPv6 address '::zz'",
      "300.1.2.3:47000    | bad IPv4 address '300.1.2.3'",
      "a b:47000          | bad host 'a b'",
      "-host:47000        | bad host '-host'"})
  void saysWhatIsWrong(String text, String message) {
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> JoinByAddress.parse(text));
    assertTrue(e.getMessage().contains(message),
        "expected \"" + message + "\" in \"" + e.getMessage() + "\"");
  }

  @Test
  void refusesNull() {
    assertThrows(IllegalArgumentException.class, () -> JoinByAddress.parse(null));
  }
}
