// The daily challenge as the screen words it, computed here independently of the game's own code.

/** The next day's 01:00 UTC, as the Watch label writes it: when a day's runs may be watched. */
export function opensAt(day: string): string {
  const next = new Date(Date.parse(`${day}T00:00:00Z`) + 25 * 3600 * 1000);
  return `${next.toISOString().slice(0, 10)} 01:00 UTC`;
}
