// The hero-name check (src/shared/heroName.ts) as the player types: the local rules first (with the
// fetched or fallback profanity words), then the server's existence check.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  NAME_CHECK_FAILED_MESSAGE,
  NAME_INVALID_DEFAULT_MESSAGE,
  NAME_TAKEN_MESSAGE,
  suggestHeroNames,
  validateHeroName,
} from '../../shared/heroName';
import { fetchNameExists, loadProfanityWords } from '../../api/hooks';
import type { RunKey } from '../../api/calls';
import { withTimeout } from '../../api/withTimeout';
import { warmUpSoon } from './warmUp';

/**
 * Where the check stands, and for which trimmed input (`name`). An error with `unverifiedName` is a
 * name the rules accept whose existence check got no answer (server unreachable, failing or too slow):
 * the start screen may begin with it, since the name is checked again when the score is inscribed.
 * Such an error also carries `retry`, which asks the server again at once.
 */
export type NameCheck =
  | { status: 'empty' }
  | { status: 'checking'; name: string }
  | { status: 'ok'; name: string }
  | {
      status: 'error';
      name: string;
      error: string;
      suggestions: string[];
      unverifiedName?: string;
      retry?: () => void;
    };

/** Pause after the last keystroke before checking, so the server is not asked on every letter. */
export const NAME_CHECK_DEBOUNCE_MS = 300;

/**
 * Longest wait for the server's answer. A server that accepts the connection but never answers would
 * otherwise leave the check (and a begin waiting on it) hanging; locally the answer takes ~10 ms.
 */
export const NAME_CHECK_TIMEOUT_MS = 5000;

/**
 * After an existence check that got no answer, the name is asked about again this often (and at once
 * when the browser comes back online) until the server answers: the form recovers by itself, with no
 * edit of the name. Only a name the rules accept is re-asked, and only while its check has failed.
 */
export const NAME_RECHECK_MS = 5000;

async function checkName(
  raw: string,
  queryClient: ReturnType<typeof useQueryClient>,
  run?: RunKey,
): Promise<NameCheck> {
  const name = raw.trim();
  const words = await loadProfanityWords(queryClient);
  const local = validateHeroName(raw, words);
  if (!local.ok) {
    return {
      status: 'error',
      name,
      error: local.error || NAME_INVALID_DEFAULT_MESSAGE,
      suggestions: local.suggestions ?? [],
    };
  }
  try {
    const exists = await withTimeout(fetchNameExists(queryClient, local.name, run), NAME_CHECK_TIMEOUT_MS);
    if (exists) return { status: 'error', name, error: NAME_TAKEN_MESSAGE, suggestions: suggestHeroNames(Math.random) };
    return { status: 'ok', name: local.name };
  } catch {
    // No answer is not a refusal: the rules passed, only the server could not say whether the name is taken.
    return { status: 'error', name, error: NAME_CHECK_FAILED_MESSAGE, suggestions: [], unverifiedName: local.name };
  }
}

/** A check asked again (TRY AGAIN, the re-check timer, the browser back online) for one input and run. */
interface Again {
  raw: string;
  run: string;
  /** Counts up from 1; an answer carries the number it answers (0: the first, debounced check). */
  n: number;
  /** Asked by the player: the form shows the check running until its answer comes. */
  manual: boolean;
}

/**
 * Checks `raw` after a short pause; a newer input cancels an older check. `hurry` (the player has
 * already pressed BEGIN) cuts the pause short so the answer comes as soon as the server gives it.
 * `run` (the score forms) names the run being inscribed: a name its own entry holds is not taken.
 * A check the server did not answer is asked again (see NAME_RECHECK_MS) and offers `retry`.
 */
export function useHeroNameCheck(raw: string, hurry = false, run?: RunKey): NameCheck {
  const runSeed = run?.seed;
  const runVersion = run?.rulesVersion;
  const queryClient = useQueryClient();
  // The last answer and the input it answers. Any other input reads as empty or checking, derived
  // during render rather than set from an effect (react.dev "You Might Not Need an Effect").
  const [answer, setAnswer] = useState<{ raw: string; run: string; check: NameCheck; n: number } | null>(null);
  const [again, setAgain] = useState<Again | null>(null);
  const runId = `${runSeed}/${runVersion}`;
  // Starts the pending check at once; null when no check is waiting for its pause to end.
  const startNow = useRef<(() => void) | null>(null);

  // The words are needed by the first check; fetched at the first key (or a quiet moment), that check
  // waits for one round trip, not two. Not on mount: the calls' code (zod) would load in the start
  // screen's first seconds (src/ui/common/warmUp.ts).
  useEffect(() => warmUpSoon(() => void loadProfanityWords(queryClient)), [queryClient]);

  useEffect(() => {
    if (raw.trim() === '') return;
    let current = true;
    const start = () => {
      clearTimeout(timer);
      startNow.current = null;
      const key =
        runSeed !== undefined && runVersion !== undefined ? { seed: runSeed, rulesVersion: runVersion } : undefined;
      void checkName(raw, queryClient, key).then((next) => {
        if (current) setAnswer({ raw, run: runId, check: next, n: 0 });
      });
    };
    const timer = setTimeout(start, NAME_CHECK_DEBOUNCE_MS);
    startNow.current = start;
    return () => {
      current = false;
      clearTimeout(timer);
      startNow.current = null;
    };
  }, [raw, queryClient, runSeed, runVersion, runId]);

  useEffect(() => {
    if (hurry) startNow.current?.();
  }, [hurry, raw]);

  // A check asked again: at once, no pause (the input has not changed).
  useEffect(() => {
    if (!again) return;
    let current = true;
    const key =
      runSeed !== undefined && runVersion !== undefined ? { seed: runSeed, rulesVersion: runVersion } : undefined;
    void checkName(again.raw, queryClient, key).then((next) => {
      if (current) setAnswer({ raw: again.raw, run: again.run, check: next, n: again.n });
    });
    return () => {
      current = false;
    };
  }, [again, queryClient, runSeed, runVersion]);

  const answered = answer?.raw === raw && answer.run === runId ? answer : null;
  const unanswered = answered?.check.status === 'error' && answered.check.unverifiedName !== undefined;
  const askAgain = useCallback(
    (manual: boolean) => setAgain((last) => ({ raw, run: runId, n: (last?.n ?? 0) + 1, manual })),
    [raw, runId],
  );

  // While the server gives no answer: ask again every NAME_RECHECK_MS, and as soon as the browser is online.
  useEffect(() => {
    if (!unanswered) return;
    const timer = setTimeout(() => askAgain(false), NAME_RECHECK_MS);
    const online = () => askAgain(false);
    window.addEventListener('online', online);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('online', online);
    };
  }, [unanswered, answered, askAgain]);

  const retry = useCallback(() => askAgain(true), [askAgain]);

  if (raw.trim() === '') return { status: 'empty' };
  const retrying = again?.manual && again.raw === raw && again.run === runId && (answered?.n ?? 0) < again.n;
  if (answered && !retrying) {
    const check = answered.check;
    return check.status === 'error' && check.unverifiedName !== undefined ? { ...check, retry } : check;
  }
  return { status: 'checking', name: raw.trim() };
}
