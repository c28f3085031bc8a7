// One live-stream event's data, checked against its schema (src/shared/api.ts).

/** Parses one event's JSON data with `schema`; null when it does not fit. */
export function parseEvent<T>(
  schema: { safeParse: (v: unknown) => { success: boolean; data?: T } },
  data: string,
): T | null {
  try {
    const result = schema.safeParse(JSON.parse(data));
    return result.success ? (result.data ?? null) : null;
  } catch {
    return null;
  }
}
