import { useCallback } from 'react';
import type { GameEvent } from '../../app/gameTypes';
import { useAudio } from '../../audio/AudioProvider';
import { useTheme } from '../theme/ThemeProvider';
import type { HeaderCommand } from './hud/GameHeader';

/**
 * What a header button does: THEME, SOUND and FLOAT toggle at once; the others open their dialog in the
 * statechart, after `beforeDialog` (which remembers the button for focus return).
 */
export function useHeaderCommands(
  send: (event: GameEvent) => void,
  toggleFloat: () => void,
  beforeDialog: () => void,
): (command: HeaderCommand) => void {
  const { toggleTheme } = useTheme();
  const audio = useAudio();
  return useCallback(
    (command: HeaderCommand) => {
      // Any control the player uses stops an auto-explore or travel walk.
      send({ type: 'STOP_WALK' });
      if (command === 'theme') toggleTheme();
      else if (command === 'sound') audio.toggleEnabled();
      else if (command === 'float') toggleFloat();
      else {
        beforeDialog();
        send({ type: 'OPEN_DIALOG', dialog: command });
      }
    },
    [send, toggleTheme, audio, toggleFloat, beforeDialog],
  );
}
