package roundtable.net.link;

import io.netty.bootstrap.Bootstrap;
import io.netty.bootstrap.ServerBootstrap;
import io.netty.channel.Channel;
import io.netty.channel.ChannelInitializer;
import io.netty.channel.ChannelOption;
import io.netty.channel.EventLoop;
import io.netty.channel.EventLoopGroup;
import io.netty.channel.MultiThreadIoEventLoopGroup;
import io.netty.channel.WriteBufferWaterMark;
import io.netty.channel.nio.NioIoHandler;
import io.netty.channel.socket.nio.NioServerSocketChannel;
import io.netty.channel.socket.nio.NioSocketChannel;
import io.netty.util.concurrent.EventExecutor;
import io.netty.util.concurrent.Future;
import java.net.InetSocketAddress;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Executor;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.TimeUnit;

/**
 * The TCP side of peer links: a listener for the links others open to this peer, and outgoing
 * links. One event loop group for both, and one loop for a crowd of spectators' links once they are
 * up (the first {@link #WATCHERS_WITH_PLAYERS} stay with the players: {@link #keepsWatcher});
 * {@link #close} ends every link.
 *
 * <p>A link turns unwritable when more than {@link #HIGH_WATER_MARK} bytes wait to be sent on it
 * (writable again under {@link #LOW_WATER_MARK}); {@link Fanout} drops a spectator then. Far above a
 * whole game's log (a conquest game is about 170 KB), so only a watcher that stopped reading is hit.
 */
public final class PeerLinks implements AutoCloseable {
  public static final int HIGH_WATER_MARK = 4 << 20;
  public static final int LOW_WATER_MARK = 2 << 20;
  private static final WriteBufferWaterMark WATER_MARK = new WriteBufferWaterMark(LOW_WATER_MARK, HIGH_WATER_MARK);

  /**
   * Spectators whose links stay on the players' loop (issue 19): written in the same turn as the
   * players, after them, where a link on the spectators' loop waits for a second thread to wake. A
   * few watchers cost the players' loop a few writes an action; a crowd beyond moves to its own.
   */
  public static final int WATCHERS_WITH_PLAYERS = 4;

  private final EventLoopGroup group;
  /** Where spectators' links move once they are up ({@link AfterHandshake}); its thread starts with the first. */
  private final EventLoopGroup spectators = new MultiThreadIoEventLoopGroup(1, NioIoHandler.newFactory());
  private final int watchersWithPlayers;
  /** Spectators' links kept on the players' loop and still open (any thread). */
  private final java.util.concurrent.atomic.AtomicInteger watchersKept = new java.util.concurrent.atomic.AtomicInteger();

  /** @param threads event loop threads (1 is plenty for a table) */
  public PeerLinks(int threads) {
    this(threads, WATCHERS_WITH_PLAYERS);
  }

  /** @param watchersWithPlayers how many spectators' links stay on the players' loop */
  public PeerLinks(int threads, int watchersWithPlayers) {
    this.group = new MultiThreadIoEventLoopGroup(threads, NioIoHandler.newFactory());
    this.watchersWithPlayers = watchersWithPlayers;
  }

  /**
   * Whether this spectator's link stays on the players' loop: yes while fewer than {@link
   * #WATCHERS_WITH_PLAYERS} do (its place is freed when it closes); else it moves to the crowd's.
   */
  public boolean keepsWatcher(Channel channel) {
    if (watchersKept.incrementAndGet() > watchersWithPlayers) {
      watchersKept.decrementAndGet();
      return false;
    }
    channel.closeFuture().addListener(closed -> watchersKept.decrementAndGet());
    return true;
  }

  /** The event loop of the spectators' links, apart from the players' (issue 19). */
  public EventLoop spectatorLoop() {
    return spectators.next();
  }

  /**
   * Runs each task once every write queued so far to the other links' loops is done (the task
   * passes through each loop in turn): what is sent to a spectator from there follows what the
   * players were sent before ({@link Fanout}). A task given while the links close is dropped.
   */
  public Executor afterPlayers() {
    List<EventExecutor> loops = new ArrayList<>();
    group.forEach(loops::add);
    return task -> through(loops, 0, task);
  }

  private static void through(List<EventExecutor> loops, int next, Runnable task) {
    if (next == loops.size()) {
      task.run();
      return;
    }
    try {
      loops.get(next).execute(() -> through(loops, next + 1, task));
    } catch (RejectedExecutionException closing) {
      // the links are closing: nothing more is sent
    }
  }

  /** Listens on the address (port 0 picks one: see the channel's local address). */
  public Channel listen(InetSocketAddress address, ChannelInitializer<Channel> links) throws InterruptedException {
    return new ServerBootstrap()
        .group(group)
        .channel(NioServerSocketChannel.class)
        .childOption(ChannelOption.TCP_NODELAY, true)
        .childOption(ChannelOption.WRITE_BUFFER_WATER_MARK, WATER_MARK)
        .childHandler(links)
        .bind(address).sync().channel();
  }

  /** Opens a link to a peer; waits until the TCP connection is up (or fails). */
  public Channel connect(InetSocketAddress address, ChannelInitializer<Channel> link) throws InterruptedException {
    return new Bootstrap()
        .group(group)
        .channel(NioSocketChannel.class)
        .option(ChannelOption.TCP_NODELAY, true)
        .option(ChannelOption.WRITE_BUFFER_WATER_MARK, WATER_MARK)
        .option(ChannelOption.CONNECT_TIMEOUT_MILLIS, 5_000)
        .handler(link)
        .connect(address).sync().channel();
  }

  @Override
  public void close() {
    Future<?> crowd = spectators.shutdownGracefully(0, 2, TimeUnit.SECONDS);
    group.shutdownGracefully(0, 2, TimeUnit.SECONDS).syncUninterruptibly();
    crowd.syncUninterruptibly();
  }
}
