// The app's Radix Themes stylesheet is a trimmed copy (scripts/trim-radix-css.mjs): only the rules of
// components the app renders. A component imported after the last trim would show unstyled (a bare
// button, a dialog with no panel), so this checks the committed copy still covers every one.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain .mjs build script without type declarations
import { importedComponents, renderedClasses } from '../../../../scripts/trim-radix-css.mjs';

const ROOT = path.resolve(import.meta.dirname, '../../../..');
const require = createRequire(import.meta.url);
const trimmedCss = readFileSync(path.join(ROOT, 'src/ui/theme/radix-trimmed.css'), 'utf8');
const fullCss = readFileSync(require.resolve('@radix-ui/themes/components.css'), 'utf8');
const styledIn = (css: string, name: string) => new RegExp(`\\.${name}(?![A-Za-z])`).test(css);

describe('trimmed Radix Themes stylesheet', () => {
  it('styles every Radix Themes component class the app can render (rerun the trim script if not)', () => {
    const rendered: Set<string> = renderedClasses(importedComponents(path.join(ROOT, 'src')));
    expect(rendered.has('rt-Button')).toBe(true);
    expect(rendered.has('rt-BaseDialogContent')).toBe(true);
    const unstyled = [...rendered].filter((name) => styledIn(fullCss, name) && !styledIn(trimmedCss, name));
    expect(unstyled).toEqual([]);
  });

  it('leaves out components the app never renders (a switch, a slider, a card)', () => {
    for (const name of ['rt-SwitchRoot', 'rt-SliderRoot', 'rt-Card']) expect(styledIn(trimmedCss, name)).toBe(false);
  });
});
