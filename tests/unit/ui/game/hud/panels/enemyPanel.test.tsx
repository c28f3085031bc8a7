// @vitest-environment jsdom
// The enemy panel shows the engine's threat() as it is, in a fight and for the nearest monster in sight,
// and "No enemy in sight." only when the map shows no monster.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { newGame, threat, type GameState } from '../../../../../../src/engine';
import { EnemyPanel } from '../../../../../../src/ui/game/hud/panels/EnemyPanel';
import { enemyView } from '../../../../../../src/ui/game/hud/panels/enemyView';
import { threatLine } from '../../../../../../src/ui/threat/threatText';
import { answerFor } from '../../../../../../src/ui/narration/answers';
import { fighting, goblin, monsterNamed } from '../../../../../support/engine/fixtures';
import { onMap } from '../../../../../support/engine/helpers';

afterEach(cleanup);

/** The state with every open cell explored and in sight, as the map would draw it after a LIGHT. */
function allInSight(state: GameState): GameState {
  const rooms = state.dungeon.rooms.map((row) => row.map((room) => room && { ...room, explored: true, visible: true }));
  return { ...state, dungeon: { ...state.dungeon, rooms } };
}

// As the screen shows it: the no-break space that keeps the dash with the figures reads as a space.
const shown = (text: string | null) => (text ?? '').replace(/\s+/g, ' ');
const panelText = () => shown(screen.getByTestId('enemy-panel').textContent);
const threatText = () => shown(screen.getByTestId('enemy-threat').textContent);

describe('the enemy panel in a fight', () => {
  it("shows a new hero's fight with a level-1 Goblin as the engine judges it: trivial, about 3 turns, ~5 damage", () => {
    const state = fighting(newGame('Judge', 'panel-seed'), goblin(), 'player');
    render(<EnemyPanel view={enemyView(state)} />);
    // Two hits at 79% (2.53 turns); on the hero's turn 1.53 answers of 0.8 x 4: 4.9 damage.
    expect(threatText()).toBe('●○○○ trivial — about 3 turns, ~5 damage');
    expect(threatText()).toContain(threatLine(threat(state, state.combat.monster!)));
    expect(panelText()).toContain('HP 20/20');
    expect(panelText()).toContain('YOUR TURN');
  });

  it('draws the word the engine gives for a deadly fight, with all four pips and the deadly style', () => {
    const base = newGame('Judge', 'panel-seed');
    const wounded = { ...base, player: { ...base.player, health: 9 } };
    const state = fighting(wounded, monsterNamed('Skeleton'), 'monster');
    const judged = threat(state, state.combat.monster!);
    expect(judged.word).toBe('deadly');
    const { container } = render(<EnemyPanel view={enemyView(state)} />);
    expect(threatText()).toBe(`●●●● ${threatLine(judged)}`);
    expect(container.querySelector('.threat-deadly .threat-word')?.textContent).toBe('deadly');
    expect(panelText()).toContain('ENEMY TURN');
  });
});

describe('the enemy panel out of a fight', () => {
  it('shows the nearest monster in sight, where it stands and its threat, with no HP (that is for fights)', () => {
    const state = allInSight(onMap(['#######', '#@.M..#', '#######'], [goblin()]));
    render(<EnemyPanel view={enemyView(state)} />);
    expect(panelText()).toContain('Nearest in sight');
    expect(panelText()).toContain('Goblin');
    expect(panelText()).toContain('2 east · 2 steps');
    // Out of a fight the Goblin may strike first (190 of 400 initiative rolls): ~6 damage.
    expect(threatText()).toBe('●○○○ trivial — about 3 turns, ~6 damage');
    expect(panelText()).not.toMatch(/HP \d+\/\d+/);
  });

  it('picks the nearest by the known way, not in a straight line: the Rat behind the wall is passed over', () => {
    // The Rat is 2 south in a straight line but the only way to it passes the Goblin 3 east.
    const map = ['#########', '#@..M...#', '#######.#', '#M......#', '#########'];
    const state = allInSight(onMap(map, [goblin(), monsterNamed('Rat')]));
    render(<EnemyPanel view={enemyView(state)} />);
    expect(panelText()).toContain('Goblin');
    expect(panelText()).toContain('3 east · 3 steps');
    expect(panelText()).not.toContain('Rat');
    // V names both, nearest in a straight line first.
    expect(answerFor('monsters', state)).toBe('A Rat, 2 south, trivial. A Goblin, 3 east, trivial.');
  });

  it('with no known way to any monster in sight, names the nearest in a straight line, without steps', () => {
    // The Goblin 3 south is seen across an unexplored row (sight passes walls): no known way leads there.
    const map = ['#####', '#@..#', '###.#', '#...#', '#M###', '#####'];
    const lit = allInSight(onMap(map, [goblin()]));
    const rooms = lit.dungeon.rooms.map((row) =>
      row.map((room) => room && { ...room, explored: room.y !== 3, visible: room.y !== 3 }),
    );
    render(<EnemyPanel view={enemyView({ ...lit, dungeon: { ...lit.dungeon, rooms } })} />);
    expect(panelText()).toContain('Goblin 3 south●');
    expect(panelText()).not.toContain('step');
  });

  it('says "No enemy in sight." when the map shows no monster, though one stands out of sight', () => {
    const explored = allInSight(onMap(['#########', '#@......#', '#######M#', '#########'], [goblin()]));
    // Only the first four cells of the corridor are in sight; the Goblin is remembered, not seen.
    const rooms = explored.dungeon.rooms.map((row) => row.map((room) => room && { ...room, visible: room.x <= 4 }));
    const state = { ...explored, dungeon: { ...explored.dungeon, rooms } };
    render(<EnemyPanel view={enemyView(state)} />);
    expect(panelText()).toBe('No enemy in sight.');
  });
});
