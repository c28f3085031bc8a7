// The few Pixi pieces the map and @pixi/react use, imported file by file. Pixi's package index
// registers all it has on import (the assets loader, events, accessibility, filters, and through the
// renderer auto-detection of its Application the WebGPU and canvas renderers too); the map needs an
// Application with a WebGL renderer, containers, sprites and textures. `pixi.js/lib/*` is mapped to
// the package's files in vite.config.ts and tsconfig.json (the package's exports map does not list
// them), and vite.config.ts points @pixi/react's `import … from 'pixi.js'` at this module.
// No eval: the Content-Security-Policy forbids it.
import 'pixi.js/unsafe-eval';

export { Application } from 'pixi.js/lib/app/Application';
export { Container } from 'pixi.js/lib/scene/container/Container';
export { Sprite } from 'pixi.js/lib/scene/sprite/Sprite';
export { Texture } from 'pixi.js/lib/rendering/renderers/shared/texture/Texture';
// The glyph atlas's source: made directly, not through Texture.from(), whose resource detection
// needs every texture source and mask type registered (pixi.js/lib/rendering/init) and the cache.
export { CanvasSource } from 'pixi.js/lib/rendering/renderers/shared/texture/sources/CanvasSource';
export { Rectangle } from 'pixi.js/lib/maths/shapes/Rectangle';
export { Ticker } from 'pixi.js/lib/ticker/Ticker';
// What @pixi/react itself imports from 'pixi.js' (instanceof checks, its extensions and
// defaultTextStyle props); the map draws with none of them.
export { Filter } from 'pixi.js/lib/filters/Filter';
export { Graphics } from 'pixi.js/lib/scene/graphics/shared/Graphics';
export { TextStyle } from 'pixi.js/lib/scene/text/TextStyle';
export { extensions } from 'pixi.js/lib/extensions/Extensions';
