package roundtable.desktop.client.lobby;

import java.net.InetSocketAddress;
import java.util.Optional;
import roundtable.desktop.client.Said;
import roundtable.net.discovery.JoinByAddress;

/** A table's address typed by the person (HOST:PORT): the address, or what is wrong with it in words. */
public record Address(Optional<InetSocketAddress> to, Optional<Said> problem) {

  public static Address parse(String text) {
    String s = text == null ? "" : text.strip();
    if (s.isEmpty()) {
      return bad(Said.of("lobby.address.empty"));
    }
    int colon = s.lastIndexOf(':');
    if (colon < 0 || s.endsWith("]")) {
      return bad(Said.of("lobby.address.noPort", s));
    }
    String port = s.substring(colon + 1);
    if (!port.matches("[0-9]{1,5}") || Integer.parseInt(port) < 1 || Integer.parseInt(port) > 65535) {
      return bad(Said.of("lobby.address.badPort", port));
    }
    try {
      return new Address(Optional.of(JoinByAddress.parse(s)), Optional.empty());
    } catch (IllegalArgumentException e) {
      return bad(Said.of("lobby.address.badHost", s.substring(0, colon)));
    }
  }

  private static Address bad(Said why) {
    return new Address(Optional.empty(), Optional.of(why));
  }

  public boolean ok() {
    return to.isPresent();
  }
}
