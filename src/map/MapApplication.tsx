import { Application } from '@pixi/react';
import { Ticker } from './pixi';
import { MapLayer } from './MapLayer';
import type { MapPainter } from './MapPainter';

interface MapApplicationProps {
  background: number;
  onReady: (painter: MapPainter | null) => void;
}

/**
 * Called once the renderer is made. Its scheduler (texture and GPU-resource collection) runs on
 * Pixi's system ticker, a requestAnimationFrame loop for the page's whole life; the map draws only
 * when a move changes it and keeps its few textures as long as it lives, so the loop would be work
 * every frame for nothing.
 */
function stopSystemTicker() {
  Ticker.system.autoStart = false;
  Ticker.system.stop();
}

/**
 * The map's Pixi Application, mounted once through @pixi/react. No ticker of its own running
 * (autoStart off, no shared ticker): the map is static between moves and MapLayer's painter renders
 * after each one. No resizeTo: the painter sizes the canvas to the cells it draws. WebGL, or Pixi's
 * canvas renderer where WebGL is missing (src/map/autoDetectRenderer.ts).
 */
export function MapApplication({ background, onReady }: MapApplicationProps) {
  return (
    <Application
      width={1}
      height={1}
      preference="webgl"
      background={background}
      autoStart={false}
      sharedTicker={false}
      antialias={false}
      failIfMajorPerformanceCaveat={false}
      resolution={Math.min(2, window.devicePixelRatio || 1)}
      autoDensity
      // Every extension the map needs is imported by ./pixi: no environment bundle to fetch on init.
      manageImports={false}
      onInit={stopSystemTicker}
    >
      <MapLayer onReady={onReady} />
    </Application>
  );
}
