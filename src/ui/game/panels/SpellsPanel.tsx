import { memo } from 'react';
import { Button } from '@radix-ui/themes';
import { SPELLS, type SpellName } from '../../../engine';

/** Learned spells with cost and description; a spell is disabled below its mana cost. */
export const SpellsPanel = memo(function SpellsPanel({ learnedSpells, mana, onCast }: { learnedSpells: SpellName[]; mana: number; onCast: (spell: string) => void }) {
  const learned = SPELLS.filter((s) => learnedSpells.includes(s.name));
  return (
    <ul className="spell-list" data-testid="spells-panel">
      {learned.map((spell) => (
        <li key={spell.name} className="spell-row">
          <div>
            <div className="spell-name">
              {spell.name} <span className="spell-cost">{spell.manaCost} MP</span>
            </div>
            <div className="spell-desc">{spell.description}</div>
          </div>
          <Button size="1" variant="soft" disabled={mana < spell.manaCost} onClick={() => onCast(spell.name)} aria-label={`Cast ${spell.name}`}>
            Cast
          </Button>
        </li>
      ))}
    </ul>
  );
});
