package roundtable.desktop.client;

import static org.mockito.ArgumentMatchers.any;
import static org.mockito.Mockito.doAnswer;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.when;
import static org.mockito.Mockito.withSettings;

import com.badlogic.gdx.Application;
import com.badlogic.gdx.Gdx;
import com.badlogic.gdx.Graphics;
import com.badlogic.gdx.Input;
import com.badlogic.gdx.InputProcessor;
import com.badlogic.gdx.backends.headless.HeadlessFiles;
import com.badlogic.gdx.graphics.GL20;
import com.badlogic.gdx.utils.GdxNativesLoader;
import com.badlogic.gdx.Files;
import java.nio.IntBuffer;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.mockito.stubbing.Answer;

/**
 * The window with no display: libGDX's graphics, input and application stood in for (Mockito), the
 * real {@link Looks} (fonts made by FreeType) and the real pages, laid out exactly as in the window
 * but never drawn. What the tables post waits here until the test, as the render thread, runs it.
 * Clicks go through the input the page installed, at pixels of a window of the chosen size.
 */
public final class HeadlessWindow implements Post {
  private static Looks looks;
  private static Saved saved;
  private static int width;
  private static int height;
  private static InputProcessor input;

  private final BlockingQueue<Runnable> posted = new LinkedBlockingQueue<>();
  private final Shell shell;
  private final Words words;

  /** What libGDX's statics held before, put back by {@link #closeAll}. */
  private record Saved(Application app, Graphics graphics, Input input, Files files, GL20 gl, GL20 gl20) {}

  private HeadlessWindow(int w, int h, Language language) {
    open();
    width = w;
    height = h;
    words = Words.of(language);
    shell = mock(Shell.class, withSettings().stubOnly());
    when(shell.looks()).thenReturn(looks);
    when(shell.words()).thenReturn(words);
    when(shell.post()).thenReturn(this);
  }

  /** A window of this size in pixels, speaking this language. */
  public static HeadlessWindow of(int w, int h, Language language) {
    return new HeadlessWindow(w, h, language);
  }

  public Shell shell() {
    return shell;
  }

  public Words words() {
    return words;
  }

  public int width() {
    return width;
  }

  public int height() {
    return height;
  }

  public Looks looks() {
    return looks;
  }

  /** What the page shown last took as the window's input (its stage, and its board's clicks). */
  public InputProcessor input() {
    return input;
  }

  @Override
  public void post(Runnable task) {
    posted.add(task);
  }

  /**
   * Runs every task posted so far; when none is waiting, waits up to {@code seconds} for one.
   * Returns how many ran.
   */
  public int runPosted(long seconds) throws InterruptedException {
    int ran = 0;
    Runnable task = posted.poll();
    if (task == null) {
      task = posted.poll(seconds, TimeUnit.SECONDS);
    }
    while (task != null) {
      task.run();
      ran++;
      task = posted.poll();
    }
    return ran;
  }

  private static synchronized void open() {
    if (looks != null) {
      return;
    }
    saved = new Saved(Gdx.app, Gdx.graphics, Gdx.input, Gdx.files, Gdx.gl, Gdx.gl20);
    GdxNativesLoader.load();
    Gdx.app = mock(Application.class, withSettings().stubOnly());
    Gdx.files = new HeadlessFiles();
    Gdx.gl = Gdx.gl20 = mock(GL20.class, withSettings().stubOnly().defaultAnswer(HeadlessWindow::gl));
    Graphics graphics = mock(Graphics.class, withSettings().stubOnly());
    when(graphics.getWidth()).thenAnswer(i -> width);
    when(graphics.getHeight()).thenAnswer(i -> height);
    when(graphics.getBackBufferWidth()).thenAnswer(i -> width);
    when(graphics.getBackBufferHeight()).thenAnswer(i -> height);
    Gdx.graphics = graphics;
    Input in = mock(Input.class, withSettings().stubOnly());
    doAnswer(i -> input = i.getArgument(0)).when(in).setInputProcessor(any());
    when(in.getInputProcessor()).thenAnswer(i -> input);
    Gdx.input = in;
    looks = new Looks();
  }

  /** Puts libGDX's statics back as they were, for the tests that run after. */
  public static synchronized void closeAll() {
    if (looks == null) {
      return;
    }
    looks.dispose();
    looks = null;
    Gdx.app = saved.app();
    Gdx.graphics = saved.graphics();
    Gdx.input = saved.input();
    Gdx.files = saved.files();
    Gdx.gl = saved.gl();
    Gdx.gl20 = saved.gl20();
    input = null;
  }

  /**
   * A GL that draws nothing but says yes: buffers and textures are made, shaders compile and link,
   * frame buffers are complete, so
   * that the widgets and painters can be made; every other call answers zero.
   */
  private static Object gl(org.mockito.invocation.InvocationOnMock call) throws Throwable {
    String name = call.getMethod().getName();
    if ((name.startsWith("glGen") || name.startsWith("glCreate")) && call.getMethod().getReturnType() == int.class) {
      return 1; // a buffer, texture, shader... made
    }
    switch (name) {
      case "glCheckFramebufferStatus":
        return GL20.GL_FRAMEBUFFER_COMPLETE;
      case "glGetShaderiv", "glGetProgramiv": {
        int what = call.getArgument(1);
        IntBuffer out = call.getArgument(2);
        out.put(0, what == GL20.GL_COMPILE_STATUS || what == GL20.GL_LINK_STATUS ? 1 : 0);
        return null;
      }
      case "glGetShaderInfoLog", "glGetProgramInfoLog", "glGetString":
        return "";
      default:
        return ((Answer<?>) org.mockito.Answers.RETURNS_DEFAULTS).answer(call);
    }
  }
}
