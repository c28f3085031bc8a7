import { describe, expect, it, vi } from 'vitest';
import { createActor, SimulatedClock, type InspectionEvent } from 'xstate';
import { newGame, type GameState } from '../../../src/engine';
import { fighting, goblin as goblinFixture } from '../../support/engine/fixtures';
import { gameMachine } from '../../../src/app/gameMachine';
import { MONSTER_TURN_DELAY_MS, AUTOSAVE_INTERVAL_MS, ATTACK_CUE_DELAY_MS } from '../../../src/app/gameTimings';

const goblin = goblinFixture({ id: 'm-test', x: 1, y: 1 });

/** A fresh game with the hero in a fight, on the given side's turn. */
function inCombat(turn: 'player' | 'monster', patch: Partial<GameState['player']> = {}): GameState {
  const s = newGame('Tester', 'seed-1');
  return fighting({ ...s, player: { ...s.player, ...patch } }, goblin, turn);
}

function start(resume: GameState | null = null) {
  const clock = new SimulatedClock();
  const saves = vi.fn();
  const clears = vi.fn();
  const moveCues = vi.fn();
  const attackCues = vi.fn();
  const machine = gameMachine.provide({
    actions: { saveLocally: saves, clearLocalSave: clears, playMoveCue: moveCues, playAttackCue: attackCues },
  });
  const actor = createActor(machine, { input: { resume }, clock }).start();
  return { actor, clock, saves, clears, moveCues, attackCues };
}

describe('app phases', () => {
  it('starts at name entry, and a valid name begins a quest', () => {
    const { actor } = start();
    expect(actor.getSnapshot().hasTag('nameEntry')).toBe(true);
    actor.send({ type: 'BEGIN', name: 'Aria', seed: 'abc' });
    expect(actor.getSnapshot().hasTag('playing')).toBe(true);
    expect(actor.getSnapshot().context.game?.player.name).toBe('Aria');
  });

  it("begins in play from its input's BEGIN: the first snapshot never shows name entry", () => {
    const runSecret = 'A'.repeat(43);
    const input = { start: { type: 'BEGIN', name: 'Aria', seed: 'abc', runSecret } } as const;
    const actor = createActor(gameMachine, { input });
    expect(actor.getSnapshot().hasTag('playing')).toBe(true);
    const game = actor.getSnapshot().context.game!;
    expect(game.runSecret).toBe(runSecret);
    expect({ ...game, runSecret: undefined }).toStrictEqual({ ...newGame('Aria', 'abc'), runSecret: undefined });
  });

  it("loads its input's LOAD straight into play", () => {
    const saved = newGame('Loaded', 's');
    const actor = createActor(gameMachine, { input: { start: { type: 'LOAD', state: saved } } });
    expect(actor.getSnapshot().hasTag('playing')).toBe(true);
    expect(actor.getSnapshot().context.game).toBe(saved);
  });

  it('resumes a game from local storage straight into play', () => {
    const { actor } = start(newGame('Resumed', 's'));
    expect(actor.getSnapshot().hasTag('playing')).toBe(true);
  });

  it('goes to the death screen at 0 health, clears the autosave, and play again returns to a cleared name entry', () => {
    const { actor, clock, clears } = start();
    actor.send({ type: 'LOAD', state: inCombat('monster', { health: 1, constitution: 1, maxHealth: 100 }) });
    // The monster needs hits to land; keep giving it turns until the hero falls (80% per hit).
    for (let i = 0; i < 60 && !actor.getSnapshot().hasTag('dead'); i++) {
      clock.increment(MONSTER_TURN_DELAY_MS);
      const game = actor.getSnapshot().context.game!;
      if (!actor.getSnapshot().hasTag('dead') && game.combat.turn === 'player') {
        actor.send({ type: 'LOAD', state: { ...game, combat: { ...game.combat, turn: 'monster' } } });
      }
    }
    expect(actor.getSnapshot().hasTag('dead')).toBe(true);
    expect(actor.getSnapshot().context.game?.log.at(-1)).toBe('You have been defeated!');
    expect(clears).toHaveBeenCalled();
    actor.send({ type: 'PLAY_AGAIN' });
    expect(actor.getSnapshot().hasTag('nameEntry')).toBe(true);
    expect(actor.getSnapshot().context.game).toBeNull();
  });
});

describe('combat turns', () => {
  it('sends the monster turn 1.5 s after the enemy turn starts, not before', () => {
    const { actor, clock } = start();
    actor.send({ type: 'LOAD', state: inCombat('monster') });
    expect(actor.getSnapshot().hasTag('enemyTurn')).toBe(true);
    const before = actor.getSnapshot().context.game!;
    clock.increment(MONSTER_TURN_DELAY_MS - 1);
    expect(actor.getSnapshot().context.game).toBe(before);
    clock.increment(1);
    const after = actor.getSnapshot().context.game!;
    expect(after.actions.at(-1)).toEqual({ type: 'monsterTurn' });
    expect(after.combat.turn).toBe('player');
    expect(actor.getSnapshot().hasTag('yourTurn')).toBe(true);
  });

  it('cancels the pending monster turn on quit', () => {
    const { actor, clock } = start();
    actor.send({ type: 'LOAD', state: inCombat('monster') });
    clock.increment(1000);
    actor.send({ type: 'QUIT' });
    clock.increment(1000);
    expect(actor.getSnapshot().hasTag('nameEntry')).toBe(true);
    expect(actor.getSnapshot().context.game).toBeNull();
  });

  it('restarts the 1.5 s delay when another game is loaded mid-turn', () => {
    const { actor, clock } = start();
    actor.send({ type: 'LOAD', state: inCombat('monster') });
    clock.increment(1000);
    const loaded = inCombat('monster');
    actor.send({ type: 'LOAD', state: loaded });
    clock.increment(1000);
    expect(actor.getSnapshot().context.game).toBe(loaded);
    clock.increment(500);
    expect(actor.getSnapshot().context.game!.actions.at(-1)).toEqual({ type: 'monsterTurn' });
  });

  it('opens the out-of-stamina dialog after a too-tired attack in combat, and sacrificing closes it', () => {
    const { actor } = start();
    actor.send({ type: 'LOAD', state: inCombat('player', { stamina: 0 }) });
    actor.send({ type: 'ACT', action: { type: 'attack' } });
    expect(actor.getSnapshot().context.game!.log.at(-1)).toBe("You're too tired to attack! Not enough stamina.");
    expect(actor.getSnapshot().matches({ playing: { dialog: 'stamina' } })).toBe(true);
    actor.send({ type: 'SACRIFICE' });
    expect(actor.getSnapshot().matches({ playing: { dialog: 'none' } })).toBe(true);
    expect(actor.getSnapshot().context.game!.player.stamina).toBeGreaterThan(0);
  });

  it('any way out taken in the out-of-stamina dialog (a spell that finishes the monster) closes it', () => {
    const { actor } = start();
    actor.send({ type: 'LOAD', state: inCombat('player', { stamina: 10 }) });
    actor.send({ type: 'ACT', action: { type: 'attack' } });
    expect(actor.getSnapshot().matches({ playing: { dialog: 'stamina' } })).toBe(true);
    actor.send({ type: 'ACT', action: { type: 'cast', spell: 'FIREBALL' } });
    expect(actor.getSnapshot().matches({ playing: { dialog: 'none' } })).toBe(true);
    expect(actor.getSnapshot().context.game!.log).toContain('You cast FIREBALL at the Goblin for 25 damage!');
  });
});

describe('dialog flow', () => {
  it('keeps the level-up dialog open until the stat point is allocated', () => {
    const s = newGame('Lvl', 'x');
    const { actor } = start();
    actor.send({ type: 'LOAD', state: { ...s, player: { ...s.player, pendingStatPoint: 1 } } });
    expect(actor.getSnapshot().matches({ playing: { dialog: 'levelUp' } })).toBe(true);
    actor.send({ type: 'CLOSE_DIALOG' });
    expect(actor.getSnapshot().matches({ playing: { dialog: 'levelUp' } })).toBe(true);
    actor.send({ type: 'ACT', action: { type: 'allocateStat', stat: 'strength' } });
    expect(actor.getSnapshot().matches({ playing: { dialog: 'none' } })).toBe(true);
    expect(actor.getSnapshot().context.game!.player.strength).toBe(11);
  });

  it('opens the portal on E only when standing on the found exit, and descends', () => {
    const s = newGame('Port', 'y');
    const exit = s.dungeon.rooms.flat().find((r) => r?.type === 'exit')!;
    const onExit = { ...s, player: { ...s.player, x: exit.x, y: exit.y }, dungeon: { ...s.dungeon, exitFound: true } };
    const { actor } = start();
    actor.send({ type: 'LOAD', state: onExit });
    actor.send({ type: 'EXIT_PRESSED' });
    expect(actor.getSnapshot().matches({ playing: { dialog: 'portal' } })).toBe(true);
    actor.send({ type: 'DESCEND' });
    expect(actor.getSnapshot().context.game!.dungeon.level).toBe(2);
    expect(actor.getSnapshot().matches({ playing: { dialog: 'none' } })).toBe(true);
  });

  it('ignores E for the portal away from the exit', () => {
    const { actor } = start(newGame('Away', 'z'));
    actor.send({ type: 'EXIT_PRESSED' });
    expect(actor.getSnapshot().matches({ playing: { dialog: 'none' } })).toBe(true);
  });
});

describe('autosave and cues', () => {
  it('autosaves every 30 s while playing, and when the page is hidden', () => {
    const { actor, clock, saves } = start(newGame('Saver', 's'));
    clock.increment(AUTOSAVE_INTERVAL_MS - 1);
    expect(saves).not.toHaveBeenCalled();
    clock.increment(1);
    expect(saves).toHaveBeenCalledTimes(1);
    clock.increment(AUTOSAVE_INTERVAL_MS);
    expect(saves).toHaveBeenCalledTimes(2);
    actor.send({ type: 'PAGE_HIDDEN' });
    expect(saves).toHaveBeenCalledTimes(3);
  });

  it('plays the move cue on a move and the attack cue 200 ms after moving into a monster', () => {
    const s = newGame('Cue', 'q');
    const { actor, clock, moveCues, attackCues } = start(s);
    const rooms = s.dungeon.rooms;
    const dir = rooms[1][2] ? 'right' : 'down';
    const target = dir === 'right' ? rooms[1][2]! : rooms[2][1]!;
    const withMonster = {
      ...s,
      dungeon: {
        ...s.dungeon,
        rooms: rooms.map((row) =>
          row.map((r) =>
            r === target ? { ...r, type: 'monster' as const, content: { ...goblin, x: r.x, y: r.y } } : r,
          ),
        ),
      },
    };
    actor.send({ type: 'LOAD', state: withMonster });
    actor.send({ type: 'ACT', action: { type: 'move', direction: dir } });
    expect(moveCues).toHaveBeenCalledTimes(1);
    clock.increment(ATTACK_CUE_DELAY_MS - 1);
    expect(attackCues).not.toHaveBeenCalled();
    clock.increment(1);
    expect(attackCues).toHaveBeenCalledTimes(1);
  });
});

describe('inspection', () => {
  it('sends its events and snapshots to an inspect observer', () => {
    const seen: InspectionEvent[] = [];
    const actor = createActor(gameMachine, { input: {}, inspect: (e) => seen.push(e) }).start();
    actor.send({ type: 'BEGIN', name: 'Watcher', seed: 'w' });
    const events = seen
      .filter((e) => e.type === '@xstate.event')
      .map((e) => (e as { event: { type: string } }).event.type);
    expect(events).toContain('BEGIN');
    const snapshots = seen.filter((e) => e.type === '@xstate.snapshot');
    expect(snapshots.length).toBeGreaterThan(1);
  });
});
