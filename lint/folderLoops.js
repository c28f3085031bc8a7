// ESLint rule: the folders of one tree (the server's features and their shared infrastructure) import
// each other without a loop. A file's import of another folder is reported when that folder already
// reaches the file's own folder through the files on disk; the message names the loop, file by file.
// A folder is a first-level folder of the tree; a file at the tree's top (server/app.ts) is its own.
import fs from 'node:fs';
import path from 'node:path';

// Static imports and re-exports (their `from '...'`) and dynamic import('...'), relative ones only.
const SPECIFIERS =
  /(?:^|[\s;])(?:import|export)\s[^'"`;]*?\bfrom\s*['"](\.{1,2}\/[^'"]+)['"]|\bimport\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g;
const SOURCE = /\.(?:[cm]?[jt]sx?)$/;
// The graph is read again after this long: an editor's long-lived ESLint sees files change.
const GRAPH_TTL_MS = 2000;
const graphs = new Map();

/** The folder of `file` (absolute) inside `tree`, or null outside it. */
export function folderOf(tree, file) {
  const rel = path.relative(tree, file);
  if (rel === '' || rel.startsWith('..') || path.isAbsolute(rel)) return null;
  const [first, ...rest] = rel.split(path.sep);
  return rest.length > 0 ? first : first.replace(SOURCE, '');
}

function sourceFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(full);
    return SOURCE.test(entry.name) ? [full] : [];
  });
}

/**
 * The folder graph of `tree` (absolute): folder -> folder it imports -> one import that says so
 * ({ from, to } files relative to the tree).
 */
export function folderGraph(tree) {
  const graph = new Map();
  for (const file of sourceFiles(tree)) {
    const from = folderOf(tree, file);
    const text = fs.readFileSync(file, 'utf8');
    for (const match of text.matchAll(SPECIFIERS)) {
      const target = path.resolve(path.dirname(file), match[1] ?? match[2]);
      const to = folderOf(tree, target);
      if (to === null || to === from) continue;
      if (!graph.has(from)) graph.set(from, new Map());
      const edges = graph.get(from);
      if (!edges.has(to)) edges.set(to, { from: path.relative(tree, file), to: path.relative(tree, target) });
    }
  }
  return graph;
}

/** The folders from `start` to `goal` by imports (breadth first: the shortest way), or null. */
export function pathBetween(graph, start, goal) {
  const before = new Map([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const folder = queue.shift();
    if (folder === goal) {
      const way = [];
      for (let at = goal; at !== null; at = before.get(at)) way.unshift(at);
      return way;
    }
    for (const next of graph.get(folder)?.keys() ?? []) {
      if (!before.has(next)) {
        before.set(next, folder);
        queue.push(next);
      }
    }
  }
  return null;
}

/** Every loop between folders of the graph, each once, as folder lists from their first folder by name. */
export function folderLoops(graph) {
  const loops = [];
  const seen = new Set();
  for (const [from, edges] of graph)
    for (const to of edges.keys()) {
      const back = pathBetween(graph, to, from);
      if (back === null) continue;
      const loop = [from, ...back.slice(0, -1)];
      const first = loop.indexOf([...loop].sort()[0]);
      const turned = [...loop.slice(first), ...loop.slice(0, first)];
      const key = turned.join('>');
      if (!seen.has(key)) {
        seen.add(key);
        loops.push(turned);
      }
    }
  return loops;
}

function cachedGraph(tree) {
  const hit = graphs.get(tree);
  if (hit && Date.now() - hit.at < GRAPH_TTL_MS) return hit.graph;
  const graph = folderGraph(tree);
  graphs.set(tree, { at: Date.now(), graph });
  return graph;
}

/** @type {import('eslint').Rule.RuleModule} */
export const folderLoop = {
  meta: {
    type: 'problem',
    docs: { description: "A tree's first-level folders import each other without a loop" },
    schema: [
      {
        type: 'object',
        properties: { root: { type: 'string' }, tree: { type: 'string' }, because: { type: 'string' } },
        required: ['tree'],
        additionalProperties: false,
      },
    ],
    messages: {
      loop: "'{{specifier}}' closes a loop between {{tree}} folders: {{loop}} ({{through}}); {{because}}",
    },
  },
  create(context) {
    const { root = context.cwd, tree: treeName, because = '' } = context.options[0];
    const tree = path.resolve(root, treeName);
    const here = folderOf(tree, context.physicalFilename);
    if (here === null) return {};

    function check(node) {
      const source = node.source;
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
      const specifier = source.value;
      if (!specifier.startsWith('./') && !specifier.startsWith('../')) return;
      const there = folderOf(tree, path.resolve(path.dirname(context.physicalFilename), specifier));
      if (there === null || there === here) return;
      const graph = cachedGraph(tree);
      const back = pathBetween(graph, there, here);
      if (back === null) return;
      const through = back
        .slice(1)
        .map((to, i) => graph.get(back[i]).get(to))
        .map((edge) => `${treeName}/${edge.from} imports ${treeName}/${edge.to}`)
        .join(', ');
      context.report({
        node: source,
        messageId: 'loop',
        data: { specifier, tree: treeName, loop: [here, ...back].join(' -> '), through, because },
      });
    }

    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};
