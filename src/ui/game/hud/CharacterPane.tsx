import { useMemo, type ComponentProps, type RefObject, type UIEvent } from 'react';
import type { GameState } from '../../../engine';
import { EnemyPanel } from './panels/EnemyPanel';
import { HeroVitals } from './panels/HeroVitals';
import { enemyView } from './panels/enemyView';
import { SidePanels, type PanelId } from './SidePanels';
import { useAfterFirstTask } from '../../common/useAfterFirstTask';

/**
 * Scrolled down, a scroller's headings cast a shadow (game.css), so a panel cut at its top reads as scrolled
 * past, not as hidden beneath the enemy box. The scroller is the box itself, or where the pane is wide, one
 * of its two columns (each scrolls on its own): the attribute goes on whichever scrolled.
 */
function markScrolled(event: UIEvent<HTMLElement>) {
  const scroller = event.target as HTMLElement;
  scroller.toggleAttribute('data-scrolled', scroller.scrollTop > 0);
}

/**
 * The right pane: the enemy panel, the hero's own figures, and under them the panels in a box that scrolls
 * on its own (never beneath the enemy panel), in two columns that each scroll where the pane is wide. With
 * FLOAT on, the panels are windows drawn elsewhere and the box is empty.
 */
export function CharacterPane({
  state,
  paneRef,
  floating,
  open,
  onOpen,
  panels,
}: {
  state: GameState;
  paneRef: RefObject<HTMLElement | null>;
  floating: boolean;
  open: PanelId[];
  onOpen: (open: PanelId[]) => void;
  panels: ComponentProps<typeof SidePanels>['panels'];
}) {
  const enemy = useMemo(() => enemyView(state), [state]);
  // The four panels are the largest part of the game screen's first render: they come a task after the
  // rest, so loading a game blocks the page in two shorter tasks instead of one long one.
  const panelsDrawn = useAfterFirstTask();
  return (
    <section className="right-pane" ref={paneRef} aria-label="Character">
      <EnemyPanel view={enemy} />
      <HeroVitals player={state.player} />
      <div className="right-scroll" data-testid="panels-scroll" onScrollCapture={markScrolled}>
        {!floating && panelsDrawn && <SidePanels open={open} onOpen={onOpen} panels={panels} />}
      </div>
    </section>
  );
}
