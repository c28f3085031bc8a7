import type { GameState } from '../engine';

/** The GAME STATISTICS popup shown while the pointer rests on the found exit. */
export function ExitStatsPopup({ state, left, top }: { state: GameState; left: number; top: number }) {
  const p = state.player;
  const rows: [string, string | number][] = [
    ['Player', p.name],
    ['Level', p.level],
    ['Gold', p.gold],
    ['Score', state.score],
    ['Day', p.day],
    ['Dungeon level', state.dungeon.level],
    ['Health', `${p.health}/${p.maxHealth}`],
    ['Mana', `${p.mana}/${p.maxMana}`],
    ['STR', p.strength],
    ['INT', p.intelligence],
    ['DEX', p.dexterity],
    ['CON', p.constitution],
  ];
  return (
    <div className="exit-stats" role="tooltip" style={{ left, top }}>
      <div className="exit-stats-title">GAME STATISTICS</div>
      <dl>
        {rows.map(([label, value]) => (
          <div key={label} className="exit-stats-row">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
