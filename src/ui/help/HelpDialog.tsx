// The help dialog: keys and the short rules of the dungeon.
import { Button, Flex, Heading, Table } from '@radix-ui/themes';
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
          <Table.Root size="1">
            <Table.Body>
              {section.rows.map(([key, meaning]) => (
                <Table.Row key={key}>
                  <Table.RowHeaderCell width="35%">
                    <code>{key}</code>
                  </Table.RowHeaderCell>
                  <Table.Cell>{meaning}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
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
