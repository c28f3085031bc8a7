// mirrorOf and foresee: the state a sealed run's client plays on, made from its view, and the step it may
// show before the server answers. The client asks its queries of the mirror as of any state, so the mirror
// must answer them as the real state would wherever the hero knows the answer.
import { describe, expect, it } from 'vitest';
import {
  apply,
  exploreStep,
  foresee,
  mirrorOf,
  newGame,
  sellPrice,
  tryApply,
  viewOf,
  type Action,
  type GameState,
} from '../../../../src/engine';
import { testRunSecret } from '../../../support/engine/runs';

/** A v4 run some way into its first floor: its hero has seen part of the map. */
function runUnderway(): GameState {
  let state = newGame('Mirror', 'mirror-seed', 4);
  for (let i = 0; i < 12; i++) {
    const direction = exploreStep(state);
    if (direction === null || state.combat.active) break;
    state = apply(state, { type: 'move', direction });
  }
  return state;
}

describe('mirrorOf: a sealed run as its client holds it', () => {
  it('keeps every explored room, every known wall and what the hero carries, and knows no seed', () => {
    const state = runUnderway();
    const mirror = mirrorOf(viewOf(state), state.actions, testRunSecret('mirror'));
    expect(mirror.seed).toBe('');
    expect(mirror.runSecret).toBe(testRunSecret('mirror'));
    expect(mirror.player).toEqual(state.player);
    expect(mirror.inventory).toEqual(state.inventory);
    expect(mirror.actions).toHaveLength(state.actions.length);
    for (let y = 0; y < state.dungeon.height; y++) {
      for (let x = 0; x < state.dungeon.width; x++) {
        const room = state.dungeon.rooms[y][x];
        const mirrored = mirror.dungeon.rooms[y][x];
        if (room?.explored && room.type !== 'exit') expect(mirrored?.type).toBe(room.type);
        if (mirrored === null) expect(room).toBeNull();
        if (mirrored && !mirrored.explored) expect(mirrored.type).toBe('empty');
      }
    }
  });

  it("takes auto-explore's next step where the real state does: the way runs over explored cells", () => {
    const state = runUnderway();
    expect(exploreStep(mirrorOf(viewOf(state), state.actions))).toBe(exploreStep(state));
  });

  it('prices the pack as the seed does, with no seed', () => {
    const state = runUnderway();
    const mirror = mirrorOf(viewOf(state), state.actions);
    for (const item of state.inventory) {
      if (viewOf(state).prices[item.id] !== undefined) expect(sellPrice(mirror, item)).toBe(sellPrice(state, item));
    }
  });

  it("fills a log it did not see to the view's count (a run taken up on another device)", () => {
    const state = runUnderway();
    const mine: Action[] = [{ type: 'move', direction: 'right' }];
    expect(mirrorOf(viewOf(state), mine).actions).toHaveLength(state.actions.length);
    expect(mirrorOf(viewOf(state), mine).actions.at(-1)).toEqual(mine[0]);
  });
});

const DIRECTIONS = ['up', 'down', 'left', 'right'] as const;
const STEP = { up: [0, -1], down: [0, 1], left: [-1, 0], right: [1, 0] } as const;

/** The room a move in `direction` enters, null for a wall. */
function targetOf(state: GameState, direction: (typeof DIRECTIONS)[number]) {
  const [dx, dy] = STEP[direction];
  return state.dungeon.rooms[state.player.y + dy]?.[state.player.x + dx] ?? null;
}

describe('foresee: the step a sealed client shows before the answer', () => {
  it('moves the hero onto an explored empty room where the rules put them, and nothing else changes', () => {
    const state = runUnderway();
    const mirror = mirrorOf(viewOf(state), state.actions);
    const steps = DIRECTIONS.filter((direction) => targetOf(mirror, direction)?.type === 'empty');
    expect(steps.length).toBeGreaterThan(0);
    for (const direction of steps) {
      const seen = foresee(mirror, { type: 'move', direction })!.state;
      const real = apply(state, { type: 'move', direction });
      expect([seen.player.x, seen.player.y]).toEqual([real.player.x, real.player.y]);
      expect(seen.dungeon).toBe(mirror.dungeon);
      expect(seen.actions).toHaveLength(mirror.actions.length + 1);
    }
  });

  it('refuses as the server will, at once: a wall, an attack with no fight (the same refusal and log)', () => {
    const state = runUnderway();
    const mirror = mirrorOf(viewOf(state), state.actions);
    const walls = DIRECTIONS.filter((direction) => targetOf(mirror, direction) === null);
    expect(walls.length).toBeGreaterThan(0);
    const refused: Action[] = [{ type: 'attack' }, ...walls.map((direction) => ({ type: 'move', direction }) as const)];
    for (const action of refused) {
      const seen = foresee(mirror, action)!;
      const real = tryApply(state, action);
      expect(seen.refusal).toBe(real.refusal);
      expect(seen.refusal).not.toBeNull();
      expect(seen.state.log).toEqual(real.state.log);
    }
  });

  it("shows nothing of a rest: its rolls are the server's", () => {
    const state = runUnderway();
    const mirror = mirrorOf(viewOf(state), state.actions);
    expect(foresee(mirror, { type: 'rest' })).toBeNull();
    // In a fight a move is refused on what the screen shows, so that much is known at once.
    const fighting = { ...mirror, combat: { ...mirror.combat, active: true, monster: {} as never } };
    expect(foresee(fighting, { type: 'move', direction: 'up' })?.refusal).toBe(
      'You must defeat the monster before moving!',
    );
  });
});
