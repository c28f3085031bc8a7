import { memo } from 'react';
import { effectiveStats, levelProgress, STAT_NAMES, type Equipment, type Player } from '../../../../engine';
import { groupDigits } from '../../../../shared/groupDigits';
import { SegmentBar } from './SegmentBar';
import { gearNote, STAT_ABBREVIATIONS } from '../../../../shared/statFigure';

/** Character status: name, level, gold, day, score, the four bars, stats with gear (base and gear labelled), shield. */
export const StatusPanel = memo(function StatusPanel({
  player: p,
  equipment,
  score,
}: {
  player: Player;
  equipment: Equipment;
  score: number;
}) {
  const stats = effectiveStats({ player: p, equipment });
  // Progress within this level (experience is never reset, so the lifetime ratio would read ~95%).
  const expPercent = levelProgress(p).percent;
  return (
    <div className="status-panel" data-testid="status-panel">
      <div className="status-name">{p.name}</div>
      <dl className="status-facts">
        <div>
          <dt>Level</dt>
          <dd>{groupDigits(p.level)}</dd>
        </div>
        <div>
          <dt>Gold</dt>
          <dd>{groupDigits(p.gold)}</dd>
        </div>
        <div>
          <dt>Day</dt>
          <dd>{groupDigits(p.day)}</dd>
        </div>
        <div>
          <dt>Score</dt>
          <dd>{groupDigits(score)}</dd>
        </div>
      </dl>
      <SegmentBar label="HP" value={p.health} max={p.maxHealth} segments={12} tone="health" />
      <SegmentBar label="MP" value={p.mana} max={p.maxMana} segments={12} tone="mana" />
      <SegmentBar label="SP" value={p.stamina} max={p.maxStamina} segments={12} tone="stamina" />
      <SegmentBar label="XP%" value={expPercent} max={100} segments={12} tone="exp" percent />
      <dl className="status-stats">
        {STAT_NAMES.map((stat) => (
          <div key={stat}>
            <dt>{STAT_ABBREVIATIONS[stat]}</dt>
            <dd>
              {groupDigits(stats[stat])}
              {stats.bonus[stat] !== 0 && (
                <span className="stat-bonus"> {gearNote(stats[stat] - stats.bonus[stat], stats.bonus[stat])}</span>
              )}
            </dd>
          </div>
        ))}
      </dl>
      {(p.shieldEffect ?? 0) > 0 && <div className="status-shield">Shield: -{p.shieldEffect} damage per hit</div>}
    </div>
  );
});
