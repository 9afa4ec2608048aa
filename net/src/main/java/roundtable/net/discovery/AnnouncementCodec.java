package roundtable.net.discovery;

/**
 * The bytes of an {@link Announcement} in one UDP datagram. The announcer and the listener take a
 * codec; the protocol's is {@link BeaconCodec} (a signed protobuf {@code Beacon}), and tests may
 * give another.
 *
 * <p>A codec must keep every encoding within {@link Discovery#MAX_DATAGRAM_BYTES}, and its decoder
 * faces whatever anyone on the LAN sends: on any input, it returns a valid announcement or throws
 * {@link IllegalArgumentException} with a message that says what is wrong, and nothing else.
 */
public interface AnnouncementCodec {
  /**
   * The datagram for this announcement.
   *
   * @throws IllegalArgumentException if it would not fit in {@link Discovery#MAX_DATAGRAM_BYTES}
   */
  byte[] encode(Announcement announcement);

  /**
   * The announcement in this datagram.
   *
   * @throws IllegalArgumentException if the bytes are not a well-formed announcement (too long,
   *     malformed, badly signed, another protocol version, a field out of range); never anything
   *     else
   */
  Announcement decode(byte[] datagram);
}
