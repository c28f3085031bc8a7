// Security headers: a CSP without inline scripts that still lets the game run and be framed anywhere.
import helmet from 'helmet';
import type { RequestHandler } from 'express';

/** Helmet with the game's CSP: embedding is a feature, so frame-ancestors * and no X-Frame-Options. */
export function securityHeaders(): RequestHandler {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // React sets inline style attributes; Radix Themes too.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // PixiJS textures and generated sounds use data: and blob: URLs; Pixi may start blob workers.
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'data:', 'blob:'],
        workerSrc: ["'self'", 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ['*'],
        // The game is served over plain HTTP on LANs and in tests; do not force https subresources.
        upgradeInsecureRequests: null,
      },
    },
    frameguard: false,
    crossOriginEmbedderPolicy: false,
  });
}
