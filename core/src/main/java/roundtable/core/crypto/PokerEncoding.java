package roundtable.core.crypto;

import java.util.List;
import org.bouncycastle.math.ec.ECPoint;
import roundtable.core.canon.CanonicalWriter;

/** The canonical encoding of the shared card state: points compressed, maps in key order. */
final class PokerEncoding {
  private PokerEncoding() {}

  static void encode(PokerCards c, CanonicalWriter out) {
    out.writeString("poker").writeInt(c.players());
    out.writeAll(c.keys().entrySet(), (w, e) -> point(w.writeInt(e.getKey()), e.getValue()));
    out.writeAll(c.departed().entrySet(), (w, e) -> w.writeInt(e.getKey()).writeBytes(e.getValue().toByteArray()));
    out.writeAll(c.piles().entrySet(), (w, e) -> w.writeString(e.getKey()).writeAll(e.getValue(), CanonicalWriter::writeInt));
    out.writeAll(c.hands().entrySet(), (w, e) -> w.writeInt(e.getKey()).writeAll(e.getValue(), CanonicalWriter::writeInt));
    out.writeAll(c.ciphers().entrySet(), (w, e) -> cipher(w.writeInt(e.getKey()), e.getValue()));
    out.writeAll(c.openings().entrySet(), (w, e) -> {
      w.writeInt(e.getKey()).writeInt(e.getValue().target());
      w.writeAll(e.getValue().shares().entrySet(), (w2, s) -> {
        point(w2.writeInt(s.getKey()), s.getValue().share());
        w2.writeBytes(s.getValue().proof().challenge().toByteArray()).writeBytes(s.getValue().proof().response().toByteArray());
      });
    });
    out.writeAll(c.faces().entrySet(), (w, e) -> w.writeInt(e.getKey()).writeInt(e.getValue()));
    PendingShuffle p = c.shuffling();
    out.writeBoolean(p != null);
    if (p != null) {
      out.writeString(p.pile()).writeAll(p.faces(), CanonicalWriter::writeInt).writeAll(p.by(), CanonicalWriter::writeInt)
          .writeInt(p.toSeat());
      out.writeBoolean(p.deck() != null);
      if (p.deck() != null) {
        writeDeck(out, p.deck());
      }
    }
    out.writeAll(c.history(), (w, r) -> w.writeInt(r.seat()).writeInt(r.number()).writeString(r.pile())
        .writeBytes(r.commitment().toArray()).writeBytes(r.digest().toArray()));
    out.writeInt(c.nextId());
    if (c.escrow() != null) { // a table opened with seat-leaves=end hashes as before, byte for byte
      escrow(out.writeString("escrow"), c.escrow());
    }
  }

  private static void escrow(CanonicalWriter out, Escrows e) {
    out.writeAll(e.deals().entrySet(), (w, d) -> {
      point(w.writeInt(d.getKey()), d.getValue().r());
      w.writeAll(d.getValue().shares().entrySet(), (w2, s) -> point(w2.writeInt(s.getKey()), s.getValue().commitment())
          .writeBytes(s.getValue().cipher().toByteArray()).writeBytes(s.getValue().masterHash().toArray())
          .writeBytes(s.getValue().masterCipher().toArray()));
    });
    out.writeAll(e.checked(), CanonicalWriter::writeInt);
    out.writeInt(e.voted());
    out.writeAll(e.given().entrySet(), (w, g) -> w.writeInt(g.getKey()).writeBytes(g.getValue().share().toByteArray())
        .writeBytes(g.getValue().master().toArray()));
    out.writeAll(e.masters().entrySet(), (w, m) -> w.writeInt(m.getKey()).writeBytes(m.getValue().toArray()));
    out.writeBoolean(e.cheat() != null); // a false share was caught: its words are not hashed
  }

  static void writeDeck(CanonicalWriter out, List<Ciphertext> deck) {
    out.writeAll(deck, PokerEncoding::cipher);
  }

  private static void cipher(CanonicalWriter w, Ciphertext c) {
    point(point(w, c.c1()), c.c2());
  }

  private static CanonicalWriter point(CanonicalWriter w, ECPoint p) {
    return w.writeBytes(Group.encode(p));
  }
}
