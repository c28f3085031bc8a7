// Serves the built client (dist/client): hashed assets cached for a year, index.html never
// cached. Page paths get index.html (the client routes them): 200 for the routes the client knows,
// 404 for any other page path (the client shows its 404 page). A path naming a file that is not
// there (a missing /assets/x.js, /favicon.ico, /sw.js) is a plain 404, never the game page: a script
// answered with HTML breaks pages in confusing ways.
import fs from 'node:fs';
import path from 'node:path';
import express, { type Request, type Router } from 'express';
import { precompressedAssets } from './precompressed';
import { sendText, shownPath } from './errors';

const YEAR_SECONDS = 365 * 24 * 3600;
const ASSET_CACHE = `public, max-age=${YEAR_SECONDS}, immutable`;

/** The client's page routes (src/ui/App.tsx ROUTES), matched like react-router: any case, optional trailing slash. */
export const APP_ROUTES = ['/', '/tome', '/embed', '/replay/:id', '/watch/:id', '/stats'] as const;

// A ':name' segment matches any one segment (the routes hold no other pattern characters).
const ROUTE_PATTERNS = APP_ROUTES.map((route) => new RegExp(`^${route.replace(/:[^/]+/g, '[^/]+')}$`));

/** True when `pathname` is one of the client's page routes. */
export function isAppRoute(pathname: string): boolean {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const path = trimmed.toLowerCase();
  return ROUTE_PATTERNS.some((pattern) => pattern.test(path));
}

/** True when the last segment of `pathname` has a file extension (favicon.ico, sw.js, x.webmanifest). */
function namesAFile(pathname: string): boolean {
  const last = pathname.slice(pathname.lastIndexOf('/') + 1);
  return /\.[A-Za-z0-9]+$/.test(last);
}

// A Host header worth echoing into a page: a name or an address, with an optional port.
const PLAIN_HOST = /^(?:[A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

/** `https://host` of the request (req.protocol honours TRUST_PROXY), or null for an odd Host header. */
function originOf(req: Request): string | null {
  const host = req.get('host');
  return host && PLAIN_HOST.test(host) ? `${req.protocol}://${host}` : null;
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** `text` made safe inside an HTML attribute value or element: the request's path is the client's to choose. */
function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]);
}

/**
 * index.html with its link-preview URLs made absolute: crawlers (Facebook, LinkedIn) need an
 * absolute og:image, and the build cannot know the host the game is served from. Replacements are
 * functions, not strings, so a path holding "$`" or "$&" is placed as it is, not as a pattern.
 */
function withAbsoluteShareUrls(html: string, origin: string | null, pagePath: string): string {
  if (origin === null) return html;
  const safeOrigin = escapeHtml(origin);
  return html
    .replace(
      /(<meta (?:property|name)="(?:og|twitter):image" content=")\//g,
      (_, tag: string) => `${tag}${safeOrigin}/`,
    )
    .replace(
      /(<meta property="og:url" content=")\/"/,
      (_, tag: string) => `${tag}${safeOrigin}${escapeHtml(pagePath)}"`,
    );
}

/** Reads index.html, again only when the file changed (a new build); null while it is missing. */
function shellReader(indexFile: string): () => string | null {
  let cached: { mtimeMs: number; html: string } | null = null;
  return () => {
    let mtimeMs: number;
    try {
      mtimeMs = fs.statSync(indexFile).mtimeMs;
    } catch {
      return null;
    }
    if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, html: fs.readFileSync(indexFile, 'utf8') };
    return cached.html;
  };
}

/** The static files and page fallback router for `clientDir`. */
export function staticClient(clientDir: string): Router {
  const router = express.Router();
  const root = path.resolve(clientDir);
  const indexFile = path.join(root, 'index.html');
  router.use('/assets', precompressedAssets(root, ASSET_CACHE));
  router.use(
    express.static(root, {
      index: false,
      setHeaders(res, filePath) {
        const relative = path.relative(root, filePath).split(path.sep).join('/');
        if (relative.startsWith('assets/')) res.setHeader('Cache-Control', ASSET_CACHE);
        else res.setHeader('Cache-Control', 'no-cache');
      },
    }),
  );
  // A missing hashed asset is a real 404, not the game page.
  router.use('/assets', (req, res) => sendText(res, 404, `Not found: ${shownPath(req.originalUrl.split('?')[0])}`));
  const page = shellReader(indexFile);
  router.get('/{*path}', (req, res) => {
    if (namesAFile(req.path)) return sendText(res, 404, `Not found: ${shownPath(req.path)}`);
    const html = page();
    if (html === null) return sendText(res, 404, 'The game client is not built yet: run npm run build');
    const known = isAppRoute(req.path);
    res.status(known ? 200 : 404);
    res.setHeader('Cache-Control', 'no-cache');
    res.type('html').send(withAbsoluteShareUrls(html, originOf(req), known ? req.path : '/'));
  });
  return router;
}
