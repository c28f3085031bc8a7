import { Button, Callout, Dialog, Text } from '@radix-ui/themes';
import { tryApply, type GameState } from '../../../engine';

/** Out of Stamina: sacrifice health for stamina, or rest instead (only outside combat). */
export function StaminaDialog({ state, open, onSacrifice, onRest, onClose }: { state: GameState; open: boolean; onSacrifice: () => void; onRest: () => void; onClose: () => void }) {
  // The engine decides whether the sacrifice is allowed; the dialog only asks.
  const refused = open && tryApply(state, { type: 'sacrificeForStamina' }).refusal !== null;
  const cost = Math.floor(state.player.health / 2);
  const gain = Math.floor(state.player.maxStamina / 2);
  return (
    <Dialog.Root open={open} onOpenChange={(o) => !o && onClose()}>
      <Dialog.Content className="game-dialog" style={{ maxWidth: '420px' }}>
        <Dialog.Title className="terminal-title">OUT OF STAMINA</Dialog.Title>
        <Dialog.Description size="2">
          You are exhausted. Stamina {state.player.stamina}/{state.player.maxStamina}.
        </Dialog.Description>
        <Text as="p" size="2">Sacrifice {cost} health to recover {gain} stamina?</Text>
        {refused && (
          <Callout.Root color="red" size="1">
            <Callout.Text>Warning: You don't have enough health for this recovery!</Callout.Text>
          </Callout.Root>
        )}
        <div className="dialog-stack">
          <Button size="3" color="red" disabled={refused} onClick={onSacrifice}>Sacrifice Health</Button>
          <Button size="3" variant="soft" disabled={state.combat.active} onClick={onRest}>Rest Instead</Button>
          <Button size="2" variant="ghost" color="gray" onClick={onClose}>Close</Button>
        </div>
      </Dialog.Content>
    </Dialog.Root>
  );
}
