// Rules version 6: a hero behind its floor gets more experience, so going down fast is not a wall.
import { describe, expect, it } from 'vitest';
import { newGame } from '../../../../src/engine/newGame';
import { rulesFor } from '../../../../src/engine/versions/profiles';
import { act, monster, onMap } from '../../../support/engine/helpers';
import { expectShipped } from '../../../support/engine/shipped';

const V6 = 6;
const rules = rulesFor(V6)!;
// The tuned figures are the simulator's to set (src/engine/README.md); these tests hold the rules' form to them.
const { fullExperienceLevelsPerFloor: FULL, catchUpTimes: MOST } = rules;

/** A hero of `heroLevel` on `floor`, its next blow killing a Goblin worth 20 experience and 10 gold. */
function fight(version: number, floor: number, heroLevel: number) {
  const s = onMap(['####', '#@.#', '####'], [], newGame('Tester', 'fixture', version));
  const goblin = monster({ health: 1, experience: 20, gold: 10 });
  return {
    ...s,
    score: 0,
    dungeon: { ...s.dungeon, level: floor },
    player: { ...s.player, level: heroLevel, experience: 100 * (heroLevel - 1), experienceToNext: 100 * heroLevel },
    combat: { active: true, turn: 'player' as const, monster: goblin },
  };
}

const experienceOfKill = (version: number, floor: number, heroLevel: number) => {
  const won = act(fight(version, floor, heroLevel), { type: 'attack' }, [1, 0]).state;
  return won.player.experience - 100 * (heroLevel - 1);
};

describe('version 6: a hero who went down fast catches up', () => {
  it("is version 5's rules but for the catch-up", () => {
    const { version, catchUpTimes, ...rest } = rules;
    const { version: five, catchUpTimes: none, ...same } = rulesFor(5)!;
    expect([version, five, catchUpTimes, none]).toEqual([6, 5, 2, 1]);
    expect(rest).toEqual(same);
  });

  it('below FULL levels a floor of the floor above, a kill gives the square of that level over the hero, at most MOST times', () => {
    const floor = 10;
    const behind = FULL * (floor - 1);
    // Five sixths of it: (6/5)^2 = 1.44 times, 28.8 rounded down.
    expect(experienceOfKill(V6, floor, (5 * behind) / 6)).toBe(28);
    // Half of it or less: the square is 4 or more, held to MOST.
    expect(experienceOfKill(V6, floor, behind / 2)).toBe(20 * MOST);
    expect(experienceOfKill(V6, floor, 1)).toBe(20 * MOST);
    // From there to the floor's own level all of it, above it the falloff of version 4: twice too strong, a quarter.
    expect(experienceOfKill(V6, floor, behind)).toBe(20);
    expect(experienceOfKill(V6, floor, FULL * floor)).toBe(20);
    expect(experienceOfKill(V6, floor, 2 * FULL * floor)).toBe(5);
    // On floor 1 no hero is behind, however new.
    expect(experienceOfKill(V6, 1, 1)).toBe(20);
    // Version 5 gives all of it below, and the same falloff above.
    expect(experienceOfKill(5, floor, behind / 2)).toBe(20);
    expect(experienceOfKill(5, floor, 2 * FULL * floor)).toBe(5);
  });

  it('writes the catch-up in the log and the score', () => {
    const won = act(fight(V6, 10, 18), { type: 'attack' }, [1, 0]).state;
    expect(won.log).toContain('You defeated the Goblin! +40 experience, +10 gold.');
    expect(won.score).toBe(50);
  });

  it('has shipped: its record replays and its save code loads, to the same run', () => expectShipped(V6));
});
