package roundtable.desktop.client.window;

import java.io.ByteArrayOutputStream;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;

/**
 * The short sound of "your turn", made here rather than shipped: two soft notes (A5 then E6),
 * 16-bit mono PCM at 22,050 Hz with a fade in and out, as the bytes of a WAV file.
 */
final class Chime {
  static final int RATE = 22_050;
  private static final double[] NOTES = {880.0, 1318.5};
  private static final double NOTE_SECONDS = 0.12;
  private static final double VOLUME = 0.25;

  private Chime() {}

  /** The samples, note after note. */
  static short[] samples() {
    int perNote = (int) (RATE * NOTE_SECONDS);
    short[] out = new short[perNote * NOTES.length];
    for (int n = 0; n < NOTES.length; n++) {
      for (int i = 0; i < perNote; i++) {
        double t = (double) i / RATE;
        double fade = Math.min(1, Math.min(i, perNote - i) / (RATE * 0.01)); // 10 ms in, 10 ms out
        out[n * perNote + i] = (short) (Math.sin(2 * Math.PI * NOTES[n] * t) * fade * VOLUME * Short.MAX_VALUE);
      }
    }
    return out;
  }

  /** The whole WAV file: the RIFF header, then the samples little-endian. */
  static byte[] wav() {
    short[] samples = samples();
    int data = samples.length * 2;
    ByteBuffer b = ByteBuffer.allocate(44 + data).order(ByteOrder.LITTLE_ENDIAN);
    b.put("RIFF".getBytes()).putInt(36 + data).put("WAVE".getBytes());
    b.put("fmt ".getBytes()).putInt(16).putShort((short) 1).putShort((short) 1).putInt(RATE).putInt(RATE * 2)
        .putShort((short) 2).putShort((short) 16);
    b.put("data".getBytes()).putInt(data);
    for (short s : samples) {
      b.putShort(s);
    }
    ByteArrayOutputStream out = new ByteArrayOutputStream(b.capacity());
    out.write(b.array(), 0, b.capacity());
    return out.toByteArray();
  }
}
