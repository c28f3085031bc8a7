import { describe, expect, it } from 'vitest';
import { narrationFor } from '../../../../src/ui/narration/narrationFor';
import { act, item, monster, onMap } from '../../../support/engine/helpers';
import type { GameState } from '../../../../src/engine';

const right = { type: 'move', direction: 'right' } as const;

/** The state after the engine applied one action, with its log and action list as the app keeps them. */
function after(state: GameState, action: Parameters<typeof act>[1], rolls: number[] = []): GameState {
  const next = act(state, action, rolls).state;
  return { ...next, actions: state.actions.concat([action]) };
}

describe('narration: what a move revealed', () => {
  it('names a monster that came into sight and where it stands', () => {
    const start = onMap(['#########', '#@.....M#', '#########'], [monster({ name: 'Goblin' })]);
    // The hero sees two cells each way: the Goblin comes into sight on the fourth step.
    const moved = after(after(after(start, right), right), right);
    const next = after(moved, right);
    expect(narrationFor(start, moved)).toEqual({ polite: [], assertive: [] });
    expect(narrationFor(moved, next)).toEqual({ polite: ['A Goblin in sight, 2 east.'], assertive: [] });
  });

  it('names treasure, the merchant and the exit as each comes into sight, and the pick-up', () => {
    const map = ['###', '#@#', '#.#', '#.#', '#.#', '#.#', '#$#', '#&#', '#E#', '###'];
    const down = { type: 'move', direction: 'down' } as const;
    const s3 = after(after(onMap(map, [item('silver_key')]), down), down);
    const s4 = after(s3, down);
    const s5 = after(s4, down);
    const s6 = after(s5, down);
    expect(narrationFor(s3, s4)).toEqual({ polite: ['Treasure in sight, 2 south.'], assertive: [] });
    expect(narrationFor(s4, s5)).toEqual({ polite: ['The merchant in sight, 2 south.'], assertive: [] });
    // The map draws the exit as floor until the hero has stood on it: the narration does not name it either.
    expect(narrationFor(s5, s6)).toEqual({ polite: ['You found Silver Key!'], assertive: [] });
    const found = (s: GameState): GameState => ({ ...s, dungeon: { ...s.dungeon, exitFound: true } });
    expect(narrationFor(found(s5), found(s6))).toEqual({
      polite: ['You found Silver Key!', 'The exit in sight, 2 south.'],
      assertive: [],
    });
  });

  it('says nothing again for what was already in sight', () => {
    const start = onMap(['#####', '#@.M#', '#####'], [monster({ name: 'Orc' })]);
    // A refused attack: an action that moves nothing and rolls no die (a rest may be broken by the Orc).
    const one = after(start, { type: 'attack' });
    const two = after(one, { type: 'attack' });
    expect(narrationFor(one, two).polite).not.toContain('An Orc in sight, 2 east.');
  });
});

describe('narration: the log', () => {
  it('speaks every new log line, refusals included', () => {
    const start = onMap(['####', '#@.#', '####']);
    const next = after(start, { type: 'attack' });
    expect(narrationFor(start, next)).toEqual({ polite: ['No enemy to attack!'], assertive: [] });
  });

  it('speaks the new lines once the engine log is full and drops old lines', () => {
    const base = onMap(['####', '#@.#', '####']);
    const full = { ...base, log: Array.from({ length: 100 }, (_, i) => `line ${i}`) };
    const next = after(full, { type: 'attack' });
    expect(next.log.length).toBe(100);
    expect(narrationFor(full, next).polite).toEqual(['No enemy to attack!']);
  });
});

describe('narration: danger is assertive', () => {
  const fight = (health: number) => {
    const start = onMap(['####', '#@M#', '####'], [monster({ name: 'Goblin', attack: 6 })]);
    return { ...start, player: { ...start.player, health, maxHealth: 30 } };
  };

  it('a hit that leaves health below a third interrupts with a warning', () => {
    const before = fight(12);
    const hurt: GameState = {
      ...before,
      player: { ...before.player, health: 7 },
      log: [...before.log, 'The Goblin hits you for 5 damage!'],
    };
    expect(narrationFor(before, hurt)).toEqual({
      polite: [],
      assertive: ['The Goblin hits you for 5 damage!', 'Danger: health 7 of 30.'],
    });
  });

  it('a hit that leaves health at a third or more stays polite', () => {
    const before = fight(15);
    const hurt: GameState = {
      ...before,
      player: { ...before.player, health: 10 },
      log: [...before.log, 'The Goblin hits you for 5 damage!'],
    };
    expect(narrationFor(before, hurt)).toEqual({ polite: ['The Goblin hits you for 5 damage!'], assertive: [] });
  });

  it('death is assertive', () => {
    const before = fight(3);
    const dead: GameState = {
      ...before,
      player: { ...before.player, health: 0 },
      log: [...before.log, 'The Goblin hits you for 5 damage!', 'You have been defeated!'],
    };
    expect(narrationFor(before, dead)).toEqual({
      polite: [],
      assertive: ['The Goblin hits you for 5 damage!', 'You have been defeated!', 'You have died.'],
    });
  });
});
