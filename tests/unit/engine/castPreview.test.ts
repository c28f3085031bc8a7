// castPreview: what a cast would cost and do now, as the cast itself then does it (the Out of Stamina
// dialog shows these figures, so they must never differ from the rule).
import { describe, expect, it } from 'vitest';
import { castPreview, newGame, SPELLS, tryApply, type GameState, type Monster } from '../../../src/engine';
import { seededRandom } from '../../support/random';
import { monsterNamed } from '../../support/engine/fixtures';
import { act, randomAction } from '../../support/engine/helpers';

/** A floor-1 hero in a fight on its own turn with `foe`, figures patched. */
function inFight(foe: Monster, patch: Partial<GameState['player']> = {}): GameState {
  const s = newGame('Tester', 'cast-preview');
  return {
    ...s,
    player: { ...s.player, ...patch },
    combat: { active: true, turn: 'player', monster: foe },
  };
}

const rat = monsterNamed('Rat', { health: 1 });

describe('castPreview', () => {
  it('FIREBALL on a Rat at 1 health: 15 mana and 3 stamina for 25 damage, which finishes it', () => {
    const s = inFight(rat, { stamina: 10, health: 88 });
    expect(castPreview(s, 'fireball')).toEqual({
      spell: 'FIREBALL',
      manaCost: 15,
      staminaCost: 3,
      refusal: null,
      damage: 25,
      finishes: true,
      heal: 0,
      shield: 0,
    });
    const cast = act(s, { type: 'cast', spell: 'FIREBALL' }).state;
    expect(cast.log).toContain('You cast FIREBALL at the Rat for 25 damage!');
    expect(cast.combat.active).toBe(false);
  });

  it('a blow that does not finish: the damage is what the cast deals', () => {
    const skeleton = monsterNamed('Skeleton');
    const s = inFight(skeleton, { stamina: 10, intelligence: 13 });
    const preview = castPreview(s, 'FIREBALL');
    expect(preview).toMatchObject({ damage: 26, finishes: false, refusal: null });
    const cast = act(s, { type: 'cast', spell: 'FIREBALL' }).state;
    expect(cast.combat.monster?.health).toBe(skeleton.health - 26);
  });

  it('HEAL shows the health it would restore, capped at the maximum; SHIELD its ward', () => {
    const s = inFight(rat, { stamina: 10, health: 95, learnedSpells: ['FIREBALL', 'LIGHT', 'SHIELD', 'HEAL'] });
    expect(castPreview(s, 'HEAL')).toMatchObject({ refusal: null, heal: 5, damage: 0, finishes: false });
    expect(castPreview(s, 'SHIELD')).toMatchObject({ refusal: null, shield: 7 });
  });

  it('refuses as the cast would, in the same order: unknown, not learned, mana, stamina, turn, no enemy', () => {
    const s = inFight(rat, { stamina: 10 });
    expect(castPreview(s, 'Fly').refusal).toBe('Unknown spell: Fly');
    expect(castPreview(s, 'HEAL').refusal).toBe("You haven't learned HEAL yet.");
    expect(castPreview({ ...s, player: { ...s.player, mana: 14 } }, 'FIREBALL').refusal).toBe(
      'Not enough mana! Need 15, have 14',
    );
    expect(castPreview({ ...s, player: { ...s.player, stamina: 2 } }, 'FIREBALL').refusal).toBe(
      "You're too tired to cast spells! Not enough stamina.",
    );
    const theirs = { ...s, combat: { ...s.combat, turn: 'monster' as const } };
    expect(castPreview(theirs, 'FIREBALL').refusal).toBe('Wait for the monster to finish its turn!');
    // Spells that deal no damage wait only up to version 2.
    expect(castPreview(theirs, 'LIGHT').refusal).toBeNull();
    expect(castPreview({ ...theirs, rulesVersion: 2 }, 'LIGHT').refusal).toBe(
      'Wait for the monster to finish its turn!',
    );
    expect(castPreview(newGame('T', 't'), 'FIREBALL').refusal).toBe('No enemy to attack!');
  });

  it('over 600 states of a random run, refuses exactly when the cast is refused, and the damage is what it deals', () => {
    const random = seededRandom(7);
    let state = newGame('Fuzz', 'cast-preview-fuzz');
    state = { ...state, player: { ...state.player, learnedSpells: SPELLS.map((spell) => spell.name) } };
    let checked = 0;
    for (let i = 0; i < 600 && state.player.health > 0; i++) {
      for (const spell of SPELLS) {
        const preview = castPreview(state, spell.name);
        const { state: after, refusal } = tryApply(state, { type: 'cast', spell: spell.name });
        expect(preview.refusal).toBe(refusal);
        const foe = state.combat.monster;
        if (refusal === null && preview.damage > 0 && foe) {
          expect(after.log).toContain(`You cast ${spell.name} at the ${foe.name} for ${preview.damage} damage!`);
          expect(after.combat.active).toBe(!preview.finishes);
          checked++;
        }
      }
      state = tryApply(state, randomAction(state, random)).state;
    }
    expect(checked).toBeGreaterThan(5);
  });
});
