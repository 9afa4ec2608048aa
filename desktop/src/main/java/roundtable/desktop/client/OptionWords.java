package roundtable.desktop.client;


/** The words of a game's options and their choices ({@code lobby.option.GAME.KEY[.CHOICE]}), and of the bots' kinds. */
public final class OptionWords {
  private OptionWords() {}

  public static String key(String gameId, String option) {
    return "lobby.option." + gameId + "." + option;
  }

  public static String key(String gameId, String option, String choice) {
    return key(gameId, option) + "." + choice;
  }

  /** The option's name in words; its own key when the words have none. */
  public static String name(Words words, String gameId, String option) {
    String k = key(gameId, option);
    return words.has(k) ? words.get(k) : option;
  }

  /** The choice in words; its own value when the words have none. */
  public static String choice(Words words, String gameId, String option, String choice) {
    String k = key(gameId, option, choice);
    return words.has(k) ? words.get(k) : choice;
  }

  /** A bot's kind in words. */
  public static String bot(Words words, String kind) {
    String k = "lobby.bot." + kind;
    return words.has(k) ? words.get(k) : kind;
  }

  /** A bot's kind as the lobby offers it: its name and what to expect of it ({@code lobby.botChoice.KIND}). */
  public static String botChoice(Words words, String kind) {
    String k = "lobby.botChoice." + kind;
    return words.has(k) ? words.get(k) : bot(words, kind);
  }
}
