// Random and mutated save codes for the load dialog: noise, damaged real codes, and real codes whose
// decoded JSON has fields replaced by hostile values (the state reader must refuse or repair them).
import { encodeSaveCode, newGame, apply, type Action, type GameState } from '../../../src/engine';
import { decompressText } from '../../../src/engine/save/compressedCode';
import { fightSituation } from '../../support/engine/situations';
import { HOSTILE_STRINGS, HOSTILE_VALUES } from '../badInputs';
import { seededRandom } from '../../support/random';

/** What the load dialog may show for a code: the engine's load messages behind 'Load failed: '. */
export const LOAD_ERRORS: readonly string[] = [
  'Empty save code',
  'Incompatible save version',
  'No game state found in save data',
  'Save data is missing dungeon rooms',
  'Invalid save code',
].map((reason) => `Load failed: ${reason}`);

function toBase64(text: string): string {
  return Buffer.from(text, 'utf8').toString('base64');
}

function walked(name: string, seed: string, moves: number): GameState {
  let state = newGame(name, seed);
  const dirs = ['right', 'down', 'left', 'up'] as const;
  for (let i = 0; i < moves && !state.combat.active; i++)
    state = apply(state, { type: 'move', direction: dirs[i % 4] } as Action);
  return state;
}

/** Every path to a leaf of `value` (arrays sampled), for structural mutation. */
function leafPaths(
  value: unknown,
  path: (string | number)[] = [],
  out: (string | number)[][] = [],
  random = Math.random,
): (string | number)[][] {
  if (value === null || typeof value !== 'object') {
    out.push(path);
    return out;
  }
  out.push(path);
  const entries = Object.entries(value as Record<string, unknown>);
  for (const [key, child] of entries) {
    if (Array.isArray(value) && random() > 0.15) continue;
    leafPaths(child, [...path, Array.isArray(value) ? Number(key) : key], out, random);
  }
  return out;
}

function setAt(root: unknown, path: (string | number)[], next: unknown): unknown {
  if (path.length === 0) return next;
  const copy = structuredClone(root) as Record<string | number, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) {
    // An earlier mutation may have removed this branch already.
    if (node[key] === null || typeof node[key] !== 'object') return copy;
    node = node[key] as Record<string | number, unknown>;
  }
  const last = path[path.length - 1];
  if (next === undefined) delete node[last];
  else node[last] = next;
  return copy;
}

/** `count` codes: about a fifth noise, a fifth damaged text, the rest structural mutations of real saves. */
export function generateSaveCodes(count: number, seed = 11): string[] {
  const random = seededRandom(seed);
  const bases = [walked('Fuzzy', 'fuzz-1', 6), walked('Mutant', 'fuzz-2', 30), fightSituation().state];
  const codes = bases.map((s) => encodeSaveCode(s, Date.UTC(2026, 0, 1)));
  const datas = codes.map((c) => JSON.parse(decompressText(c)) as unknown);
  const paths = datas.map((d) => leafPaths(d, [], [], random));
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)];
  const hostile = () =>
    random() < 0.3 ? pick(HOSTILE_STRINGS).slice(0, 2000) : random() < 0.8 ? pick(HOSTILE_VALUES) : undefined;
  const out: string[] = [...codes];
  while (out.length < count) {
    const roll = random();
    const b = Math.floor(random() * codes.length);
    if (roll < 0.1) {
      const alphabet = pick([
        'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/=',
        '{}[]":,0123456789',
        ' \n\t',
        '💀名Ω\u0000\u202e<>&',
      ]);
      out.push(Array.from({ length: 1 + Math.floor(random() * 400) }, () => pick([...alphabet])).join(''));
    } else if (roll < 0.2) {
      const code = codes[b];
      const at = Math.floor(random() * code.length);
      const damage = pick(['flip', 'cut', 'insert', 'delete']);
      if (damage === 'cut') out.push(code.slice(0, at));
      else if (damage === 'insert') out.push(code.slice(0, at) + pick(['%', '!', '=', ' ', 'A']) + code.slice(at));
      else if (damage === 'delete') out.push(code.slice(0, at) + code.slice(at + 1 + Math.floor(random() * 20)));
      else out.push(code.slice(0, at) + pick([...'ABCxyz019+/']) + code.slice(at + 1));
    } else if (roll < 0.25) {
      out.push(
        toBase64(
          pick([
            'null',
            '[]',
            '{}',
            '"1.0"',
            '{"version":"1.0"}',
            '{"version":"1.0","gameState":{}}',
            '{"version":"2.0","gameState":{"dungeon":{"rooms":[]}}}',
            '{"version":1}',
          ]),
        ),
      );
    } else {
      // One to three fields of a real save replaced, removed or given a hostile value.
      let data = datas[b];
      for (let i = 0, n = 1 + Math.floor(random() * 3); i < n; i++) data = setAt(data, pick(paths[b]), hostile());
      out.push(toBase64(JSON.stringify(data) ?? 'undefined'));
    }
  }
  return out.slice(0, count);
}
