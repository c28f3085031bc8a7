// Runs before the first paint (a plain script in <head>; the CSP allows no inline script): puts the
// remembered dark theme on <html> so the static start card in index.html paints in the right colours.
try {
  if (localStorage.getItem('dungeon-crawler-theme') === 'dark') document.documentElement.classList.add('dark');
} catch (error) {
  // Storage disabled: the light theme, as on a first visit.
}
