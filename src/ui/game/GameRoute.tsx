import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { gameMachine } from '../../app/gameMachine';
import { devInspector } from '../../app/inspector';
import { createLocalSaveStore } from '../../storage/localSave';
import { useAudio } from '../../audio/AudioProvider';
import { StartScreen } from '../start/StartScreen';
import { PageFallback } from '../common/PageFallback';
import { GameActor } from './GameActor';
import { LoadDialog } from './dialogs/LoadDialog';

// Pixi and the HUD load in the background while the player types a name (bundle budget).
const loadGameScreen = () => import('./GameScreen');
const GameScreen = lazy(loadGameScreen);

/** A fresh seed from the browser's CSPRNG (the engine never draws randomness itself). */
function newSeed(): string {
  const words = crypto.getRandomValues(new Uint32Array(2));
  return Array.from(words, (w) => w.toString(16).padStart(8, '0')).join('');
}

function safeLocalStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function Phases() {
  const actor = GameActor.useActorRef();
  const onStart = GameActor.useSelector((s) => s.hasTag('nameEntry'));
  const audio = useAudio();
  const [recallOpen, setRecallOpen] = useState(false);

  useEffect(() => {
    void loadGameScreen();
  }, []);
  // SPEC 7: closing or hiding the tab saves, so nothing is lost.
  useEffect(() => {
    const save = () => actor.send({ type: 'PAGE_HIDDEN' });
    const onVisibility = () => document.visibilityState === 'hidden' && save();
    window.addEventListener('pagehide', save);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('pagehide', save);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [actor]);

  if (onStart) {
    return (
      <>
        <StartScreen
          onBegin={(name) => {
            audio.unlock();
            actor.send({ type: 'BEGIN', name, seed: newSeed() });
          }}
          onRecall={() => setRecallOpen(true)}
        />
        <LoadDialog
          open={recallOpen}
          onOpenChange={setRecallOpen}
          onLoaded={(state) => {
            audio.unlock();
            actor.send({ type: 'LOAD', state });
          }}
        />
      </>
    );
  }
  return (
    <Suspense fallback={<PageFallback />}>
      <GameScreen />
    </Suspense>
  );
}

/** The `/` route: the statechart for the whole visit; name entry first, then the game screen. */
export function GameRoute() {
  const audio = useAudio();
  const audioRef = useRef(audio);
  audioRef.current = audio;
  const store = useMemo(() => createLocalSaveStore(safeLocalStorage()), []);
  const [resume] = useState(() => store.load());
  const [inspect] = useState(devInspector);
  const logic = useMemo(
    () =>
      gameMachine.provide({
        actions: {
          saveLocally: ({ context }) => context.game && store.save(context.game),
          clearLocalSave: () => store.clear(),
          playMoveCue: () => audioRef.current.play('move'),
          playAttackCue: () => audioRef.current.play('attack'),
        },
      }),
    [store],
  );
  return (
    <GameActor.Provider logic={logic} options={{ input: { resume }, inspect }}>
      <Phases />
    </GameActor.Provider>
  );
}
