import { memo } from 'react';
import { groupDigits } from '../../../../shared/groupDigits';
import { ThreatMark } from '../../../threat/ThreatMark';
import type { EnemyView } from './enemyView';
import { SegmentBar } from './SegmentBar';

// Redraw only when what shows changes: the view is rebuilt on every move, its monster and figures rarely.
function sameView(a: EnemyView, b: EnemyView): boolean {
  if (a.kind === 'none' || b.kind === 'none') return a.kind === b.kind;
  const same =
    a.kind === b.kind &&
    a.monster === b.monster &&
    a.threat.word === b.threat.word &&
    a.threat.exchanges === b.threat.exchanges &&
    a.threat.damageTaken === b.threat.damageTaken;
  if (a.kind === 'fight' && b.kind === 'fight') return same && a.turn === b.turn;
  return same && a.kind === 'sighted' && b.kind === 'sighted' && a.where === b.where && a.steps === b.steps;
}

/** The enemy in combat with its threat; out of combat the nearest monster in sight, where it stands and its
 *  threat, or a quiet placeholder. The box keeps one height for all three, so a fight shifts nothing. */
export const EnemyPanel = memo(
  function EnemyPanel({ view }: { view: EnemyView }) {
    if (view.kind === 'none') {
      return (
        <div className="enemy-panel is-empty" data-testid="enemy-panel">
          <div className="enemy-none">No enemy in sight.</div>
        </div>
      );
    }
    const { monster, threat } = view;
    if (view.kind === 'sighted') {
      return (
        <div className="enemy-panel is-sighted" data-testid="enemy-panel">
          <div className="enemy-caption">Nearest in sight</div>
          <div className="enemy-title">
            <span className="enemy-symbol">{monster.symbol}</span> {monster.name}{' '}
            <span className="enemy-where">
              {view.where}
              {view.steps !== null && ` · ${view.steps} ${view.steps === 1 ? 'step' : 'steps'}`}
            </span>
          </div>
          <div className="enemy-threat" data-testid="enemy-threat">
            <ThreatMark threat={threat} />
          </div>
        </div>
      );
    }
    return (
      <div className="enemy-panel" data-testid="enemy-panel">
        <div className="enemy-title">
          <span className="enemy-symbol">{monster.symbol}</span> {monster.name}
          <span className="enemy-turn">{view.turn === 'player' ? 'YOUR TURN' : 'ENEMY TURN'}</span>
        </div>
        <div className="enemy-facts">
          <span>
            HP {groupDigits(monster.health)}/{groupDigits(monster.maxHealth)}
          </span>
          <span>ATK {groupDigits(monster.attack)}</span>
          <span>DEF {groupDigits(monster.defense)}</span>
        </div>
        <SegmentBar label="HP" value={Math.max(0, monster.health)} max={monster.maxHealth} segments={25} tone="enemy" />
        <div className="enemy-threat" data-testid="enemy-threat">
          <ThreatMark threat={threat} />
        </div>
      </div>
    );
  },
  (prev, next) => sameView(prev.view, next.view),
);
