// Colour arithmetic for the palette checks: WCAG 2 contrast, and how a colour looks under
// protanopia and deuteranopia (Machado, Oliveira and Fernandes 2009, severity 1), compared in CIELAB.

const channel = (colour: number, shift: number) => ((colour >> shift) & 0xff) / 255;
const toLinear = (c: number) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);

/** The linear RGB of a 0xRRGGBB colour. */
function linearRgb(colour: number): [number, number, number] {
  return [toLinear(channel(colour, 16)), toLinear(channel(colour, 8)), toLinear(channel(colour, 0))];
}

/** WCAG 2 relative luminance of a 0xRRGGBB colour (0 black to 1 white). */
export function luminance(colour: number): number {
  const [r, g, b] = linearRgb(colour);
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio of two colours, 1 to 21. */
export function contrastRatio(a: number, b: number): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

/** A CSS #rrggbb colour as 0xRRGGBB. */
export function parseHex(css: string): number {
  if (!/^#[0-9a-f]{6}$/i.test(css)) throw new Error(`not a #rrggbb colour: ${css}`);
  return Number.parseInt(css.slice(1), 16);
}

/** The kinds of colour vision the colour-blind palette is checked for. */
export type Vision = 'normal' | 'protanopia' | 'deuteranopia';

type Matrix = [[number, number, number], [number, number, number], [number, number, number]];
const SIMULATION: Record<Exclude<Vision, 'normal'>, Matrix> = {
  protanopia: [
    [0.152286, 1.052583, -0.204868],
    [0.114503, 0.786281, 0.099216],
    [-0.003882, -0.048116, 1.051998],
  ],
  deuteranopia: [
    [0.367322, 0.860646, -0.227968],
    [0.280085, 0.672501, 0.047413],
    [-0.01182, 0.04294, 0.968881],
  ],
};

function seen(colour: number, vision: Vision): [number, number, number] {
  const rgb = linearRgb(colour);
  if (vision === 'normal') return rgb;
  const m = SIMULATION[vision];
  const clamp = (v: number) => Math.min(1, Math.max(0, v));
  return m.map((row) => clamp(row[0] * rgb[0] + row[1] * rgb[1] + row[2] * rgb[2])) as [number, number, number];
}

function lab([r, g, b]: [number, number, number]): [number, number, number] {
  // Linear sRGB to XYZ (D65), then CIELAB.
  const x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047;
  const y = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  const z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883;
  const f = (t: number) => (t > 216 / 24389 ? Math.cbrt(t) : ((24389 / 27) * t + 16) / 116);
  return [116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))];
}

/** How different two colours look to a viewer with the given vision (CIELAB distance; about 10 is clearly apart). */
export function perceivedDifference(a: number, b: number, vision: Vision): number {
  const [l1, a1, b1] = lab(seen(a, vision));
  const [l2, a2, b2] = lab(seen(b, vision));
  return Math.hypot(l1 - l2, a1 - a2, b1 - b2);
}
