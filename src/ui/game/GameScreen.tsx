import { useCallback, useRef, useState, type ReactNode } from 'react';
import type { GameState } from '../../engine';
import { MapView } from '../../map/MapView';
import { cellSizeFor } from '../../map/cellSize';
import { useTheme } from '../theme/ThemeProvider';
import { useAudio } from '../../audio/AudioProvider';
import { useGameKeys, KEY_MARK } from '../keyboard/useGameKeys';
import { HelpDialog } from '../help/HelpDialog';
import { LegendDialog } from '../legend/LegendDialog';
import { TomeDialog } from '../tome/TomeDialog';
import { QuitDialog } from '../hall/QuitDialog';
import { PaneResizer } from '../float/PaneResizer';
import { FloatWindow } from '../float/FloatWindow';
import { initialBoxes, PANE, type Box, type FloatPanel } from '../float/floatLayout';
import { GameActor } from './GameActor';
import { GameHeader, type HeaderCommand } from './GameHeader';
import { CombatLog } from './CombatLog';
import { ControlBar } from './ControlBar';
import { SidePanels, type PanelId } from './SidePanels';
import { StatusPanel } from './panels/StatusPanel';
import { EnemyPanel } from './panels/EnemyPanel';
import { SpellsPanel } from './panels/SpellsPanel';
import { EquipmentPanel } from './panels/EquipmentPanel';
import { InventoryPanel, INVENTORY_SLOTS } from './panels/InventoryPanel';
import { GameDialogs } from './GameDialogs';
import { SaveDialog } from './dialogs/SaveDialog';
import { LoadDialog } from './dialogs/LoadDialog';
import { useGameCommands } from './useGameCommands';
import { useViewport } from './useViewport';
// The game screen's extra colour scales (monsters, loot, mana); the start screen does not need them.
import '@radix-ui/themes/tokens/colors/red.css';
import '@radix-ui/themes/tokens/colors/amber.css';
import '@radix-ui/themes/tokens/colors/blue.css';
import './game.css';

type HeaderDialog = 'help' | 'legend' | 'tome' | 'save' | 'load' | 'quit';

// Each drawn frame after a key press closes one measured move (read by the client benchmark).
const measureMove = () => {
  if (performance.getEntriesByName(KEY_MARK, 'mark').length === 0) return;
  performance.measure('game-move', KEY_MARK);
  performance.clearMarks(KEY_MARK);
};

/** The main game screen: header, left pane (map, log, controls), right pane panels, dialogs. */
export default function GameScreen() {
  const actor = GameActor.useActorRef();
  const state = GameActor.useSelector((s) => s.context.game) as GameState;
  const keysLive = GameActor.useSelector((s) => s.matches({ playing: { dialog: 'none' } }));
  const { theme, toggleTheme } = useTheme();
  const audio = useAudio();
  const viewport = useViewport();
  const bodyRef = useRef<HTMLDivElement>(null);
  const [dialog, setDialog] = useState<HeaderDialog | null>(null);
  const [floating, setFloating] = useState(false);
  const [panels, setPanels] = useState<PanelId[]>(['status', 'spells', 'equipment', 'inventory']);
  const [paneWidth, setPaneWidth] = useState<number>(PANE.initial);
  const [boxes, setBoxes] = useState(() => initialBoxes(viewport));
  const commands = useGameCommands(actor.send);
  useGameKeys(actor.send, keysLive && dialog === null);

  const onCommand = useCallback(
    (command: HeaderCommand) => {
      if (command === 'theme') toggleTheme();
      else if (command === 'sound') audio.toggleEnabled();
      else if (command === 'float') {
        setFloating((f) => !f);
        setPanels(['equipment']);
      } else setDialog(command);
    },
    [toggleTheme, audio],
  );
  const setBox = useCallback((panel: FloatPanel) => (box: Box) => setBoxes((b) => ({ ...b, [panel]: box })), []);
  const parentWidth = useCallback(() => bodyRef.current?.clientWidth ?? window.innerWidth, []);
  const closeDialog = (open: boolean) => !open && setDialog(null);

  if (!state) return null;
  const { player, combat } = state;
  const cell = cellSizeFor(viewport.width, viewport.height, state.dungeon.width, state.dungeon.height);
  const bodies: Record<FloatPanel, { title: string; body: ReactNode }> = {
    stats: { title: 'CHARACTER', body: <StatusPanel state={state} /> },
    spells: { title: 'SPELLS', body: <SpellsPanel state={state} onCast={commands.cast} /> },
    equipment: { title: 'EQUIPMENT', body: <EquipmentPanel state={state} onUnequip={commands.unequip} /> },
    inventory: {
      title: `INVENTORY (${state.inventory.length}/${INVENTORY_SLOTS})`,
      body: <InventoryPanel state={state} onItem={commands.item} onQuick={commands.quick} />,
    },
  };
  const order: [PanelId, FloatPanel][] = [['status', 'stats'], ['spells', 'spells'], ['equipment', 'equipment'], ['inventory', 'inventory']];

  return (
    <div className={`game-screen${viewport.narrow ? ' is-narrow' : ''}`} data-testid="game-screen">
      <GameHeader level={state.dungeon.level} x={player.x} y={player.y} soundOn={audio.enabled} floating={floating} onCommand={onCommand} />
      <div className="game-body" ref={bodyRef}>
        <section className="left-pane" style={viewport.narrow ? undefined : { width: paneWidth }} aria-label="Map and controls">
          <MapView state={state} theme={theme} cell={cell} onMove={commands.move} onDrawn={measureMove} />
          <CombatLog log={state.log} turn={combat.active ? combat.turn : null} />
          <ControlBar inCombat={combat.active} onMove={commands.move} onAttack={commands.attack} onRest={commands.rest} onExit={commands.exit} />
        </section>
        {!viewport.narrow && <PaneResizer width={paneWidth} onWidth={setPaneWidth} parentWidth={parentWidth} />}
        <section className="right-pane" aria-label="Character">
          <EnemyPanel monster={combat.active ? combat.monster : null} turn={combat.turn} />
          {!floating && (
            <SidePanels
              open={panels}
              onOpen={setPanels}
              panels={order.map(([id, fp]) => ({ id, title: bodies[fp].title, body: bodies[fp].body }))}
            />
          )}
        </section>
      </div>
      {floating &&
        order.map(([, fp]) => (
          <FloatWindow key={fp} title={bodies[fp].title} box={boxes[fp]} onBox={setBox(fp)}>
            {bodies[fp].body}
          </FloatWindow>
        ))}
      <GameDialogs state={state} />
      <HelpDialog open={dialog === 'help'} onOpenChange={closeDialog} />
      <LegendDialog open={dialog === 'legend'} onOpenChange={closeDialog} />
      <TomeDialog open={dialog === 'tome'} onOpenChange={closeDialog} state={state} />
      <SaveDialog state={state} open={dialog === 'save'} onOpenChange={closeDialog} />
      <LoadDialog
        open={dialog === 'load'}
        onOpenChange={closeDialog}
        onLoaded={(loaded) => {
          audio.unlock();
          actor.send({ type: 'LOAD', state: loaded });
        }}
      />
      <QuitDialog
        open={dialog === 'quit'}
        onOpenChange={closeDialog}
        state={state}
        onQuitGame={() => actor.send({ type: 'QUIT' })}
        onNewAdventure={() => actor.send({ type: 'QUIT' })}
      />
    </div>
  );
}
