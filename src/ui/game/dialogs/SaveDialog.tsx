import { useEffect, useState } from 'react';
import { Button, Dialog, TextArea } from '@radix-ui/themes';
import type { GameState } from '../../../engine';
import { useToast } from '../../toast/ToastProvider';
import { makeSaveCode, useSaveCodeActions, type MadeCode } from './useSaveCode';
import { useSealedKey } from '../session/SealedKey';

/** SAVE SPELLBOOK's words for a sealed run, whose code takes it up where the server keeps it. */
export const SEALED_SAVE_TEXT =
  "This run is sealed: the server keeps it. Recall this resume code on any device to take it up again. It holds the run's secret: keep it to yourself.";

/** 'SAVE SPELLBOOK': generates a save code, shows it read-only, copies or downloads it. */
export function SaveDialog({
  state,
  open,
  onOpenChange,
}: {
  state: GameState;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const toast = useToast();
  const sealed = useSealedKey();
  // The code is made once per opening, from the state of that moment; later moves do not change it.
  const [made, setMade] = useState<MadeCode | null>(null);
  const [wasOpen, setWasOpen] = useState(false);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setMade(makeSaveCode(state, sealed));
  }
  useEffect(() => {
    if (!made) return;
    if (made.ok) toast.show({ title: 'Save code generated successfully' });
    else toast.show({ title: 'Error', description: `Failed to generate save code: ${made.error}`, variant: 'error' });
  }, [made, toast]);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Content className="game-dialog" style={{ maxWidth: '520px' }}>
        <Dialog.Title className="terminal-title">SAVE SPELLBOOK</Dialog.Title>
        <Dialog.Description size="2">
          {sealed ? SEALED_SAVE_TEXT : 'Keep this code safe; recall it later to continue your adventure.'}
        </Dialog.Description>
        {made && <SaveCode state={state} made={made} />}
      </Dialog.Content>
    </Dialog.Root>
  );
}

/** The code and its buttons. */
function SaveCode({ state, made }: { state: GameState; made: MadeCode }) {
  const code = made.ok ? made.code : '';
  const { copy, download } = useSaveCodeActions(state, code);

  return (
    <>
      <TextArea readOnly value={code} rows={6} aria-label="Save code" data-testid="save-code" className="save-code" />
      <div className="dialog-actions">
        <Button variant="soft" disabled={!code} onClick={copy}>
          Copy
        </Button>
        <Button variant="soft" disabled={!code} onClick={download}>
          Download
        </Button>
        <Dialog.Close>
          <Button>Continue</Button>
        </Dialog.Close>
      </div>
    </>
  );
}
