package roundtable.core.canon;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.Collection;
import java.util.function.BiConsumer;

/**
 * Writes a state's canonical encoding: big-endian integers, length-prefixed bytes and UTF-8
 * strings, lists with their size first. Nothing depends on the JVM, the OS or hash-map order, so
 * the same state gives the same bytes everywhere.
 */
public final class CanonicalWriter {
  private final ByteArrayOutputStream out = new ByteArrayOutputStream(256);

  public CanonicalWriter writeByte(int value) {
    out.write(value);
    return this;
  }

  public CanonicalWriter writeBoolean(boolean value) {
    return writeByte(value ? 1 : 0);
  }

  public CanonicalWriter writeInt(int value) {
    out.write(value >>> 24);
    out.write(value >>> 16);
    out.write(value >>> 8);
    out.write(value);
    return this;
  }

  public CanonicalWriter writeLong(long value) {
    writeInt((int) (value >>> 32));
    return writeInt((int) value);
  }

  public CanonicalWriter writeBytes(byte[] bytes) {
    writeInt(bytes.length);
    out.write(bytes, 0, bytes.length);
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
    return out.toByteArray();
  }
}
