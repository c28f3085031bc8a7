// The statechart at the dungeon's last portal (src/engine/README.md, "Descent"): E opens the portal offering the victory,
// claiming it ends the run in the 'won' state (like 'dead': the autosave cleared, play again or load).
import { describe, expect, it, vi } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { runOutcome } from '../../../src/engine';
import { gameMachine } from '../../../src/app/gameMachine';
import { handBuiltVictor } from '../../support/engine/victor';

// A test-only victory rules version (tests/support/engine/victoryRules.ts): these cases do not wait for the
// newest version's profile. The hand-built hero stands under the newest version with bottomIsVictory.
vi.mock(import('../../../src/engine/versions/profiles'), async (real) =>
  (await import('../../support/engine/victoryRules')).withTestVictoryRules(await real()),
);

function start() {
  const clears = vi.fn();
  const machine = gameMachine.provide({ actions: { clearLocalSave: clears, saveLocally: () => {} } });
  const actor = createActor(machine, { input: { resume: handBuiltVictor() }, clock: new SimulatedClock() }).start();
  return { actor, clears };
}

describe('the last portal', () => {
  it('E opens the portal; claiming it wins the run, clears the autosave, and play again returns to name entry', () => {
    const { actor, clears } = start();
    actor.send({ type: 'EXIT_PRESSED' });
    expect(actor.getSnapshot().matches({ playing: { dialog: 'portal' } })).toBe(true);
    actor.send({ type: 'DESCEND' });
    const snapshot = actor.getSnapshot();
    expect(snapshot.hasTag('won')).toBe(true);
    expect(snapshot.hasTag('playing')).toBe(false);
    expect(runOutcome(snapshot.context.game!)).toBe('won');
    expect(snapshot.context.game!.log.at(-1)).toBe(
      'You step through the last portal and climb into daylight. The dungeon is conquered!',
    );
    expect(clears).toHaveBeenCalled();
    actor.send({ type: 'PLAY_AGAIN' });
    expect(actor.getSnapshot().hasTag('nameEntry')).toBe(true);
    expect(actor.getSnapshot().context.game).toBeNull();
  });

  it('staying keeps the run going; a save of a won run loads straight into the victory', () => {
    const { actor } = start();
    actor.send({ type: 'EXIT_PRESSED' });
    actor.send({ type: 'CLOSE_DIALOG' });
    expect(actor.getSnapshot().matches({ playing: { dialog: 'none' } })).toBe(true);
    actor.send({ type: 'EXIT_PRESSED' });
    actor.send({ type: 'DESCEND' });
    const won = actor.getSnapshot().context.game!;
    const again = start().actor;
    again.send({ type: 'LOAD', state: won });
    expect(again.getSnapshot().hasTag('won')).toBe(true);
  });
});
