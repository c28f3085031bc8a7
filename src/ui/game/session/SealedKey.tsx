// The sealed run in play as the dialogs that make its resume code need it (SAVE SPELLBOOK, the offers to
// keep a run), through a context whose default is none: outside a game, and in an open run, it is null.
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { dayOfSeed } from '../../../shared/daily';
import { GameActor } from './GameActor';

/** A sealed run's id and secret (what its resume code holds) and its day if a daily; null for an open run. */
export type SealedKey = { id: string; runSecret: string; daily: string | null } | null;

const SealedKeyContext = createContext<SealedKey>(null);

/** The sealed run in play, null for an open run or outside a game. */
export function useSealedKey(): SealedKey {
  return useContext(SealedKeyContext);
}

/** The day of the daily challenge the run in play is, or null (a sealed run's seed is the server's). */
export function useRunDay(seed: string): string | null {
  const sealed = useSealedKey();
  return sealed ? sealed.daily : dayOfSeed(seed);
}

/** Gives the statechart's sealed run (its id and secret, which never change during it) to what it wraps. */
export function SealedKeyProvider({ children }: { children: ReactNode }) {
  const id = GameActor.useSelector((s) => s.context.sealed?.id);
  const runSecret = GameActor.useSelector((s) => s.context.sealed?.runSecret);
  const daily = GameActor.useSelector((s) => s.context.sealed?.daily ?? null);
  const key = useMemo(() => (id && runSecret ? { id, runSecret, daily } : null), [id, runSecret, daily]);
  return <SealedKeyContext.Provider value={key}>{children}</SealedKeyContext.Provider>;
}
