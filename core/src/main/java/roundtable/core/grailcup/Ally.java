package roundtable.core.grailcup;

/** The nine Ally cards, numbered 1 to 9 in the order they are called. */
enum Ally {
  ENCHANTRESS("Enchantress"),
  SQUIRE("Squire"),
  MERLIN("Merlin"),
  BLACKSMITH("Blacksmith"),
  DRAGON_TAMER("Dragon Tamer"),
  PRINCESS("Princess"),
  PRIEST("Priest"),
  FAIRY("Fairy"),
  UNICORN("Unicorn");

  final String title;

  Ally(String title) {
    this.title = title;
  }

  int number() {
    return ordinal() + 1;
  }

  static Ally of(int number) {
    return values()[number - 1];
  }

  /** "the Fairy (8)"; Merlin is a name: "Merlin (3)" */
  String named() {
    return (this == MERLIN ? "" : "the ") + title + " (" + number() + ")";
  }
}
