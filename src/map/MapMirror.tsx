import { memo } from 'react';

/** A visually hidden text copy of the map, for screen readers and tests (not announced live). */
export const MapMirror = memo(function MapMirror({ lines }: { lines: string[] }) {
  return (
    <pre className="visually-hidden" aria-live="off" data-testid="map-mirror" aria-label="Map as text">
      {lines.join('\n')}
    </pre>
  );
});
