// killerOf: the monster whose blow ended the run, read from the final state (the end dialog names it).
import { describe, expect, it } from 'vitest';
import { apply, newGame } from '../../../../src/engine';
import { killerOf } from '../../../../src/engine/queries/killer';
import { deathSituation } from '../../../support/engine/situations';

describe('killerOf', () => {
  it("names the fight's monster once its blow has killed the hero", () => {
    const doomed = deathSituation();
    const foe = doomed.combat.monster!;
    const dead = apply(doomed, { type: 'monsterTurn' });
    expect(dead.player.health).toBe(0);
    expect(dead.combat.monster).toBeNull();
    expect(killerOf(dead)?.name).toBe(foe.name);
    expect(killerOf(dead)?.id).toBe(foe.id);
  });

  it('is null while the hero lives, in a fight or not', () => {
    expect(killerOf(newGame('Alive', 'killer'))).toBeNull();
    expect(killerOf(deathSituation())).toBeNull();
  });
});
