import 'pixi.js/unsafe-eval';
import { memo, type RefObject } from 'react';
import { Application } from '@pixi/react';
import { MapLayer, type MapPainter } from './MapLayer';

interface MapStageProps {
  resizeTo: RefObject<HTMLDivElement | null>;
  background: number;
  onReady: (painter: MapPainter | null) => void;
}

/**
 * The Pixi application, mounted once. Memoised with stable props so a move never re-renders it
 * (its context bridge walks the whole React tree on each render, which costs more than the draw).
 */
export const MapStage = memo(function MapStage({ resizeTo, background, onReady }: MapStageProps) {
  return (
    <Application
      resizeTo={resizeTo}
      preference="webgl"
      background={background}
      autoStart={false}
      sharedTicker={false}
      antialias={false}
      failIfMajorPerformanceCaveat={false}
      resolution={typeof window === 'undefined' ? 1 : Math.min(2, window.devicePixelRatio || 1)}
      autoDensity
    >
      <MapLayer onReady={onReady} />
    </Application>
  );
});
