// The Hall of Legends: seasonal banner, debounced search, pages of 10 with expandable rows; a toggle
// shows today's daily challenge board instead of the season's (same search, pages and rows), and
// "Witnessed only" narrows the season's board to runs whose every move reached the server as played,
// "Sealed only" to runs whose every roll the server dealt (one filter at a time: a sealed run is witnessed too).
// The content unmounts on close, which resets search, page and expansion, so every opening starts at the top.
import { useState } from 'react';
import { Button, Flex, Text, TextField } from '@radix-ui/themes';
import { Link } from 'react-router-dom';
import { useSearchScores } from '../../api/hooks';
import type { BoardFilter } from '../../api/calls';
import { useDailyChallenge, useDailyScores } from '../../api/dailyHooks';
import { DailyBanner } from './DailyBanner';
import { HallCaption } from './HallCaption';
import { TerminalDialog, type DialogProps } from '../common/TerminalDialog';
import { SeasonBanner } from './SeasonBanner';
import { ScoreRow } from './ScoreRow';
import { Pagination } from './Pagination';
import { useDebouncedValue } from './useDebouncedValue';
import { WatchLiveLine } from '../watch/WatchLive';

/** Search waits this long after the last keystroke, so typing a name sends one request. */
export const SEARCH_DEBOUNCE_MS = 300;

/** The leaderboard texts players see, word for word. */
export const HALL_TEXTS = {
  error: 'Failed to load leaderboard. Please try again later.',
  empty: 'No scores recorded yet. Be the first to complete a dungeon run!',
  noWitnessed: 'No witnessed runs inscribed yet. Begin online and every move is witnessed.',
  noSealed: 'No sealed runs inscribed yet. Begin online and the server deals every roll.',
  noMatch: (search: string) => `No players found matching "${search}"`,
  loading: 'Consulting the ancient scrolls...',
  statsLink: 'Where heroes fall: statistics',
};

/** Which board the dialog shows. */
export type HallBoard = 'season' | 'daily';

/** The board's page: the season's search, or today's daily board once today's day is known. */
function useBoardPage(board: HallBoard, search: string, page: number, filter: BoardFilter) {
  const season = useSearchScores(search, page, board === 'season', filter);
  const today = useDailyChallenge(board === 'daily');
  const daily = useDailyScores(today.data?.day ?? null, search, page, board === 'daily');
  if (board === 'season') return { query: season, hiddenUntil: null, day: null, failed: season.isError };
  return {
    query: daily,
    hiddenUntil: daily.data?.runsHiddenUntil ?? null,
    day: today.data?.day ?? null,
    failed: today.isError || daily.isError,
  };
}

/** SEASON / TODAY'S DAILY: two pressed-state buttons. */
function BoardToggle({ board, onBoard }: { board: HallBoard; onBoard: (board: HallBoard) => void }) {
  return (
    <Flex gap="2" role="group" aria-label="Board">
      <Button
        size="1"
        variant={board === 'season' ? 'solid' : 'outline'}
        aria-pressed={board === 'season'}
        onClick={() => onBoard('season')}
      >
        SEASON
      </Button>
      <Button
        size="1"
        variant={board === 'daily' ? 'solid' : 'outline'}
        aria-pressed={board === 'daily'}
        onClick={() => onBoard('daily')}
      >
        TODAY&apos;S DAILY
      </Button>
    </Flex>
  );
}

/** The season board's filters, each a pressed-state button like the board's, pressed again for every entry. */
const FILTERS: readonly { filter: Exclude<BoardFilter, 'all'>; label: string }[] = [
  { filter: 'witnessed', label: 'Witnessed only' },
  { filter: 'sealed', label: 'Sealed only' },
];

/** Witnessed only / Sealed only: at most one pressed; pressing the pressed one shows every entry again. */
function BoardFilters({ filter, onFilter }: { filter: BoardFilter; onFilter: (filter: BoardFilter) => void }) {
  return (
    <Flex gap="2" role="group" aria-label="Filter">
      {FILTERS.map(({ filter: choice, label }) => (
        <Button
          key={choice}
          size="1"
          variant={filter === choice ? 'solid' : 'outline'}
          aria-pressed={filter === choice}
          onClick={() => onFilter(filter === choice ? 'all' : choice)}
        >
          {label}
        </Button>
      ))}
    </Flex>
  );
}

/** What an empty board says: no match for the search, none of the filter's kind yet, or no entry at all. */
function emptyText(search: string, filter: BoardFilter): string {
  if (search) return HALL_TEXTS.noMatch(search);
  if (filter === 'witnessed') return HALL_TEXTS.noWitnessed;
  if (filter === 'sealed') return HALL_TEXTS.noSealed;
  return HALL_TEXTS.empty;
}

function HallContent({ board, onBoard }: { board: HallBoard; onBoard: (board: HallBoard) => void }) {
  const [input, setInput] = useState('');
  const search = useDebouncedValue(input.trim(), SEARCH_DEBOUNCE_MS);
  // Page and expansion belong to one search: a new search starts again on page 1, all rows collapsed.
  const [view, setView] = useState({ search: '', page: 1 });
  const [filter, setFilter] = useState<BoardFilter>('all');
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const page = view.search === search ? view.page : 1;
  const { query, hiddenUntil, day, failed } = useBoardPage(board, search, page, filter);

  // A new search or board collapses every row, during render rather than in an effect.
  const [expandedFor, setExpandedFor] = useState({ search, board });
  if (expandedFor.search !== search || expandedFor.board !== board) {
    setExpandedFor({ search, board });
    setExpanded(new Set());
  }
  const switchBoard = (next: HallBoard) => {
    onBoard(next);
    setView({ search, page: 1 });
  };

  const pickFilter = (next: BoardFilter) => {
    setFilter(next);
    setView({ search, page: 1 });
    setExpanded(new Set());
  };

  const goTo = (next: number) => {
    setView({ search, page: next });
    setExpanded(new Set());
  };
  const toggle = (id: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  const data = query.data;
  return (
    <Flex direction="column" gap="3">
      <Flex gap="3" align="center" justify="between" wrap="wrap">
        <BoardToggle board={board} onBoard={switchBoard} />
        {board === 'season' && <BoardFilters filter={filter} onFilter={pickFilter} />}
      </Flex>
      {board === 'season' ? <SeasonBanner /> : <DailyBanner day={day} />}
      <WatchLiveLine />
      <Text as="p" size="2">
        <Link className="terminal-link" to="/stats">
          {HALL_TEXTS.statsLink}
        </Link>
      </Text>
      <TextField.Root
        type="search"
        aria-label="Search heroes by name"
        placeholder="Search heroes..."
        value={input}
        maxLength={20}
        onChange={(e) => setInput(e.target.value)}
      />
      <div aria-live="polite" aria-busy={query.isFetching}>
        {failed ? (
          <Text as="p" className="terminal-error">
            {HALL_TEXTS.error}
          </Text>
        ) : !data ? (
          <Text as="p" className="terminal-dim">
            {HALL_TEXTS.loading}
          </Text>
        ) : data.scores.length === 0 ? (
          <Text as="p" className="terminal-dim">
            {emptyText(search, board === 'season' ? filter : 'all')}
          </Text>
        ) : (
          <ol className="hall-list" aria-label="Hall of Legends entries">
            {data.scores.map((entry) => (
              <ScoreRow
                key={entry.id}
                entry={entry}
                expanded={expanded.has(entry.id)}
                onToggle={() => toggle(entry.id)}
                watchOpensAt={hiddenUntil}
              />
            ))}
          </ol>
        )}
      </div>
      {data && (
        <>
          <Pagination page={page} total={data.totalPages} onPage={goTo} />
          <Text size="1" className="terminal-dim" align="center">
            {data.total} {data.total === 1 ? 'legend' : 'legends'} · page {Math.min(page, Math.max(1, data.totalPages))}{' '}
            of {Math.max(1, data.totalPages)}
          </Text>
        </>
      )}
    </Flex>
  );
}

/**
 * The leaderboard dialog; its search runs only while it is open. `initialBoard` picks the board it opens
 * on (each opening); the board is held here because the caption above the content names it too.
 */
export function HallOfLegendsDialog({
  open,
  onOpenChange,
  initialBoard = 'season',
}: DialogProps & { initialBoard?: HallBoard }) {
  const [board, setBoard] = useState<HallBoard>(initialBoard);
  // Reopened: back to the board it opens on, during render rather than in an effect.
  const [openFor, setOpenFor] = useState(open);
  if (openFor !== open) {
    setOpenFor(open);
    if (open) setBoard(initialBoard);
  }
  return (
    <TerminalDialog
      open={open}
      onOpenChange={onOpenChange}
      title="HALL OF LEGENDS"
      description={<HallCaption key={board} board={board} />}
      maxWidth="640px"
    >
      {open && <HallContent board={board} onBoard={setBoard} />}
    </TerminalDialog>
  );
}
