import type { GameState } from '../../../engine';
import './heroSummary.css';

/** A short character summary used by the portal and game-over dialogs. */
export function HeroSummary({
  state,
  fields,
}: {
  state: GameState;
  fields: ('level' | 'health' | 'mana' | 'gold' | 'score' | 'depth')[];
}) {
  const p = state.player;
  const values = {
    level: ['Level', p.level],
    health: ['Health', `${Math.max(0, p.health)}/${p.maxHealth}`],
    mana: ['Mana', `${p.mana}/${p.maxMana}`],
    gold: ['Gold', p.gold],
    score: ['Score', state.score],
    depth: ['Dungeon level', state.dungeon.level],
  } as const;
  return (
    <dl className="hero-summary">
      {fields.map((f) => (
        <div key={f}>
          <dt>{values[f][0]}</dt>
          <dd>{values[f][1]}</dd>
        </div>
      ))}
    </dl>
  );
}
