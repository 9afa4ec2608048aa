package roundtable.desktop.client.lobby;

import java.util.List;
import roundtable.desktop.client.Said;
import roundtable.net.discovery.TableProbe;

/** Why the table at an address cannot be joined, in the person's words (not the terminal's English). */
final class Refusals {
  private Refusals() {}

  /**
   * @param refused what the probe of the table, or its check, said
   * @param shown the address as the person typed it
   */
  static Said said(TableProbe.Refused refused, String shown) {
    List<String> d = refused.details();
    return switch (refused.why()) {
      case UNREACHABLE -> Said.of("lobby.refused.unreachable", shown);
      case NOT_A_TABLE -> Said.of("lobby.refused.notATable", shown);
      case NO_ANSWER -> Said.of("lobby.refused.noAnswer", shown, detail(d, 0));
      case CLOSED -> Said.of("lobby.refused.closed", shown);
      case PROTOCOL_MISMATCH -> Said.of("lobby.refused.protocol", shown);
      case UNKNOWN_GAME -> Said.of("lobby.error.noBoard", detail(d, 0));
      case RULES_MISMATCH -> Said.of("lobby.refused.rules", shown, detail(d, 0), detail(d, 1), detail(d, 2));
      case GAME_MISMATCH -> Said.of("lobby.refused.game", shown, detail(d, 0), detail(d, 1));
      case FULL -> Said.of("lobby.error.full");
      case STARTED -> Said.of("lobby.error.started");
      case REFUSED -> Said.of("lobby.refused.other", shown, detail(d, 0));
    };
  }

  private static String detail(List<String> details, int i) {
    return i < details.size() ? details.get(i) : "?";
  }
}
