// /tome: the whole Tome of Knowledge with search, from the engine's data tables.
import { useMemo, useState } from 'react';
import { Flex, Heading, Text } from '@radix-ui/themes';
import { Link } from 'react-router-dom';
import { tomeContents } from '../tome/tomeData';
import { TomeEntries } from '../tome/TomeEntries';
import { TomeSearch } from '../tome/TomeSearch';

/** Every item, spell and monster; a query opens all sections on the matches. */
export function TomePage() {
  const [query, setQuery] = useState('');
  const contents = useMemo(() => tomeContents(query), [query]);
  return (
    <main className="terminal-page">
      <Flex direction="column" gap="4">
        <Flex justify="between" align="center" wrap="wrap" gap="3">
          <Heading as="h1" size="7" className="terminal-title">
            TOME OF KNOWLEDGE
          </Heading>
          <Link className="terminal-link" to="/">
            &lt; Back to Home
          </Link>
        </Flex>
        <Text as="p" color="gray" size="2">
          All the lore of the dungeon: equipment and items by type and tier, spells, and the creatures that lurk below.
        </Text>
        <TomeSearch value={query} onChange={setQuery} />
        <TomeEntries contents={contents} openAll={query.trim() !== ''} query={query} />
      </Flex>
    </main>
  );
}
