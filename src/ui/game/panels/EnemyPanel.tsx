import type { Monster } from '../../../engine';
import { SegmentBar } from './SegmentBar';

/** The enemy in combat; its box is always laid out so the page does not shift when a fight starts. */
export function EnemyPanel({ monster, turn }: { monster: Monster | null; turn: 'player' | 'monster' }) {
  return (
    <div className={`enemy-panel${monster ? '' : ' is-empty'}`} data-testid="enemy-panel" aria-hidden={monster ? undefined : true}>
      {monster && (
        <>
          <div className="enemy-title">
            <span className="enemy-symbol">{monster.symbol}</span> {monster.name}
            <span className="enemy-turn">{turn === 'player' ? 'YOUR TURN' : 'ENEMY TURN'}</span>
          </div>
          <div className="enemy-facts">
            <span>HP {monster.health}/{monster.maxHealth}</span>
            <span>ATK {monster.attack}</span>
            <span>DEF {monster.defense}</span>
          </div>
          <SegmentBar label="HP" value={Math.max(0, monster.health)} max={monster.maxHealth} segments={25} tone="enemy" />
        </>
      )}
    </div>
  );
}
