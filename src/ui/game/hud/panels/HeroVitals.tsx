import { memo } from 'react';
import type { Player } from '../../../../engine';
import { groupDigits } from '../../../../shared/groupDigits';

type Vitals = Pick<Player, 'health' | 'maxHealth' | 'mana' | 'maxMana' | 'stamina' | 'maxStamina'>;

const FIGURES = [
  ['HP', 'health', 'maxHealth'],
  ['MP', 'mana', 'maxMana'],
  ['SP', 'stamina', 'maxStamina'],
] as const;

/**
 * The hero's health, mana and stamina on one line under the enemy box, in view whatever the panels' scroll:
 * rolled down a full pack, the CHARACTER panel lies above the box, and a fight read in the enemy box would
 * otherwise be read without the hero's own figures.
 */
export const HeroVitals = memo(
  function HeroVitals({ player }: { player: Vitals }) {
    return (
      <p className="hero-vitals" data-testid="hero-vitals">
        <span className="hero-vitals-label">YOU</span>
        {FIGURES.map(([label, value, max]) => (
          <span key={label} className={`vital-${value}`}>
            {label} {groupDigits(player[value])}/{groupDigits(player[max])}
          </span>
        ))}
      </p>
    );
  },
  (prev, next) =>
    FIGURES.every(
      ([, value, max]) => prev.player[value] === next.player[value] && prev.player[max] === next.player[max],
    ),
);
