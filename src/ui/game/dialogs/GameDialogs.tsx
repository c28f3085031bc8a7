import { effectiveStats, type GameState } from '../../../engine';
import { gameDialogOpen } from '../../../app/dialogQueries';
import { GameActor } from '../session/GameActor';
import { LevelUpDialog } from './LevelUpDialog';
import { PortalDialog } from './PortalDialog';
import { MerchantDialog } from './MerchantDialog';
import { StaminaDialog } from './StaminaDialog';
import { GameOverDialog } from './GameOverDialog';
import { VictoryDialog } from './VictoryDialog';

/**
 * The dialogs the statechart opens: level-up, portal, merchant, out of stamina, game over, victory.
 * `toControls` takes focus once one of the first four has closed (a new game follows the last two).
 */
export function GameDialogs({ state, toControls }: { state: GameState; toControls: (event: Event) => void }) {
  const actor = GameActor.useActorRef();
  const dialog = GameActor.useSelector(gameDialogOpen);
  const send = actor.send;
  const close = () => send({ type: 'CLOSE_DIALOG' });
  return (
    <>
      {/* Mounted only while open: five closed dialog roots would otherwise re-render on every move. */}
      {dialog === 'levelUp' && (
        <LevelUpDialog
          open
          level={state.player.level}
          stats={effectiveStats(state)}
          onPick={(stat) => send({ type: 'ACT', action: { type: 'allocateStat', stat } })}
          onCloseAutoFocus={toControls}
        />
      )}
      {dialog === 'portal' && (
        <PortalDialog
          state={state}
          open
          onDescend={() => send({ type: 'DESCEND' })}
          onStay={close}
          onCloseAutoFocus={toControls}
        />
      )}
      {dialog === 'merchant' && (
        <MerchantDialog
          state={state}
          open
          onSell={(itemId) => send({ type: 'ACT', action: { type: 'sellItem', itemId } })}
          onSellTreasure={() => send({ type: 'ACT', action: { type: 'sellTreasure' } })}
          onLeave={close}
          onCloseAutoFocus={toControls}
        />
      )}
      {dialog === 'stamina' && (
        <StaminaDialog
          state={state}
          open
          onWay={(action) => send({ type: 'ACT', action })}
          onClose={close}
          onCloseAutoFocus={toControls}
        />
      )}
      {dialog === 'dead' && <GameOverDialog state={state} open onPlayAgain={() => send({ type: 'PLAY_AGAIN' })} />}
      {dialog === 'won' && <VictoryDialog state={state} open onPlayAgain={() => send({ type: 'PLAY_AGAIN' })} />}
    </>
  );
}
