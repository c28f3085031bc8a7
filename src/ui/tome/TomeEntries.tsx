// The Tome's three sections as accordions (native <details>), shared by the /tome page and the dialog.
import type { ReactNode } from 'react';
import { Badge, Flex, Text } from '@radix-ui/themes';
import type { Item, MonsterCatalogueEntry, Spell, Threat } from '../../engine';
import { ThreatMark } from '../threat/ThreatMark';
import { effectBadges, tierBand, type TomeContents, type TomeGroup } from './tomeData';

function Limited<T>({
  group,
  limit,
  render,
}: {
  group: TomeGroup<T>;
  limit?: number;
  render: (entry: T) => ReactNode;
}) {
  const shown = limit === undefined ? group.entries : group.entries.slice(0, limit);
  const hidden = group.entries.length - shown.length;
  return (
    <div className="tome-group">
      <Text as="div" weight="bold" size="2" className="tome-group-title">
        {group.title} ({group.entries.length})
      </Text>
      <ul className="tome-list">{shown.map(render)}</ul>
      {hidden > 0 && (
        <Text size="2" className="terminal-dim">
          ... and {hidden} more
        </Text>
      )}
    </div>
  );
}

function ItemRow({ item }: { item: Item }) {
  return (
    <li className="tome-entry">
      <Flex gap="2" align="center" wrap="wrap">
        <span className={`tome-tier tome-tier-${tierBand(item.tier)}`}>T{item.tier}</span>
        <Text weight="bold" size="2">
          {item.name}
        </Text>
        {effectBadges(item.effect).map((badge) => (
          <Badge key={badge} variant="outline" size="1">
            {badge}
          </Badge>
        ))}
        {item.teachSpell && <Badge size="1">Teaches {item.teachSpell}</Badge>}
      </Flex>
      <Text as="p" size="1" className="terminal-dim">
        {item.description}
      </Text>
    </li>
  );
}

function SpellRow({ spell }: { spell: Spell }) {
  return (
    <li className="tome-entry">
      <Flex gap="2" align="center" wrap="wrap">
        <Text weight="bold" size="2">
          {spell.name}
        </Text>
        <Badge variant="outline" size="1">
          {spell.manaCost} mana
        </Badge>
        {spell.damage !== undefined && (
          <Badge variant="outline" size="1">
            {spell.damage} damage
          </Badge>
        )}
        {spell.heal !== undefined && (
          <Badge variant="outline" size="1">
            heals {spell.heal}
          </Badge>
        )}
      </Flex>
      <Text as="p" size="1" className="terminal-dim">
        {spell.description}
      </Text>
    </li>
  );
}

function MonsterRow({
  monster,
  threat,
  floor,
}: {
  monster: MonsterCatalogueEntry;
  threat: Threat | undefined;
  floor: number | null;
}) {
  return (
    <li className="tome-entry" data-testid={`tome-monster-${monster.name}`}>
      <Flex gap="2" align="center" wrap="wrap">
        <span className="legend-glyph legend-monster" aria-hidden>
          {monster.symbol}
        </span>
        <Text weight="bold" size="2">
          {monster.name}
        </Text>
        <Badge variant="outline" size="1">
          levels {monster.levelRange[0]}-{monster.levelRange[1]}
        </Badge>
      </Flex>
      {threat && floor !== null && (
        <Text as="div" size="1" className="tome-threat">
          <span className="terminal-dim">Now, on floor {floor}:</span> <ThreatMark threat={threat} />
        </Text>
      )}
      <Text as="p" size="1" className="terminal-dim">
        {monster.description}
      </Text>
    </li>
  );
}

/** What an empty section says: what the search found (nothing), or, with no search, that nothing is written yet. */
export function emptySectionText(noun: string, query: string): string {
  const typed = query.trim();
  return typed === '' ? 'Nothing here yet.' : `No ${noun} matches “${typed}”.`;
}

function Section({
  title,
  count,
  children,
  open,
  empty,
}: {
  title: string;
  count: number;
  children: ReactNode;
  open: boolean;
  /** Shown in place of the entries when there are none. */
  empty: string;
}) {
  return (
    <details className="tome-section" open={open}>
      <summary>
        {title} ({count})
      </summary>
      <div className="tome-section-body">
        {count === 0 ? (
          <Text size="2" className="terminal-dim">
            {empty}
          </Text>
        ) : (
          children
        )}
      </div>
    </details>
  );
}

/** The three accordions; `limit` caps each group (the dialog shows at most 10); `query` is the search typed. */
export function TomeEntries({
  contents,
  limit,
  openAll,
  query = '',
}: {
  contents: TomeContents;
  limit?: number;
  openAll: boolean;
  query?: string;
}) {
  const itemCount = contents.itemGroups.reduce((n, g) => n + g.entries.length, 0);
  const monsterCount = contents.monsterGroups.reduce((n, g) => n + g.entries.length, 0);
  return (
    <Flex direction="column" gap="3">
      <Section title="Equipment and Items" count={itemCount} open={openAll} empty={emptySectionText('item', query)}>
        {contents.itemGroups.map((group) => (
          <Limited
            key={group.title}
            group={group}
            limit={limit}
            render={(item) => <ItemRow key={item.id} item={item} />}
          />
        ))}
      </Section>
      <Section
        title="Spells and Magic"
        count={contents.spells.length}
        open={openAll}
        empty={emptySectionText('spell', query)}
      >
        <Limited
          group={{ title: 'Spells', entries: contents.spells }}
          limit={limit}
          render={(spell) => <SpellRow key={spell.name} spell={spell} />}
        />
      </Section>
      <Section
        title="Creatures and Monsters"
        count={monsterCount}
        open={openAll}
        empty={emptySectionText('monster', query)}
      >
        {contents.monsterGroups.map((group) => (
          <Limited
            key={group.title}
            group={group}
            limit={limit}
            render={(m) => (
              <MonsterRow key={m.name} monster={m} threat={contents.threats.get(m.name)} floor={contents.floor} />
            )}
          />
        ))}
      </Section>
    </Flex>
  );
}
