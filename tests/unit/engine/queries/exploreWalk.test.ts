// Auto-explore over real floors: a player who presses X, and fights what the game says blocks the way,
// is never told that nothing is left while the exit is unfound and no monster is in sight (once
// the engine's exploreStep stopped short that way hundreds of times over these floors).
import { describe, expect, it } from 'vitest';
import { walkFloors, type ShortStop } from '../../../support/engine/exploreWalker';

const SEEDS = 30;
const FLOORS = 3;

describe('auto-explore over 30 seeds, floors 1-3', () => {
  it('never stops short of the exit with no monster in sight, and names the monster when one is', () => {
    const stops: ShortStop[] = [];
    let moves = 0;
    let fights = 0;
    for (let n = 1; n <= SEEDS; n++) {
      const walked = walkFloors(`explore-walk-${n}`, FLOORS);
      stops.push(...walked.shortStops);
      moves += walked.moves;
      fights += walked.fights;
    }
    const blind = stops.filter((stop) => stop.inSight === 0);
    console.log(
      `${SEEDS} seeds x floors 1-${FLOORS}: ${moves} moves, ${fights} fights; explore stopped with the exit ` +
        `unfound ${stops.length} times, ${blind.length} of them with no monster in sight`,
    );
    expect(blind).toEqual([]);
    // Every other stop had a monster in sight on the way, and the game named it.
    expect(stops.every((stop) => stop.blocker !== null)).toBe(true);
    expect(stops.length).toBeGreaterThan(0);
  });
});
