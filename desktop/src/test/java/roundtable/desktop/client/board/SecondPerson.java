package roundtable.desktop.client.board;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import roundtable.desktop.client.Language;
import roundtable.desktop.client.Words;

/** The check the card games' words tests share: a line speaks to the window's seat in the second person, if at all. */
public final class SecondPerson {
  /** "You" then a verb of the third person ("You draws"). */
  private static final Pattern YOU_THIRD = Pattern.compile("(?i)\\byou (\\w*[^s\\W]s)\\b");
  /** "Vous" (starting a sentence or after a colon) then the word after it. */
  private static final Pattern VOUS = Pattern.compile("(?:^|: )[Vv]ous (\\S+)");
  /** What may follow "Vous" besides a verb in -ez. */
  private static final List<String> ALSO = List.of("êtes", "n'êtes", "faites", "dites", "vous", "et", ":");

  private SecondPerson() {}

  public static void assertSpokenTo(String line, Words w) {
    if (w.language() == Language.ENGLISH) {
      Matcher m = YOU_THIRD.matcher(line);
      assertFalse(m.find(), "a third person after You: " + line);
    } else {
      Matcher m = VOUS.matcher(line);
      while (m.find()) {
        String verb = m.group(1);
        assertTrue(verb.endsWith("ez") || ALSO.contains(verb), "a verb not of the second person after Vous: " + line);
      }
    }
  }
}
