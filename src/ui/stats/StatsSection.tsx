// One titled box of the statistics page; with nothing to show yet, a line that says so instead.
import type { ReactNode } from 'react';
import { Heading, Text } from '@radix-ui/themes';

/** The section `title` (its heading's `id` labels it); `wide` spans the page's columns. */
export function StatsSection({
  id,
  title,
  wide = false,
  empty = null,
  children,
}: {
  id: string;
  title: string;
  wide?: boolean;
  /** Shown instead of the children when there is nothing to show yet. */
  empty?: string | null;
  children: ReactNode;
}) {
  return (
    <section className={wide ? 'stats-section stats-wide' : 'stats-section'} aria-labelledby={id}>
      <Heading as="h2" size="3" id={id} className="stats-heading">
        {title}
      </Heading>
      {empty === null ? (
        children
      ) : (
        <Text as="p" className="terminal-dim">
          {empty}
        </Text>
      )}
    </section>
  );
}
