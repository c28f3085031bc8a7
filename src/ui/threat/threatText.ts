// The engine's judgement of a fight (threat(), src/engine/queries/threat.ts) in words for the screen:
// the UI only words and draws what the engine worked out, it never judges a fight itself.
import { THREAT_BANDS, THREAT_WORDS, type Threat, type ThreatWord } from '../../engine';
import { groupDigits } from '../../shared/groupDigits';

/** Pips a word fills of THREAT_WORDS.length (trivial 1 ... deadly 4): the severity as a shape, not only a colour. */
export function threatPips(word: ThreatWord): number {
  return THREAT_WORDS.indexOf(word) + 1;
}

/** The expected figures rounded for reading, turns then damage: ["about 6 turns", "~74 damage"] (at least one turn). */
export function threatFigureParts(threat: Threat): [string, string] {
  const turns = Math.max(1, Math.round(threat.exchanges));
  return [
    `about ${groupDigits(turns)} ${turns === 1 ? 'turn' : 'turns'}`,
    `~${groupDigits(Math.round(threat.damageTaken))} damage`,
  ];
}

/** The expected figures in one phrase: "about 6 turns, ~74 damage". */
export function threatFigures(threat: Threat): string {
  return threatFigureParts(threat).join(', ');
}

/** The word and the figures in one line: "dangerous — about 6 turns, ~74 damage". */
export function threatLine(threat: Threat): string {
  return `${threat.word} — ${threatFigures(threat)}`;
}

const percent = (share: number) => `${Math.round(share * 100)}%`;

/** What a word means, from the engine's bands: "Dangerous: this fight is expected to cost 40-80% of thy health." */
export function threatMeaning(word: ThreatWord): string {
  const { trivial, fair, dangerous } = THREAT_BANDS;
  const cost: Record<ThreatWord, string> = {
    trivial: `under ${percent(trivial)} of thy health`,
    fair: `${percent(trivial).slice(0, -1)}-${percent(fair)} of thy health`,
    dangerous: `${percent(fair).slice(0, -1)}-${percent(dangerous)} of thy health`,
    deadly: `${percent(dangerous)} of thy health or more: a bad roll or two ends the run`,
  };
  return `${word[0].toUpperCase()}${word.slice(1)}: this fight is expected to cost ${cost[word]}.`;
}
