package roundtable.net.session;

import com.google.protobuf.ByteString;
import java.util.ArrayList;
import java.util.List;
import roundtable.net.ProtocolException;
import roundtable.proto.ErrorCode;
import roundtable.proto.Seat;
import roundtable.proto.SeatAssignment;
import roundtable.proto.SeatKind;
import roundtable.proto.SeatRequest;
import roundtable.proto.Start;
import roundtable.proto.TableOptions;

/**
 * The opener's seating (docs/protocol.md, "Lobby"): every seat once, free or held by a key; each
 * change bumps the revision. Minimal: seats are given on request, never taken back; an all-bot
 * table starts when full. Not thread-safe: the session's executor owns it.
 */
final class Lobby {
  private final String gameId;
  private final String rulesVersion;
  private final TableSpec spec;
  private final List<Seat> seats = new ArrayList<>();
  private long revision = 1;

  Lobby(String gameId, String rulesVersion, TableSpec spec) {
    this.gameId = gameId;
    this.rulesVersion = rulesVersion;
    this.spec = spec;
    for (int i = 0; i < spec.players(); i++) {
      seats.add(Seat.newBuilder().setSeat(i).build());
    }
  }

  /** Gives the key the seat it asks for (or the first free one); the seat given. */
  int take(ByteString key, SeatRequest request) throws ProtocolException {
    int wanted = request.hasSeat() ? request.getSeat() : firstFree();
    if (wanted < 0) {
      throw new ProtocolException(ErrorCode.TABLE_FULL, "every seat of the " + spec.players() + " is held");
    }
    if (wanted >= seats.size() || !seats.get(wanted).getHolderKey().isEmpty()) {
      throw new ProtocolException(ErrorCode.NOT_ALLOWED, "seat " + wanted + " is not free");
    }
    if (request.getKind() != SeatKind.PERSON && request.getKind() != SeatKind.BOT) {
      throw new ProtocolException(ErrorCode.MALFORMED, "a seat is for a person or a bot, not " + request.getKind());
    }
    seats.set(wanted, Seat.newBuilder().setSeat(wanted).setHolderKey(key).setKind(request.getKind())
        .setBotKind(request.getBotKind()).setName(request.getName()).build());
    revision++;
    return wanted;
  }

  private int firstFree() {
    for (Seat seat : seats) {
      if (seat.getHolderKey().isEmpty()) {
        return seat.getSeat();
      }
    }
    return -1;
  }

  boolean full() {
    return firstFree() < 0;
  }

  /** Whether every seat is a bot: such a table starts as soon as it is full. */
  boolean allBots() {
    return seats.stream().allMatch(s -> s.getKind() == SeatKind.BOT);
  }

  SeatAssignment assignment() {
    return SeatAssignment.newBuilder().setLobbyRevision(revision).addAllSeats(seats).build();
  }

  TableOptions options() {
    return TableOptions.newBuilder().setLobbyRevision(revision).setPlayers(spec.players())
        .putAllOptions(spec.options()).build();
  }

  Start start() {
    return Start.newBuilder().setTableId(spec.tableId()).setGameId(gameId).setRulesVersion(rulesVersion)
        .setLobbyRevision(revision).setPlayers(spec.players()).putAllOptions(spec.options())
        .addAllSeats(seats).build();
  }
}
