// The score body an inscription sends (POST /api/game-stats): the engine's figures under the form's name.
import { runRecord, scoreSubmission, type GameState } from '../../engine';
import type { GameStatsRequest, SealedGameStatsRequest } from '../../shared/api';

/**
 * The score body: the engine's submission fields under the form's name, the premium choice, the run
 * record and the run's secret (absent in runs begun before secrets).
 */
export function buildSubmission(
  state: GameState,
  couponCode: string | null,
  playerName = state.player.name,
): GameStatsRequest {
  const base = scoreSubmission(state);
  const { couponCode: _unused, ...fields } = base;
  const premium = couponCode ? { isPremium: true, couponCode } : { isPremium: false };
  // The server lets only the holder of the secret carry an inscribed run further.
  const secret = state.runSecret === undefined ? {} : { runSecret: state.runSecret };
  return { ...fields, playerName: playerName.trim(), ...premium, run: runRecord(state), ...secret };
}

/** A sealed run's score body: its id and secret under the form's name; the server scores the run it dealt. */
export function buildSealedSubmission(
  sealed: { id: string; runSecret: string },
  couponCode: string | null,
  playerName: string,
): SealedGameStatsRequest {
  const premium = couponCode ? { isPremium: true, couponCode } : { isPremium: false };
  return { playerName: playerName.trim(), ...premium, runId: sealed.id, runSecret: sealed.runSecret };
}
