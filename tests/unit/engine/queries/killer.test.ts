// killerOf: the monster whose blow ended the run, read from the final state (the end dialog names it), also
// when the fight began with a wanderer breaking the hero's rest (version 5 on).
import { describe, expect, it } from 'vitest';
import { apply, newGame } from '../../../../src/engine';
import { killerOf } from '../../../../src/engine/queries/killer';
import { slainAfterBrokenRest } from '../../../support/engine/helpers';
import { deathSituation } from '../../../support/engine/situations';

describe('killerOf', () => {
  it("names the fight's monster once its blow has killed the hero; the ended fight keeps it", () => {
    const doomed = deathSituation();
    const foe = doomed.combat.monster!;
    const dead = apply(doomed, { type: 'monsterTurn' });
    expect(dead.player.health).toBe(0);
    expect(dead.combat).toMatchObject({ active: false, monster: { id: foe.id } });
    expect(killerOf(dead)?.name).toBe(foe.name);
    expect(killerOf(dead)?.id).toBe(foe.id);
  });

  it('names the wanderer that broke the rest and struck where the hero lay, out of any room', () => {
    const dead = slainAfterBrokenRest(5);
    expect(dead.gameStatus).toBe('Game Over');
    expect(killerOf(dead)?.name).toBe('Skeleton');
  });

  it('version 4 replays as it was: the ended fight is cleared, and such a killer is not known', () => {
    const dead = slainAfterBrokenRest(4);
    expect(dead.gameStatus).toBe('Game Over');
    expect(dead.combat).toEqual({ active: false, turn: 'player', monster: null });
    expect(killerOf(dead)).toBeNull();
  });

  it('is null while the hero lives, in a fight or not', () => {
    expect(killerOf(newGame('Alive', 'killer'))).toBeNull();
    expect(killerOf(deathSituation())).toBeNull();
  });
});
