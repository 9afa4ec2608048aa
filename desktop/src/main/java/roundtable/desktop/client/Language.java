package roundtable.desktop.client;

/** The client's languages: the games are French, the client speaks both, switchable at any time. */
public enum Language {
  ENGLISH("en", "English"),
  FRENCH("fr", "Français");

  private final String code;
  private final String name;

  Language(String code, String name) {
    this.code = code;
    this.name = name;
  }

  public String code() {
    return code;
  }

  /** The language's name in itself, as the switch shows it. */
  public String nativeName() {
    return name;
  }

  /** The other language: what the switch turns to. */
  public Language other() {
    return this == ENGLISH ? FRENCH : ENGLISH;
  }
}
