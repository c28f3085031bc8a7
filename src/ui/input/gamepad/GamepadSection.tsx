// The gamepad's buttons and what they do, and which pad is connected; shown in HELP and CONTROLS.
import { Heading, Text } from '@radix-ui/themes';
import { KeyTable } from '../../common/KeyTable';
import { gameAction } from '../keyboard/gameActions';
import { PAD_DIALOG_ROWS, PAD_ROWS } from './gamepadMap';
import { useConnectedPad } from './useConnectedPad';

const IN_THE_GAME = PAD_ROWS.map(
  ([buttons, action]) => [buttons, action === 'move' ? 'Move (held: repeats)' : gameAction(action).label] as const,
);

/** "Gamepad" heading, the mapping tables (in the game, in a dialog), and the connected pad's id (or how to
 *  wake one); `folded` (HELP on a touch screen) keeps all but the heading closed until it is tapped. */
export function GamepadSection({ folded = false }: { folded?: boolean }) {
  const padId = useConnectedPad();
  const heading = (
    <Heading as="h3" size="3" mt="3" mb="1" id="gamepad-heading">
      Gamepad
    </Heading>
  );
  const body = (
    <>
      <Text as="p" size="2" mb="1" className="terminal-dim" data-testid="gamepad-status">
        {/* Browsers show a pad to a page only after one of its buttons is pressed. */}
        {padId ? `Gamepad connected: ${padId}` : 'No gamepad connected: plug one in and press any button.'}
      </Text>
      <KeyTable rows={IN_THE_GAME} />
      <Text as="p" size="2" mt="2" mb="1">
        In a dialog:
      </Text>
      <KeyTable rows={PAD_DIALOG_ROWS} />
    </>
  );
  if (folded)
    return (
      <details className="help-fold" aria-labelledby="gamepad-heading">
        <summary>{heading}</summary>
        {body}
      </details>
    );
  return (
    <section aria-labelledby="gamepad-heading">
      {heading}
      {body}
    </section>
  );
}
