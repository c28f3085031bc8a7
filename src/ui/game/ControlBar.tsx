import { memo } from 'react';
import { Button } from '@radix-ui/themes';
import type { Direction } from '../../engine';

interface ControlBarProps {
  inCombat: boolean;
  onMove: (direction: Direction) => void;
  onAttack: () => void;
  onRest: () => void;
  onExit: () => void;
}

const ARROWS: [Direction, string, string][] = [
  ['up', '▲', 'Move up'],
  ['left', '◀', 'Move left'],
  ['right', '▶', 'Move right'],
  ['down', '▼', 'Move down'],
];

/** The bottom bar: four directions, ATTACK (combat only), REST and EXIT DUNGEON (not in combat). */
export const ControlBar = memo(function ControlBar({ inCombat, onMove, onAttack, onRest, onExit }: ControlBarProps) {
  return (
    <div className="control-bar" role="group" aria-label="Controls">
      <div className="dpad">
        {ARROWS.map(([direction, glyph, label]) => (
          <Button key={direction} className={`dpad-${direction}`} variant="surface" onClick={() => onMove(direction)} aria-label={label}>
            {glyph}
          </Button>
        ))}
      </div>
      <div className="actions">
        <Button color="red" disabled={!inCombat} onClick={onAttack} aria-label="Attack (Space)">
          <span className="label-long">ATTACK (Space)</span>
          <span className="label-short">ATK</span>
        </Button>
        <Button variant="soft" disabled={inCombat} onClick={onRest} aria-label="Rest (R)">
          <span className="label-long">REST (R)</span>
          <span className="label-short">REST</span>
        </Button>
        <Button variant="soft" disabled={inCombat} onClick={onExit} aria-label="Exit Dungeon (E)">
          <span className="label-long">EXIT DUNGEON (E)</span>
          <span className="label-short">EXIT</span>
        </Button>
      </div>
    </div>
  );
});
