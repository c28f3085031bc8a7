// /watch/:id: a witnessed run followed live as it is played. An open run's moves are applied by the
// engine to the run's timeline; the viewer follows the newest move (LIVE) until the person scrubs
// back, and "Back to live" returns to it. A sealed run comes as views of what its hero knows (the
// server keeps the seed, so there is no log to scrub): the newest is drawn as an open run's state is.
// Both say when the run ends and when it is inscribed.
import { Badge, Button, Flex, Heading, Text } from '@radix-ui/themes';
import { Link, useParams } from 'react-router-dom';
import { ReplayControls } from '../replay/ReplayControls';
import { ReplayStage } from '../replay/ReplayStage';
import { usePlayerKeys } from '../replay/usePlayerKeys';
import type { PlayerEvent } from '../replay/playerReducer';
import type { Timeline } from '../replay/timeline';
import { useLiveRun, type LiveRun } from './useLiveRun';
import { endText, SEALED_LIVE_TEXT } from './liveTexts';
import { useCallback, useEffect, useMemo, type ReactNode } from 'react';
import { mirrorOf, type GameView } from '../../engine';
import { groupDigits } from '../../shared/groupDigits';
import './watch.css';

/** The playback clock of the live viewer (as usePlayback's): ticks while playing. */
function useLiveClock(playing: boolean, control: (event: PlayerEvent) => void): void {
  useEffect(() => {
    if (!playing) return;
    let last = performance.now();
    let frame = requestAnimationFrame(function tick(now) {
      control({ type: 'tick', ms: now - last });
      last = now;
      frame = requestAnimationFrame(tick);
    });
    return () => cancelAnimationFrame(frame);
  }, [playing, control]);
}

/** LIVE or ENDED, the way back to live, a lost connection; `children` (a figure) after the badge. */
function LiveBar({ live, children }: { live: LiveRun; children?: ReactNode }) {
  const { view, dispatch } = live;
  const playing = view.outcome === 'playing';
  return (
    <Flex className="live-bar" role="group" aria-label="Live">
      {playing && view.following && (
        <Badge color="red" variant="solid" size="2" data-testid="live-badge">
          ● LIVE
        </Badge>
      )}
      {playing && !view.following && (
        <Button size="1" color="red" onClick={() => dispatch({ type: 'toLive' })}>
          Back to live ▶▶
        </Button>
      )}
      {!playing && (
        <Badge color="gray" variant="soft" size="2">
          ENDED
        </Badge>
      )}
      {children}
      {view.connection === 'reconnecting' && (
        <Text size="1" className="terminal-dim" role="status">
          Connection lost; reconnecting...
        </Text>
      )}
    </Flex>
  );
}

/** The run's end and its inscription, as they are said (a screen reader hears them as they come). */
function LiveNotices({ ended, entryId }: { ended: string | null; entryId: string | null }) {
  return (
    <div aria-live="polite">
      {ended && (
        <Text as="p" className="live-notice" weight="bold" data-testid="live-ended">
          {ended}
        </Text>
      )}
      {entryId && (
        <Text as="p" className="live-notice" data-testid="live-inscribed">
          Inscribed in the Hall of Legends.{' '}
          <Link className="terminal-link" to={`/replay/${encodeURIComponent(entryId)}`}>
            Watch the entry's replay
          </Link>
        </Text>
      )}
    </div>
  );
}

function LiveViewer({ live, timeline, name }: { live: LiveRun; timeline: Timeline; name: string }) {
  const { view, dispatch } = live;
  const control = useCallback((event: PlayerEvent) => dispatch({ type: 'control', event }), [dispatch]);
  usePlayerKeys(control);
  useLiveClock(view.player.playing, control);
  const state = timeline.stateAt(view.player.index);
  const ended = endText(name, view.outcome, timeline.stateAt(timeline.total).dungeon.level);
  return (
    <>
      <LiveNotices ended={ended} entryId={view.entryId} />
      <ReplayStage
        state={state}
        controls={
          <>
            <LiveBar live={live} />
            <Text size="2" className="replay-position" data-testid="live-where">
              DUNGEON LEVEL {state.dungeon.level} ({state.player.x}, {state.player.y})
            </Text>
            <ReplayControls
              player={view.player}
              floors={timeline.floors}
              floor={state.dungeon.level}
              dispatch={control}
            />
          </>
        }
      />
    </>
  );
}

/** A sealed run: its newest view drawn through the state the engine makes of it, as an open run's. */
function SealedViewer({ live, sealed, name }: { live: LiveRun; sealed: GameView; name: string }) {
  const state = useMemo(() => mirrorOf(sealed, []), [sealed]);
  const ended = endText(name, live.view.outcome, state.dungeon.level);
  return (
    <>
      <LiveNotices ended={ended} entryId={live.view.entryId} />
      <ReplayStage
        state={state}
        controls={
          <>
            <LiveBar live={live}>
              <Text size="2" className="replay-position" data-testid="live-count">
                Action {groupDigits(sealed.actionCount)} · Floor {state.dungeon.level}
              </Text>
            </LiveBar>
            <Text as="p" size="2" className="live-sealed" data-testid="live-sealed">
              {SEALED_LIVE_TEXT}
            </Text>
            <Text size="2" className="replay-position" data-testid="live-where">
              DUNGEON LEVEL {state.dungeon.level} ({state.player.x}, {state.player.y})
            </Text>
          </>
        }
      />
    </>
  );
}

/** The page: opens the run's stream, then the viewer once the run is known. */
export function WatchPage() {
  const { id = '' } = useParams();
  const live = useLiveRun(id);
  return (
    <main className="terminal-page replay-page">
      <Flex justify="between" align="center" wrap="wrap" gap="3" mb="3">
        <Heading as="h1" size="6" className="terminal-title">
          WATCH LIVE{live.name ? ` · ${live.name}` : ''}
        </Heading>
        <Link className="terminal-link" to="/">
          &lt; Back to Home
        </Link>
      </Flex>
      {live.error && (
        <Text as="p" role="alert" className="terminal-error">
          {live.error}
        </Text>
      )}
      {!live.error && !live.timeline && !live.sealed && (
        <Text className="terminal-dim">Finding the hero in the dungeon...</Text>
      )}
      {live.timeline && live.name !== null && <LiveViewer live={live} timeline={live.timeline} name={live.name} />}
      {live.sealed && live.name !== null && <SealedViewer live={live} sealed={live.sealed} name={live.name} />}
    </main>
  );
}
