// Suite 6, headers and limits: the security headers on every kind of answer, and the body limit on every write.
import { MAX_SUBMISSION_BYTES } from '../../src/shared/api';
import { postJson, report, send, type Outcome } from './http';

// Each write reads its own body, with its own limit (server/app.ts: a coupon check is under 100 bytes).
const BODY_LIMITS: readonly [string, number][] = [
  ['/api/game-stats', MAX_SUBMISSION_BYTES],
  ['/api/validate-coupon', 16 * 1024],
];

/** The headers every answer must carry, with a check of each value. */
export const REQUIRED_HEADERS: Record<string, (value: string | null) => boolean> = {
  'content-security-policy': (v) =>
    !!v &&
    v.includes("default-src 'self'") &&
    v.includes("script-src 'self'") &&
    v.includes('frame-ancestors *') &&
    !v.includes('unsafe-eval'),
  'x-content-type-options': (v) => v === 'nosniff',
  'referrer-policy': (v) => !!v,
  'strict-transport-security': (v) => !!v,
  'cross-origin-opener-policy': (v) => !!v,
  'x-frame-options': (v) => v === null,
  'x-powered-by': (v) => v === null,
};

/** Figures of a headers run. */
export interface HeaderFigures {
  responses: number;
  missing: string[];
  bodyLimit413: number;
  bodyLimitChecked: number;
}

/** Checks every kind of answer of the server at `url` (API success and errors, pages, assets, health). */
export async function runHeadersSuite(url: string, assetPath: string): Promise<HeaderFigures> {
  const answers: [string, Promise<Outcome>][] = [
    ['GET /', send(`${url}/`)],
    ['GET /tome', send(`${url}/tome`)],
    ['GET /no-such-page', send(`${url}/no-such-page`)],
    [`GET ${assetPath}`, send(`${url}${assetPath}`)],
    ['GET /assets/missing.js', send(`${url}/assets/missing.js`)],
    ['GET /healthz', send(`${url}/healthz`)],
    ['GET /api/high-scores', send(`${url}/api/high-scores`)],
    ['GET /api/search-scores', send(`${url}/api/search-scores?search=a`)],
    ['GET /api/search-scores bad', send(`${url}/api/search-scores?page=0`)],
    ['GET /api/profanity-words', send(`${url}/api/profanity-words`)],
    ['GET /api/check-player-name', send(`${url}/api/check-player-name/Aria`)],
    ['GET /api/season', send(`${url}/api/season`)],
    ['GET /api/payment-link', send(`${url}/api/payment-link`)],
    ['GET /api/unknown', send(`${url}/api/unknown`)],
    ['POST /api/validate-coupon', postJson(`${url}/api/validate-coupon`, { code: 'NOPE' })],
    ['POST /api/validate-coupon malformed', postJson(`${url}/api/validate-coupon`, '{')],
    ['POST /api/game-stats refused', postJson(`${url}/api/game-stats`, { playerName: 'Aria' })],
    ['DELETE /', send(`${url}/`, { method: 'DELETE' })],
  ];
  const figures: HeaderFigures = { responses: 0, missing: [], bodyLimit413: 0, bodyLimitChecked: 0 };
  for (const [name, pending] of answers) {
    const res = await pending;
    figures.responses++;
    for (const [header, ok] of Object.entries(REQUIRED_HEADERS)) {
      if (!ok(res.headers.get(header)))
        figures.missing.push(`${name} (${res.status}): ${header}=${res.headers.get(header)}`);
    }
  }
  // Just over its limit on every write call.
  for (const [path, limit] of BODY_LIMITS) {
    const res = await postJson(`${url}${path}`, JSON.stringify({ code: 'x'.repeat(limit) }));
    figures.bodyLimitChecked++;
    figures.responses++;
    if (res.status === 413 && res.text === 'Request body too large') figures.bodyLimit413++;
    for (const [header, ok] of Object.entries(REQUIRED_HEADERS))
      if (!ok(res.headers.get(header))) figures.missing.push(`POST ${path} 413: ${header}`);
  }
  // A body sent to no call is not read: the 404 comes first, with the headers.
  const stray = await postJson(`${url}/api/unknown`, JSON.stringify({ code: 'x'.repeat(MAX_SUBMISSION_BYTES) }));
  figures.responses++;
  for (const [header, ok] of Object.entries(REQUIRED_HEADERS))
    if (!ok(stray.headers.get(header))) figures.missing.push(`POST /api/unknown ${stray.status}: ${header}`);
  if (stray.status !== 404) figures.missing.push(`POST /api/unknown with a body: ${stray.status}, not 404`);
  report('headers and limits', {
    responses: figures.responses,
    missingOrWrongHeaders: figures.missing.length,
    bodyLimit413: `${figures.bodyLimit413}/${figures.bodyLimitChecked}`,
  });
  return figures;
}
