package roundtable.net.play;

import roundtable.proto.ErrorCode;
import roundtable.proto.PeerError;

/** A peer's state hash after {@code step} actions differs from ours. Hashes in hex. */
public record Desync(long step, String author, String ours, String theirs) {
  public String text() {
    return "desync at step " + step + ": peer " + author + " has state " + theirs + ", here " + ours;
  }

  public PeerError toPeerError() {
    return PeerError.newBuilder().setCode(ErrorCode.DESYNC).setText(text()).build();
  }

  @Override
  public String toString() {
    return text();
  }
}
