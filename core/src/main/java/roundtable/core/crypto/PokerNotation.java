package roundtable.core.crypto;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import org.bouncycastle.math.ec.ECPoint;
import roundtable.core.random.Bytes;
import roundtable.core.table.Action;
import roundtable.core.table.Notation.NotationException;

/**
 * The hidden-card steps in a log, one line each; points are 66 hex digits (compressed), scalars hex:
 * <pre>
 * key &lt;X&gt; &lt;challenge&gt; &lt;response&gt;
 * shuffle &lt;commitment&gt; &lt;c1c2c1c2… of the whole deck&gt;
 * shares &lt;card&gt;:&lt;d&gt;:&lt;challenge&gt;:&lt;response&gt; …
 * audit &lt;seed&gt; …
 * leave &lt;secret&gt; &lt;seed&gt; …
 * escrow &lt;R&gt; &lt;seat&gt;:&lt;C&gt;:&lt;encrypted share&gt;:&lt;master hash&gt;:&lt;encrypted master share&gt; …
 * escrowed                                      (every share given to the seat checked)
 * escrowed &lt;dealer&gt; &lt;x·R&gt; &lt;challenge&gt; &lt;response&gt;   (a complaint, with its evidence)
 * unescrow &lt;seat&gt; &lt;share&gt; &lt;master share&gt;
 * </pre>
 * The last three only at a table opened with {@code seat-leaves=continue}.
 */
public final class PokerNotation {
  public static final List<String> WORDS = List.of("key", "shuffle", "shares", "audit", "leave", "escrow", "escrowed",
      "unescrow");
  private static final HexFormat HEX = HexFormat.of();

  private PokerNotation() {}

  public static String format(PokerStep step) {
    if (step instanceof PokerStep.PublishKey k) {
      return "key " + point(k.key()) + " " + k.proof().challenge().toString(16) + " " + k.proof().response().toString(16);
    }
    if (step instanceof PokerStep.Shuffle s) {
      StringBuilder deck = new StringBuilder();
      s.deck().forEach(c -> deck.append(point(c.c1())).append(point(c.c2())));
      return "shuffle " + s.commitment().hex() + " " + deck;
    }
    if (step instanceof PokerStep.Shares s) {
      StringBuilder out = new StringBuilder("shares");
      for (PokerStep.CardShare cs : s.shares()) {
        out.append(' ').append(cs.card()).append(':').append(point(cs.share().share())).append(':')
            .append(cs.share().proof().challenge().toString(16)).append(':').append(cs.share().proof().response().toString(16));
      }
      return out.toString();
    }
    if (step instanceof PokerStep.Audit a) {
      return "audit" + seeds(a.seeds());
    }
    if (step instanceof PokerStep.Escrow e) {
      StringBuilder out = new StringBuilder("escrow ").append(point(e.r()));
      e.shares().forEach((to, s) -> out.append(' ').append(to).append(':').append(point(s.commitment())).append(':')
          .append(s.cipher().toString(16)).append(':').append(s.masterHash().hex()).append(':').append(s.masterCipher().hex()));
      return out.toString();
    }
    if (step instanceof PokerStep.Escrowed e) {
      return e.dealer() < 0 ? "escrowed" : "escrowed " + e.dealer() + " " + point(e.evidence().share()) + " "
          + e.evidence().proof().challenge().toString(16) + " " + e.evidence().proof().response().toString(16);
    }
    if (step instanceof PokerStep.Unescrow u) {
      return "unescrow " + u.seat() + " " + u.share().toString(16) + " " + u.master().hex();
    }
    PokerStep.Leave l = (PokerStep.Leave) step;
    return "leave " + l.secret().toString(16) + seeds(l.seeds());
  }

  public static Action parse(String[] w) throws NotationException {
    try {
      switch (w[0]) {
        case "key":
          NotationException.expect(w.length == 4, "key <point> <challenge> <response>");
          return new PokerStep.PublishKey(point(w[1]), new SchnorrProof(scalar(w[2]), scalar(w[3])));
        case "shuffle":
          NotationException.expect(w.length == 3 && w[2].length() % 132 == 0, "shuffle <commitment> <the deck's points>");
          List<Ciphertext> deck = new ArrayList<>();
          for (int i = 0; i < w[2].length(); i += 132) {
            deck.add(new Ciphertext(point(w[2].substring(i, i + 66)), point(w[2].substring(i + 66, i + 132))));
          }
          return new PokerStep.Shuffle(Bytes.fromHex(w[1]), deck);
        case "shares":
          List<PokerStep.CardShare> shares = new ArrayList<>();
          for (int i = 1; i < w.length; i++) {
            String[] p = w[i].split(":");
            NotationException.expect(p.length == 4, "shares <card>:<point>:<challenge>:<response> ...");
            shares.add(new PokerStep.CardShare(Integer.parseInt(p[0]),
                new DecryptionShare(point(p[1]), new ChaumPedersenProof(scalar(p[2]), scalar(p[3])))));
          }
          return new PokerStep.Shares(shares);
        case "audit":
          return new PokerStep.Audit(seeds(w, 1));
        case "leave":
          NotationException.expect(w.length >= 2, "leave <secret> <seed> ...");
          return new PokerStep.Leave(scalar(w[1]), seeds(w, 2));
        case "escrow":
          NotationException.expect(w.length >= 3, "escrow <R> <seat>:<C>:<share>:<master hash>:<master share> ...");
          java.util.SortedMap<Integer, KeyEscrow.Share> to = new java.util.TreeMap<>();
          for (int i = 2; i < w.length; i++) {
            String[] p = w[i].split(":");
            NotationException.expect(p.length == 5, "escrow <R> <seat>:<C>:<share>:<master hash>:<master share> ...");
            NotationException.expect(to.put(Integer.parseInt(p[0]), new KeyEscrow.Share(point(p[1]), scalar(p[2]),
                Bytes.fromHex(p[3]), Bytes.fromHex(p[4]))) == null, "escrow: one share per seat");
          }
          return new PokerStep.Escrow(point(w[1]), to);
        case "escrowed":
          if (w.length == 1) {
            return PokerStep.Escrowed.ALL_GOOD;
          }
          NotationException.expect(w.length == 5, "escrowed [<dealer> <x·R> <challenge> <response>]");
          return new PokerStep.Escrowed(Integer.parseInt(w[1]),
              new DecryptionShare(point(w[2]), new ChaumPedersenProof(scalar(w[3]), scalar(w[4]))));
        case "unescrow":
          NotationException.expect(w.length == 4, "unescrow <seat> <share> <master share>");
          return new PokerStep.Unescrow(Integer.parseInt(w[1]), scalar(w[2]), Bytes.fromHex(w[3]));
        default:
          throw new NotationException("'" + w[0] + "' is not a hidden-card step");
      }
    } catch (IllegalArgumentException e) {
      throw new NotationException(w[0] + ": " + e.getMessage());
    }
  }


  private static String point(ECPoint p) {
    return HEX.formatHex(Group.encode(p));
  }

  private static ECPoint point(String hex) {
    return Group.decode(Bytes.fromHex(hex).toArray());
  }

  private static BigInteger scalar(String hex) {
    BigInteger k = new BigInteger(hex, 16);
    if (k.signum() < 0 || k.compareTo(Group.N) >= 0) {
      throw new IllegalArgumentException("a scalar must be in [0, n)");
    }
    return k;
  }

  private static String seeds(List<Bytes> seeds) {
    StringBuilder out = new StringBuilder();
    seeds.forEach(s -> out.append(' ').append(s.hex()));
    return out.toString();
  }

  private static List<Bytes> seeds(String[] w, int from) {
    List<Bytes> seeds = new ArrayList<>();
    for (int i = from; i < w.length; i++) {
      seeds.add(Bytes.fromHex(w[i]));
    }
    return seeds;
  }
}
