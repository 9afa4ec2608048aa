package roundtable.core.hidden;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import roundtable.core.conquest.Conquest;
import roundtable.core.conquest.ConquestState;
import roundtable.core.crypto.Group;
import roundtable.core.random.Bytes;
import roundtable.core.random.Commit;
import roundtable.core.random.Reveal;
import roundtable.core.secrets.SeatSecrets;
import roundtable.core.table.Action;
import roundtable.core.table.TableConfig;

/** The text of a seat's secrets: what it holds, and every way it can be wrong. */
class SecretsFileTest {
  static final String KEY = "00000000000000000000000000000000000000000000000000000000000000aa";
  static final String MASTER = "11".repeat(32);
  static final String VALUE = "22".repeat(32);
  static final String SALT = "33".repeat(16);
  // "first player" in UTF-8, as hex.
  static final String PURPOSE = "666972737420706c61796572";

  static String file(String... body) {
    return String.join("\n", body) + "\n";
  }

  static final String GOOD = file("roundtable-seat-secrets 1", "seat 2", "key " + KEY, "master " + MASTER,
      "commit " + PURPOSE + " " + VALUE + " " + SALT);

  static String refused(String text, int seat) {
    return assertThrows(IllegalArgumentException.class,
        () -> SeatSecrets.restore(text, seat, new SplittableRandom(1))).getMessage();
  }

  @Test
  void aFileReadsBackToTheSameText() {
    SeatSecrets secrets = SeatSecrets.restore(GOOD, 2, new SplittableRandom(1));
    assertEquals(2, secrets.seat());
    assertEquals(GOOD, secrets.export());
    assertEquals(KEY, String.format("%064x", secrets.poker().key().secret()));
    assertEquals(MASTER, secrets.poker().master().hex());
  }

  @Test
  void aSecretThePersonChoseIsSavedAndReadBack() {
    SeatSecrets secrets = SeatSecrets.restore(GOOD, 2, new SplittableRandom(1));
    Chosen deployment = new Chosen("graalwar-deploy game 1", "castle l1 l2 roi k1 · é", Bytes.fromHex(SALT));
    secrets.choose(deployment);
    String text = secrets.export();
    assertTrue(text.endsWith("chosen " + Bytes.of("graalwar-deploy game 1".getBytes(StandardCharsets.UTF_8)).hex()
        + " " + Bytes.of("castle l1 l2 roi k1 · é".getBytes(StandardCharsets.UTF_8)).hex() + " " + SALT + "\n"), text);
    SeatSecrets back = SeatSecrets.restore(text, 2, new SplittableRandom(2));
    assertEquals(Optional.of(deployment), back.chosen("graalwar-deploy game 1"));
    assertEquals(text, back.export());
    assertEquals(Optional.empty(), back.chosen("graalwar-deploy game 2"));
  }

  @Test
  void aWrongChosenLineIsRefusedWithItsReason() {
    String line = "chosen " + PURPOSE + " 6162 ";
    assertEquals("seat secrets, line 6: a salt has at least 16 bytes, not 2",
        refused(GOOD + line + "3333\n", 2));
    assertEquals("seat secrets, line 6: a chosen text is UTF-8 text in hex", refused(GOOD.strip() + "\nchosen "
        + PURPOSE + " ff " + SALT + "\n", 2));
    assertEquals("seat secrets, line 7: a second chosen secret for 'first player'",
        refused(GOOD + line + SALT + "\n" + line + SALT + "\n", 2));
    assertEquals("seat secrets, line 6: expected 'chosen PURPOSE-HEX TEXT-HEX SALT-HEX'", refused(GOOD + "chosen 61\n", 2));
  }

  @Test
  void aNewSeatsTextHoldsItsKeyAndMasterAndNoCommitmentYet() {
    String text = new SeatSecrets(1, new SplittableRandom(4)).export();
    List<String> lines = text.lines().toList();
    assertEquals(4, lines.size(), text);
    assertEquals("roundtable-seat-secrets 1", lines.get(0));
    assertEquals("seat 1", lines.get(1));
    assertTrue(lines.get(2).matches("key [0-9a-f]{64}"), lines.get(2));
    assertTrue(lines.get(3).matches("master [0-9a-f]{64}"), lines.get(3));
  }

  @Test
  void aSeatRestoredBetweenItsCommitmentAndItsRevealRevealsWhatTheOriginalWould() throws Exception {
    TableConfig config = TableConfig.of(Conquest.GAME, 2, Map.of(), false);
    ConquestState s = Conquest.GAME.setup(config);
    SeatSecrets zero = new SeatSecrets(0, new SplittableRandom(1));
    SeatSecrets one = new SeatSecrets(1, new SplittableRandom(2));
    Action commit = zero.step(Conquest.GAME, s);
    assertInstanceOf(Commit.class, commit);
    String saved = zero.export();
    assertTrue(saved.contains("\ncommit " + PURPOSE + " "), saved);
    s = Conquest.GAME.apply(s, 0, commit).state();
    s = Conquest.GAME.apply(s, 1, one.step(Conquest.GAME, s)).state();
    SeatSecrets back = SeatSecrets.restore(saved, 0, new SplittableRandom(3));
    Reveal reveal = (Reveal) back.step(Conquest.GAME, s);
    assertEquals(reveal, zero.step(Conquest.GAME, s), "the restored seat reveals what the original would");
    assertEquals(reveal, back.step(Conquest.GAME, s), "asked again, it reveals the same");
  }

  @Test
  void secretsSavedBeforeTheCommitmentSayTheyCannotOpenIt() throws Exception {
    ConquestState s = Conquest.GAME.setup(TableConfig.of(Conquest.GAME, 2, Map.of(), false));
    SeatSecrets zero = new SeatSecrets(0, new SplittableRandom(1));
    SeatSecrets one = new SeatSecrets(1, new SplittableRandom(2));
    String old = zero.export();
    s = Conquest.GAME.apply(s, 0, zero.step(Conquest.GAME, s)).state();
    s = Conquest.GAME.apply(s, 1, one.step(Conquest.GAME, s)).state();
    ConquestState atReveal = s;
    SeatSecrets back = SeatSecrets.restore(old, 0, new SplittableRandom(3));
    assertEquals("seat 0 holds no secret that opens its commitment for first player"
            + " (were its secrets saved before it committed?)",
        assertThrows(IllegalStateException.class, () -> back.step(Conquest.GAME, atReveal)).getMessage());
  }

  @Test
  void anotherSeatsOrAnotherGamesKeyIsNotUsed() throws Exception {
    ConquestState s = Conquest.GAME.setup(TableConfig.of(Conquest.GAME, 3,
        Map.of("turn-order", "tokens-secret"), false));
    SeatSecrets zero = new SeatSecrets(0, new SplittableRandom(1));
    s = Conquest.GAME.apply(s, 0, zero.step(Conquest.GAME, s)).state(); // seat 0 publishes its key
    SeatSecrets other = new SeatSecrets(0, new SplittableRandom(9));
    s = Conquest.GAME.apply(s, 1, new SeatSecrets(1, new SplittableRandom(2)).step(Conquest.GAME, s)).state();
    s = Conquest.GAME.apply(s, 2, new SeatSecrets(2, new SplittableRandom(3)).step(Conquest.GAME, s)).state();
    ConquestState shuffling = s;
    assertEquals("seat 0's key on the table is not the key these secrets hold",
        assertThrows(IllegalStateException.class, () -> other.step(Conquest.GAME, shuffling)).getMessage());
  }

  @Test
  void refusesTextThatIsNotASeatsSecretsFile() {
    assertEquals("not a seat secrets file: it does not begin with 'roundtable-seat-secrets 1'", refused("", 2));
    assertEquals("not a seat secrets file: it does not begin with 'roundtable-seat-secrets 1'",
        refused(file("hello", "seat 2"), 2));
    assertEquals("seat secrets: version '2' is not known; this program reads version 1",
        refused(GOOD.replace("secrets 1", "secrets 2"), 2));
  }

  @Test
  void refusesAnotherSeatsSecrets() {
    assertEquals("seat secrets: these are seat 2's secrets, not seat 1's", refused(GOOD, 1));
    assertEquals("seat secrets, line 2: a seat is a number, not 'two'", refused(GOOD.replace("seat 2", "seat two"), 2));
    assertEquals("seat secrets, line 2: a seat is 0 or more, not -2", refused(GOOD.replace("seat 2", "seat -2"), 2));
  }

  @Test
  void refusesBadHexAndKeysOutOfRange() {
    assertEquals("seat secrets, line 3: not hex: '" + KEY.replace("aa", "zz") + "'",
        refused(GOOD.replace(KEY, KEY.replace("aa", "zz")), 2));
    assertEquals("seat secrets, line 3: a key has 32 bytes, not 31", refused(GOOD.replace(KEY, KEY.substring(2)), 2));
    assertEquals("seat secrets, line 3: odd number of hex digits in '" + KEY.substring(1) + "'",
        refused(GOOD.replace(KEY, KEY.substring(1)), 2));
    assertEquals("seat secrets, line 3: secret key must be in [1, n)", refused(GOOD.replace(KEY, "00".repeat(32)), 2));
    String n = String.format("%064x", Group.N);
    assertEquals("seat secrets, line 3: secret key must be in [1, n)", refused(GOOD.replace(KEY, n), 2));
    assertEquals("seat secrets, line 4: a master secret has 32 bytes, not 16",
        refused(GOOD.replace(MASTER, "11".repeat(16)), 2));
    assertEquals("seat secrets, line 5: a committed value has 32 bytes, not 31",
        refused(GOOD.replace(VALUE, VALUE.substring(2)), 2));
    assertEquals("seat secrets, line 5: a salt has at least 16 bytes, not 15",
        refused(GOOD.replace(SALT, SALT.substring(2)), 2));
    assertEquals("seat secrets, line 5: a purpose is UTF-8 text in hex", refused(GOOD.replace(PURPOSE, "ff"), 2));
  }

  @Test
  void refusesMissingRepeatedAndUnknownLines() {
    assertEquals("seat secrets: the seat line is missing", refused(GOOD.replace("seat 2\n", ""), 2));
    assertEquals("seat secrets: the key line is missing", refused(GOOD.replace("key " + KEY + "\n", ""), 2));
    assertEquals("seat secrets: the master line is missing", refused(GOOD.replace("master " + MASTER + "\n", ""), 2));
    assertEquals("seat secrets, line 6: a second key line", refused(GOOD + "key " + KEY + "\n", 2));
    assertEquals("seat secrets, line 6: a second seat line", refused(GOOD + "seat 2\n", 2));
    assertEquals("seat secrets, line 6: a second master line", refused(GOOD + "master " + MASTER + "\n", 2));
    assertEquals("seat secrets, line 6: a second secret for 'first player'",
        refused(GOOD + "commit " + PURPOSE + " " + VALUE + " " + SALT + "\n", 2));
    assertEquals("seat secrets, line 6: unknown line 'hand'", refused(GOOD + "hand 3\n", 2));
    assertEquals("seat secrets, line 3: expected 'key HEX'", refused(GOOD.replace("key " + KEY, "key " + KEY + " 1"), 2));
    assertEquals("seat secrets, line 5: expected 'commit PURPOSE-HEX VALUE-HEX SALT-HEX'",
        refused(GOOD.replace(" " + SALT, ""), 2));
  }
}
