// A fight's threat word as the HUD and the Tome draw it: four pips filled by severity, the word in its
// colour (deadly inverted), and the expected figures, as one line of text that wraps between
// phrases (the dash stays with the turns, the damage with its number): "●●○○ fair — about 3 turns, ~12 damage".
// The word is a button: a tap (or click) says what it means, so an underlined word never does nothing.
import { useId, useState } from 'react';
import { THREAT_WORDS, type Threat } from '../../engine';
import { threatFigureParts, threatMeaning, threatPips } from './threatText';
import './threat.css';

/** The threat word with its pips (hidden from screen readers: the word says it) and the figures. */
export function ThreatMark({ threat }: { threat: Threat }) {
  const filled = threatPips(threat.word);
  const [turns, damage] = threatFigureParts(threat);
  const [explained, setExplained] = useState(false);
  const meaningId = useId();
  return (
    <span className={`threat threat-${threat.word}`} data-threat={threat.word}>
      <span className="threat-pips" aria-hidden="true">
        {'●'.repeat(filled)}
        <span className="threat-pips-empty">{'○'.repeat(THREAT_WORDS.length - filled)}</span>
      </span>{' '}
      <button
        type="button"
        className="threat-word"
        aria-expanded={explained}
        aria-controls={explained ? meaningId : undefined}
        title={explained ? undefined : threatMeaning(threat.word)}
        onClick={() => setExplained((open) => !open)}
      >
        {threat.word}
      </button>{' '}
      <span className="threat-figures">
        <span className="threat-part">— {turns},</span> <span className="threat-part">{damage}</span>
      </span>
      {explained && (
        <span className="threat-meaning" id={meaningId}>
          {threatMeaning(threat.word)}
        </span>
      )}
    </span>
  );
}
