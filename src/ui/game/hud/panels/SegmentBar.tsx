import { groupDigits } from '../../../../shared/groupDigits';

/** A terminal bar of N segments (12 for the hero's bars, 25 for the enemy's health), read out as "value/max",
 *  or as "value%" for a bar that is a percentage (the hero's progress to the next level). */
export function SegmentBar({
  label,
  value,
  max,
  segments,
  tone,
  percent = false,
}: {
  label: string;
  value: number;
  max: number;
  segments: number;
  tone: string;
  percent?: boolean;
}) {
  const ratio = max > 0 ? Math.max(0, Math.min(1, value / max)) : 0;
  // Any life left shows at least one segment, so 1/100 health does not read as dead.
  const filled = value > 0 ? Math.max(1, Math.round(ratio * segments)) : 0;
  return (
    <div
      className="segment-bar"
      role="meter"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={value}
    >
      <span className="segment-label">{label}</span>
      <span className={`segment-cells tone-${tone}`} aria-hidden="true">
        {'█'.repeat(filled)}
        <span className="segment-empty">{'░'.repeat(segments - filled)}</span>
      </span>
      <span className="segment-value">{percent ? `${value}%` : `${groupDigits(value)}/${groupDigits(max)}`}</span>
    </div>
  );
}
