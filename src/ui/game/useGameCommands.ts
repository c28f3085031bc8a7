import { useMemo } from 'react';
import type { Direction, EquipmentSlot, Item } from '../../engine';
import type { GameEvent } from '../../app/gameTypes';
import { KEY_MARK } from '../input/keyboard/useGameKeys';

/** Button and panel handlers, each one statechart event. */
export type GameCommands = ReturnType<typeof useGameCommands>;

export function useGameCommands(send: (event: GameEvent) => void) {
  return useMemo(
    () => ({
      move: (direction: Direction) => {
        performance.mark(KEY_MARK);
        send({ type: 'ACT', action: { type: 'move', direction } });
      },
      attack: () => send({ type: 'ACT', action: { type: 'attack' } }),
      rest: () => send({ type: 'ACT', action: { type: 'rest' } }),
      exit: () => send({ type: 'EXIT_PRESSED' }),
      cast: (spell: string) => send({ type: 'ACT', action: { type: 'cast', spell } }),
      unequip: (slot: EquipmentSlot) => send({ type: 'ACT', action: { type: 'unequip', slot } }),
      item: (item: Item, equip: boolean) =>
        send({
          type: 'ACT',
          action: equip ? { type: 'equip', itemId: item.id } : { type: 'useItem', itemId: item.id },
        }),
      quick: (kind: 'health' | 'mana') =>
        send({ type: 'ACT', action: { type: kind === 'health' ? 'useHealthPotion' : 'useManaPotion' } }),
      drop: (item: Item) => send({ type: 'ACT', action: { type: 'drop', itemId: item.id } }),
      explore: () => send({ type: 'EXPLORE' }),
      // The rest offer's REST FIRST: a rest, then the walk on with full health.
      restFirst: () => {
        send({ type: 'ACT', action: { type: 'rest' } });
        send({ type: 'EXPLORE' });
      },
      travel: (x: number, y: number) => send({ type: 'TRAVEL', x, y }),
      stopWalk: () => send({ type: 'STOP_WALK' }),
    }),
    [send],
  );
}
