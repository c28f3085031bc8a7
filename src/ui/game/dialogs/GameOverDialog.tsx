import { Dialog } from '@radix-ui/themes';
import type { GameState } from '../../../engine';
import { DownloadChronicleButton } from '../../chronicle/DownloadChronicleButton';
import { InscribeForm } from '../../hall/InscribeForm';
import { HeroSummary } from './HeroSummary';

const keepOpen = (e: Event) => e.preventDefault();

/**
 * 'THY QUEST HAS ENDED': final figures and the Hall of Legends form. Its one way on is the form's
 * own button, Begin Anew before submitting and Begin New Adventure after: both play again, back to
 * name entry with the name cleared (no second Play Again doing the same).
 */
export function GameOverDialog({
  state,
  open,
  onPlayAgain,
}: {
  state: GameState;
  open: boolean;
  onPlayAgain: () => void;
}) {
  return (
    <Dialog.Root open={open}>
      <Dialog.Content
        className="game-dialog"
        style={{ maxWidth: '520px' }}
        onEscapeKeyDown={keepOpen}
        onPointerDownOutside={keepOpen}
        onInteractOutside={keepOpen}
      >
        <Dialog.Title className="terminal-title">THY QUEST HAS ENDED</Dialog.Title>
        <Dialog.Description size="2">
          {state.player.name} has fallen on dungeon level {state.dungeon.level}.
        </Dialog.Description>
        <dl className="hero-summary final-score">
          <div>
            <dt>Final score</dt>
            <dd>{state.score}</dd>
          </div>
        </dl>
        <HeroSummary state={state} fields={['level', 'gold', 'health']} />
        <InscribeForm state={state} variant="gameOver" onBeginAnew={onPlayAgain} />
        {/* After the form, so the dialog still opens with the focus on the hero name. */}
        <div className="dialog-actions">
          <DownloadChronicleButton state={state} living="adventuring" />
        </div>
      </Dialog.Content>
    </Dialog.Root>
  );
}
