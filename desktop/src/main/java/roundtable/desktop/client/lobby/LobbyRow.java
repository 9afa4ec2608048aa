package roundtable.desktop.client.lobby;

import java.net.InetSocketAddress;
import roundtable.desktop.client.board.Boards;
import roundtable.net.discovery.Announcement;
import roundtable.net.discovery.TableList;

/**
 * One table found on the LAN, as the lobby lists it.
 *
 * @param watching spectators watching now, as the opener counts them
 * @param playable whether this client has the game and a board for it
 */
public record LobbyRow(String tableId, String gameId, String tableName, int taken, int free, boolean spectators,
    int watching, boolean started, boolean playable, InetSocketAddress to) {

  public static LobbyRow of(TableList.Table table) {
    Announcement a = table.announcement();
    return new LobbyRow(a.tableId(), a.gameId(), a.tableName(), a.seatsTaken(), a.seatsFree(), a.spectatorsAllowed(),
        a.spectators(), a.started(), Boards.playable(a.gameId()), table.connectTo());
  }

  /** A seat is free, the game has not begun, and this client has the game. */
  public boolean joinable() {
    return playable && free > 0 && !started;
  }

  /** The table welcomes spectators and this client has the game's board. */
  public boolean watchable() {
    return playable && spectators;
  }

  /** The words key of the game's title. */
  public String titleKey() {
    return "game." + gameId;
  }
}
