import { Crown } from '../../hall/Crown';
import { RunEndDialog, type RunEndProps } from './RunEndDialog';

/** The victory dialog's words, word for word as players see them. */
export const VICTORY_TEXTS = {
  title: 'THE DUNGEON IS CONQUERED',
  description: (hero: string, floor: number, day: number) =>
    `${hero} stepped through the last portal of dungeon level ${floor} and climbed into daylight on day ${day}.`,
} as const;

/** 'THE DUNGEON IS CONQUERED': the end of a run by taking the last portal (RunEndDialog in triumph). */
export function VictoryDialog({ state, open, onPlayAgain }: RunEndProps) {
  const words = {
    title: VICTORY_TEXTS.title,
    description: VICTORY_TEXTS.description(state.player.name, state.dungeon.level, state.player.day),
    variant: 'victory',
    emblem: <Crown label={null} size="large" />,
  } as const;
  return <RunEndDialog state={state} open={open} words={words} onPlayAgain={onPlayAgain} />;
}
