package roundtable.desktop.client.window;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import javax.sound.sampled.AudioFormat;
import javax.sound.sampled.AudioInputStream;
import javax.sound.sampled.AudioSystem;
import org.junit.jupiter.api.Test;

/** The "your turn" chime is a proper WAV file, short, soft, and silent at both ends (no click). */
class ChimeTest {
  @Test
  void aShortSoftWavThatJavaSoundReadsBack() throws Exception {
    byte[] wav = Chime.wav();
    try (AudioInputStream in = AudioSystem.getAudioInputStream(new ByteArrayInputStream(wav))) {
      AudioFormat f = in.getFormat();
      assertEquals(Chime.RATE, (int) f.getSampleRate());
      assertEquals(16, f.getSampleSizeInBits());
      assertEquals(1, f.getChannels());
      double seconds = in.getFrameLength() / f.getFrameRate();
      assertTrue(seconds > 0.1 && seconds < 0.5, "short: " + seconds + " s");
    }
    short[] samples = Chime.samples();
    int loudest = 0;
    for (short s : samples) {
      loudest = Math.max(loudest, Math.abs(s));
    }
    assertTrue(loudest > Short.MAX_VALUE / 10 && loudest <= Short.MAX_VALUE / 3, "soft, not silent: " + loudest);
    assertEquals(0, samples[0]);
    assertTrue(Math.abs(samples[samples.length - 1]) < 200, "fades out: " + samples[samples.length - 1]);
  }
}
