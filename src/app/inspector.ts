import type { InspectionEvent } from 'xstate';

/** True in `npm run dev` and in builds made with VITE_INSPECT=true; production leaves the inspector out. */
export const INSPECTOR_ENABLED = import.meta.env.DEV || import.meta.env.VITE_INSPECT === 'true';

/**
 * An inspect callback for createActor that forwards to the Stately inspector (opened in a new
 * window), or undefined when disabled. The package loads lazily, so events wait in a queue.
 */
export function devInspector(): ((event: InspectionEvent) => void) | undefined {
  if (!INSPECTOR_ENABLED) return undefined;
  const queue: InspectionEvent[] = [];
  let forward: ((event: InspectionEvent) => void) | null = null;
  void import('@statelyai/inspect').then(({ createBrowserInspector }) => {
    const inspector = createBrowserInspector();
    forward = (event) => inspector.inspect.next?.(event);
    queue.splice(0).forEach(forward);
  });
  return (event) => (forward ? forward(event) : queue.push(event));
}
