import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import type { GameState } from '../../../engine';
import type { SealedRunRecord } from '../../../storage/sealedRun';
import type { HeaderDialog } from '../../../app/gameTypes';
import { headerDialogOpen } from '../../../app/dialogQueries';
import { useAudio } from '../../../audio/AudioProvider';
import { GameActor } from '../session/GameActor';
import { LoadFailedBoundary } from '../../common/LoadFailed';
import { warmUpSoon } from '../../common/warmUp';

const loadSet = () => import('./HeaderDialogSet');
const HeaderDialogSet = lazy(() => loadSet().then((m) => ({ default: m.HeaderDialogSet })));

/** Help, controls, legend, tome, display, save, load and quit: the one the statechart's header region has open. */
export function HeaderDialogs({ state }: { state: GameState }) {
  const actor = GameActor.useActorRef();
  const dialog = GameActor.useSelector(headerDialogOpen);
  // Drawn from the first time one opens, and kept (a closing dialog plays out and hands focus back).
  const [wanted, setWanted] = useState(false);
  if (dialog !== null && !wanted) setWanted(true);
  // A failed fetch here is tried again when a dialog is opened (which says so if it fails then).
  useEffect(() => warmUpSoon(() => void loadSet().catch(() => undefined)), []);
  const audio = useAudio();
  const onClose = useCallback(() => actor.send({ type: 'CLOSE_DIALOG' }), [actor]);
  const onSwitch = useCallback((next: HeaderDialog) => actor.send({ type: 'OPEN_DIALOG', dialog: next }), [actor]);
  const onQuit = useCallback(() => actor.send({ type: 'QUIT' }), [actor]);
  const onLoaded = useCallback(
    (loaded: GameState) => {
      audio.unlock();
      actor.send({ type: 'LOAD', state: loaded });
    },
    [audio, actor],
  );
  const onTakeUp = useCallback(
    (run: SealedRunRecord) => {
      audio.unlock();
      actor.send({ type: 'SEALED', run, resumed: true });
    },
    [audio, actor],
  );
  if (!wanted) return null;
  return (
    <LoadFailedBoundary
      onClose={() => {
        // The failed set is not drawn again until a dialog is asked for (which then says so again).
        setWanted(false);
        onClose();
      }}
    >
      <Suspense fallback={null}>
        <HeaderDialogSet
          dialog={dialog}
          state={state}
          onClose={onClose}
          onLoaded={onLoaded}
          onTakeUp={onTakeUp}
          onQuit={onQuit}
          onSwitch={onSwitch}
        />
      </Suspense>
    </LoadFailedBoundary>
  );
}
