package roundtable.net.link;

/**
 * The keys of one link from this peer's side: AES-256 key and 4-byte IV prefix for what it seals
 * (sends) and for what it opens (receives). Made by {@link LinkKeys#agree}; never leaves the link.
 */
public record LinkSecrets(byte[] sealKey, byte[] sealIvPrefix, byte[] openKey, byte[] openIvPrefix) {
  public static final int IV_PREFIX_BYTES = 4;

  @Override
  public String toString() {
    return "LinkSecrets[hidden]";
  }
}
