// Vite plugin: the built index.html fetches the app's scripts at low priority. The start card is
// index.html's own markup and stylesheet, so the first paint needs no script: on a slow phone
// network the stylesheet should not share the line with 160 KB of JavaScript fetched at the same
// (high) priority, and Lighthouse counts high-priority scripts as render-blocking.
import type { Plugin } from 'vite';

const APP_SCRIPT_TAG = /<(script type="module"|link rel="modulepreload")/g;

/** The plugin: adds fetchpriority="low" to the entry script and its modulepreload links. */
export function scriptsAfterPaint(): Plugin {
  return {
    name: 'scripts-after-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) => html.replace(APP_SCRIPT_TAG, '<$1 fetchpriority="low"'),
    },
  };
}
