// The gamepad's buttons and what they do, and which pad is connected; shown in HELP and CONTROLS.
import { Heading, Table, Text } from '@radix-ui/themes';
import { gameAction } from '../keyboard/gameActions';
import { PAD_DIALOG_ROWS, PAD_ROWS } from './gamepadMap';
import { useConnectedPad } from './useConnectedPad';

/** "Gamepad" heading, the mapping table, and the connected pad's id (or how to wake one). */
export function GamepadSection() {
  const padId = useConnectedPad();
  return (
    <section aria-labelledby="gamepad-heading">
      <Heading as="h3" size="3" mt="3" mb="1" id="gamepad-heading">
        Gamepad
      </Heading>
      <Text as="p" size="2" mb="1" className="terminal-dim" data-testid="gamepad-status">
        {/* Browsers show a pad to a page only after one of its buttons is pressed. */}
        {padId ? `Gamepad connected: ${padId}` : 'No gamepad connected: plug one in and press any button.'}
      </Text>
      <Table.Root size="1">
        <Table.Body>
          {PAD_ROWS.map(([buttons, action]) => (
            <Table.Row key={buttons}>
              <Table.RowHeaderCell width="35%">
                <code>{buttons}</code>
              </Table.RowHeaderCell>
              <Table.Cell>{action === 'move' ? 'Move (held: repeats)' : gameAction(action).label}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
      <Text as="p" size="2" mt="2" mb="1">
        In a dialog:
      </Text>
      <Table.Root size="1">
        <Table.Body>
          {PAD_DIALOG_ROWS.map(([buttons, does]) => (
            <Table.Row key={buttons}>
              <Table.RowHeaderCell width="35%">
                <code>{buttons}</code>
              </Table.RowHeaderCell>
              <Table.Cell>{does}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </section>
  );
}
