package roundtable.desktop.client.lobby;

import java.io.IOException;
import roundtable.desktop.client.Shell;
import roundtable.net.discovery.TableList;

/** The window as the lobby sees it: a {@link Shell} that also knows the player, the LAN and the kept games. */
public interface LobbyShell extends Shell {
  /** The player's name at tables. */
  String playerName();

  /** Opens the list of the tables announced where the lobby listens. */
  TableList openLan() throws IOException;

  /** The identities and games kept in the Round Table home (the terminal's too). */
  KeptGames kept();

  /** The Round Table home, where the window keeps what it remembers (none: nothing is kept). */
  java.util.Optional<java.nio.file.Path> home();
}
