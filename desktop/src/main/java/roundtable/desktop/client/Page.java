package roundtable.desktop.client;

import com.badlogic.gdx.Gdx;
import com.badlogic.gdx.ScreenAdapter;
import com.badlogic.gdx.graphics.GL20;
import com.badlogic.gdx.scenes.scene2d.Stage;
import com.badlogic.gdx.scenes.scene2d.ui.Table;
import com.badlogic.gdx.scenes.scene2d.ui.TextButton;
import com.badlogic.gdx.scenes.scene2d.utils.ClickListener;
import com.badlogic.gdx.scenes.scene2d.InputEvent;
import com.badlogic.gdx.utils.viewport.ScreenViewport;

/**
 * A screen of the client (the lobby, a table, a board): a scene2d stage on the table's cloth, built
 * by {@link #build} and built again when the language changes. Runs on the render thread only.
 */
public abstract class Page extends ScreenAdapter {
  protected final Shell client;
  protected final Stage stage = new Stage(new ScreenViewport());
  protected final Table root = new Table();
  /** The name of the Rules button and of the rules page's Close in the stage (the window tests click them). */
  public static final String RULES = "rules";
  public static final String RULES_CLOSE = "rules-close";
  /** The rules page shown over this page, and its game; null when closed. */
  private Table rulesOverlay;
  private String rulesGame;

  protected Page(Shell client) {
    this.client = client;
    root.setFillParent(true);
    stage.addActor(root);
  }

  /** Puts the page's widgets into {@link #root}, in the current words. */
  protected abstract void build();

  protected Words words() {
    return client.words();
  }

  protected Looks looks() {
    return client.looks();
  }

  /** Builds the page again (the language changed). */
  public void rebuild() {
    root.clearChildren();
    build();
    if (rulesGame != null && rulesOverlay != null && rulesOverlay.getUserObject() != words().language()) {
      showRules(rulesGame); // in the other language
    }
  }

  /** The Rules button: the game's rules page over this page, in the window's language. */
  protected TextButton rulesButton(String gameId) {
    TextButton b = button(words().get("page.rules"), () -> showRules(gameId));
    b.setName(RULES);
    return b;
  }

  /** Shows the game's rules page over this page until its Close is clicked. */
  void showRules(String gameId) {
    hideRules();
    rulesGame = gameId;
    Table text = new Table();
    text.top().left().defaults().left().growX().padBottom(6).padRight(16);
    for (RulesText.Block block : RulesText.of(gameId, words().language())) {
      com.badlogic.gdx.scenes.scene2d.ui.Label l = new com.badlogic.gdx.scenes.scene2d.ui.Label(block.text(),
          looks().skin, block.heading() ? "title" : "small");
      l.setWrap(true);
      text.add(l).padTop(block.heading() ? 8 : 0).row();
    }
    com.badlogic.gdx.scenes.scene2d.ui.ScrollPane pane = new com.badlogic.gdx.scenes.scene2d.ui.ScrollPane(text,
        looks().skin);
    pane.setFadeScrollBars(false);
    Table panel = new Table();
    panel.setBackground(looks().skin.getDrawable("panel"));
    panel.pad(16);
    panel.add(pane).grow().row();
    TextButton close = button(words().get("page.rules.close"), this::hideRules);
    close.setName(RULES_CLOSE);
    panel.add(close).left().padTop(8);
    rulesOverlay = new Table();
    rulesOverlay.setUserObject(words().language());
    rulesOverlay.setFillParent(true);
    rulesOverlay.add(panel).grow().pad(24);
    stage.addActor(rulesOverlay);
    stage.setScrollFocus(pane);
  }

  /** Whether the rules page is shown over this page. */
  public boolean rulesShown() {
    return rulesOverlay != null;
  }

  /** Closes the rules page, if it is shown. */
  void hideRules() {
    if (rulesOverlay != null) {
      rulesOverlay.remove();
      rulesOverlay = null;
    }
    rulesGame = null;
  }

  /** A button that runs this when clicked. */
  protected TextButton button(String text, Runnable action) {
    TextButton b = new TextButton(text, looks().skin);
    b.addListener(new ClickListener() {
      @Override
      public void clicked(InputEvent event, float x, float y) {
        if (!b.isDisabled()) {
          action.run();
        }
      }
    });
    return b;
  }

  /** The button that switches between English and French. */
  protected TextButton languageButton() {
    return button(words().language().other().nativeName(), client::switchLanguage);
  }

  @Override
  public void show() {
    rebuild();
    Gdx.input.setInputProcessor(stage);
  }

  @Override
  public void render(float delta) {
    Gdx.gl.glClearColor(Looks.CLOTH.r, Looks.CLOTH.g, Looks.CLOTH.b, 1);
    Gdx.gl.glClear(GL20.GL_COLOR_BUFFER_BIT);
    update(delta);
    drawUnder();
    stage.act(delta);
    stage.draw();
  }

  /** Each frame before drawing: the page's own clock. */
  protected void update(float delta) {}

  /** Each frame, under the widgets: a board. */
  protected void drawUnder() {}

  @Override
  public void resize(int width, int height) {
    stage.getViewport().update(width, height, true);
  }

  @Override
  public void dispose() {
    stage.dispose();
  }
}
