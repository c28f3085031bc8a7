// Reader for the player of an untrusted save, with the upgrades of old saves (rules reference, "Save codes").
import { STARTING_SPELLS } from '../../newGame';
import type { Player } from '../../types';
import { SPELL_NAMES } from './entities';
import { int, list, obj, oneOf, optional, str } from './primitives';

const nonNegative = (value: unknown, where: string) => int(value, where, 0);

/** The player, numbers checked and clamped into range; `conBonus` is constitution from gear. */
export function readPlayer(value: unknown, conBonus: number): Player {
  const raw = obj(value, 'player');
  const constitution = nonNegative(raw.constitution, 'player.constitution');
  const maxHealth = int(raw.maxHealth, 'player.maxHealth', 1);
  const maxMana = nonNegative(raw.maxMana, 'player.maxMana');
  // Old saves had no stamina: it is constitution x 5; the maximum includes gear.
  const maxStamina = optional(
    raw.maxStamina,
    (v) => nonNegative(v, 'player.maxStamina'),
    Math.max(0, (constitution + conBonus) * 5),
  );
  const stamina = optional(raw.stamina, (v) => nonNegative(v, 'player.stamina'), constitution * 5);
  const learned = optional(
    raw.learnedSpells,
    (v) => list(v, 'player.learnedSpells', (s, w) => oneOf(s, SPELL_NAMES, w), 6),
    // An old save that recorded no spells: the hero knows the starting ones.
    [...STARTING_SPELLS],
  );
  const player: Player = {
    name: str(raw.name, 'player.name', 100),
    level: int(raw.level, 'player.level', 1),
    health: Math.min(maxHealth, nonNegative(raw.health, 'player.health')),
    maxHealth,
    mana: Math.min(maxMana, nonNegative(raw.mana, 'player.mana')),
    maxMana,
    stamina: Math.min(maxStamina, stamina),
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
  const pending = readPendingPoints(raw.pendingStatPoint);
  if (pending > 0) player.pendingStatPoint = pending;
  return player;
}

/** Pending stat points: a count, or `true` from saves made when one point was a flag (upgraded to 1). */
function readPendingPoints(value: unknown): number {
  if (value === undefined || value === false) return 0;
  if (value === true) return 1;
  return nonNegative(value, 'player.pendingStatPoint');
}
