import { useState, type ChangeEvent } from 'react';
import { Button, Callout, Dialog, Text, TextArea } from '@radix-ui/themes';
import '@radix-ui/themes/tokens/colors/red.css';
import { decodeSaveCode, type GameState } from '../../../engine';
import { readResumeCode } from '../../../app/sealed/resumeCode';
import { takeUp } from '../../../app/sealed/takeUp';
import type { SealedRunRecord } from '../../../storage/sealedRun';
import { useToast } from '../../toast/ToastProvider';
import { useOpenerReturn } from '../../focus/useOpenerReturn';
import { hasProgress, KeepRunOffer, runLine, sameRunAsItStands } from './KeepRunOffer';

/**
 * 'RECALL ANCIENT ADVENTURE': paste a code or pick a .txt file, then load. Over a running game with any
 * progress (`running`, in the game; none on the start screen) Load asks first and offers to save that run,
 * unless the code is that very run as it stands. A sealed run's resume code takes that run up where the
 * server keeps it (`onTakeUp`).
 */
export function LoadDialog({
  open,
  onOpenChange,
  onLoaded,
  onTakeUp,
  running = null,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onLoaded: (state: GameState) => void;
  onTakeUp: (run: SealedRunRecord) => void;
  running?: GameState | null;
}) {
  const toast = useToast();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [takingUp, setTakingUp] = useState(false);
  // The decoded game waiting for the player's answer: load it over the running one, or keep playing.
  const [replacing, setReplacing] = useState<GameState | null>(null);
  // RECALL ADVENTURE on the start screen has no Dialog.Trigger: closing gives focus back to it.
  const backToOpener = useOpenerReturn();

  const close = (next: boolean) => {
    if (!next) {
      setCode('');
      setError(null);
      setReplacing(null);
    }
    onOpenChange(next);
  };
  const readFile = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    if (!file) return;
    file.text().then(
      (text) => {
        setCode(text.trim());
        setError(null);
        toast.show({ title: 'File Loaded!', description: file.name });
      },
      () => toast.show({ title: 'Error', description: 'Failed to read the save file', variant: 'error' }),
    );
  };
  const loadNow = (state: GameState) => {
    onLoaded(state);
    close(false);
    toast.show({ title: 'Game Loaded!', description: `Welcome back, ${state.player.name}.` });
  };
  const load = () => {
    const sealed = readResumeCode(code);
    if (sealed) {
      setTakingUp(true);
      takeUp(sealed).then(
        (run) => {
          setTakingUp(false);
          onTakeUp(run);
          close(false);
          toast.show({ title: 'Game Loaded!', description: `Welcome back, ${run.view.player.name}.` });
        },
        (failure: unknown) => {
          setTakingUp(false);
          setError(`Load failed: ${failure instanceof Error ? failure.message : String(failure)}`);
        },
      );
      return;
    }
    const result = decodeSaveCode(code);
    if (!result.ok) {
      setError(`Load failed: ${result.error}`);
      return;
    }
    // Only a run with something to lose asks: not a new one, nor the very save of the run as it stands.
    if (running && hasProgress(running) && !sameRunAsItStands(running, result.state)) setReplacing(result.state);
    else loadNow(result.state);
  };

  return (
    <Dialog.Root open={open} onOpenChange={close}>
      <Dialog.Content className="game-dialog" style={{ maxWidth: '520px' }} {...backToOpener}>
        <Dialog.Title className="terminal-title">RECALL ANCIENT ADVENTURE</Dialog.Title>
        {replacing && running ? (
          <>
            <Dialog.Description size="2">Load {runLine(replacing)}?</Dialog.Description>
            <KeepRunOffer
              state={running}
              warning={`Loading replaces thy running adventure: ${runLine(running)}. It cannot be recalled unless saved.`}
            />
            <div className="dialog-actions">
              <Button variant="soft" color="gray" onClick={() => close(false)}>
                KEEP PLAYING
              </Button>
              <Button color="red" onClick={() => loadNow(replacing)}>
                LOAD ANYWAY
              </Button>
            </div>
          </>
        ) : (
          <>
            <Dialog.Description size="2">Paste your save code, or open a saved .txt file.</Dialog.Description>
            <TextArea
              value={code}
              onChange={(e) => {
                setCode(e.target.value);
                setError(null);
              }}
              rows={6}
              placeholder="Paste your save code here..."
              aria-label="Save code to load"
              data-testid="load-code"
            />
            <div className="dialog-row">
              <Text as="label" size="2">
                Load from file:{' '}
                <input type="file" accept=".txt,text/plain" onChange={readFile} aria-label="Save file" />
              </Text>
            </div>
            {error && (
              <Callout.Root color="red" size="1" role="alert">
                <Callout.Text>{error}</Callout.Text>
              </Callout.Root>
            )}
            <div className="dialog-actions">
              <Dialog.Close>
                <Button variant="soft" color="gray">
                  Close
                </Button>
              </Dialog.Close>
              <Button disabled={code.trim() === '' || takingUp} onClick={load}>
                {takingUp ? 'Loading...' : 'Load'}
              </Button>
            </div>
          </>
        )}
      </Dialog.Content>
    </Dialog.Root>
  );
}
