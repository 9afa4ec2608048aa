package roundtable.net;

import roundtable.proto.ErrorCode;

/**
 * A message from a peer that this peer refuses, with the code sent back in a {@code PeerError} and
 * the reason in words, naming what differs or what is wrong.
 */
public final class ProtocolException extends Exception {
  private final ErrorCode code;

  public ProtocolException(ErrorCode code, String reason) {
    super(reason);
    this.code = code;
  }

  public ErrorCode code() {
    return code;
  }
}
