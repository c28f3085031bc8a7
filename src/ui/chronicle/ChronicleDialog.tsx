// CHRONICLE on the replay page: the watched run's plain-text record in a scrollable monospace
// dialog, with a download button.
import { useMemo, useState } from 'react';
import { Button, Dialog, Flex, Text } from '@radix-ui/themes';
import { chronicle, type RunRecord } from '../../engine';
import { useToast } from '../toast/ToastProvider';
import { chronicleFailure, downloadChronicle } from './chronicleFile';
import './chronicle.css';

// An entry inscribed by a living hero came from the quit dialog: its run ended there (a dead
// hero's chronicle names the monster that killed it instead).
function writeOrExplain(record: RunRecord): { text: string } | { error: string } {
  try {
    return { text: chronicle(record, 'quit') };
  } catch (error) {
    return { error: chronicleFailure(error) };
  }
}

/** The CHRONICLE button and its dialog; the text is written on first opening. */
export function ChronicleDialog({ record }: { record: RunRecord }) {
  const [open, setOpen] = useState(false);
  const [asked, setAsked] = useState(false);
  const toast = useToast();
  const written = useMemo(() => (asked ? writeOrExplain(record) : null), [asked, record]);
  const change = (next: boolean) => {
    if (next) setAsked(true);
    setOpen(next);
  };
  const download = () => {
    if (!written || !('text' in written)) return;
    const fileName = downloadChronicle(written.text, record.name);
    toast.show({ title: 'Downloaded!', description: fileName });
  };
  return (
    <Dialog.Root open={open} onOpenChange={change}>
      <Dialog.Trigger>
        <Button variant="outline">CHRONICLE</Button>
      </Dialog.Trigger>
      <Dialog.Content className="chronicle-dialog" maxWidth="760px">
        <Dialog.Title className="terminal-title">CHRONICLE</Dialog.Title>
        <Dialog.Description size="2" className="terminal-dim">
          The record of {record.name}'s run, replayed from its actions.
        </Dialog.Description>
        {written && 'error' in written ? (
          <Text as="p" role="alert" className="terminal-error">
            {written.error}
          </Text>
        ) : (
          <pre className="chronicle-text" tabIndex={0} aria-label="Chronicle text" data-testid="chronicle-text">
            {written?.text}
          </pre>
        )}
        <Flex gap="2" justify="end" mt="3" wrap="wrap">
          <Button variant="soft" disabled={!written || !('text' in written)} onClick={download}>
            Download Chronicle
          </Button>
          <Dialog.Close>
            <Button>Close</Button>
          </Dialog.Close>
        </Flex>
      </Dialog.Content>
    </Dialog.Root>
  );
}
