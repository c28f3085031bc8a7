// A monster's name in the log (src/engine/rules/monsterNoun.ts, rules/monsterLines.ts): from rules version 3 it
// takes the article it calls for; versions 1 and 2 keep their fixed 'a' and 'the' word for word.
import { describe, expect, it } from 'vitest';
import { articleOf, definiteNoun, indefiniteNoun, messageKeyOf, ownsArticle } from '../../../../src/engine';
import type { GameState, Monster } from '../../../../src/engine/types';
import { act, item, monster, onMap } from '../../../support/engine/helpers';

/** The hero one step left of `name`, under rules `version`. */
function beside(name: string, version: number, foe: Partial<Monster> = {}): GameState {
  const s = onMap(['#####', '#@M.#', '#####'], [monster({ name, ...foe })]);
  return { ...s, rulesVersion: version };
}

/** Steps in: the hero acts first (d20 12 against 12) or the monster does (1 against 20). */
function meetAndStrike(name: string, version: number, first: 'hero' | 'monster' = 'hero', foe: Partial<Monster> = {}) {
  const met = act(
    beside(name, version, foe),
    { type: 'move', direction: 'right' },
    first === 'hero' ? [12, 12] : [1, 20],
  );
  return met.state;
}

/** A whole fight's lines: met, hit, struck, missed, dodged, then the last blow and the victory. */
function fightLines(name: string, version: number): string[] {
  const met = meetAndStrike(name, version);
  const armed = { ...met, equipment: { ...met.equipment, weapon: item('iron_sword') } };
  const hit = act(armed, { type: 'attack' }, [79, 3]).state;
  const struck = act(hit, { type: 'monsterTurn' }, [80, 2]).state;
  const missed = act(struck, { type: 'attack' }, [99]).state;
  const dodged = act(missed, { type: 'monsterTurn' }, [81]).state;
  const won = act(
    { ...dodged, combat: { ...dodged.combat, monster: { ...dodged.combat.monster!, health: 1 } } },
    {
      type: 'attack',
    },
    [1, 0],
  ).state;
  return won.log.slice(met.log.length - 2).filter((line) => !line.startsWith('ASCENSION'));
}

describe('the article rule', () => {
  it("'an' before a vowel, 'a' before the rest, none for a name carrying its own", () => {
    expect(
      ['Orc Warrior', 'Ancient Dragon', 'Existence Eater', 'Omnipotent Shade', 'Alpha & Omega'].map((n) =>
        indefiniteNoun(n),
      ),
    ).toEqual(['an Orc Warrior', 'an Ancient Dragon', 'an Existence Eater', 'an Omnipotent Shade', 'an Alpha & Omega']);
    expect(indefiniteNoun('Goblin')).toBe('a Goblin');
    expect(indefiniteNoun("Creation's End", 'upper')).toBe("A Creation's End");
    expect(indefiniteNoun('The Destroyer')).toBe('The Destroyer');
    expect(definiteNoun('Goblin')).toBe('the Goblin');
    expect(definiteNoun('Goblin', 'upper')).toBe('The Goblin');
    expect(definiteNoun('The Destroyer')).toBe('The Destroyer');
    expect([articleOf('Wolf'), articleOf('Ancient Dragon'), articleOf('The Destroyer')]).toEqual(['a', 'an', 'own']);
    expect([ownsArticle('The Destroyer'), ownsArticle('Theodore'), ownsArticle('Titan')]).toEqual([true, false, false]);
  });
});

describe('version 3: names take their article', () => {
  it('a vowel name: You encounter an Orc Warrior!', () => {
    expect(fightLines('Orc Warrior', 3)).toEqual([
      'You encounter an Orc Warrior!',
      'You act first against the Orc Warrior!',
      'You hit the Orc Warrior for 18 damage!',
      'The Orc Warrior hits you for 5 damage!',
      'You miss the Orc Warrior!',
      'The Orc Warrior misses you!',
      'You hit the Orc Warrior for 15 damage!',
      'You defeated the Orc Warrior! +15 experience, +10 gold.',
    ]);
  });

  it('a name with its own article: You encounter The Destroyer!', () => {
    expect(fightLines('The Destroyer', 3)).toEqual([
      'You encounter The Destroyer!',
      'You act first against The Destroyer!',
      'You hit The Destroyer for 18 damage!',
      'The Destroyer hits you for 5 damage!',
      'You miss The Destroyer!',
      'The Destroyer misses you!',
      'You hit The Destroyer for 15 damage!',
      'You defeated The Destroyer! +15 experience, +10 gold.',
    ]);
    const second = meetAndStrike('The Destroyer', 3, 'monster');
    expect(second.log.slice(-2)).toEqual(['You encounter The Destroyer!', 'The Destroyer acts first!']);
  });

  it('a consonant name: the line it always had', () => {
    expect(fightLines('Goblin', 3)).toEqual([
      'You encounter a Goblin!',
      'You act first against the Goblin!',
      'You hit the Goblin for 18 damage!',
      'The Goblin hits you for 5 damage!',
      'You miss the Goblin!',
      'The Goblin misses you!',
      'You hit the Goblin for 15 damage!',
      'You defeated the Goblin! +15 experience, +10 gold.',
    ]);
  });

  it('a spell names The Destroyer too', () => {
    const met = meetAndStrike('The Destroyer', 3, 'hero', { health: 500 });
    const learned = { ...met, player: { ...met.player, learnedSpells: ['MAGIC MISSILE' as const], mana: 50 } };
    const cast = act(learned, { type: 'cast', spell: 'MAGIC MISSILE' }).state;
    expect(cast.log.at(-1)).toMatch(/^You cast MAGIC MISSILE at The Destroyer for \d+ damage!$/);
    expect(messageKeyOf(cast.log.at(-1)!)).toBe('castDamageTitled');
  });

  it('every line is found back to its own message', () => {
    expect(fightLines('Ancient Dragon', 3).map(messageKeyOf)).toEqual([
      'encounterAn',
      'playerInitiative',
      'hit',
      'monsterHits',
      'miss',
      'monsterMisses',
      'hit',
      'victory',
    ]);
    expect(fightLines('The Destroyer', 3).map(messageKeyOf)).toEqual([
      'encounterTitled',
      'playerInitiativeTitled',
      'hitTitled',
      'monsterHits',
      'missTitled',
      'monsterMisses',
      'hitTitled',
      'victoryTitled',
    ]);
  });
});

describe('versions 1 and 2: the old fixed article, word for word', () => {
  it.each([1, 2])('version %i', (version) => {
    expect(fightLines('Orc Warrior', version)[0]).toBe('You encounter a Orc Warrior!');
    expect(fightLines('The Destroyer', version)).toEqual([
      'You encounter a The Destroyer!',
      'You act first against the The Destroyer!',
      'You hit the The Destroyer for 18 damage!',
      'The The Destroyer hits you for 5 damage!',
      'You miss the The Destroyer!',
      'The The Destroyer misses you!',
      'You hit the The Destroyer for 15 damage!',
      'You defeated the The Destroyer! +15 experience, +10 gold.',
    ]);
    expect(meetAndStrike('The Destroyer', version, 'monster').log.slice(-1)).toEqual(['The The Destroyer acts first!']);
  });
});
