package roundtable.core.graalwar;

import roundtable.core.graalwar.Move.Shot;
import roundtable.core.graalwar.Move.Step;
import roundtable.core.random.Bytes;
import roundtable.core.table.Action;
import roundtable.core.table.Notation;

/**
 * One action per line: {@code move e2 e9} (any soldier, a take included), {@code shoot c3 c6 c8}
 * (archer, target, landing), {@code deploy SALT castle d1 d2 roi e1 ...} (the reveal, a seat's
 * armies separated by {@code /}; the commitment is the table's {@code commit}). Holes are a1 (south-west) to x24; see
 * docs/rules/graalwar.md.
 */
final class GraalwarNotation implements Notation {
  static final GraalwarNotation INSTANCE = new GraalwarNotation();

  @Override
  public String format(Action action) {
    if (action instanceof Step m) {
      return "move " + Hole.name(m.from()) + " " + Hole.name(m.to());
    }
    if (action instanceof Shot s) {
      return "shoot " + Hole.name(s.archer()) + " " + Hole.name(s.target()) + " " + Hole.name(s.landing());
    }
    if (action instanceof DeployReveal r) {
      return "deploy " + r.salt().hex() + " " + r.layout();
    }
    throw new IllegalArgumentException("not a graalwar action: " + action);
  }

  @Override
  public Action parse(String text) throws NotationException {
    String[] w = text.trim().split("\\s+");
    try {
      switch (w[0]) {
        case "move":
          NotationException.expect(w.length == 3, "move FROM TO");
          return new Step(Hole.parse(w[1]), Hole.parse(w[2]));
        case "shoot":
          NotationException.expect(w.length == 4, "shoot ARCHER TARGET LANDING");
          return new Shot(Hole.parse(w[1]), Hole.parse(w[2]), Hole.parse(w[3]));
        case "deploy":
          NotationException.expect(w.length >= 4, "deploy SALT [castle DONJON COUR] SOLDIER HOLE... [/ ...]");
          String layout = text.trim().substring(text.trim().indexOf(w[1]) + w[1].length()).trim();
          for (String army : layout.split("/")) {
            Deployment.parse(army);
          }
          return new DeployReveal(layout, Bytes.fromHex(w[1]));
        default:
          throw new NotationException("'" + w[0] + "' is not an action: write move, shoot or deploy");
      }
    } catch (IllegalArgumentException e) {
      throw new NotationException(e.getMessage());
    }
  }
}
