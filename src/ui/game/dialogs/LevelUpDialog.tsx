import { Button, Dialog, Text } from '@radix-ui/themes';
import type { StatBlock, StatName } from '../../../engine';
import './levelUpDialog.css';

/** The four stat descriptions, in the order the dialog offers them. */
export const STAT_CHOICES: { stat: StatName; label: string; description: string }[] = [
  { stat: 'strength', label: 'STRENGTH', description: 'Raises damage dealt.' },
  { stat: 'intelligence', label: 'INTELLIGENCE', description: 'Raises spell damage and mana pool.' },
  { stat: 'dexterity', label: 'DEXTERITY', description: 'Improves initiative and hit chance.' },
  { stat: 'constitution', label: 'CONSTITUTION', description: 'Raises health and survivability.' },
];

const keepOpen = (e: Event) => e.preventDefault();

interface LevelUpDialogProps {
  open: boolean;
  level: number;
  /** Each stat as the status panel shows it (with gear), so the choice shows what it changes. */
  stats: StatBlock;
  onPick: (stat: StatName) => void;
}

/** 'ASCENSION ACHIEVED': cannot be dismissed; the player picks one stat for +1, seeing its value now and after. */
export function LevelUpDialog({ open, level, stats, onPick }: LevelUpDialogProps) {
  return (
    <Dialog.Root open={open}>
      <Dialog.Content
        className="game-dialog"
        style={{ maxWidth: '440px' }}
        onEscapeKeyDown={keepOpen}
        onPointerDownOutside={keepOpen}
        onInteractOutside={keepOpen}
      >
        <Dialog.Title className="terminal-title">ASCENSION ACHIEVED</Dialog.Title>
        <Dialog.Description size="2">You reached level {level}. Choose an attribute to raise by 1.</Dialog.Description>
        <div className="dialog-stack">
          {STAT_CHOICES.map(({ stat, label, description }) => (
            <Button key={stat} size="3" variant="surface" className="stat-choice" onClick={() => onPick(stat)}>
              <span className="stat-choice-head">
                <span className="stat-choice-label">{label} +1</span>
                <span className="stat-choice-change" data-testid={`stat-change-${stat}`}>
                  {stats[stat]} → {stats[stat] + 1}
                </span>
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
