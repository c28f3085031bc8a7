// The read-only game a viewer watches at one position: the controls above the map, the hero's panels
// and the log beside it (stacked under the game screen's breakpoint). Used by the replay and live pages.
import type { ReactNode } from 'react';
import type { GameState } from '../../engine';
import { MapView } from '../../map/MapView';
import { mapCellSize } from '../../map/cellSize';
import { useDisplay } from '../display/DisplayProvider';
import { TEXT_SCALE } from '../display/displaySettings';
import { CombatLog } from '../game/hud/CombatLog';
import { logTitle } from '../game/hud/logTitle';
import { StatusPanel } from '../game/hud/panels/StatusPanel';
import { EnemyPanel } from '../game/hud/panels/EnemyPanel';
import { enemyView } from '../game/hud/panels/enemyView';
import { useViewport } from '../game/useViewport';
import { useTheme } from '../theme/ThemeProvider';
import '@radix-ui/themes/tokens/colors/red.css';
import '@radix-ui/themes/tokens/colors/amber.css';
import '@radix-ui/themes/tokens/colors/blue.css';
import '../game/game.css';
import './replay.css';

const noMove = () => {};

/** The map, panels and log of `state`, with `controls` above the map. */
export function ReplayStage({ state, controls }: { state: GameState; controls: ReactNode }) {
  const { theme } = useTheme();
  // The map text size and palette chosen in DISPLAY apply to a watched run as to one's own.
  const { textSize, palette } = useDisplay().settings;
  const viewport = useViewport();
  // Under the game screen's breakpoint (MOBILE_BREAKPOINT_PX) the map, controls and panels stack, as they do there.
  const stacked = viewport.narrow;
  const box = stacked
    ? { width: viewport.width - 24, height: viewport.height * 0.45 }
    : { width: viewport.width * 0.62 - 32, height: viewport.height - 220 };
  const cell = mapCellSize({
    window: viewport,
    box,
    cols: state.dungeon.width,
    rows: state.dungeon.height,
    stacked,
    scale: TEXT_SCALE[textSize],
  });
  return (
    <div className={`replay-layout${stacked ? ' is-stacked' : ''}`}>
      <section className="replay-main" aria-label="Replay">
        {controls}
        <MapView state={state} theme={theme} paletteId={palette} cell={cell} onMove={noMove} />
      </section>
      <aside className="replay-side" aria-label="The hero at this point">
        <StatusPanel player={state.player} equipment={state.equipment} score={state.score} />
        {state.combat.active && <EnemyPanel view={enemyView(state)} />}
        <div className="replay-log">
          <CombatLog log={state.log} turn={state.combat.active ? state.combat.turn : null} status={logTitle(state)} />
        </div>
      </aside>
    </div>
  );
}
