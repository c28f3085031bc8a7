import { useMemo } from 'react';
import { INVENTORY_LIMIT, type GameState } from '../../engine';
import { StatusPanel } from './hud/panels/StatusPanel';
import { SpellsPanel } from './hud/panels/SpellsPanel';
import { EquipmentPanel } from './hud/panels/EquipmentPanel';
import { InventoryPanel } from './hud/panels/InventoryPanel';
import { PANEL_ORDER } from './panelOrder';
import { useStableWithout } from './useStableWithout';
import type { GameCommands } from './useGameCommands';

/** The four right-pane panels, titled, by FLOAT window name, and as accordion sections in display order. */
export function usePanelBodies(state: GameState, commands: GameCommands) {
  // The HUD does not show where the hero stands: a plain move keeps every panel's props the same.
  const hudPlayer = useStableWithout(state.player, ['x', 'y']);
  const { equipment, inventory, score, seed, prices } = state;
  const pricing = useMemo(() => ({ seed, prices }), [seed, prices]);
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
    () => <EquipmentPanel equipment={equipment} pricing={pricing} onUnequip={commands.unequip} />,
    [equipment, pricing, commands.unequip],
  );
  const inventoryBody = useMemo(
    () => (
      <InventoryPanel
        inventory={inventory}
        pricing={pricing}
        onItem={commands.item}
        onDrop={commands.drop}
        onQuick={commands.quick}
      />
    ),
    [inventory, pricing, commands.item, commands.drop, commands.quick],
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
  return { bodies, accordion };
}
