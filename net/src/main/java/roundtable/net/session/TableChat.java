package roundtable.net.session;

import com.google.protobuf.ByteString;
import io.netty.channel.Channel;
import java.lang.System.Logger;
import java.lang.System.Logger.Level;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.Consumer;
import java.util.function.Function;
import roundtable.net.link.LinkUp;
import roundtable.net.link.Verified;
import roundtable.proto.Chat;
import roundtable.proto.ErrorCode;
import roundtable.proto.PeerError;
import roundtable.proto.SignedEnvelope;

/**
 * The table's chat at one peer (docs/protocol.md, "Chat and errors"): what it says, and what it
 * hears, each line shown and relayed once and only within {@link ChatLimits}; a refusal is told to
 * the peer at the other end once in a while, never line by line. Session thread only.
 */
final class TableChat {
  private static final Logger LOG = System.getLogger(TableChat.class.getName());

  private final Links links;
  private final String peer;
  private final Function<ByteString, String> names;
  private final ChatLimits limits = new ChatLimits();
  /** Chat lines heard already (each is relayed and shown once). */
  private final Set<ByteString> heard = new HashSet<>();

  /**
   * @param peer this peer's name, for its log lines
   * @param names a key's name at the table
   */
  TableChat(Links links, String peer, Function<ByteString, String> names) {
    this.links = links;
    this.peer = peer;
    this.names = names;
  }

  /** This peer says a line: sent to all and told here, or told here only why the others would refuse it. */
  void say(ByteString me, String text, Consumer<TableNews> told) {
    Optional<ChatLimits.Broken> broken = limits.check(me, text, System.nanoTime());
    if (broken.isPresent()) {
      told.accept(new TableNews.ChatRefused(broken.get() == ChatLimits.Broken.LENGTH, ChatLimits.MAX_CHARS,
          ChatLimits.LINES, ChatLimits.PER_SECONDS));
      return;
    }
    SignedEnvelope said = links.sign(links.envelope().setChat(Chat.newBuilder().setText(text)));
    heard.add(said.getEnvelope());
    links.sendAll(List.of(said), null);
    told.accept(new TableNews.Chat(names.apply(me), text, true));
  }

  /** A line heard on a link: shown and relayed once, if within the limits. */
  void heard(Channel channel, Verified message, Consumer<TableNews> told) {
    if (!heard.add(message.signed().getEnvelope())) {
      return; // heard already, by another link
    }
    ByteString author = message.envelope().getAuthorKey();
    String text = message.envelope().getChat().getText();
    LinkUp from = links.peer(channel);
    ByteString link = from == null ? ByteString.EMPTY : from.peer().getIdentityKey();
    long now = System.nanoTime();
    Optional<ChatLimits.Broken> broken = limits.check(author, text, now);
    if (broken.isEmpty()) {
      told.accept(new TableNews.Chat(names.apply(author), text, false));
      links.relay(channel, message.signed());
    } else if (limits.tell(link, broken.get(), now)) { // neither shown nor relayed
      LOG.log(Level.WARNING, "{0}: a chat line by {1} is refused (and the link''s next ones for {2} s): {3}", peer,
          message.author(), ChatLimits.PER_SECONDS, ChatLimits.why(broken.get()));
      if (from != null) {
        links.send(channel, links.envelope().setError(PeerError.newBuilder().setCode(ErrorCode.NOT_ALLOWED)
            .setText("chat refused: " + ChatLimits.why(broken.get()))));
      }
    }
  }
}
