package roundtable.core.graal;

/** The six character cards, each with its skill and its uses per round ("Cartes personnages"). */
public enum Character {
  HISTORIAN("historian", "Historien", 2), ARCHAEOLOGIST("archaeologist", "Archéologue", 4),
  BILLIONAIRE("billionaire", "Milliardaire", 1), MEDIUM("medium", "Médium", 4),
  WRITER("writer", "Écrivaine", 2), DETECTIVE("detective", "Détective", 2);

  private final String code;
  private final String title;
  private final int uses;

  Character(String code, String title, int uses) {
    this.code = code;
    this.title = title;
    this.uses = uses;
  }

  public String code() {
    return code;
  }

  public String title() {
    return title;
  }

  /** How many times a round the skill may be used. */
  public int uses() {
    return uses;
  }
}
