// One game from its start to the return to name entry: the statechart, its local-storage and audio
// edges, and the game screen. Loaded lazily: it carries the engine, XState and PixiJS.
import { useEffect, useMemo, useRef, useState } from 'react';
import { gameMachine } from '../../../app/gameMachine';
import { devInspector } from '../../../app/inspector';
import type { GameState } from '../../../engine';
import { createLocalSaveStore } from '../../../storage/localSave';
import { safeLocalStorage } from '../../../storage/saveKey';
import { useAudio } from '../../../audio/AudioProvider';
import { useAudioForGame } from '../../../audio/useAudioForGame';
import { GameActor } from './GameActor';
import GameScreen from '../GameScreen';
import { PageFallback } from '../../common/PageFallback';
import { useSessionStart } from './useSessionStart';
import { WitnessEdge } from './WitnessEdge';

/**
 * How a session begins: a new hero, a loaded save code, or the save kept in local storage. A new hero's
 * `seed` is the local one, played when the server cannot register the run (then it draws its own).
 */
export type SessionStart =
  | { kind: 'begin'; name: string; seed: string; rulesVersion?: number }
  | { kind: 'load'; state: GameState }
  | { kind: 'resume' };

export interface GameSessionProps {
  start: SessionStart;
  /** Called when the statechart is back at name entry (quit, play again, unreadable resume). */
  onEnd: () => void;
}

// One inspector window for the whole visit, however many games are played.
let visitInspector: ReturnType<typeof devInspector> | null = null;
const sharedInspector = () => (visitInspector ??= devInspector());

function Phases({ onEnd }: { onEnd: () => void }) {
  const actor = GameActor.useActorRef();
  const atNameEntry = GameActor.useSelector((s) => s.hasTag('nameEntry'));

  useEffect(() => {
    if (atNameEntry) onEnd();
  }, [atNameEntry, onEnd]);
  // Closing or hiding the tab saves, so nothing is lost.
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

  return atNameEntry ? null : <GameScreen />;
}

/** The statechart for one game, started in play by its BEGIN or LOAD or the resumed game (or at name entry
 *  when a resume cannot be read). */
export default function GameSession({ start, onEnd }: GameSessionProps) {
  const audio = useAudio();
  // The statechart is made once, so its cue actions read the audio of the last committed render.
  const audioRef = useRef(audio);
  useEffect(() => {
    audioRef.current = audio;
  }, [audio]);
  const store = useMemo(() => createLocalSaveStore(safeLocalStorage()), []);
  // A new run (daily ones too) owns a fresh secret: only this browser or its saves can extend its entry.
  const started = useSessionStart(start, store);
  // Begin and load unlock audio on their click; a game resumed after a reload has none, and counts too.
  useAudioForGame(Boolean(started?.input.start ?? started?.input.resume));
  const [inspect] = useState(sharedInspector);
  const logic = useMemo(
    () =>
      // eslint-disable-next-line react-hooks/refs -- provide() only stores the actions; the actor runs them after render
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
  // A new run waits for its registration (at most a few seconds) before its first move.
  if (!started) return <PageFallback />;
  return (
    <GameActor.Provider logic={logic} options={{ input: started.input, inspect: inspect ?? undefined }}>
      {started.witness && <WitnessEdge record={started.witness} />}
      <Phases onEnd={onEnd} />
    </GameActor.Provider>
  );
}
