package roundtable.net.session;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.util.ArrayList;
import java.util.List;

/**
 * A cable between a peer and the opener on 127.0.0.1 that a test can pull out and plug back: a TCP
 * relay on its own port. {@link #cut} closes every connection through it and refuses new ones until
 * {@link #heal}, which listens on the same port again.
 */
final class CutLink implements AutoCloseable {
  private final InetSocketAddress target;
  private final List<Socket> sockets = new ArrayList<>();
  private final int port;
  private ServerSocket server;

  CutLink(InetSocketAddress target) throws IOException {
    this.target = target;
    this.server = listen(0);
    this.port = server.getLocalPort();
  }

  /** Where the peer connects instead of the opener. */
  private volatile boolean silent;

  InetSocketAddress address() {
    return new InetSocketAddress(InetAddress.getLoopbackAddress(), port);
  }

  private ServerSocket listen(int on) throws IOException {
    ServerSocket s = new ServerSocket();
    s.setReuseAddress(true);
    s.bind(new InetSocketAddress(InetAddress.getLoopbackAddress(), on));
    Thread accept = new Thread(() -> accept(s), "cut-link-accept");
    accept.setDaemon(true);
    accept.start();
    return s;
  }

  private void accept(ServerSocket s) {
    try {
      while (true) {
        Socket in = s.accept();
        Socket out = new Socket(target.getAddress(), target.getPort());
        synchronized (sockets) {
          sockets.add(in);
          sockets.add(out);
        }
        pump(in, out);
        pump(out, in);
      }
    } catch (IOException closed) {
      // cut or closed
    }
  }

  private void pump(Socket from, Socket to) throws IOException {
    InputStream in = from.getInputStream();
    OutputStream out = to.getOutputStream();
    Thread t = new Thread(() -> {
      byte[] buffer = new byte[16384];
      try {
        for (int n; (n = in.read(buffer)) >= 0; ) {
          if (!silent) {
            out.write(buffer, 0, n);
            out.flush();
          }
        }
      } catch (IOException e) {
        // the other side went away
      }
      close(from);
      close(to);
    }, "cut-link-pump");
    t.setDaemon(true);
    t.start();
  }

  /** Pulls the cable: every connection through it closes, and none is accepted until {@link #heal}. */
  synchronized void cut() throws IOException {
    server.close();
    synchronized (sockets) {
      sockets.forEach(CutLink::close);
      sockets.clear();
    }
  }

  /**
   * The cable goes silent without a word: the connections stay open but nothing crosses any more
   * (a closed lid, a stopped process: no FIN, no RST), and new ones are refused.
   */
  synchronized void silence() throws IOException {
    silent = true;
    server.close();
  }

  /** Plugs it back, on the same port. */
  synchronized void heal() throws IOException {
    server = listen(port);
  }

  private static void close(Socket s) {
    try {
      s.close();
    } catch (IOException e) {
      // closing anyway
    }
  }

  @Override
  public void close() throws IOException {
    cut();
  }
}
