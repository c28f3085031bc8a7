import { memo } from 'react';
import type { Monster } from '../../../engine';
import { SegmentBar } from './SegmentBar';

/** The enemy in combat; out of combat the same box holds a quiet placeholder, so a fight shifts nothing. */
export const EnemyPanel = memo(function EnemyPanel({
  monster,
  turn,
}: {
  monster: Monster | null;
  turn: 'player' | 'monster';
}) {
  return (
    <div className={`enemy-panel${monster ? '' : ' is-empty'}`} data-testid="enemy-panel">
      {!monster && <div className="enemy-none">No enemy in sight.</div>}
      {monster && (
        <>
          <div className="enemy-title">
            <span className="enemy-symbol">{monster.symbol}</span> {monster.name}
            <span className="enemy-turn">{turn === 'player' ? 'YOUR TURN' : 'ENEMY TURN'}</span>
          </div>
          <div className="enemy-facts">
            <span>
              HP {monster.health}/{monster.maxHealth}
            </span>
            <span>ATK {monster.attack}</span>
            <span>DEF {monster.defense}</span>
          </div>
          <SegmentBar
            label="HP"
            value={Math.max(0, monster.health)}
            max={monster.maxHealth}
            segments={25}
            tone="enemy"
          />
        </>
      )}
    </div>
  );
});
