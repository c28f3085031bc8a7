// Adler-32 (RFC 1950 section 8), the checksum zlib streams end with: fflate writes it but does not
// check it on inflate, so compressedCode.ts checks it here.

const MOD_ADLER = 65521;
// Most bytes summed before the sums must be reduced to stay exact in doubles (zlib's NMAX).
const NMAX = 5552;

/** The Adler-32 checksum of the bytes, as an unsigned 32-bit number. */
export function adler32(bytes: Uint8Array): number {
  let a = 1;
  let b = 0;
  for (let i = 0; i < bytes.length;) {
    const end = Math.min(i + NMAX, bytes.length);
    for (; i < end; i++) {
      a += bytes[i];
      b += a;
    }
    a %= MOD_ADLER;
    b %= MOD_ADLER;
  }
  return ((b << 16) | a) >>> 0;
}
