package roundtable.desktop.client;

import com.badlogic.gdx.Gdx;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.HexFormat;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Predicate;
import roundtable.core.conquest.Conquest;
import roundtable.core.conquest.ConquestState;
import roundtable.core.graalwar.Graalwar;
import roundtable.desktop.client.lobby.LobbyScreen;
import roundtable.desktop.client.play.NetTable;
import roundtable.desktop.client.table.TablePlace;
import roundtable.desktop.client.table.TableScreen;
import roundtable.desktop.client.window.ClientLauncher;
import roundtable.desktop.client.window.Director;
import roundtable.desktop.client.window.RoundTableClient;
import roundtable.net.Wire;
import roundtable.net.discovery.Announcement;
import roundtable.net.discovery.Announcer;
import roundtable.net.discovery.Discovery;
import roundtable.net.discovery.TableList;
import roundtable.net.identity.Identity;
import roundtable.net.session.PeerSetup;
import roundtable.net.session.TableSpec;
import roundtable.core.table.TableConfig;
import roundtable.desktop.client.play.BoardScreen;
import roundtable.desktop.client.play.LocalTable;

/**
 * A child JVM of {@link ScreenshotTest}: opens the window on one page, waits until it shows what
 * the shot is about, writes the frame to a PNG and prints {@code colours: N}.
 *
 * <p>Arguments: the shot's name, the PNG file.
 */
public final class ScreenshotRun {
  /** A page to open, and when the window shows what the shot is about. */
  record Shot(RoundTableClient.Options options, Predicate<RoundTableClient> ready) {}

  private ScreenshotRun() {}

  public static void main(String[] args) {
    Shot shot = shot(args[0]);
    Path file = Path.of(args[1]);
    long deadline = System.nanoTime() + 60_000_000_000L;
    int[] settled = {-1};
    boolean[] gaveUp = {false};
    Director director = (client, frame) -> {
      if (System.nanoTime() > deadline) {
        System.out.println("gave up: the window never showed the shot");
        gaveUp[0] = true;
        Gdx.app.exit();
      } else if (settled[0] < 0 && shot.ready().test(client)) {
        settled[0] = 3; // a few more frames for the layout and the last animation to settle
      } else if (settled[0] > 0 && --settled[0] == 0) {
        System.out.println("colours: " + Screenshot.write(file));
        Gdx.app.exit();
      }
    };
    int code = ClientLauncher.open(shot.options().withDirector(director), System.getenv(), false,
        new java.io.PrintWriter(System.err, true));
    System.exit(gaveUp[0] ? 3 : code);
  }

  /** A table's name of the most characters an announcement carries (64). */
  static final String LONG_TABLE = "La table ronde de Camelot, où l’on joue jusqu’au bout de la nuit";
  /** Whether the players have names of 32 characters (the "long-" shots). */
  private static boolean longNames;

  /** The seats' names: the window's own words, or 32 characters each for the long-names shots. */
  private static List<String> names(List<String> kinds, RoundTableClient client) {
    List<String> names = new java.util.ArrayList<>(LocalTable.names(kinds, client.words()));
    if (longNames) {
      for (int seat = 0; seat < names.size(); seat++) {
        names.set(seat, longName(seat));
      }
    }
    return names;
  }

  static String longName(int seat) {
    return ("Perceval " + (seat + 1) + " le Gallois du Château Noir").substring(0, 32);
  }

  static Shot shot(String name) {
    if (name.startsWith("long-")) {
      longNames = true;
      return shot(name.substring("long-".length()));
    }
    RoundTableClient.Options lobby = RoundTableClient.Options.lobby("Shots", Optional.empty());
    return switch (name) {
      case "conquest" -> new Shot(lobby.withFirst(client -> new BoardScreen<>(client, conquest(client))),
          client -> midPlay(client, 24));
      case "conquest-fr" -> new Shot(lobby.withLanguage(Language.FRENCH)
          .withFirst(client -> new BoardScreen<>(client, conquest(client))), client -> midPlay(client, 24));
      case "graalwar" -> new Shot(lobby.withFirst(client -> new BoardScreen<>(client, graalwar(client))),
          client -> midPlay(client, 26));
      case "graalwar-camps" -> new Shot(lobby.withFirst(client -> new BoardScreen<>(client, graalwarCamps(client))),
          client -> midPlay(client, 30));
      case "graalwar-deploy" -> new Shot(lobby.withFirst(client -> new BoardScreen<>(client, graalwarDeploy(client))),
          ScreenshotRun::arranging);
      case "conquest-turn" -> new Shot(lobby.withFirst(client -> new BoardScreen<>(client, yourTurn(client))),
          ScreenshotRun::firstClick);
      case "graal" -> new Shot(lobby.withFirst(client -> new BoardScreen<>(client, graalBigHand(4))),
          client -> hovering(client, t -> t.look().kind().startsWith("Merlin")));
      case "graal-fr" -> new Shot(lobby.withLanguage(Language.FRENCH)
          .withFirst(client -> new BoardScreen<>(client, graalBigHand(5))), client -> hovering(client, t -> t.look().tint() == 0));
      case "grailcup" -> new Shot(lobby.withFirst(client -> new BoardScreen<>(client, grailcup(client, 5))),
          client -> grailcupDraft(client) && hovering(client, t -> true));
      case "grailcup-fr" -> new Shot(lobby.withLanguage(Language.FRENCH)
          .withFirst(client -> new BoardScreen<>(client, grailcup(client, 8))), ScreenshotRun::grailcupDraft);
      case "morrigan" -> new Shot(lobby.withFirst(client -> new BoardScreen<>(client, morriganBigHand(4))),
          client -> hovering(client, t -> !t.look().kind().isEmpty()));
      case "morrigan-fr" -> new Shot(lobby.withLanguage(Language.FRENCH)
          .withFirst(client -> new BoardScreen<>(client, morriganBigHand(5))), client -> hovering(client, t -> t.target().startsWith("hand:tri")));
      case "lobby" -> new Shot(lobby.withLan(ScreenshotRun::tablesOnLoopback),
          client -> client.getScreen() instanceof LobbyScreen l && l.model().rows().size() == 2);
      case "table" -> new Shot(lobby.withFirst(ScreenshotRun::tableOfThree), ScreenshotRun::seated);
      case "table-fr" -> new Shot(lobby.withLanguage(Language.FRENCH).withFirst(ScreenshotRun::tableOfThree),
          ScreenshotRun::seated);
      case "lobby-fr" -> new Shot(lobby.withLanguage(Language.FRENCH).withLan(ScreenshotRun::tablesOnLoopback),
          client -> client.getScreen() instanceof LobbyScreen l && l.model().rows().size() == 2);
      case "leave-ask" -> new Shot(lobby.withFirst(client -> new BoardScreen<>(client, graalOnLan(client))),
          client -> leaving(client, false));
      case "leave-ask-fr" -> new Shot(lobby.withLanguage(Language.FRENCH)
          .withFirst(client -> new BoardScreen<>(client, graalOnLan(client))), client -> leaving(client, false));
      case "leave-left" -> new Shot(lobby.withFirst(client -> new BoardScreen<>(client, graalOnLan(client))),
          client -> leaving(client, true));
      case "replay-morrigan" -> new Shot(lobby.withFirst(client -> new BoardScreen<>(client, morriganRecord(client))),
          ScreenshotRun::replayHalfway);
      case "replay-morrigan-fr" -> new Shot(lobby.withLanguage(Language.FRENCH)
          .withFirst(client -> new BoardScreen<>(client, morriganRecord(client))), ScreenshotRun::replayHalfway);
      case "rules-fr" -> new Shot(lobby.withLanguage(Language.FRENCH)
          .withFirst(client -> new BoardScreen<>(client, graalBigHand(4))), ScreenshotRun::rulesShown);
      default -> throw new IllegalArgumentException("no shot named " + name);
    };
  }

  /** Two tables announced on the loopback interface, where the lobby listens: one open, one under way. */
  private static TableList tablesOnLoopback() throws IOException {
    TableList list = new TableList(Discovery.listenerCodec(), Discovery.DEFAULT_GROUP, 0,
        List.of(Discovery.loopback()), TableList.DEFAULT_EXPIRY, Clock.systemUTC());
    announce(list, longNames ? LONG_TABLE : "kitchen", 1, 2, false);
    announce(list, longNames ? LONG_TABLE.toUpperCase(java.util.Locale.ROOT) : "attic", 4, 0, true);
    return list;
  }

  private static void announce(TableList list, String name, int taken, int free, boolean started) throws IOException {
    Identity opener = Identity.generate();
    byte[] id = new byte[Announcement.TABLE_ID_BYTES];
    id[0] = (byte) name.hashCode();
    Announcement table = new Announcement(HexFormat.of().formatHex(id), name, "conquest", PeerSetup.RULES_VERSION,
        taken, free, true, "127.0.0.1", 47001, Wire.PROTOCOL_VERSION, opener.fingerprint(), started, started ? 3 : 0);
    new Announcer(table, Discovery.announcerCodec(opener), Discovery.DEFAULT_GROUP, list.localPort(),
        Duration.ofMillis(200), List.of(Discovery.loopback())).start();
  }

  /** A table of three opened on the loopback interface: this window's person, a greedy bot, a seat free. */
  private static TableScreen tableOfThree(RoundTableClient client) {
    Conquest game = Conquest.GAME;
    try {
      PeerSetup<ConquestState> setup = PeerSetup.bots(game, longNames ? longName(0) : "Alice",
          List.of(PeerSetup.PERSON, "greedy"), 5);
      TableSpec spec = TableSpec.of(3, Map.of("turn-order", "tokens-secret"));
      NetTable<ConquestState> table = NetTable.host(setup, spec, new InetSocketAddress("127.0.0.1", 0), client.post(),
          roundtable.net.session.TableSession.StartWhen.OPENER_STARTS);
      TablePlace place = new TablePlace(longNames ? LONG_TABLE : "kitchen", game.id(), Optional.of(spec.options()),
          Optional.of("127.0.0.1:" + table.session().address().getPort()), Optional.empty(), true, false,
          table.session().fingerprint());
      return new TableScreen(client, table, place);
    } catch (InterruptedException e) {
      throw new IllegalStateException(e);
    }
  }

  private static int tableFrames;

  /** The table's page, a second after it opened: its seats are filled in. */
  private static boolean seated(RoundTableClient client) {
    return client.getScreen() instanceof TableScreen && ++tableFrames > 60;
  }

  /** A four-player conquest between bots, a move every 40 ms. */
  private static LocalTable<?> conquest(RoundTableClient client) {
    Conquest game = Conquest.GAME;
    List<String> kinds = Collections.nCopies(4, "greedy");
    return new LocalTable<>(game, TableConfig.of(game, 4, Map.of(), false), kinds,
        names(kinds, client), 7L, 40, client.post());
  }

  /**
   * Graal, the pegboard wargame, between two bots, a move every 40 ms: the screens lifted and some
   * twenty moves played. Random bots: the greedy one has no evaluator for graalwar yet.
   */
  private static LocalTable<?> graalwar(RoundTableClient client) {
    Graalwar game = Graalwar.GAME;
    List<String> kinds = Collections.nCopies(2, "random");
    return new LocalTable<>(game, TableConfig.of(game, 2, Map.of(), false), kinds,
        names(kinds, client), 11L, 40, client.post());
  }

  /** Graal in two camps of three, six random bots: six armies, each in its colour. */
  private static LocalTable<?> graalwarCamps(RoundTableClient client) {
    Graalwar game = Graalwar.GAME;
    List<String> kinds = Collections.nCopies(6, "random");
    return new LocalTable<>(game, TableConfig.of(game, 6, Map.of(), false), kinds,
        names(kinds, client), 13L, 20, client.post());
  }

  /** Graal with the window's seat as White against a random bot: the armies deploy behind their screens. */
  private static LocalTable<?> graalwarDeploy(RoundTableClient client) {
    Graalwar game = Graalwar.GAME;
    List<String> kinds = List.of(LocalTable.PERSON, "random");
    return new LocalTable<>(game, TableConfig.of(game, 2, Map.of(), false), kinds,
        names(kinds, client), 5L, 40, client.post());
  }

  /**
   * The window's seat arranges its deployment behind its screen: its roi lifted, the holes where it
   * may go lit, the commit button and the prompt saying the deployment is legal.
   */
  private static boolean arranging(RoundTableClient client) {
    if (!(client.getScreen() instanceof BoardScreen<?> board) || board.model().draft().isEmpty()) {
      return false;
    }
    board.model().animator().finish();
    var roi = board.model().animator().scene().things().stream().filter(t -> t.face().equals("K")).findFirst();
    if (board.model().picked().isEmpty() && roi.isPresent()) {
      board.model().click(roi.get().x(), roi.get().y());
    }
    return !board.model().picked().isEmpty();
  }

  /** Morrigan in the middle of a game, the window's seat (Alice) holding a dozen cards in its action phase. */
  private static roundtable.desktop.client.play.Posed<?> morriganBigHand(int players) {
    return new roundtable.desktop.client.play.Posed<>(roundtable.core.morrigan.Morrigan.GAME,
        roundtable.desktop.client.morrigan.BigHand.of(players, 12), 0,
        posedNames(roundtable.desktop.client.morrigan.BigHand.names(players)));
  }

  /** Graal in a random game, the window's seat (Alice) asked to move with a dozen cards or more. */
  private static roundtable.desktop.client.play.Posed<?> graalBigHand(int players) {
    return new roundtable.desktop.client.play.Posed<>(roundtable.core.graal.Graal.GAME,
        roundtable.desktop.client.graal.BigHand.of(players, 12), 0, posedNames(roundtable.desktop.client.graal.BigHand.names(players)));
  }

  /** The names of a posed table's seats, or 32 characters each for the long-names shots. */
  private static List<String> posedNames(List<String> names) {
    List<String> out = new java.util.ArrayList<>(names);
    for (int seat = 0; longNames && seat < out.size(); seat++) {
      out.set(seat, longName(seat));
    }
    return out;
  }

  private static int hoverFrames;

  /**
   * The window's seat offered its actions, every animation played out, and the pointer resting on
   * the name of the first card of its hand that is {@code wanted} (the first card of the hand if none):
   * the hover panel tells what it does.
   */
  static boolean hovering(RoundTableClient client, Predicate<roundtable.desktop.client.board.Thing> wanted) {
    if (!offered(client)) {
      return false;
    }
    BoardScreen<?> board = (BoardScreen<?>) client.getScreen();
    var hand = board.model().animator().scene().things().stream()
        .filter(t -> t.faceUp() && t.target().startsWith("hand:")).toList();
    var card = hand.stream().filter(wanted).findFirst()
        .or(() -> hand.stream().findFirst());
    card.ifPresent(t -> board.pointAt(t.x(), t.y() + t.h() / 2 - 8));
    return card.isPresent() && ++hoverFrames > 2;
  }

  /** The window's seat is offered its actions (buttons or clicks), every animation played out. */
  private static boolean offered(RoundTableClient client) {
    if (!(client.getScreen() instanceof BoardScreen<?> board) || board.model().picker().choices().isEmpty()) {
      return false;
    }
    board.model().animator().finish();
    return true;
  }

  /** Two players, the window's seat first. */
  private static LocalTable<?> yourTurn(RoundTableClient client) {
    Conquest game = Conquest.GAME;
    List<String> kinds = List.of(LocalTable.PERSON, "greedy");
    return new LocalTable<>(game, TableConfig.of(game, 2, Map.of(), false), kinds,
        names(kinds, client), 3L, 40, client.post());
  }

  /** The window's seat to move, a stack of its own clicked: where it may go is lit. */
  private static boolean firstClick(RoundTableClient client) {
    if (!(client.getScreen() instanceof BoardScreen<?> board) || board.model().picker().choices().isEmpty()) {
      return false;
    }
    var picker = board.model().picker();
    if (picker.picked().isEmpty()) {
      picker.click(picker.choices().get(0).clicks().get(0));
    }
    return true;
  }

  /** Grail Cup: the window's seat against greedy bots (five players in English, eight in French), a move every 20 ms. */
  private static LocalTable<?> grailcup(RoundTableClient client, int players) {
    roundtable.core.grailcup.GrailCup game = roundtable.core.grailcup.GrailCup.GAME;
    List<String> kinds = new java.util.ArrayList<>(Collections.nCopies(players, "greedy"));
    kinds.set(0, LocalTable.PERSON);
    return new LocalTable<>(game, TableConfig.of(game, players, Map.of(), false), kinds,
        names(kinds, client), 4L, 20, client.post());
  }

  /**
   * Grail Cup in its third round: the window's seat plays its first choice each time it is asked
   * until then, and the shot is its draft, the Allies handed to it face up at the bottom.
   */
  private static boolean grailcupDraft(RoundTableClient client) {
    if (!(client.getScreen() instanceof BoardScreen<?> board) || board.model().picker().choices().isEmpty()) {
      return false;
    }
    var first = board.model().picker().choices().get(0);
    String line = roundtable.core.grailcup.GrailCup.GAME.notation().format(first.action());
    if (((roundtable.core.grailcup.GrailCupState) board.model().state()).round() >= 3 && line.startsWith("keep")) {
      board.model().animator().finish();
      return true;
    }
    board.model().choose(first);
    return false;
  }

  /**
   * Graal, the card game, on the LAN (loopback): the window opens the table and plays seat 0, two
   * peers in this JVM join with a greedy bot each; the cards are dealt by mental poker.
   */
  private static NetTable<?> graalOnLan(RoundTableClient client) {
    roundtable.core.graal.Graal game = roundtable.core.graal.Graal.GAME;
    try {
      NetTable<?> table = NetTable.host(PeerSetup.bots(game, "Alice", List.of(PeerSetup.PERSON), 31),
          TableSpec.of(3, Map.of()), new InetSocketAddress("127.0.0.1", 0), client.post());
      InetSocketAddress at = new InetSocketAddress("127.0.0.1", table.session().address().getPort());
      // Two peers, not one with both bots: once the window's seat has left, a peer holding every seat
      // still played would play on to the end before sending anything (LocalSeats acts until quiet).
      table.closeAlong(roundtable.net.session.TableSession.join(PeerSetup.bots(game, "Bob", List.of("greedy"), 32), at));
      table.closeAlong(roundtable.net.session.TableSession.join(PeerSetup.bots(game, "Carol", List.of("greedy"), 33), at));
      return table;
    } catch (InterruptedException e) {
      throw new IllegalStateException(e);
    }
  }

  private static int leaveStage;
  private static int leftAtLine;

  /**
   * The window's seat, once offered its actions with a few lines in the log, clicks "Leave the game
   * for good" through the window's input: the shot is the question. With {@code confirm}, it then
   * clicks the confirmation, and the shot is the board some steps after the leave step is in: the
   * seat's hand open, the open-handed bot playing it, the window watching.
   */
  private static boolean leaving(RoundTableClient client, boolean confirm) {
    if (!(client.getScreen() instanceof BoardScreen<?> board)) {
      return false;
    }
    var model = board.model();
    model.animator().finish();
    switch (leaveStage) {
      case 0 -> {
        if (!model.picker().choices().isEmpty() && model.log(client.words()).size() >= 4
            && ResumeRun.click(board, a -> BoardScreen.LEAVE.equals(a.getName()))) {
          leaveStage = 1;
        }
        return false;
      }
      case 1 -> {
        if (model.leaving() != roundtable.desktop.client.play.BoardModel.Leaving.ASKING) {
          return false;
        }
        if (!confirm) {
          return true;
        }
        if (ResumeRun.click(board, a -> BoardScreen.LEAVE_YES.equals(a.getName()))) {
          leaveStage = 2;
        }
        return false;
      }
      default -> {
        if (model.leaving() != roundtable.desktop.client.play.BoardModel.Leaving.LEFT) {
          return false;
        }
        int lines = model.log(client.words()).size();
        if (leftAtLine == 0) {
          leftAtLine = lines;
        }
        return lines >= leftAtLine + 6 || model.ending().isPresent();
      }
    }
  }

  /** The replay of the shot's game record. */
  private static roundtable.desktop.client.play.ReplayTable<?> replay;

  /** A morrigan game between random bots as {@code selfplay --game morrigan --seed 3 --hashes} writes it, replayed. */
  private static roundtable.desktop.client.play.ReplayTable<?> morriganRecord(RoundTableClient client) {
    java.io.StringWriter log = new java.io.StringWriter();
    int code = roundtable.desktop.Main.run(new String[] {"selfplay", "--game", "morrigan", "--seed", "3", "--hashes"},
        new java.io.PrintWriter(log, true), new java.io.PrintWriter(System.err, true));
    if (code != 0) {
      throw new IllegalStateException("selfplay exited with " + code);
    }
    var read = roundtable.desktop.client.play.GameRecord.of(log.toString());
    if (!(read instanceof roundtable.desktop.client.play.GameRecord.Opened opened)) {
      throw new IllegalStateException("the record does not replay: " + read);
    }
    replay = roundtable.desktop.client.play.ReplayTable.of(opened.record(), opened.record().names(client.words()),
        client.post());
    return replay;
  }

  /**
   * The replay stepped forward to the step before the middle of the game, then one more step by its
   * Forward button through the window's input: the shot is the board halfway, paused, its controls
   * beside it.
   */
  private static boolean replayHalfway(RoundTableClient client) {
    if (!(client.getScreen() instanceof BoardScreen<?> board) || !board.model().started()) {
      return false;
    }
    var at = replay.position();
    int half = at.total() / 2;
    if (at.step() < half - 1) {
      for (int i = 0; i < 10 && replay.position().step() < half - 1; i++) {
        replay.forward();
      }
      return false;
    }
    if (at.step() == half - 1) {
      ResumeRun.click(board, a -> roundtable.desktop.client.play.ReplayBar.FORWARD.equals(a.getName()));
      return false;
    }
    board.model().animator().finish();
    return board.model().log(client.words()).size() > 0;
  }

  /** The board's Rules button clicked: the game's rules page over the board. */
  private static boolean rulesShown(RoundTableClient client) {
    if (!(client.getScreen() instanceof BoardScreen<?> board) || !board.model().started()) {
      return false;
    }
    if (board.rulesShown()) {
      return true;
    }
    ResumeRun.click(board, a -> Page.RULES.equals(a.getName()));
    return false; // shown from the next frame
  }

  /** The board once this many actions are applied, every animation played out. */
  private static boolean midPlay(RoundTableClient client, int actions) {
    if (!(client.getScreen() instanceof BoardScreen<?> board)) {
      return false;
    }
    if (board.model().log(client.words()).size() < actions) {
      return false;
    }
    board.model().animator().finish();
    return true;
  }
}
