// Quit Adventure: a progress summary, then Inscribe Upon Hall of Legends (the save form), Continue
// Adventure (closing the dialog), or Quit Game, set apart below them. Quit Game of a run not inscribed as
// it stands asks first and offers to save the run (a code or a file), so one tap never loses it.
import { useState } from 'react';
import { Button, DataList, Dialog, Flex } from '@radix-ui/themes';
import type { GameState } from '../../engine';
import {
  inscribedAsItStands,
  loadInscribedMark,
  saveInscribedMark,
  type InscribedMark,
} from '../../storage/inscribedMark';
import type { DialogProps } from '../common/TerminalDialog';
import { DownloadChronicleButton } from '../chronicle/DownloadChronicleButton';
import { heroRows } from '../game/dialogs/HeroSummary';
import { hasProgress, KeepRunOffer } from '../game/dialogs/KeepRunOffer';
import { useSealedKey } from '../game/session/SealedKey';
import { InscribeForm } from './InscribeForm';

/** What the quit dialog's inscription says of a sealed run: inscribing it ends it. */
export const SEALED_INSCRIBE_TEXT =
  'Save thy deeds to the Hall of Legends. Inscribing ends this sealed run: the server then reveals its seed, so anyone can replay it.';

/** Quit Game's warning for a run the Hall of Legends does not hold as it stands. */
export const NOT_INSCRIBED_WARNING =
  'This run is not inscribed in the Hall of Legends as it stands: quitting ends it for good.';

/** Props of the quit dialog (the shared TerminalDialog props plus the run's figures). */
export interface QuitDialogProps extends DialogProps {
  state: GameState;
  onQuitGame: () => void;
  onNewAdventure: () => void;
}

function Summary({ state }: { state: GameState }) {
  const rows = heroRows(state, ['hero', 'level', 'score', 'gold', 'depth', 'day', 'kills']);
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

type View = 'summary' | 'inscribing' | 'confirmQuit';

/** The dialog; it opens on the summary each time. */
export function QuitDialog({ open, onOpenChange, state, onQuitGame, onNewAdventure }: QuitDialogProps) {
  const [view, setView] = useState<View>('summary');
  const sealed = useSealedKey();
  // A sealed run is inscribed as it ended (the server reveals its seed then): it cannot be played on.
  const [sealedEnded, setSealedEnded] = useState(false);
  // The run as it was last inscribed (its seed and action count, kept across reloads): quitting it loses nothing.
  const [inscribed, setInscribed] = useState<InscribedMark | null>(() => loadInscribedMark());
  const markInscribed = () => {
    const mark = { seed: state.seed, actions: state.actions.length };
    saveInscribedMark(mark);
    setInscribed(mark);
    if (sealed) setSealedEnded(true);
  };
  const change = (next: boolean) => {
    if (!next) setView('summary');
    onOpenChange(next);
  };
  const quit = () => {
    if (hasProgress(state) && !inscribedAsItStands(state, inscribed)) setView('confirmQuit');
    else onQuitGame();
  };
  return (
    <Dialog.Root open={open} onOpenChange={change}>
      <Dialog.Content maxWidth="560px">
        <Dialog.Title className="terminal-title">QUIT ADVENTURE</Dialog.Title>
        <Dialog.Description size="2" mb="3" className="terminal-dim">
          {view === 'inscribing'
            ? sealed
              ? SEALED_INSCRIBE_TEXT
              : 'Save thy deeds to the Hall of Legends.'
            : view === 'confirmQuit'
              ? 'Quit this adventure?'
              : 'Thy progress so far:'}
        </Dialog.Description>
        {view === 'inscribing' && (
          <InscribeForm state={state} variant="quit" onBeginAnew={onNewAdventure} onInscribed={markInscribed} />
        )}
        {view === 'summary' && (
          <>
            <Summary state={state} />
            <Button style={{ width: '100%' }} onClick={() => setView('inscribing')}>
              Inscribe Upon Hall of Legends
            </Button>
          </>
        )}
        {view === 'confirmQuit' && (
          <>
            <KeepRunOffer state={state} warning={NOT_INSCRIBED_WARNING} noCode={sealed !== null} />
            <Button mt="3" style={{ width: '100%' }} onClick={() => setView('inscribing')}>
              Inscribe Upon Hall of Legends
            </Button>
          </>
        )}
        <Flex justify="end" gap="2" wrap="wrap" mt="3">
          <DownloadChronicleButton state={state} living="quit" />
          {!sealedEnded && (
            <Button variant="soft" onClick={() => change(false)}>
              Continue Adventure
            </Button>
          )}
        </Flex>
        {view !== 'inscribing' && (
          // Set apart from Inscribe (on a phone it sat right under it): below Continue, past a rule.
          <Flex className="quit-apart" mt="4" pt="3">
            {view === 'summary' ? (
              <Button variant="outline" color="gray" onClick={quit}>
                Quit Game
              </Button>
            ) : (
              <Button variant="outline" color="red" onClick={onQuitGame}>
                QUIT ANYWAY
              </Button>
            )}
          </Flex>
        )}
      </Dialog.Content>
    </Dialog.Root>
  );
}
