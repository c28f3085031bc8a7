// Situations of a newcomer's first hour on floor 1, built in node with the real engine
// and loaded in the browser through a save code, as a player would paste one.
import { apply, type GameState, type Item, type Room } from '../../../src/engine';
import { monsterNamed } from './fixtures';
import { findSituation, heldItem, type Approach } from './situations';

/** The hero in a fight on floor 1 against `name` (its health set), on the hero's turn, figures patched. */
function fightOnFloorOne(name: string, health: number, player: Partial<GameState['player']>): GameState {
  const { state, step } = findSituation('monster', 'Newcomer', (a) => a);
  const fighting = apply(state, { type: 'move', direction: step });
  const met = fighting.combat.monster!;
  const foe = monsterNamed(name, { id: met.id, x: met.x, y: met.y });
  const rooms = fighting.dungeon.rooms.map((row) =>
    row.map((room): Room | null => (room && room.x === met.x && room.y === met.y ? { ...room, content: foe } : room)),
  );
  return {
    ...fighting,
    dungeon: { ...fighting.dungeon, rooms },
    discoveredMonsters: [...new Set([...fighting.discoveredMonsters, name])],
    player: { ...fighting.player, ...player },
    combat: { active: true, turn: 'player', monster: { ...foe, health } },
  };
}

/** The newcomer's fight: a Rat at 1 health, the hero at 88 health with 10 stamina (too tired to strike) and 50 mana. */
export function ratAtOneHealth(): GameState {
  return fightOnFloorOne('Rat', 1, { health: 88, stamina: 10, mana: 50 });
}

/** A hero at 1 health, 2 stamina (too tired even to cast), no potion, facing a Goblin at full health. */
export function lastHealth(): GameState {
  return fightOnFloorOne('Goblin', 20, { health: 1, stamina: 2 });
}

/** The 20 items of a floor-1 pack that filled before the first exit: potions, gems, gear, a scroll. */
export function floorOnePack(): Item[] {
  return [
    heldItem('health_potion'),
    heldItem('diamonds'),
    heldItem('health_potion'),
    heldItem('greater_health_potion'),
    heldItem('mana_potion'),
    heldItem('ruby'),
    heldItem('health_potion'),
    heldItem('iron_sword'),
    heldItem('leather_armor'),
    heldItem('ancient_coin'),
    heldItem('pearl'),
    heldItem('diamonds'),
    heldItem('worn_boots'),
    heldItem('cloth_gloves'),
    heldItem('copper_ring'),
    heldItem('scroll_magic_missile'),
    heldItem('golden_chalice'),
    heldItem('emerald'),
    heldItem('silver_key'),
    heldItem('mana_potion'),
  ];
}

/** A hero with that full pack one step from the floor-1 merchant. */
export function fullPackBesideMerchant(): Approach {
  const { state, step } = findSituation('merchant', 'Packrat', (a) => a);
  return { state: { ...state, inventory: floorOnePack() }, step };
}
