// The help dialog: the keys in force and the short rules of the dungeon.
import { Button, Flex, Heading } from '@radix-ui/themes';
import { KeyTable } from '../common/KeyTable';
import { TerminalDialog, type DialogProps } from '../common/TerminalDialog';
import { helpSections } from './helpSections';
import { useAllKeyNames } from '../input/keyboard/useKeyNames';
import { GamepadSection } from '../input/gamepad/GamepadSection';
import { TOUCH_SCREEN_QUERY, useMediaQuery } from '../common/useMediaQuery';

/** Keys (those in force) and rules in small tables (on a touch screen its gestures first), the gamepad's
 *  buttons, and the way to change the keys. */
export function HelpDialog({ open, onOpenChange, onControls }: DialogProps & { onControls?: () => void }) {
  const keys = useAllKeyNames();
  const touch = useMediaQuery(TOUCH_SCREEN_QUERY);
  return (
    <TerminalDialog open={open} onOpenChange={onOpenChange} title="HELP" description="How to survive the dungeon.">
      {helpSections(keys, touch).map((section) => (
        <section key={section.title}>
          <Heading as="h3" size="3" mt="3" mb="1">
            {section.title}
          </Heading>
          <KeyTable rows={section.rows} />
        </section>
      ))}
      <GamepadSection />
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
