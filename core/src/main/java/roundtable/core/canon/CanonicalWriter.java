package roundtable.core.canon;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.Arrays;
import java.util.Collection;
import java.util.function.BiConsumer;

/**
 * Writes a state's canonical encoding: big-endian integers, length-prefixed bytes and UTF-8
 * strings, lists with their size first. Nothing depends on the JVM, the OS or hash-map order, so
 * the same state gives the same bytes everywhere. A plain growing array, written at every step
 * of every game: no lock per byte as in a ByteArrayOutputStream (issue 19).
 */
public final class CanonicalWriter {
  private byte[] buffer = new byte[256];
  private int size;

  private void room(int more) {
    if (size + more > buffer.length) {
      buffer = Arrays.copyOf(buffer, Math.max(buffer.length * 2, size + more));
    }
  }

  public CanonicalWriter writeByte(int value) {
    room(1);
    buffer[size++] = (byte) value;
    return this;
  }

  public CanonicalWriter writeBoolean(boolean value) {
    return writeByte(value ? 1 : 0);
  }

  public CanonicalWriter writeInt(int value) {
    room(4);
    buffer[size] = (byte) (value >>> 24);
    buffer[size + 1] = (byte) (value >>> 16);
    buffer[size + 2] = (byte) (value >>> 8);
    buffer[size + 3] = (byte) value;
    size += 4;
    return this;
  }

  public CanonicalWriter writeLong(long value) {
    writeInt((int) (value >>> 32));
    return writeInt((int) value);
  }

  public CanonicalWriter writeBytes(byte[] bytes) {
    writeInt(bytes.length);
    room(bytes.length);
    System.arraycopy(bytes, 0, buffer, size, bytes.length);
    size += bytes.length;
    return this;
  }

  public CanonicalWriter writeString(String text) {
    return writeBytes(text.getBytes(StandardCharsets.UTF_8));
  }

  /** A collection in its own iteration order (callers pass lists or sorted collections). */
  public <T> CanonicalWriter writeAll(Collection<T> items, BiConsumer<CanonicalWriter, T> each) {
    writeInt(items.size());
    for (T item : items) {
      each.accept(this, item);
    }
    return this;
  }

  public byte[] toByteArray() {
    return Arrays.copyOf(buffer, size);
  }

  /** The SHA-256 of the bytes written, without copying them. */
  public byte[] sha256() {
    MessageDigest digest = Sha256.newDigest();
    digest.update(buffer, 0, size);
    return digest.digest();
  }
}
