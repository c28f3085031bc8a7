// The expanded part of a Hall of Legends row: full statistics for premium entries only.
import { DataList, Text } from '@radix-ui/themes';
import type { HighScore } from '../../shared/api';

const FIELDS: readonly [label: string, value: (s: HighScore) => string | number][] = [
  ['Level', (s) => s.level],
  ['Gold', (s) => s.gold],
  ['Dungeon floor', (s) => s.dungeonLevel],
  ['Days survived', (s) => s.daysSurvived],
  ['Monsters slain', (s) => s.monstersKilled],
  ['Health / Mana / Stamina', (s) => `${s.finalHealth} / ${s.finalMana} / ${s.finalStamina}`],
  ['STR / INT / DEX / CON', (s) => `${s.strength} / ${s.intelligence} / ${s.dexterity} / ${s.constitution}`],
  ['Spells learned', (s) => s.spellsLearned],
  ['Items found', (s) => s.itemsFound],
  [
    'Completed',
    (s) =>
      s.completedAt && !Number.isNaN(Date.parse(s.completedAt)) ? new Date(s.completedAt).toLocaleDateString() : '—',
  ],
];

/** Full statistics, or 'Limited Statistics Available' for a basic entry. */
export function EntryStats({ entry }: { entry: HighScore }) {
  if (!entry.isPremium) {
    return (
      <Text as="p" size="2" className="terminal-dim">
        Limited Statistics Available
      </Text>
    );
  }
  return (
    <DataList.Root size="1">
      {FIELDS.map(([label, value]) => (
        <DataList.Item key={label}>
          <DataList.Label minWidth="160px">{label}</DataList.Label>
          <DataList.Value>{value(entry)}</DataList.Value>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}
