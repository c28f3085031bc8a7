// What happens on stepping into a room: fight, loot, locked chest, merchant or exit (rules reference, "Movement").
import { templateIdOf } from '../data';
import { CHEST_KEY } from '../dungeon/generateLevel';
import { copyDungeon, copyState } from '../rules/copy';
import { withLog } from '../rules/log';
import { MESSAGES } from '../rules/messages';
import { monsterLines } from '../rules/monsterLines';
import { gainItem, isPackFull, withoutIndex } from '../rules/inventory';
import { addOnce, currentRoom, emptiedRoom, replaceRoom } from '../rules/state';
import { effectiveStats } from '../rules/stats';
import type { Dice } from '../rng/dice';
import type { Combat, GameState, Item, Monster, Room } from '../types';

/** Resolves the room under the player after a move. */
export function enterRoom(state: GameState, dice: Dice): GameState {
  const room = currentRoom(state);
  if (room === null) return state;
  switch (room.type) {
    case 'monster':
      return room.content ? startCombat(state, room.content as Monster, dice) : state;
    case 'treasure':
      return room.content ? pickUpTreasure(state, room, room.content as Item) : state;
    case 'locked':
      return room.content ? openChest(state, room, room.content as Item) : state;
    case 'merchant':
      return withLog(state, MESSAGES.merchant);
    case 'exit':
      return withLog(withExitFound(state), MESSAGES.exitFound);
    case 'empty':
      return state;
  }
}

function withExitFound(state: GameState): GameState {
  const dungeon = copyDungeon(state.dungeon);
  dungeon.exitFound = true;
  const next = copyState(state);
  next.dungeon = dungeon;
  return next;
}

/** Initiative: player d20 + floor((DEX with gear - 10) / 2) against monster d20; ties to the player. */
export function startCombat(state: GameState, monster: Monster, dice: Dice): GameState {
  const dexterity = effectiveStats(state).dexterity;
  const playerRoll = dice.int(1, 20) + Math.floor((dexterity - 10) / 2);
  const monsterRoll = dice.int(1, 20);
  return beginFight(state, monster, playerRoll >= monsterRoll ? 'player' : 'monster');
}

/** The fight with `monster` begins, `first` to act: the monster is met (discovered) and the log says who acts. */
export function beginFight(state: GameState, monster: Monster, first: Combat['turn']): GameState {
  const fighting = copyState(state);
  fighting.combat = { active: true, turn: first, monster };
  fighting.discoveredMonsters = addOnce(state.discoveredMonsters, monster.name);
  const lines = monsterLines(state);
  return withLog(
    fighting,
    lines.encounter(monster.name),
    first === 'player' ? lines.playerInitiative(monster.name) : lines.monsterInitiative(monster.name),
  );
}

/** Treasure goes to the pack; with a full pack it stays in the room (nothing is lost). */
function pickUpTreasure(state: GameState, room: Room, item: Item): GameState {
  if (isPackFull(state)) return withLog(state, MESSAGES.packFullTreasure(item.name));
  const emptied = copyState(state);
  emptied.dungeon = replaceRoom(state.dungeon, emptiedRoom(room));
  const looted = gainItem(emptied, item);
  return withLog(looted, MESSAGES.foundTreasure(item.name));
}

/** A silver key opens the chest; the item takes the key's freed slot, so it always fits. */
function openChest(state: GameState, room: Room, item: Item): GameState {
  const keyIndex = state.inventory.findIndex((held) => templateIdOf(held.id).startsWith(room.requiresKey ?? CHEST_KEY));
  if (keyIndex === -1) return withLog(state, MESSAGES.lockedChestNoKey);
  const key = state.inventory[keyIndex];
  const unlocked = copyState(state);
  unlocked.inventory = withoutIndex(state.inventory, keyIndex);
  unlocked.dungeon = replaceRoom(state.dungeon, emptiedRoom(room));
  const opened = gainItem(unlocked, item);
  return withLog(opened, MESSAGES.openedChest(key.name, item.name));
}
