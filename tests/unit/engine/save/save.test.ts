import { describe, expect, it } from 'vitest';
import { apply, RULES_VERSION } from '../../../../src/engine/apply';
import { newGame } from '../../../../src/engine/newGame';
import { sameRun } from '../../../../src/engine/replay/sameRun';
import {
  decodeActions,
  decodeLocalSave,
  decodeSaveCode,
  encodeActions,
  encodeLocalSave,
  encodeSaveCode,
  saveFileName,
} from '../../../../src/engine/save';
import { utf8ToBase64 } from '../../../../src/engine/save/base64';
import { decompressText } from '../../../../src/engine/save/compressedCode';
import type { Action, GameState } from '../../../../src/engine/types';

const DIRECTIONS = ['up', 'down', 'left', 'right'] as const;

/** A run of `count` pseudo-random actions (a local LCG, so the test needs no engine RNG). */
function playedState(name: string, seed: string, count: number): GameState {
  let state = newGame(name, seed);
  let k = 7;
  for (let i = 0; i < count; i++) {
    k = (k * 1103515245 + 12345) % 2147483648;
    const r = k % 12;
    const action: Action =
      r < 6
        ? { type: 'move', direction: DIRECTIONS[r % 4] }
        : r < 8
          ? { type: 'attack' }
          : r < 10
            ? { type: 'monsterTurn' }
            : r < 11
              ? { type: 'rest' }
              : { type: 'cast', spell: 'fireball' };
    state = apply(state, action);
  }
  return state;
}

const codeOf = (data: unknown) => utf8ToBase64(JSON.stringify(data));
const dataOf = (code: string) => JSON.parse(decompressText(code));
/** A save's JSON as parsed: the cases below break its shape on purpose, which no precise type allows. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the one loose type these cases share
type Loose = any;
const errorOf = (code: string) => {
  const result = decodeSaveCode(code);
  return result.ok ? null : result.error;
};

describe('encodeSaveCode ("Save failed: ..." errors)', () => {
  const state = newGame('Ada', 'seed-a');
  it.each([
    [null, 'Save failed: Game state is null or undefined'],
    [undefined, 'Save failed: Game state is null or undefined'],
    [{ ...state, player: undefined }, 'Save failed: Player data is missing'],
    [{ ...state, dungeon: null }, 'Save failed: Dungeon data is missing'],
    [{ ...state, score: Number.NaN }, 'Save failed: Game state contains non-serializable data'],
    [{ ...state, theme: () => 'dark' }, 'Save failed: Game state contains non-serializable data'],
    [{ ...state, extra: 10n }, 'Save failed: Game state contains non-serializable data'],
  ])('refuses %#', (bad, message) => {
    expect(() => encodeSaveCode(bad as unknown as GameState, 1)).toThrow(new Error(message));
  });

  it('refuses a cyclic state', () => {
    const cyclic = { ...state, log: [...state.log] } as GameState & { self?: unknown };
    cyclic.self = cyclic;
    expect(() => encodeSaveCode(cyclic, 1)).toThrow('Save failed: Game state contains non-serializable data');
  });

  it('writes version 1.0, the timestamp, the last 10 log lines, no action array and a compact run', () => {
    const played = playedState('Ada', 'seed-a', 300);
    const data = dataOf(encodeSaveCode(played, 1700000000000));
    expect(data.version).toBe('1.0');
    expect(data.timestamp).toBe(1700000000000);
    expect(data.gameState.log).toEqual(played.log.slice(-10));
    expect(data.gameState.actions).toBeUndefined();
    expect(data.run).toMatchObject({ rulesVersion: RULES_VERSION, seed: 'seed-a', name: 'Ada' });
    expect(typeof data.run.actions).toBe('string');
    expect(decodeActions(data.run.actions, 1e6)).toEqual(played.actions);
  });
});

describe('decodeSaveCode (load messages)', () => {
  const good = dataOf(encodeSaveCode(playedState('Ada', 'seed-a', 50), 1));

  it.each(['', '   ', '\n\t'])('says Empty save code for %j', (code) => {
    expect(errorOf(code)).toBe('Empty save code');
  });

  it.each(['%%%not base64', 'aGVsbG8=', codeOf([1, 2]), codeOf('text'), codeOf(null), '////'])(
    'says Invalid save code for %j',
    (code) => {
      expect(errorOf(code)).toBe('Invalid save code');
    },
  );

  it.each(['1', '2.0', 1, undefined, '1.0 '])('says Incompatible save version for version %j', (version) => {
    expect(errorOf(codeOf({ ...good, version }))).toBe('Incompatible save version');
  });

  it('says No game state found in save data', () => {
    expect(errorOf(codeOf({ ...good, gameState: undefined }))).toBe('No game state found in save data');
    expect(errorOf(codeOf({ ...good, gameState: 'x' }))).toBe('No game state found in save data');
  });

  it('says Save data is missing dungeon rooms', () => {
    expect(errorOf(codeOf({ ...good, gameState: { ...good.gameState, dungeon: undefined } }))).toBe(
      'Save data is missing dungeon rooms',
    );
    const noRooms = { ...good.gameState, dungeon: { ...good.gameState.dungeon, rooms: undefined } };
    expect(errorOf(codeOf({ ...good, gameState: noRooms }))).toBe('Save data is missing dungeon rooms');
  });

  it.each([
    [
      'a grid of the wrong height',
      (g: Loose) => {
        g.dungeon.rooms.pop();
      },
    ],
    [
      'a row of the wrong width',
      (g: Loose) => {
        g.dungeon.rooms[3].pop();
      },
    ],
    [
      'a cell that is not an object',
      (g: Loose) => {
        g.dungeon.rooms[1][1] = 5;
      },
    ],
    [
      'a cell with a wrong position',
      (g: Loose) => {
        g.dungeon.rooms[1][1].x = 7;
      },
    ],
    [
      'an unknown room type',
      (g: Loose) => {
        g.dungeon.rooms[1][1].type = 'lava';
      },
    ],
    [
      'a player on a wall',
      (g: Loose) => {
        g.player.x = 0;
        g.player.y = 0;
      },
    ],
    [
      'a player outside the grid',
      (g: Loose) => {
        g.player.x = 99;
      },
    ],
    [
      'an infinite number',
      (g: Loose) => {
        g.player.gold = Infinity;
      },
    ],
    [
      'a string for a number',
      (g: Loose) => {
        g.player.health = '100';
      },
    ],
    [
      'a huge grid',
      (g: Loose) => {
        g.dungeon.width = 100000;
      },
    ],
    [
      'a bad inventory item',
      (g: Loose) => {
        g.inventory = [{ id: 'x' }];
      },
    ],
    [
      'too many items',
      (g: Loose) => {
        g.inventory = Array(21).fill({
          id: 'ruby-1',
          name: 'Ruby',
          type: 'treasure',
          symbol: '*',
          color: '#c0392b',
          description: 'gem',
          tier: 2,
        });
      },
    ],
    [
      'a sword in the ring slot',
      (g: Loose) => {
        g.equipment.ring1 = {
          id: 'iron_sword-1',
          name: 'Iron Sword',
          type: 'weapon',
          symbol: '/',
          color: '#6b7b8c',
          description: 'A blade.',
          tier: 1,
          effect: { strength: 5 },
        };
      },
    ],
    [
      'an unknown learned spell',
      (g: Loose) => {
        g.player.learnedSpells = ['TELEPORT'];
      },
    ],
    [
      'a monster room without a monster',
      (g: Loose) => {
        g.dungeon.rooms[1][1].type = 'monster';
      },
    ],
  ])('says Invalid save code for %s', (_label, mutate) => {
    const gameState = structuredClone(good.gameState);
    mutate(gameState);
    expect(errorOf(codeOf({ ...good, gameState }))).toBe('Invalid save code');
  });
});

describe('round trip and verification', () => {
  it('loads a save of a played run verified, with the whole action log, equal to the original', () => {
    const played = playedState('Ada', 'seed-b', 1500);
    const result = decodeSaveCode(encodeSaveCode(played, 1));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.state.verified).toBe(true);
    expect(result.state.actions).toEqual(played.actions);
    expect(result.state).toEqual(played);
  });

  it('keeps any unicode in the hero name', () => {
    const played = playedState('Zoë 🐉 Ægir', 'seed-c', 40);
    const result = decodeSaveCode(encodeSaveCode(played, 1));
    expect(result.ok && result.state.player.name).toBe('Zoë 🐉 Ægir');
    expect(result.ok && result.state.verified).toBe(true);
  });

  it('keeps the saved theme on the replayed state', () => {
    const played = { ...playedState('Ada', 'seed-d', 30), theme: 'dark' as const };
    const result = decodeSaveCode(encodeSaveCode(played, 1));
    expect(result.ok && result.state.theme).toBe('dark');
    expect(result.ok && result.state.verified).toBe(true);
  });

  it('marks an edited save unverified but still loads it', () => {
    const data = dataOf(encodeSaveCode(playedState('Ada', 'seed-e', 100), 1));
    data.gameState.player.gold = 99999;
    const result = decodeSaveCode(codeOf(data));
    expect(result.ok).toBe(true);
    expect(result.ok && result.state.verified).toBe(false);
    expect(result.ok && result.state.player.gold).toBe(99999);
  });

  it('marks a run record of an unknown rules version unverified', () => {
    const data = dataOf(encodeSaveCode(playedState('Ada', 'seed-f', 20), 1));
    data.run.rulesVersion = RULES_VERSION + 41;
    const result = decodeSaveCode(codeOf(data));
    expect(result.ok && result.state.verified).toBe(false);
  });

  it('marks a save with an unreadable run record unverified', () => {
    const data = dataOf(encodeSaveCode(playedState('Ada', 'seed-g', 20), 1));
    data.run.actions = 'uuQ!!';
    const result = decodeSaveCode(codeOf(data));
    expect(result.ok && result.state.verified).toBe(false);
  });

  it('stays within 64 KB for a 10,000-action run', () => {
    const played = playedState('Ada', 'seed-h', 10_000);
    expect(encodeSaveCode(played, 1).length).toBeLessThanOrEqual(64 * 1024);
  });
});

describe('upgrading old saves', () => {
  const modern = dataOf(encodeSaveCode(newGame('Old Timer', 'seed-old'), 1));
  const oldSave = () => {
    const gameState = structuredClone(modern.gameState);
    for (const key of [
      'seed',
      'rng',
      'nextId',
      'monstersKilled',
      'verified',
      'discoveredItems',
      'discoveredMonsters',
      'discoveredSpells',
    ]) {
      delete gameState[key];
    }
    delete gameState.player.stamina;
    delete gameState.player.maxStamina;
    gameState.player.constitution = 12;
    return { version: '1.0', timestamp: 1, gameState };
  };
  const load = (data: unknown) => {
    const result = decodeSaveCode(codeOf(data));
    if (!result.ok) throw new Error(result.error);
    return result.state;
  };

  it('gives missing stamina constitution x 5', () => {
    const state = load(oldSave());
    expect(state.player.stamina).toBe(60);
    expect(state.player.maxStamina).toBe(60);
  });

  it('defaults missing discovered lists to empty and discovered spells to the learned ones', () => {
    const data = oldSave();
    data.gameState.player.learnedSpells = ['HEAL', 'LIGHT'];
    const state = load(data);
    expect(state.discoveredItems).toEqual([]);
    expect(state.discoveredMonsters).toEqual([]);
    expect(state.discoveredSpells).toEqual(['HEAL', 'LIGHT']);
  });

  it('loads a pending stat point saved as the old flag (true) as one point, and false as none', () => {
    const flagged = oldSave();
    flagged.gameState.player.pendingStatPoint = true;
    expect(load(flagged).player.pendingStatPoint).toBe(1);
    const cleared = oldSave();
    cleared.gameState.player.pendingStatPoint = false;
    expect(load(cleared).player).not.toHaveProperty('pendingStatPoint');
  });

  it('refuses a save made under rules this engine does not know', () => {
    const data = dataOf(encodeSaveCode(newGame('Future', 'seed-future'), 1));
    data.gameState.rulesVersion = RULES_VERSION + 1;
    expect(decodeSaveCode(codeOf(data))).toEqual({ ok: false, error: 'Incompatible save version' });
  });

  it('defaults missing learned spells to FIREBALL, LIGHT, SHIELD', () => {
    const data = oldSave();
    delete data.gameState.player.learnedSpells;
    expect(load(data).player.learnedSpells).toEqual(['FIREBALL', 'LIGHT', 'SHIELD']);
  });

  it('gives missing engine fields safe defaults and marks the state unverified but playable', () => {
    const state = load(oldSave());
    expect(state.verified).toBe(false);
    expect(state.actions).toEqual([]);
    expect(state.monstersKilled).toBe(0);
    expect(state.nextId).toBeGreaterThanOrEqual(1);
    expect(state.rng).toHaveLength(4);
    expect(typeof state.seed).toBe('string');
    const moved = apply(apply(state, { type: 'move', direction: 'right' }), { type: 'move', direction: 'down' });
    expect(moved.actions).toHaveLength(2);
  });

  it('clears combat that is active with no monster', () => {
    const data = oldSave();
    data.gameState.combat = { active: true, turn: 'monster', monster: null };
    expect(load(data).combat).toEqual({ active: false, turn: 'player', monster: null });
  });
});

describe('local storage save', () => {
  it('round-trips a played run and is not plain base64 JSON', () => {
    const played = playedState('Ada', 'seed-l', 500);
    const stored = encodeLocalSave(played, 5);
    expect(() => JSON.parse(atob(stored))).toThrow();
    const loaded = decodeLocalSave(stored);
    expect(loaded?.verified).toBe(true);
    expect(loaded && sameRun(loaded, played)).toBe(true);
  });

  it.each([null, '', 'garbage', '!!!', btoa('hello'), encodeSaveCode(newGame('Ada', 's'), 1)])(
    'returns null for %j',
    (stored) => {
      expect(decodeLocalSave(stored)).toBeNull();
    },
  );
});

describe('action log codec', () => {
  it('encodes common actions in one character and round-trips every action type', () => {
    const actions: Action[] = [
      { type: 'move', direction: 'up' },
      { type: 'move', direction: 'down' },
      { type: 'move', direction: 'left' },
      { type: 'move', direction: 'right' },
      { type: 'attack' },
      { type: 'monsterTurn' },
      { type: 'rest' },
      { type: 'sacrificeForStamina' },
      { type: 'useHealthPotion' },
      { type: 'useManaPotion' },
      { type: 'descend' },
      { type: 'cast', spell: 'magic missile' },
      { type: 'equip', itemId: 'iron_sword-3' },
      { type: 'unequip', slot: 'ring2' },
      { type: 'useItem', itemId: 'health_potion-9' },
      { type: 'sellItem', itemId: 'diamonds-12' },
      { type: 'allocateStat', stat: 'dexterity' },
      { type: 'cast', spell: 'a,b%c ✨' },
    ];
    const text = encodeActions(actions);
    expect(text.startsWith('udlratzshmx')).toBe(true);
    expect(
      encodeActions([
        { type: 'cast', spell: 'FIREBALL' },
        { type: 'allocateStat', stat: 'strength' },
      ]),
    ).toHaveLength(2);
    expect(decodeActions(text, 100)).toEqual(actions);
  });

  it('rejects malformed logs and logs over the cap', () => {
    expect(decodeActions('uQ', 10)).toBeNull();
    expect(decodeActions('Cfireball', 10)).toBeNull();
    expect(decodeActions('Uhat,', 10)).toBeNull();
    expect(decodeActions('uuuu', 3)).toBeNull();
  });
});

describe('saveFileName', () => {
  it('is prefix, hero, level and date, with the name made safe for files', () => {
    const state = newGame('Sir Lance/lot <3', 'x');
    expect(saveFileName(state, '2026-11-22')).toBe('dungeon-crawler-save_Sir-Lancelot-3_L1_2026-11-22.txt');
    expect(saveFileName(newGame('   ', 'x'), '2026-01-02')).toBe('dungeon-crawler-save_hero_L1_2026-01-02.txt');
  });
});
