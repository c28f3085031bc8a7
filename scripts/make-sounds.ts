// Generates the game's three sounds as small mono WAV files in assets/audio/ from our own synthesis
// code, so they are reproducible and free to ship: `npx tsx scripts/make-sounds.ts`.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const OUT_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'assets', 'audio');

/** A deterministic noise source (mulberry32), so every run writes the same bytes. */
function noiseSource(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return (((t ^ (t >>> 14)) >>> 0) / 4294967296) * 2 - 1;
  };
}

/** 16-bit PCM mono WAV bytes of samples in [-1, 1]. */
function encodeWav(samples: Float32Array, sampleRate: number): Buffer {
  const data = Buffer.alloc(samples.length * 2);
  samples.forEach((s, i) => data.writeInt16LE(Math.round(Math.max(-1, Math.min(1, s)) * 32767), i * 2));
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVEfmt ', 8);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

function normalise(samples: Float32Array, peak: number): Float32Array {
  const max = samples.reduce((m, s) => Math.max(m, Math.abs(s)), 0) || 1;
  return samples.map((s) => (s / max) * peak);
}

/** One-pole low-pass: softens noise into a thud. cutoff in Hz. */
function lowPass(samples: Float32Array, sampleRate: number, cutoff: number): Float32Array {
  const k = 1 - Math.exp((-2 * Math.PI * cutoff) / sampleRate);
  let y = 0;
  return samples.map((x) => (y += k * (x - y)));
}

/**
 * A soft A-minor pad of 6 s that loops seamlessly: every partial and the slow swell complete
 * a whole number of cycles in the loop (frequencies are multiples of 1/6 Hz).
 */
function ambientPad(sampleRate: number): Float32Array {
  const seconds = 6;
  const cycles = (hz: number) => Math.round(hz * seconds) / seconds;
  const voices = [110, 130.81, 164.81, 220, 261.63].map(cycles);
  const out = new Float32Array(sampleRate * seconds);
  for (let i = 0; i < out.length; i++) {
    const t = i / sampleRate;
    let s = 0;
    voices.forEach((f, v) => {
      const swell = 0.6 + 0.4 * Math.sin(2 * Math.PI * (t / seconds) * (v % 2 === 0 ? 1 : 2) + v);
      const detuned = f + 1 / seconds; // a slow chorus beat, still whole cycles per loop
      s +=
        swell *
        (Math.sin(2 * Math.PI * f * t) +
          0.5 * Math.sin(2 * Math.PI * detuned * t) +
          0.08 * Math.sin(4 * Math.PI * f * t));
    });
    out[i] = s;
  }
  return normalise(out, 0.8);
}

/** A soft footstep: a low-passed noise scuff over a quiet 90 Hz thump, 180 ms. */
function footstep(sampleRate: number): Float32Array {
  const noise = noiseSource(7);
  const length = Math.round(sampleRate * 0.18);
  const raw = new Float32Array(length);
  for (let i = 0; i < length; i++) {
    const t = i / sampleRate;
    const attack = Math.min(1, t / 0.006);
    raw[i] = attack * Math.exp(-t / 0.035) * (noise() * 0.9 + 0.7 * Math.sin(2 * Math.PI * 90 * t));
  }
  return normalise(lowPass(raw, sampleRate, 900), 0.7);
}

/** A short hit: a dropping-pitch thump, a bright noise crack and a faint metallic ring, 320 ms. */
function hit(sampleRate: number): Float32Array {
  const noise = noiseSource(11);
  const length = Math.round(sampleRate * 0.32);
  const out = new Float32Array(length);
  let phase = 0;
  for (let i = 0; i < length; i++) {
    const t = i / sampleRate;
    phase += (2 * Math.PI * (70 + 180 * Math.exp(-t / 0.04))) / sampleRate;
    const attack = Math.min(1, t / 0.003);
    const thump = Math.sin(phase) * Math.exp(-t / 0.09);
    const crack = noise() * Math.exp(-t / 0.018) * 0.8;
    const ring = Math.sin(2 * Math.PI * 1320 * t) * Math.exp(-t / 0.06) * 0.12;
    out[i] = attack * (thump + crack + ring);
  }
  return normalise(lowPass(out, sampleRate, 4200), 0.85);
}

const FILES: [string, Float32Array, number][] = [
  ['ambient.wav', ambientPad(11025), 11025],
  ['move.wav', footstep(16000), 16000],
  ['attack.wav', hit(22050), 22050],
];

mkdirSync(OUT_DIR, { recursive: true });
let total = 0;
for (const [name, samples, rate] of FILES) {
  const bytes = encodeWav(samples, rate);
  writeFileSync(join(OUT_DIR, name), bytes);
  total += bytes.length;
  console.log(`${name}: ${(bytes.length / 1024).toFixed(1)} KB`);
}
console.log(`total: ${(total / 1024).toFixed(1)} KB (budget 300 KB)`);
