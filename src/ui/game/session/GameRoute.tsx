import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import type { GameState } from '../../../engine';
import { hasLocalSave, safeLocalStorage } from '../../../storage/saveKey';
import { hasSealedRun } from '../../../storage/sealedRun';
import { useAudio } from '../../../audio/AudioProvider';
import { StartScreen } from '../../start/StartScreen';
import { PageFallback } from '../../common/PageFallback';
import { warmUpSoon } from '../../common/warmUp';
import { nextTask } from '../../../map/nextTask';
// Pixi and the map's painter, which MapStage loads when the map mounts.
import { loadMapRenderer } from '../../../map/loadMapRenderer';
import { LoadFailedBoundary } from '../../common/LoadFailed';
import type { SessionStart } from './GameSession';

// The engine, the statechart, PixiJS and the HUD load in the background while the player types a
// name; only this shell and the start screen are in the first bundle (its budget: scripts/bundle-report.mjs).
// Importing GameSession at once evaluates all its chunks in one task (67 ms in Lighthouse's trace of a
// resumed game, over 200 ms of its blocking time): the heaviest go first, a task each.
const SESSION_STAGES = [
  () => import('../../../shared/scoreFields'), // zod (a chunk of its own) and the few schemas of a score
  () => import('../../../shared/api'), // the API's schemas
  () => import('../../../engine'),
  () => import('../../../app/gameMachine'), // XState and the game's actors
];
async function loadSession() {
  for (const stage of SESSION_STAGES) {
    await stage();
    await nextTask();
  }
  return import('./GameSession');
}
const loadRecall = () => import('../dialogs/LoadDialog');
const GameSession = lazy(loadSession);
const LoadDialog = lazy(() => loadRecall().then((m) => ({ default: m.LoadDialog })));

/** A fresh seed from the browser's CSPRNG (the engine never draws randomness itself). */
function newSeed(): string {
  const words = crypto.getRandomValues(new Uint32Array(2));
  return Array.from(words, (w) => w.toString(16).padStart(8, '0')).join('');
}

/** The `/` route: name entry first (or straight back into a saved game), then one game session. */
export function GameRoute() {
  const audio = useAudio();
  // Only a cheap look at local storage here; the session decodes it and falls back to name entry.
  const [session, setSession] = useState<SessionStart | null>(() =>
    hasLocalSave(safeLocalStorage()) || hasSealedRun(safeLocalStorage()) ? { kind: 'resume' } : null,
  );
  const [recallOpen, setRecallOpen] = useState(false);
  const endSession = useCallback(() => setSession(null), []);

  useEffect(
    () =>
      warmUpSoon(() => {
        // A fetch that fails here is tried again when the part is opened (which says so if it fails then).
        loadSession().catch(() => undefined);
        loadRecall().catch(() => undefined);
        loadMapRenderer().catch(() => undefined);
      }),
    [],
  );

  if (session) {
    return (
      <LoadFailedBoundary onClose={endSession}>
        <Suspense fallback={<PageFallback />}>
          <GameSession start={session} onEnd={endSession} />
        </Suspense>
      </LoadFailedBoundary>
    );
  }
  return (
    <>
      <StartScreen
        onBegin={(name, daily) => {
          audio.unlock();
          // A daily's seed stays on the server; offline it would begin as an ordinary quest on this one.
          const start = { kind: 'begin', name, seed: newSeed() } as const;
          setSession(daily ? { ...start, daily: daily.day, rulesVersion: daily.rulesVersion } : start);
        }}
        onRecall={() => setRecallOpen(true)}
      />
      {recallOpen && (
        <LoadFailedBoundary onClose={() => setRecallOpen(false)}>
          <Suspense fallback={null}>
            <LoadDialog
              open
              onOpenChange={setRecallOpen}
              onLoaded={(state: GameState) => {
                audio.unlock();
                setRecallOpen(false);
                setSession({ kind: 'load', state });
              }}
              onTakeUp={(run) => {
                audio.unlock();
                setRecallOpen(false);
                setSession({ kind: 'sealed', run });
              }}
            />
          </Suspense>
        </LoadFailedBoundary>
      )}
    </>
  );
}
