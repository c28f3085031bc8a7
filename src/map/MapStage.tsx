import { memo, useEffect, useRef } from 'react';
import type { MapPainter } from './mapRenderer';

interface MapStageProps {
  background: number;
  onReady: (painter: MapPainter | null) => void;
}

/**
 * The Pixi canvas, mounted once: the renderer (a lazy chunk) makes its own canvas and puts it in
 * this box, and hands the painter to the DOM side. Memoised with stable props so a move never
 * re-renders it. The canvas is sized by the painter to the cells it draws.
 */
export const MapStage = memo(function MapStage({ background, onReady }: MapStageProps) {
  const boxRef = useRef<HTMLDivElement>(null);
  // The first background only: the painter follows the palette after that.
  const firstBackground = useRef(background);

  useEffect(() => {
    const box = boxRef.current;
    if (!box) return;
    let unmounted = false;
    let destroy: (() => void) | null = null;
    void import('./mapRenderer')
      .then((m) => m.createMapRenderer(firstBackground.current))
      .then((renderer) => {
        if (unmounted) {
          renderer.destroy();
          return;
        }
        box.appendChild(renderer.canvas);
        destroy = renderer.destroy;
        onReady(renderer.paint);
      })
      .catch((error: unknown) => console.error('The map could not be drawn:', error));
    return () => {
      unmounted = true;
      if (!destroy) return;
      onReady(null);
      destroy();
    };
  }, [onReady]);

  return <div ref={boxRef} />;
});
