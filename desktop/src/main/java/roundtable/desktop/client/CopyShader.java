package roundtable.desktop.client;

import com.badlogic.gdx.graphics.glutils.ShaderProgram;
import com.badlogic.gdx.utils.GdxRuntimeException;

/**
 * A sprite batch's shader that copies its picture's pixels as they are, untinted. A large quad
 * drawn with it, unblended, from a {@link Bgra} picture is one that Mesa's software renderer fills
 * on its fast "linear" path: the board's 880×720 picture in about 0.7 ms a frame instead of about
 * 3 ms with the batch's own shader (which multiplies by the tint, and stays off that path).
 */
public final class CopyShader {
  private static final String VERTEX = """
      attribute vec4 a_position;
      attribute vec2 a_texCoord0;
      uniform mat4 u_projTrans;
      varying vec2 v_texCoords;
      void main() {
        v_texCoords = a_texCoord0;
        gl_Position = u_projTrans * a_position;
      }
      """;
  private static final String FRAGMENT = """
      #ifdef GL_ES
      precision mediump float;
      #endif
      varying vec2 v_texCoords;
      uniform sampler2D u_texture;
      void main() {
        gl_FragColor = texture2D(u_texture, v_texCoords);
      }
      """;

  private CopyShader() {}

  public static ShaderProgram create() {
    ShaderProgram shader = new ShaderProgram(VERTEX, FRAGMENT);
    if (!shader.isCompiled()) {
      throw new GdxRuntimeException("the copy shader: " + shader.getLog());
    }
    return shader;
  }
}
