// The tutorial scroll: seven pages with dots, previous/next, abandon, and 'begin thy quest' at the end.
import { useState } from 'react';
import { Button, Dialog, Flex, Text } from '@radix-ui/themes';
import { TUTORIAL_PAGES } from './tutorialPages';
import type { DialogProps } from '../common/TerminalDialog';

/** Opens on page 1 each time; the last page's button closes the scroll and calls onBegin. */
export function TutorialDialog({ open, onOpenChange, onBegin }: DialogProps & { onBegin?: () => void }) {
  const [page, setPage] = useState(0);
  const last = TUTORIAL_PAGES.length - 1;
  const current = TUTORIAL_PAGES[page];
  const change = (next: boolean) => {
    if (!next) setPage(0);
    onOpenChange(next);
  };
  return (
    <Dialog.Root open={open} onOpenChange={change}>
      <Dialog.Content maxWidth="560px">
        <Dialog.Title className="terminal-title">MAGIC TUTORIAL</Dialog.Title>
        <Dialog.Description size="2" className="terminal-dim">
          Page {page + 1} of {TUTORIAL_PAGES.length}: {current.title}
        </Dialog.Description>
        <Flex direction="column" gap="2" my="4" className="terminal-frame" minHeight="180px">
          {current.lines.map((line) => (
            <Text as="p" key={line} size="2">
              &gt; {line}
            </Text>
          ))}
        </Flex>
        <Flex justify="center" gap="2" mb="4" aria-label="Tutorial pages" role="group">
          {TUTORIAL_PAGES.map((p, index) => (
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
                  change(false);
                  onBegin?.();
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
