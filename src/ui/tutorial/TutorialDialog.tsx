// The tutorial scroll: seven pages with dots, previous/next, abandon, and 'begin thy quest' at the end;
// the pages name the keys in force.
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Button, Dialog, Flex, Text } from '@radix-ui/themes';
import { tutorialPages } from './tutorialPages';
import { useKeyNames } from '../input/keyboard/useKeyNames';
import type { DialogProps } from '../common/TerminalDialog';
import { useOpenerReturn } from '../focus/useOpenerReturn';

/**
 * Opens on page 1 each time; Left and Right arrows turn the pages. The dots are tabs (WAI-ARIA tabs
 * pattern): one Tab stop, the current page's dot; on a dot the arrows, Home and End turn the page and the
 * focus goes with it. The last page's button closes the
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
  const dots = useRef<(HTMLButtonElement | null)[]>([]);
  const onDot = useRef(false);
  const turn = (e: KeyboardEvent) => {
    if (e.altKey || e.ctrlKey || e.metaKey) return;
    const inTabs = (e.target as HTMLElement).getAttribute('role') === 'tab';
    const to = (p: number) => {
      if (e.key === 'ArrowRight') return p + 1;
      if (e.key === 'ArrowLeft') return p - 1;
      // Home and End belong to the dots; elsewhere they keep their own jobs.
      if (inTabs && e.key === 'Home') return 0;
      if (inTabs && e.key === 'End') return last;
      return null;
    };
    if (to(page) === null) return;
    e.preventDefault();
    onDot.current = inTabs;
    setPage((p) => Math.min(last, Math.max(0, to(p)!)));
  };
  // The focus follows the page when the arrows were pressed on a dot.
  useEffect(() => {
    if (!onDot.current) return;
    onDot.current = false;
    dots.current[page]?.focus();
  }, [page]);
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
        <Flex
          direction="column"
          gap="2"
          my="4"
          className="terminal-frame"
          minHeight="180px"
          role="tabpanel"
          id="tutorial-page"
          aria-label={`Page ${page + 1}: ${current.title}`}
        >
          {current.lines.map((line) => (
            <Text as="p" key={line} size="2">
              &gt; {line}
            </Text>
          ))}
        </Flex>
        <Flex justify="center" gap="2" mb="4" aria-label="Tutorial pages" role="tablist">
          {pages.map((p, index) => (
            <button
              key={p.title}
              ref={(el) => {
                dots.current[index] = el;
              }}
              type="button"
              role="tab"
              className={index === page ? 'tutorial-dot tutorial-dot-current' : 'tutorial-dot'}
              aria-label={`Page ${index + 1}: ${p.title}`}
              aria-selected={index === page}
              aria-controls="tutorial-page"
              tabIndex={index === page ? 0 : -1}
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
