import { Button, Dialog } from '@radix-ui/themes';
import { canClaimVictory, type GameState } from '../../../engine';
import { HeroSummary } from './HeroSummary';

/** The portal dialog's words: the way down, or (the dungeon's last portal) the way out. */
export const PORTAL_TEXTS = {
  down: {
    title: 'DUNGEON PORTAL DISCOVERED',
    description: (hero: string, next: number) => `${hero}, a portal leads down to dungeon level ${next}.`,
    take: 'Descend To Next Realm',
  },
  out: {
    title: 'THE LAST PORTAL',
    description: (hero: string) =>
      `${hero}, there is nothing deeper. Daylight shines through this portal: step through and the dungeon is conquered.`,
    take: 'Claim Victory',
  },
  stay: 'Remain In Current Depths',
} as const;

/**
 * 'DUNGEON PORTAL DISCOVERED': descend one level or stay. On the dungeon's last portal (rules whose
 * bottom is a victory, the engine's canClaimVictory) it is 'THE LAST PORTAL': claim the victory or stay.
 */
export function PortalDialog({
  state,
  open,
  onDescend,
  onStay,
  onCloseAutoFocus,
}: {
  state: GameState;
  open: boolean;
  onDescend: () => void;
  onStay: () => void;
  /** Where focus goes once the dialog has closed (Radix would give it to what had it at the open). */
  onCloseAutoFocus?: (event: Event) => void;
}) {
  const out = canClaimVictory(state);
  const name = state.player.name;
  return (
    <Dialog.Root open={open} onOpenChange={(o) => !o && onStay()}>
      <Dialog.Content className="game-dialog" style={{ maxWidth: '420px' }} onCloseAutoFocus={onCloseAutoFocus}>
        <Dialog.Title className="terminal-title">{out ? PORTAL_TEXTS.out.title : PORTAL_TEXTS.down.title}</Dialog.Title>
        <Dialog.Description size="2">
          {out ? PORTAL_TEXTS.out.description(name) : PORTAL_TEXTS.down.description(name, state.dungeon.level + 1)}
        </Dialog.Description>
        <HeroSummary state={state} fields={['level', 'health', 'mana', 'gold', 'score', 'depth']} />
        <div className="dialog-stack">
          <Button size="3" onClick={onDescend}>
            {out ? PORTAL_TEXTS.out.take : PORTAL_TEXTS.down.take}
          </Button>
          <Button size="3" variant="soft" color="gray" onClick={onStay}>
            {PORTAL_TEXTS.stay}
          </Button>
        </div>
      </Dialog.Content>
    </Dialog.Root>
  );
}
