package roundtable.net.link;

import io.netty.buffer.ByteBuf;
import io.netty.buffer.Unpooled;
import io.netty.channel.ChannelHandlerContext;
import io.netty.handler.codec.MessageToMessageDecoder;
import java.security.GeneralSecurityException;
import java.util.List;
import javax.crypto.Cipher;
import javax.crypto.spec.GCMParameterSpec;
import javax.crypto.spec.SecretKeySpec;
import roundtable.net.ProtocolException;
import roundtable.proto.ErrorCode;

/**
 * Opens each incoming sealed frame (see {@link SealHandler}) and passes on the SignedEnvelope bytes.
 * The counter must be higher than every counter before it on this link, so a replayed or reordered
 * frame is refused; a frame too short for its counter and tag, or whose tag does not verify, is
 * refused too. A refusal raises a {@link ProtocolException}: {@link LinkGuard} closes the link with
 * the reason logged, and nothing of the frame is passed on or kept.
 */
public final class OpenHandler extends MessageToMessageDecoder<ByteBuf> {
  private final Cipher cipher;
  private final SecretKeySpec key;
  private final byte[] ivPrefix;
  /** The highest counter opened so far; -1 before the first frame. */
  private long last = -1;

  public OpenHandler(LinkSecrets secrets) {
    super(ByteBuf.class);
    this.key = new SecretKeySpec(secrets.openKey(), "AES");
    this.ivPrefix = secrets.openIvPrefix().clone();
    try {
      this.cipher = Cipher.getInstance("AES/GCM/NoPadding");
    } catch (GeneralSecurityException e) {
      throw new IllegalStateException("this JDK has no AES-GCM", e);
    }
  }

  @Override
  protected void decode(ChannelHandlerContext ctx, ByteBuf frame, List<Object> out) throws Exception {
    if (!ctx.channel().isActive()) {
      return; // the link was closed for an earlier frame of the same read: drop the rest
    }
    int length = frame.readableBytes();
    if (length < SealHandler.OVERHEAD) {
      throw new ProtocolException(ErrorCode.MALFORMED, "sealed frame of " + length
          + " bytes is shorter than its counter and tag (" + SealHandler.OVERHEAD + " bytes)");
    }
    long counter = frame.getLong(frame.readerIndex());
    if (counter < 0 || counter <= last) {
      throw new ProtocolException(ErrorCode.NOT_ALLOWED, "sealed frame counter " + Long.toUnsignedString(counter)
          + " is not above the last one, " + last + " (a replayed or reordered frame)");
    }
    byte[] sealed = new byte[length - SealHandler.COUNTER_BYTES];
    frame.getBytes(frame.readerIndex() + SealHandler.COUNTER_BYTES, sealed);
    byte[] plain;
    try {
      cipher.init(Cipher.DECRYPT_MODE, key,
          new GCMParameterSpec(SealHandler.TAG_BYTES * 8, SealHandler.iv(ivPrefix, counter)));
      plain = cipher.doFinal(sealed);
    } catch (GeneralSecurityException e) {
      throw new ProtocolException(ErrorCode.BAD_SIGNATURE, "sealed frame " + counter
          + " fails authentication (AES-GCM tag): altered, or not sealed for this link");
    }
    last = counter;
    out.add(Unpooled.wrappedBuffer(plain));
  }
}
