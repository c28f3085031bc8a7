// What changed between two views of one run, so a spectator's stream can send the changes instead of a whole
// view after each action (rules reference, "Views of a sealed run"), and the view they make again.
import type { GameView, ViewCell, ViewDungeon } from './types';

/** The fields of a view sent whole when they change (the log and the floor have their own, smaller forms). */
type WholeFields = Omit<GameView, 'dungeon' | 'log'>;

/** One cell that changed, where it is and what it is now. */
export interface CellChange {
  x: number;
  y: number;
  cell: ViewCell;
}

/** The changes that make one view of a run into a later one: `applyViewChanges(before, changes)` gives it. */
export interface ViewChanges {
  /** The action count of the view they apply to. */
  base: number;
  /** The other fields that changed, whole. */
  fields: Partial<WholeFields>;
  /** The log's new lines, and its length after them (the state keeps its last lines only). */
  log?: { added: string[]; length: number };
  /** A new floor, whole. */
  dungeon?: ViewDungeon;
  /** On the same floor: the cells that changed, in reading order. */
  cells?: CellChange[];
  exitFound?: boolean;
}

const same = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b);

// Cells are rebuilt by every viewOf call, so they are compared by their fields; a monster's by its JSON.
function sameCell(a: ViewCell, b: ViewCell): boolean {
  if (a === null || b === null) return a === b;
  if (a.type !== b.type || a.explored !== b.explored || a.visible !== b.visible) return false;
  if (a.type === 'unknown' || b.type === 'unknown') return true;
  return a.requiresKey === b.requiresKey && same(a.content, b.content);
}

// The fewest last lines of `after` that, appended to `before` and cut to after's length, give `after`.
function addedLines(before: readonly string[], after: readonly string[]): string[] {
  for (let k = 0; k < after.length; k++) {
    const kept = after.length - k;
    const offset = before.length - kept;
    if (offset < 0) continue;
    let match = true;
    for (let i = 0; i < kept && match; i++) match = before[offset + i] === after[i];
    if (match) return after.slice(kept);
  }
  return after.slice();
}

function floorChanges(before: ViewDungeon, after: ViewDungeon): Pick<ViewChanges, 'dungeon' | 'cells' | 'exitFound'> {
  if (before.level !== after.level || before.width !== after.width || before.height !== after.height) {
    return { dungeon: after };
  }
  const cells: CellChange[] = [];
  for (let y = 0; y < after.height; y++) {
    for (let x = 0; x < after.width; x++) {
      const cell = after.rooms[y][x];
      if (!sameCell(before.rooms[y][x], cell)) cells.push({ x, y, cell });
    }
  }
  return {
    ...(cells.length > 0 ? { cells } : {}),
    ...(before.exitFound !== after.exitFound ? { exitFound: after.exitFound } : {}),
  };
}

/** What changed from `before` to `after`, two views of one run, `after` the later. */
export function viewChanges(before: GameView, after: GameView): ViewChanges {
  const fields: Partial<WholeFields> = {};
  for (const key of Object.keys(after) as (keyof GameView)[]) {
    if (key === 'dungeon' || key === 'log') continue;
    if (!same(before[key], after[key])) Object.assign(fields, { [key]: after[key] });
  }
  const changes: ViewChanges = { base: before.actionCount, fields, ...floorChanges(before.dungeon, after.dungeon) };
  if (!same(before.log, after.log))
    changes.log = { added: addedLines(before.log, after.log), length: after.log.length };
  return changes;
}

/** The later view `changes` were made for, from the view they apply to; null for any other view (ask for a whole one). */
export function applyViewChanges(before: GameView, changes: ViewChanges): GameView | null {
  if (changes.base !== before.actionCount) return null;
  let dungeon = changes.dungeon ?? before.dungeon;
  if (changes.cells || changes.exitFound !== undefined) {
    const rooms = before.dungeon.rooms.map((row) => row.slice());
    for (const { x, y, cell } of changes.cells ?? []) rooms[y][x] = cell;
    dungeon = { ...before.dungeon, rooms, exitFound: changes.exitFound ?? before.dungeon.exitFound };
  }
  const lines = changes.log ? before.log.concat(changes.log.added) : before.log;
  const log = changes.log ? lines.slice(lines.length - changes.log.length) : before.log;
  return { ...before, ...changes.fields, dungeon, log };
}
