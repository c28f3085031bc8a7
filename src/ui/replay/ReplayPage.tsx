// /replay/:id: watch any Hall of Legends entry, replayed in the browser by the same engine and
// drawn by the game's own map, log and panels (read-only), with play, pause, speed, single steps,
// a scrubber and floor jumps.
import { useEffect, useMemo } from 'react';
import { Flex, Heading, Text } from '@radix-ui/themes';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { scoreSubmission } from '../../engine';
import { MapView } from '../../map/MapView';
import { mapCellSize } from '../../map/cellSize';
import { useDisplay } from '../display/DisplayProvider';
import { TEXT_SCALE } from '../display/displaySettings';
import { CombatLog } from '../game/CombatLog';
import { StatusPanel } from '../game/panels/StatusPanel';
import { EnemyPanel } from '../game/panels/EnemyPanel';
import { enemyView } from '../game/panels/enemyView';
import { useViewport } from '../game/useViewport';
import { useTheme } from '../theme/ThemeProvider';
import { fetchRun, type WatchedRun } from './runApi';
import { Timeline } from './timeline';
import { usePlayback } from './usePlayback';
import { ReplayControls } from './ReplayControls';
import { ChronicleDialog } from '../chronicle/ChronicleDialog';
import { figureMismatches, mismatchText } from './checkFigures';
import '@radix-ui/themes/tokens/colors/red.css';
import '@radix-ui/themes/tokens/colors/amber.css';
import '@radix-ui/themes/tokens/colors/blue.css';
import '../game/game.css';
import './replay.css';

const noMove = () => {};

/** The run's timeline, or why this browser cannot replay it (an unknown rules version, an illegal action). */
function buildTimeline(run: WatchedRun): { timeline: Timeline; warning: string | null } | { error: string } {
  try {
    const timeline = new Timeline(run.record);
    const mismatches = figureMismatches(run.figures, scoreSubmission(timeline.stateAt(timeline.total)));
    return { timeline, warning: mismatches.length > 0 ? mismatchText(mismatches) : null };
  } catch (error) {
    return { error: `This run cannot be replayed here: ${(error as Error).message}` };
  }
}

function Viewer({ run }: { run: WatchedRun }) {
  const built = useMemo(() => buildTimeline(run), [run]);
  if ('error' in built) {
    return (
      <Text as="p" role="alert" className="terminal-error">
        {built.error}
      </Text>
    );
  }
  return <Player timeline={built.timeline} warning={built.warning} />;
}

function Player({ timeline, warning }: { timeline: Timeline; warning: string | null }) {
  const [player, dispatch] = usePlayback(timeline.total);
  const state = timeline.stateAt(player.index);
  const floor = state.dungeon.level;
  const { theme } = useTheme();
  // The map text size chosen in DISPLAY applies to a watched run as to one's own.
  const { textSize } = useDisplay().settings;
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

  // Keys: Space plays or pauses, the arrows step (outside text fields and the scrubber, which has its own).
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const target = e.target as HTMLElement | null;
      if (target?.closest('input, textarea, select, [role="combobox"]')) return;
      if (e.key === ' ') dispatch({ type: 'toggle' });
      else if (e.key === 'ArrowRight') dispatch({ type: 'step', delta: 1 });
      else if (e.key === 'ArrowLeft') dispatch({ type: 'step', delta: -1 });
      else return;
      e.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [dispatch]);

  return (
    <>
      {warning && (
        <Text as="p" role="alert" className="terminal-error replay-mismatch" weight="bold">
          {warning}
        </Text>
      )}
      <div className={`replay-layout${stacked ? ' is-stacked' : ''}`}>
        <section className="replay-main" aria-label="Replay">
          <ReplayControls player={player} floors={timeline.floors} floor={floor} dispatch={dispatch} />
          <MapView state={state} theme={theme} cell={cell} onMove={noMove} />
        </section>
        <aside className="replay-side" aria-label="The hero at this point">
          <StatusPanel player={state.player} equipment={state.equipment} score={state.score} />
          {state.combat.active && <EnemyPanel view={enemyView(state)} />}
          <div className="replay-log">
            <CombatLog
              log={state.log}
              turn={state.combat.active ? state.combat.turn : null}
              status={state.gameStatus}
            />
          </div>
        </aside>
      </div>
    </>
  );
}

/** The page: loads the entry's run, then the viewer. */
export function ReplayPage() {
  const { id = '' } = useParams();
  const query = useQuery({ queryKey: ['/api/scores', id, 'run'], queryFn: () => fetchRun(id), retry: false });
  return (
    <main className="terminal-page replay-page">
      <Flex justify="between" align="center" wrap="wrap" gap="3" mb="3">
        <Heading as="h1" size="6" className="terminal-title">
          REPLAY{query.data ? ` · ${query.data.playerName}` : ''}
        </Heading>
        <Flex align="center" gap="3">
          {query.data && <ChronicleDialog record={query.data.record} />}
          <Link className="terminal-link" to="/">
            &lt; Back to Home
          </Link>
        </Flex>
      </Flex>
      {query.isPending && <Text className="terminal-dim">Consulting the ancient scrolls...</Text>}
      {query.error && (
        <Text as="p" role="alert" className="terminal-error">
          {query.error.message}
        </Text>
      )}
      {query.data && <Viewer run={query.data} />}
    </main>
  );
}
