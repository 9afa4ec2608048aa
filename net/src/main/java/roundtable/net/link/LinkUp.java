package roundtable.net.link;

import roundtable.proto.Hello;
import roundtable.proto.HelloAnswer;

/**
 * The user event a {@link HandshakeHandler} fires once both sides accepted each other: the other
 * peer's checked Hello and answer. Every later envelope on the link comes from a known peer.
 */
public record LinkUp(Hello peer, HelloAnswer answer) {}
