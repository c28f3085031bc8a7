// Beside the share buttons of a daily run: its spoiler-free result text and a button that copies it.
import { Button, Flex, Text } from '@radix-ui/themes';
import { runOutcome, type GameState } from '../../engine';
import { useRunDay } from '../game/session/SealedKey';
import { useToast } from '../toast/ToastProvider';
import { dailyShareText, floorEmoji, floorTrail, type DailyResult } from './dailyShareText';
import { Crown } from './Crown';
import '@radix-ui/themes/tokens/colors/red.css';
import '@radix-ui/themes/tokens/colors/amber.css';
import './dailyShare.css';

/**
 * The emoji line drawn with CSS squares: a browser without a colour-emoji font shows emoji as empty
 * boxes (see ScoreRow's medals). Read aloud as the emoji text itself.
 */
function FloorTrail({ result }: { result: DailyResult }) {
  const { cleared, counted, last } = floorTrail(result);
  const squares = counted ? 1 : cleared;
  return (
    <span className="daily-floors" role="img" aria-label={floorEmoji(result)}>
      {Array.from({ length: squares }, (_, i) => (
        <span key={i} className="daily-floor is-cleared" />
      ))}
      {counted && <span className="daily-floor-count">×{cleared}</span>}
      {last === 'won' ? (
        <Crown label={null} />
      ) : (
        <span className={`daily-floor is-${last}`}>{last === 'died' ? '☠' : ''}</span>
      )}
    </span>
  );
}

/** The daily result text, shown as it will be pasted (its emoji line drawn), with COPY DAILY RESULT. */
export function DailyShare({ result }: { result: DailyResult }) {
  const toast = useToast();
  const text = dailyShareText(result);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      toast.show({ title: 'Copied!', description: 'Thy daily result is on the clipboard.', variant: 'success' });
    } catch {
      toast.show({ title: 'Error', description: 'Failed to copy to clipboard', variant: 'error' });
    }
  };
  return (
    <Flex direction="column" gap="2" className="daily-share" role="group" aria-label="Daily challenge result">
      <Text size="2" weight="bold">
        Daily challenge {result.day}
      </Text>
      <div className="daily-share-text" data-testid="daily-share-text" data-text={text}>
        <span>{text.split('\n')[0]}</span>
        <FloorTrail result={result} />
      </div>
      <Flex>
        <Button variant="outline" size="1" onClick={() => void copy()}>
          COPY DAILY RESULT
        </Button>
      </Flex>
    </Flex>
  );
}

/** DailyShare for a daily run inscribed with `score` (the verified figure); nothing for a normal run. */
export function DailyRunShare({ state, score }: { state: GameState; score: number }) {
  const day = useRunDay(state.seed);
  if (day === null) return null;
  const outcome = runOutcome(state);
  return (
    <DailyShare result={{ day, floor: state.dungeon.level, score, died: outcome === 'died', won: outcome === 'won' }} />
  );
}
