package roundtable.desktop.client.lobby;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import roundtable.desktop.client.Language;
import roundtable.desktop.client.table.TableChoice;

/** The window remembers the person's name, language and last table across two starts with one home. */
class WindowSettingsTest {
  @TempDir
  Path home;

  @Test
  void whatWasSetUpComesBackAtTheNextStart() {
    TableChoice set = TableChoice.first("Ann").withGame("morrigan").withPlayers(4).withTableName("kitchen")
        .withBots(2).withBotKind("greedy").withTakeoverBot("random");
    new WindowSettings("Ann", Language.FRENCH, set, false).save(Optional.of(home));

    WindowSettings back = WindowSettings.load(Optional.of(home), "root");
    assertEquals("Ann", back.name(), "not the system's user name");
    assertEquals(Language.FRENCH, back.language());
    assertEquals(set, back.choice());
    assertEquals(false, back.sound(), "the sound turned off stays off");
  }

  @Test
  void noFileOrNoHomeGivesTheDefaults() {
    assertEquals(WindowSettings.defaults("root"), WindowSettings.load(Optional.of(home), "root"));
    assertEquals(WindowSettings.defaults("root"), WindowSettings.load(Optional.empty(), "root"));
  }

  @Test
  void whatThisBuildNoLongerOffersIsDropped() throws Exception {
    Files.writeString(home.resolve(WindowSettings.FILE), "name=Ann\nlanguage=xx\ngame=chess\ntableName=den\n"
        + "players=9\nbots=abc\n");
    WindowSettings back = WindowSettings.load(Optional.of(home), "root");
    assertEquals(new WindowSettings("Ann", Language.ENGLISH, TableChoice.first("Ann").withTableName("den"), true), back);
  }

  @Test
  void theOptionsChosenComeBackWhereTheyStillApply() {
    TableChoice set = TableChoice.first("Ann").withGame("conquest").withOption("match", "one-round")
        .withOption("nonsense", "x");
    new WindowSettings("Ann", Language.ENGLISH, set, true).save(Optional.of(home));
    assertEquals("one-round", WindowSettings.load(Optional.of(home), "root").choice().options().get("match"));
    assertEquals(null, WindowSettings.load(Optional.of(home), "root").choice().options().get("nonsense"));
  }
}
