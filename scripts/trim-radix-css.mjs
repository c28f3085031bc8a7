// Writes src/ui/theme/radix-trimmed.css: Radix Themes' components.css and utilities.css cut down to
// what the app can render, because this stylesheet blocks the start screen's first paint.
// Two cuts:
// 1. Breakpoint (min-width) variants go, which were most of the weight. The price is that Radix's
//    responsive object props ({ initial, sm }) do nothing, so responsive layout is written in our own CSS.
// 2. Rules for components the app never renders go. The script reads which Radix Themes components
//    src/ imports, follows their modules in @radix-ui/themes/dist/esm (and everything they import) for
//    the `rt-Xxx` classes they can put on an element, and keeps a selector only when every `rt-Xxx`
//    class in it is one of those. A selector naming a class no rendered element carries can never match.
// Run again after upgrading @radix-ui/themes or importing a Radix Themes component not used before
// (tests/unit/ui/theme/radixTrimmed.test.ts fails until you do): `node scripts/trim-radix-css.mjs`.
import { readFileSync, readdirSync, statSync, writeFileSync, existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import { gzipSync } from 'node:zlib';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const OUT = join(ROOT, 'src/ui/theme/radix-trimmed.css');
const THEMES = dirname(require.resolve('@radix-ui/themes/package.json'));
const ESM = join(THEMES, 'dist/esm/components');
/** A Radix Themes component class (`rt-Button`, `rt-BaseDialogContent`); utilities are lower case. */
const COMPONENT_CLASS = /\brt-[A-Z][A-Za-z]*/g;

/** Every .ts/.tsx file under a folder. */
function sourceFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const at = join(dir, name);
    if (statSync(at).isDirectory()) return sourceFiles(at);
    return /\.tsx?$/.test(name) ? [at] : [];
  });
}

/** The names src/ imports from '@radix-ui/themes' (Button, Dialog, TextField, ...). */
export function importedComponents(srcDir = join(ROOT, 'src')) {
  const names = new Set();
  for (const file of sourceFiles(srcDir)) {
    for (const match of readFileSync(file, 'utf8').matchAll(
      /import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*'@radix-ui\/themes'/g,
    )) {
      for (const part of match[1].split(',')) {
        const name = part
          .trim()
          .replace(/^type\s+/, '')
          .split(/\s+as\s+/)[0];
        if (name && !/^type\s/.test(part.trim())) names.add(name);
      }
    }
  }
  return names;
}

/** `TextField` → text-field.js in dist/esm/components; throws for a name with no module there. */
function componentModule(name) {
  const file = join(ESM, `${name.replace(/[A-Z]/g, (c, i) => `${i ? '-' : ''}${c.toLowerCase()}`)}.js`);
  if (!existsSync(file)) throw new Error(`trim-radix-css: no module for the Radix Themes export ${name} (${file})`);
  return file;
}

/** The `rt-Xxx` classes the given Radix Themes components (and what they import) can render. */
export function renderedClasses(components) {
  const classes = new Set();
  const seen = new Set();
  const queue = [...components].map(componentModule);
  while (queue.length > 0) {
    const file = queue.pop();
    if (seen.has(file)) continue;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(COMPONENT_CLASS)) classes.add(match[0]);
    for (const match of source.matchAll(/(?:from|import)\s*"(\.{1,2}\/[^"]+\.js)"/g))
      queue.push(join(dirname(file), match[1]));
  }
  // Classes our own markup names (index.html's static start card, any CSS/TSX that adds one).
  for (const match of readFileSync(join(ROOT, 'index.html'), 'utf8').matchAll(COMPONENT_CLASS)) classes.add(match[0]);
  return classes;
}

/** Splits CSS into top-level blocks: [prelude, body-with-braces] or a bare statement ending in ';'. */
function blocks(css) {
  const out = [];
  let at = 0;
  while (at < css.length) {
    const open = css.indexOf('{', at);
    const semi = css.indexOf(';', at);
    if (open < 0) break;
    if (semi >= 0 && semi < open) {
      out.push({ prelude: css.slice(at, semi + 1).trim(), body: null });
      at = semi + 1;
      continue;
    }
    let depth = 1;
    let end = open + 1;
    while (depth > 0 && end < css.length) {
      if (css[end] === '{') depth++;
      else if (css[end] === '}') depth--;
      end++;
    }
    out.push({ prelude: css.slice(at, open).trim(), body: css.slice(open + 1, end - 1) });
    at = end;
  }
  return out;
}

/** Splits a selector list on its top-level commas (not those inside :where(...) or :is(...)). */
function selectorList(prelude) {
  const parts = [];
  let depth = 0;
  let from = 0;
  for (let i = 0; i < prelude.length; i++) {
    if (prelude[i] === '(') depth++;
    else if (prelude[i] === ')') depth--;
    else if (prelude[i] === ',' && depth === 0) {
      parts.push(prelude.slice(from, i).trim());
      from = i + 1;
    }
  }
  parts.push(prelude.slice(from).trim());
  return parts;
}

/** The CSS without breakpoint variants and without selectors that need a class no element carries. */
export function trimmed(css, rendered) {
  let out = '';
  for (const { prelude, body } of blocks(css)) {
    if (body === null) {
      out += `${prelude}\n`;
    } else if (/^@media \(min-width: \d+px\)/.test(prelude)) {
      // a breakpoint variant: dropped
    } else if (/^@(media|supports|layer|container)\b/.test(prelude)) {
      const inner = trimmed(body, rendered);
      if (inner.trim()) out += `${prelude} {\n${inner}}\n`;
    } else if (prelude.startsWith('@')) {
      out += `${prelude} {${body}}\n`; // @keyframes, @font-face, @property: kept whole
    } else {
      const kept = selectorList(prelude).filter((selector) =>
        (selector.match(COMPONENT_CLASS) ?? []).every((name) => rendered.has(name)),
      );
      if (kept.length > 0) out += `${kept.join(',\n')} {${body}}\n`;
    }
  }
  return out;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const version = JSON.parse(readFileSync(join(THEMES, 'package.json'), 'utf8')).version;
  const components = importedComponents();
  const rendered = renderedClasses(components);
  const parts = ['components.css', 'utilities.css'].map((file) =>
    trimmed(readFileSync(join(THEMES, file), 'utf8'), rendered),
  );
  const css =
    `/* Generated by scripts/trim-radix-css.mjs from @radix-ui/themes ${version}: components.css and utilities.css ` +
    `without breakpoint variants, for ${[...components].sort().join(', ')}. Do not edit. */\n${parts.join('\n')}`;
  writeFileSync(OUT, css);
  console.log(
    `${OUT}: ${(css.length / 1024).toFixed(0)} KB, ${(gzipSync(css, { level: 9 }).length / 1024).toFixed(1)} KB gzipped`,
  );
}
