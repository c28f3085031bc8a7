// The ways out of exhaustion (too tired to attack or cast) with what each costs and does, from the
// rules' own previews, cheapest safe way first: the Out of Stamina dialog lists them in this order
// and puts focus on the first safe one (rules reference, "Rest, sacrifice, stat points").
import { castPreview } from '../actions/cast';
import { monsterDamage } from '../actions/monsterTurn';
import { restCost } from '../actions/rest';
import { sacrificePreview } from '../rules/sacrifice';
import { inCombat } from '../rules/state';
import { staminaGain } from '../rules/stamina';
import { effectiveStats } from '../rules/stats';
import type { Action, GameState, Item } from '../types';
import { rulesOf } from '../versions/profiles';

/**
 * One way out. `safe`: taking it, and the attack or cast it is taken for, cannot give the monster a
 * blow that ends the run (a spell that finishes the monster, or health left above its strongest blow).
 */
export type WayOut =
  | {
      kind: 'cast';
      action: Action;
      safe: boolean;
      spell: string;
      mana: number;
      stamina: number;
      damage: number;
      /** The damage defeats the monster: the fight ends with the cast. */
      finishes: boolean;
    }
  | {
      kind: 'potion';
      action: Action;
      safe: boolean;
      item: string;
      /** Health and mana it restores now (up to the maximum). */
      health: number;
      mana: number;
      /** The spell a mana potion makes castable, or null (a health potion). */
      enables: string | null;
    }
  | { kind: 'sacrifice'; action: Action; safe: boolean; cost: number; gain: number; healthAfter: number }
  | { kind: 'rest'; action: Action; safe: boolean; scoreCost: number }
  /** Outside combat each step regains stamina (rules from version 2): any move is the way. */
  | { kind: 'walk'; action: null; safe: boolean; gainPerStep: number };

/** The most damage the monster of the fight can deal with one blow now (0 outside combat). */
export function strongestBlow(state: GameState): number {
  const monster = inCombat(state) ? state.combat.monster : null;
  if (monster === null) return 0;
  return monsterDamage(monster.attack, 2, effectiveStats(state).constitution, state.player.shieldEffect ?? 0);
}

/**
 * Every way out, safe ones first; within each, by what it spends: outside combat a walk (nothing),
 * a rest (score), a sacrifice (health); in a fight the damaging spells (mana; those that finish the
 * monster first, cheapest first), the sacrifice (health, which a rest gives back), then potions
 * (an item, gone for good).
 */
export function waysOut(state: GameState): WayOut[] {
  const ways = inCombat(state) ? fightingWays(state) : restingWays(state);
  return [...ways.filter((way) => way.safe), ...ways.filter((way) => !way.safe)];
}

function restingWays(state: GameState): WayOut[] {
  const ways: WayOut[] = [];
  const gainPerStep = staminaGain(state.player, rulesOf(state).stepStaminaPercent);
  if (gainPerStep > 0) ways.push({ kind: 'walk', action: null, safe: true, gainPerStep });
  ways.push({ kind: 'rest', action: { type: 'rest' }, safe: true, scoreCost: restCost(state) });
  const sacrifice = sacrificeWay(state, 0);
  if (sacrifice) ways.push(sacrifice);
  return ways;
}

function fightingWays(state: GameState): WayOut[] {
  const blow = strongestBlow(state);
  const ways = castWays(state, blow);
  const sacrifice = sacrificeWay(state, blow);
  if (sacrifice) ways.push(sacrifice);
  const healthPotion = healthPotionWay(state, blow);
  if (healthPotion) ways.push(healthPotion);
  const manaPotion = manaPotionWay(state, blow);
  if (manaPotion) ways.push(manaPotion);
  return ways;
}

/** Damaging spells the hero can cast now: those that finish the monster first, each group cheapest first. */
function castWays(state: GameState, blow: number): WayOut[] {
  return state.player.learnedSpells
    .map((name) => castPreview(state, name))
    .filter((cast) => cast.refusal === null && cast.damage > 0)
    .sort((a, b) => Number(b.finishes) - Number(a.finishes) || a.manaCost - b.manaCost)
    .map((cast) => ({
      kind: 'cast',
      action: { type: 'cast', spell: cast.spell },
      safe: cast.finishes || state.player.health > blow,
      spell: cast.spell,
      mana: cast.manaCost,
      stamina: cast.staminaCost,
      damage: cast.damage,
      finishes: cast.finishes,
    }));
}

/** The sacrifice, when the rules allow it; in a fight it is safe when the health left outlasts a blow. */
function sacrificeWay(state: Pick<GameState, 'player' | 'equipment'>, blow: number): WayOut | null {
  const { cost, gain, allowed } = sacrificePreview(state);
  if (!allowed) return null;
  const healthAfter = state.player.health - cost;
  const action: Action = { type: 'sacrificeForStamina' };
  return { kind: 'sacrifice', action, safe: healthAfter > blow, cost, gain, healthAfter };
}

/** The first potion H or M would drink (the same rule: the first in the pack with that effect). */
function firstPotion(state: GameState, effect: 'health' | 'mana'): Item | undefined {
  return state.inventory.find((item) => item.type === 'potion' && (item.effect?.[effect] ?? 0) > 0);
}

function restored(state: GameState, potion: Item): { health: number; mana: number } {
  const { player } = state;
  return {
    health: Math.min(potion.effect?.health ?? 0, player.maxHealth - player.health),
    mana: Math.min(potion.effect?.mana ?? 0, player.maxMana - player.mana),
  };
}

/** A health potion (a quick action: no blow follows); safe when the sacrifice after it would be. */
function healthPotionWay(state: GameState, blow: number): WayOut | null {
  const potion = firstPotion(state, 'health');
  if (potion === undefined) return null;
  const gained = restored(state, potion);
  if (gained.health <= 0) return null;
  const player = {
    ...state.player,
    health: state.player.health + gained.health,
    mana: state.player.mana + gained.mana,
  };
  const after = sacrificeWay({ player, equipment: state.equipment }, blow);
  return {
    kind: 'potion',
    action: { type: 'useHealthPotion' },
    safe: after?.safe ?? false,
    item: potion.name,
    ...gained,
    enables: null,
  };
}

/** A mana potion, when its mana lets a damaging spell be cast; as safe as that cast would be. */
function manaPotionWay(state: GameState, blow: number): WayOut | null {
  const potion = firstPotion(state, 'mana');
  if (potion === undefined) return null;
  const gained = restored(state, potion);
  if (gained.mana <= 0) return null;
  const refreshed = { ...state, player: { ...state.player, mana: state.player.mana + gained.mana } };
  const now = new Set(castWays(state, blow).map((way) => (way.kind === 'cast' ? way.spell : '')));
  const enabled = castWays(refreshed, blow).find((way) => way.kind === 'cast' && !now.has(way.spell));
  if (enabled === undefined || enabled.kind !== 'cast') return null;
  return {
    kind: 'potion',
    action: { type: 'useManaPotion' },
    safe: enabled.safe,
    item: potion.name,
    ...gained,
    enables: enabled.spell,
  };
}
