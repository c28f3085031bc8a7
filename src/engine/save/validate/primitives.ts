// Defensive readers for untrusted JSON: each returns the value or throws Invalid.

/** Thrown while reading a save that does not have the expected shape. */
export class InvalidSave extends Error {
  constructor(where: string) {
    super(`invalid save: ${where}`);
  }
}

/** A plain JSON object (not null, not an array). */
export type Json = Record<string, unknown>;

/** True for a plain object. */
export function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The object, or throws. */
export function obj(value: unknown, where: string): Json {
  if (!isObject(value)) throw new InvalidSave(where);
  return value;
}

/** A finite number, or throws. */
export function num(value: unknown, where: string): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) throw new InvalidSave(where);
  return value;
}

/** A whole number within [min, max], or throws. */
export function int(
  value: unknown,
  where: string,
  min = -Number.MAX_SAFE_INTEGER,
  max = Number.MAX_SAFE_INTEGER,
): number {
  const n = num(value, where);
  if (!Number.isInteger(n) || n < min || n > max) throw new InvalidSave(where);
  return n;
}

/** A string (at most `maxLength` long), or throws. */
export function str(value: unknown, where: string, maxLength = 10_000): string {
  if (typeof value !== 'string' || value.length > maxLength) throw new InvalidSave(where);
  return value;
}

/** A boolean, or throws. */
export function bool(value: unknown, where: string): boolean {
  if (typeof value !== 'boolean') throw new InvalidSave(where);
  return value;
}

/** One of the allowed strings, or throws. */
export function oneOf<T extends string>(value: unknown, allowed: readonly T[], where: string): T {
  if (typeof value !== 'string' || !(allowed as readonly string[]).includes(value)) throw new InvalidSave(where);
  return value as T;
}

/** An array of at most `maxLength` elements, each read by `read`, or throws. */
export function list<T>(
  value: unknown,
  where: string,
  read: (item: unknown, where: string) => T,
  maxLength = 10_000,
): T[] {
  if (!Array.isArray(value) || value.length > maxLength) throw new InvalidSave(where);
  return value.map((item, i) => read(item, `${where}[${i}]`));
}

/** The value read by `read`, or `fallback` when the field is absent. */
export function optional<T>(value: unknown, read: (value: unknown) => T, fallback: T): T {
  return value === undefined ? fallback : read(value);
}
