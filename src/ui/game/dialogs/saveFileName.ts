/** Prefix of downloaded save files (SPEC 7: prefix, hero name, level, date, .txt). */
export const SAVE_FILE_PREFIX = 'dungeon-crawler-save';

/** e.g. dungeon-crawler-save-Aria-level3-2026-01-31.txt (the date in the player's local calendar). */
export function saveFileName(hero: string, level: number, date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  const day = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  const safeHero = hero.trim().replace(/[^A-Za-z0-9_-]+/g, '_') || 'hero';
  return `${SAVE_FILE_PREFIX}-${safeHero}-level${level}-${day}.txt`;
}
