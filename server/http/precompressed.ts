// Sends the build's precompressed copies of hashed assets (written by scripts/precompress.ts):
// brotli or gzip as the browser accepts, so the start screen crosses the network at a third of its size.
import fs from 'node:fs';
import path from 'node:path';
import type { RequestHandler } from 'express';

// Only flat, hashed file names: nothing that could climb out of the assets folder.
const ASSET_NAME = /^\/[\w.-]+\.(js|css|svg|json|txt|webmanifest)$/;
const EXTENSION_OF = { br: '.br', gzip: '.gz' } as const;

/** Middleware for the `/assets` mount of `clientDir`: the .br or .gz sibling when one exists. */
export function precompressedAssets(clientDir: string, cacheControl: string): RequestHandler {
  const assetsDir = path.join(path.resolve(clientDir), 'assets');
  return (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !ASSET_NAME.test(req.path)) return next();
    res.vary('Accept-Encoding');
    const encoding = req.acceptsEncodings('br', 'gzip');
    if (encoding !== 'br' && encoding !== 'gzip') return next();
    const compressed = path.join(assetsDir, req.path.slice(1) + EXTENSION_OF[encoding]);
    if (!fs.existsSync(compressed)) return next();
    res.type(path.extname(req.path));
    res.setHeader('Content-Encoding', encoding);
    res.setHeader('Cache-Control', cacheControl);
    // A browser that went away mid-file (a closed tab, a navigation) is no server error: nothing to answer or log.
    res.sendFile(compressed, (error) => {
      if (error && (error as NodeJS.ErrnoException).code !== 'ECONNABORTED') next(error);
    });
  };
}
