// Serves the built client (dist/client): hashed assets cached for a year, index.html never
// cached, and index.html for every other non-API path (the client routes /, /tome, /embed, 404).
import fs from 'node:fs';
import path from 'node:path';
import express, { type Router } from 'express';
import { precompressedAssets } from './precompressed';
import { sendText, shownPath } from './errors';

const YEAR_SECONDS = 365 * 24 * 3600;
const ASSET_CACHE = `public, max-age=${YEAR_SECONDS}, immutable`;

/** The static files and SPA fallback router for `clientDir`. */
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
  router.use('/assets', (req, res) => sendText(res, 404, `Not found: ${shownPath(req.path)}`));
  router.get('/{*path}', (_req, res) => {
    if (!fs.existsSync(indexFile)) return sendText(res, 404, 'The game client is not built yet: run npm run build');
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(indexFile);
  });
  return router;
}
