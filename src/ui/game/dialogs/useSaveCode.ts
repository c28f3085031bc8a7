// A save code of a run as of one moment, and what a player does with it: copy it to the clipboard or
// download it as a .txt file, each answered by a toast. Shared by SAVE SPELLBOOK and the offers to
// keep a run before LOAD or QUIT replaces or ends it.
import { useCallback, useMemo } from 'react';
import { encodeSaveCode, saveFileName, type GameState } from '../../../engine';
import { resumeCodeOf } from '../../../app/sealed/resumeCode';
import type { SealedKey } from '../session/SealedKey';
import { downloadText, localDate } from '../../common/downloadText';
import { useToast } from '../../toast/ToastProvider';

/** A made save code, or why none could be made. */
export type MadeCode = { ok: true; code: string } | { ok: false; error: string };

const reason = (e: unknown) => (e instanceof Error ? e.message : String(e));

/** A save code of `state` as of now (`now` in ms), or why none could be made; a sealed run's resume code. */
export function makeSaveCode(state: GameState, sealed: SealedKey = null, now = Date.now()): MadeCode {
  if (sealed) return { ok: true, code: resumeCodeOf(sealed) };
  try {
    return { ok: true, code: encodeSaveCode(state, now) };
  } catch (e) {
    return { ok: false, error: reason(e) };
  }
}

/** Copy and download of `code` (the save of `state`), with the game's toasts for each outcome. */
export function useSaveCodeActions(
  state: GameState,
  code: string,
): { copy: () => Promise<void>; download: () => void } {
  const toast = useToast();
  const copy = useCallback(async () => {
    try {
      await navigator.clipboard.writeText(code);
      toast.show({ title: 'Copied!', description: 'Save code copied to clipboard.' });
    } catch {
      toast.show({ title: 'Error', description: 'Failed to copy to clipboard', variant: 'error' });
    }
  }, [code, toast]);
  const download = useCallback(() => {
    try {
      const fileName = saveFileName(state, localDate(new Date()));
      downloadText(code, fileName);
      toast.show({ title: 'Downloaded!', description: fileName });
    } catch {
      toast.show({ title: 'Error', description: 'Failed to download save file', variant: 'error' });
    }
  }, [code, state, toast]);
  return useMemo(() => ({ copy, download }), [copy, download]);
}
