// Generated bad requests for every call: malformed and oversized JSON, wrong types, missing and extra
// fields, unicode and control characters, very long names, SQL and NoSQL injection, script tags, path tricks.
import type { GameStatsBody } from '../../src/shared/api';

/** One generated request. */
export interface BadRequest {
  kind: string;
  method: 'GET' | 'POST';
  path: string;
  body?: string;
  contentType?: string;
}

/** Strings that have broken services before. */
export const HOSTILE_STRINGS: readonly string[] = [
  "' OR '1'='1",
  "'; DROP TABLE entries; --",
  '" OR ""="',
  'Robert"); DELETE FROM coupons;--',
  '1 UNION SELECT * FROM settings',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '{{7*7}}',
  '${7*7}',
  '../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '%00',
  '\u0000',
  '\u0007\u001b[31m',
  '\r\nSet-Cookie: x=1',
  '\u202Eevil',
  '\uD800',
  '\uFFFF',
  'Z\u0351\u0360\u0361a\u0352l\u0353g\u0354o',
  '💀🐉🔥',
  '𝕳𝖊𝖗𝖔',
  '名前',
  'Ω≈ç√∫',
  '   ',
  '',
  'a',
  'A'.repeat(21),
  'B'.repeat(1000),
  'C'.repeat(100_000),
  '__proto__',
  'constructor',
  'toString',
  'admin',
  'NaN',
  'null',
  'undefined',
  '-1',
  '1e309',
  '0x10',
  '%',
  '%%32%65',
  '%E0%A4%A',
  '*',
  '%_',
  'MATCH',
  '"unterminated',
];

/** Values of the wrong type, including NoSQL operators. */
export const HOSTILE_VALUES: readonly unknown[] = [
  { $gt: '' },
  { $ne: null },
  { $where: 'sleep(1000)' },
  { $regex: '.*' },
  [],
  [1, 2],
  {},
  null,
  true,
  false,
  0,
  -1,
  1.5,
  -0.0001,
  1e308,
  Number.MAX_SAFE_INTEGER + 2,
  '',
  '10',
  'ten',
  { toString: 'x' },
  [{ $gt: '' }],
];

/** A deterministic generator of `count` bad requests, spread over every call. */
export function generateBadRequests(count: number, random: () => number, base: GameStatsBody): BadRequest[] {
  const makers = [
    () => badGameStats(random, base),
    () => badGameStats(random, base),
    () => badGameStats(random, base),
    () => badCoupon(random),
    () => badNameCheck(random),
    () => badReads(random),
    () => rawBody(random),
  ];
  return Array.from({ length: count }, (_, i) => makers[i % makers.length]());
}

const any = <T>(random: () => number, list: readonly T[]): T => list[Math.floor(random() * list.length)];
const hostile = (random: () => number): unknown =>
  random() < 0.5 ? any(random, HOSTILE_STRINGS) : any(random, HOSTILE_VALUES);
const asText = (v: unknown): string => (typeof v === 'string' ? v : (JSON.stringify(v) ?? 'undefined'));
// A lone surrogate cannot be URI-encoded: send its raw (invalid) UTF-8 bytes instead.
const encode = (v: string): string => {
  try {
    return encodeURIComponent(v);
  } catch {
    return '%ED%A0%80';
  }
};
const json = (path: string, kind: string, value: unknown): BadRequest => ({
  kind,
  method: 'POST',
  path,
  body: JSON.stringify(value),
});

function badGameStats(random: () => number, base: GameStatsBody): BadRequest {
  const fields = Object.keys(base) as (keyof GameStatsBody)[];
  const body: Record<string, unknown> = structuredClone(base);
  const roll = random();
  if (roll < 0.3) {
    body[any(random, fields)] = hostile(random);
    return json('/api/game-stats', 'game-stats wrong value', body);
  }
  if (roll < 0.45) {
    for (const field of fields) body[field] = { $gt: '' };
    return json('/api/game-stats', 'game-stats $gt everywhere', body);
  }
  if (roll < 0.6) {
    delete body[any(random, fields)];
    if (random() < 0.5) delete body[any(random, fields)];
    return json('/api/game-stats', 'game-stats missing field', body);
  }
  if (roll < 0.7) {
    body.playerName = any(random, HOSTILE_STRINGS);
    return json('/api/game-stats', 'game-stats hostile name', body);
  }
  if (roll < 0.85) {
    const run = body.run as Record<string, unknown>;
    const log = run.actions as string;
    const key = any(random, ['rulesVersion', 'seed', 'name', 'actions', 'action']);
    if (key === 'action') {
      // One character of the compact log replaced by a hostile token.
      const at = Math.floor(random() * log.length);
      run.actions = `${log.slice(0, at)}${asText(hostile(random))}${log.slice(at + 1)}`;
    } else run[key] = hostile(random);
    return json('/api/game-stats', 'game-stats bad run', body);
  }
  // Extra fields that must not change what is stored.
  return json('/api/game-stats', 'game-stats extra fields', {
    ...body,
    playerName: 'x',
    id: 1,
    rank: 1,
    season: '1999-Q1',
    completedAt: 0,
    [any(random, HOSTILE_STRINGS)]: hostile(random),
  });
}

function badCoupon(random: () => number): BadRequest {
  const roll = random();
  if (roll < 0.6) return json('/api/validate-coupon', 'coupon wrong value', { code: hostile(random) });
  if (roll < 0.8)
    return json(
      '/api/validate-coupon',
      'coupon missing/extra',
      random() < 0.5 ? {} : { coupon: 'X', code: hostile(random), extra: [1] },
    );
  return json('/api/validate-coupon', 'coupon not an object', any(random, [[], 'code', 42, null, [{ code: 'X' }]]));
}

function badNameCheck(random: () => number): BadRequest {
  const tricks = [
    '..',
    '..%2F..%2Fetc%2Fpasswd',
    '%2e%2e%2f%2e%2e%2f',
    '....//....//',
    '%252e%252e',
    '%00',
    'a%00b',
    '%E0%A4%A',
    '%',
    '%C0%AE%C0%AE',
    'name?x=1',
    'a/b',
    '%2F',
    '%5C..%5C',
    `${'a'.repeat(5000)}`,
    '%20%20',
    '%0d%0aX-Injected:%201',
  ];
  const raw = random() < 0.5 ? any(random, tricks) : encode(asText(hostile(random)).slice(0, 3000));
  return { kind: 'name-check path', method: 'GET', path: `/api/check-player-name/${raw}` };
}

function badReads(random: () => number): BadRequest {
  const value = () => encode(asText(hostile(random)).slice(0, 500));
  const queries = [
    `/api/search-scores?search=${value()}`,
    `/api/search-scores?search=${value()}&page=${value()}&limit=${value()}`,
    `/api/search-scores?search[$gt]=&page[$ne]=1`,
    `/api/search-scores?search=a&search=b`,
    `/api/search-scores?page=-1`,
    `/api/search-scores?limit=100000`,
    `/api/search-scores?season=${value()}`,
    `/api/high-scores?limit=${value()}`,
    `/api/high-scores?season=${value()}`,
    `/api/high-scores?season[$gt]=`,
    `/api/profanity-words?x=${value()}`,
    `/api/payment-link?${value()}`,
    `/api/season?season=${value()}`,
    `/api/${value()}`,
    `/api/search-scores?page=1e3`,
  ];
  return { kind: 'read query', method: 'GET', path: any(random, queries) };
}

function rawBody(random: () => number): BadRequest {
  const path = any(random, ['/api/game-stats', '/api/validate-coupon']);
  const bodies = [
    '{',
    '{"code":',
    '{"code": "x",}',
    "{'code': 'x'}",
    'null',
    '"just a string"',
    '[]',
    '\u0000\u0001',
    'NaN',
    '{"a":1}'.repeat(3),
    '['.repeat(50_000),
    `{"code":"${'\\ud800'}"}`,
    '{"__proto__":{"polluted":true},"code":"A"}',
    '{"constructor":{"prototype":{"polluted":true}}}',
  ];
  const contentType = any(random, [
    'application/json',
    'application/json',
    'text/plain',
    'application/x-www-form-urlencoded',
    'application/json; charset=latin1',
  ]);
  return { kind: `raw body (${contentType})`, method: 'POST', path, body: any(random, bodies), contentType };
}
