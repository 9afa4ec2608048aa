package roundtable.core.random;

import roundtable.core.canon.Sha256;

/**
 * Unbiased choices drawn from a joint seed: block i is SHA-256(seed, i), read four bytes at a
 * time, with rejection sampling so every outcome is equally likely.
 */
public final class RandomStream {
  private final byte[] seed;
  private byte[] block = new byte[0];
  private int used;
  private int counter;

  public RandomStream(byte[] seed) {
    this.seed = seed.clone();
  }

  /** A uniform integer in [0, bound). */
  public int below(int bound) {
    long range = 1L << 32;
    long limit = range - range % bound;
    while (true) {
      long x = nextUnsignedInt();
      if (x < limit) {
        return (int) (x % bound);
      }
    }
  }

  /** A uniform permutation of 0..n-1 (Fisher–Yates). */
  public int[] permutation(int n) {
    int[] p = new int[n];
    for (int i = 0; i < n; i++) {
      p[i] = i;
    }
    for (int i = n - 1; i > 0; i--) {
      int j = below(i + 1);
      int t = p[i];
      p[i] = p[j];
      p[j] = t;
    }
    return p;
  }

  private long nextUnsignedInt() {
    if (used + 4 > block.length) {
      int c = counter++;
      block = Sha256.digest(seed, new byte[] {(byte) (c >>> 24), (byte) (c >>> 16), (byte) (c >>> 8), (byte) c});
      used = 0;
    }
    long x = ((block[used] & 0xFFL) << 24) | ((block[used + 1] & 0xFFL) << 16)
        | ((block[used + 2] & 0xFFL) << 8) | (block[used + 3] & 0xFFL);
    used += 4;
    return x;
  }
}
