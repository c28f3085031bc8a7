// The hero-name check of SPEC.md section 5 as the player types: the local rules first (with the
// fetched or fallback profanity words), then the server's existence check.
import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  NAME_CHECK_FAILED_MESSAGE,
  NAME_INVALID_DEFAULT_MESSAGE,
  NAME_TAKEN_MESSAGE,
  suggestHeroNames,
  validateHeroName,
} from '../../shared/heroName';
import { fetchNameExists, loadProfanityWords } from '../../api/hooks';

/** Where the check stands for the current input. */
export type NameCheck =
  | { status: 'empty' }
  | { status: 'checking' }
  | { status: 'ok'; name: string }
  | { status: 'error'; error: string; suggestions: string[] };

/** Pause after the last keystroke before checking, so the server is not asked on every letter. */
export const NAME_CHECK_DEBOUNCE_MS = 300;

async function checkName(raw: string, queryClient: ReturnType<typeof useQueryClient>): Promise<NameCheck> {
  const words = await loadProfanityWords(queryClient);
  const local = validateHeroName(raw, words);
  if (!local.ok) {
    return { status: 'error', error: local.error || NAME_INVALID_DEFAULT_MESSAGE, suggestions: local.suggestions ?? [] };
  }
  try {
    const exists = await fetchNameExists(queryClient, local.name);
    if (exists) return { status: 'error', error: NAME_TAKEN_MESSAGE, suggestions: suggestHeroNames(Math.random) };
    return { status: 'ok', name: local.name };
  } catch {
    return { status: 'error', error: NAME_CHECK_FAILED_MESSAGE, suggestions: [] };
  }
}

/** Checks `raw` after a short pause; a newer input cancels an older check. */
export function useHeroNameCheck(raw: string): NameCheck {
  const queryClient = useQueryClient();
  const [result, setResult] = useState<NameCheck>({ status: 'empty' });

  useEffect(() => {
    if (raw.trim() === '') {
      setResult({ status: 'empty' });
      return;
    }
    let current = true;
    setResult({ status: 'checking' });
    const timer = setTimeout(() => {
      void checkName(raw, queryClient).then((next) => {
        if (current) setResult(next);
      });
    }, NAME_CHECK_DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [raw, queryClient]);

  return result;
}
