// The chronicle of a run (src/engine/chronicle): the plain-text record a player downloads after a game
// over or a quit, and reads on an entry's replay page. Built from real runs: stored golden records of
// both rules versions, and bot runs that end in death, replayed by the engine.
import { describe, expect, it } from 'vitest';
import { chronicle, chronicleFileName, replay, runRecord, runStory, type RunRecord } from '../../../../src/engine';
import { decodeActions } from '../../../../src/engine/save/actionCodec';
import { readGoldenFixture } from '../../../../scripts/sim/goldenFixture';
import { diver } from '../../../../scripts/sim/diver';
import { playRun } from '../../../../scripts/sim/run';

function golden(version: number, seed: string): RunRecord {
  const run = readGoldenFixture(version).runs.find((r) => r.seed === seed)!;
  return { rulesVersion: version, seed: run.seed, name: run.name, actions: decodeActions(run.actions, 1_000_000)! };
}

/** The lines of one section: from its heading to the blank line that ends it. */
function sectionOf(text: string, heading: string): string[] {
  const lines = text.split('\n');
  const start = lines.indexOf(heading);
  expect(start, `no section ${heading}`).toBeGreaterThanOrEqual(0);
  const end = lines.indexOf('', start);
  return lines.slice(start, end);
}

describe('the chronicle of a long version-2 run (golden-3: 2,500 actions, six floors)', () => {
  const text = chronicle(golden(2, 'golden-3'));

  it('opens with the hero, rules version, seed and length', () => {
    expect(text.split('\n').slice(0, 4)).toEqual([
      '='.repeat(72),
      '  THE CHRONICLE OF SIM',
      '  Rules version 2, seed golden-3, 2,500 actions',
      '='.repeat(72),
    ]);
  });

  it('shows the hero block and the stats with the gear that raises them', () => {
    expect(sectionOf(text, 'HERO')).toEqual([
      'HERO',
      '----',
      '  Name            Sim',
      '  Level           36',
      '  Experience      3,561 / 3,600',
      '  Score           1,856',
      '  Gold            4,128',
      '  Day             83',
      '  Floor           6',
      '  Health          392 / 450',
      '  Mana            175 / 225',
      '  Stamina         120 / 120',
      '  Monsters slain  285',
    ]);
    expect(sectionOf(text, 'STATS')).toEqual([
      'STATS',
      '-----',
      '  STR  31  (+9 from Steel Sword)',
      '  INT  17  (+1 from Copper Ring)',
      '  DEX  19  (+3 from Leather Boots +2, Cloth Gloves +1)',
      '  CON  24  (+3 from Leather Armor +2, Leather Cap +1)',
    ]);
  });

  it('lists the equipment slots, the pack and the spells', () => {
    expect(sectionOf(text, 'EQUIPMENT').slice(2)).toEqual([
      '  Weapon          Steel Sword',
      '  Armor           Leather Armor',
      '  Helmet          Leather Cap',
      '  Boots           Leather Boots',
      '  Gloves          Cloth Gloves',
      '  Ring 1          Copper Ring',
      '  Ring 2          -',
    ]);
    expect(sectionOf(text, 'INVENTORY (13/20)').slice(2)).toEqual([
      '  9 x Copper Ring',
      '  2 x Mana Potion',
      '  Health Potion',
      '  Silver Key',
    ]);
    expect(sectionOf(text, 'SPELLS KNOWN').slice(2)).toEqual([
      '  FIREBALL        15 mana',
      '  LIGHT           5 mana',
      '  SHIELD          12 mana',
      '  HEAL            10 mana',
      '  MAGIC MISSILE   5 mana',
    ]);
  });

  it('tells the day each floor was reached, the kills by monster, the end and where the score came from', () => {
    expect(sectionOf(text, 'FLOORS').slice(2)).toEqual([
      '  Floor  Day reached    Action',
      '      1            1         0',
      '      2           17       328',
      '      3           35       773',
      '      4           49     1,256',
      '      5           62     1,696',
      '      6           75     2,106',
    ]);
    expect(sectionOf(text, 'KILLS (285)').slice(2)).toEqual([
      '  Rat               153',
      '  Skeleton           71',
      '  Goblin             61',
    ]);
    expect(sectionOf(text, 'END').slice(2)).toEqual(['  Still adventuring on floor 6, day 83.']);
    expect(sectionOf(text, 'SCORE').slice(2)).toEqual([
      '  Victories           +6,109',
      '  Descents            +1,500',
      '  Rests (82)          -5,753',
      '  Final score          1,856',
    ]);
  });

  it('ends with the last 20 log lines of the run', () => {
    const log = sectionOf(text, 'LAST 20 LOG LINES').slice(2);
    expect(log).toEqual(
      replay(golden(2, 'golden-3'))
        .log.slice(-20)
        .map((line) => `  ${line}`),
    );
    expect(log.at(-1)).toBe('  You found Mana Potion!');
  });

  it('says "Quit" for a run its hero quit', () => {
    expect(sectionOf(chronicle(golden(2, 'golden-3'), 'quit'), 'END').slice(2)).toEqual(['  Quit on floor 6, day 83.']);
  });
});

describe('a run that ends in death names the monster that struck the last blow', () => {
  it('version 2: the diver bot on sim-8 falls to a Skeleton on floor 2', () => {
    const run = playRun('sim-8', diver, 3000, Infinity, 2);
    expect(run.died).toBe(true);
    const text = chronicle(runRecord(run.final));
    expect(sectionOf(text, 'END').slice(2)).toEqual(['  Slain by a Skeleton on floor 2, day 5.']);
    // The simulator tracks the last foe on its own: the two agree.
    expect(run.end).toBe('Skeleton');
    expect(sectionOf(text, 'KILLS (57)').slice(2)).toEqual([
      '  Rat                39',
      '  Goblin             12',
      '  Skeleton            6',
    ]);
    expect(sectionOf(text, 'FLOORS').slice(2)).toEqual([
      '  Floor  Day reached    Action',
      '      1            1         0',
      '      2            4       293',
    ]);
    expect(text).toContain('\n  Health          0 / 130\n');
    expect(sectionOf(text, 'LAST 20 LOG LINES').at(-1)).toBe('  You have been defeated!');
    // Quitting does not apply to the dead.
    expect(chronicle(runRecord(run.final), 'quit')).toBe(text);
  });

  it('version 1: the diver bot on sim-2 falls to a Skeleton on floor 3', () => {
    const run = playRun('sim-2', diver, 3000, Infinity, 1);
    const text = chronicle(runRecord(run.final));
    expect(text.split('\n')[2]).toBe('  Rules version 1, seed sim-2, 812 actions');
    expect(sectionOf(text, 'END').slice(2)).toEqual(['  Slain by a Skeleton on floor 3, day 37.']);
    expect(sectionOf(text, 'KILLS (87)').slice(2)).toEqual(['  Goblin             87']);
    expect(sectionOf(text, 'STATS').slice(2)).toEqual([
      '  STR  22  (+5 from Iron Sword)',
      "  INT  15  (+5 from Wizard's Hat +4, Copper Ring +1)",
      '  DEX  12  (+2 from Worn Boots +1, Cloth Gloves +1)',
      '  CON  17',
    ]);
  });
});

describe('every golden record of every rules version', () => {
  const cases = [1, 2].flatMap((version) =>
    readGoldenFixture(version).runs.map((run) => [`v${version} ${run.seed}`, version, run.seed] as const),
  );

  it.each(cases)(
    '%s: kills add up to the monsters slain, score sources to the score, floors run 1..depth',
    (_, version, seed) => {
      const record = golden(version, seed);
      const story = runStory(record);
      const state = replay(record);
      expect(story.kills.reduce((sum, k) => sum + k.count, 0)).toBe(state.monstersKilled);
      expect(story.score.victories + story.score.descents + story.score.rests).toBe(state.score);
      expect(story.floors.map((f) => f.floor)).toEqual(Array.from({ length: state.dungeon.level }, (_, i) => i + 1));
      expect(story.state.player).toEqual(state.player);
      expect(chronicle(record).split('\n')[2]).toBe(
        `  Rules version ${version}, seed ${seed}, ${record.actions.length.toLocaleString('en-US')} actions`,
      );
    },
  );

  it('an unknown rules version is refused with the replay message', () => {
    expect(() => chronicle({ ...golden(2, 'golden-1'), rulesVersion: 99 })).toThrow(
      'Unsupported rules version 99: this engine replays versions 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11.',
    );
  });
});

describe('the downloaded file name', () => {
  it('is chronicle-<hero>-<date>.txt with the hero name made file-safe', () => {
    expect(chronicleFileName('Aria the Bold', '2026-11-23')).toBe('chronicle-Aria-the-Bold-2026-11-23.txt');
    expect(chronicleFileName('<>', '2026-11-23')).toBe('chronicle-hero-2026-11-23.txt');
  });
});
