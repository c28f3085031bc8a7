// Everything around the calls: health, payment link, season, unknown paths, the built client
// with its caching, and the security headers that still allow framing.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_ROUTES } from '../../server/http/staticClient';
import { startApp, type TestServer } from '../support/server/process';
import { getJson } from '../support/server/http';

let server: TestServer;
beforeAll(async () => {
  server = await startApp({ now: '2026-05-20T08:00:00Z' });
});
afterAll(() => server.stop());

describe('operator calls', () => {
  it('GET /healthz answers ok with the store kind', async () => {
    const res = await getJson(`${server.url}/healthz`);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ status: 'ok', store: 'sqlite', season: '2026-Q2' });
  });
  it('GET /api/season gives the current quarter for the countdown', async () => {
    expect((await getJson(`${server.url}/api/season`)).json).toEqual({
      id: '2026-Q2',
      start: '2026-04-01T00:00:00.000Z',
      end: '2026-07-01T00:00:00.000Z',
    });
  });
  it('GET /api/payment-link is 200 { url: null } without a configured link, { url } with one', async () => {
    const none = await getJson(`${server.url}/api/payment-link`);
    expect(none.status).toBe(200);
    expect(none.json).toEqual({ url: null });
    const paid = await startApp({ config: { PAYMENT_LINK_URL: 'https://pay.example.com/hero' } });
    const res = await getJson(`${paid.url}/api/payment-link`);
    await paid.stop();
    expect(res.json).toEqual({ url: 'https://pay.example.com/hero' });
  });
});

describe('paths', () => {
  it('unknown /api paths answer 404 text', async () => {
    const res = await getJson(`${server.url}/api/no-such-call`);
    expect(res.status).toBe(404);
    expect(res.text).toBe('Not found: GET /api/no-such-call');
  });
  it.each(['/', '/tome', '/embed', '/TOME', '/tome/', '/stats', '/Stats/'])(
    '%s serves index.html with 200, never cached',
    async (path) => {
      const res = await getJson(`${server.url}${path}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      expect(res.text).toContain('<div id="root">');
      expect(res.headers.get('cache-control')).toBe('no-cache');
    },
  );
  it.each(['/some/unknown/page', '/tomes', '/scores', '/stats/x'])(
    'unknown page %s serves index.html (the game shows its 404 page) with status 404',
    async (path) => {
      const res = await getJson(`${server.url}${path}`);
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      expect(res.text).toContain('<div id="root">');
    },
  );
  it.each(['/favicon.ico', '/robots.txt', '/sw.js', '/manifest.webmanifest', '/icons/icon-192.png', '/tome/x.js'])(
    'a missing file %s is a 404 text, never the game page',
    async (path) => {
      const res = await getJson(`${server.url}${path}`);
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
      expect(res.text).toBe(`Not found: ${path}`);
    },
  );
  it('a file that is there is served as itself', async () => {
    const res = await getJson(`${server.url}/present.txt`);
    expect(res.status).toBe(200);
    expect(res.text).toBe('User-agent: *');
  });
  it('a POST to a page path is a 404 text, not an HTML error page', async () => {
    const res = await fetch(`${server.url}/tome`, { method: 'POST' });
    expect(res.status).toBe(404);
    expect(await res.text()).toBe('Not found: POST /tome');
  });
  it('hashed assets are cached for a year; a missing asset is a 404', async () => {
    const res = await getJson(`${server.url}/assets/index-abc123.js`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const missing = await getJson(`${server.url}/assets/missing-000.js`);
    expect(missing.status).toBe(404);
    expect(missing.text).toBe('Not found: /assets/missing-000.js');
  });
});

describe('security headers', () => {
  it('a CSP without inline scripts that lets any site frame the game', async () => {
    const res = await getJson(`${server.url}/`);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(csp).toContain('frame-ancestors *');
    expect(csp).toContain("worker-src 'self' blob:");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(res.headers.get('x-frame-options')).toBeNull();
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-powered-by')).toBeNull();
  });
});

describe('page routes', () => {
  it("the server's page routes are the client's (src/ui/App.tsx), so a real page never answers 404", () => {
    const source = fs.readFileSync(path.resolve(import.meta.dirname, '../../src/ui/App.tsx'), 'utf8');
    const clientPaths = [...source.matchAll(/\{ path: '([^']+)'/g)].map((m) => m[1]).filter((p) => p !== '*');
    expect([...APP_ROUTES].sort()).toEqual(clientPaths.sort());
  });
});
