// The log as the server keeps it (server/runLog/canonical.ts): one spelling per action, checked by the
// engine, with the head that keys a run on a day's board; a bad log is refused with the text the sender sees.
import { describe, expect, it } from 'vitest';
import { MALFORMED_LOG_MESSAGE, canonicalLog, checkActions } from '../../../../server/runLog/canonical';

describe('the canonical log', () => {
  it("writes a canonical spell's C token as the engine's one letter, so equal runs are equal strings", () => {
    const log = canonicalLog('rrCFIREBALL,d');
    expect(log.ok && log.log).toBe('rrFd');
    expect(log.ok && log.actions.map((a) => a.type)).toEqual(['move', 'move', 'cast', 'move']);
  });

  it('its head is the first 100 actions, and the head and the rest make the whole log', () => {
    const log = canonicalLog('r'.repeat(150) + 'd');
    expect(log.ok && log.head).toBe('r'.repeat(100));
    expect(log.ok && log.log).toBe('r'.repeat(150) + 'd');
  });

  it('refuses a log that does not decode with the malformed-log text', () => {
    expect(canonicalLog('rr~')).toEqual({ ok: false, error: MALFORMED_LOG_MESSAGE });
    expect(MALFORMED_LOG_MESSAGE).toBe(
      'Run record refused: the compact action log is malformed or longer than 100,000 actions',
    );
  });

  it('names the first illegal action by its index', () => {
    const log = canonicalLog(`rC${'x'.repeat(65)},d`);
    expect(log.ok).toBe(false);
    expect(!log.ok && log.error).toMatch(
      /^Run record refused: illegal action at index 1: \{"type":"cast","spell":"x+$/,
    );
  });

  it('a witnessed batch is refused in its own words and within its own limit', () => {
    const words = { malformed: 'Batch malformed', refused: 'Batch refused' };
    expect(checkActions('rrr', 2, words)).toEqual({ ok: false, error: 'Batch malformed' });
    const illegal = checkActions(`C${'x'.repeat(65)},`, 10, words);
    expect(!illegal.ok && illegal.error).toMatch(/^Batch refused: illegal action at index 0: /);
    expect(checkActions('rd', 2, words)).toMatchObject({ ok: true });
  });
});
