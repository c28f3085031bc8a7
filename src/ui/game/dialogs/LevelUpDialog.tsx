import { Button, Dialog, Text } from '@radix-ui/themes';
import type { StatName } from '../../../engine';

/** SPEC 2's four stat descriptions, in the order the dialog offers them. */
export const STAT_CHOICES: { stat: StatName; label: string; description: string }[] = [
  { stat: 'strength', label: 'STRENGTH', description: 'Raises damage dealt.' },
  { stat: 'intelligence', label: 'INTELLIGENCE', description: 'Raises spell damage and mana pool.' },
  { stat: 'dexterity', label: 'DEXTERITY', description: 'Improves initiative and hit chance.' },
  { stat: 'constitution', label: 'CONSTITUTION', description: 'Raises health and survivability.' },
];

const keepOpen = (e: Event) => e.preventDefault();

/** 'ASCENSION ACHIEVED': cannot be dismissed; the player picks one stat for +1. */
export function LevelUpDialog({ open, level, onPick }: { open: boolean; level: number; onPick: (stat: StatName) => void }) {
  return (
    <Dialog.Root open={open}>
      <Dialog.Content className="game-dialog" style={{ maxWidth: '440px' }} onEscapeKeyDown={keepOpen} onPointerDownOutside={keepOpen} onInteractOutside={keepOpen}>
        <Dialog.Title className="terminal-title">ASCENSION ACHIEVED</Dialog.Title>
        <Dialog.Description size="2">You reached level {level}. Choose an attribute to raise by 1.</Dialog.Description>
        <div className="dialog-stack">
          {STAT_CHOICES.map(({ stat, label, description }) => (
            <Button key={stat} size="3" variant="surface" className="stat-choice" onClick={() => onPick(stat)}>
              <span className="stat-choice-label">{label} +1</span>
              <Text size="1" className="stat-choice-desc">{description}</Text>
            </Button>
          ))}
        </div>
      </Dialog.Content>
    </Dialog.Root>
  );
}
