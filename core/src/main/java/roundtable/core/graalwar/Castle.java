package roundtable.core.graalwar;

/**
 * Le château-fort: the donjon and its cour, two holes side by side. "Son seul accès est la cour
 * qui se trouve à côté du donjon. Il ne peut pas être déplacé."
 */
public record Castle(int donjon, int cour) {
  public Castle {
    if (!Hole.besideStraight(donjon, cour)) {
      throw new IllegalArgumentException("the cour " + Hole.name(cour) + " must be beside the donjon "
          + Hole.name(donjon) + " (not at a corner)");
    }
  }

  public boolean holds(int hole) {
    return hole == donjon || hole == cour;
  }
}
