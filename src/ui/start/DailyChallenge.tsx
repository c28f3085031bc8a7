// DAILY CHALLENGE on the start screen: today's challenge from the server (its day and rules; its seed
// stays on the server, which deals the run sealed), then the same quest start as BEGIN QUEST. Offline or with the server down it says so, and BEGIN QUEST still starts a normal quest.
import { useEffect, useEffectEvent, useState } from 'react';
import { Button, Spinner, Text } from '@radix-ui/themes';
import { useQueryClient } from '@tanstack/react-query';
import { fetchDailyChallenge } from '../../api/dailyHooks';
// From its own module: the engine's index would bring the whole engine into the start screen's bundle.
import { RULES_VERSION, SUPPORTED_RULES_VERSIONS } from '../../engine/versions/profiles';

/** Shown when today's challenge cannot be fetched; the reason follows it. */
export const DAILY_UNREACHABLE =
  'The daily challenge cannot be reached right now. BEGIN QUEST still starts a normal quest.';

interface DailyChallengeProps {
  /** The hero name once the checks accept it; null while it is missing, refused or being checked. */
  name: string | null;
  /**
   * The name's check is still running: the button stays enabled (a quick Tab after typing reaches it
   * instead of skipping a briefly disabled button) and a press waits for the check, as BEGIN QUEST does.
   */
  checking?: boolean;
  onBegin: (name: string, daily: DailyDraw) => void;
}

/** Today's challenge as a quest starts from it: the day and the rules version it was drawn for. */
export interface DailyDraw {
  day: string;
  rulesVersion: number;
}

/** Shown when the day was drawn under rules this page does not know (a tab opened before a deploy). */
export const DAILY_NEWER_RULES = "Today's challenge needs the newest version of the game: reload the page to play it.";

/** The button and, after a failed fetch, its error. */
export function DailyChallenge({ name, checking = false, onBegin }: DailyChallengeProps) {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // Today's seed, then the quest; pending is already set (a failure clears it so the button works again).
  const fetchAndBegin = async (hero: string) => {
    try {
      const today = await fetchDailyChallenge(queryClient);
      // A server from before days kept their rules drew today's under the rules it plays: this page's.
      const rulesVersion = today.rulesVersion ?? RULES_VERSION;
      if (!SUPPORTED_RULES_VERSIONS.includes(rulesVersion)) {
        setFailure(DAILY_NEWER_RULES);
        setPending(false);
        return;
      }
      onBegin(hero, { day: today.day, rulesVersion });
    } catch (error) {
      setFailure(`${DAILY_UNREACHABLE} (${(error as Error).message})`);
      setPending(false);
    }
  };
  // Pressed while the name was being checked: the press is used up once the check answers (during
  // render, as BEGIN QUEST's is), starting the challenge with the accepted name or dropped on a refusal.
  const [armed, setArmed] = useState(false);
  const [startWith, setStartWith] = useState<{ name: string } | null>(null);
  if (armed && !checking) {
    setArmed(false);
    if (name !== null && !pending) {
      setPending(true);
      setFailure(null);
      setStartWith({ name });
    }
  }
  const fetchNow = useEffectEvent((hero: string) => void fetchAndBegin(hero));
  useEffect(() => {
    if (startWith === null) return;
    // Fetched from a task of its own: a remount (StrictMode) cancels it before it starts, so it runs once.
    const task = setTimeout(() => fetchNow(startWith.name), 0);
    return () => clearTimeout(task);
  }, [startWith]);
  const press = () => {
    if (name === null) {
      if (checking) setArmed(true);
      return;
    }
    if (pending) return;
    setPending(true);
    setFailure(null);
    void fetchAndBegin(name);
  };
  return (
    <>
      <Button
        type="button"
        size="3"
        variant="surface"
        disabled={name === null && !checking}
        aria-busy={pending || armed}
        aria-describedby="daily-status"
        onClick={press}
      >
        {(pending || armed) && <Spinner size="2" />}
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
