// What a sealed run's player reads when its server cannot deal: play pauses and says why (src/app/sealed/).
import { GameActor } from '../session/GameActor';

/** Shown while a sealed run's server cannot be reached. */
export const CONNECTION_LOST =
  'Connection lost. The run waits for the server and goes on when it answers: nothing played is lost.';

/** Shown when the server refused a sealed run's actions: the run cannot go on from this page. */
export const dealingRefused = (reason: string) => `The server stopped dealing this run (${reason}).`;

/** Why a sealed run cannot be played now, or null while it can (and for an open run). */
export function useSealedPause(): string | null {
  const lost = GameActor.useSelector((s) => s.context.sealed?.lost === true);
  const refused = GameActor.useSelector((s) => s.context.sealed?.refused ?? null);
  return refused !== null ? dealingRefused(refused) : lost ? CONNECTION_LOST : null;
}

/**
 * One line over the controls while a sealed run cannot be played (they do nothing until the server
 * answers), so the log's newest lines stay in view; nothing otherwise.
 */
export function SealedNotice({ text }: { text: string | null }) {
  return (
    <p className="sealed-notice" role="status" hidden={text === null}>
      {text}
    </p>
  );
}
