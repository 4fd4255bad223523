// @ts-check
// The import boundaries: contract imports only zod and itself; server and web import the
// contract but never each other; a storefront feature never imports another feature; nothing in the
// storefront imports admin code (the admin panel is a lazily loaded chunk, reached only by import());
// shared layers (api, components, http, navigation, shop, config, layout) never import a feature; a
// migration imports only packages (it is frozen in time); and no import climbs more than one folder
// (`../../`): it names the area with #contract/, #server/, #web/ or #test/.
import path from 'node:path';

const ALIASES = { '#contract/': 'src/contract/', '#server/': 'src/server/', '#web/': 'src/web/', '#test/': 'test/' };
const SHARED_WEB_LAYERS = ['api', 'components', 'config', 'http', 'i18n', 'layout', 'navigation', 'shop'];
// The admin panel's test helpers are admin code too: they render its layout.
const ADMIN_CODE = ['src/web/features/admin/', 'src/web/api/admin/', 'src/web/test-support/admin.'];

/** The importing file and the imported path, both relative to the repository root with `/`. */
export function resolveTarget(fromFile, specifier) {
  for (const [alias, folder] of Object.entries(ALIASES)) {
    if (specifier.startsWith(alias)) return folder + specifier.slice(alias.length);
  }
  if (specifier.startsWith('./') || specifier.startsWith('../')) {
    return path.posix.normalize(path.posix.join(path.posix.dirname(fromFile), specifier));
  }
  return null; // a package
}

const packageName = (specifier) => (specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0]);
const featureOf = (file) => /^src\/web\/features\/([^/]+)\//.exec(file)?.[1] ?? null;
const isAdminCode = (file) => ADMIN_CODE.some((prefix) => file.startsWith(prefix));

/**
 * Why `fromFile` may not import `specifier`, or null when it may. `dynamic` is true for import(),
 * the one way the storefront may reach the admin chunk.
 */
export function boundaryViolation(fromFile, specifier, dynamic = false) {
  if (/^(\.\.\/){2,}/.test(specifier)) {
    return `'${specifier}' climbs more than one folder: import it as #contract/…, #server/… or #web/…`;
  }
  const target = resolveTarget(fromFile, specifier);
  if (fromFile.startsWith('src/contract/')) {
    const isTest = /\.test\.tsx?$/.test(fromFile); // a test may import its runner
    if (target === null ? !isTest && packageName(specifier) !== 'zod' : !target.startsWith('src/contract/')) {
      return `the contract imports only zod and itself, not '${specifier}'`;
    }
    return null;
  }
  if (target === null) return null;
  if (fromFile.startsWith('src/server/db/migrations/')) return 'a migration is frozen in time: it imports nothing from the app';
  if (fromFile.startsWith('src/web/') && target.startsWith('src/server/')) return 'web code never imports the server';
  if (fromFile.startsWith('src/server/') && target.startsWith('src/web/')) return 'server code never imports the web app';
  if (!fromFile.startsWith('src/web/')) return null;
  const from = featureOf(fromFile);
  const to = featureOf(target);
  if (to && from && to !== from) return `the feature '${from}' imports the feature '${to}': move what they share out of features/`;
  const layer = /^src\/web\/([^/]+)\//.exec(fromFile)?.[1];
  if (to && layer && SHARED_WEB_LAYERS.includes(layer)) return `src/web/${layer}/ is shared and never imports a feature ('${to}')`;
  if (!dynamic && isAdminCode(target) && !isAdminCode(fromFile)) {
    return 'the storefront never imports admin code (the admin panel is loaded lazily with import())';
  }
  return null;
}

/** @type {import('eslint').Rule.RuleModule} */
const rule = {
  meta: {
    type: 'problem',
    docs: {
      description:
        'Keeps imports inside the architecture: the contract on its own, server and web apart, features apart, admin code out of the storefront',
    },
    schema: [],
  },
  create(context) {
    const file = path.relative(context.cwd, context.filename).split(path.sep).join('/');
    const check = (node, dynamic) => {
      const source = node.source;
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
      const problem = boundaryViolation(file, source.value, dynamic);
      if (problem) context.report({ node: source, message: problem });
    };
    return {
      ImportDeclaration: (node) => check(node, false),
      ExportNamedDeclaration: (node) => check(node, false),
      ExportAllDeclaration: (node) => check(node, false),
      ImportExpression: (node) => check(node, true),
    };
  },
};

export default { rules: { 'import-boundaries': rule } };
