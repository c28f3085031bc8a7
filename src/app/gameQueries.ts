import {
  canDescend,
  currentRoom,
  isGameOver as engineGameOver,
  MOVE_BLOCKED,
  nearestRoom,
  refusalCode,
  type RefusalCode,
  type GameState,
  type Monster,
  type Room,
} from '../engine';

/** True while the player stands on the found exit and may descend: the portal prompt may open. */
export function onFoundExit(state: GameState): boolean {
  return canDescend(state);
}

/** True while the player stands on the merchant's cell out of a fight: the shop may open when asked. */
export function onMerchant(state: GameState): boolean {
  return !state.combat.active && currentRoom(state)?.type === 'merchant';
}

/** True while an enemy turn is running (the statechart sends monsterTurn 1.5 s after it starts). */
export function isMonsterTurn(state: GameState): boolean {
  return state.combat.active && state.combat.turn === 'monster' && !engineGameOver(state);
}

/** The run is over: health reached 0 and the engine said so. */
export function isGameOver(state: GameState): boolean {
  return engineGameOver(state);
}

/** A dialog or cue the statechart should open after one applied action. */
export type Notice = 'merchant' | 'portal' | 'stamina' | null;

// The refusals that open the Out of Stamina dialog, by the engine's codes: too tired to attack (only
// possible in combat) or to cast (in or out of combat; outside it the dialog's Rest Instead is the way out).
const TOO_TIRED: ReadonlySet<RefusalCode> = new Set<RefusalCode>(['tooTiredToAttack', 'tooTiredToCast']);

/** True when the engine refused a move into a wall or off the grid (it logs nothing for that). */
export function isBlockedMove(refusal: string | null): boolean {
  return refusalCode(refusal) === MOVE_BLOCKED;
}

/** True when the engine refused an action for lack of stamina. */
export function isStaminaRefusal(refusal: string | null): boolean {
  const code = refusalCode(refusal);
  return code !== null && TOO_TIRED.has(code);
}

/** Decide which dialog an applied player action leads to, from the states around it and the engine's refusal. */
export function noticeAfter(before: GameState, after: GameState, refusal: string | null): Notice {
  const moved = before.player.x !== after.player.x || before.player.y !== after.player.y;
  const room = currentRoom(after);
  if (moved && room?.type === 'merchant') return 'merchant';
  if (moved && onFoundExit(after)) return 'portal';
  if (isStaminaRefusal(refusal)) return 'stamina';
  return null;
}

/** A move that started a fight: the attack cue plays 200 ms later. */
export function movedIntoMonster(before: GameState, after: GameState): boolean {
  return !before.combat.active && after.combat.active && currentRoom(after)?.type === 'monster';
}

/** A move that changed the player's cell (the move cue plays). */
export function movedCell(before: GameState, after: GameState): boolean {
  return before.player.x !== after.player.x || before.player.y !== after.player.y;
}

// --- Auto-explore and travel: why a walk stops, asked of the engine's state before and after a step.

/** A step brought a monster into sight within NEAR_STEPS moves by the known way: the walk stops (the engine's rule). */
export { monsterCameNear } from '../engine';

// --- Monsters in sight: what the map draws bright with the monster's own symbol (src/map/mapGlyphs.ts;
// out of sight it draws the remembered symbol dimmed, the engine's lastSeen).

/** The monster the map shows in this room now (a monster room in sight), or null. */
export function seenMonster(room: Room | null | undefined): Monster | null {
  return room?.type === 'monster' && room.visible && room.content ? (room.content as Monster) : null;
}

/** A monster in sight, its room, and how far it stands from the hero in a straight line (cells across plus down). */
export interface SeenMonster {
  monster: Monster;
  room: Room;
  reach: number;
}

/** Every monster in sight now, nearest in a straight line first (ties keep the map's reading order). */
export function seenMonsters(state: GameState): SeenMonster[] {
  const { x: px, y: py } = state.player;
  const seen: SeenMonster[] = [];
  for (const row of state.dungeon.rooms) {
    for (const room of row) {
      const monster = seenMonster(room);
      if (monster && room) seen.push({ monster, room, reach: Math.abs(room.x - px) + Math.abs(room.y - py) });
    }
  }
  // Array.prototype.sort is stable: equal reaches stay in reading order.
  return seen.sort((a, b) => a.reach - b.reach);
}

/** The monster in sight the hero would reach first by the known way (the engine's nearestRoom, as travel
 *  walks), with the steps of that way; with no known way to any (seen across walls), the nearest in a
 *  straight line and `steps` null. Null when none is in sight. */
export function nearestSeenMonster(state: GameState): { monster: Monster; room: Room; steps: number | null } | null {
  const way = nearestRoom(state, (room) => seenMonster(room) !== null);
  const monster = way && seenMonster(way.room);
  if (way && monster) return { monster, room: way.room, steps: way.distance };
  const nearest = seenMonsters(state)[0];
  return nearest ? { monster: nearest.monster, room: nearest.room, steps: null } : null;
}

/** True when a step put an item in the pack (treasure picked up, a chest opened). */
export function pickedUp(before: GameState, after: GameState): boolean {
  if (after.inventory === before.inventory) return false;
  const held = new Set(before.inventory.map((item) => item.id));
  return after.inventory.some((item) => !held.has(item.id));
}

/** True when a step found this level's exit. */
export function exitJustFound(before: GameState, after: GameState): boolean {
  return !before.dungeon.exitFound && after.dungeon.exitFound && before.dungeon.level === after.dungeon.level;
}

/** True while health is below half of its maximum (a walk hands control back to the player). */
export function healthBelowHalf(state: GameState): boolean {
  return state.player.health * 2 < state.player.maxHealth;
}

/** True when part of the level is still unseen: with no explore step left, monsters block the way to it. */
export function unseenCellsLeft(state: GameState): boolean {
  return state.dungeon.rooms.some((row) => row.some((room) => room !== null && !room.explored));
}
