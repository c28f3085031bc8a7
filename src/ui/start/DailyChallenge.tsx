// DAILY CHALLENGE on the start screen: today's seed from the server, then the same quest start as
// BEGIN QUEST. Offline or with the server down it says so, and BEGIN QUEST still starts a normal quest.
import { useState } from 'react';
import { Button, Spinner, Text } from '@radix-ui/themes';
import { useQueryClient } from '@tanstack/react-query';
import { fetchDailyChallenge } from '../../api/dailyHooks';
import { RULES_VERSION, SUPPORTED_RULES_VERSIONS } from '../../engine';

/** Shown when today's challenge cannot be fetched; the reason follows it. */
export const DAILY_UNREACHABLE =
  'The daily challenge cannot be reached right now. BEGIN QUEST still starts a normal quest.';

interface DailyChallengeProps {
  /** The hero name once the checks accept it; null while it is missing, refused or being checked. */
  name: string | null;
  onBegin: (name: string, daily: DailyDraw) => void;
}

/** Today's challenge as a quest starts from it: the stored seed and the rules version the day was drawn for. */
export interface DailyDraw {
  seed: string;
  rulesVersion: number;
}

/** Shown when the day was drawn under rules this page does not know (a tab opened before a deploy). */
export const DAILY_NEWER_RULES = "Today's challenge needs the newest version of the game: reload the page to play it.";

/** The button and, after a failed fetch, its error. */
export function DailyChallenge({ name, onBegin }: DailyChallengeProps) {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const start = async () => {
    if (name === null || pending) return;
    setPending(true);
    setFailure(null);
    try {
      const today = await fetchDailyChallenge(queryClient);
      // A server from before days kept their rules drew today's under the rules it plays: this page's.
      const rulesVersion = today.rulesVersion ?? RULES_VERSION;
      if (!SUPPORTED_RULES_VERSIONS.includes(rulesVersion)) {
        setFailure(DAILY_NEWER_RULES);
        setPending(false);
        return;
      }
      onBegin(name, { seed: today.seed, rulesVersion });
    } catch (error) {
      setFailure(`${DAILY_UNREACHABLE} (${(error as Error).message})`);
      setPending(false);
    }
  };
  return (
    <>
      <Button
        type="button"
        size="3"
        variant="surface"
        disabled={name === null}
        aria-busy={pending}
        aria-describedby="daily-status"
        onClick={() => void start()}
      >
        {pending && <Spinner size="2" />}
        DAILY CHALLENGE
      </Button>
      <div id="daily-status" aria-live="polite">
        {failure ? (
          <Text as="p" size="2" role="alert" className="terminal-error">
            {failure}
          </Text>
        ) : (
          <Text as="p" size="1" className="terminal-dim" align="center">
            One dungeon for all today (UTC), with its own board.
          </Text>
        )}
      </div>
    </>
  );
}
