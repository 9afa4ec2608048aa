package roundtable.net.discovery;

import com.google.protobuf.ByteString;
import com.google.protobuf.InvalidProtocolBufferException;
import java.util.HexFormat;
import java.util.Locale;
import java.util.Objects;
import roundtable.net.ProtocolException;
import roundtable.net.Wire;
import roundtable.net.identity.EnvelopeVerifier;
import roundtable.net.identity.Identity;
import roundtable.net.identity.Signer;
import roundtable.proto.Beacon;
import roundtable.proto.Envelope;
import roundtable.proto.SignedEnvelope;

/**
 * The discovery datagram of docs/protocol.md: one protobuf {@code SignedEnvelope}, without a length
 * prefix, holding an {@code Envelope} whose body is a {@code Beacon}, signed with the opener's
 * Ed25519 identity key.
 *
 * <p>Encoding needs that identity ({@link #BeaconCodec(Identity)}); the announcement's opener
 * fingerprint must be the identity's own and its protocol version {@link Wire#PROTOCOL_VERSION}, so
 * an opener never sends a beacon that every listener refuses. Decoding needs none ({@link
 * #BeaconCodec()}): the signature is checked against the envelope's author key ({@link
 * EnvelopeVerifier}), and that key's fingerprint must be the beacon's {@code opener_fingerprint}.
 * So a listed table was announced by the holder of the key with that fingerprint; the handshake
 * then checks that the opener's Hello shows the same key.
 *
 * <p>{@link #decode} refuses, with an {@link IllegalArgumentException} naming the reason and
 * nothing else: an empty or oversized datagram, bytes that are not a SignedEnvelope, an envelope
 * that does not verify (its code first: {@code BAD_SIGNATURE: ...}, {@code
 * PROTOCOL_VERSION_MISMATCH: ...}), another body than a beacon, a beacon of another protocol
 * version, a fingerprint that is not the signing key's, and a field that {@link Announcement}
 * refuses. Unknown fields are ignored (a later version of the protocol may add some).
 */
public final class BeaconCodec implements AnnouncementCodec {
  private final Signer signer;
  /** The signed Start that seats the signer, for a table it did not open; null for the opener. */
  private final SignedEnvelope seatedStart;

  /** A codec that signs this opener's beacons, and reads anyone's. */
  public BeaconCodec(Identity opener) {
    this(opener, null);
  }

  /**
   * A codec that signs the beacons of a table this seated peer did not open (its opener is gone):
   * each carries the signed Start that seats it, the proof a listener asks for.
   */
  public BeaconCodec(Identity seated, SignedEnvelope seatedStart) {
    this.signer = new Signer(Objects.requireNonNull(seated, "identity"));
    this.seatedStart = seatedStart;
  }

  /** A codec that only reads beacons (a listener's): {@link #encode} throws. */
  public BeaconCodec() {
    this.signer = null;
    this.seatedStart = null;
  }

  /**
   * The signed beacon for this announcement.
   *
   * @throws IllegalArgumentException if the announcement is null, names another opener
   *     fingerprint than this identity's, another protocol version than this build's, or would not
   *     fit in {@link Discovery#MAX_DATAGRAM_BYTES}
   * @throws IllegalStateException if this codec was made without an identity
   */
  @Override
  public byte[] encode(Announcement a) {
    if (a == null) {
      throw new IllegalArgumentException("no announcement to encode");
    }
    if (signer == null) {
      throw new IllegalStateException("this beacon codec has no identity to sign with");
    }
    String own = signer.identity().fingerprint();
    if (!a.openerFingerprint().equals(own) && seatedStart == null) {
      throw new IllegalArgumentException("opener_fingerprint " + a.openerFingerprint()
          + " is not the fingerprint of the signing identity, " + own + ", and no Start seats it");
    }
    if (a.protocolVersion() != Wire.PROTOCOL_VERSION) {
      throw new IllegalArgumentException("protocol_version " + a.protocolVersion()
          + " is not the one this build speaks, " + Wire.PROTOCOL_VERSION);
    }
    Beacon beacon = Beacon.newBuilder()
        .setTableId(ByteString.copyFrom(HexFormat.of().parseHex(a.tableId())))
        .setTableName(a.tableName())
        .setGameId(a.gameId())
        .setRulesVersion(a.rulesVersion())
        .setSeatsTaken(a.seatsTaken())
        .setSeatsFree(a.seatsFree())
        .setSpectatorsAllowed(a.spectatorsAllowed())
        .setAddress(a.host())
        .setPort(a.port())
        .setProtocolVersion(a.protocolVersion())
        .setOpenerFingerprint(a.openerFingerprint())
        .setStarted(a.started())
        .setSpectators(a.spectators())
        .setSeatedStart(a.openerFingerprint().equals(own) ? ByteString.EMPTY : seatedStart.toByteString())
        .build();
    byte[] bytes = signer.sign(signer.envelope().setBeacon(beacon)).toByteArray();
    if (bytes.length > Discovery.MAX_DATAGRAM_BYTES) {
      throw new IllegalArgumentException("beacon of " + bytes.length + " bytes exceeds the "
          + Discovery.MAX_DATAGRAM_BYTES + "-byte cap");
    }
    return bytes;
  }

  @Override
  public Announcement decode(byte[] datagram) {
    if (datagram == null || datagram.length == 0) {
      throw new IllegalArgumentException("empty datagram");
    }
    if (datagram.length > Discovery.MAX_DATAGRAM_BYTES) {
      throw new IllegalArgumentException("datagram of " + datagram.length
          + " bytes exceeds the " + Discovery.MAX_DATAGRAM_BYTES + "-byte cap");
    }
    SignedEnvelope signed;
    try {
      signed = SignedEnvelope.parseFrom(datagram);
    } catch (InvalidProtocolBufferException e) {
      throw new IllegalArgumentException("not a signed envelope: " + e.getMessage(), e);
    }
    Envelope envelope;
    try {
      envelope = EnvelopeVerifier.verify(signed);
    } catch (ProtocolException e) {
      throw new IllegalArgumentException(e.code() + ": " + e.getMessage(), e);
    }
    if (envelope.getBodyCase() != Envelope.BodyCase.BEACON) {
      throw new IllegalArgumentException("not a beacon: the envelope holds a "
          + envelope.getBodyCase().name().toLowerCase(Locale.ROOT));
    }
    Beacon beacon = envelope.getBeacon();
    if (beacon.getProtocolVersion() != Wire.PROTOCOL_VERSION) {
      throw new IllegalArgumentException("PROTOCOL_VERSION_MISMATCH: protocol version differs: here "
          + Wire.PROTOCOL_VERSION + ", beacon " + Integer.toUnsignedString(
              beacon.getProtocolVersion()));
    }
    String signing = Identity.fingerprint(envelope.getAuthorKey().toByteArray());
    String announced = beacon.getOpenerFingerprint();
    if (!announced.toLowerCase(Locale.ROOT).equals(signing)) {
      checkSeated(beacon, envelope.getAuthorKey(), signing, announced);
    }
    if (beacon.getTableId().size() != Announcement.TABLE_ID_BYTES) {
      throw new IllegalArgumentException("table_id: expected " + Announcement.TABLE_ID_BYTES
          + " bytes, got " + beacon.getTableId().size());
    }
    return new Announcement(
        HexFormat.of().formatHex(beacon.getTableId().toByteArray()),
        beacon.getTableName(),
        beacon.getGameId(),
        beacon.getRulesVersion(),
        uint32("seats_taken", beacon.getSeatsTaken()),
        uint32("seats_free", beacon.getSeatsFree()),
        beacon.getSpectatorsAllowed(),
        beacon.getAddress(),
        uint32("port", beacon.getPort()),
        beacon.getProtocolVersion(),
        announced,
        beacon.getStarted(),
        uint32("spectators", beacon.getSpectators()));
  }

  /**
   * A beacon signed by another key than the opener's: accepted only from a key that holds a seat at
   * that table, as the opener's signed Start of that table says (a stranger can't take a listed table).
   */
  private static void checkSeated(Beacon beacon, ByteString author, String signing, String announced) {
    String refused = "BAD_KEY: the beacon names opener_fingerprint '" + Announcement.printable(announced)
        + "' but is signed by key " + signing;
    if (beacon.getSeatedStart().isEmpty()) {
      throw new IllegalArgumentException(refused + " and carries no Start that seats it");
    }
    Envelope start;
    try {
      start = EnvelopeVerifier.verify(SignedEnvelope.parseFrom(beacon.getSeatedStart()));
    } catch (InvalidProtocolBufferException | ProtocolException e) {
      throw new IllegalArgumentException(refused + ", whose Start does not verify: " + e.getMessage(), e);
    }
    if (!start.hasStart() || !start.getStart().getTableId().equals(beacon.getTableId())) {
      throw new IllegalArgumentException(refused + ", whose Start is not this table's");
    }
    if (!Identity.fingerprint(start.getAuthorKey().toByteArray()).equals(announced.toLowerCase(Locale.ROOT))) {
      throw new IllegalArgumentException(refused + ", whose Start is not signed by the opener");
    }
    if (start.getStart().getSeatsList().stream().noneMatch(s -> s.getHolderKey().equals(author))) {
      throw new IllegalArgumentException(refused + ", which holds no seat in the table's Start");
    }
  }

  /** A uint32 as an int, refused if over Integer.MAX_VALUE (Announcement checks the range). */
  private static int uint32(String field, int raw) {
    if (raw < 0) {
      throw new IllegalArgumentException(
          field + ": " + Integer.toUnsignedString(raw) + " is too large");
    }
    return raw;
  }
}
