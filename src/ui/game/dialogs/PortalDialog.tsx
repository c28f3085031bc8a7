import { Button, Dialog } from '@radix-ui/themes';
import type { GameState } from '../../../engine';
import { HeroSummary } from './HeroSummary';

/** 'DUNGEON PORTAL DISCOVERED': descend one level or stay. */
export function PortalDialog({
  state,
  open,
  onDescend,
  onStay,
}: {
  state: GameState;
  open: boolean;
  onDescend: () => void;
  onStay: () => void;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={(o) => !o && onStay()}>
      <Dialog.Content className="game-dialog" style={{ maxWidth: '420px' }}>
        <Dialog.Title className="terminal-title">DUNGEON PORTAL DISCOVERED</Dialog.Title>
        <Dialog.Description size="2">
          {state.player.name}, a portal leads down to dungeon level {state.dungeon.level + 1}.
        </Dialog.Description>
        <HeroSummary state={state} fields={['level', 'health', 'mana', 'gold', 'score', 'depth']} />
        <div className="dialog-stack">
          <Button size="3" onClick={onDescend}>
            Descend To Next Realm
          </Button>
          <Button size="3" variant="soft" color="gray" onClick={onStay}>
            Remain In Current Depths
          </Button>
        </div>
      </Dialog.Content>
    </Dialog.Root>
  );
}
