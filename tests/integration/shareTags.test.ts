// The game page's link-preview tags carry the request's host and path: a hostile path must come back
// as text inside the attribute, never as markup. Paths are sent raw with node:http (fetch and URL
// would percent-encode the quote and the angle brackets before they reach the server).
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT, startApp, tempDir, removeDir, type TestServer } from '../support/server/process';

let server: TestServer;
let clientDir: string;
beforeAll(async () => {
  // The real page shell (index.html as the build keeps it), so every og:/twitter: tag is there.
  clientDir = tempDir('client-share-');
  fs.copyFileSync(path.join(ROOT, 'index.html'), path.join(clientDir, 'index.html'));
  server = await startApp({ config: { CLIENT_DIR: clientDir } });
});
afterAll(async () => {
  await server.stop();
  removeDir(clientDir);
});

/** GETs `rawPath` exactly as given; resolves the status and the body. */
function rawGet(rawPath: string): Promise<{ status: number; body: string }> {
  const url = new URL(server.url);
  return new Promise((resolve, reject) => {
    http
      .get({ host: url.hostname, port: url.port, path: rawPath }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      })
      .on('error', reject);
  });
}

/** The <meta> tags of the page's head. */
function metaTags(html: string): string[] {
  return [...html.matchAll(/<meta\b[^>]*>/g)].map((m) => m[0]);
}

// A tag as the shell writes it: only name/property/content/... attributes, each one quoted value.
const WELL_FORMED_META = /^<meta(?:\s+[a-z-]+="[^"<>]*")+\s*\/?>$/;

describe('link-preview tags of a replay page', () => {
  it.each([
    ['/replay/x"onmouseover=alert(1)', '/replay/x&quot;onmouseover=alert(1)'],
    ["/replay/a&b'><script>alert(1)", '/replay/a&amp;b&#39;&gt;&lt;script&gt;alert(1)'],
    ['/replay/<script>alert(1)<\\script>', '/replay/&lt;script&gt;alert(1)&lt;\\script&gt;'],
  ])('%s comes back escaped in og:url and breaks out of no tag', async (rawPath, escaped) => {
    const { status, body } = await rawGet(rawPath);
    expect(status).toBe(200);
    expect(body).toContain(`<meta property="og:url" content="${server.url}${escaped}" />`);
    for (const tag of metaTags(body)) expect(tag).toMatch(WELL_FORMED_META);
    expect(body).not.toContain('"onmouseover');
    expect(body).not.toContain('<script>alert');
  });

  it("a path holding String.replace's $ patterns is placed as it is", async () => {
    // "$`" would insert everything before the tag (quotes included) and "$$" one "$".
    const { body } = await rawGet('/replay/x$`y$$z');
    expect(body).toContain(`<meta property="og:url" content="${server.url}/replay/x$\`y$$z" />`);
    for (const tag of metaTags(body)) expect(tag).toMatch(WELL_FORMED_META);
  });

  it('the absolute og:image and twitter:image keep the plain origin', async () => {
    const { body } = await rawGet('/replay/abc');
    expect(body).toContain(`<meta property="og:image" content="${server.url}/og-image.png" />`);
    expect(body).toContain(`<meta name="twitter:image" content="${server.url}/og-image.png" />`);
    expect(body).toContain(`<meta property="og:url" content="${server.url}/replay/abc" />`);
  });
});
