package roundtable.core.hidden;

import roundtable.core.random.Bytes;

/**
 * A secret a person made up and committed to (graalwar's own deployment): its text and the salt
 * of the commitment, kept with the seat's secrets, and saved with them, until the rules ask for
 * the reveal. One per purpose; a new one for the same purpose replaces it.
 */
public record Chosen(String purpose, String text, Bytes salt) {
  public Chosen {
    if (purpose.isBlank()) {
      throw new IllegalArgumentException("a chosen secret needs a purpose");
    }
  }
}
