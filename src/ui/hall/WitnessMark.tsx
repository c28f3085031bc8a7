// The mark of a witnessed entry: an eye drawn as SVG (no emoji: see Crown.tsx), its meaning, start
// time and duration as its accessible name and hover title.
import './witnessMark.css';

/** A small open eye one line high, named by `label` (null hides it: the text beside it says it). */
export function WitnessMark({ label }: { label: string | null }) {
  const named = label !== null;
  return (
    <svg
      className="witness-mark"
      viewBox="0 0 24 16"
      role={named ? 'img' : undefined}
      aria-label={named ? label : undefined}
      aria-hidden={named ? undefined : true}
      focusable="false"
      data-testid="witness-mark"
    >
      {named && <title>{label}</title>}
      <path
        className="witness-mark-lid"
        d="M1.5 8C4.5 3 8 1.2 12 1.2S19.5 3 22.5 8C19.5 13 16 14.8 12 14.8S4.5 13 1.5 8Z"
      />
      <circle className="witness-mark-iris" cx="12" cy="8" r="4" />
      <circle className="witness-mark-pupil" cx="12" cy="8" r="1.7" />
    </svg>
  );
}
