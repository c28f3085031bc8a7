// Base64 of UTF-8 text without Node's Buffer, so the same code runs in the browser and on the server.

const CHUNK = 0x8000; // String.fromCharCode.apply stays well under engine argument limits

/** Base64 of the bytes of a binary string (one char per byte, 0-255). */
export function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += CHUNK) {
    binary += String.fromCharCode.apply(null, bytes.subarray(i, i + CHUNK) as unknown as number[]);
  }
  return btoa(binary);
}

/** Bytes of a base64 string; throws on characters outside the base64 alphabet. */
export function base64ToBytes(text: string): Uint8Array {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** Any UTF-16 code unit above 0x7f: a text without one is ASCII, one byte per char in UTF-8. */
const NON_ASCII = /[\u0080-\uffff]/;

/** Base64 of the UTF-8 encoding of any text (names may hold any unicode). */
export function utf8ToBase64(text: string): string {
  // Pure ASCII (the usual save) is already one byte per char: skip the UTF-8 round trip.
  if (!NON_ASCII.test(text)) return btoa(text);
  return bytesToBase64(new TextEncoder().encode(text));
}

/** UTF-8 text from base64; throws on bad base64 or invalid UTF-8. */
export function base64ToUtf8(text: string): string {
  const binary = atob(text);
  if (!NON_ASCII.test(binary)) return binary;
  return new TextDecoder('utf-8', { fatal: true }).decode(base64ToBytes(text));
}

/** URL-safe base64 without padding ('-' and '_' for '+' and '/'): survives links, chats and file names. */
export function bytesToBase64Url(bytes: Uint8Array): string {
  return bytesToBase64(bytes).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** Bytes of URL-safe base64 (padding optional); throws on characters outside its alphabet. */
export function base64UrlToBytes(text: string): Uint8Array {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) throw new Error('not base64url');
  const padded = text.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (text.length % 4)) % 4);
  return base64ToBytes(padded);
}
