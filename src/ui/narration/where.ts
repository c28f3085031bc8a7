/** Where a cell lies from the hero, in words a listener can act on: "2 east", "1 north, 3 west", "here". */
export function whereFrom(from: { x: number; y: number }, to: { x: number; y: number }): string {
  const dx = to.x - from.x;
  const dy = to.y - from.y;
  const parts: string[] = [];
  // North first, as a compass reads; y grows downwards on the map.
  if (dy !== 0) parts.push(`${Math.abs(dy)} ${dy < 0 ? 'north' : 'south'}`);
  if (dx !== 0) parts.push(`${Math.abs(dx)} ${dx < 0 ? 'west' : 'east'}`);
  return parts.length === 0 ? 'here' : parts.join(', ');
}
