// A sealed run as the statechart plays it against a server that deals every roll (a fake at the network's
// edge that runs the real engine): the run begins with no seed on the client, a step over known ground shows
// at once, every action reaches the server, the screen ends up as the server's state as the hero knows it,
// a lost connection pauses play and loses nothing, and a reload takes the run up where the server has it.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { gameMachine } from '../../../../src/app/gameMachine';
import { exploreStep, mirrorOf, viewOf, type Direction, type GameState } from '../../../../src/engine';
import { loadSealedRun } from '../../../../src/storage/sealedRun';
import { fakeLocalStorage } from '../../../support/fakeRunServer';
import { fakeSealedServer } from '../../../support/fakeSealedServer';

afterEach(() => vi.unstubAllGlobals());

async function begun() {
  const actor = createActor(gameMachine, { input: { newRun: { name: 'Aria', seed: 'local-seed' } } }).start();
  await waitFor(actor, (s) => s.hasTag('playing'));
  return actor;
}

type Actor = Awaited<ReturnType<typeof begun>>;
const screen = (actor: Actor): GameState => actor.getSnapshot().context.game!;
const settled = (actor: Actor) =>
  waitFor(actor, (s) => s.context.sealed !== null && s.context.sealed.pending.length === 0);

/** What the hero knows of the server's state: the screen must show exactly this once the server answered. */
const known = (state: GameState) => mirrorOf(viewOf(state), [], state.runSecret);

describe('a sealed run, played', () => {
  it('begins with no seed on the client and plays on the server: the screen is the server state as seen', async () => {
    const server = fakeSealedServer();
    fakeLocalStorage();
    const actor = await begun();
    expect(screen(actor).seed).toBe('');
    expect(actor.getSnapshot().context.sealed?.id).toBe('run-1');
    for (let i = 0; i < 6; i++) {
      const direction = exploreStep(screen(actor)) as Direction;
      actor.send({ type: 'ACT', action: { type: 'move', direction } });
      await settled(actor);
    }
    expect(server.state().actions).toHaveLength(6);
    // Each answer was what changed in the view the client held, never the whole view again.
    expect(server.changesAnswered()).toBe(6);
    const shown = screen(actor);
    const expected = known(server.state());
    expect(shown.player).toEqual(expected.player);
    expect(shown.dungeon).toEqual(expected.dungeon);
    expect(shown.log).toEqual(server.state().log);
    expect(loadSealedRun()?.view.actionCount).toBe(6);
    actor.stop();
  });

  it('moves the hero over known ground before the server answers, and waits for it on an unforeseen action', async () => {
    const server = fakeSealedServer();
    fakeLocalStorage();
    const actor = await begun();
    const first = exploreStep(screen(actor)) as Direction;
    actor.send({ type: 'ACT', action: { type: 'move', direction: first } });
    await settled(actor);
    server.hold(true);
    const back = ({ up: 'down', down: 'up', left: 'right', right: 'left' } as const)[first];
    const before = screen(actor).player;
    actor.send({ type: 'ACT', action: { type: 'move', direction: back } });
    // Held: no answer yet, and the hero already stands where the step goes.
    expect(screen(actor).player.x + screen(actor).player.y).not.toBe(before.x + before.y);
    expect(actor.getSnapshot().context.sealed?.pending).toHaveLength(1);
    actor.send({ type: 'ACT', action: { type: 'rest' } });
    expect(actor.getSnapshot().context.sealed?.blind).toBe(true);
    server.hold(false);
    await settled(actor);
    expect(server.state().actions.map((a) => a.type)).toEqual(['move', 'move', 'rest']);
    expect(screen(actor).player).toEqual(known(server.state()).player);
    actor.stop();
  });

  it('pauses while the server cannot be reached and goes on when it answers, nothing lost', async () => {
    const server = fakeSealedServer();
    fakeLocalStorage();
    const actor = await begun();
    server.cut(true);
    actor.send({ type: 'ACT', action: { type: 'rest' } });
    await waitFor(actor, (s) => s.context.sealed?.lost === true);
    // Paused: a key does nothing until the server answers again.
    actor.send({ type: 'ACT', action: { type: 'rest' } });
    expect(actor.getSnapshot().context.sealed?.pending).toHaveLength(1);
    server.cut(false);
    await waitFor(actor, (s) => s.context.sealed?.lost === false, { timeout: 3000 });
    await settled(actor);
    expect(server.state().actions).toHaveLength(1);
    expect(screen(actor).log).toEqual(server.state().log);
    actor.stop();
  });

  it('takes the run up after a reload where the server has it, sending what never arrived', async () => {
    const server = fakeSealedServer();
    fakeLocalStorage();
    const actor = await begun();
    actor.send({ type: 'ACT', action: { type: 'move', direction: exploreStep(screen(actor)) as Direction } });
    await settled(actor);
    server.cut(true);
    actor.send({ type: 'ACT', action: { type: 'rest' } });
    await waitFor(actor, (s) => s.context.sealed?.lost === true);
    actor.stop();
    // The page reloads: the kept run, with its unsent rest, is taken up.
    server.cut(false);
    const kept = loadSealedRun()!;
    expect(kept.base).toBe(1);
    const again = createActor(gameMachine, { input: { start: { type: 'SEALED', run: kept, resumed: true } } }).start();
    await waitFor(again, (s) => s.hasTag('playing') && s.context.sealed?.blind === false);
    expect(server.state().actions.map((a) => a.type)).toEqual(['move', 'rest']);
    expect(screen(again).log).toEqual(server.state().log);
    again.stop();
  });
});
