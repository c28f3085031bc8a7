import { RunEndDialog, type RunEndProps } from './RunEndDialog';

/** 'THY QUEST HAS ENDED': the end of a run by death (RunEndDialog in the words of a fall). */
export function GameOverDialog({ state, open, onPlayAgain }: RunEndProps) {
  const words = {
    title: 'THY QUEST HAS ENDED',
    description: `${state.player.name} has fallen on dungeon level ${state.dungeon.level}.`,
    variant: 'gameOver',
  } as const;
  return <RunEndDialog state={state} open={open} words={words} onPlayAgain={onPlayAgain} />;
}
