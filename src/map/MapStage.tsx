import 'pixi.js/unsafe-eval';
import { memo } from 'react';
import { Application } from '@pixi/react';
import { MapLayer, type MapPainter } from './MapLayer';

interface MapStageProps {
  background: number;
  onReady: (painter: MapPainter | null) => void;
}

/**
 * The Pixi application, mounted once. Memoised with stable props so a move never re-renders it
 * (its context bridge walks the whole React tree on each render, which costs more than the draw).
 */
export const MapStage = memo(function MapStage({ background, onReady }: MapStageProps) {
  // No resizeTo: the painter sizes the canvas to the cells it draws (see MapLayer).
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
      resolution={typeof window === 'undefined' ? 1 : Math.min(2, window.devicePixelRatio || 1)}
      autoDensity
    >
      <MapLayer onReady={onReady} />
    </Application>
  );
});
