// Reader for the player of an untrusted save, in the current shape (old saves are brought to it first by
// ../migrations.ts).
import type { Player } from '../../types';
import { SPELL_NAMES } from './entities';
import { int, list, obj, oneOf, str } from './primitives';

const nonNegative = (value: unknown, where: string) => int(value, where, 0);

/** The player, numbers checked and health, mana and stamina clamped to their maximum. */
export function readPlayer(value: unknown): Player {
  const raw = obj(value, 'player');
  const constitution = nonNegative(raw.constitution, 'player.constitution');
  const maxHealth = int(raw.maxHealth, 'player.maxHealth', 1);
  const maxMana = nonNegative(raw.maxMana, 'player.maxMana');
  const maxStamina = nonNegative(raw.maxStamina, 'player.maxStamina');
  const learned = list(raw.learnedSpells, 'player.learnedSpells', (s, w) => oneOf(s, SPELL_NAMES, w), 6);
  const player: Player = {
    name: str(raw.name, 'player.name', 100),
    level: int(raw.level, 'player.level', 1),
    health: Math.min(maxHealth, nonNegative(raw.health, 'player.health')),
    maxHealth,
    mana: Math.min(maxMana, nonNegative(raw.mana, 'player.mana')),
    maxMana,
    stamina: Math.min(maxStamina, nonNegative(raw.stamina, 'player.stamina')),
    maxStamina,
    strength: nonNegative(raw.strength, 'player.strength'),
    intelligence: nonNegative(raw.intelligence, 'player.intelligence'),
    dexterity: nonNegative(raw.dexterity, 'player.dexterity'),
    constitution,
    experience: nonNegative(raw.experience, 'player.experience'),
    experienceToNext: int(raw.experienceToNext, 'player.experienceToNext', 1),
    gold: nonNegative(raw.gold, 'player.gold'),
    x: int(raw.x, 'player.x', 0),
    y: int(raw.y, 'player.y', 0),
    day: int(raw.day, 'player.day', 1),
    learnedSpells: [...new Set(learned)],
  };
  if (raw.shieldEffect !== undefined) player.shieldEffect = nonNegative(raw.shieldEffect, 'player.shieldEffect');
  // Optional fields are absent, never 0 (the engine removes a count that reaches 0).
  const pending = raw.pendingStatPoint === undefined ? 0 : nonNegative(raw.pendingStatPoint, 'player.pendingStatPoint');
  if (pending > 0) player.pendingStatPoint = pending;
  return player;
}
