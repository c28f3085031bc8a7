import type { GameState } from '../../../engine';
import { groupDigits } from '../../../shared/groupDigits';
import './heroSummary.css';

/** The figures of the hero a dialog can show, each with its label: one table for every summary. */
const HERO_FIGURES = {
  hero: ['Hero', (state) => state.player.name],
  level: ['Level', (state) => groupDigits(state.player.level)],
  health: [
    'Health',
    (state) => `${groupDigits(Math.max(0, state.player.health))}/${groupDigits(state.player.maxHealth)}`,
  ],
  mana: ['Mana', (state) => `${groupDigits(state.player.mana)}/${groupDigits(state.player.maxMana)}`],
  gold: ['Gold', (state) => groupDigits(state.player.gold)],
  score: ['Score', (state) => groupDigits(state.score)],
  depth: ['Dungeon level', (state) => String(state.dungeon.level)],
  day: ['Day', (state) => groupDigits(state.player.day)],
  kills: ['Monsters slain', (state) => groupDigits(state.monstersKilled)],
} as const satisfies Record<string, readonly [string, (state: GameState) => string]>;

/** A figure of HERO_FIGURES. */
export type HeroFigure = keyof typeof HERO_FIGURES;

/** The rows of a summary: each figure's label and its value now, in the order asked. */
export function heroRows(state: GameState, fields: readonly HeroFigure[]): [string, string][] {
  return fields.map((field) => [HERO_FIGURES[field][0], HERO_FIGURES[field][1](state)]);
}

/** A short character summary used by the portal and game-over dialogs. */
export function HeroSummary({ state, fields }: { state: GameState; fields: HeroFigure[] }) {
  return (
    <dl className="hero-summary">
      {heroRows(state, fields).map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
