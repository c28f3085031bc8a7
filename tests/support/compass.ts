// What the screen should say of a place, worked out in node apart from the game's own wording
// (src/ui/narration/where.ts), so a test of that wording can fail.

/** "2 east", "1 north, 2 west": where `to` lies from `from`, as the game says it (north or south first). */
export function compassFrom(from: { x: number; y: number }, to: { x: number; y: number }): string {
  const parts: string[] = [];
  if (to.y !== from.y) parts.push(`${Math.abs(to.y - from.y)} ${to.y < from.y ? 'north' : 'south'}`);
  if (to.x !== from.x) parts.push(`${Math.abs(to.x - from.x)} ${to.x < from.x ? 'west' : 'east'}`);
  return parts.join(', ');
}
