import type { KeyboardEvent } from 'react';
import { Button, Dialog, Text } from '@radix-ui/themes';
import type { StatBlock, StatName } from '../../../engine';
import { baseOf, statRaise } from '../../../shared/statFigure';
import './levelUpDialog.css';

/** The four stat descriptions and their keys (a digit and the initial), in the order the dialog offers them. */
export const STAT_CHOICES: { stat: StatName; label: string; description: string; keys: [string, string] }[] = [
  { stat: 'strength', label: 'STRENGTH', description: 'Raises damage dealt.', keys: ['1', 'S'] },
  {
    stat: 'intelligence',
    label: 'INTELLIGENCE',
    description: 'Raises spell damage and mana pool.',
    keys: ['2', 'I'],
  },
  { stat: 'dexterity', label: 'DEXTERITY', description: 'Improves initiative and hit chance.', keys: ['3', 'D'] },
  { stat: 'constitution', label: 'CONSTITUTION', description: 'Raises health and survivability.', keys: ['4', 'C'] },
];

/** The stat a key picks (1-4 or the initial, any case), or null. */
export function statForKey(key: string): StatName | null {
  const pressed = key.toUpperCase();
  return STAT_CHOICES.find(({ keys }) => keys.includes(pressed))?.stat ?? null;
}

const keepOpen = (e: Event) => e.preventDefault();

interface LevelUpDialogProps {
  open: boolean;
  level: number;
  /** Each stat with gear (as the rules use it) and, when known, the part gear adds. */
  stats: StatBlock & { bonus?: StatBlock };
  onPick: (stat: StatName) => void;
  /** Where focus goes once the dialog has closed (Radix would give it to what had it at the open). */
  onCloseAutoFocus?: (event: Event) => void;
}

/**
 * 'ASCENSION ACHIEVED': cannot be dismissed; the player picks one stat for +1 with one tap, or one key
 * (1-4 or its initial), seeing its base figure and its figure with gear, both labelled: the figures the
 * log line then gives (from rules version 3, 'You raise your strength to 11 (16 with gear).').
 */
export function LevelUpDialog({ open, level, stats, onPick, onCloseAutoFocus }: LevelUpDialogProps) {
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.ctrlKey || e.metaKey || e.altKey || e.repeat) return;
    const stat = statForKey(e.key);
    if (stat === null) return;
    e.preventDefault();
    onPick(stat);
  };
  return (
    <Dialog.Root open={open}>
      <Dialog.Content
        className="game-dialog"
        style={{ maxWidth: '440px' }}
        onEscapeKeyDown={keepOpen}
        onPointerDownOutside={keepOpen}
        onInteractOutside={keepOpen}
        onKeyDown={onKeyDown}
        onCloseAutoFocus={onCloseAutoFocus}
      >
        <Dialog.Title className="terminal-title">ASCENSION ACHIEVED</Dialog.Title>
        <Dialog.Description size="2">
          You reached level {level}. Choose an attribute to raise by 1
          <span className="stat-choice-keys-hint">: press 1-4 or its first letter</span>.
        </Dialog.Description>
        <div className="dialog-stack">
          {STAT_CHOICES.map(({ stat, label, description, keys }) => (
            <Button
              key={stat}
              size="3"
              variant="surface"
              className="stat-choice"
              aria-keyshortcuts={keys.join(' ')}
              onClick={() => onPick(stat)}
            >
              <span className="stat-choice-head">
                <span className="stat-choice-label">{label} +1</span>
                <kbd className="stat-choice-keys" aria-hidden="true">
                  {keys.join(' · ')}
                </kbd>
              </span>
              <span className="stat-choice-change" data-testid={`stat-change-${stat}`}>
                {statRaise(baseOf(stats, stats.bonus, stat), stats.bonus?.[stat] ?? 0).map((part, i) => (
                  <span key={part}>
                    {i > 0 && ', '}
                    <span className="stat-choice-part">{part}</span>
                  </span>
                ))}
              </span>
              <Text size="1" className="stat-choice-desc">
                {description}
              </Text>
            </Button>
          ))}
        </div>
      </Dialog.Content>
    </Dialog.Root>
  );
}
