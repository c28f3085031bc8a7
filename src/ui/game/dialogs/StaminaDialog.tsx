import { useRef } from 'react';
import { Button, Callout, Dialog, Text } from '@radix-ui/themes';
import {
  ATTACK_STAMINA_COST,
  CAST_STAMINA_COST,
  inCombat,
  sacrificePreview,
  strongestBlow,
  waysOut,
  type Action,
  type GameState,
} from '../../../engine';
import { noSafeWayNote, oneHealthNote, wayLabel, wayRisk, type FightView } from './wayText';
import './staminaDialog.css';

/**
 * Out of Stamina: every way out the engine offers (waysOut), each with what it costs and does, cheapest
 * safe way first and in focus, so an Enter pressed without reading never costs more than it must; when
 * no way is safe, focus rests on Close and the dialog says why. Walking on is taken by closing.
 */
export function StaminaDialog({
  state,
  open,
  onWay,
  onClose,
  onCloseAutoFocus,
}: {
  state: GameState;
  open: boolean;
  /** Take a way out: the engine action it names (a cast, a potion, the sacrifice, a rest). */
  onWay: (action: Action) => void;
  onClose: () => void;
  /** Where focus goes once the dialog has closed (Radix would give it to what had it at the open). */
  onCloseAutoFocus?: (event: Event) => void;
}) {
  const focusRef = useRef<HTMLButtonElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const ways = waysOut(state);
  const { player } = state;
  const monster = inCombat(state) ? state.combat.monster : null;
  const fight: FightView | null = monster && {
    monster: monster.name,
    monsterHealth: monster.health,
    blow: strongestBlow(state),
    health: player.health,
  };
  const focused = ways.findIndex((way) => way.safe);
  const oneHealth = oneHealthNote(ways, player.health);
  const need = monster
    ? `An attack needs ${ATTACK_STAMINA_COST}, a spell ${CAST_STAMINA_COST}.`
    : `A spell needs ${CAST_STAMINA_COST}.`;
  return (
    <Dialog.Root open={open} onOpenChange={(o) => !o && onClose()}>
      <Dialog.Content
        className="game-dialog stamina-dialog"
        style={{ maxWidth: '480px' }}
        onOpenAutoFocus={(e) => {
          e.preventDefault();
          (focusRef.current ?? closeRef.current)?.focus();
        }}
        onCloseAutoFocus={onCloseAutoFocus}
      >
        <Dialog.Title className="terminal-title">OUT OF STAMINA</Dialog.Title>
        <Dialog.Description size="2">
          You are exhausted: stamina {player.stamina}/{player.maxStamina}. {need}
        </Dialog.Description>
        {oneHealth && (
          <Text as="p" size="2">
            {oneHealth}
          </Text>
        )}
        {fight && focused === -1 && (
          <Callout.Root color="red" size="1">
            <Callout.Text>{noSafeWayNote(fight)}</Callout.Text>
          </Callout.Root>
        )}
        {!sacrificePreview(state).allowed && (
          <Callout.Root color="red" size="1">
            <Callout.Text>Warning: You don't have enough health for this recovery!</Callout.Text>
          </Callout.Root>
        )}
        <div className="dialog-stack">
          {ways.map((way, index) => {
            // With no safe way the warning above says it once for all of them.
            const risk = focused === -1 ? null : wayRisk(way, fight);
            const action = way.action;
            return (
              <Button
                key={`${way.kind}-${index}`}
                ref={index === focused ? focusRef : undefined}
                size="3"
                variant={index === focused ? 'solid' : 'surface'}
                color={way.safe ? undefined : 'red'}
                className="way-choice"
                onClick={() => (action === null ? onClose() : onWay(action))}
              >
                <span className="way-label">{wayLabel(way, fight, player.health)}</span>
                {risk && <span className="way-risk">{risk}</span>}
              </Button>
            );
          })}
          <Button ref={closeRef} size="2" variant="ghost" color="gray" onClick={onClose}>
            Close
          </Button>
        </div>
      </Dialog.Content>
    </Dialog.Root>
  );
}
