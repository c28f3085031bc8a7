// The header's dialogs (help, controls, legend, tome, display, save, load, quit): a chunk of their own,
// fetched when the player first opens one or at the warm-up after the first gesture (./HeaderDialogs.tsx),
// so a game screen's load does not fetch and evaluate eight dialogs nobody has opened yet.
import { memo } from 'react';
import type { GameState } from '../../../engine';
import type { SealedRunRecord } from '../../../storage/sealedRun';
import type { HeaderDialog } from '../../../app/gameTypes';
import { HelpDialog } from '../../help/HelpDialog';
import { LegendDialog } from '../../legend/LegendDialog';
import { TomeDialog } from '../../tome/TomeDialog';
import { QuitDialog } from '../../hall/QuitDialog';
import { SaveDialog } from './SaveDialog';
import { LoadDialog } from './LoadDialog';
import { DisplayDialog } from '../../display/DisplayDialog';
import { ControlsDialog } from '../../input/controls/ControlsDialog';

interface HeaderDialogsProps {
  dialog: HeaderDialog | null;
  state: GameState;
  onClose: () => void;
  onLoaded: (state: GameState) => void;
  onTakeUp: (run: SealedRunRecord) => void;
  onQuit: () => void;
  /** Opens another of these dialogs in place of the open one (HELP's CONTROLS button). */
  onSwitch: (dialog: HeaderDialog) => void;
}

function HeaderDialogsView({ dialog, state, onClose, onLoaded, onTakeUp, onQuit, onSwitch }: HeaderDialogsProps) {
  const closeOnFalse = (open: boolean) => !open && onClose();
  return (
    <>
      <HelpDialog open={dialog === 'help'} onOpenChange={closeOnFalse} onControls={() => onSwitch('controls')} />
      <ControlsDialog open={dialog === 'controls'} onOpenChange={closeOnFalse} />
      <LegendDialog open={dialog === 'legend'} onOpenChange={closeOnFalse} />
      <DisplayDialog open={dialog === 'display'} onOpenChange={closeOnFalse} />
      <TomeDialog open={dialog === 'tome'} onOpenChange={closeOnFalse} state={state} />
      <SaveDialog state={state} open={dialog === 'save'} onOpenChange={closeOnFalse} />
      <LoadDialog
        open={dialog === 'load'}
        onOpenChange={closeOnFalse}
        onLoaded={onLoaded}
        onTakeUp={onTakeUp}
        running={state}
      />
      <QuitDialog
        open={dialog === 'quit'}
        onOpenChange={closeOnFalse}
        state={state}
        onQuitGame={onQuit}
        onNewAdventure={onQuit}
      />
    </>
  );
}

// While all of them are closed a move changes nothing they show: skip their render (the Tome's
// contents are computed from the state, which would otherwise cost every move).
const unchangedWhileClosed = (prev: HeaderDialogsProps, next: HeaderDialogsProps) =>
  prev.dialog === null &&
  next.dialog === null &&
  prev.onLoaded === next.onLoaded &&
  prev.onTakeUp === next.onTakeUp &&
  prev.onSwitch === next.onSwitch;

/** Every header dialog, the one the statechart has open shown. */
export const HeaderDialogSet = memo(HeaderDialogsView, unchangedWhileClosed);
