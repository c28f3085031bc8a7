// How both stores and the submission service compare hero names: one name per season, any case.

/** The key a name is compared by: trimmed, lower case. */
export function nameKey(name: string): string {
  return name.trim().toLowerCase();
}
