package roundtable.net.session;

import java.util.ArrayList;
import java.util.List;
import roundtable.net.Wire;
import roundtable.proto.LogBatch;
import roundtable.proto.SignedEnvelope;

/**
 * The answer to a {@code LogRequest} (docs/protocol.md, "Log sync"): the signed Start when asked
 * from 0, then the signed actions in order, split so that each batch fits a frame with room to spare
 * for its own envelope and signature. The last batch says so.
 */
final class LogSync {
  /** Room kept in each frame for the batch's envelope, author key and signature. */
  static final int MARGIN = 4096;

  private LogSync() {}

  /** The envelopes of the log from {@code fromIndex} on (at least 0) that this author signed. */
  static List<SignedEnvelope> signedBy(List<SignedEnvelope> log, com.google.protobuf.ByteString author, long fromIndex) {
    List<SignedEnvelope> signed = new ArrayList<>();
    for (int i = (int) Math.max(0, Math.min(fromIndex, log.size())); i < log.size(); i++) {
      if (StartedGame.authorOf(log.get(i)).equals(author)) {
        signed.add(log.get(i));
      }
    }
    return signed;
  }

  static List<LogBatch> batches(SignedEnvelope start, List<SignedEnvelope> log, long fromIndex) {
    int limit = Wire.MAX_FRAME_BYTES - MARGIN;
    List<LogBatch> batches = new ArrayList<>();
    int from = (int) Math.min(Math.max(fromIndex, 0), log.size());
    LogBatch.Builder batch = LogBatch.newBuilder().setFromIndex(from);
    if (from == 0) {
      batch.setStart(start);
    }
    int size = batch.build().getSerializedSize();
    for (int i = from; i < log.size(); i++) {
      int more = log.get(i).getSerializedSize() + 8;
      if (size + more > limit && batch.getActionsCount() > 0) {
        batches.add(batch.build());
        batch = LogBatch.newBuilder().setFromIndex(i);
        size = 0;
      }
      batch.addActions(log.get(i));
      size += more;
    }
    batches.add(batch.setLast(true).build());
    return batches;
  }
}
