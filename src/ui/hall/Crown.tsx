// The mark of a run that conquered the dungeon: a crown drawn as SVG, not an emoji (a browser without
// a colour-emoji font draws emoji as empty boxes; the medals are CSS coins for the same reason).
import './crown.css';

/** What the crown says to a screen reader and on hover. */
export const CONQUERED_LABEL = 'Conquered the dungeon';

/** A gold crown one line high; `label` null hides it from screen readers (the text beside it says it). */
export function Crown({ label = CONQUERED_LABEL, size = 'line' }: { label?: string | null; size?: 'line' | 'large' }) {
  const named = label !== null;
  return (
    <svg
      className={`crown crown-${size}`}
      viewBox="0 0 26 22"
      role={named ? 'img' : undefined}
      aria-label={named ? label : undefined}
      aria-hidden={named ? undefined : true}
      focusable="false"
      data-testid="crown"
    >
      {named && <title>{label}</title>}
      <path className="crown-body" d="M3 8.5 8.5 13 13 4.5 17.5 13 23 8.5 21 17H5Z" />
      <rect className="crown-band" x="5" y="17.6" width="16" height="2.8" rx="0.9" />
      <circle className="crown-jewel" cx="3" cy="7" r="1.9" />
      <circle className="crown-jewel" cx="13" cy="3" r="1.9" />
      <circle className="crown-jewel" cx="23" cy="7" r="1.9" />
    </svg>
  );
}
