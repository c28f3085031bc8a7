// A sealed run's resume code: what SAVE SPELLBOOK gives for a run the server keeps (its seed never leaves
// the server, so no save code can hold it). Recalled on any device, it takes the run up where the server
// has it (takeUp.ts). It holds the run's secret: whoever has it plays the run.
import { isRunSecret } from '../../engine';

const PREFIX = 'sealed:';

/** The resume code of the sealed run `id` whose secret is `runSecret`. */
export function resumeCodeOf(run: { id: string; runSecret: string }): string {
  return `${PREFIX}${run.id}:${run.runSecret}`;
}

/** The run a pasted resume code names, or null when the text is not one (a save code, say). */
export function readResumeCode(text: string): { id: string; runSecret: string } | null {
  const code = text.replace(/\s+/g, '');
  if (!code.startsWith(PREFIX)) return null;
  const [id, runSecret, ...rest] = code.slice(PREFIX.length).split(':');
  if (rest.length > 0 || !id || !/^[\w-]{1,64}$/.test(id) || !isRunSecret(runSecret ?? '')) return null;
  return { id, runSecret };
}
