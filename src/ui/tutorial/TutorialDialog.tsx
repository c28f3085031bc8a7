// The tutorial scroll: seven pages with dots, previous/next, abandon, and 'begin thy quest' at the end;
// the pages name the keys in force.
import { useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Button, Dialog, Flex, Text } from '@radix-ui/themes';
import { tutorialPages } from './tutorialPages';
import { useKeyNames } from '../input/keyboard/useKeyNames';
import type { DialogProps } from '../common/TerminalDialog';
import { useOpenerReturn } from '../focus/useOpenerReturn';

/**
 * Opens on page 1 each time; Left and Right arrows turn the pages. The last page's button closes the
 * scroll and calls onBegin once the dialog has let go of focus (Radix would otherwise hand focus back
 * to the button that opened the scroll, after onBegin moved it to the name field).
 */
export function TutorialDialog({ open, onOpenChange, onBegin }: DialogProps & { onBegin?: () => void }) {
  const [page, setPage] = useState(0);
  const begun = useRef(false);
  const key = useKeyNames();
  const pages = useMemo(() => tutorialPages(key), [key]);
  const last = pages.length - 1;
  const current = pages[page];
  const change = (next: boolean) => {
    if (!next) setPage(0);
    onOpenChange(next);
  };
  const turn = (e: KeyboardEvent) => {
    const step = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0 || e.altKey || e.ctrlKey || e.metaKey) return;
    e.preventDefault();
    setPage((p) => Math.min(last, Math.max(0, p + step)));
  };
  // Closed any other way, focus goes back to MAGIC TUTORIAL.
  const backToOpener = useOpenerReturn();
  const afterClose = (e: Event) => {
    if (!begun.current) return backToOpener.onCloseAutoFocus(e);
    begun.current = false;
    e.preventDefault();
    onBegin?.();
  };
  return (
    <Dialog.Root open={open} onOpenChange={change}>
      <Dialog.Content
        maxWidth="560px"
        onKeyDown={turn}
        onOpenAutoFocus={backToOpener.onOpenAutoFocus}
        onCloseAutoFocus={afterClose}
      >
        <Dialog.Title className="terminal-title">MAGIC TUTORIAL</Dialog.Title>
        <Dialog.Description size="2" className="terminal-dim">
          Page {page + 1} of {pages.length}: {current.title}
        </Dialog.Description>
        <Flex direction="column" gap="2" my="4" className="terminal-frame" minHeight="180px">
          {current.lines.map((line) => (
            <Text as="p" key={line} size="2">
              &gt; {line}
            </Text>
          ))}
        </Flex>
        <Flex justify="center" gap="2" mb="4" aria-label="Tutorial pages" role="group">
          {pages.map((p, index) => (
            <button
              key={p.title}
              type="button"
              className={index === page ? 'tutorial-dot tutorial-dot-current' : 'tutorial-dot'}
              aria-label={`Page ${index + 1}: ${p.title}`}
              aria-current={index === page ? 'step' : undefined}
              onClick={() => setPage(index)}
            />
          ))}
        </Flex>
        <Flex justify="between" gap="2" wrap="wrap">
          <Button variant="soft" color="gray" onClick={() => change(false)}>
            ABANDON
          </Button>
          <Flex gap="2">
            <Button variant="outline" disabled={page === 0} onClick={() => setPage(page - 1)}>
              PREVIOUS
            </Button>
            {page < last ? (
              <Button onClick={() => setPage(page + 1)}>NEXT</Button>
            ) : (
              <Button
                onClick={() => {
                  begun.current = true;
                  change(false);
                }}
              >
                BEGIN THY QUEST
              </Button>
            )}
          </Flex>
        </Flex>
      </Dialog.Content>
    </Dialog.Root>
  );
}
