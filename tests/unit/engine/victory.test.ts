// The bottom is an end (src/engine/README.md, "Descent"): under rules whose bottom is a victory (`bottomIsVictory`), floor
// 100's found exit ends the run as won; versions 1 and 2 keep refusing it exactly as before.
import { describe, expect, it, vi } from 'vitest';
import {
  canClaimVictory,
  canDescend,
  MESSAGES,
  runOutcome,
  scoreSubmission,
  writeChronicle,
  type GameState,
  type RunStory,
} from '../../../src/engine';
import { GAME_OVER_STATUS, VICTORY_STATUS } from '../../../src/engine/rules/state';
import { act, lastLine, monster, onMap } from '../../support/engine/helpers';
import { newGame } from '../../../src/engine/newGame';
import { victoryRulesVersions } from '../../support/engine/victor';

// A test-only victory rules version beside the real ones (tests/support/engine/victoryRules.ts), so these cases
// hold whatever the newest version's state; a real version with bottomIsVictory is tested too.
vi.mock(import('../../../src/engine/versions/profiles'), async (real) =>
  (await import('../../support/engine/victoryRules')).withTestVictoryRules(await real()),
);

/** A hero on the found exit of dungeon level `level` under rules version `version`, with 5,000 score. */
function atExit(version: number, level = 100): GameState {
  const s = onMap(['####', '#.@#', '####'], [], newGame('Victor', 'last-portal', version));
  const rooms = s.dungeon.rooms.map((row) => row.slice());
  rooms[1][2] = { ...rooms[1][2]!, type: 'exit', explored: true, visible: true };
  return { ...s, score: 5_000, dungeon: { ...s.dungeon, level, rooms, exitFound: true } };
}

describe('versions 1 and 2 on floor 100', () => {
  it('refuse the exit with the bottom of the world, exactly as before', () => {
    for (const version of [1, 2]) {
      const s = atExit(version);
      expect(canDescend(s)).toBe(false);
      expect(canClaimVictory(s)).toBe(false);
      const { state, refusal } = act(s, { type: 'descend' });
      expect(refusal).toBe('You stand at the bottom of the world. There is nowhere deeper to go.');
      expect(runOutcome(state)).toBe('playing');
      expect(state.score).toBe(5_000);
    }
  });
});

describe.each(victoryRulesVersions())('rules version %i (bottomIsVictory) on floor 100', (version) => {
  it('descend wins the run, scoring the floor like any portal', () => {
    const s = atExit(version);
    expect(runOutcome(s)).toBe('playing');
    expect(canDescend(s)).toBe(true);
    expect(canClaimVictory(s)).toBe(true);
    const { state, refusal } = act(s, { type: 'descend' });
    expect(refusal).toBeNull();
    expect(lastLine(state)).toBe('You step through the last portal and climb into daylight. The dungeon is conquered!');
    expect(state.gameStatus).toBe(VICTORY_STATUS);
    expect(runOutcome(state)).toBe('won');
    expect(state.score).toBe(5_000 + 100 * 100);
    // The hero stays where it stood: no level 101.
    expect(state.dungeon.level).toBe(100);
    expect(state.player).toEqual(s.player);
    expect(canDescend(state)).toBe(false);
    expect(canClaimVictory(state)).toBe(false);
  });

  it('is no victory off the exit, before it is found, in a fight, or above floor 100', () => {
    const s = atExit(version);
    expect(act({ ...s, dungeon: { ...s.dungeon, exitFound: false } }, { type: 'descend' }).refusal).toBe(
      MESSAGES.noPortal,
    );
    const fighting: GameState = { ...s, combat: { active: true, turn: 'player', monster: monster() } };
    expect(canClaimVictory(fighting)).toBe(false);
    expect(act(fighting, { type: 'descend' }).refusal).toBe(MESSAGES.noPortal);
    expect(canClaimVictory({ ...s, player: { ...s.player, x: 1 } })).toBe(false);
    const higher = atExit(version, 99);
    expect(canDescend(higher)).toBe(true);
    expect(canClaimVictory(higher)).toBe(false);
  });

  it('after the victory every action is refused, as after a death, in words that fit a victory', () => {
    const won = act(atExit(version), { type: 'descend' }).state;
    const actions = [
      { type: 'move', direction: 'left' },
      { type: 'descend' },
      { type: 'rest' },
      { type: 'attack' },
      { type: 'cast', spell: 'LIGHT' },
    ] as const;
    for (const action of actions) {
      const { state, refusal } = act(won, action);
      expect(refusal).toBe('Your quest is fulfilled: the dungeon is conquered. Begin a new adventure.');
      expect({ ...state, log: won.log }).toEqual(won);
    }
  });

  it('the score submission of the won run says so; of any other run, nothing new', () => {
    const won = act(atExit(version), { type: 'descend' }).state;
    expect(scoreSubmission(won)).toMatchObject({ won: true, dungeonLevel: 100, finalScore: won.score });
    expect(scoreSubmission(atExit(version))).not.toHaveProperty('won');
  });

  it('the chronicle ends "Conquered the dungeon on day N." where a death says how the hero fell', () => {
    const won = act(atExit(version), { type: 'descend' }).state;
    const story: RunStory = {
      state: { ...won, player: { ...won.player, day: 377 } },
      floors: [{ floor: 1, day: 1, action: 0 }],
      kills: [],
      finalBlow: null,
      score: { victories: 5_000, descents: 10_000, rests: 0 },
      rests: 0,
    };
    for (const living of ['quit', 'adventuring'] as const) {
      expect(writeChronicle(story, living)).toContain('\nEND\n---\n  Conquered the dungeon on day 377.\n');
    }
  });
});

describe('runOutcome', () => {
  it('tells playing, died and won apart', () => {
    const s = atExit(2);
    expect(runOutcome(s)).toBe('playing');
    expect(runOutcome({ ...s, gameStatus: GAME_OVER_STATUS, player: { ...s.player, health: 0 } })).toBe('died');
    // A hero at 0 health is dead whatever the status says.
    expect(runOutcome({ ...s, player: { ...s.player, health: 0 } })).toBe('died');
    expect(runOutcome({ ...s, gameStatus: GAME_OVER_STATUS })).toBe('died');
    expect(runOutcome({ ...s, gameStatus: VICTORY_STATUS })).toBe('won');
  });
});
