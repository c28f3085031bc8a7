import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { canClaimVictory, canDescend, INVENTORY_LIMIT, restCost, type GameState } from '../../engine';
import { MapView } from '../../map/MapView';
import { mapBox, mapCellSize, mapPaneWidth } from '../../map/cellSize';
import { useDisplay } from '../display/DisplayProvider';
import { TEXT_SCALE } from '../display/displaySettings';
import { useTheme } from '../theme/ThemeProvider';
import { useAudio } from '../../audio/AudioProvider';
import { useGameKeys, KEY_MARK } from '../keyboard/useGameKeys';
import { PaneResizer } from '../float/PaneResizer';
import { FloatWindow } from '../float/FloatWindow';
import {
  initialBoxes,
  keepAllOnScreen,
  paneWidthFor,
  PANE,
  type Area,
  type Box,
  type FloatPanel,
} from '../float/floatLayout';
import { GameActor } from './GameActor';
import { isBlockedMove } from '../../app/gameQueries';
import { GameHeader, type HeaderCommand } from './GameHeader';
import { dayOfSeed } from '../../shared/daily';
import { CombatLog } from './CombatLog';
import { ControlBar } from './ControlBar';
import { SidePanels, type PanelId } from './SidePanels';
import { StatusPanel } from './panels/StatusPanel';
import { EnemyPanel } from './panels/EnemyPanel';
import { enemyView } from './panels/enemyView';
import { SpellsPanel } from './panels/SpellsPanel';
import { EquipmentPanel } from './panels/EquipmentPanel';
import { InventoryPanel } from './panels/InventoryPanel';
import { GameDialogs } from './GameDialogs';
import { HeaderDialogs } from './HeaderDialogs';
import type { HeaderDialog } from '../../app/gameMachine';
import { anyDialogOpen, headerDialogOpen } from '../../app/dialogQueries';
import { useGameCommands } from './useGameCommands';
import { useViewport } from './useViewport';
import { useElementSize } from './useElementSize';
import { useStableWithout } from './useStableWithout';
import { walkNote } from './walkNote';
import { Narrator, type Asked } from '../narration/Narrator';
import type { Question } from '../narration/answers';
import { useFocusReturn } from '../focus/useFocusReturn';
import { useGamepad } from '../gamepad/useGamepad';
import { gameAction, type GameActionId } from '../keyboard/gameActions';
// The game screen's extra colour scales (monsters, loot, mana); the start screen does not need them.
import '@radix-ui/themes/tokens/colors/red.css';
import '@radix-ui/themes/tokens/colors/amber.css';
import '@radix-ui/themes/tokens/colors/blue.css';
import './game.css';

// Each drawn frame after a key press closes one measured move (read by the client benchmark).
const measureMove = () => {
  if (performance.getEntriesByName(KEY_MARK, 'mark').length === 0) return;
  // Only the latest entry is kept: a long game would otherwise hold one per move.
  performance.clearMeasures('game-move');
  performance.measure('game-move', KEY_MARK);
  performance.clearMarks(KEY_MARK);
};

// Right-pane accordion ids and their FLOAT window names, in display order.
const PANEL_ORDER: [PanelId, FloatPanel][] = [
  ['status', 'stats'],
  ['spells', 'spells'],
  ['equipment', 'equipment'],
  ['inventory', 'inventory'],
];
const ALL_PANELS = PANEL_ORDER.map(([id]) => id);

/** Where FLOAT windows open: the right pane below the enemy panel (on a phone that is below the
 *  map and the controls too), down to the bottom of the window. */
function floatArea(
  rightPane: HTMLElement | null,
  enemy: HTMLElement | null,
  viewport: { width: number; height: number },
): Area {
  const pane = rightPane?.getBoundingClientRect();
  const below = (enemy?.getBoundingClientRect().bottom ?? 0) + 8;
  const x = pane ? pane.left : viewport.width / 2;
  return { x, y: below, width: (pane ? pane.right : viewport.width) - x, height: viewport.height - below };
}

/** The main game screen: header, left pane (map, log, controls), right pane panels, dialogs. */
export default function GameScreen() {
  const state = GameActor.useSelector((s) => s.context.game);
  // Between QUIT and the start screen the game is already cleared: draw nothing for that instant.
  return state ? <GameScreenBody state={state} /> : null;
}

function GameScreenBody({ state }: { state: GameState }) {
  const actor = GameActor.useActorRef();
  const dialogOpen = GameActor.useSelector(anyDialogOpen);
  const dialog = GameActor.useSelector(headerDialogOpen);
  // The run's action count at the latest move into a wall: each bump shows the wall hint again.
  const blockedAt = GameActor.useSelector((s) =>
    isBlockedMove(s.context.refusal) ? (s.context.game?.actions.length ?? null) : null,
  );
  const exploring = GameActor.useSelector((s) => s.hasTag('walking') && s.context.walk?.kind === 'explore');
  const walkStop = GameActor.useSelector((s) => s.context.walkStop);
  const { theme, toggleTheme } = useTheme();
  const audio = useAudio();
  const { textSize } = useDisplay().settings;
  const viewport = useViewport();
  const bodyRef = useRef<HTMLDivElement>(null);
  const leftRef = useRef<HTMLElement>(null);
  const controlsRef = useRef<HTMLDivElement>(null);
  const rightRef = useRef<HTMLElement>(null);
  const bodySize = useElementSize(bodyRef);
  const leftSize = useElementSize(leftRef);
  const controlsSize = useElementSize(controlsRef);
  const [floating, setFloating] = useState(false);
  const [panels, setPanels] = useState<PanelId[]>(ALL_PANELS);
  // The width the player chose by dragging (null until then); what is drawn is clamped to the body's current width.
  const [chosenWidth, setChosenWidth] = useState<number | null>(null);
  const scale = TEXT_SCALE[textSize];
  // Until the player drags, the pane is as wide as the map needs to reach the window rule's step for the
  // text size (1920x1080: 722 px for 28 px cells), and never under the initial 650 px (the controls' room).
  const autoWidth = Math.max(
    PANE.initial,
    mapPaneWidth({
      window: viewport,
      paneHeight: leftSize?.height ?? viewport.height - 80,
      controlsHeight: controlsSize?.height ?? 92,
      cols: state.dungeon.width,
      rows: state.dungeon.height,
      scale,
    }),
  );
  const paneWidth = paneWidthFor(chosenWidth ?? autoWidth, bodySize?.width ?? viewport.width);
  const [boxes, setBoxes] = useState(() => initialBoxes(viewport, floatArea(null, null, viewport)));
  // FLOAT windows back to front; the one last clicked, dragged or focused is drawn on top.
  const [stack, setStack] = useState<FloatPanel[]>(() => PANEL_ORDER.map(([, fp]) => fp));
  const commands = useGameCommands(actor.send);
  const [asked, setAsked] = useState<Asked | null>(null);
  const onAsk = useCallback((question: Question) => setAsked((last) => ({ question, id: (last?.id ?? 0) + 1 })), []);
  useGameKeys(actor.send, !dialogOpen, onAsk);
  // A gamepad sends what the same action's key sends.
  const onPadAction = useCallback(
    (id: GameActionId) => {
      const effect = gameAction(id).effect;
      if ('question' in effect) onAsk(effect.question);
      else actor.send(effect.event);
    },
    [actor, onAsk],
  );
  useGamepad(onPadAction, !dialogOpen);
  // A closed dialog hands focus back to the controls (the group, so Enter or Space presses nothing).
  const controlsGroup = useCallback(
    () => controlsRef.current?.querySelector<HTMLElement>('[role="group"]') ?? null,
    [],
  );
  // A header dialog gives focus back to the button that opened it (Radix would aim at a Dialog.Trigger,
  // and these dialogs have none; on a phone that is the MENU button); a dialog the statechart opened, to the controls.
  const opener = useRef<HTMLElement | null>(null);
  const returnFocus = useCallback(() => {
    const back = opener.current;
    opener.current = null;
    return back?.isConnected ? back : controlsGroup();
  }, [controlsGroup]);
  useFocusReturn(dialogOpen, returnFocus);
  // A header dialog that gave focus back itself (src/ui/focus/useOpenerReturn.ts) left its opener here:
  // a dialog the statechart opens next must not send focus to that old button.
  const statechartDialog = dialogOpen && dialog === null;
  useEffect(() => {
    if (statechartDialog) opener.current = null;
  }, [statechartDialog]);

  const onCommand = useCallback(
    (command: HeaderCommand) => {
      // Any control the player uses stops an auto-explore or travel walk.
      commands.stopWalk();
      if (command === 'theme') toggleTheme();
      else if (command === 'sound') audio.toggleEnabled();
      else if (command === 'float') {
        if (floating) {
          // Back to the accordions: all four open, so HP and the rest show again at once.
          setFloating(false);
          setPanels(ALL_PANELS);
        } else {
          const view = { width: window.innerWidth, height: window.innerHeight };
          setBoxes(
            initialBoxes(
              view,
              floatArea(rightRef.current, rightRef.current?.querySelector('[data-testid="enemy-panel"]') ?? null, view),
            ),
          );
          setFloating(true);
          setPanels(['equipment']);
        }
      } else {
        opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
        actor.send({ type: 'OPEN_DIALOG', dialog: command });
      }
    },
    [toggleTheme, audio, floating, commands, actor],
  );
  const toFront = useCallback(
    (panel: FloatPanel) => () =>
      setStack((order) => (order[order.length - 1] === panel ? order : [...order.filter((p) => p !== panel), panel])),
    [],
  );
  const setBox = useCallback((panel: FloatPanel) => (box: Box) => setBoxes((b) => ({ ...b, [panel]: box })), []);
  // A smaller window must not leave a FLOAT window out of reach: the boxes follow a new window size
  // during render, not in an effect a frame later (react.dev "Adjusting some state when a prop changes").
  const { width: viewWidth, height: viewHeight } = viewport;
  const [boxesFit, setBoxesFit] = useState({ width: viewWidth, height: viewHeight });
  if (boxesFit.width !== viewWidth || boxesFit.height !== viewHeight) {
    setBoxesFit({ width: viewWidth, height: viewHeight });
    setBoxes((b) => keepAllOnScreen(b, { width: viewWidth, height: viewHeight }));
  }
  const parentWidth = useCallback(() => bodyRef.current?.clientWidth ?? window.innerWidth, []);
  const closeDialog = useCallback(() => actor.send({ type: 'CLOSE_DIALOG' }), [actor]);
  const switchDialog = useCallback((next: HeaderDialog) => actor.send({ type: 'OPEN_DIALOG', dialog: next }), [actor]);
  const onLoaded = useCallback(
    (loaded: GameState) => {
      audio.unlock();
      actor.send({ type: 'LOAD', state: loaded });
    },
    [audio, actor],
  );
  const onQuit = useCallback(() => actor.send({ type: 'QUIT' }), [actor]);

  const { player, combat } = state;
  const enemy = useMemo(() => enemyView(state), [state]);
  const hudPlayer = useStableWithout(player, ['x', 'y']);
  const { equipment, inventory, score } = state;
  // One memo per panel body: an element that keeps its identity lets React skip that panel's subtree.
  const statusBody = useMemo(
    () => <StatusPanel player={hudPlayer} equipment={equipment} score={score} />,
    [hudPlayer, equipment, score],
  );
  const spellsBody = useMemo(
    () => <SpellsPanel learnedSpells={hudPlayer.learnedSpells} mana={hudPlayer.mana} onCast={commands.cast} />,
    [hudPlayer.learnedSpells, hudPlayer.mana, commands.cast],
  );
  const equipmentBody = useMemo(
    () => <EquipmentPanel equipment={equipment} seed={state.seed} onUnequip={commands.unequip} />,
    [equipment, state.seed, commands.unequip],
  );
  const inventoryBody = useMemo(
    () => (
      <InventoryPanel
        inventory={inventory}
        seed={state.seed}
        onItem={commands.item}
        onDrop={commands.drop}
        onQuick={commands.quick}
      />
    ),
    [inventory, state.seed, commands.item, commands.drop, commands.quick],
  );
  const bodies = useMemo(
    () => ({
      stats: { title: 'CHARACTER', body: statusBody },
      spells: { title: 'SPELLS', body: spellsBody },
      equipment: { title: 'EQUIPMENT', body: equipmentBody },
      inventory: { title: `INVENTORY (${inventory.length}/${INVENTORY_LIMIT})`, body: inventoryBody },
    }),
    [statusBody, spellsBody, equipmentBody, inventoryBody, inventory.length],
  );
  const accordion = useMemo(
    () => PANEL_ORDER.map(([id, fp]) => ({ id, title: bodies[fp].title, body: bodies[fp].body })),
    [bodies],
  );
  const stacked = viewport.narrow;
  // Before the first measure, a guess from the window; the observers correct it before it matters.
  const pane = leftSize ?? { width: stacked ? viewport.width - 12 : paneWidth - 20, height: viewport.height - 80 };
  const box = mapBox({ pane, controlsHeight: controlsSize?.height ?? 92, window: viewport, stacked });
  const cell = mapCellSize({
    window: viewport,
    box,
    cols: state.dungeon.width,
    rows: state.dungeon.height,
    stacked,
    scale,
  });

  return (
    <div className={`game-screen ${stacked ? 'is-narrow' : 'is-wide'}`} data-testid="game-screen">
      <GameHeader
        daily={dayOfSeed(state.seed)}
        level={state.dungeon.level}
        x={player.x}
        y={player.y}
        soundOn={audio.enabled}
        floating={floating}
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
            {!floating && <SidePanels open={panels} onOpen={setPanels} panels={accordion} />}
          </div>
        </section>
      </div>
      {floating &&
        PANEL_ORDER.map(([, fp]) => (
          <FloatWindow
            key={fp}
            title={bodies[fp].title}
            box={boxes[fp]}
            onBox={setBox(fp)}
            layer={stack.indexOf(fp)}
            onFront={toFront(fp)}
          >
            {bodies[fp].body}
          </FloatWindow>
        ))}
      <GameDialogs state={state} />
      <HeaderDialogs
        dialog={dialog}
        state={state}
        onClose={closeDialog}
        onLoaded={onLoaded}
        onQuit={onQuit}
        onSwitch={switchDialog}
      />
    </div>
  );
}
