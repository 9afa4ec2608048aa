package roundtable.desktop.cli;

import com.google.protobuf.ByteString;
import java.io.BufferedReader;
import java.io.BufferedWriter;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.PrintStream;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Base64;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import roundtable.core.conquest.ConquestState;
import roundtable.net.session.PeerSetup;
import roundtable.net.session.TableSession;

/**
 * The extra spectators ({@code --spectators}), in a child JVM at the lowest CPU priority
 * ({@code nice -n 19} where there is one, or Linux's idle scheduling class with {@code --crowd-cpu idle}):
 * on a LAN each watcher is its own laptop, so its checks
 * and replays must not take the players' CPU as fifty sessions in this JVM would. The opener still
 * serves every spectator link from its own thread and event loop, which is what is measured. Both
 * JVMs stamp with {@link System#nanoTime}: CLOCK_MONOTONIC on Linux, the same clock in both.
 *
 * <p>Lines on the child's stdin: {@code game PORT COUNT}; it answers {@code connected} once its
 * links are open, then after the game one {@code applied SIGNATURE NANOS}
 * per action (base64 signature, the last of its spectators to apply it) and {@code end HASH}.
 */
final class Crowd implements AutoCloseable {
  /** What the crowd reported for one game. */
  record Result(Map<ByteString, Long> lastApplied, String stateHash) {}

  /** How the child takes the CPU: at nice 19, or in Linux's idle scheduling class (only what nobody else wants). */
  enum Cpu { nice, idle }

  /**
   * What each spectator of the child does: check and replay every action as a spectator's session
   * does, or only read its link's bytes and drop them ({@link Sink}: the opener serves it all the same,
   * but the crowd takes almost no CPU, as if every watcher were its own laptop).
   */
  enum Mode { replay, sink }

  private final Cpu cpu;
  private final Mode mode;
  private Process process;
  private BufferedWriter toChild;
  private BufferedReader fromChild;

  Crowd(Cpu cpu, Mode mode) {
    this.cpu = cpu;
    this.mode = mode;
  }

  /** How the child runs, for the bench's header. */
  static String how(Cpu cpu) {
    if (cpu == Cpu.idle && tool("chrt").isPresent()) {
      return "a child JVM in the idle scheduling class (chrt --idle 0)";
    }
    return tool("nice").isPresent() ? "a child JVM at nice 19" : "a child JVM at normal priority (no nice found)";
  }

  private List<String> prefix() {
    Optional<Path> chrt = tool("chrt");
    if (cpu == Cpu.idle && chrt.isPresent()) {
      return List.of(chrt.get().toString(), "--idle", "0");
    }
    return tool("nice").map(nice -> List.of(nice.toString(), "-n", "19")).orElse(List.of());
  }

  private static Optional<Path> tool(String name) {
    return Stream.of("/usr/bin/", "/bin/").map(dir -> Path.of(dir + name)).filter(Files::isExecutable).findFirst();
  }

  void join(int port, int count) throws IOException {
    if (process == null) {
      List<String> command = new ArrayList<>(prefix());
      // One GC thread: the child shares the machine with the players.
      command.addAll(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
          "-XX:+UseSerialGC", "-cp", System.getProperty("java.class.path"), Spectators.class.getName()));
      process = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.INHERIT).start();
      toChild = new BufferedWriter(new OutputStreamWriter(process.getOutputStream(), StandardCharsets.UTF_8));
      fromChild = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8));
    }
    toChild.write("game " + port + " " + count + " " + mode + "\n");
    toChild.flush();
    expect("connected");
  }

  /** What the crowd applied (nothing for sinks, told here that the game is over). */
  Result result() throws IOException {
    if (mode == Mode.sink) {
      toChild.write("over\n");
      toChild.flush();
      expect("end");
      return new Result(Map.of(), "");
    }
    Map<ByteString, Long> applied = new HashMap<>();
    for (String line = expect(""); ; line = expect("")) {
      String[] words = line.split(" ");
      if (words[0].equals("end")) {
        return new Result(applied, words[1]);
      }
      if (!words[0].equals("applied")) {
        throw new IOException("the crowd said: " + line);
      }
      applied.put(ByteString.copyFrom(Base64.getDecoder().decode(words[1])), Long.parseLong(words[2]));
    }
  }

  private String expect(String word) throws IOException {
    String line = fromChild.readLine();
    if (line == null || !line.startsWith(word)) {
      throw new IOException("the crowd of spectators said " + (line == null ? "nothing (it ended)" : line)
          + ", not " + word);
    }
    return line;
  }

  @Override
  public void close() throws InterruptedException {
    if (process != null) {
      try {
        toChild.close();
      } catch (IOException e) {
        // it ended already
      }
      if (!process.waitFor(10, TimeUnit.SECONDS)) {
        process.destroyForcibly();
      }
    }
  }

  /** The child JVM of a {@link Crowd}: spectator sessions on 127.0.0.1, one game per line of stdin. */
  static final class Spectators {
    private Spectators() {}

    public static void main(String[] args) throws Exception {
      BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
      PrintStream out = new PrintStream(new FileOutputStream(FileDescriptor.out), false, StandardCharsets.UTF_8);
      for (String line = in.readLine(); line != null; line = in.readLine()) {
        String[] words = line.split(" ");
        InetSocketAddress at = new InetSocketAddress("127.0.0.1", Integer.parseInt(words[1]));
        int count = Integer.parseInt(words[2]);
        if (Mode.valueOf(words[3]) == Mode.sink) {
          try (Sink sinks = new Sink(at, count)) {
            out.println("connected");
            out.flush();
            in.readLine(); // over
          }
          out.println("end");
          out.flush();
          continue;
        }
        Stamps stamps = new Stamps(count, 0);
        List<TableSession<ConquestState>> sessions = new ArrayList<>();
        try {
          for (int i = 0; i < count; i++) {
            sessions.add(TableSession.spectate(
                PeerSetup.spectator(NetBench.GAME, "crowd" + i).withSeats(stamps.peer(i)), at));
          }
          out.println("connected");
          out.flush();
          long deadline = System.nanoTime() + NetBench.GAME_TIMEOUT.toNanos();
          String hash = NetBench.awaitEnds(sessions, deadline);
          stamps.awaitAll(sessions.get(0).step(), deadline);
          stamps.lastApplied().forEach((signature, t) ->
              out.println("applied " + Base64.getEncoder().encodeToString(signature.toByteArray()) + " " + t));
          out.println("end " + hash);
        } catch (RuntimeException e) {
          out.println("error " + e);
        } finally {
          out.flush();
          sessions.forEach(TableSession::close);
        }
      }
    }
  }
}
