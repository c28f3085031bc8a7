import { describe, expect, it } from 'vitest';
import { newGame, replay, runRecord, RULES_VERSION } from '../../../../src/engine';
import { restCost } from '../../../../src/engine/actions/rest';
import { MONSTER_TEMPLATES } from '../../../../src/engine/data';
import type { Monster } from '../../../../src/engine/types';
import { rulesFor, type RulesProfile } from '../../../../src/engine/versions/profiles';
import { act, monster, onMap } from '../../../support/engine/helpers';

const corridor = ['#######', '#@....#', '#######'];
const tired = (s: ReturnType<typeof onMap>, stamina: number) => ({ ...s, player: { ...s.player, stamina } });
const asVersion1 = <T extends { rulesVersion?: number }>(s: T): T => ({ ...s, rulesVersion: undefined });

describe('rules versions: a run keeps the rules it began under', () => {
  it('new runs play under the current version; version 1 states carry no field', () => {
    expect(newGame('Ada', 's').rulesVersion).toBe(RULES_VERSION);
    expect(newGame('Ada', 's', 1)).not.toHaveProperty('rulesVersion');
    expect(runRecord(newGame('Ada', 's', 1)).rulesVersion).toBe(1);
    expect(() => newGame('Ada', 's', 99)).toThrow('engine: unknown rules version 99');
  });

  it('the same seed builds the same maze under both versions, but different monsters', () => {
    const [v1, v2] = [newGame('Ada', 'same-seed', 1), newGame('Ada', 'same-seed', 2)];
    const walls = (s: typeof v1) => s.dungeon.rooms.map((row) => row.map((r) => (r ? '.' : '#')).join(''));
    expect(walls(v1)).toEqual(walls(v2));
    const monsters = (s: typeof v1) =>
      s.dungeon.rooms
        .flat()
        .filter((r) => r?.type === 'monster')
        .map((r) => r!.content!.name);
    expect(new Set(monsters(v1))).toEqual(new Set(['Goblin']));
    expect(new Set(monsters(v2)).has('Rat')).toBe(true);
    expect([...new Set(monsters(v2))].every((name) => ['Rat', 'Goblin', 'Skeleton'].includes(name))).toBe(true);
  });

  it('replay rebuilds a record under its own version', () => {
    const s = act(newGame('Ada', 'r', 1), { type: 'rest' }).state;
    const record = { ...runRecord(s), actions: [{ type: 'rest' as const }] };
    expect(replay(record).log.at(-1)).toBe('You rest and recover your strength. Day 2 begins.');
    expect(replay({ ...record, rulesVersion: 2 }).log.at(-1)).toBe(
      'You rest and recover your strength. Day 2 begins. The rest cost 0 score.',
    );
  });
});

describe('version 2: stamina between rests', () => {
  const v2 = rulesFor(2)!;

  it('each step outside combat regains 8% of max stamina, rounded up (4 of 50), never above the maximum', () => {
    expect(v2.stepStaminaPercent).toBe(8);
    const s = tired(onMap(corridor), 10);
    expect(act(s, { type: 'move', direction: 'right' }).state.player.stamina).toBe(14);
    expect(act(tired(s, 49), { type: 'move', direction: 'right' }).state.player.stamina).toBe(50);
    // A move into a wall is no step: nothing regained.
    expect(act(s, { type: 'move', direction: 'up' }).state.player.stamina).toBe(10);
  });

  it('a victory regains 30% of max stamina (15 of 50)', () => {
    const fight = onMap(['#####', '#@M.#', '#####'], [monster({ health: 3 })]);
    const engaged = act(fight, { type: 'move', direction: 'right' }, [20, 1]).state;
    expect(engaged.combat.turn).toBe('player');
    const drained = tired(engaged, 20);
    const won = act(drained, { type: 'attack' }, [1, 0]).state;
    expect(won.combat.active).toBe(false);
    expect(won.player.stamina).toBe(20 - 15 + 15);
  });

  it('version 1 regains nothing between rests', () => {
    const s = asVersion1(tired(onMap(corridor), 10));
    expect(act(s, { type: 'move', direction: 'right' }).state.player.stamina).toBe(10);
  });

  it('the rest cost is what the REST control shows: ceil(10% of the score)', () => {
    expect(restCost({ score: 0 })).toBe(0);
    expect(restCost({ score: 95 })).toBe(10);
    expect(restCost({ score: 833 })).toBe(84);
  });
});

// Version 3's switches that follow SPEC more closely (spells on the monster's turn, the free sacrifice's
// line, the stat line with gear, a monster's article), checked on their own below.
function withoutSpecSwitches(profile: RulesProfile) {
  const {
    utilitySpellsOnMonsterTurn: _a,
    freeSacrificeSaysSo: _b,
    statLineShowsGear: _c,
    monsterNamesTakeArticles: _d,
    ...rest
  } = profile;
  return rest;
}

describe('the SPEC switches: off up to version 2, on from version 3', () => {
  it.each([1, 2, 3])('version %i', (version) => {
    const profile = rulesFor(version)!;
    const on = version >= 3;
    expect([
      profile.utilitySpellsOnMonsterTurn,
      profile.freeSacrificeSaysSo,
      profile.statLineShowsGear,
      profile.monsterNamesTakeArticles,
    ]).toEqual([on, on, on, on]);
  });
});

describe('version 3: a run with an arc', () => {
  const [v2, v3] = [rulesFor(2)!, rulesFor(3)!];

  it('its own monster table and weights, an end at the bottom, version 2 otherwise', () => {
    expect(v3.version).toBe(3);
    expect(v3.monsters).toBe(MONSTER_TEMPLATES);
    expect(v3.monsters).not.toBe(v2.monsters);
    expect(v3.bottomIsVictory).toBe(true);
    expect(v2.bottomIsVictory).toBe(false);
    const { version: _a, monsters: _b, monsterWeight: _c, bottomIsVictory: _d, ...rest3 } = withoutSpecSwitches(v3);
    const { version: _e, monsters: _f, monsterWeight: _g, bottomIsVictory: _h, ...rest2 } = withoutSpecSwitches(v2);
    expect(rest3).toEqual(rest2);
    expect([v3.stepStaminaPercent, v3.victoryStaminaPercent, v3.hitChance(10, { defense: 1 })]).toEqual([8, 30, 79]);
  });

  it('the same seed builds the same maze as version 2, with version 3 monsters', () => {
    const [two, three] = [newGame('Ada', 'same-seed', 2), newGame('Ada', 'same-seed', 3)];
    const walls = (s: typeof two) => s.dungeon.rooms.map((row) => row.map((r) => (r ? '.' : '#')).join(''));
    expect(walls(three)).toEqual(walls(two));
    const monsters = (s: typeof two) =>
      s.dungeon.rooms
        .flat()
        .filter((r) => r?.type === 'monster')
        .map((r) => r!.content as Monster);
    expect(monsters(three).every((m) => ['Rat', 'Goblin', 'Skeleton'].includes(m.name))).toBe(true);
    // A level-1 Skeleton: version 3's 45 health / 15 attack / 2 defense (version 2's: 36 / 12 / 2).
    const skeleton = monsters(newGame('Ada', 'skeleton-1', 3)).find((m) => m.name === 'Skeleton')!;
    expect([skeleton.health, skeleton.attack, skeleton.defense, skeleton.experience, skeleton.gold]).toEqual([
      45, 15, 2, 5, 15,
    ]);
  });

  it('replays a version 3 record under version 3 and a version 2 record under version 2', () => {
    const record = { rulesVersion: 3, seed: 'arc', name: 'Ada', actions: [{ type: 'rest' as const }] };
    expect(replay(record).rulesVersion).toBe(3);
    expect(replay({ ...record, rulesVersion: 2 }).rulesVersion).toBe(2);
    expect(replay(record).log.at(-1)).toBe('You rest and recover your strength. Day 2 begins. The rest cost 0 score.');
  });
});
