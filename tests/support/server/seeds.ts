// Seeds the test servers draw: counted, not random, so a test that plays a registered run or the day's
// seed plays the same dungeon every time. A random walk that dies early on one seed in fifty made
// tests fail one run in fifty; a counted seed fails every run or none.

/** Run seeds 00…01, 00…02, … (32 hex digits, like the server's own draw). */
export function countedRunSeeds(): () => string {
  let drawn = 0;
  return () => (++drawn).toString(16).padStart(32, '0');
}

/** A daily seed's 16 bytes: 1, 2, … in the last byte, one draw per day first asked for. */
export function countedDailyBytes(): () => Uint8Array {
  let drawn = 0;
  return () => {
    const bytes = new Uint8Array(16);
    new DataView(bytes.buffer).setUint32(12, ++drawn);
    return bytes;
  };
}
