// The Tome of Knowledge as a dialog: with a game under way, only what the hero has discovered.
import { useMemo, useState } from 'react';
import { Flex, Text } from '@radix-ui/themes';
import type { GameState } from '../../engine';
import { TerminalDialog, type DialogProps } from '../common/TerminalDialog';
import { tomeContents } from './tomeData';
import { TomeEntries } from './TomeEntries';
import { TomeSearch } from './TomeSearch';

/** At most this many entries per group in the dialog, then '... and N more'. */
export const TOME_DIALOG_GROUP_LIMIT = 10;

/** Search plus the three accordions; `state` null shows the whole Tome. */
export function TomeDialog({ open, onOpenChange, state }: DialogProps & { state: GameState | null }) {
  const [query, setQuery] = useState('');
  const contents = useMemo(() => tomeContents(query, state), [query, state]);
  const change = (next: boolean) => {
    if (!next) setQuery('');
    onOpenChange(next);
  };
  return (
    <TerminalDialog
      open={open}
      onOpenChange={change}
      title="ANCIENT TOME"
      description={
        state
          ? 'Only the items, spells and monsters thy hero has discovered are written here.'
          : 'The lore of the dungeon: equipment, spells and creatures.'
      }
      maxWidth="720px"
    >
      <Flex direction="column" gap="3">
        <TomeSearch value={query} onChange={setQuery} />
        {state && (
          <Text size="1" className="terminal-dim">
            Discovered: {state.discoveredItems.length} items, {state.discoveredSpells.length} spells,{' '}
            {state.discoveredMonsters.length} monsters.
          </Text>
        )}
        <TomeEntries contents={contents} limit={TOME_DIALOG_GROUP_LIMIT} openAll={query.trim() !== ''} query={query} />
      </Flex>
    </TerminalDialog>
  );
}
