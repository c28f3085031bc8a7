import { useRef } from 'react';
import type { GameState } from '../../engine';
import { useAudio } from '../../audio/AudioProvider';
import { PaneResizer } from '../float/PaneResizer';
import { GameActor } from './session/GameActor';
import { anyDialogOpen, headerDialogOpen } from '../../app/dialogQueries';
import { GameHeader } from './hud/GameHeader';
import { useRunDay } from './session/SealedKey';
import { PlayPane } from './hud/PlayPane';
import { CharacterPane } from './hud/CharacterPane';
import { GameDialogs } from './dialogs/GameDialogs';
import { HeaderDialogs } from './dialogs/HeaderDialogs';
import { useGameCommands } from './useGameCommands';
import { useHeaderCommands } from './useHeaderCommands';
import { useGameInput } from './useGameInput';
import { useDialogFocusReturn } from './useDialogFocusReturn';
import { useFloatLayout } from './useFloatLayout';
import { useMapLayout } from './useMapLayout';
import { usePanelBodies } from './usePanelBodies';
import { FloatPanels } from './FloatPanels';
import { useViewport } from './useViewport';
// The game screen's extra colour scales (monsters, loot, mana); the start screen does not need them.
import '@radix-ui/themes/tokens/colors/red.css';
import '@radix-ui/themes/tokens/colors/amber.css';
import '@radix-ui/themes/tokens/colors/blue.css';
import './game.css';

/** The main game screen: header, left pane (map, log, controls), right pane panels, dialogs. */
export default function GameScreen() {
  const state = GameActor.useSelector((s) => s.context.game);
  // Between QUIT and the start screen the game is already cleared: draw nothing for that instant.
  return state ? <GameScreenBody state={state} /> : null;
}

function GameScreenBody({ state }: { state: GameState }) {
  const { send } = GameActor.useActorRef();
  const dialogOpen = GameActor.useSelector(anyDialogOpen);
  const headerDialog = GameActor.useSelector(headerDialogOpen);
  const audio = useAudio();
  const viewport = useViewport();
  const { player, dungeon } = state;
  const { bodyRef, leftRef, controlsRef, paneWidth, setChosenWidth, parentWidth, cell, stacked } = useMapLayout(
    dungeon.width,
    dungeon.height,
    viewport,
  );
  const rightRef = useRef<HTMLElement>(null);
  const float = useFloatLayout(viewport, rightRef);
  const commands = useGameCommands(send);
  const { asked, message } = useGameInput(send, !dialogOpen, state);
  const focusReturn = useDialogFocusReturn(controlsRef, dialogOpen, headerDialog !== null);
  const onCommand = useHeaderCommands(send, float.toggleFloat, focusReturn.rememberOpener);
  const { bodies, accordion } = usePanelBodies(state, commands);
  const day = useRunDay(state.seed);

  return (
    <div className={`game-screen ${stacked ? 'is-narrow' : 'is-wide'}`} data-testid="game-screen">
      <GameHeader
        daily={day}
        level={dungeon.level}
        x={player.x}
        y={player.y}
        soundOn={audio.enabled}
        floating={float.floating}
        compact={viewport.compactHeader}
        onCommand={onCommand}
      />
      <div className="game-body" ref={bodyRef}>
        <PlayPane
          state={state}
          paneRef={leftRef}
          controlsRef={controlsRef}
          width={stacked ? undefined : paneWidth}
          cell={cell}
          commands={commands}
          asked={asked}
          message={message}
        />
        {!stacked && <PaneResizer width={paneWidth} onWidth={setChosenWidth} parentWidth={parentWidth} />}
        <CharacterPane
          state={state}
          paneRef={rightRef}
          floating={float.floating}
          open={float.panels}
          onOpen={float.setPanels}
          panels={accordion}
        />
      </div>
      {float.floating && <FloatPanels float={float} bodies={bodies} />}
      <GameDialogs state={state} toControls={focusReturn.toControls} />
      <HeaderDialogs state={state} />
    </div>
  );
}
