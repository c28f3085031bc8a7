import { useMemo, useState, type ComponentProps, type RefObject } from 'react';
import type { GameState } from '../../../engine';
import { EnemyPanel } from './panels/EnemyPanel';
import { HeroVitals } from './panels/HeroVitals';
import { enemyView } from './panels/enemyView';
import { SidePanels, type PanelId } from './SidePanels';

/**
 * The right pane: the enemy panel, the hero's own figures, and under them the panels in a box that scrolls on its own (never
 * beneath the enemy panel). With FLOAT on, the panels are windows drawn elsewhere and the box is empty.
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
  // Scrolled down, the box's top edge fades (game.css), so a panel cut there reads as scrolled past,
  // not as hidden beneath the enemy box.
  const [scrolled, setScrolled] = useState(false);
  return (
    <section className="right-pane" ref={paneRef} aria-label="Character">
      <EnemyPanel view={enemy} />
      <HeroVitals player={state.player} />
      <div
        className="right-scroll"
        data-testid="panels-scroll"
        data-scrolled={scrolled || undefined}
        onScroll={(event) => setScrolled(event.currentTarget.scrollTop > 0)}
      >
        {!floating && <SidePanels open={open} onOpen={onOpen} panels={panels} />}
      </div>
    </section>
  );
}
