// A fight's threat word as the HUD and the Tome draw it: four pips filled by severity, the word in its
// colour (deadly inverted), and the expected figures, as one line of text that wraps between
// phrases (the dash stays with the turns, the damage with its number): "●●○○ fair — about 3 turns, ~12 damage".
import { THREAT_WORDS, type Threat } from '../../engine';
import { threatFigureParts, threatPips } from './threatText';
import './threat.css';

/** The threat word with its pips (hidden from screen readers: the word says it) and the figures. */
export function ThreatMark({ threat }: { threat: Threat }) {
  const filled = threatPips(threat.word);
  const [turns, damage] = threatFigureParts(threat);
  return (
    <span className={`threat threat-${threat.word}`} data-threat={threat.word}>
      <span className="threat-pips" aria-hidden="true">
        {'●'.repeat(filled)}
        <span className="threat-pips-empty">{'○'.repeat(THREAT_WORDS.length - filled)}</span>
      </span>{' '}
      <span className="threat-word">{threat.word}</span>{' '}
      <span className="threat-figures">
        <span className="threat-part">— {turns},</span> <span className="threat-part">{damage}</span>
      </span>
    </span>
  );
}
