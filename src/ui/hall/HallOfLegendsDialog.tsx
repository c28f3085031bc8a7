// The Hall of Legends: seasonal banner, debounced search, pages of 10 with expandable rows.
// The content unmounts on close, which resets search, page and expansion (SPEC.md section 4).
import { useEffect, useState } from 'react';
import { Flex, Text, TextField } from '@radix-ui/themes';
import { useSearchScores } from '../../api/hooks';
import { TerminalDialog, type DialogProps } from '../common/TerminalDialog';
import { SeasonBanner } from './SeasonBanner';
import { ScoreRow } from './ScoreRow';
import { Pagination } from './Pagination';
import { useDebouncedValue } from './useDebouncedValue';

/** Search waits this long after the last keystroke (SPEC.md section 9). */
export const SEARCH_DEBOUNCE_MS = 300;

/** The leaderboard texts of SPEC.md section 8. */
export const HALL_TEXTS = {
  error: 'Failed to load leaderboard. Please try again later.',
  empty: 'No scores recorded yet. Be the first to complete a dungeon run!',
  noMatch: (search: string) => `No players found matching "${search}"`,
  loading: 'Consulting the ancient scrolls...',
};

function HallContent() {
  const [input, setInput] = useState('');
  const search = useDebouncedValue(input.trim(), SEARCH_DEBOUNCE_MS);
  // Page and expansion belong to one search: a new search starts again on page 1, all rows collapsed.
  const [view, setView] = useState({ search: '', page: 1 });
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const page = view.search === search ? view.page : 1;
  const query = useSearchScores(search, page, true);

  useEffect(() => setExpanded(new Set()), [search]);

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
      <SeasonBanner />
      <TextField.Root type="search" aria-label="Search heroes by name" placeholder="Search heroes..." value={input} maxLength={20} onChange={(e) => setInput(e.target.value)} />
      <div aria-live="polite" aria-busy={query.isFetching}>
        {query.isError ? (
          <Text as="p" className="terminal-error">{HALL_TEXTS.error}</Text>
        ) : !data ? (
          <Text as="p" className="terminal-dim">{HALL_TEXTS.loading}</Text>
        ) : data.scores.length === 0 ? (
          <Text as="p" className="terminal-dim">{search ? HALL_TEXTS.noMatch(search) : HALL_TEXTS.empty}</Text>
        ) : (
          <ol className="hall-list" aria-label="Hall of Legends entries">
            {data.scores.map((entry) => (
              <ScoreRow key={entry.id} entry={entry} expanded={expanded.has(entry.id)} onToggle={() => toggle(entry.id)} />
            ))}
          </ol>
        )}
      </div>
      {data && (
        <>
          <Pagination page={page} total={data.totalPages} onPage={goTo} />
          <Text size="1" className="terminal-dim" align="center">
            {data.total} {data.total === 1 ? 'legend' : 'legends'} · page {Math.min(page, Math.max(1, data.totalPages))} of {Math.max(1, data.totalPages)}
          </Text>
        </>
      )}
    </Flex>
  );
}

/** The leaderboard dialog; its search runs only while it is open. */
export function HallOfLegendsDialog({ open, onOpenChange }: DialogProps) {
  return (
    <TerminalDialog open={open} onOpenChange={onOpenChange} title="HALL OF LEGENDS" description="The greatest heroes of this season." maxWidth="640px">
      {open && <HallContent />}
    </TerminalDialog>
  );
}
