// Detects values that JSON would silently drop or mangle, so a save never loses data.

/** The path of the first non-serializable value (function, symbol, bigint, NaN, cycle, class instance), or null. */
export function findNonSerializable(value: unknown, path = 'state', seen: Set<object> = new Set()): string | null {
  switch (typeof value) {
    case 'string':
    case 'boolean':
    case 'undefined':
      return null;
    case 'number':
      return Number.isFinite(value) ? null : path;
    case 'object':
      break;
    default:
      return path;
  }
  if (value === null) return null;
  if (seen.has(value)) return path;
  const proto = Object.getPrototypeOf(value);
  if (!Array.isArray(value) && proto !== Object.prototype && proto !== null) return path;
  seen.add(value);
  for (const [key, child] of Object.entries(value)) {
    const found = findNonSerializable(child, `${path}.${key}`, seen);
    if (found !== null) return found;
  }
  seen.delete(value);
  return null;
}
