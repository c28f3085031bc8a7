// The live viewer as a pure reducer: the replay player's position over a run that grows as batches
// arrive, whether it follows the live edge, how the run stands and how the stream is connected.
import { initialPlayer, playerReducer, type PlayerEvent, type PlayerState } from '../replay/playerReducer';

/** How a watched run stands, as the stream last said. */
export type LiveOutcome = 'playing' | 'died' | 'won';

/** The stream's connection: before the first event, open, lost and being retried, or given up. */
export type LiveConnection = 'connecting' | 'open' | 'reconnecting' | 'closed';

/** Where the live viewer stands. */
export interface LiveView {
  player: PlayerState;
  /** True while the viewer shows the newest move and moves on with each batch. */
  following: boolean;
  outcome: LiveOutcome;
  /** The Hall of Legends entry once the run is inscribed. */
  entryId: string | null;
  connection: LiveConnection;
}

export type LiveEvent =
  | { type: 'control'; event: PlayerEvent }
  | { type: 'grown'; total: number }
  | { type: 'toLive' }
  | { type: 'status'; outcome: LiveOutcome; entryId?: string | null }
  | { type: 'connection'; connection: LiveConnection };

/** A viewer of an empty run, following, before the stream answers. */
export function initialLiveView(): LiveView {
  return { player: initialPlayer(0), following: true, outcome: 'playing', entryId: null, connection: 'connecting' };
}

/** The next live view. Any control that leaves the edge stops following; reaching the edge again follows. */
export function liveReducer(state: LiveView, event: LiveEvent): LiveView {
  switch (event.type) {
    case 'control': {
      const player = playerReducer(state.player, event.event);
      return { ...state, player, following: !player.playing && player.index >= player.total };
    }
    case 'grown': {
      const total = Math.max(state.player.total, event.total);
      const index = state.following ? total : state.player.index;
      return { ...state, player: { ...state.player, total, index } };
    }
    case 'toLive':
      return {
        ...state,
        following: true,
        player: { ...state.player, index: state.player.total, playing: false, carry: 0 },
      };
    case 'status':
      return { ...state, outcome: event.outcome, entryId: event.entryId === undefined ? state.entryId : event.entryId };
    case 'connection':
      return state.connection === event.connection ? state : { ...state, connection: event.connection };
  }
}
