// What the screen should say, worked out by the engine in node: the texts the enemy box prints, for browser
// tests to compare with what a person reads.
import type { Threat } from '../../../src/engine';

/** "2 south, 1 east": where `to` lies from `from`, as the game says it. */
export function where(from: { x: number; y: number }, to: { x: number; y: number }): string {
  const parts: string[] = [];
  if (to.y !== from.y) parts.push(`${Math.abs(to.y - from.y)} ${to.y < from.y ? 'north' : 'south'}`);
  if (to.x !== from.x) parts.push(`${Math.abs(to.x - from.x)} ${to.x < from.x ? 'west' : 'east'}`);
  return parts.join(', ');
}

/** "dangerous — about 6 turns, ~1,074 damage". */
export function threatLine(judged: Threat): string {
  const turns = Math.max(1, Math.round(judged.exchanges));
  const damage = Math.round(judged.damageTaken).toLocaleString('en-US');
  return `${judged.word} — about ${turns.toLocaleString('en-US')} ${turns === 1 ? 'turn' : 'turns'}, ~${damage} damage`;
}
