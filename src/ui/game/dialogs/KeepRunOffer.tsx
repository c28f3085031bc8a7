// Before LOAD replaces a running game or QUIT ends a run never inscribed: what would be lost, and the
// save the game offers elsewhere (SAVE SPELLBOOK), here as two buttons, so one more tap keeps the run.
import { useState, type ReactNode } from 'react';
import { Button, Callout, Flex, Text } from '@radix-ui/themes';
import type { GameState } from '../../../engine';
import { makeSaveCode, useSaveCodeActions } from './useSaveCode';
import { useSealedKey } from '../session/SealedKey';
import { groupDigits } from '../../../shared/groupDigits';

/** True when the run has anything to lose: a run of no actions is the same as a new one. */
export function hasProgress(state: GameState): boolean {
  return state.actions.length > 0;
}

/** True when `other` is `state`'s run at the very same point (same seed and actions): replacing one with the other loses nothing. */
export function sameRunAsItStands(state: GameState, other: GameState): boolean {
  return (
    state.seed === other.seed &&
    state.actions.length === other.actions.length &&
    JSON.stringify(state.actions) === JSON.stringify(other.actions)
  );
}

/** The run in one line: "Keeper, level 3 hero on dungeon level 2, 1,234 points". */
export function runLine(state: GameState): string {
  const points = groupDigits(state.score);
  return `${state.player.name}, level ${state.player.level} hero on dungeon level ${state.dungeon.level}, ${points} ${state.score === 1 ? 'point' : 'points'}`;
}

/**
 * The warning, then COPY SAVE CODE and DOWNLOAD SAVE FILE for `state` as it stands when shown; with
 * `noCode`, the warning alone (a sealed run about to be quit ends on the server: no code would bring it back).
 */
export function KeepRunOffer({
  state,
  warning,
  noCode = false,
}: {
  state: GameState;
  warning: ReactNode;
  noCode?: boolean;
}) {
  // Made once, when the offer is shown: the run does not move while the dialog is open. A sealed run's
  // is its resume code.
  const sealed = useSealedKey();
  const [made] = useState(() => makeSaveCode(state, sealed));
  const code = made.ok ? made.code : '';
  const { copy, download } = useSaveCodeActions(state, code);
  const alert = (
    <Callout.Root color="amber" size="1" role="alert">
      <Callout.Text>{warning}</Callout.Text>
    </Callout.Root>
  );
  if (noCode) return <Flex className="keep-run">{alert}</Flex>;
  return (
    <Flex direction="column" gap="3" className="keep-run">
      {alert}
      <Text as="p" size="2">
        Save it first to come back to it later:
      </Text>
      <Flex gap="2" wrap="wrap">
        <Button variant="soft" disabled={!code} onClick={() => void copy()}>
          COPY SAVE CODE
        </Button>
        <Button variant="soft" disabled={!code} onClick={download}>
          DOWNLOAD SAVE FILE
        </Button>
      </Flex>
      {!made.ok && (
        <Text as="p" size="2" className="terminal-error">
          Failed to generate save code: {made.error}
        </Text>
      )}
    </Flex>
  );
}
