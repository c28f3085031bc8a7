import { useMemo, useRef } from 'react';
import { canClaimVictory, canDescend, restCost, type GameState } from '../../engine';
import { MapView } from '../../map/MapView';
import { useTheme } from '../theme/ThemeProvider';
import { useAudio } from '../../audio/AudioProvider';
import { PaneResizer } from '../float/PaneResizer';
import { GameActor } from './session/GameActor';
import { isBlockedMove } from '../../app/gameQueries';
import { anyDialogOpen, headerDialogOpen } from '../../app/dialogQueries';
import { GameHeader } from './hud/GameHeader';
import { dayOfSeed } from '../../shared/daily';
import { CombatLog } from './hud/CombatLog';
import { ControlBar } from './hud/ControlBar';
import { SidePanels } from './hud/SidePanels';
import { EnemyPanel } from './hud/panels/EnemyPanel';
import { enemyView } from './hud/panels/enemyView';
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
import { measureMove } from './measureMove';
import { barredBy, walkNote } from './hud/walkNote';
import { Narrator } from '../narration/Narrator';
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
  // The run's action count at the latest move into a wall: each bump shows the wall hint again.
  const blockedAt = GameActor.useSelector((s) =>
    isBlockedMove(s.context.refusal) ? (s.context.game?.actions.length ?? null) : null,
  );
  const exploring = GameActor.useSelector((s) => s.hasTag('walking') && s.context.walk?.kind === 'explore');
  const walkStop = GameActor.useSelector((s) => s.context.walkStop);
  const { theme } = useTheme();
  const audio = useAudio();
  const viewport = useViewport();
  const { player, combat, dungeon } = state;
  const { bodyRef, leftRef, controlsRef, paneWidth, setChosenWidth, parentWidth, cell, stacked } = useMapLayout(
    dungeon.width,
    dungeon.height,
    viewport,
  );
  const rightRef = useRef<HTMLElement>(null);
  const float = useFloatLayout(viewport, rightRef);
  const commands = useGameCommands(send);
  const asked = useGameInput(send, !dialogOpen);
  const focusReturn = useDialogFocusReturn(controlsRef, dialogOpen, headerDialog !== null);
  const onCommand = useHeaderCommands(send, float.toggleFloat, focusReturn.rememberOpener);
  const { bodies, accordion } = usePanelBodies(state, commands);
  const enemy = useMemo(() => enemyView(state), [state]);

  return (
    <div className={`game-screen ${stacked ? 'is-narrow' : 'is-wide'}`} data-testid="game-screen">
      <GameHeader
        daily={dayOfSeed(state.seed)}
        level={dungeon.level}
        x={player.x}
        y={player.y}
        soundOn={audio.enabled}
        floating={float.floating}
        compact={viewport.compactHeader}
        onCommand={onCommand}
      />
      <div className="game-body" ref={bodyRef}>
        <section
          className="left-pane"
          ref={leftRef}
          style={stacked ? undefined : { width: paneWidth }}
          aria-label="Map and controls"
        >
          <MapView
            state={state}
            theme={theme}
            cell={cell}
            onMove={commands.move}
            onTravel={commands.travel}
            marked={barredBy(walkStop, state)}
            onDrawn={measureMove}
          />
          <CombatLog
            log={state.log}
            turn={combat.active ? combat.turn : null}
            status={state.gameStatus}
            blockedAt={blockedAt}
          />
          <Narrator state={state} asked={asked} />
          <div className="controls-slot" ref={controlsRef}>
            <ControlBar
              inCombat={combat.active}
              exploring={exploring}
              restCost={restCost(state)}
              canExit={canDescend(state)}
              claimVictory={canClaimVictory(state)}
              walkNote={walkNote(walkStop, state)}
              onMove={commands.move}
              onAttack={commands.attack}
              onRest={commands.rest}
              onExit={commands.exit}
              onExplore={commands.explore}
            />
          </div>
        </section>
        {!stacked && <PaneResizer width={paneWidth} onWidth={setChosenWidth} parentWidth={parentWidth} />}
        <section className="right-pane" ref={rightRef} aria-label="Character">
          <EnemyPanel view={enemy} />
          {/* The panels scroll in a box of their own under the enemy panel, never beneath it. */}
          <div className="right-scroll" data-testid="panels-scroll">
            {!float.floating && <SidePanels open={float.panels} onOpen={float.setPanels} panels={accordion} />}
          </div>
        </section>
      </div>
      {float.floating && <FloatPanels float={float} bodies={bodies} />}
      <GameDialogs state={state} toControls={focusReturn.toControls} />
      <HeaderDialogs state={state} />
    </div>
  );
}
