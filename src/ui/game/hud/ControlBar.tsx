import { memo } from 'react';
import { Button } from '@radix-ui/themes';
import type { Direction, RestRisk } from '../../../engine';
import { groupDigits } from '../../../shared/groupDigits';
import type { RestOffer, WalkNote } from './walkNote';
import { RestOfferCard, restOfferSentence } from './RestOfferCard';
import { useKeyNames } from '../../input/keyboard/useKeyNames';
import './controlBar.css';

interface ControlBarProps {
  /** True while a sealed run waits for its server: the notice lies over the bar, and nothing in it works. */
  paused?: boolean;
  inCombat: boolean;
  /** True while auto-explore walks (the EXPLORE button shows pressed; X or the button stops it). */
  exploring: boolean;
  /** The score a rest would cost now (the engine's restCost), shown before the player rests. */
  restCost: number;
  /** The monster a rest here may wake and its chance (the engine's restRisk), shown beside the cost; none unless told. */
  restRisk?: RestRisk | null;
  /** True where the exit works now (the engine's canDescend: on the found exit, out of a fight); off unless told. */
  canExit?: boolean;
  /** True on the dungeon's last portal (the engine's canClaimVictory): the exit control claims the victory. */
  claimVictory?: boolean;
  /** Why the latest walk stopped, when the screen does not already show it. */
  walkNote: WalkNote | null;
  /** The rest a walk stopped for health below half offers, until the next action (none unless told). */
  restOffer?: RestOffer | null;
  onMove: (direction: Direction) => void;
  onAttack: () => void;
  onRest: () => void;
  onExit: () => void;
  onExplore: () => void;
  /** Rest, then explore: the rest offer's first answer. */
  onRestFirst?: () => void;
}

const ARROWS: [Direction, string, string][] = [
  ['up', '▲', 'Move up'],
  ['left', '◀', 'Move left'],
  ['right', '▶', 'Move right'],
  ['down', '▼', 'Move down'],
];

/** The bottom bar: four directions, ATTACK (combat only), REST with its score cost, EXIT DUNGEON (only
 *  on the found exit, out of a fight; CLAIM VICTORY on the dungeon's last portal), EXPLORE (X) with a
 *  second line saying why the latest auto-explore or travel stopped, and the rest offer when a walk stopped
 *  for health below half. */
export const ControlBar = memo(function ControlBar({
  paused = false,
  inCombat,
  exploring,
  restCost,
  restRisk = null,
  canExit = false,
  claimVictory = false,
  walkNote,
  restOffer = null,
  onMove,
  onAttack,
  onRest,
  onExit,
  onExplore,
  onRestFirst = () => {},
}: ControlBarProps) {
  // The keys in force, as this keyboard prints them: REST (K) once Rest is rebound to K in CONTROLS.
  const key = useKeyNames();
  // A rest at a score of 0 costs nothing: 'free', not '−0'.
  const shortCost = restCost === 0 ? 'free' : `−${groupDigits(restCost)}`;
  const longCost = restCost === 0 ? 'costs no score' : `costs ${groupDigits(restCost)} score`;
  // Version 4 on: the nearest monster seen may break the rest; its name and chance ride on the cost's line and in
  // the button's name (what the button shows is part of its name), with the distance in its description.
  const risk = restRisk && {
    long: ` · ${restRisk.monster.name} ${restRisk.chance}%`,
    short: ` · ${restRisk.chance}%`,
    sentence: `${restRisk.chance}% that the ${restRisk.monster.name} ${restRisk.distance} ${
      restRisk.distance === 1 ? 'step' : 'steps'
    } away breaks the rest`,
  };
  return (
    <div className="control-bar" role="group" aria-label="Controls" tabIndex={-1} inert={paused}>
      {restOffer && <RestOfferCard offer={restOffer} onRestFirst={onRestFirst} onExplore={onExplore} />}
      <div className="dpad">
        {ARROWS.map(([direction, glyph, label]) => (
          <Button
            key={direction}
            className={`dpad-${direction}`}
            variant="surface"
            onClick={() => onMove(direction)}
            aria-label={label}
          >
            {glyph}
          </Button>
        ))}
      </div>
      <div className="actions">
        {/* Each name begins with the phone's short label (ATK, REST −N), so a person who says or
            reads what the button shows can find it by that name too (WCAG 2.5.3, label in name). */}
        <Button color="red" disabled={!inCombat} onClick={onAttack} aria-label={`ATK: Attack (${key('attack')})`}>
          <span className="label-long">ATTACK ({key('attack')})</span>
          <span className="label-short">ATK</span>
        </Button>
        <Button
          variant="soft"
          className="rest-button"
          disabled={inCombat}
          onClick={onRest}
          aria-label={`REST ${shortCost}${risk?.short ?? ''}: Rest (${key('rest')}), ${longCost}${risk?.long ?? ''}`}
          aria-description={risk?.sentence}
        >
          <span className="label-long">REST ({key('rest')})</span>
          <span className="label-short">REST</span>{' '}
          <span className="rest-line">
            <span className="rest-cost" data-testid="rest-cost">
              <span className="label-long">{longCost}</span>
              <span className="label-short">{shortCost}</span>
            </span>
            {risk && (
              <span className="rest-risk" data-testid="rest-risk">
                <span className="label-long">{risk.long}</span>
                <span className="label-short">{risk.short}</span>
              </span>
            )}
          </span>
        </Button>
        {claimVictory ? (
          <Button
            variant="solid"
            className="claim-button"
            onClick={onExit}
            aria-label={`Claim Victory (${key('exit')})`}
          >
            <span className="label-long">CLAIM VICTORY ({key('exit')})</span>
            <span className="label-short">CLAIM</span>
          </Button>
        ) : (
          <Button variant="soft" disabled={!canExit} onClick={onExit} aria-label={`Exit Dungeon (${key('exit')})`}>
            <span className="label-long">EXIT DUNGEON ({key('exit')})</span>
            <span className="label-short">EXIT</span>
          </Button>
        )}
        <Button
          variant={exploring ? 'solid' : 'soft'}
          className="explore-button"
          disabled={inCombat}
          onClick={onExplore}
          aria-label={`Explore (${key('explore')})`}
          aria-pressed={exploring}
        >
          <span className="label-long">EXPLORE ({key('explore')})</span>
          <span className="label-short">EXPLORE</span>
          {walkNote && (
            <span className="walk-note" data-testid="walk-note" aria-hidden="true">
              <span className="label-long">{walkNote.long}</span>
              <span className="label-short">{walkNote.short}</span>
            </span>
          )}
        </Button>
        <span className="walk-status" role="status">
          {restOffer ? restOfferSentence(restOffer, key('explore')) : (walkNote?.full ?? '')}
        </span>
      </div>
    </div>
  );
});
