package roundtable.core.grailcup;

/**
 * The five kinds of clover token. The 18 tokens are faces 0..17 of the hidden pile; a face's kind
 * is read from {@link #of}.
 */
public enum Clover {
  /** "Bottes de quatre lieues (x4) : Avancez de 4 cases." */
  BOOTS("Seven-League Boots", 4),
  /** "Lutin farceur (x4) : Reculez de 2 cases." */
  IMP("Prankster Imp", 4),
  /** "Apeau à Dragon (x4) : Déplacez le Dragon vers une case libre de votre choix." */
  DRAGON_CALL("Dragon Call", 4),
  /** "Graal en Toc (x3) : Faites reculer un autre Chevalier de 2 cases." */
  FAKE_GRAIL("Fake Grail", 3),
  /** "Aimant à Lance (x3) : Prenez un jeton Lance au joueur de votre choix." */
  LANCE_MAGNET("Lance Magnet", 3);

  static final int TOKENS = 18;

  final String title;
  final int count;

  Clover(String title, int count) {
    this.title = title;
    this.count = count;
  }

  /** Its name in the rules' English words. */
  public String title() {
    return title;
  }

  /** The kind of the token with this face. */
  public static Clover of(int face) {
    int f = face;
    for (Clover c : values()) {
      if (f < c.count) {
        return c;
      }
      f -= c.count;
    }
    throw new IllegalArgumentException("no clover token " + face);
  }
}
