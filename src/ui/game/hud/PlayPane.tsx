import type { RefObject } from 'react';
import { canClaimVictory, canDescend, restCost, restRisk, type GameState } from '../../../engine';
import { isBlockedMove } from '../../../app/gameQueries';
import { MapView } from '../../../map/MapView';
import { useTheme } from '../../theme/ThemeProvider';
import { useDisplay } from '../../display/DisplayProvider';
import { Narrator, type Asked } from '../../narration/Narrator';
import { GameActor } from '../session/GameActor';
import { measureMove } from '../measureMove';
import type { GameCommands } from '../useGameCommands';
import type { MessageLine } from '../useGameInput';
import { CombatLog } from './CombatLog';
import { logTitle } from './logTitle';
import { ControlBar } from './ControlBar';
import { SealedNotice, useSealedPause } from './SealedNotice';
import { barredBy, restOffer, walkNote } from './walkNote';

/** The left pane: the map, the log, the narration and the controls, measured and sized by useMapLayout. */
export function PlayPane({
  state,
  paneRef,
  controlsRef,
  width,
  cell,
  commands,
  asked,
  message,
}: {
  state: GameState;
  paneRef: RefObject<HTMLElement | null>;
  controlsRef: RefObject<HTMLDivElement | null>;
  /** The pane's width beside the character pane; none when the panes stack. */
  width: number | undefined;
  cell: number;
  commands: GameCommands;
  /** The question the player last asked with a key, for the narrator to answer. */
  asked: Asked | null;
  /** The message line: a prompt waiting for its letter, or the answer to the last question. */
  message: MessageLine | null;
}) {
  const { theme } = useTheme();
  const { palette } = useDisplay().settings;
  // The run's action count at the latest move into a wall: each bump shows the wall hint again.
  const blockedAt = GameActor.useSelector((s) =>
    isBlockedMove(s.context.refusal) ? (s.context.game?.actions.length ?? null) : null,
  );
  const exploring = GameActor.useSelector((s) => s.hasTag('walking') && s.context.walk?.kind === 'explore');
  const walkStop = GameActor.useSelector((s) => s.context.walkStop);
  const pause = useSealedPause();
  const { combat } = state;
  return (
    <section
      className="left-pane"
      ref={paneRef}
      style={width === undefined ? undefined : { width }}
      aria-label="Map and controls"
    >
      <MapView
        state={state}
        theme={theme}
        paletteId={palette}
        cell={cell}
        onMove={commands.move}
        onTravel={commands.travel}
        marked={barredBy(walkStop, state)}
        onDrawn={measureMove}
      />
      <CombatLog
        log={state.log}
        turn={combat.active ? combat.turn : null}
        status={logTitle(state)}
        blockedAt={blockedAt}
        message={message}
      />
      <Narrator state={state} asked={asked} />
      <div className="controls-slot" ref={controlsRef}>
        <SealedNotice text={pause} />
        <ControlBar
          paused={pause !== null}
          inCombat={combat.active}
          exploring={exploring}
          restCost={restCost(state)}
          restRisk={restRisk(state)}
          canExit={canDescend(state)}
          claimVictory={canClaimVictory(state)}
          walkNote={walkNote(walkStop, state)}
          restOffer={restOffer(walkStop, state)}
          onMove={commands.move}
          onAttack={commands.attack}
          onRest={commands.rest}
          onExit={commands.exit}
          onExplore={commands.explore}
          onRestFirst={commands.restFirst}
        />
      </div>
    </section>
  );
}
