// The game-over dialog's cause line, from the engine's killerOf: the killer and the floor, also for a hero slain by
// the wanderer that broke its rest (version 5 on; version 4's end dialog could only say where).
import { describe, expect, it } from 'vitest';
import { causeOfDeath, GAME_OVER_TEXTS } from '../../../../../src/ui/game/dialogs/GameOverDialog';
import { slainAfterBrokenRest } from '../../../../support/engine/helpers';

describe('causeOfDeath', () => {
  it('names the Skeleton that broke the rest and the floor', () => {
    expect(causeOfDeath(slainAfterBrokenRest(5))).toBe('Slain by a Skeleton on floor 1.');
  });

  it('under version 4, where that killer is not kept, says where only', () => {
    expect(causeOfDeath(slainAfterBrokenRest(4))).toBe(GAME_OVER_TEXTS.fell(1));
  });
});
