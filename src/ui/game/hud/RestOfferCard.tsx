import { Button } from '@radix-ui/themes';
import { groupDigits } from '../../../shared/groupDigits';
import { useKeyNames } from '../../input/keyboard/useKeyNames';
import type { RestOffer } from './walkNote';

/** "costs 84 score" / "costs no score": what a rest costs, in the REST button's words. */
function costWords(cost: number): string {
  return cost === 0 ? 'costs no score' : `costs ${groupDigits(cost)} score`;
}

/** The offer as one sentence, for screen readers (the status line of the control bar). */
export function restOfferSentence(offer: RestOffer, exploreKey: string): string {
  return (
    `Health ${groupDigits(offer.health)} of ${groupDigits(offer.maxHealth)} is below half. ` +
    `Rest first? It ${costWords(offer.cost)}. Or press ${exploreKey} to explore anyway.`
  );
}

/**
 * What a walk stopped for health below half offers, plainly, above the controls until the next action:
 * REST FIRST (a rest, then the walk on) or EXPLORE ANYWAY (the walk on as it is; X again does the same).
 * It lies over the foot of the log, so the map and the bar keep their size while it comes and goes.
 */
export function RestOfferCard({
  offer,
  onRestFirst,
  onExplore,
}: {
  offer: RestOffer;
  onRestFirst: () => void;
  onExplore: () => void;
}) {
  const key = useKeyNames();
  return (
    <div className="rest-offer" role="group" aria-label="Rest first?" data-testid="rest-offer">
      <p className="rest-offer-text">
        Health {groupDigits(offer.health)} of {groupDigits(offer.maxHealth)} is below half. <strong>Rest first?</strong>{' '}
        ({costWords(offer.cost)})
      </p>
      <div className="rest-offer-buttons">
        <Button size="2" variant="solid" onClick={onRestFirst}>
          REST FIRST
        </Button>
        <Button size="2" variant="soft" onClick={onExplore} aria-label={`Explore anyway (${key('explore')})`}>
          {/* No key named where the bar shows its short labels (a phone's: no keys to press). */}
          <span className="label-long">EXPLORE ANYWAY ({key('explore')})</span>
          <span className="label-short">EXPLORE ANYWAY</span>
        </Button>
      </div>
    </div>
  );
}
