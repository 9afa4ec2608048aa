package roundtable.net.link;

import io.netty.buffer.ByteBuf;
import io.netty.buffer.Unpooled;
import io.netty.channel.ChannelHandlerContext;
import io.netty.handler.codec.EncoderException;
import io.netty.handler.codec.MessageToMessageEncoder;
import java.security.GeneralSecurityException;
import java.util.List;
import javax.crypto.Cipher;
import javax.crypto.spec.GCMParameterSpec;
import javax.crypto.spec.SecretKeySpec;
import roundtable.net.Wire;

/**
 * Seals each outgoing frame body (a serialized SignedEnvelope) with AES-256-GCM: the frame becomes
 * the 8-byte big-endian counter, then the ciphertext and its 16-byte tag. The GCM nonce is this
 * side's 4-byte IV prefix and the counter; the counter starts at 0 and goes up by one per frame,
 * never reused. A frame that would pass the cap with its 24 bytes of overhead is not sent (the write
 * fails, the link stays up), as for a plain frame.
 */
public final class SealHandler extends MessageToMessageEncoder<ByteBuf> {
  /** Bytes of the counter that leads a sealed frame. */
  public static final int COUNTER_BYTES = 8;
  /** Bytes of the GCM tag that ends it. */
  public static final int TAG_BYTES = 16;
  /** What sealing adds to a frame body. */
  public static final int OVERHEAD = COUNTER_BYTES + TAG_BYTES;

  private final Cipher cipher;
  private final SecretKeySpec key;
  private final byte[] ivPrefix;
  private long counter;

  public SealHandler(LinkSecrets secrets) {
    super(ByteBuf.class);
    this.key = new SecretKeySpec(secrets.sealKey(), "AES");
    this.ivPrefix = secrets.sealIvPrefix().clone();
    try {
      this.cipher = Cipher.getInstance("AES/GCM/NoPadding");
    } catch (GeneralSecurityException e) {
      throw new IllegalStateException("this JDK has no AES-GCM", e);
    }
  }

  @Override
  protected void encode(ChannelHandlerContext ctx, ByteBuf plain, List<Object> out) throws Exception {
    int length = plain.readableBytes();
    if (length + OVERHEAD > Wire.MAX_FRAME_BYTES) {
      throw new EncoderException("not sent: a sealed frame of " + (length + OVERHEAD) + " bytes is over the "
          + Wire.MAX_FRAME_BYTES + "-byte cap");
    }
    if (counter == Long.MAX_VALUE) {
      throw new EncoderException("not sent: this link used up its frame counter");
    }
    long n = counter++;
    byte[] in;
    int offset;
    if (plain.hasArray()) { // the encoder's bytes, or a message encoded once for many links (Fanout): no copy
      in = plain.array();
      offset = plain.arrayOffset() + plain.readerIndex();
    } else {
      in = new byte[length];
      offset = 0;
      plain.getBytes(plain.readerIndex(), in);
    }
    cipher.init(Cipher.ENCRYPT_MODE, key, new GCMParameterSpec(TAG_BYTES * 8, iv(ivPrefix, n)));
    byte[] sealed = new byte[COUNTER_BYTES + length + TAG_BYTES];
    longBytes(n, sealed);
    cipher.doFinal(in, offset, length, sealed, COUNTER_BYTES);
    out.add(Unpooled.wrappedBuffer(sealed));
  }

  /** The 12-byte GCM nonce: the 4-byte prefix, then the counter big-endian. */
  static byte[] iv(byte[] prefix, long counter) {
    byte[] iv = new byte[LinkSecrets.IV_PREFIX_BYTES + COUNTER_BYTES];
    System.arraycopy(prefix, 0, iv, 0, LinkSecrets.IV_PREFIX_BYTES);
    for (int i = 0; i < COUNTER_BYTES; i++) {
      iv[LinkSecrets.IV_PREFIX_BYTES + i] = (byte) (counter >>> (56 - 8 * i));
    }
    return iv;
  }

  private static void longBytes(long n, byte[] to) {
    for (int i = 0; i < COUNTER_BYTES; i++) {
      to[i] = (byte) (n >>> (56 - 8 * i));
    }
  }
}
