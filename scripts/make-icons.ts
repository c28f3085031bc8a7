// Draws the game's icons and share image from code into public/: the terminal "@" hero on the dark
// dungeon background, as SVG rendered to PNG by Debian's chromium (CHROMIUM_PATH, default
// /usr/bin/chromium; no download). Run after changing the artwork: `npx tsx scripts/make-icons.ts`.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { THEME_COLOURS } from '../src/ui/theme/themeColours';

const PUBLIC = join(dirname(fileURLToPath(import.meta.url)), '..', 'public');
const DARK = THEME_COLOURS.dark.background;
const GREEN = '#33ff66';
const DIM = THEME_COLOURS.dark.ink;
const FONT = "'DejaVu Sans Mono', 'Liberation Mono', monospace";

/**
 * The "@" on the dark square. `safe` is the share of the side the glyph may use: maskable icons keep
 * their content inside the central 80% circle that every launcher mask leaves visible.
 */
function iconSvg(size: number, safe: number, framed = true): string {
  const glyph = Math.round(size * safe);
  const border = Math.max(1, Math.round(size / 48));
  // A launcher's mask would cut a frame at random places, so maskable icons have none.
  const frame = framed
    ? `<rect x="${border * 2}" y="${border * 2}" width="${size - border * 4}" height="${size - border * 4}" fill="none"
    stroke="${GREEN}" stroke-opacity="0.35" stroke-width="${border}"/>`
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
  <rect width="${size}" height="${size}" fill="${DARK}"/>
  ${frame}
  <text x="50%" y="50%" dominant-baseline="central" text-anchor="middle" font-family="${FONT}" font-weight="bold"
    font-size="${glyph}" fill="${GREEN}">@</text>
</svg>`;
}

/** The 1200x630 card shown when a link to the game is shared. */
function shareSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <rect width="1200" height="630" fill="${DARK}"/>
  <rect x="24" y="24" width="1152" height="582" fill="none" stroke="${GREEN}" stroke-opacity="0.45" stroke-width="4"/>
  <g font-family="${FONT}" fill="${DIM}" font-size="34">
    <text x="96" y="150" fill="${GREEN}" font-size="30">&gt; descend --levels 100</text>
    <text x="96" y="270" fill="${GREEN}" font-size="92" font-weight="bold">DUNGEON CRAWLER</text>
    <text x="96" y="345" font-size="44">The Hall of Legends</text>
    <text x="96" y="440">Fight monsters turn by turn, cast spells,</text>
    <text x="96" y="488">and carve thy name into the seasonal board.</text>
    <text x="96" y="560" fill="${GREEN}">Play free in your browser_</text>
  </g>
  <text x="1075" y="440" font-family="${FONT}" font-weight="bold" font-size="180" fill="${GREEN}" text-anchor="middle"
    dominant-baseline="central">@</text>
</svg>`;
}

const OUTPUTS: { file: string; size: [number, number]; svg: string }[] = [
  { file: 'icons/icon-192.png', size: [192, 192], svg: iconSvg(192, 0.78) },
  { file: 'icons/icon-512.png', size: [512, 512], svg: iconSvg(512, 0.78) },
  { file: 'icons/maskable-512.png', size: [512, 512], svg: iconSvg(512, 0.5, false) },
  { file: 'icons/apple-touch-icon.png', size: [180, 180], svg: iconSvg(180, 0.7) },
  { file: 'icons/favicon-32.png', size: [32, 32], svg: iconSvg(32, 0.9) },
  { file: 'og-image.png', size: [1200, 630], svg: shareSvg() },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
try {
  for (const { file, size, svg } of OUTPUTS) {
    const page = await browser.newPage({ viewport: { width: size[0], height: size[1] }, deviceScaleFactor: 1 });
    await page.setContent(
      `<!doctype html><style>html,body{margin:0;background:${DARK}}svg{display:block}</style>${svg}`,
    );
    const out = join(PUBLIC, file);
    mkdirSync(dirname(out), { recursive: true });
    writeFileSync(out, await page.screenshot({ type: 'png', omitBackground: false }));
    await page.close();
    console.log(`wrote public/${file}`);
  }
  writeFileSync(join(PUBLIC, 'favicon.svg'), iconSvg(64, 0.9));
  console.log('wrote public/favicon.svg');
} finally {
  await browser.close();
}
