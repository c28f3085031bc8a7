// The help dialog: keys and the short rules of the dungeon.
import { Button, Flex, Heading } from '@radix-ui/themes';
import { KeyTable } from '../common/KeyTable';
import { TerminalDialog, type DialogProps } from '../common/TerminalDialog';
import { HELP_SECTIONS } from './helpSections';
import { GamepadSection } from '../gamepad/GamepadSection';

/** Keys and rules in two small tables, the gamepad's buttons, and the way to change the keys. */
export function HelpDialog({ open, onOpenChange, onControls }: DialogProps & { onControls?: () => void }) {
  return (
    <TerminalDialog open={open} onOpenChange={onOpenChange} title="HELP" description="How to survive the dungeon.">
      {HELP_SECTIONS.map((section) => (
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
