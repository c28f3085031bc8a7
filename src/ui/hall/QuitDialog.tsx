// Quit Adventure: a progress summary, then Inscribe Upon Hall of Legends (the save form), Quit Game,
// or Continue Adventure (closing the dialog).
import { useState } from 'react';
import { Button, DataList, Dialog, Flex } from '@radix-ui/themes';
import type { GameState } from '../../engine';
import type { DialogProps } from '../common/TerminalDialog';
import { DownloadChronicleButton } from '../chronicle/DownloadChronicleButton';
import { InscribeForm } from './InscribeForm';

/** Props of the quit dialog (the shared TerminalDialog props plus the run's figures). */
export interface QuitDialogProps extends DialogProps {
  state: GameState;
  onQuitGame: () => void;
  onNewAdventure: () => void;
}

function Summary({ state }: { state: GameState }) {
  const rows: [string, string | number][] = [
    ['Hero', state.player.name],
    ['Level', state.player.level],
    ['Score', state.score],
    ['Gold', state.player.gold],
    ['Dungeon level', state.dungeon.level],
    ['Day', state.player.day],
    ['Monsters slain', state.monstersKilled],
  ];
  return (
    <DataList.Root size="2" mb="4">
      {rows.map(([label, value]) => (
        <DataList.Item key={label}>
          <DataList.Label minWidth="140px">{label}</DataList.Label>
          <DataList.Value>{value}</DataList.Value>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}

/** The dialog; it opens on the summary each time. */
export function QuitDialog({ open, onOpenChange, state, onQuitGame, onNewAdventure }: QuitDialogProps) {
  const [inscribing, setInscribing] = useState(false);
  const change = (next: boolean) => {
    if (!next) setInscribing(false);
    onOpenChange(next);
  };
  return (
    <Dialog.Root open={open} onOpenChange={change}>
      <Dialog.Content maxWidth="560px">
        <Dialog.Title className="terminal-title">QUIT ADVENTURE</Dialog.Title>
        <Dialog.Description size="2" mb="3" className="terminal-dim">
          {inscribing ? 'Save thy deeds to the Hall of Legends.' : 'Thy progress so far:'}
        </Dialog.Description>
        {inscribing ? (
          <InscribeForm state={state} variant="quit" onBeginAnew={onNewAdventure} />
        ) : (
          <>
            <Summary state={state} />
            <Flex direction="column" gap="2">
              <Button onClick={() => setInscribing(true)}>Inscribe Upon Hall of Legends</Button>
              <Button variant="outline" color="gray" onClick={onQuitGame}>
                Quit Game
              </Button>
            </Flex>
          </>
        )}
        <Flex justify="end" gap="2" wrap="wrap" mt="3">
          <DownloadChronicleButton state={state} living="quit" />
          <Button variant="soft" onClick={() => change(false)}>
            Continue Adventure
          </Button>
        </Flex>
      </Dialog.Content>
    </Dialog.Root>
  );
}
