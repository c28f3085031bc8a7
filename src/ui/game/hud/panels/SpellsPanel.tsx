import { memo } from 'react';
import { Button } from '@radix-ui/themes';
import type { SpellName } from '../../../../engine';
import { learnedInOrder, slotLetter } from '../../../input/keyboard/choices';
import { useFocusKeeper } from '../../../focus/useFocusKeeper';
import './keyLetter.css';

/** Learned spells with cost and description; a spell is disabled below its mana cost. */
export const SpellsPanel = memo(function SpellsPanel({
  learnedSpells,
  mana,
  onCast,
}: {
  learnedSpells: SpellName[];
  mana: number;
  onCast: (spell: string) => void;
}) {
  // In the order Z's prompt offers them, each under its letter.
  const learned = learnedInOrder(learnedSpells);
  // A cast that spends the mana disables its button: focus moves to the next Cast still usable.
  const keepFocus = useFocusKeeper<HTMLUListElement>();
  return (
    <ul ref={keepFocus} className="spell-list" data-testid="spells-panel" aria-label="Spells">
      {learned.map((spell, i) => (
        <li key={spell.name} className="spell-row">
          <div>
            <div className="spell-name">
              <kbd className="key-letter" aria-hidden="true">
                {slotLetter(i)}
              </kbd>{' '}
              {spell.name} <span className="spell-cost">{spell.manaCost} MP</span>
            </div>
            <div className="spell-desc">{spell.description}</div>
          </div>
          <Button
            size="1"
            variant="soft"
            disabled={mana < spell.manaCost}
            onClick={() => onCast(spell.name)}
            aria-label={`Cast ${spell.name}`}
          >
            Cast
          </Button>
        </li>
      ))}
    </ul>
  );
});
