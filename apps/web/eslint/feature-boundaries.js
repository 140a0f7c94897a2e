import path from 'node:path';

/**
 * The web app's layers: `app/` (and the `main.tsx` entry) composes features; each folder under
 * `features/` is one feature; everything else under `src/` (lib/, components/, locales/) is shared.
 * Features never import each other nor app/, shared code imports neither.
 *
 * Each relative import is resolved against the importing file before its layer is read, so
 * `'../../cashier/api/deposit'` from inside features/play is caught like a path that spells
 * `features/cashier`, and a feature's own subfolder that happens to share another feature's name
 * (game-client/games/ and the games feature) is not mistaken for it. Bare specifiers are packages.
 * ESLint's no-restricted-imports matches the text of the specifier only, which is why this rule
 * exists; eslint-plugin-import's no-restricted-paths does the same resolution but needs a resolver
 * configured for .ts/.tsx and skips what it cannot resolve.
 */

/** @param {string} srcDir @param {string} file @returns {{ layer: 'app' | 'shared' } | { layer: 'feature', name: string } | null} */
function layerOf(srcDir, file) {
  const relative = path.relative(srcDir, file);
  if (relative === '' || relative.startsWith('..') || path.isAbsolute(relative)) return null;
  const [top, name] = relative.split(path.sep);
  if (top === 'app' || /^main\.[jt]sx?$/.test(top ?? '')) return { layer: 'app' };
  if (top === 'features' && name) return { layer: 'feature', name };
  return { layer: 'shared' };
}

/** @type {import('eslint').Rule.RuleModule} */
export const featureBoundaries = {
  meta: {
    type: 'problem',
    docs: {
      description:
        'Features do not import each other or app/; shared code (lib/, components/) imports no feature and not app/.',
    },
    schema: [
      {
        type: 'object',
        properties: { srcDir: { type: 'string' } },
        required: ['srcDir'],
        additionalProperties: false,
      },
    ],
    messages: {
      crossFeature:
        'features/{{from}} imports from features/{{to}}: features do not import each other. Move what both need to lib/ (shared query options and keys live in lib/queries and lib/query-keys.ts), or compose them in src/app.',
      featureToApp:
        'features/{{from}} imports from src/app: the app composes features, not the other way round. Pass what the feature needs in through lib/ or props.',
      sharedToFeature:
        'Shared code imports from {{to}}: lib/ and components/ sit below the features and the app. Move the piece down into lib/ or components/.',
    },
  },
  create(context) {
    const srcDir = path.resolve(context.options[0].srcDir);
    const file = context.physicalFilename;
    const from = layerOf(srcDir, file);
    if (!from || from.layer === 'app') return {};

    /** @param {import('estree').Node} node @param {unknown} specifier */
    function check(node, specifier) {
      if (typeof specifier !== 'string' || !specifier.startsWith('.')) return;
      const to = layerOf(srcDir, path.resolve(path.dirname(file), specifier));
      if (!to) return;
      if (from.layer === 'feature') {
        if (to.layer === 'feature' && to.name !== from.name)
          context.report({
            node,
            messageId: 'crossFeature',
            data: { from: from.name, to: to.name },
          });
        else if (to.layer === 'app')
          context.report({ node, messageId: 'featureToApp', data: { from: from.name } });
      } else if (to.layer !== 'shared') {
        context.report({
          node,
          messageId: 'sharedToFeature',
          data: { to: to.layer === 'feature' ? `features/${to.name}` : 'src/app' },
        });
      }
    }

    /** A dynamic import's source: a string, or a template without placeholders. @param {import('estree').Node} source */
    function staticValue(source) {
      if (source.type === 'Literal') return source.value;
      if (source.type === 'TemplateLiteral' && source.expressions.length === 0)
        return source.quasis[0]?.value.cooked;
      return undefined;
    }

    return {
      ImportDeclaration: (node) => check(node.source, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node.source, node.source.value),
      ExportAllDeclaration: (node) => check(node.source, node.source.value),
      ImportExpression: (node) => check(node.source, staticValue(node.source)),
    };
  },
};
