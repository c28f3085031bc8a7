// What a sealed run's player reads when its server cannot deal: play pauses and says why (src/app/sealed/).
import { GameActor } from '../session/GameActor';

/** Shown while a sealed run's server cannot be reached. */
export const CONNECTION_LOST =
  'Connection lost. The run waits for the server and goes on when it answers: nothing played is lost.';

/** Shown when the server refused a sealed run's actions: the run cannot go on from this page. */
export const dealingRefused = (reason: string) => `The server stopped dealing this run (${reason}).`;

/** One line above the controls while a sealed run cannot be played; nothing otherwise. */
export function SealedNotice() {
  const lost = GameActor.useSelector((s) => s.context.sealed?.lost === true);
  const refused = GameActor.useSelector((s) => s.context.sealed?.refused ?? null);
  const text = refused !== null ? dealingRefused(refused) : lost ? CONNECTION_LOST : null;
  return (
    <p className="sealed-notice" role="status" hidden={text === null}>
      {text}
    </p>
  );
}
