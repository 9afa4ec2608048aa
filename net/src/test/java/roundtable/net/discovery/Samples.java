package roundtable.net.discovery;

import com.google.protobuf.ByteString;
import java.util.HexFormat;
import roundtable.net.identity.Identity;
import roundtable.net.identity.Signer;
import roundtable.proto.Beacon;
import roundtable.proto.Envelope;

/** Announcements for the tests, all by one opener, and beacons forged by hand. */
final class Samples {
  static final String ID = "3f5c0e9a61b24d7c8e0f1a2b3c4d5e6f";
  static final String OTHER_ID = "00112233445566778899aabbccddeeff";
  /** The opener of every sample table. */
  static final Identity OPENER = Identity.generate();
  /** Someone else. */
  static final Identity STRANGER = Identity.generate();

  private Samples() {}

  /** The codec the opener announces with. */
  static BeaconCodec codec() {
    return new BeaconCodec(OPENER);
  }

  static Announcement table(String id, String name) {
    return new Announcement(id, name, "conquest", "1", 2, 2, true, "127.0.0.1", 47000, 1,
        OPENER.fingerprint(), false);
  }

  static Announcement friday() {
    return table(ID, "Friday conquest");
  }

  /** The Beacon message of an announcement, field by field, to change before signing. */
  static Beacon.Builder beacon(Announcement a) {
    return Beacon.newBuilder()
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
        .setStarted(a.started());
  }

  /** A datagram: this beacon in an envelope of this version, signed by {@code by}. */
  static byte[] signed(Identity by, int envelopeVersion, Beacon.Builder beacon) {
    Signer signer = new Signer(by);
    return signer.sign(signer.envelope().setVersion(envelopeVersion).setBeacon(beacon))
        .toByteArray();
  }

  /** A valid datagram of the Friday table, with the last byte of its signature flipped. */
  static byte[] flippedSignature() {
    byte[] d = codec().encode(friday());
    d[d.length - 1] ^= 0x01; // the signature is the last field of the SignedEnvelope
    return d;
  }

  /** The Friday beacon, naming the opener's fingerprint but signed by a stranger. */
  static byte[] signedByAStranger() {
    return signed(STRANGER, 1, beacon(friday()));
  }

  /** The Friday beacon in an envelope of protocol version 2. */
  static byte[] envelopeOfVersion2() {
    return signed(OPENER, 2, beacon(friday()));
  }

  /** The Friday beacon saying protocol version 2, in an envelope of version 1. */
  static byte[] beaconOfVersion2() {
    return signed(OPENER, 1, beacon(friday()).setProtocolVersion(2));
  }
}
