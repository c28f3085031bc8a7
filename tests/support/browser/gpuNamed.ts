// The game draws its map with WebGL only where a GPU draws WebGL (src/map/webglOnGpu.ts); these browsers
// emulate it with SwiftShader. An init script that gives SwiftShader's context a GPU's name plays the
// WebGL path: page.addInitScript(nameAGpu) before the game's first script.

/** Runs in the page: WEBGL_debug_renderer_info's renderer reads as a GPU's. */
export function nameAGpu(): void {
  const getParameter = WebGLRenderingContext.prototype.getParameter;
  const UNMASKED_RENDERER_WEBGL = 0x9246;
  WebGLRenderingContext.prototype.getParameter = function (this: WebGLRenderingContext, name: number) {
    return name === UNMASKED_RENDERER_WEBGL
      ? 'ANGLE (NVIDIA, NVIDIA GeForce GTX 1650 Direct3D11 vs_5_0 ps_5_0, D3D11)'
      : getParameter.call(this, name);
  } as typeof WebGLRenderingContext.prototype.getParameter;
}
