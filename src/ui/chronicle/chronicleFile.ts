// Writing and downloading a run's chronicle from the browser (the engine writes the text).
import { chronicle, chronicleFileName, runRecord, type GameState, type LivingEnd } from '../../engine';
import { downloadText, localDate } from '../common/downloadText';

/** The chronicle of the run that led to `state` (replayed from its own run record). */
export function chronicleOfState(state: GameState, living: LivingEnd): string {
  return chronicle(runRecord(state), living);
}

/** Downloads `text` as chronicle-<hero>-<today>.txt and returns the file name. */
export function downloadChronicle(text: string, hero: string): string {
  const fileName = chronicleFileName(hero, localDate(new Date()));
  downloadText(text, fileName);
  return fileName;
}

/** How a chronicle's download failed, for the error toast. */
export function chronicleFailure(error: unknown): string {
  return `Failed to write the chronicle: ${error instanceof Error ? error.message : String(error)}`;
}
