/** How a log line is coloured (SPEC 2: player actions green, enemy actions red, loot amber). */
export type LogKind = 'player' | 'enemy' | 'loot' | 'plain';

// The engine starts enemy lines with 'The ' and player lines with 'You '.
const ENEMY = /^The\b|^You have been defeated|^You encounter/;
const LOOT = /\bgold\b|\byou found\b|\bsold\b|locked chest with/i;
const PLAYER = /^You\b|^Your\b/;

/** Classify one log line by its keywords. */
export function logKind(line: string): LogKind {
  if (ENEMY.test(line)) return 'enemy';
  if (LOOT.test(line)) return 'loot';
  if (PLAYER.test(line)) return 'player';
  return 'plain';
}
