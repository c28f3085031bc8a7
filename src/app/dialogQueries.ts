// What the UI asks the statechart about dialogs; gameQueries.ts asks the engine's state, this asks the
// machine's (a file of its own: the statechart's setup, gameSetup.ts, imports gameQueries.ts).
import type { SnapshotFrom } from 'xstate';
import type { gameMachine } from './gameMachine';
import type { HeaderDialog } from './gameTypes';

type GameSnapshot = SnapshotFrom<typeof gameMachine>;

/** A dialog the statechart raised from the game: level-up, portal, merchant, stamina, death, victory. */
export type GameDialog = 'levelUp' | 'portal' | 'merchant' | 'stamina' | 'dead' | 'won';

/** True while any dialog is open, raised by the game or opened from the header: keys and the gamepad wait. */
export function anyDialogOpen(snapshot: GameSnapshot): boolean {
  return !snapshot.matches({ playing: { dialog: 'none', header: 'closed' } });
}

/** The header dialog open, or null. */
export function headerDialogOpen(snapshot: GameSnapshot): HeaderDialog | null {
  return snapshot.context.headerDialog;
}

/** The dialog the game raised, or null while none is open. */
export function gameDialogOpen(snapshot: GameSnapshot): GameDialog | null {
  if (snapshot.matches('dead')) return 'dead';
  if (snapshot.matches('won')) return 'won';
  if (!snapshot.matches('playing')) return null;
  const { dialog } = (snapshot.value as { playing: { dialog: GameDialog | 'none' } }).playing;
  return dialog === 'none' ? null : dialog;
}
