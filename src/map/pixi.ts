// The few Pixi pieces the map draws with, imported file by file. Pixi's package index registers all
// it has on import (the assets loader, events, accessibility, filters, and through the renderer
// auto-detection of its Application the WebGPU and canvas renderers too); the map needs a WebGL
// renderer, containers, sprites and textures. `pixi.js/lib/*` is mapped to the package's files in
// vite.config.ts and tsconfig.json (the package's exports map does not list them).
// No eval: the Content-Security-Policy forbids it.
import 'pixi.js/unsafe-eval';
// The texture sources Texture.from() picks from (a canvas, for the glyph atlas).
import 'pixi.js/lib/rendering/init';

export { WebGLRenderer } from 'pixi.js/lib/rendering/renderers/gl/WebGLRenderer';
export { isWebGLSupported } from 'pixi.js/lib/utils/browser/isWebGLSupported';
export { Container } from 'pixi.js/lib/scene/container/Container';
export { Sprite } from 'pixi.js/lib/scene/sprite/Sprite';
export { Texture } from 'pixi.js/lib/rendering/renderers/shared/texture/Texture';
export { Rectangle } from 'pixi.js/lib/maths/shapes/Rectangle';
export { Ticker } from 'pixi.js/lib/ticker/Ticker';
