package roundtable.core.graalwar;

import roundtable.core.random.Bytes;
import roundtable.core.table.Action;

/**
 * A side lifts its screen: the text of its deployment and the salt it committed with. Every peer
 * checks it against the side's {@code Commit} and against the rules of deployment.
 */
public record DeployReveal(String layout, Bytes salt) implements Action {}
