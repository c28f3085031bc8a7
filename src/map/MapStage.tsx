import { memo, useEffect, useRef, useState } from 'react';
import type { MapApplication } from './mapRenderer';
import type { MapPainter } from './MapPainter';
import { nextTask } from './nextTask';
import { loadMapRenderer } from './loadMapRenderer';

interface MapStageProps {
  background: number;
  onReady: (painter: MapPainter | null) => void;
}

/**
 * The map's box, mounted once: it loads the map's Pixi Application (a lazy chunk) and mounts it, a
 * task after Pixi is evaluated. Memoised with stable props so a move never re-renders it (the
 * Application's context bridge walks the whole React tree on each render, which costs more than
 * the draw). The canvas is sized by the painter to the cells it draws.
 */
export const MapStage = memo(function MapStage({ background, onReady }: MapStageProps) {
  const [Loaded, setLoaded] = useState<typeof MapApplication | null>(null);
  // The first background only: the painter follows the palette after that.
  const firstBackground = useRef(background);

  useEffect(() => {
    let unmounted = false;
    const load = async () => {
      const { MapApplication } = await loadMapRenderer();
      await nextTask();
      if (!unmounted) setLoaded(() => MapApplication);
    };
    load().catch((error: unknown) => console.error('The map could not be drawn:', error));
    return () => {
      unmounted = true;
    };
  }, []);

  return <div>{Loaded && <Loaded background={firstBackground.current} onReady={onReady} />}</div>;
});
