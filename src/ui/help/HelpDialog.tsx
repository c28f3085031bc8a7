// The help dialog: the keys in force and the short rules of the dungeon.
import type { ReactNode } from 'react';
import { Button, Flex, Heading } from '@radix-ui/themes';
import { KeyTable } from '../common/KeyTable';
import { TerminalDialog, type DialogProps } from '../common/TerminalDialog';
import { helpSections } from './helpSections';
import { useAllKeyNames } from '../input/keyboard/useKeyNames';
import { GamepadSection } from '../input/gamepad/GamepadSection';
import { TOUCH_SCREEN_QUERY, useMediaQuery } from '../common/useMediaQuery';
import './help.css';

/** A section's heading and body: open, or on a touch screen folded under its heading until tapped. */
function Fold({ title, folded, children }: { title: string; folded: boolean; children: ReactNode }) {
  const heading = (
    <Heading as="h3" size="3" mt="3" mb="1">
      {title}
    </Heading>
  );
  if (!folded)
    return (
      <section>
        {heading}
        {children}
      </section>
    );
  return (
    <details className="help-fold">
      <summary>{heading}</summary>
      {children}
    </details>
  );
}

/** Keys (those in force) and rules in small tables (on a touch screen its gestures first, the keys and the
 *  gamepad folded), the gamepad's buttons, and the way to change the keys; CLOSE stays in view. */
export function HelpDialog({ open, onOpenChange, onControls }: DialogProps & { onControls?: () => void }) {
  const keys = useAllKeyNames();
  const touch = useMediaQuery(TOUCH_SCREEN_QUERY);
  return (
    <TerminalDialog
      open={open}
      onOpenChange={onOpenChange}
      title="HELP"
      description="How to survive the dungeon."
      stickyClose
    >
      {helpSections(keys, touch).map((section) => (
        <Fold key={section.title} title={section.title} folded={section.folded ?? false}>
          <KeyTable rows={section.rows} />
        </Fold>
      ))}
      <GamepadSection folded={touch} />
      {onControls && (
        <Flex mt="3">
          <Button variant="soft" onClick={onControls}>
            CONTROLS: change the keys
          </Button>
        </Flex>
      )}
    </TerminalDialog>
  );
}
