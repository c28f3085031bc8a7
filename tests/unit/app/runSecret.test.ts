// Every run a player begins owns a fresh secret of the form the server takes (43 base64url characters
// from 32 random bytes), whether it begins through GameSession or the statechart's BEGIN.
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { isRunSecret, newGame } from '../../../src/engine';
import { beginRun, newRunSecret } from '../../../src/app/runSecret';
import { gameMachine } from '../../../src/app/gameMachine';

describe('newRunSecret', () => {
  it('is 43 base64url characters without padding, of the form the save reader and server accept', () => {
    const secret = newRunSecret();
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(isRunSecret(secret)).toBe(true);
  });

  it('differs every time (256 random bits)', () => {
    const secrets = new Set(Array.from({ length: 100 }, newRunSecret));
    expect(secrets.size).toBe(100);
  });
});

describe('beginRun', () => {
  it('is the new game of that name and seed, with a secret', () => {
    const run = beginRun('Aria', 'seed-a');
    const { runSecret, ...rest } = run;
    expect(isRunSecret(runSecret)).toBe(true);
    expect(rest).toStrictEqual(newGame('Aria', 'seed-a'));
  });

  it('gives two runs, even of the same name and seed, different secrets', () => {
    expect(beginRun('Aria', 'seed-a').runSecret).not.toBe(beginRun('Aria', 'seed-a').runSecret);
  });
});

describe("the statechart's BEGIN", () => {
  const begin = () => {
    const actor = createActor(gameMachine, { input: {} }).start();
    actor.send({ type: 'BEGIN', name: 'Aria', seed: 'abc' });
    const secret = actor.getSnapshot().context.game?.runSecret;
    actor.stop();
    return secret;
  };

  it('begins a run that owns a fresh secret', () => {
    const first = begin();
    expect(isRunSecret(first)).toBe(true);
    expect(begin()).not.toBe(first);
  });
});
