import type { GameState, Item, Monster, Room } from '../../engine';

/** The questions a player can ask with a key instead of scanning the screen. */
export type Question = 'around' | 'status';

// Clockwise from north, as a compass is read; y grows downwards on the map.
const STEPS: readonly [string, number, number][] = [
  ['North', 0, -1],
  ['East', 1, 0],
  ['South', 0, 1],
  ['West', -1, 0],
];

/** What the map shows on one neighbouring cell, in a word or two (walls are null in the dungeon's rooms). */
function cellWords(room: Room | null | undefined): string {
  if (!room) return 'wall';
  if (room.type === 'monster' && room.content) return `a ${(room.content as Monster).name}`;
  if (room.type === 'treasure' && room.content) return `treasure, ${(room.content as Item).name}`;
  if (room.type === 'locked' && room.content) return 'a locked chest';
  if (room.type === 'merchant') return 'the merchant';
  if (room.type === 'exit') return 'the exit';
  return 'open';
}

/** The answer to a question, in short sentences for the polite live region. */
export function answerFor(question: Question, state: GameState): string {
  const { player } = state;
  if (question === 'status') {
    return `Health ${player.health} of ${player.maxHealth}. Mana ${player.mana} of ${player.maxMana}. Stamina ${player.stamina} of ${player.maxStamina}. Score ${state.score}.`;
  }
  return STEPS.map(([name, dx, dy]) => `${name}: ${cellWords(state.dungeon.rooms[player.y + dy]?.[player.x + dx])}.`).join(' ');
}
