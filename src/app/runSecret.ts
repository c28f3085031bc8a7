// The client's half of run ownership: a run the player begins gets a fresh secret here, at the edge,
// since the engine draws no randomness of its own (src/engine/save/runSecret.ts says what it is for).
import { newGame, type GameState } from '../engine';
import { bytesToBase64Url } from '../engine/save/base64';

/** 32 bytes: 256 bits, 43 base64url characters (the form allows 16 to 64 bytes). */
const RUN_SECRET_BYTES = 32;

/** A fresh run secret: random bytes from Web Crypto, as base64url without padding. */
export function newRunSecret(): string {
  return bytesToBase64Url(crypto.getRandomValues(new Uint8Array(RUN_SECRET_BYTES)));
}

/**
 * A new run of `name` on `seed` that owns a fresh secret: how every run a player begins starts. A
 * daily challenge passes the rules version its day was drawn for; any other run plays the newest. A run
 * registered with the server passes the secret it registered with.
 */
export function beginRun(name: string, seed: string, rulesVersion?: number, runSecret = newRunSecret()): GameState {
  return { ...newGame(name, seed, rulesVersion), runSecret };
}
