// The CONTROLS dialog: every game action with its keys as this keyboard prints them, rebinding by
// pressing the new key, Reset to defaults, and the gamepad's buttons.
import { useCallback } from 'react';
import { Button, Flex, Heading, Table, Text } from '@radix-ui/themes';
import { TerminalDialog, type DialogProps } from '../../common/TerminalDialog';
import { GAME_ACTIONS } from '../keyboard/gameActions';
import { resetBindings, useBindings } from '../keyboard/bindingStore';
import { MAX_KEYS_PER_ACTION } from '../keyboard/keyBindings';
import { keyGlyph, keyLabel, useLayoutMap } from '../keyboard/keyLabels';
import { GamepadSection } from '../gamepad/GamepadSection';
import { RESET_TEXT } from './rebindTexts';
import { useRebind } from './useRebind';
import './controls.css';

/** An action's keys, then an empty slot (null) to add one while it has fewer than the most. */
const slotsOf = (keys: readonly string[]): (string | null)[] =>
  keys.length < MAX_KEYS_PER_ACTION ? [...keys, null] : [...keys];

/** Key bindings, stored in this browser, and the gamepad mapping. */
export function ControlsDialog({ open, onOpenChange }: DialogProps) {
  const bindings = useBindings();
  const layout = useLayoutMap();
  const label = useCallback((code: string) => keyLabel(code, layout), [layout]);
  const { listening, message, setMessage, listen, stop } = useRebind(bindings, label);
  const onOpen = (next: boolean) => {
    // Closing forgets a half-done rebinding and its message.
    stop();
    setMessage('');
    onOpenChange(next);
  };
  return (
    <TerminalDialog
      open={open}
      onOpenChange={onOpen}
      title="CONTROLS"
      description="Choose a key, then press the new key for it. Stored in this browser."
    >
      <Heading as="h3" size="3" mb="1">
        Keys
      </Heading>
      <Table.Root size="1" className="controls-table">
        <Table.Body>
          {GAME_ACTIONS.map((action) => (
            <Table.Row key={action.id}>
              <Table.RowHeaderCell>{action.label}</Table.RowHeaderCell>
              <Table.Cell justify="end">
                <Flex gap="2" className="controls-keys">
                  {slotsOf(bindings[action.id]).map((code, slot) => {
                    const waiting = listening?.action === action.id && listening.slot === slot;
                    return (
                      <Button
                        key={slot}
                        size="1"
                        variant={waiting ? 'solid' : code ? 'soft' : 'ghost'}
                        color={waiting || code ? undefined : 'gray'}
                        className="controls-key"
                        aria-label={
                          code
                            ? `${action.label}: ${label(code)}. Press to rebind`
                            : `${action.label}: add a second key`
                        }
                        aria-pressed={waiting}
                        onClick={() => (waiting ? stop() : listen({ action: action.id, slot }))}
                        onBlur={() => waiting && stop()}
                      >
                        {waiting ? 'Press…' : code ? keyGlyph(code, layout) : '+'}
                      </Button>
                    );
                  })}
                </Flex>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
      <Flex mt="3" gap="3" align="center" justify="between" wrap="wrap">
        <Text
          as="p"
          size="2"
          role="status"
          aria-live="polite"
          className="controls-message"
          data-testid="controls-message"
        >
          {message}
        </Text>
        <Button
          variant="soft"
          color="gray"
          onClick={() => {
            resetBindings();
            setMessage(RESET_TEXT);
          }}
        >
          Reset to defaults
        </Button>
      </Flex>
      <GamepadSection />
    </TerminalDialog>
  );
}
