// One game from its start to the return to name entry: the statechart, its local-storage and audio
// edges, and the game screen. Loaded lazily: it carries the engine, XState and PixiJS. The run's
// registration, witness and inscriptions are the statechart's own actors (src/app/run/).
import { useEffect, useMemo, useRef, useState } from 'react';
import { gameMachine } from '../../../app/gameMachine';
import type { GameInput } from '../../../app/gameTypes';
import { devInspector } from '../../../app/inspector';
import type { GameState } from '../../../engine';
import { createLocalSaveStore, type SaveStore } from '../../../storage/localSave';
import { safeLocalStorage } from '../../../storage/saveKey';
import { clearSealedRun, loadSealedRun, type SealedRunRecord } from '../../../storage/sealedRun';
import { witnessRecordFor } from '../../../storage/witnessRecord';
import { useAudio } from '../../../audio/AudioProvider';
import { useAudioForGame } from '../../../audio/useAudioForGame';
import { GameActor } from './GameActor';
import GameScreen from '../GameScreen';
import { PageFallback } from '../../common/PageFallback';
import { useWitnessNotice } from './useWitnessNotice';
import { SealedKeyProvider } from './SealedKey';

/**
 * How a session begins: a new hero, a loaded save code, or the save kept in local storage. A new hero's
 * `seed` is the local one, played when the server cannot register the run (then it draws its own).
 */
export type SessionStart =
  | { kind: 'begin'; name: string; seed: string; rulesVersion?: number; daily?: string }
  | { kind: 'load'; state: GameState }
  /** A sealed run taken up from its resume code. */
  | { kind: 'sealed'; run: SealedRunRecord }
  | { kind: 'resume' };

export interface GameSessionProps {
  start: SessionStart;
  /** Called when the statechart is back at name entry (quit, play again, unreadable resume). */
  onEnd: () => void;
}

const witnessOf = (game: GameState | null) => (game ? witnessRecordFor(game) : null);

/**
 * The statechart's input for a session: a new run to register (the statechart registers it, offline it
 * begins unwitnessed), a loaded save code, or the resumed game (null when none could be read), with the
 * stored witness of a loaded or resumed run that has one.
 */
function inputOf(start: SessionStart, store: SaveStore): GameInput {
  if (start.kind === 'begin')
    return {
      newRun: { name: start.name, seed: start.seed, rulesVersion: start.rulesVersion, daily: start.daily },
    };
  if (start.kind === 'sealed') return { start: { type: 'SEALED', run: start.run, resumed: true } };
  if (start.kind === 'load') return { start: { type: 'LOAD', state: start.state }, witness: witnessOf(start.state) };
  // A sealed run kept in this browser is taken up where the server has it.
  const sealed = loadSealedRun();
  if (sealed) return { start: { type: 'SEALED', run: sealed, resumed: true } };
  const resume = store.load();
  return { resume, witness: witnessOf(resume) };
}

// One inspector window for the whole visit, however many games are played.
let visitInspector: ReturnType<typeof devInspector> | null = null;
const sharedInspector = () => (visitInspector ??= devInspector());

function Phases({ onEnd }: { onEnd: () => void }) {
  const actor = GameActor.useActorRef();
  const atNameEntry = GameActor.useSelector((s) => s.hasTag('nameEntry'));
  const registering = GameActor.useSelector((s) => s.hasTag('registering'));
  // Begin and load unlock audio on their click; a game resumed after a reload has none, and counts too.
  useAudioForGame(GameActor.useSelector((s) => s.context.game !== null));
  useWitnessNotice();

  useEffect(() => {
    if (atNameEntry) onEnd();
  }, [atNameEntry, onEnd]);
  // Closing or hiding the tab saves, and the witness sends what is pending, so nothing is lost.
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

  // A new run waits for its registration (at most a few seconds) before its first move.
  if (registering) return <PageFallback />;
  return atNameEntry ? null : (
    <SealedKeyProvider>
      <GameScreen />
    </SealedKeyProvider>
  );
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
  const [input] = useState(() => inputOf(start, store));
  const [inspect] = useState(sharedInspector);
  const logic = useMemo(
    () =>
      // eslint-disable-next-line react-hooks/refs -- provide() only stores the actions; the actor runs them after render
      gameMachine.provide({
        actions: {
          // A sealed run is kept by its dealer (src/app/sealed/dealerActor.ts): the engine's save holds open runs.
          // One run is kept at a time: an open run saved is the one a reload resumes.
          saveLocally: ({ context }) => {
            if (!context.game || context.sealed) return;
            store.save(context.game);
            clearSealedRun();
          },
          clearLocalSave: () => {
            store.clear();
            clearSealedRun();
          },
          playMoveCue: () => audioRef.current.play('move'),
          playAttackCue: () => audioRef.current.play('attack'),
        },
      }),
    [store],
  );
  return (
    <GameActor.Provider logic={logic} options={{ input, inspect: inspect ?? undefined }}>
      <Phases onEnd={onEnd} />
    </GameActor.Provider>
  );
}
