import type { GameState } from '../../engine';
import { GameActor } from './GameActor';
import { LevelUpDialog } from './dialogs/LevelUpDialog';
import { PortalDialog } from './dialogs/PortalDialog';
import { MerchantDialog } from './dialogs/MerchantDialog';
import { StaminaDialog } from './dialogs/StaminaDialog';
import { GameOverDialog } from './dialogs/GameOverDialog';

/** The dialogs the statechart opens: level-up, portal, merchant, out of stamina, game over. */
export function GameDialogs({ state }: { state: GameState }) {
  const actor = GameActor.useActorRef();
  const dialog = GameActor.useSelector((s) => (s.matches('dead') ? 'dead' : s.matches('playing') ? (s.value as { playing: { dialog: string } }).playing.dialog : 'none'));
  const send = actor.send;
  const close = () => send({ type: 'CLOSE_DIALOG' });
  return (
    <>
      <LevelUpDialog open={dialog === 'levelUp'} level={state.player.level} onPick={(stat) => send({ type: 'ACT', action: { type: 'allocateStat', stat } })} />
      <PortalDialog state={state} open={dialog === 'portal'} onDescend={() => send({ type: 'DESCEND' })} onStay={close} />
      <MerchantDialog state={state} open={dialog === 'merchant'} onSell={(itemId) => send({ type: 'ACT', action: { type: 'sellItem', itemId } })} onLeave={close} />
      <StaminaDialog state={state} open={dialog === 'stamina'} onSacrifice={() => send({ type: 'SACRIFICE' })} onRest={() => send({ type: 'REST_INSTEAD' })} onClose={close} />
      <GameOverDialog state={state} open={dialog === 'dead'} onPlayAgain={() => send({ type: 'PLAY_AGAIN' })} />
    </>
  );
}
