// The words of the statistics page, in the game's voice, once.
import type { RulesVersionStats } from '../../shared/api';

/** The page's fixed lines, word for word. */
export const STATS_TEXTS = {
  title: 'WHERE HEROES FALL',
  caption: "This season's entries by kind, then every run begun online, counted per rules version.",
  loading: 'Counting the fallen...',
  error: 'The chronicles of the fallen could not be read.',
  retry: 'Try again',
  retrying: 'Trying again...',
  noRuns: 'No runs yet for this version. Begin a quest online and yours will be the first counted.',
  noVersions: 'No runs yet. Begin a quest online and yours will be the first counted.',
  noDeaths: 'No hero has fallen yet under these rules.',
  noKillers: 'No monster has ended a run yet.',
  back: '< Back to the dungeon',
  kindsLoading: 'Counting the entries...',
  kindsError: 'The entries of the season could not be counted.',
  kindsNote: 'Each entry is counted once: a sealed run is witnessed too, and counts as sealed.',
};

/** The heading of the season's entries by kind: "Entries this season (2026-Q4)", without the season until it is known. */
export function kindsTitle(season: string | null): string {
  return season ? `Entries this season (${season})` : 'Entries this season';
}

/** "Counted 2026-11-20 11:10 UTC; counted again every few minutes." from the answer's ISO time. */
export function countedAtText(generatedAt: string): string {
  const at = new Date(generatedAt);
  if (Number.isNaN(at.getTime())) return 'Counted again every few minutes.';
  const stamp = at.toISOString().slice(0, 16).replace('T', ' ');
  return `Counted ${stamp} UTC; counted again every few minutes.`;
}

/** The chart's text alternative in one sentence: how many fell, on how many floors, where most. */
export function deathsSummary(deathsByFloor: RulesVersionStats['deathsByFloor']): string {
  if (deathsByFloor.length === 0) return 'No deaths yet.';
  const total = deathsByFloor.reduce((sum, d) => sum + d.deaths, 0);
  // The first of the floors with the most deaths (the list is shallowest first).
  const worst = deathsByFloor.reduce((a, b) => (b.deaths > a.deaths ? b : a));
  const floors = deathsByFloor.length === 1 ? '1 floor' : `${deathsByFloor.length} floors`;
  const deaths = total === 1 ? '1 death' : `${total} deaths`;
  return `Bar chart of deaths per floor: ${deaths} on ${floors}, most on floor ${worst.floor} (${worst.deaths}). The figures are in the table below it.`;
}
