// The daily board's banner: which day it is (UTC) and that the day's runs open when it is over.
import { Flex, Text } from '@radix-ui/themes';

/** Banner above today's daily board; `day` is null while today's challenge is being read. */
export function DailyBanner({ day }: { day: string | null }) {
  return (
    <Flex className="hall-banner" justify="between" align="center" wrap="wrap" gap="2">
      <Text weight="bold">☀ Daily challenge {day ?? '...'}</Text>
      <Text size="2">One dungeon for everyone today (UTC)</Text>
    </Flex>
  );
}
