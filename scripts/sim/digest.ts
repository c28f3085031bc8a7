// Stable digests of plain JSON values: canonical JSON (sorted keys) hashed with two FNV-1a variants.

/** JSON with object keys sorted, so equal values always give equal text. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map((v) => (v === undefined ? 'null' : canonicalJson(v))).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.keys(value)
      .filter((key) => (value as Record<string, unknown>)[key] !== undefined)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonicalJson((value as Record<string, unknown>)[key])}`);
    return `{${entries.join(',')}}`;
  }
  return JSON.stringify(value);
}

function fnv1a(text: string, basis: number): number {
  let hash = basis >>> 0;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 16777619) >>> 0;
  }
  return hash >>> 0;
}

/** A 64-bit hex digest (two 32-bit FNV-1a hashes with different offset bases). */
export function digest(value: unknown): string {
  const text = canonicalJson(value);
  const hex = (n: number) => n.toString(16).padStart(8, '0');
  return hex(fnv1a(text, 2166136261)) + hex(fnv1a(text, 0x811c9dc5 ^ 0x5bd1e995));
}
