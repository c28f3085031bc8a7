// The seasonal banner: season name and the reset countdown, refreshed every 60 s.
import { useEffect, useState } from 'react';
import { Flex, Text } from '@radix-ui/themes';
import { RESET_IN_PROGRESS, resetCountdown, seasonLabel } from './countdown';

/** How often the countdown is redrawn. */
export const COUNTDOWN_REFRESH_MS = 60_000;

/** Banner above the leaderboard. */
export function SeasonBanner() {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), COUNTDOWN_REFRESH_MS);
    return () => clearInterval(timer);
  }, []);
  const countdown = resetCountdown(now);
  return (
    <Flex className="hall-banner" justify="between" align="center" wrap="wrap" gap="2">
      <Text weight="bold">⚔ {seasonLabel(now)}</Text>
      <Text size="2" aria-live="polite">
        {countdown === RESET_IN_PROGRESS ? countdown : `Reset in ${countdown}`}
      </Text>
    </Flex>
  );
}
