// Beside the share buttons of a daily run: its spoiler-free result text and a button that copies it.
import { Button, Flex, Text } from '@radix-ui/themes';
import { isGameOver, type GameState } from '../../engine';
import { dayOfSeed } from '../../shared/daily';
import { useToast } from '../toast/ToastProvider';
import { dailyShareText, type DailyResult } from './dailyShareText';
import './dailyShare.css';

/** The daily result text, shown as it will be pasted, with COPY DAILY RESULT. */
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
      <Text size="2" weight="bold">Daily challenge {result.day}</Text>
      <pre className="daily-share-text" data-testid="daily-share-text">{text}</pre>
      <Flex>
        <Button variant="outline" size="1" onClick={() => void copy()}>COPY DAILY RESULT</Button>
      </Flex>
    </Flex>
  );
}

/** DailyShare for a daily run inscribed with `score` (the verified figure); nothing for a normal run. */
export function DailyRunShare({ state, score }: { state: GameState; score: number }) {
  const day = dayOfSeed(state.seed);
  if (day === null) return null;
  return <DailyShare result={{ day, floor: state.dungeon.level, score, died: isGameOver(state) }} />;
}
