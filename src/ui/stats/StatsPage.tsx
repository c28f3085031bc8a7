// /stats: the season's entries by kind (GET /api/stats/entries), then where heroes fall, per rules
// version, from every witnessed run (GET /api/stats). Linked from the
// Hall of Legends; loaded on its own (a lazy route), with the chart library, so the game never pays for it.
import { useState } from 'react';
import { Flex, Heading, Text } from '@radix-ui/themes';
import { Link } from 'react-router-dom';
import { useRunStats } from './useRunStats';
import { defaultVersion, versionsNewestFirst } from './statsShape';
import { countedAtText, STATS_TEXTS } from './statsTexts';
import { VersionPicker } from './VersionPicker';
import { VersionStats } from './VersionStats';
import { EntryKinds } from './EntryKinds';
import './stats.css';

/** The body under the title: loading, a failure with a retry, no runs at all, or a version's figures. */
function StatsBody() {
  const query = useRunStats();
  const [picked, setPicked] = useState<number | null>(null);
  if (query.isPending) {
    return (
      <Text as="p" role="status" className="terminal-dim">
        &gt; {STATS_TEXTS.loading}
      </Text>
    );
  }
  if (query.isError) {
    return (
      <Flex direction="column" gap="3" align="start" role="alert">
        <Text as="p" className="terminal-error">
          {STATS_TEXTS.error} ({query.error.message})
        </Text>
        {/* A plain button, as VersionPicker's (why there). */}
        <button type="button" className="stats-button" onClick={() => void query.refetch()} disabled={query.isFetching}>
          {query.isFetching ? STATS_TEXTS.retrying : STATS_TEXTS.retry}
        </button>
      </Flex>
    );
  }
  const { versions, generatedAt } = query.data;
  const shown =
    versions.find((v) => v.rulesVersion === picked) ??
    versions.find((v) => v.rulesVersion === defaultVersion(versions));
  return (
    <Flex direction="column" gap="4">
      <Text as="p" size="1" className="terminal-dim" data-testid="stats-counted">
        {countedAtText(generatedAt)}
      </Text>
      {!shown ? (
        <Text as="p" className="terminal-dim">
          {STATS_TEXTS.noVersions}
        </Text>
      ) : (
        <>
          <VersionPicker versions={versionsNewestFirst(versions)} shown={shown.rulesVersion} onPick={setPicked} />
          <VersionStats key={shown.rulesVersion} stats={shown} />
        </>
      )}
    </Flex>
  );
}

/** The page: its title, the way back to the game, and the figures. */
export function StatsPage() {
  return (
    <main className="terminal-page stats-page">
      <Flex justify="between" align="center" wrap="wrap" gap="3" mb="2">
        <Heading as="h1" size="6" className="terminal-title">
          {STATS_TEXTS.title}
        </Heading>
        <Link className="terminal-link" to="/">
          {STATS_TEXTS.back}
        </Link>
      </Flex>
      <Text as="p" size="2" mb="3">
        {STATS_TEXTS.caption}
      </Text>
      <Flex direction="column" gap="5">
        <EntryKinds />
        <StatsBody />
      </Flex>
    </main>
  );
}
