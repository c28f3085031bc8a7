// Runs before the first paint and before any module (a plain script in <head>; the CSP allows no
// inline script). Two things must be settled that early:
// - the remembered dark theme goes on <html>, so the static start card in index.html paints in the
//   right colours;
// - zod parses without compiling code. It probes for eval the first time a module builds an object
//   schema, and the CSP (server/http/security.ts) grants no 'unsafe-eval', so the probe would raise a
//   CSP report (Lighthouse's inspector-issues). Zod reads this global when its core module loads, and
//   the bundle builds schemas as its chunk loads, before any code of ours could call z.config().
globalThis.__zod_globalConfig = { jitless: true };
try {
  if (localStorage.getItem('dungeon-crawler-theme') === 'dark') document.documentElement.classList.add('dark');
} catch (error) {
  // Storage disabled: the light theme, as on a first visit.
}
