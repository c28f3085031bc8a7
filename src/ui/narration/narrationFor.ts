import { isGameOver, type GameState, type Item, type Monster, type Room } from '../../engine';
import { firstLineNumber } from '../game/hud/logLineNumbers';
import { whereFrom } from './where';
import { withArticle } from './withArticle';

/** What one change of the game says aloud: polite lines wait their turn, assertive ones interrupt. */
export interface Narration {
  polite: string[];
  assertive: string[];
}

/** The share of maximum health below which every hit is announced as danger. */
const LOW_HEALTH_SHARE = 1 / 3;

function isLow(state: GameState): boolean {
  return state.player.health > 0 && state.player.health < state.player.maxHealth * LOW_HEALTH_SHARE;
}

/** The log lines `after` added to `before` (the engine drops old lines from the front once full). */
export function newLogLines(before: GameState, after: GameState): string[] {
  if (after.log === before.log) return [];
  const dropped = firstLineNumber(before.log, 0, after.log);
  return after.log.slice(Math.max(before.log.length - dropped, 0));
}

/** The sentence for one room that came into sight, or null when a sighted player sees nothing new there
 *  (the exit looks like floor until the hero has stood on it). */
function sightLine(room: Room, hero: { x: number; y: number }, exitFound: boolean): string | null {
  const where = whereFrom(hero, room);
  if (room.type === 'monster' && room.content)
    return `${withArticle((room.content as Monster).name)} in sight, ${where}.`;
  if (room.type === 'treasure' && room.content) return `Treasure in sight, ${where}.`;
  if (room.type === 'locked' && room.content) return `A locked chest in sight, ${where}.`;
  if (room.type === 'merchant') return `The merchant in sight, ${where}.`;
  if (room.type === 'exit' && exitFound) return `The exit in sight, ${where}.`;
  return null;
}

/** What the step revealed: rooms in sight now that were not before (the whole view on a new level). */
function revealed(before: GameState, after: GameState): string[] {
  const sameLevel = before.dungeon.level === after.dungeon.level;
  const hero = after.player;
  const lines: string[] = [];
  for (const row of after.dungeon.rooms) {
    for (const room of row) {
      if (room === null || !room.visible) continue;
      // The hero's own cell is told by the log (an encounter, a find, the merchant's greeting).
      if (room.x === hero.x && room.y === hero.y) continue;
      const was = sameLevel ? before.dungeon.rooms[room.y]?.[room.x] : null;
      if (was?.visible && was.type === room.type && sameContent(was.content, room.content)) continue;
      const line = sightLine(room, hero, after.dungeon.exitFound);
      if (line) lines.push(line);
    }
  }
  return lines;
}

function sameContent(a: Monster | Item | undefined, b: Monster | Item | undefined): boolean {
  return (a?.id ?? null) === (b?.id ?? null);
}

/**
 * What a screen reader should say after the game went from `before` to `after`, in the order a
 * sighted player takes it in: the new log lines (combat, finds, level-ups, refusals), then what came
 * into sight. Health below a third after a hit, or death, makes the whole of it assertive, with a warning.
 * Everything is read from the engine's state and log, so no rule is re-derived here.
 */
export function narrationFor(before: GameState | null, after: GameState): Narration {
  // A new or loaded game: the welcome or the saved log is on screen already; say where the hero stands.
  if (before === null || before.seed !== after.seed || after.actions.length < before.actions.length) {
    return { polite: [...after.log.slice(-1), ...revealed(emptyView(after), after)], assertive: [] };
  }
  const lines = [...newLogLines(before, after), ...revealed(before, after)];
  const hurt = after.player.health < before.player.health;
  if (isGameOver(after) && !isGameOver(before)) return { polite: [], assertive: [...lines, 'You have died.'] };
  if (hurt && isLow(after)) {
    return { polite: [], assertive: [...lines, `Danger: health ${after.player.health} of ${after.player.maxHealth}.`] };
  }
  return { polite: lines, assertive: [] };
}

/** The same level with nothing in sight, so everything in view counts as revealed. */
function emptyView(state: GameState): GameState {
  return { ...state, dungeon: { ...state.dungeon, rooms: state.dungeon.rooms.map((row) => row.map(() => null)) } };
}
