// Serves the built client (dist/client): hashed assets cached for a year, index.html never
// cached. Page paths get index.html (the client routes them): 200 for the routes the client knows,
// 404 for any other page path (the client shows its 404 page). A path naming a file that is not
// there (a missing /assets/x.js, /favicon.ico, /sw.js) is a plain 404, never the game page: a script
// answered with HTML breaks pages in confusing ways.
import fs from 'node:fs';
import path from 'node:path';
import express, { type Router } from 'express';
import { precompressedAssets } from './precompressed';
import { sendText, shownPath } from './errors';

const YEAR_SECONDS = 365 * 24 * 3600;
const ASSET_CACHE = `public, max-age=${YEAR_SECONDS}, immutable`;

/** The client's page routes (src/ui/App.tsx ROUTES), matched like react-router: any case, optional trailing slash. */
export const APP_ROUTES = ['/', '/tome', '/embed'] as const;

/** True when `pathname` is one of the client's page routes. */
export function isAppRoute(pathname: string): boolean {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return (APP_ROUTES as readonly string[]).includes(trimmed.toLowerCase());
}

/** True when the last segment of `pathname` has a file extension (favicon.ico, sw.js, x.webmanifest). */
function namesAFile(pathname: string): boolean {
  const last = pathname.slice(pathname.lastIndexOf('/') + 1);
  return /\.[A-Za-z0-9]+$/.test(last);
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
  router.get('/{*path}', (req, res) => {
    if (namesAFile(req.path)) return sendText(res, 404, `Not found: ${shownPath(req.path)}`);
    if (!fs.existsSync(indexFile)) return sendText(res, 404, 'The game client is not built yet: run npm run build');
    res.status(isAppRoute(req.path) ? 200 : 404);
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(indexFile);
  });
  return router;
}
