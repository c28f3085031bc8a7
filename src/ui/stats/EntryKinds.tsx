// The season's Hall of Legends by kind of entry: sealed, witnessed, open and all, as boxes like a
// version's counts, with what each kind means in the words the Hall's marks use.
import { Heading, Text } from '@radix-ui/themes';
import { OPEN_MEANING, SEALED_MEANING, WITNESSED_MEANING } from '../hall/witnessText';
import { useEntryKinds } from './useEntryKinds';
import { figureText, kindFigures } from './statsShape';
import { kindsTitle, STATS_TEXTS } from './statsTexts';

/** The section: loading, a failure, or the counts with their meanings. */
export function EntryKinds() {
  const query = useEntryKinds();
  return (
    <section className="stats-kinds" aria-labelledby="stats-kinds-title">
      <Heading as="h2" size="4" id="stats-kinds-title" className="stats-heading">
        {kindsTitle(query.data?.season ?? null)}
      </Heading>
      {query.isPending ? (
        <Text as="p" role="status" className="terminal-dim">
          &gt; {STATS_TEXTS.kindsLoading}
        </Text>
      ) : query.isError ? (
        <Text as="p" role="alert" className="terminal-error">
          {STATS_TEXTS.kindsError} ({query.error.message})
        </Text>
      ) : (
        <>
          <dl className="stats-counts stats-kind-counts" data-testid="entry-kinds">
            {kindFigures(query.data).map(({ label, value }) => (
              <div key={label} className="stats-count">
                <dt>{label}</dt>
                <dd>{figureText(value)}</dd>
              </div>
            ))}
          </dl>
          <ul className="stats-kind-meanings" data-testid="entry-kind-meanings">
            {[SEALED_MEANING, WITNESSED_MEANING, OPEN_MEANING].map((meaning) => (
              <li key={meaning}>{meaning}</li>
            ))}
          </ul>
          <Text as="p" size="1" className="terminal-dim">
            {STATS_TEXTS.kindsNote}
          </Text>
        </>
      )}
    </section>
  );
}
