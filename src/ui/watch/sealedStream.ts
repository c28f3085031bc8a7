// A sealed run's live stream as the watch page takes it (docs/OPERATIONS.md, "Sealed runs"): `sealed`
// brings the run and its whole view, each `view` the changes from the view before it. The page keeps
// one view and draws only views the changes were made for: changes whose base is not the kept view's
// count (a gap) are never applied, and the page connects again for a whole view.
import { applyViewChanges, type GameView } from '../../engine';
import {
  RunStreamViewSchema,
  SealedStreamStartSchema,
  type RunStreamView,
  type SealedStreamStart,
} from '../../shared/api';
import { parseEvent } from './parseEvent';

/** What a `view` event makes of the kept view. */
export type ViewTake =
  /** The next view, to keep and draw, and the batch's figures. */
  | { kind: 'view'; view: GameView; batch: RunStreamView }
  /** The changes were made for another view (or none is kept yet): nothing to draw until a whole view. */
  | { kind: 'gap' }
  /** The event is not one this page can read. */
  | { kind: 'unreadable' };

// The wire checks a view only for being an object; what mirrorOf and the map read must be there.
function drawable(view: GameView): boolean {
  const { dungeon } = view as Partial<GameView>;
  return (
    Number.isInteger(view.actionCount) &&
    typeof view.player === 'object' &&
    view.player !== null &&
    Array.isArray(view.log) &&
    typeof dungeon === 'object' &&
    dungeon !== null &&
    Array.isArray(dungeon.rooms) &&
    dungeon.rooms.length === dungeon.height &&
    dungeon.rooms.every((row) => Array.isArray(row) && row.length === dungeon.width)
  );
}

/** A `sealed` event's run and whole view, or null when it is not one this page can draw. */
export function readSealedStart(data: string): SealedStreamStart | null {
  const start = parseEvent(SealedStreamStartSchema, data);
  if (!start || !drawable(start.view) || start.view.actionCount !== start.witnessed) return null;
  return start;
}

/** What a `view` event makes of `kept`, the view drawn now (null before a whole view has come). */
export function takeViewEvent(kept: GameView | null, data: string): ViewTake {
  const batch = parseEvent(RunStreamViewSchema, data);
  if (!batch) return { kind: 'unreadable' };
  if (kept === null || batch.from !== kept.actionCount) return { kind: 'gap' };
  let view: GameView | null;
  try {
    view = applyViewChanges(kept, batch.changes);
  } catch {
    return { kind: 'unreadable' };
  }
  if (view === null) return { kind: 'gap' };
  return drawable(view) ? { kind: 'view', view, batch } : { kind: 'unreadable' };
}
