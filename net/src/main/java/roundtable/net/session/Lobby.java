package roundtable.net.session;

import com.google.protobuf.ByteString;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import roundtable.net.ProtocolException;
import roundtable.net.Wire;
import roundtable.proto.ErrorCode;
import roundtable.proto.Seat;
import roundtable.proto.SeatAssignment;
import roundtable.proto.SeatKind;
import roundtable.proto.SeatRequest;
import roundtable.proto.Start;
import roundtable.proto.TableOptions;

/**
 * The opener's seating (docs/protocol.md, "Lobby"): every seat once, free or held by a key; each
 * change bumps the revision. Seats are given on request and freed when their holder gives them up or
 * leaves before the start. The table can start when every seat is held and every peer holding a
 * person's seat is ready (a bot is always ready). Not thread-safe: the session's executor owns it.
 */
final class Lobby {
  private final String gameId;
  private final String rulesVersion;
  private final TableSpec spec;
  private final List<Seat> seats = new ArrayList<>();
  /** Peers that said they are ready; the options never change after opening, so it holds till they go. */
  private final Set<ByteString> ready = new HashSet<>();
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
    return take(key, request, "");
  }

  /** As {@link #take(ByteString, SeatRequest)}, with where the holder listens in play ("host:port", or empty). */
  int take(ByteString key, SeatRequest request, String address) throws ProtocolException {
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
    // Anyone on the LAN may send these, and the Start carries them to every peer (issue 26).
    checkName("a seat's name", request.getName(), Wire.MAX_SEAT_NAME_CHARS);
    checkName("a bot's kind", request.getBotKind(), Wire.MAX_BOT_KIND_CHARS);
    seats.set(wanted, Seat.newBuilder().setSeat(wanted).setHolderKey(key).setKind(request.getKind())
        .setBotKind(request.getBotKind()).setName(request.getName()).setAddress(address).build());
    revision++;
    return wanted;
  }

  private static void checkName(String what, String name, int max) throws ProtocolException {
    int chars = name.codePointCount(0, name.length());
    if (chars > max) {
      throw new ProtocolException(ErrorCode.NOT_ALLOWED, what + " holds at most " + max + " characters, not " + chars);
    }
    if (name.codePoints().anyMatch(Character::isISOControl)) {
      throw new ProtocolException(ErrorCode.NOT_ALLOWED, what + " holds a control character");
    }
  }

  /** The seating of a game that started (an opener come back after a crash). */
  void restore(Start start) {
    seats.clear();
    seats.addAll(start.getSeatsList());
    revision = start.getLobbyRevision();
  }

  /** Frees the seats this key holds (all of them, or the one given); whether any was freed. */
  boolean release(ByteString key, Integer only) {
    boolean freed = false;
    for (Seat seat : List.copyOf(seats)) {
      if (seat.getHolderKey().equals(key) && (only == null || only == seat.getSeat())) {
        seats.set(seat.getSeat(), Seat.newBuilder().setSeat(seat.getSeat()).build());
        freed = true;
      }
    }
    if (freed) {
      revision++;
      if (seats.stream().noneMatch(s -> s.getHolderKey().equals(key))) {
        ready.remove(key);
      }
    }
    return freed;
  }

  /** A seated peer's Ready; refused from a peer holding no seat. */
  void ready(ByteString key, boolean isReady) throws ProtocolException {
    if (seats.stream().noneMatch(s -> s.getHolderKey().equals(key))) {
      throw new ProtocolException(ErrorCode.NOT_ALLOWED, "only a peer holding a seat can be ready");
    }
    if (isReady) {
      ready.add(key);
    } else {
      ready.remove(key);
    }
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

  /** Every seat held, and every holder of a person's seat ready: the game can start. */
  boolean startable() {
    return full() && seats.stream().allMatch(s -> s.getKind() == SeatKind.BOT || ready.contains(s.getHolderKey()));
  }

  /** Seats held, for the table's announcement. */
  int taken() {
    return (int) seats.stream().filter(s -> !s.getHolderKey().isEmpty()).count();
  }

  long revision() {
    return revision;
  }

  SeatAssignment assignment() {
    return SeatAssignment.newBuilder().setLobbyRevision(revision).addAllSeats(seats).build();
  }

  TableOptions options() {
    return TableOptions.newBuilder().setLobbyRevision(revision).setPlayers(spec.players())
        .putAllOptions(spec.options()).setTakeoverBot(spec.takeoverBot()).build();
  }

  Start start() {
    return Start.newBuilder().setTableId(spec.tableId()).setGameId(gameId).setRulesVersion(rulesVersion)
        .setLobbyRevision(revision).setPlayers(spec.players()).putAllOptions(spec.options())
        .addAllSeats(seats).setTakeoverBot(spec.takeoverBot()).build();
  }
}
