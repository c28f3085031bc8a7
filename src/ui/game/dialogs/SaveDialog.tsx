import { useEffect, useRef, useState } from 'react';
import { Button, Dialog, TextArea } from '@radix-ui/themes';
import { encodeSaveCode, saveFileName, type GameState } from '../../../engine';
import { downloadText, localDate } from '../../common/downloadText';
import { useToast } from '../../toast/ToastProvider';

const reason = (e: unknown) => (e instanceof Error ? e.message : String(e));

/** 'SAVE SPELLBOOK': generates a save code, shows it read-only, copies or downloads it. */
export function SaveDialog({ state, open, onOpenChange }: { state: GameState; open: boolean; onOpenChange: (open: boolean) => void }) {
  const toast = useToast();
  const [code, setCode] = useState('');
  // The code is generated once per opening from the state of that moment.
  const latest = useRef({ state, toast });
  latest.current = { state, toast };

  useEffect(() => {
    if (!open) return;
    const { state: now, toast: notify } = latest.current;
    try {
      setCode(encodeSaveCode(now, Date.now()));
      notify.show({ title: 'Save code generated successfully' });
    } catch (e) {
      setCode('');
      notify.show({ title: 'Error', description: `Failed to generate save code: ${reason(e)}`, variant: 'error' });
    }
  }, [open]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      toast.show({ title: 'Copied!', description: 'Save code copied to clipboard.' });
    } catch {
      toast.show({ title: 'Error', description: 'Failed to copy to clipboard', variant: 'error' });
    }
  };
  const download = () => {
    try {
      const fileName = saveFileName(state, localDate(new Date()));
      downloadText(code, fileName);
      toast.show({ title: 'Downloaded!', description: fileName });
    } catch {
      toast.show({ title: 'Error', description: 'Failed to download save file', variant: 'error' });
    }
  };

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Content className="game-dialog" style={{ maxWidth: '520px' }}>
        <Dialog.Title className="terminal-title">SAVE SPELLBOOK</Dialog.Title>
        <Dialog.Description size="2">Keep this code safe; recall it later to continue your adventure.</Dialog.Description>
        <TextArea readOnly value={code} rows={6} aria-label="Save code" data-testid="save-code" className="save-code" />
        <div className="dialog-actions">
          <Button variant="soft" disabled={!code} onClick={copy}>Copy</Button>
          <Button variant="soft" disabled={!code} onClick={download}>Download</Button>
          <Dialog.Close>
            <Button>Continue</Button>
          </Dialog.Close>
        </div>
      </Dialog.Content>
    </Dialog.Root>
  );
}
