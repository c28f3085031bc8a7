// Auto-explore and travel past monsters (src/engine/README.md, "Path finding"): a monster remembered
// out of sight (drawn dimmed on the map) is walked toward and the walk stops when it comes into sight;
// one in sight that bars the only way is walked up to, and the stop beside it names it for the screen.
import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import type { GameState, Monster } from '../../../src/engine';
import { MOVE_SIGHT_RADIUS, revealAround } from '../../../src/engine/dungeon/visibility';
import { gameMachine } from '../../../src/app/gameMachine';
import { WALK_STEP_MS } from '../../../src/app/gameTimings';
import { monster, onMap } from '../../support/engine/helpers';

/** A level walked before up to column `seenTo` (the cells past it unseen), the hero's sight around it. */
function walkedTo(lines: string[], seenTo: number, monsters: Monster[]): GameState {
  const state = onMap(lines, monsters);
  const rooms = state.dungeon.rooms.map((row) => row.map((room) => room && { ...room, explored: room.x <= seenTo }));
  const { x, y } = state.player;
  return { ...state, dungeon: { ...state.dungeon, rooms: revealAround(rooms, x, y, MOVE_SIGHT_RADIUS) } };
}

function start(state: GameState) {
  const clock = new SimulatedClock();
  const actor = createActor(gameMachine, { input: { resume: state }, clock }).start();
  const walkFor = (ms: number) => {
    clock.increment(0);
    for (let i = 0; i < ms; i++) clock.increment(1);
  };
  const at = () => [actor.getSnapshot().context.game!.player.x, actor.getSnapshot().context.game!.player.y];
  const stop = () => actor.getSnapshot().context.walkStop;
  return { actor, walkFor, at, stop };
}

// A Goblin at (11, 1) seen before and now out of sight; the corridor past it (from x = 13) unseen.
const CORRIDOR = ['#################', '#@.........M....#', '#################'];

describe('walks past monsters remembered out of sight', () => {
  it('explore walks toward a remembered monster on the only way, stops as it comes into sight, then names it', () => {
    const { actor, walkFor, at, stop } = start(walkedTo(CORRIDOR, 12, [monster({ id: 'm-r' })]));
    actor.send({ type: 'EXPLORE' });
    walkFor(WALK_STEP_MS * 20);
    // Two cells before it the Goblin comes into sight: the walk stops there, as for any monster.
    expect(at()).toEqual([9, 1]);
    expect(stop()?.reason).toBe('monster');
    expect(stop()?.blocker).toBeUndefined();
    // X again: it bars the only way. The walk goes up to it, one move, and stops beside it (never into
    // it: a fight is the player's choice), saying which monster and where.
    const moves = actor.getSnapshot().context.game!.actions.length;
    actor.send({ type: 'EXPLORE' });
    walkFor(WALK_STEP_MS * 5);
    expect(at()).toEqual([10, 1]);
    expect(stop()?.reason).toBe('end');
    expect(stop()?.blocker).toMatchObject({ x: 11, y: 1, monster: { name: 'Goblin' } });
    expect(actor.getSnapshot().context.game!.actions.length).toBe(moves + 1);
    // Beside it, X takes no move and names it again.
    actor.send({ type: 'EXPLORE' });
    walkFor(WALK_STEP_MS * 5);
    expect(at()).toEqual([10, 1]);
    expect(stop()).toMatchObject({ reason: 'end', walk: { steps: 0 }, blocker: { x: 11, y: 1 } });
  });

  it('travel past a remembered monster walks; past one in sight it goes up to it only, and names it', () => {
    const remembered = start(walkedTo(CORRIDOR, 16, [monster({ id: 'm-r' })]));
    remembered.actor.send({ type: 'TRAVEL', x: 14, y: 1 });
    remembered.walkFor(WALK_STEP_MS * 20);
    expect(remembered.at()).toEqual([9, 1]);
    expect(remembered.stop()?.reason).toBe('monster');

    remembered.actor.send({ type: 'TRAVEL', x: 14, y: 1 });
    remembered.walkFor(WALK_STEP_MS * 5);
    expect(remembered.at()).toEqual([10, 1]);
    expect(remembered.stop()).toMatchObject({ reason: 'end', walk: { steps: 1 }, blocker: { x: 11, y: 1 } });
  });

  it('a stop for another reason, or with nothing left to find, names no monster', () => {
    const { actor, walkFor, stop } = start(walkedTo(['#########', '#@......#', '#########'], 8, []));
    actor.send({ type: 'EXPLORE' });
    walkFor(WALK_STEP_MS * 20);
    expect(stop()?.reason).toBe('end');
    expect(stop()?.blocker).toBeUndefined();
  });
});
