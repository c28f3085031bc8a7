// Spells on the monster's turn: the statechart sends every cast to the engine, which alone decides (from
// rules version 3 a spell that deals no damage may be cast then); the monster's pending turn keeps its time.
import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { newGame, type GameState } from '../../../src/engine';
import { gameMachine } from '../../../src/app/gameMachine';
import { MONSTER_TURN_DELAY_MS } from '../../../src/app/gameTimings';
import { fighting, goblin } from '../../support/engine/fixtures';

/** A hero hurt to 60 health, who knows HEAL, in a fight on the monster's turn, under `rulesVersion`. */
function enemyTurn(rulesVersion: number): GameState {
  const s = newGame('Tester', 'enemy-turn', rulesVersion);
  const player = { ...s.player, health: 60, learnedSpells: [...s.player.learnedSpells, 'HEAL' as const] };
  return fighting({ ...s, player }, goblin({ id: 'm-test', x: 1, y: 1 }), 'monster');
}

function start(state: GameState) {
  const clock = new SimulatedClock();
  const actor = createActor(gameMachine, { input: { resume: state }, clock }).start();
  return { actor, clock, game: () => actor.getSnapshot().context.game! };
}

describe("a spell sent on the monster's turn", () => {
  it('version 3: HEAL takes effect at once, and the monster still acts 1.5 s after its turn began', () => {
    const { actor, clock, game } = start(enemyTurn(3));
    expect(actor.getSnapshot().hasTag('enemyTurn')).toBe(true);
    clock.increment(500);
    actor.send({ type: 'ACT', action: { type: 'cast', spell: 'HEAL' } });
    expect(game().log.at(-1)).toBe('You cast HEAL and recover 15 health.');
    expect(game().player.health).toBe(75);
    expect(actor.getSnapshot().hasTag('enemyTurn')).toBe(true);
    const healed = game();
    clock.increment(MONSTER_TURN_DELAY_MS - 500 - 1);
    expect(game()).toBe(healed);
    clock.increment(1);
    expect(game().actions.at(-1)).toEqual({ type: 'monsterTurn' });
    expect(game().combat.turn).toBe('player');
  });

  it('version 3: FIREBALL is refused by the engine with its words', () => {
    const { actor, game } = start(enemyTurn(3));
    actor.send({ type: 'ACT', action: { type: 'cast', spell: 'FIREBALL' } });
    expect(game().log.at(-1)).toBe('Wait for the monster to finish its turn!');
    expect(game().combat.monster!.health).toBe(enemyTurn(3).combat.monster!.health);
  });

  it('version 2: HEAL is refused as before', () => {
    const { actor, game } = start(enemyTurn(2));
    actor.send({ type: 'ACT', action: { type: 'cast', spell: 'HEAL' } });
    expect(game().log.at(-1)).toBe('Wait for the monster to finish its turn!');
    expect(game().player.health).toBe(60);
  });
});
