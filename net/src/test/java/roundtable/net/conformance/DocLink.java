package roundtable.net.conformance;

import com.google.protobuf.ByteString;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.EOFException;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.KeyFactory;
import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.security.PublicKey;
import java.security.SecureRandom;
import java.security.Signature;
import java.security.spec.X509EncodedKeySpec;
import java.util.Arrays;
import java.util.HexFormat;
import javax.crypto.Cipher;
import javax.crypto.KeyAgreement;
import javax.crypto.Mac;
import javax.crypto.spec.GCMParameterSpec;
import javax.crypto.spec.SecretKeySpec;
import roundtable.proto.Envelope;
import roundtable.proto.Hello;
import roundtable.proto.HelloAnswer;
import roundtable.proto.Role;
import roundtable.proto.SignedEnvelope;

/**
 * One link to a peer, spoken from docs/protocol.md alone: plain sockets and the JDK's Ed25519,
 * X25519, HMAC-SHA256 and AES-256-GCM, with the message classes generated from the .proto file (the
 * document of the bodies); nothing of the net module. "Framing", "Signing", "Handshake",
 * "Encryption" of the document, in that order.
 */
final class DocLink implements AutoCloseable {
  /** docs/protocol.md, "Numbers". */
  static final int MAX_FRAME = 1_048_576;
  private static final SecureRandom RANDOM = new SecureRandom();
  private static final HexFormat HEX = HexFormat.of();
  /** The DER prefixes of X.509 keys: the raw 32 bytes follow them. */
  private static final byte[] ED25519_X509 = HEX.parseHex("302a300506032b6570032100");
  private static final byte[] X25519_X509 = HEX.parseHex("302a300506032b656e032100");

  /** A message received: the frame's SignedEnvelope and its envelope, signature checked. */
  record Got(SignedEnvelope signed, Envelope envelope) {}

  private final Socket socket;
  private final DataInputStream in;
  private final DataOutputStream out;
  private final KeyPair identity;
  final ByteString key;
  /** The other side's Hello and answer. */
  Hello theirs;
  HelloAnswer answer;
  private byte[] sendKey;
  private byte[] sendIv;
  private byte[] openKey;
  private byte[] openIv;
  private long sendCounter;
  private long lastOpened = -1;

  private DocLink(InetSocketAddress peer) throws Exception {
    socket = new Socket();
    socket.connect(peer, 5_000);
    socket.setSoTimeout(15_000);
    in = new DataInputStream(socket.getInputStream());
    out = new DataOutputStream(socket.getOutputStream());
    identity = KeyPairGenerator.getInstance("Ed25519").generateKeyPair();
    key = ByteString.copyFrom(raw(identity.getPublic()));
  }

  /** A link that is up: the four frames of the handshake done, from here on sealed. */
  static DocLink open(InetSocketAddress peer, Role role, String name, String game, String rulesVersion)
      throws Exception {
    DocLink link = new DocLink(peer);
    link.handshake(role, name, game, rulesVersion);
    return link;
  }

  private void handshake(Role role, String name, String game, String rulesVersion) throws Exception {
    KeyPair linkKeys = KeyPairGenerator.getInstance("X25519").generateKeyPair();
    ByteString linkKey = ByteString.copyFrom(raw(linkKeys.getPublic()));
    byte[] nonce = new byte[32];
    RANDOM.nextBytes(nonce);
    Hello mine = Hello.newBuilder().setProtocolVersion(1).setGameId(game).setRulesVersion(rulesVersion)
        .setIdentityKey(key).setRole(role).setNonce(ByteString.copyFrom(nonce)).setName(name).setLinkKey(linkKey)
        .build();
    writeFrame(sign(envelope().setHello(mine).build()).toByteArray());
    Got hello = verify(readFrame());
    if (!hello.envelope().hasHello()) {
      throw new IOException("the first frame is not a Hello: " + hello.envelope().getBodyCase());
    }
    theirs = hello.envelope().getHello();
    if (theirs.getProtocolVersion() != 1 || !theirs.getIdentityKey().equals(hello.envelope().getAuthorKey())) {
      throw new IOException("a Hello the document refuses: " + theirs);
    }
    // Encryption, 1: the shared secret.
    KeyAgreement agreement = KeyAgreement.getInstance("XDH");
    agreement.init(linkKeys.getPrivate());
    agreement.doPhase(publicKey("X25519", X25519_X509, theirs.getLinkKey().toByteArray()), true);
    byte[] shared = agreement.generateSecret();
    // 2: L and H by (identity key ‖ nonce), unsigned bytes.
    byte[] me = concat(key.toByteArray(), nonce);
    byte[] other = concat(theirs.getIdentityKey().toByteArray(), theirs.getNonce().toByteArray());
    boolean low = Arrays.compareUnsigned(me, other) < 0;
    Hello l = low ? mine : theirs;
    Hello h = low ? theirs : mine;
    // 3, 4: HKDF-SHA256.
    byte[] prk = hmac(concat(l.getNonce().toByteArray(), h.getNonce().toByteArray()), shared);
    byte[] info = concat("roundtable link v1".getBytes(StandardCharsets.US_ASCII), l.getIdentityKey().toByteArray(),
        h.getIdentityKey().toByteArray(), l.getLinkKey().toByteArray(), h.getLinkKey().toByteArray());
    byte[] okm = expand(prk, info, 72);
    // 5: key_L, key_H, iv_L, iv_H; each side seals with its own.
    byte[] keyL = Arrays.copyOfRange(okm, 0, 32);
    byte[] keyH = Arrays.copyOfRange(okm, 32, 64);
    byte[] ivL = Arrays.copyOfRange(okm, 64, 68);
    byte[] ivH = Arrays.copyOfRange(okm, 68, 72);
    sendKey = low ? keyL : keyH;
    sendIv = low ? ivL : ivH;
    openKey = low ? keyH : keyL;
    openIv = low ? ivH : ivL;
    // The answer in the clear, echoing their nonce; theirs is their last frame in the clear.
    writeFrame(sign(envelope().setHelloAnswer(HelloAnswer.newBuilder().setNonce(theirs.getNonce())).build())
        .toByteArray());
    Got got = verify(readFrame());
    if (!got.envelope().hasHelloAnswer() || !got.envelope().getHelloAnswer().getNonce().equals(mine.getNonce())
        || !got.envelope().getAuthorKey().equals(theirs.getIdentityKey())) {
      throw new IOException("no answer the document accepts: " + got.envelope());
    }
    answer = got.envelope().getHelloAnswer();
  }

  /** An envelope of this link's author, version 1; set its body. */
  Envelope.Builder envelope() {
    return Envelope.newBuilder().setVersion(1).setAuthorKey(key);
  }

  /** Ed25519 over exactly the envelope's bytes. */
  SignedEnvelope sign(Envelope envelope) throws GeneralSecurityException {
    byte[] bytes = envelope.toByteArray();
    Signature ed = Signature.getInstance("Ed25519");
    ed.initSign(identity.getPrivate());
    ed.update(bytes);
    return SignedEnvelope.newBuilder().setEnvelope(ByteString.copyFrom(bytes)).setSignature(ByteString.copyFrom(ed.sign()))
        .build();
  }

  /** Signs, seals and sends one envelope. */
  void send(Envelope.Builder envelope) throws Exception {
    sendBody(sign(envelope.build()).toByteArray());
  }

  /** Seals these bytes as one frame's SignedEnvelope and sends the frame. */
  void sendBody(byte[] signedEnvelope) throws Exception {
    sendSealed(signedEnvelope, -1);
  }

  /** Seals these bytes, flips one bit of the sealed frame at this index (none: -1), and sends it. */
  void sendSealed(byte[] signedEnvelope, int flip) throws Exception {
    long counter = sendCounter++;
    Cipher gcm = Cipher.getInstance("AES/GCM/NoPadding");
    gcm.init(Cipher.ENCRYPT_MODE, new SecretKeySpec(sendKey, "AES"), new GCMParameterSpec(128, nonce(sendIv, counter)));
    byte[] sealed = gcm.doFinal(signedEnvelope);
    byte[] frame = ByteBuffer.allocate(8 + sealed.length).putLong(counter).put(sealed).array();
    if (flip >= 0) {
      frame[flip] ^= 1;
    }
    writeFrame(frame);
  }

  /** Bytes to the socket as they are: no length, no seal. */
  void sendRaw(byte[] bytes) throws IOException {
    out.write(bytes);
    out.flush();
  }

  /**
   * The next message, opened and its signature checked (a feed's messages are not unbundled);
   * null when the peer closed the link.
   */
  Got receive() throws Exception {
    byte[] body;
    try {
      body = readFrame();
    } catch (EOFException | java.net.SocketException closed) {
      return null;
    }
    if (body.length < 24) {
      throw new IOException("a sealed frame of " + body.length + " bytes");
    }
    long counter = ByteBuffer.wrap(body).getLong();
    if (counter <= lastOpened) {
      throw new IOException("counter " + counter + " not above " + lastOpened);
    }
    lastOpened = counter;
    Cipher gcm = Cipher.getInstance("AES/GCM/NoPadding");
    gcm.init(Cipher.DECRYPT_MODE, new SecretKeySpec(openKey, "AES"), new GCMParameterSpec(128, nonce(openIv, counter)));
    return verify(gcm.doFinal(body, 8, body.length - 8));
  }

  /** The next message within this many milliseconds, or null when none came (or the link closed). */
  Got receiveWithin(int millis) throws Exception {
    socket.setSoTimeout(millis);
    try {
      return receive();
    } catch (SocketTimeoutException quiet) {
      return null;
    } finally {
      socket.setSoTimeout(15_000);
    }
  }

  /** Reads until the peer closes the link; whether it did within this many milliseconds. */
  boolean closedWithin(int millis) throws Exception {
    long deadline = System.nanoTime() + millis * 1_000_000L;
    socket.setSoTimeout(millis);
    try {
      while (System.nanoTime() < deadline) {
        if (in.read() < 0) {
          return true;
        }
      }
    } catch (SocketTimeoutException open) {
      return false;
    } catch (java.net.SocketException reset) {
      return true;
    }
    return false;
  }

  /** "Signing": signature 64 bytes, envelope parses, version 1, author a key, a body, the signature verifies. */
  static Got verify(byte[] frame) throws Exception {
    SignedEnvelope signed = SignedEnvelope.parseFrom(frame);
    if (signed.getSignature().size() != 64) {
      throw new IOException("a signature of " + signed.getSignature().size() + " bytes");
    }
    Envelope envelope = Envelope.parseFrom(signed.getEnvelope());
    if (envelope.getVersion() != 1 || envelope.getBodyCase() == Envelope.BodyCase.BODY_NOT_SET) {
      throw new IOException("an envelope the document refuses: " + envelope);
    }
    Signature ed = Signature.getInstance("Ed25519");
    ed.initVerify(publicKey("Ed25519", ED25519_X509, envelope.getAuthorKey().toByteArray()));
    ed.update(signed.getEnvelope().toByteArray());
    if (!ed.verify(signed.getSignature().toByteArray())) {
      throw new IOException("a signature that does not verify, by " + HEX.formatHex(envelope.getAuthorKey().toByteArray()));
    }
    return new Got(signed, envelope);
  }

  /** The messages of a feed, each checked on its own. */
  static java.util.List<Got> unbundle(Got feed) throws Exception {
    java.util.List<Got> messages = new java.util.ArrayList<>();
    for (SignedEnvelope signed : feed.envelope().getFeed().getMessagesList()) {
      messages.add(verify(signed.toByteArray()));
    }
    return messages;
  }

  private void writeFrame(byte[] body) throws IOException {
    out.writeInt(body.length);
    out.write(body);
    out.flush();
  }

  private byte[] readFrame() throws IOException {
    int length = in.readInt();
    if (length < 0 || length > MAX_FRAME) {
      throw new IOException("a frame of " + Integer.toUnsignedString(length) + " bytes, over the cap");
    }
    byte[] body = new byte[length];
    in.readFully(body);
    return body;
  }

  private static byte[] nonce(byte[] iv, long counter) {
    return ByteBuffer.allocate(12).put(iv).putLong(counter).array();
  }

  private static byte[] hmac(byte[] key, byte[] data) throws GeneralSecurityException {
    Mac mac = Mac.getInstance("HmacSHA256");
    mac.init(new SecretKeySpec(key, "HmacSHA256"));
    return mac.doFinal(data);
  }

  /** HKDF-Expand (RFC 5869) with HMAC-SHA256. */
  private static byte[] expand(byte[] prk, byte[] info, int length) throws GeneralSecurityException {
    byte[] okm = new byte[length];
    byte[] t = new byte[0];
    for (int done = 0, i = 1; done < length; i++) {
      t = hmac(prk, concat(t, info, new byte[] {(byte) i}));
      System.arraycopy(t, 0, okm, done, Math.min(t.length, length - done));
      done += t.length;
    }
    return okm;
  }

  static byte[] concat(byte[]... parts) {
    ByteBuffer all = ByteBuffer.allocate(Arrays.stream(parts).mapToInt(p -> p.length).sum());
    for (byte[] p : parts) {
      all.put(p);
    }
    return all.array();
  }

  private static byte[] raw(PublicKey key) {
    byte[] encoded = key.getEncoded();
    return Arrays.copyOfRange(encoded, encoded.length - 32, encoded.length);
  }

  private static PublicKey publicKey(String algorithm, byte[] prefix, byte[] raw) throws GeneralSecurityException {
    if (raw.length != 32) {
      throw new GeneralSecurityException("a key of " + raw.length + " bytes");
    }
    return KeyFactory.getInstance(algorithm).generatePublic(new X509EncodedKeySpec(concat(prefix, raw)));
  }

  @Override
  public void close() throws IOException {
    socket.close();
  }

  static String hex(ByteString bytes) {
    return HEX.formatHex(bytes.toByteArray());
  }

}
