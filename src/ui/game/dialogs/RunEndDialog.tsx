import type { ReactNode } from 'react';
import { Dialog, Text } from '@radix-ui/themes';
import type { GameState } from '../../../engine';
import { DownloadChronicleButton } from '../../chronicle/DownloadChronicleButton';
import { InscribeForm } from '../../hall/InscribeForm';
import type { InscribeVariant } from '../../hall/inscribeTexts';
import { groupDigits } from '../../../shared/groupDigits';
import { HeroSummary } from './HeroSummary';
import './runEnd.css';

const keepOpen = (e: Event) => e.preventDefault();

/** What tells one end of a run from another: its words, its emblem and its form's texts. */
export interface RunEndWords {
  title: ReactNode;
  description: ReactNode;
  /** A line under the description saying what ended the run ("Slain by a Goblin on floor 3."). */
  cause?: ReactNode;
  variant: Extract<InscribeVariant, 'gameOver' | 'victory'>;
  /** Drawn above the title (a crown for a victory). */
  emblem?: ReactNode;
}

/** What a particular end dialog (game over, victory) is given. */
export interface RunEndProps {
  state: GameState;
  open: boolean;
  onPlayAgain: () => void;
}

/**
 * The end of a run (a death or a victory): final figures, the Hall of Legends form and the chronicle.
 * Its one way on is the form's own button, Begin Anew before submitting and Begin New Adventure after:
 * both play again, back to name entry with the name cleared.
 */
export function RunEndDialog({ state, open, words, onPlayAgain }: RunEndProps & { words: RunEndWords }) {
  return (
    <Dialog.Root open={open}>
      <Dialog.Content
        className={`game-dialog run-end run-end-${words.variant}`}
        style={{ maxWidth: '520px' }}
        onEscapeKeyDown={keepOpen}
        onPointerDownOutside={keepOpen}
        onInteractOutside={keepOpen}
      >
        {words.emblem && <div className="run-end-emblem">{words.emblem}</div>}
        <Dialog.Title className="terminal-title">{words.title}</Dialog.Title>
        <Dialog.Description size="2">{words.description}</Dialog.Description>
        {words.cause && (
          <Text as="p" size="2" weight="bold" className="run-end-cause" data-testid="run-end-cause">
            {words.cause}
          </Text>
        )}
        <dl className="hero-summary final-score">
          <div>
            <dt>Final score</dt>
            <dd>{groupDigits(state.score)}</dd>
          </div>
        </dl>
        <HeroSummary state={state} fields={['level', 'gold', 'health']} />
        <InscribeForm state={state} variant={words.variant} onBeginAnew={onPlayAgain} />
        {/* After the form, so the dialog still opens with the focus on the hero name. */}
        <div className="dialog-actions">
          <DownloadChronicleButton state={state} living="adventuring" />
        </div>
      </Dialog.Content>
    </Dialog.Root>
  );
}
