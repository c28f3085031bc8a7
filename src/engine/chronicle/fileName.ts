// The file name of a downloaded chronicle, in the style of a save file's (src/engine/save/fileName.ts).

/** Fixed prefix of downloaded chronicles. */
export const CHRONICLE_FILE_PREFIX = 'chronicle';

/** 'chronicle-<hero>-<YYYY-MM-DD>.txt'; the hero name keeps letters, digits, '-' and '_' only. */
export function chronicleFileName(heroName: string, date: string): string {
  const hero =
    heroName
      .trim()
      .replace(/\s+/g, '-')
      .replace(/[^\p{L}\p{N}_-]/gu, '')
      .slice(0, 20) || 'hero';
  return `${CHRONICLE_FILE_PREFIX}-${hero}-${date}.txt`;
}
