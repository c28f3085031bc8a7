// "Download Chronicle" on the game-over and quit dialogs: the run's plain-text record as a .txt file.
import { Button } from '@radix-ui/themes';
import type { GameState, LivingEnd } from '../../engine';
import { useToast } from '../toast/ToastProvider';
import { chronicleFailure, chronicleOfState, downloadChronicle } from './chronicleFile';

/** The button; the chronicle is written when pressed, from the state of that moment. */
export function DownloadChronicleButton({ state, living }: { state: GameState; living: LivingEnd }) {
  const toast = useToast();
  const download = () => {
    try {
      const fileName = downloadChronicle(chronicleOfState(state, living), state.player.name);
      toast.show({ title: 'Downloaded!', description: fileName });
    } catch (error) {
      toast.show({ title: 'Error', description: chronicleFailure(error), variant: 'error' });
    }
  };
  return (
    <Button variant="soft" onClick={download}>
      Download Chronicle
    </Button>
  );
}
