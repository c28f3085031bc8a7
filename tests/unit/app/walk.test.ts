// Auto-explore and travel in the statechart: one ordinary move per WALK_STEP_MS on a simulated clock,
// and every stop a player would notice (a monster in sight, a pickup, low health, the exit, a key).
import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { newGame, replay, runRecord, type GameState, type Item, type Monster } from '../../../src/engine';
import { revealAround, WIDE_SIGHT_RADIUS, MOVE_SIGHT_RADIUS } from '../../../src/engine/dungeon/visibility';
import { gameMachine } from '../../../src/app/gameMachine';
import { MONSTER_TURN_DELAY_MS, WALK_STEP_MS } from '../../../src/app/gameTimings';
import { item, monster, onMap } from '../../support/engine/helpers';

/** A level on an ASCII map (legend of onMap), seen as at the start of a floor: radius `sight` around the hero. */
function seen(
  lines: string[],
  contents: (Monster | Item)[] = [],
  sight = MOVE_SIGHT_RADIUS,
  player: Partial<GameState['player']> = {},
): GameState {
  const state = onMap(lines, contents);
  const rooms = revealAround(state.dungeon.rooms, state.player.x, state.player.y, sight);
  return { ...state, player: { ...state.player, ...player }, dungeon: { ...state.dungeon, rooms } };
}

/** Everything seen already (a floor walked before): travel targets are known cells. */
function allSeen(lines: string[], contents: (Monster | Item)[] = []): GameState {
  const state = onMap(lines, contents);
  const rooms = state.dungeon.rooms.map((row) => row.map((room) => (room ? { ...room, explored: true } : null)));
  return {
    ...state,
    dungeon: { ...state.dungeon, rooms: revealAround(rooms, state.player.x, state.player.y, MOVE_SIGHT_RADIUS) },
  };
}

function start(state: GameState) {
  const sim = new SimulatedClock();
  // SimulatedClock fires only timers already due when it is advanced: advance 1 ms at a time, as time passes.
  const clock = {
    increment(ms: number) {
      if (ms === 0) sim.increment(0);
      for (let i = 0; i < ms; i++) sim.increment(1);
    },
  };
  const actor = createActor(gameMachine, { input: { resume: state }, clock: sim }).start();
  const at = () => {
    const { x, y } = actor.getSnapshot().context.game!.player;
    return [x, y];
  };
  const walking = () => actor.getSnapshot().hasTag('walking');
  const stop = () => actor.getSnapshot().context.walkStop?.reason;
  return { actor, clock, at, walking, stop };
}

const CORRIDOR = ['######################', '#@...................#', '######################'];

describe('auto-explore', () => {
  it('takes its first step at once, then one move per 150 ms, never faster', () => {
    const { actor, clock, at, walking } = start(seen(CORRIDOR));
    actor.send({ type: 'EXPLORE' });
    expect(walking()).toBe(true);
    clock.increment(0);
    expect(at()).toEqual([2, 1]);
    clock.increment(WALK_STEP_MS - 1);
    expect(at()).toEqual([2, 1]);
    clock.increment(1);
    expect(at()).toEqual([3, 1]);
    clock.increment(WALK_STEP_MS * 5);
    expect(at()).toEqual([8, 1]);
    // Only ordinary moves reach the engine: runs and replays know nothing of walks.
    const moves = actor.getSnapshot().context.game!.actions;
    expect(moves.length).toBe(7);
    expect(moves.every((a) => a.type === 'move' && a.direction === 'right')).toBe(true);
  });

  it('walks a whole corridor, then stops with nothing left to explore', () => {
    const { actor, clock, at, walking, stop } = start(seen(CORRIDOR));
    actor.send({ type: 'EXPLORE' });
    clock.increment(0);
    clock.increment(WALK_STEP_MS * 40);
    // The last unseen cell (20, 1) comes into sight from (18, 1); the exit search then leads to the
    // farthest cell, which this corridor's generator did not make an exit: the walk ends there.
    expect(walking()).toBe(false);
    expect(stop()).toBe('end');
    expect(at()[0]).toBeGreaterThanOrEqual(18);
  });

  it('stops at once when a monster comes into sight, two cells before it', () => {
    const lines = ['################', '#@.........M...#', '################'];
    const { actor, clock, at, walking, stop } = start(seen(lines, [monster()]));
    actor.send({ type: 'EXPLORE' });
    clock.increment(0);
    clock.increment(WALK_STEP_MS * 20);
    expect(at()).toEqual([9, 1]);
    expect(walking()).toBe(false);
    expect(stop()).toBe('monster');
    expect(actor.getSnapshot().context.game!.combat.active).toBe(false);
  });

  it('goes on past a monster already in sight, and stops for the next one', () => {
    // A branch: the Goblin at (3, 2) is seen from the start; exploring right does not stop for it.
    const lines = ['################', '#@...........M.#', '###M############', '################'];
    const { actor, clock, at, stop } = start(seen(lines, [monster({ id: 'm-a' }), monster({ id: 'm-b' })]));
    actor.send({ type: 'EXPLORE' });
    clock.increment(0);
    clock.increment(WALK_STEP_MS * 20);
    expect(at()).toEqual([11, 1]);
    expect(stop()).toBe('monster');
  });

  it('stops on the cell where it picked something up', () => {
    const lines = ['##############', '#@....$......#', '##############'];
    const potion = item('health_potion', 7);
    const { actor, clock, at, stop } = start(seen(lines, [potion]));
    actor.send({ type: 'EXPLORE' });
    clock.increment(0);
    clock.increment(WALK_STEP_MS * 20);
    expect(at()).toEqual([6, 1]);
    expect(stop()).toBe('pickup');
    expect(actor.getSnapshot().context.game!.inventory.map((i) => i.id)).toContain(potion.id);
  });

  it('does not walk while health is below half: 49 of 100 stops it before the first step, 50 does not', () => {
    const low = start(seen(CORRIDOR, [], MOVE_SIGHT_RADIUS, { health: 49, maxHealth: 100 }));
    low.actor.send({ type: 'EXPLORE' });
    low.clock.increment(WALK_STEP_MS * 3);
    expect(low.at()).toEqual([1, 1]);
    expect(low.stop()).toBe('health');
    const half = start(seen(CORRIDOR, [], MOVE_SIGHT_RADIUS, { health: 50, maxHealth: 100 }));
    half.actor.send({ type: 'EXPLORE' });
    half.clock.increment(0);
    expect(half.at()).toEqual([2, 1]);
  });

  it('below half, X again right after that stop presses on (EXPLORE ANYWAY); a rest first clears it', () => {
    const low = start(seen(CORRIDOR, [], MOVE_SIGHT_RADIUS, { health: 49, maxHealth: 100 }));
    low.actor.send({ type: 'EXPLORE' });
    low.clock.increment(WALK_STEP_MS * 3);
    expect(low.stop()).toBe('health');
    low.actor.send({ type: 'EXPLORE' });
    low.clock.increment(0);
    low.clock.increment(WALK_STEP_MS * 2);
    expect(low.at()).toEqual([4, 1]);
    expect(low.actor.getSnapshot().context.walk?.pressOn).toBe(true);

    // Rest first (the offer's other answer): the rest, then X walks with full health.
    const rested = start(seen(CORRIDOR, [], MOVE_SIGHT_RADIUS, { health: 49, maxHealth: 100 }));
    rested.actor.send({ type: 'EXPLORE' });
    rested.clock.increment(WALK_STEP_MS);
    rested.actor.send({ type: 'ACT', action: { type: 'rest' } });
    rested.actor.send({ type: 'EXPLORE' });
    rested.clock.increment(0);
    expect(rested.at()).toEqual([2, 1]);
    expect(rested.actor.getSnapshot().context.game!.player.health).toBe(100);
    expect(rested.actor.getSnapshot().context.walk?.pressOn).toBeUndefined();

    // Anything done between the stop and X (a move) asks again: the walk stops for health once more.
    const moved = start(seen(CORRIDOR, [], MOVE_SIGHT_RADIUS, { health: 49, maxHealth: 100 }));
    moved.actor.send({ type: 'EXPLORE' });
    moved.clock.increment(WALK_STEP_MS);
    moved.actor.send({ type: 'ACT', action: { type: 'move', direction: 'right' } });
    moved.actor.send({ type: 'EXPLORE' });
    moved.clock.increment(WALK_STEP_MS * 3);
    expect(moved.at()).toEqual([2, 1]);
    expect(moved.stop()).toBe('health');
  });

  it('stops on finding the exit, and the portal opens there', () => {
    // Everything but the exit corridor's end is seen; the exit is the farthest cell from (1, 1).
    const lines = ['#########', '#@.....E#', '#########'];
    const { actor, clock, at, stop } = start(seen(lines, [], WIDE_SIGHT_RADIUS));
    actor.send({ type: 'EXPLORE' });
    clock.increment(0);
    clock.increment(WALK_STEP_MS * 20);
    expect(at()).toEqual([7, 1]);
    expect(stop()).toBe('exit');
    expect(actor.getSnapshot().context.game!.dungeon.exitFound).toBe(true);
    expect(actor.getSnapshot().matches({ playing: { dialog: 'portal' } })).toBe(true);
  });

  it('walks across the merchant without opening the shop; the shop opens where a walk stops on it', () => {
    const lines = ['##############', '#@...&.......#', '##############'];
    const across = start(seen(lines));
    across.actor.send({ type: 'EXPLORE' });
    across.clock.increment(0);
    across.clock.increment(WALK_STEP_MS * 20);
    expect(across.at()).toEqual([12, 1]);
    expect(across.stop()).toBe('end');
    expect(across.actor.getSnapshot().matches({ playing: { dialog: 'none' } })).toBe(true);

    // Travel to the merchant: its last step opens the shop.
    const { actor, clock, at, stop } = start(allSeen(lines));
    actor.send({ type: 'TRAVEL', x: 5, y: 1 });
    clock.increment(0);
    clock.increment(WALK_STEP_MS * 10);
    expect(at()).toEqual([5, 1]);
    expect(stop()).toBe('end');
    expect(actor.getSnapshot().matches({ playing: { dialog: 'merchant' } })).toBe(true);
  });

  it("opens the shop when asked on the merchant: OPEN_SHOP, or a tap on the hero's own cell", () => {
    const lines = ['##############', '#@...&.......#', '##############'];
    const { actor, clock } = start(allSeen(lines));
    actor.send({ type: 'OPEN_SHOP' });
    expect(actor.getSnapshot().matches({ playing: { dialog: 'none' } })).toBe(true);
    actor.send({ type: 'TRAVEL', x: 12, y: 1 });
    clock.increment(0);
    clock.increment(WALK_STEP_MS * 20);
    // Crossed, not opened; back onto it by one move opens it.
    expect(actor.getSnapshot().matches({ playing: { dialog: 'none' } })).toBe(true);
    actor.send({ type: 'TRAVEL', x: 6, y: 1 });
    clock.increment(WALK_STEP_MS * 20);
    actor.send({ type: 'ACT', action: { type: 'move', direction: 'left' } });
    expect(actor.getSnapshot().matches({ playing: { dialog: 'merchant' } })).toBe(true);
    actor.send({ type: 'CLOSE_DIALOG' });
    actor.send({ type: 'OPEN_SHOP' });
    expect(actor.getSnapshot().matches({ playing: { dialog: 'merchant' } })).toBe(true);
    actor.send({ type: 'CLOSE_DIALOG' });
    actor.send({ type: 'TRAVEL', x: 5, y: 1 });
    expect(actor.getSnapshot().matches({ playing: { dialog: 'merchant' } })).toBe(true);
  });

  it('is cancelled by any key: STOP_WALK (a key with no game meaning), X again, or a move key that still moves', () => {
    const byKey = start(seen(CORRIDOR));
    byKey.actor.send({ type: 'EXPLORE' });
    byKey.clock.increment(0);
    byKey.clock.increment(WALK_STEP_MS);
    byKey.actor.send({ type: 'STOP_WALK' });
    byKey.clock.increment(WALK_STEP_MS * 10);
    expect(byKey.at()).toEqual([3, 1]);
    expect(byKey.stop()).toBe('cancel');

    const byX = start(seen(CORRIDOR));
    byX.actor.send({ type: 'EXPLORE' });
    byX.clock.increment(0);
    byX.actor.send({ type: 'EXPLORE' });
    byX.clock.increment(WALK_STEP_MS * 10);
    expect(byX.at()).toEqual([2, 1]);
    expect(byX.walking()).toBe(false);

    const byMove = start(seen(CORRIDOR));
    byMove.actor.send({ type: 'EXPLORE' });
    byMove.clock.increment(0);
    byMove.clock.increment(WALK_STEP_MS);
    byMove.actor.send({ type: 'ACT', action: { type: 'move', direction: 'left' } });
    expect(byMove.at()).toEqual([2, 1]);
    byMove.clock.increment(WALK_STEP_MS * 10);
    expect(byMove.at()).toEqual([2, 1]);
    expect(byMove.stop()).toBe('cancel');
  });

  it('does nothing during a fight', () => {
    const s = seen(CORRIDOR);
    const fighting: GameState = { ...s, combat: { active: true, turn: 'player', monster: monster({ x: 2, y: 1 }) } };
    const { actor, clock, at, stop } = start(fighting);
    actor.send({ type: 'EXPLORE' });
    clock.increment(WALK_STEP_MS * 3);
    expect(at()).toEqual([1, 1]);
    expect(stop()).toBe('fight');
  });

  it('sends ordinary moves of a real run: the run record replays to the same place', () => {
    // A version-3 run (a save in progress keeps its version): the layout described below is its floor 1.
    const { actor, clock, at, stop } = start(newGame('Walker', 'floor1-1', 3));
    actor.send({ type: 'EXPLORE' });
    clock.increment(0);
    clock.increment(WALK_STEP_MS * 10);
    const game = actor.getSnapshot().context.game!;
    // This floor's first walk ends when a monster comes into sight near the way, after five moves right
    // (the one that came into sight after two stands across a wall, far round by the way).
    expect(stop()).toBe('monster');
    expect(game.actions).toEqual(Array.from({ length: 5 }, () => ({ type: 'move', direction: 'right' })));
    const replayed = replay(runRecord(game));
    expect([replayed.player.x, replayed.player.y]).toEqual(at());
    expect(replayed.dungeon.rooms).toEqual(game.dungeon.rooms);
  });
});

describe('travel', () => {
  // A loop: two ways from (1, 1) to (5, 3); the short one is right then down.
  const LOOP = ['#######', '#@....#', '#.###.#', '#.....#', '#######'];

  it('walks the shortest known path to the cell, one move per 150 ms, and stops there', () => {
    const { actor, clock, at, walking, stop } = start(allSeen(LOOP));
    actor.send({ type: 'TRAVEL', x: 5, y: 3 });
    clock.increment(0);
    expect(at()).toEqual([2, 1]);
    clock.increment(WALK_STEP_MS * 5);
    expect(at()).toEqual([5, 3]);
    expect(walking()).toBe(false);
    expect(stop()).toBe('end');
    expect(actor.getSnapshot().context.walkStop?.walk.steps).toBe(6);
    expect(actor.getSnapshot().context.game!.actions.length).toBe(6);
  });

  it('does not move toward a wall, an unseen cell or its own cell', () => {
    const { actor, clock, at, stop } = start(seen(CORRIDOR));
    for (const [x, y] of [
      [3, 0],
      [15, 1],
      [1, 1],
    ]) {
      actor.send({ type: 'TRAVEL', x, y });
      clock.increment(WALK_STEP_MS);
      expect(at()).toEqual([1, 1]);
      expect(stop()).toBe('end');
    }
  });

  it('stops when a monster comes into sight on the way, or on a pickup', () => {
    const spotted = start(hiddenMonster());
    spotted.actor.send({ type: 'TRAVEL', x: 8, y: 1 });
    spotted.clock.increment(0);
    spotted.clock.increment(WALK_STEP_MS * 20);
    expect(spotted.stop()).toBe('monster');
    expect(spotted.at()).toEqual([6, 1]);

    const potion = item('mana_potion', 8);
    const loot = start(allSeen(['##########', '#@..$...##', '##########'], [potion]));
    loot.actor.send({ type: 'TRAVEL', x: 7, y: 1 });
    loot.clock.increment(0);
    loot.clock.increment(WALK_STEP_MS * 20);
    expect(loot.at()).toEqual([4, 1]);
    expect(loot.stop()).toBe('pickup');
  });

  it('walks into a monster it was sent to (no stop when it comes into sight), and the fight stops it', () => {
    const lines = ['#########', '#@....M.#', '#########'];
    const { actor, clock, at, stop } = start(allSeen(lines, [monster({ id: 'm-t' })]));
    actor.send({ type: 'TRAVEL', x: 6, y: 1 });
    clock.increment(0);
    clock.increment(WALK_STEP_MS * 10);
    expect(at()).toEqual([6, 1]);
    expect(stop()).toBe('fight');
    expect(actor.getSnapshot().context.game!.combat.active).toBe(true);
    // The fight goes on as usual: an enemy turn (if it won initiative) comes 1.5 s later, no more walking.
    clock.increment(MONSTER_TURN_DELAY_MS);
    expect(actor.getSnapshot().hasTag('yourTurn')).toBe(true);
    expect(at()).toEqual([6, 1]);
  });

  it('does not travel while health is below half, and a new target replaces the old one', () => {
    const weak = start({ ...allSeen(LOOP), player: { ...allSeen(LOOP).player, health: 10 } });
    weak.actor.send({ type: 'TRAVEL', x: 5, y: 3 });
    weak.clock.increment(WALK_STEP_MS * 10);
    expect(weak.at()).toEqual([1, 1]);
    expect(weak.stop()).toBe('health');

    const { actor, clock, at } = start(allSeen(LOOP));
    actor.send({ type: 'TRAVEL', x: 5, y: 3 });
    clock.increment(0);
    actor.send({ type: 'TRAVEL', x: 1, y: 3 });
    clock.increment(0);
    clock.increment(WALK_STEP_MS * 10);
    expect(at()).toEqual([1, 3]);
  });
});

/** A corridor walked before, with a Goblin in an unexplored pocket at (7, 3) that comes into sight from (6, 1). */
function hiddenMonster(): GameState {
  const lines = ['##########', '#@.......#', '#######.##', '#######M##', '##########'];
  const state = onMap(lines, [monster({ id: 'm-h' })]);
  const rooms = state.dungeon.rooms.map((row) =>
    row.map((room) => (room ? { ...room, explored: room.type !== 'monster' } : null)),
  );
  return { ...state, dungeon: { ...state.dungeon, rooms: revealAround(rooms, 1, 1, MOVE_SIGHT_RADIUS) } };
}
