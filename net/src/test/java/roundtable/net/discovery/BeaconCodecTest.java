package roundtable.net.discovery;

import static java.nio.charset.StandardCharsets.UTF_8;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import com.google.protobuf.ByteString;
import com.google.protobuf.UnknownFieldSet;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.Random;
import java.util.function.Supplier;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import roundtable.net.Wire;
import roundtable.net.identity.EnvelopeVerifier;
import roundtable.net.identity.Identity;
import roundtable.net.identity.Signer;
import roundtable.proto.Beacon;
import roundtable.proto.Envelope;
import roundtable.proto.Hello;
import roundtable.proto.SignedEnvelope;

class BeaconCodecTest {
  private final BeaconCodec codec = Samples.codec();
  /** A listener's codec: no identity. */
  private final BeaconCodec reader = new BeaconCodec();

  /** The largest announcement the record allows, every string at its longest in UTF-8 bytes. */
  static Announcement largest(Identity opener) {
    return new Announcement(Announcement.newTableId(), "🂡".repeat(Announcement.MAX_NAME_CHARS),
        "g".repeat(Announcement.MAX_GAME_ID_CHARS),
        "🂡".repeat(Announcement.MAX_RULES_VERSION_CHARS), Announcement.MAX_SEATS,
        Announcement.MAX_SEATS, true, "h".repeat(Announcement.MAX_HOST_CHARS), 65535,
        Wire.PROTOCOL_VERSION, opener.fingerprint(), true);
  }

  @Test
  void roundTrips() {
    Announcement a = new Announcement(Announcement.newTableId(), "Tablée du vendredi = 🂡 ♠",
        "secret-turns_2", "2.1-beta", 0, 255, false, "", 65535, 1,
        Samples.OPENER.fingerprint().toUpperCase(), true);
    Announcement back = reader.decode(codec.encode(a));
    assertEquals(a, back);
    assertEquals(Samples.OPENER.fingerprint(), back.openerFingerprint());
    assertEquals("2.1-beta", back.rulesVersion());
    assertTrue(back.started());
    assertEquals(Samples.friday(), codec.decode(codec.encode(Samples.friday())));
    Announcement started = Samples.friday().withStarted(true).withSeats(4, 0);
    assertEquals(started, reader.decode(codec.encode(started)));
  }

  @Test
  void theDatagramIsABeaconInAnEnvelopeSignedByTheOpener() throws Exception {
    byte[] datagram = codec.encode(Samples.friday());
    SignedEnvelope signed = SignedEnvelope.parseFrom(datagram);
    assertEquals(Wire.SIGNATURE_BYTES, signed.getSignature().size());
    Envelope envelope = EnvelopeVerifier.verify(signed);
    assertEquals(Wire.PROTOCOL_VERSION, envelope.getVersion());
    assertEquals(ByteString.copyFrom(Samples.OPENER.publicKey()), envelope.getAuthorKey());
    assertEquals(Envelope.BodyCase.BEACON, envelope.getBodyCase());
    Beacon beacon = envelope.getBeacon();
    assertEquals(ByteString.copyFrom(HexFormat.of().parseHex(Samples.ID)), beacon.getTableId());
    assertEquals("Friday conquest", beacon.getTableName());
    assertEquals("conquest", beacon.getGameId());
    assertEquals("1", beacon.getRulesVersion());
    assertEquals(2, beacon.getSeatsTaken());
    assertEquals(2, beacon.getSeatsFree());
    assertTrue(beacon.getSpectatorsAllowed());
    assertEquals("127.0.0.1", beacon.getAddress());
    assertEquals(47000, beacon.getPort());
    assertEquals(1, beacon.getProtocolVersion());
    assertEquals(Samples.OPENER.fingerprint(), beacon.getOpenerFingerprint());
    assertEquals(false, beacon.getStarted());
    assertEquals(Samples.beacon(Samples.friday()).build(), beacon);
  }

  @Test
  void theLargestLegalAnnouncementFitsTheCap() {
    Announcement big = largest(Samples.OPENER);
    byte[] bytes = codec.encode(big);
    assertTrue(bytes.length <= Discovery.MAX_DATAGRAM_BYTES, bytes.length + " bytes");
    assertEquals(big, reader.decode(bytes));
  }

  /** The opener's signed Start of the Friday table, seating these keys. */
  private static SignedEnvelope fridayStart(Identity signer, String tableIdHex, Identity... seated) {
    roundtable.proto.Start.Builder start = roundtable.proto.Start.newBuilder()
        .setTableId(ByteString.copyFrom(HexFormat.of().parseHex(tableIdHex))).setGameId("conquest")
        .setRulesVersion("1").setPlayers(seated.length);
    for (int i = 0; i < seated.length; i++) {
      start.addSeats(roundtable.proto.Seat.newBuilder().setSeat(i)
          .setHolderKey(ByteString.copyFrom(seated[i].publicKey())).setName("p" + i));
    }
    Signer by = new Signer(signer);
    return by.sign(by.envelope().setStart(start));
  }

  @Test
  void aSeatedPeerKeepsAnnouncingTheTableWhenItsOpenerIsGone() {
    Identity alice = Identity.generate();
    Announcement started = Samples.friday().withStarted(true).withSeats(4, 0);
    SignedEnvelope start = fridayStart(Samples.OPENER, Samples.ID, Samples.OPENER, alice);
    byte[] bytes = new BeaconCodec(alice, start).encode(started);
    assertEquals(started, reader.decode(bytes), "the table stays listed, under its opener's fingerprint");
    assertTrue(bytes.length <= Discovery.MAX_DATAGRAM_BYTES, bytes.length + " bytes");
  }

  @Test
  void aStrangersBeaconForAListedTableIsRefusedWhateverStartItShows() {
    Identity alice = Identity.generate();
    Identity stranger = Identity.generate();
    Announcement started = Samples.friday().withStarted(true);
    SignedEnvelope real = fridayStart(Samples.OPENER, Samples.ID, Samples.OPENER, alice);
    assertTrue(assertThrows(IllegalArgumentException.class, () -> reader.decode(new BeaconCodec(stranger, real)
        .encode(started))).getMessage().contains("holds no seat"));
    SignedEnvelope forged = fridayStart(stranger, Samples.ID, Samples.OPENER, stranger);
    assertTrue(assertThrows(IllegalArgumentException.class, () -> reader.decode(new BeaconCodec(stranger, forged)
        .encode(started))).getMessage().contains("not signed by the opener"));
    SignedEnvelope elsewhere = fridayStart(Samples.OPENER, "00".repeat(16), Samples.OPENER, stranger);
    assertTrue(assertThrows(IllegalArgumentException.class, () -> reader.decode(new BeaconCodec(stranger, elsewhere)
        .encode(started))).getMessage().contains("not this table's"));
    assertThrows(IllegalArgumentException.class, () -> new BeaconCodec(stranger).encode(started),
        "without a Start nobody but the opener signs its table's beacon");
  }

  @Test
  void fieldsAddedByALaterVersionAreIgnored() {
    Beacon.Builder beacon = Samples.beacon(Samples.friday()).setUnknownFields(
        UnknownFieldSet.newBuilder()
            .addField(99, UnknownFieldSet.Field.newBuilder().addVarint(7).build())
            .build());
    assertEquals(Samples.friday(), reader.decode(Samples.signed(Samples.OPENER, 1, beacon)));
  }

  @Test
  void encodingRefusesWhatNoListenerWouldAccept() {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> new BeaconCodec(Samples.STRANGER).encode(Samples.friday()));
    assertTrue(e.getMessage().contains("opener_fingerprint " + Samples.OPENER.fingerprint()
        + " is not the fingerprint of the signing identity, " + Samples.STRANGER.fingerprint()),
        e.getMessage());
    Announcement f = Samples.friday();
    Announcement v2 = new Announcement(f.tableId(), f.tableName(), f.gameId(), f.rulesVersion(),
        f.seatsTaken(), f.seatsFree(), f.spectatorsAllowed(), f.host(), f.port(), 2,
        f.openerFingerprint(), f.started());
    e = assertThrows(IllegalArgumentException.class, () -> codec.encode(v2));
    assertTrue(e.getMessage().contains("protocol_version 2 is not the one this build speaks, 1"),
        e.getMessage());
    assertThrows(IllegalArgumentException.class, () -> codec.encode(null));
    assertThrows(IllegalStateException.class, () -> reader.encode(Samples.friday()));
  }

  @Test
  void announcementsAreChecked() {
    Announcement f = Samples.friday();
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> new Announcement(f.tableId(), f.tableName(), f.gameId(), "", 2, 2, true, "", 1, 1,
            f.openerFingerprint(), false));
    assertEquals("rules_version: empty", e.getMessage());
    e = assertThrows(IllegalArgumentException.class,
        () -> new Announcement(f.tableId(), f.tableName(), f.gameId(), "1 beta", 2, 2, true, "", 1,
            1, f.openerFingerprint(), false));
    assertTrue(e.getMessage().startsWith("rules_version: contains a space"), e.getMessage());
    e = assertThrows(IllegalArgumentException.class,
        () -> new Announcement(f.tableId(), f.tableName(), f.gameId(), "1".repeat(33), 2, 2, true,
            "", 1, 1, f.openerFingerprint(), false));
    assertEquals("rules_version: 33 characters, at most 32", e.getMessage());
    e = assertThrows(IllegalArgumentException.class,
        () -> new Announcement(f.tableId(), f.tableName(), f.gameId(), "1", 2, 2, true, "", 1, 1,
            "0123456789abcdef00", false));
    assertEquals("opener_fingerprint: expected 16 hex digits, got 18", e.getMessage());
  }

  static Stream<Arguments> refused() {
    Identity opener = Samples.OPENER;
    Signer signer = new Signer(opener);
    Beacon.Builder friday = Samples.beacon(Samples.friday());
    byte[] valid = Samples.codec().encode(Samples.friday());
    byte[] flippedEnvelope = valid.clone();
    flippedEnvelope[indexOf(valid, "Friday".getBytes(UTF_8))] ^= 0x20; // "friday conquest"
    byte[] shortSignature = SignedEnvelope.newBuilder(parse(valid))
        .setSignature(parse(valid).getSignature().substring(1)).build().toByteArray();
    byte[] hello = signer.sign(signer.envelope()
        .setHello(Hello.newBuilder().setProtocolVersion(1).setGameId("conquest"))).toByteArray();
    byte[] noBody = signer.sign(signer.envelope()).toByteArray();
    byte[] oldFormat = ("RTB1\ntable_id=" + Samples.ID + "\ntable_name=Friday conquest\n")
        .getBytes(UTF_8);
    return Stream.of(
        Arguments.of("flipped signature", Samples.flippedSignature(),
            "BAD_SIGNATURE: signature of this beacon does not verify against its author key "
                + opener.fingerprint()),
        Arguments.of("flipped envelope byte", flippedEnvelope,
            "BAD_SIGNATURE: signature of this beacon does not verify"),
        Arguments.of("short signature", shortSignature,
            "BAD_SIGNATURE: signature is 63 bytes, not 64"),
        Arguments.of("signed by another key", Samples.signedByAStranger(),
            "BAD_KEY: the beacon names opener_fingerprint '" + opener.fingerprint()
                + "' but is signed by key " + Samples.STRANGER.fingerprint()),
        Arguments.of("envelope of version 2", Samples.envelopeOfVersion2(),
            "PROTOCOL_VERSION_MISMATCH: protocol version differs: here 1, envelope 2"),
        Arguments.of("beacon of version 2", Samples.beaconOfVersion2(),
            "PROTOCOL_VERSION_MISMATCH: protocol version differs: here 1, beacon 2"),
        Arguments.of("empty", new byte[0], "empty datagram"),
        Arguments.of("too long", Arrays.copyOf(valid, Discovery.MAX_DATAGRAM_BYTES + 1),
            "datagram of 1473 bytes exceeds the 1472-byte cap"),
        Arguments.of("not protobuf", new byte[] {(byte) 0xff, (byte) 0xff, (byte) 0xff},
            "not a signed envelope"),
        Arguments.of("text", "hello".getBytes(UTF_8), "not a signed envelope"),
        Arguments.of("the old key=value format", oldFormat, "not a signed envelope"),
        Arguments.of("a hello, not a beacon", hello, "not a beacon: the envelope holds a hello"),
        Arguments.of("no body", noBody, "MALFORMED: envelope from " + opener.fingerprint()
            + " has no body"),
        Arguments.of("short table id", Samples.signed(opener, 1,
            friday.clone().setTableId(ByteString.copyFrom(new byte[15]))),
            "table_id: expected 16 bytes, got 15"),
        Arguments.of("port zero", Samples.signed(opener, 1, friday.clone().setPort(0)),
            "port: 0 is out of range 1..65535"),
        Arguments.of("huge seat count", Samples.signed(opener, 1,
            friday.clone().setSeatsTaken(-1)), "seats_taken: 4294967295 is too large"),
        Arguments.of("too many seats", Samples.signed(opener, 1, friday.clone().setSeatsFree(256)),
            "seats_free: 256 is out of range 0..255"),
        Arguments.of("no rules version", Samples.signed(opener, 1,
            friday.clone().clearRulesVersion()), "rules_version: empty"),
        Arguments.of("blank name", Samples.signed(opener, 1, friday.clone().setTableName("  ")),
            "table_name: empty or blank"),
        Arguments.of("bad game id", Samples.signed(opener, 1, friday.clone().setGameId("Con Quest")),
            "game_id: expected 1 to 32 of [a-z0-9_-]"));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("refused")
  void refusesWithAClearMessage(String what, byte[] datagram, String message) {
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> reader.decode(datagram));
    assertTrue(e.getMessage().contains(message),
        what + ": expected a message containing \"" + message + "\", got \"" + e.getMessage()
            + "\"");
  }

  @Test
  void refusesNull() {
    assertThrows(IllegalArgumentException.class, () -> reader.decode(null));
  }

  @Test
  void everyFlippedByteIsRefused() {
    byte[] valid = codec.encode(Samples.friday());
    for (int at = 0; at < valid.length; at++) {
      for (int mask : new int[] {0x01, 0x80}) {
        byte[] input = valid.clone();
        input[at] ^= (byte) mask;
        int where = at;
        assertThrows(IllegalArgumentException.class, () -> reader.decode(input),
            () -> "byte " + where + " ^ " + mask);
      }
    }
  }

  @Test
  void garbageNeverThrowsAnythingButIllegalArgument() {
    Random random = new Random(20261122);
    byte[] valid = codec.encode(Samples.friday());
    for (int i = 0; i < 4_000; i++) {
      byte[] input;
      if (i % 2 == 0) {
        input = new byte[random.nextInt(1300)];
        random.nextBytes(input);
        if (i % 4 == 0 && input.length > 8) {
          System.arraycopy(valid, 0, input, 0, Math.min(input.length / 2, valid.length));
        }
      } else {
        input = valid.clone();
        for (int flips = 1 + random.nextInt(4); flips > 0; flips--) {
          input[random.nextInt(input.length)] = (byte) random.nextInt(256);
        }
      }
      byte[] in = input;
      Supplier<String> which = () -> "input " + in.length + " bytes";
      try {
        Announcement a = reader.decode(input);
        // Only an unchanged datagram can pass (a flip may have rewritten a byte to itself).
        assertArrayEquals(valid, input, which);
        assertEquals(Samples.friday(), a);
      } catch (IllegalArgumentException expected) {
        assertTrue(expected.getMessage() != null && !expected.getMessage().isBlank(), which);
      } catch (RuntimeException e) {
        fail("decode threw " + e + " on input " + i, e);
      }
    }
  }

  private static int indexOf(byte[] haystack, byte[] needle) {
    for (int i = 0; i + needle.length <= haystack.length; i++) {
      if (Arrays.equals(haystack, i, i + needle.length, needle, 0, needle.length)) {
        return i;
      }
    }
    throw new AssertionError("not found");
  }

  private static SignedEnvelope parse(byte[] datagram) {
    try {
      return SignedEnvelope.parseFrom(datagram);
    } catch (Exception e) {
      throw new AssertionError(e);
    }
  }
}
