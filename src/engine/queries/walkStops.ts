// When a player's walk (auto-explore, travel) stops for a monster. Monsters never move and a fight
// starts only on a monster's cell, so what matters is how far a monster is by the way the hero walks,
// not by the eye: sight (radius 2) reaches through walls, and a Goblin seen across one may be 13 steps
// round. A monster already in sight when the walk began was the player's to weigh before pressing X;
// one that bars the way is walked up to and named (knownWay.ts), not walked into.
import type { GameState, Room } from '../types';
import { BLOCKED, breadthFirst } from './breadthFirst';
import { knownCells } from './knownCells';

/** Moves by the known way within which a monster coming into sight stops a walk. */
export const NEAR_STEPS = 3;

const inSight = (room: Room | null | undefined): boolean =>
  room?.type === 'monster' && room.visible && room.content !== undefined;

/**
 * True when a step brought a monster into sight (it was not in sight before the step) that stands
 * within NEAR_STEPS moves of the hero by the known way: over explored cells, monsters walked like floor
 * (how near it is, not whether the way is free). One standing on `except` (the cell a travel was sent
 * to: that fight is what the player asked for) does not count, nor anything across a change of level.
 */
export function monsterCameNear(
  before: GameState,
  after: GameState,
  except: { x: number; y: number } | null = null,
): boolean {
  if (before.dungeon.level !== after.dungeon.level) return false;
  const { width, height, rooms } = after.dungeon;
  let distance: Int32Array | null = null;
  for (const row of rooms) {
    for (const room of row) {
      if (room === null || !inSight(room) || inSight(before.dungeon.rooms[room.y]?.[room.x])) continue;
      if (except !== null && room.x === except.x && room.y === except.y) continue;
      // One search from the hero, only when a monster came into sight (most steps bring none). Its buffer is
      // shared and as long as the largest grid ever searched: copy this level's cells only.
      distance ??= breadthFirst(
        knownCells(after.dungeon, BLOCKED, 'none'),
        width,
        height,
        after.player.y * width + after.player.x,
      ).distance.slice(0, width * height);
      const steps = distance[room.y * width + room.x];
      if (steps > 0 && steps <= NEAR_STEPS) return true;
    }
  }
  return false;
}
