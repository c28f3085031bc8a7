import { Button, Callout, Dialog, Text } from '@radix-ui/themes';
import { inCombat, MESSAGES, sacrificePreview, type GameState } from '../../../engine';

/**
 * Out of Stamina: sacrifice health for stamina, or rest instead (only outside combat). The figures
 * and whether the sacrifice is allowed come from the engine's sacrificePreview, the rule it applies.
 */
export function StaminaDialog({
  state,
  open,
  onSacrifice,
  onRest,
  onClose,
}: {
  state: GameState;
  open: boolean;
  onSacrifice: () => void;
  onRest: () => void;
  onClose: () => void;
}) {
  const { cost, gain, allowed } = sacrificePreview(state);
  const fighting = inCombat(state);
  return (
    <Dialog.Root open={open} onOpenChange={(o) => !o && onClose()}>
      <Dialog.Content className="game-dialog" style={{ maxWidth: '420px' }}>
        <Dialog.Title className="terminal-title">OUT OF STAMINA</Dialog.Title>
        <Dialog.Description size="2">
          You are exhausted. Stamina {state.player.stamina}/{state.player.maxStamina}.
        </Dialog.Description>
        <Text as="p" size="2">
          Sacrifice {cost} health to recover {gain} stamina?
        </Text>
        {!allowed && (
          <Callout.Root color="red" size="1">
            <Callout.Text>Warning: You don't have enough health for this recovery!</Callout.Text>
          </Callout.Root>
        )}
        <div className="dialog-stack">
          <Button size="3" color="red" disabled={!allowed} onClick={onSacrifice}>
            Sacrifice Health
          </Button>
          <Button size="3" variant="soft" disabled={fighting} onClick={onRest}>
            Rest Instead
          </Button>
          {fighting && (
            <Text size="1" className="terminal-dim">
              {MESSAGES.cannotRestInCombat}
            </Text>
          )}
          <Button size="2" variant="ghost" color="gray" onClick={onClose}>
            Close
          </Button>
        </div>
      </Dialog.Content>
    </Dialog.Root>
  );
}
