import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { newGame, type GameState } from '../../../src/engine';
import { fighting, goblin as goblinFixture } from '../../support/engine/fixtures';
import { gameMachine } from '../../../src/app/gameMachine';
import { anyDialogOpen, gameDialogOpen, headerDialogOpen } from '../../../src/app/dialogQueries';

const playing = (state: GameState = newGame('Dia', 'seed-d')) =>
  createActor(gameMachine, { input: { resume: state } }).start();

describe('header dialogs in the statechart', () => {
  it('opens one at a time, switches in place, and closes on CLOSE_DIALOG', () => {
    const actor = playing();
    expect(anyDialogOpen(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'OPEN_DIALOG', dialog: 'help' });
    expect(headerDialogOpen(actor.getSnapshot())).toBe('help');
    expect(anyDialogOpen(actor.getSnapshot())).toBe(true);
    expect(gameDialogOpen(actor.getSnapshot())).toBeNull();
    actor.send({ type: 'OPEN_DIALOG', dialog: 'controls' });
    expect(headerDialogOpen(actor.getSnapshot())).toBe('controls');
    actor.send({ type: 'CLOSE_DIALOG' });
    expect(headerDialogOpen(actor.getSnapshot())).toBeNull();
    expect(anyDialogOpen(actor.getSnapshot())).toBe(false);
  });

  it('gives way to a dialog the game raises: a loaded game waiting for its stat point', () => {
    const actor = playing();
    actor.send({ type: 'OPEN_DIALOG', dialog: 'load' });
    const s = newGame('Lvl', 'x');
    actor.send({ type: 'LOAD', state: { ...s, player: { ...s.player, pendingStatPoint: 1 } } });
    expect(gameDialogOpen(actor.getSnapshot())).toBe('levelUp');
    expect(headerDialogOpen(actor.getSnapshot())).toBeNull();
    // The load dialog's own close arrives after the load: it leaves the level-up open.
    actor.send({ type: 'CLOSE_DIALOG' });
    expect(gameDialogOpen(actor.getSnapshot())).toBe('levelUp');
  });

  it('gives way to the out-of-stamina dialog an action raises', () => {
    const s = newGame('Tired', 'seed-t');
    const actor = playing(
      fighting({ ...s, player: { ...s.player, stamina: 0 } }, goblinFixture({ x: 1, y: 1 }), 'player'),
    );
    actor.send({ type: 'OPEN_DIALOG', dialog: 'help' });
    actor.send({ type: 'ACT', action: { type: 'attack' } });
    expect(gameDialogOpen(actor.getSnapshot())).toBe('stamina');
    expect(headerDialogOpen(actor.getSnapshot())).toBeNull();
    expect(anyDialogOpen(actor.getSnapshot())).toBe(true);
  });

  it('closes with the game on QUIT', () => {
    const actor = playing();
    actor.send({ type: 'OPEN_DIALOG', dialog: 'quit' });
    actor.send({ type: 'QUIT' });
    expect(actor.getSnapshot().hasTag('nameEntry')).toBe(true);
    expect(headerDialogOpen(actor.getSnapshot())).toBeNull();
  });
});
