// ESLint rule: a relative import must land inside (or outside) given folders of the repository.
// no-restricted-imports only sees the text of a specifier, and '../x' means a different file at every depth,
// so this rule resolves each relative specifier against the importing file before judging it.
import path from 'node:path';

/** Is `file` (absolute) the folder `dir` (absolute) or somewhere under it? */
function isWithin(file, dir) {
  const rel = path.relative(dir, file);
  return rel === '' || (!rel.startsWith('..') && !path.isAbsolute(rel));
}

/** @type {import('eslint').Rule.RuleModule} */
export const importBoundary = {
  meta: {
    type: 'problem',
    docs: { description: 'Relative imports stay inside, or keep out of, given folders of the repository' },
    schema: [
      {
        type: 'object',
        properties: {
          root: { type: 'string' },
          inside: { type: 'string' },
          // A folder, or a folder with its own reason (several folders kept out of one place, each for its reason).
          outside: {
            type: 'array',
            items: {
              anyOf: [
                { type: 'string' },
                {
                  type: 'object',
                  properties: { dir: { type: 'string' }, because: { type: 'string' } },
                  required: ['dir'],
                  additionalProperties: false,
                },
              ],
            },
          },
          because: { type: 'string' },
        },
        additionalProperties: false,
      },
    ],
    messages: {
      leaves: "'{{specifier}}' leaves {{inside}}: {{because}}",
      enters: "'{{specifier}}' reaches into {{outside}}: {{because}}",
    },
  },
  create(context) {
    // Folders are named from `root` (the repository; the config passes its own folder), else from ESLint's cwd.
    const { root = context.cwd, inside, outside = [], because = '' } = context.options[0] ?? {};
    const here = path.dirname(context.physicalFilename);

    function check(node) {
      const source = node.source;
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
      const specifier = source.value;
      if (!specifier.startsWith('./') && !specifier.startsWith('../')) return;
      const target = path.resolve(here, specifier);
      if (inside && !isWithin(target, path.resolve(root, inside))) {
        context.report({ node: source, messageId: 'leaves', data: { specifier, inside, because } });
        return;
      }
      const entered = outside
        .map((entry) => (typeof entry === 'string' ? { dir: entry, because } : { because, ...entry }))
        .find(({ dir }) => isWithin(target, path.resolve(root, dir)));
      if (entered)
        context.report({
          node: source,
          messageId: 'enters',
          data: { specifier, outside: entered.dir, because: entered.because },
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
