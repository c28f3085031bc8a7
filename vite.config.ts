import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { precompress } from './scripts/precompress.ts';
import { scriptsAfterPaint } from './scripts/scriptsAfterPaint.ts';

// Source maps hold every client source file whole, and the server would serve them to anyone: none
// unless the operator builds with SOURCEMAPS=1 (to read a player's stack trace, say).
const SOURCEMAPS = process.env.SOURCEMAPS === '1';

// The client build. The server (server/) serves dist/client on the same port as the API.
export default defineConfig({
  plugins: [
    react(),
    // An installable game that starts and plays offline: a web manifest and a Workbox service worker
    // that precaches the whole built game (every lazy chunk, the styles, the sounds, the icons).
    VitePWA({
      // A new build's worker waits until every tab of the old one is closed, so no page ever runs
      // with a mix of old and new chunks; the next visit gets the new build whole.
      registerType: 'prompt',
      // A deferred registerSW.js in <head>: the Content-Security-Policy allows no inline script, and
      // a deferred script does not hold up the first paint.
      injectRegister: 'script-defer',
      // The glob below already precaches public/'s icons; listing them again would duplicate entries.
      includeManifestIcons: false,
      manifest: {
        id: '/',
        name: 'Dungeon Crawler: Hall of Legends',
        short_name: 'Dungeon Crawler',
        description:
          'A terminal-styled, turn-based dungeon crawler: explore 100 levels, fight monsters, cast spells and inscribe your score in the seasonal Hall of Legends.',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        background_color: '#0b0f0b',
        theme_color: '#0b0f0b',
        categories: ['games'],
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,wav,json}'],
        // The share image is for link previews, not for playing.
        globIgnores: ['og-image.png'],
        // Page navigations offline get the game shell; the API and the health check never do.
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/api\//, /^\/healthz/],
        cleanupOutdatedCaches: true,
        // sw.js.map: Workbox follows build.sourcemap unless told.
        sourcemap: SOURCEMAPS,
      },
    }),
    scriptsAfterPaint(),
    precompress(),
  ],
  resolve: {
    alias: [
      // Pixi's files by path (src/map/pixi.ts imports only what the map draws with): the package's
      // exports map lists its index and a few extension bundles, not the files themselves.
      { find: /^pixi\.js\/lib\//, replacement: fileURLToPath(new URL('node_modules/pixi.js/lib/', import.meta.url)) },
      // @pixi/react imports its Pixi classes from the package index, which would bring all of Pixi:
      // src/map/pixi.ts exports the same classes from their files.
      { find: /^pixi\.js$/, replacement: fileURLToPath(new URL('src/map/pixi.ts', import.meta.url)) },
      // Pixi's Application (lib/app/Application.mjs, the only file importing it by this path) picks its
      // renderer with autoDetectRenderer, which also imports the WebGPU renderer: the map's picks
      // WebGL, or the canvas renderer where WebGL is missing.
      {
        find: /^\.\.\/rendering\/renderers\/autoDetectRenderer\.mjs$/,
        replacement: fileURLToPath(new URL('src/map/autoDetectRenderer.ts', import.meta.url)),
      },
    ],
  },
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    sourcemap: SOURCEMAPS,
    modulePreload: {
      // index.html keeps its modulepreload links. A lazy chunk brings only its stylesheets ahead: Vite's
      // helper appending a <link rel="modulepreload"> per script it needs cost 25-30 ms of main thread
      // (100+ ms at Lighthouse's 4x slowdown) each time a part loaded, more than the round trip it saves.
      resolveDependencies: (_file, deps, { hostType }) =>
        hostType === 'html' ? deps : deps.filter((dep) => dep.endsWith('.css')),
    },
    rolldownOptions: {
      output: {
        codeSplitting: {
          // PixiJS and the few packages only it uses in a chunk of their own, beside the map's chunk
          // (@pixi/react with its react-reconciler, and the painter): together they were one 505 KB
          // chunk, over Vite's 500 KB line. Both load only when the map mounts (or at the start
          // screen's warm-up), never on the start screen's first load, and now download side by side.
          groups: [
            // Vite's preload helper (a dependency of Pixi's renderer choice, src/map/autoDetectRenderer.ts)
            // stays out of it: the start screen uses the helper too, and must not load Pixi to get it.
            { name: 'preload-helper', test: /vite[\\/]preload-helper/, priority: 1 },
            // zod in a chunk of its own, so that src/ui/game/session/GameRoute.tsx can have it evaluated
            // in a task before the API's schemas are built with it.
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
            {
              name: 'pixi',
              test: /node_modules[\\/](pixi\.js|@pixi[\\/]colord|earcut|eventemitter3|parse-svg-path|tiny-lru|ismobilejs)[\\/]/,
            },
          ],
        },
      },
    },
  },
  server: {
    // `npm run dev`: Vite serves the client and forwards API calls to the server on 3000.
    proxy: { '/api': 'http://127.0.0.1:3000', '/healthz': 'http://127.0.0.1:3000' },
  },
});
