// A sealed run on the client's screen: the server's last view, and on it the actions played since, as
// far as the engine can foresee them (src/engine/view/foresee.ts); the first it cannot waits for the
// server, and so does everything after it.
import { foresee, mirrorOf, type Action, type GameState, type GameView } from '../../engine';

/** The game the screen shows, and whether an action in it waits for the server (`blind`). */
export interface Prediction {
  game: GameState;
  blind: boolean;
}

/** The state with `action` played but not yet seen: only its log is longer. */
function played(state: GameState, action: Action): GameState {
  return { ...state, actions: state.actions.concat([action]) };
}

/** The next prediction after `action`, and the engine's refusal when it is foreseen as refused. */
export function predictNext(prediction: Prediction, action: Action): Prediction & { refusal: string | null } {
  const seen = prediction.blind ? null : foresee(prediction.game, action);
  if (!seen) return { game: played(prediction.game, action), blind: true, refusal: null };
  return { game: seen.state, blind: false, refusal: seen.refusal };
}

/** The screen's game from the server's `view` and the actions played since it (`pending`). */
export function predict(view: GameView, pending: readonly Action[], runSecret: string): Prediction {
  let prediction: Prediction = { game: mirrorOf(view, [], runSecret), blind: false };
  for (const action of pending) prediction = predictNext(prediction, action);
  return prediction;
}
