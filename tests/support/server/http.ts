// The integration suite's HTTP calls: JSON in, status, text and headers out.

/** POSTs JSON and returns status, text body and headers. */
export async function postJson(
  url: string,
  body: unknown,
): Promise<{ status: number; text: string; headers: Headers }> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, text: await res.text(), headers: res.headers };
}

/** GETs and returns status, text and parsed JSON (when it is JSON). */
export async function getJson<T = unknown>(
  url: string,
): Promise<{ status: number; text: string; json: T; headers: Headers }> {
  const res = await fetch(url);
  const text = await res.text();
  let json: unknown = undefined;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: res.status, text, json: json as T, headers: res.headers };
}
