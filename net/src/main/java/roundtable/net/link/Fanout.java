package roundtable.net.link;

import io.netty.buffer.Unpooled;
import io.netty.channel.Channel;
import io.netty.channel.EventLoop;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Executor;
import java.util.concurrent.RejectedExecutionException;
import roundtable.net.Wire;
import roundtable.proto.SignedEnvelope;

/**
 * Writes the same signed messages to many links, the seated peers' before the spectators' (issue 4:
 * the number of spectators must not slow the players down).
 *
 * <ul>
 *   <li>Players first: their writes are queued and flushed before any spectator's, so on a shared
 *       event loop the players' bytes leave before the fifty spectators' sealing and socket writes.
 *   <li>One task per event loop, not a write task and a flush task per link: from the session's
 *       thread each call on a channel is a task of its own.
 *   <li>A spectator that falls behind is dropped: once more than {@link PeerLinks#HIGH_WATER_MARK}
 *       bytes wait to be sent to it, its link is closed with the reason logged (it can join again and
 *       read the log). The opener's memory and loop are not held up by a slow watcher; a player's
 *       link is never dropped for this (TCP holds the opener back, as the game needs that peer).
 * </ul>
 */
public final class Fanout {
  private Fanout() {}

  /** Sends the messages, in order, to each player link, then to each spectator link. */
  public static void send(List<SignedEnvelope> messages, List<Channel> players, List<Channel> spectators) {
    send(messages, players, spectators, Runnable::run);
  }

  /**
   * Sends the messages, in order, to each player link, then to each spectator link from {@code
   * afterPlayers}, which runs a task once the players' writes queued before it are done ({@link
   * PeerLinks#afterPlayers}): a spectator's link on a loop of its own never gets a message before the
   * players' links were given it, so a spectator never knows an action the players may not.
   */
  public static void send(List<SignedEnvelope> messages, List<Channel> players, List<Channel> spectators,
      Executor afterPlayers) {
    if (messages.isEmpty()) {
      return;
    }
    writeAll(messages, players, false);
    if (!spectators.isEmpty()) {
      List<Object> frames = frames(messages, spectators);
      afterPlayers.execute(() -> writeFrames(frames, spectators, true));
    }
  }

  private static void writeAll(List<SignedEnvelope> messages, List<Channel> channels, boolean dropWhenBehind) {
    if (!channels.isEmpty()) {
      writeFrames(frames(messages, channels), channels, dropWhenBehind);
    }
  }

  private static List<Object> frames(List<SignedEnvelope> messages, List<Channel> channels) {
    return channels.size() == 1 ? List.copyOf(messages) : encodedOnce(messages);
  }

  private static void writeFrames(List<Object> frames, List<Channel> channels, boolean dropWhenBehind) {
    Map<EventLoop, List<Channel>> byLoop = new LinkedHashMap<>();
    for (Channel channel : channels) {
      byLoop.computeIfAbsent(channel.eventLoop(), loop -> new ArrayList<>()).add(channel);
    }
    byLoop.forEach((loop, same) -> {
      Runnable task = () -> same.forEach(channel -> write(channel, frames, dropWhenBehind));
      if (loop.inEventLoop()) {
        task.run(); // in order with a direct write that the caller makes next
      } else {
        try {
          loop.execute(task); // in order with the caller's other writes, all queued to the same loop
        } catch (RejectedExecutionException closing) {
          // the links are being closed: nothing is sent, as a write on a closed link sends nothing
        }
      }
    });
  }

  /**
   * Each message serialized once for all the links, rather than once a link by the protobuf encoder
   * (a crowd's Feed may be tens of kilobytes): each link gets its own view of the same bytes, which
   * nobody writes to. A message over the frame cap stays as it is, for the encoder to refuse.
   */
  private static List<Object> encodedOnce(List<SignedEnvelope> messages) {
    List<Object> frames = new ArrayList<>(messages.size());
    for (SignedEnvelope message : messages) {
      frames.add(message.getSerializedSize() <= Wire.MAX_FRAME_BYTES ? message.toByteArray() : message);
    }
    return frames;
  }

  /** On the channel's event loop: the messages (a byte array is a message serialized already). */
  static void write(Channel channel, List<?> messages, boolean dropWhenBehind) {
    if (!channel.isActive()) {
      return;
    }
    if (dropWhenBehind && !channel.isWritable()) {
      LinkGuard.close(channel, "spectator dropped: more than " + PeerLinks.HIGH_WATER_MARK
          + " bytes wait to be sent to it (it reads too slowly); it may join again and read the log");
      return;
    }
    for (Object message : messages) {
      channel.write(message instanceof byte[] bytes ? Unpooled.wrappedBuffer(bytes) : message);
    }
    channel.flush();
  }
}
