package roundtable.desktop.client;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.mockito.Mockito.inOrder;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.never;
import static org.mockito.Mockito.verify;
import static org.mockito.Mockito.when;

import com.badlogic.gdx.graphics.Color;
import com.badlogic.gdx.graphics.Texture;
import com.badlogic.gdx.graphics.g2d.Batch;
import com.badlogic.gdx.graphics.g2d.NinePatch;
import com.badlogic.gdx.graphics.g2d.TextureRegion;
import com.badlogic.gdx.graphics.glutils.ShaderProgram;
import org.junit.jupiter.api.Test;
import org.mockito.InOrder;

class RoundedPanelTest {
  private final Texture picture = mock(Texture.class);
  private final TextureRegion white = new TextureRegion(mock(Texture.class));
  private final Color middle = new Color(0x2c2219ff);
  private final TextureRegion flat = new TextureRegion(mock(Texture.class));
  private final ShaderProgram copy = mock(ShaderProgram.class);

  private RoundedPanel panel() {
    when(picture.getWidth()).thenReturn(24);
    when(picture.getHeight()).thenReturn(24);
    TextureRegion[] patches = new TextureRegion[9];
    for (int i = 0; i < 9; i++) {
      patches[i] = i == 4 ? null : new TextureRegion(picture, (i % 3) * 8, (i / 3) * 8, 8, 8);
    }
    return new RoundedPanel(new NinePatch(patches), white, middle, flat, copy);
  }

  private static Batch batch(Color colour) {
    Batch batch = mock(Batch.class);
    when(batch.getColor()).thenReturn(colour);
    when(batch.isBlendingEnabled()).thenReturn(true);
    return batch;
  }

  @Test
  void aLargeOpaqueUntintedMiddleIsCopiedWithoutBlendingInsideTheEdges() {
    Batch batch = batch(new Color(1, 1, 1, 1));
    ShaderProgram own = mock(ShaderProgram.class);
    when(batch.getShader()).thenReturn(own);
    panel().draw(batch, 880, 0, 400, 720);
    InOrder order = inOrder(batch);
    order.verify(batch).disableBlending();
    order.verify(batch).setShader(copy);
    order.verify(batch).draw(flat, 888, 8, 384, 704);
    order.verify(batch).setShader(own);
    order.verify(batch).enableBlending();
    verify(batch, never()).draw(white, 888, 8, 384, 704);
  }

  @Test
  void aLargeOpaqueTintedMiddleIsTintedWithoutBlending() {
    Color tint = new Color(0.5f, 1, 1, 1);
    Batch batch = batch(tint);
    panel().draw(batch, 880, 0, 400, 720);
    InOrder order = inOrder(batch);
    order.verify(batch).setColor(middle.r * 0.5f, middle.g, middle.b, 1);
    order.verify(batch).disableBlending();
    order.verify(batch).draw(white, 888, 8, 384, 704);
    order.verify(batch).enableBlending();
    order.verify(batch).setColor(tint);
    verify(batch, never()).setShader(copy);
  }

  @Test
  void aFadingOrSmallMiddleIsBlendedAsBefore() {
    Batch fading = batch(new Color(1, 1, 1, 0.5f));
    panel().draw(fading, 0, 0, 400, 720);
    verify(fading).draw(white, 8, 8, 384, 704);
    verify(fading, never()).disableBlending();

    Batch button = batch(new Color(1, 1, 1, 1));
    panel().draw(button, 0, 0, 120, 36);
    verify(button).draw(white, 8, 8, 104, 20);
    verify(button, never()).disableBlending();
  }

  @Test
  void opaqueOnlyWhenLargeOpaqueAndBlending() {
    assertTrue(RoundedPanel.opaque(384, 704, 1, true));
    assertFalse(RoundedPanel.opaque(384, 704, 0.9f, true));
    assertFalse(RoundedPanel.opaque(384, 704, 1, false));
    assertFalse(RoundedPanel.opaque(100, 20, 1, true));
    assertEquals(24, panel().getMinWidth());
  }
}
