// The statechart keeps the engine's refusal of the last player action, so the UI can explain a
// move into a wall (the engine logs nothing for it), and opens Out of Stamina from the refusal.
import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { MESSAGES, newGame, sacrificePreview, type GameState } from '../../../src/engine';
import { fighting, goblin as goblinFixture } from '../../support/engine/fixtures';
import { gameMachine } from '../../../src/app/gameMachine';
import { isBlockedMove } from '../../../src/app/gameQueries';

const goblin = goblinFixture({ id: 'm-t', x: 1, y: 1 });

function start(state: GameState) {
  const actor = createActor(gameMachine, { input: { resume: state }, clock: new SimulatedClock() }).start();
  return actor;
}

const tired = (patch: Partial<GameState['player']> = {}): GameState => {
  const s = newGame('Tester', 'seed-1');
  return { ...s, player: { ...s.player, stamina: 0, ...patch } };
};

describe('refusals reach the UI', () => {
  it('a move into the border wall is refused as blocked, with no log line; the next real move clears it', () => {
    const game = newGame('Tester', 'seed-1');
    const actor = start(game);
    actor.send({ type: 'ACT', action: { type: 'move', direction: 'left' } });
    const { context } = actor.getSnapshot();
    expect(isBlockedMove(context.refusal)).toBe(true);
    expect(context.game!.log).toEqual(game.log);
    expect(context.game!.player.x).toBe(1);
    const open = (['down', 'right'] as const).find((d) => {
      const dx = d === 'right' ? 1 : 0;
      const dy = d === 'down' ? 1 : 0;
      const room = game.dungeon.rooms[1 + dy][1 + dx];
      return room !== null && room.type !== 'monster';
    })!;
    actor.send({ type: 'ACT', action: { type: 'move', direction: open } });
    expect(actor.getSnapshot().context.refusal).toBeNull();
  });

  it('keeps a logged refusal as its engine text', () => {
    const actor = start(newGame('Tester', 'seed-1'));
    actor.send({ type: 'ACT', action: { type: 'attack' } });
    expect(actor.getSnapshot().context.refusal).toBe(MESSAGES.noEnemy);
  });
});

describe('Out of Stamina', () => {
  it('opens when a spell is refused for stamina outside combat, and Rest Instead rests', () => {
    const actor = start(tired());
    actor.send({ type: 'ACT', action: { type: 'cast', spell: 'LIGHT' } });
    const snap = actor.getSnapshot();
    expect(snap.context.game!.log.at(-1)).toBe("You're too tired to cast spells! Not enough stamina.");
    expect(snap.matches({ playing: { dialog: 'stamina' } })).toBe(true);
    actor.send({ type: 'REST_INSTEAD' });
    const rested = actor.getSnapshot().context.game!;
    expect(actor.getSnapshot().matches({ playing: { dialog: 'none' } })).toBe(true);
    expect(rested.player.day).toBe(2);
    expect(rested.player.stamina).toBe(50);
  });

  it('opens in combat when an attack is refused for stamina; Sacrifice applies the previewed figures', () => {
    const s = tired({ health: 81 });
    const actor = start(fighting(s, goblin));
    actor.send({ type: 'ACT', action: { type: 'attack' } });
    expect(actor.getSnapshot().matches({ playing: { dialog: 'stamina' } })).toBe(true);
    const preview = sacrificePreview(actor.getSnapshot().context.game!);
    expect(preview).toEqual({ cost: 40, gain: 25, allowed: true });
    actor.send({ type: 'SACRIFICE' });
    const after = actor.getSnapshot().context.game!;
    expect(after.player.health).toBe(41);
    expect(after.player.stamina).toBe(25);
    expect(after.log.at(-1)).toBe('You sacrifice 40 health and recover 25 stamina.');
  });

  it('does not open for other refusals, even ones that mention stamina nowhere', () => {
    const actor = start(tired({ mana: 0 }));
    actor.send({ type: 'ACT', action: { type: 'cast', spell: 'LIGHT' } });
    expect(actor.getSnapshot().context.game!.log.at(-1)).toBe('Not enough mana! Need 5, have 0');
    expect(actor.getSnapshot().matches({ playing: { dialog: 'none' } })).toBe(true);
  });
});
