// What the map remembers: the engine's lastSeen, checked against a memory kept the long way, by
// replaying stored runs move by move and writing down what was in sight after each action.
import { describe, expect, it } from 'vitest';
import { apply, lastSeen, newGame, type GameState, type Sighting } from '../../../../src/engine';
import { decodeActions } from '../../../../src/engine/save';
import { goldenVersions, readGoldenFixture } from '../../../../scripts/sim/goldenFixture';
import { catalogueItem, goblin } from '../../../support/engine/fixtures';
import { onMap } from '../../../support/engine/helpers';

/** A sighting as comparable text: "monster Goblin", "treasure", or "-" for nothing. */
const seen = (sighting: Sighting | null) =>
  sighting === null ? '-' : sighting.kind === 'monster' ? `monster ${sighting.monster.id}` : sighting.kind;

describe('lastSeen', () => {
  it('names what stands in an explored room, in sight or not; nothing for a room never seen', () => {
    const state = onMap(
      ['#######', '#@.M$?#', '#######'],
      [goblin({ id: 'g' }), catalogueItem('health_potion'), catalogueItem('iron_sword')],
    );
    const rooms = state.dungeon.rooms[1];
    // Never seen: nothing, whatever the room holds.
    expect(rooms.map((room) => seen(lastSeen(room, state.dungeon)))).toEqual(['-', '-', '-', '-', '-', '-', '-']);
    const explored = rooms.map((room) => room && { ...room, explored: true, visible: false });
    expect(explored.map((room) => seen(lastSeen(room, state.dungeon)))).toEqual([
      '-',
      '-',
      '-',
      'monster g',
      'treasure',
      'locked',
      '-',
    ]);
  });

  it('shows the exit only once found', () => {
    const state = onMap(['#####', '#@.E#', '#####']);
    const exit = { ...state.dungeon.rooms[1][3]!, explored: true };
    expect(lastSeen(exit, { exitFound: false })).toBeNull();
    expect(lastSeen(exit, { exitFound: true })).toEqual({ kind: 'exit' });
  });

  // The long way: after every action of a stored run, each room in sight is written down as seen; every
  // explored room out of sight must then read as what was written down when it was last in sight.
  const runs = goldenVersions().flatMap((version) =>
    readGoldenFixture(version)
      .runs.slice(0, 1)
      .map((run) => [`v${version} ${run.seed}`, version, run] as const),
  );

  it.each(runs)('%s: every remembered room reads as it was last in sight, move after move', (_, version, run) => {
    const actions = decodeActions(run.actions, 1_000_000)!;
    let state: GameState = newGame(run.name, run.seed, version);
    let memory = new Map<string, string>();
    let level = state.dungeon.level;
    let checked = 0;
    const look = (s: GameState) => {
      for (const row of s.dungeon.rooms)
        for (const room of row) if (room?.visible) memory.set(`${room.x},${room.y}`, seen(lastSeen(room, s.dungeon)));
    };
    look(state);
    for (const action of actions) {
      state = apply(state, action);
      if (state.dungeon.level !== level) [memory, level] = [new Map(), state.dungeon.level];
      look(state);
      for (const row of state.dungeon.rooms) {
        for (const room of row) {
          if (room === null || room.visible || !room.explored) continue;
          // The exit found elsewhere on the level shows as E wherever it was seen as floor.
          if (room.type === 'exit') continue;
          expect(seen(lastSeen(room, state.dungeon)), `${run.seed} (${room.x}, ${room.y})`).toBe(
            memory.get(`${room.x},${room.y}`),
          );
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(5_000);
  });
});
