package roundtable.net.identity;

/**
 * A public key that passed BouncyCastle's checks ({@link EdEncoding#keyBytesAcceptable}, then
 * {@link EdEncoding#decode}): its raw bytes, hashed into every check as R ‖ A ‖ M, and its affine
 * point. {@link PublicKeys} counts its uses and gives it a {@link Comb} once it is used often.
 */
final class AuthorKey {
  final byte[] raw;
  final long[] x;
  final long[] y;
  /** Checks since the key was decoded or its comb dropped; guarded by {@link PublicKeys}. */
  int uses;
  /** The check that builds the comb, doubled each time it is dropped; guarded by {@link PublicKeys}. */
  int combAtUse = PublicKeys.COMB_AT_USE;
  /** Set by {@link PublicKeys} (its multiples for {@link Ed25519Verifier}), null until then. */
  volatile Comb comb;
  /** Whether a thread is building the comb; guarded by {@link PublicKeys}. */
  boolean building;

  AuthorKey(byte[] raw, long[] x, long[] y) {
    this.raw = raw;
    this.x = x;
    this.y = y;
  }

  /** The key of 32 raw bytes, or null when BouncyCastle's validatePublicKeyPartial refuses them. */
  static AuthorKey decode(byte[] raw) {
    if (raw.length != 32 || !EdEncoding.keyBytesAcceptable(raw, 0)) {
      return null;
    }
    long[] x = new long[5];
    long[] y = new long[5];
    long[][] scratch = new long[8][5];
    if (!EdEncoding.decode(raw, 0, x, y, scratch)) {
      return null;
    }
    return new AuthorKey(raw.clone(), x, y);
  }
}
