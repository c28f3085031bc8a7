// Game fixtures shared by the unit, integration and e2e suites, built from the engine's own data
// tables (src/engine/data) and constructors, so a rebalanced monster or item changes the fixture
// with the game instead of leaving a copy with old figures behind.
import { itemTemplate, MONSTER_TEMPLATES } from '../../../src/engine/data';
import { createMonster } from '../../../src/engine/dungeon/spawn';
import { newGame } from '../../../src/engine/newGame';
import type { GameState, Item, Monster } from '../../../src/engine/types';

/** The monster `name` of the current table as it spawns on dungeon `level`, with `overrides` on top. */
export function monsterNamed(name: string, overrides: Partial<Monster> = {}, level = 1): Monster {
  const template = MONSTER_TEMPLATES.find((t) => t.name === name);
  if (!template) throw new Error(`no monster named ${name} in MONSTER_TEMPLATES`);
  return { ...createMonster(template, level, 'm-900', 0, 0), ...overrides };
}

/** The reference monster: a level-1 Goblin (20 health, 6 attack, 1 defense, 15 experience, 10 gold). */
export function goblin(overrides: Partial<Monster> = {}): Monster {
  return monsterNamed('Goblin', overrides);
}

/** A held copy of catalogue item `templateId`, with the instance id `${templateId}-${n}`. */
export function catalogueItem(templateId: string, n = 500): Item {
  const template = itemTemplate(templateId);
  if (!template) throw new Error(`no catalogue item ${templateId}`);
  return { ...template, id: `${template.id}-${n}` };
}

/** A new game of hero `name` on `seed` (the engine's newGame; the player as it starts). */
export function freshGame(name = 'Tester', seed = 'fixture'): GameState {
  return newGame(name, seed);
}

/** `state` with the hero in a fight against `monster` (a Goblin by default), on `turn`'s side. */
export function fighting(
  state: GameState,
  monster: Monster = goblin(),
  turn: 'player' | 'monster' = 'player',
): GameState {
  return { ...state, combat: { ...state.combat, active: true, turn, monster: { ...monster } } };
}
