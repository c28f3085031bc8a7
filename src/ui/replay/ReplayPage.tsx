// /replay/:id: watch any Hall of Legends entry, replayed in the browser by the same engine and
// drawn by the game's own map, log and panels (read-only), with play, pause, speed, single steps,
// a scrubber and floor jumps.
import { useMemo } from 'react';
import { Flex, Heading, Text } from '@radix-ui/themes';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { scoreSubmission } from '../../engine';
import { fetchRun, type WatchedRun } from './runApi';
import { Timeline } from './timeline';
import { usePlayback } from './usePlayback';
import { ReplayControls } from './ReplayControls';
import { ReplayStage } from './ReplayStage';
import { usePlayerKeys } from './usePlayerKeys';
import { ChronicleDialog } from '../chronicle/ChronicleDialog';
import { figureMismatches, mismatchText } from './checkFigures';
import { ReplayMark } from './ReplayMark';

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
  usePlayerKeys(dispatch);
  return (
    <>
      {warning && (
        <Text as="p" role="alert" className="terminal-error replay-mismatch" weight="bold">
          {warning}
        </Text>
      )}
      <ReplayStage
        state={state}
        controls={
          <ReplayControls player={player} floors={timeline.floors} floor={state.dungeon.level} dispatch={dispatch} />
        }
      />
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
        <Flex direction="column" gap="1" className="replay-heading">
          <Heading as="h1" size="6" className="terminal-title">
            REPLAY{query.data ? ` · ${query.data.playerName}` : ''}
          </Heading>
          {query.data && <ReplayMark marks={query.data.marks} />}
        </Flex>
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
