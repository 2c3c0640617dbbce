// What a build promises the page beyond names, recorded in its barrio-compat.json so that the
// deploy check (scripts/web/behaviour-check.mjs) can compare it with what is live:
//   - events: every bus event the build's code publishes or subscribes to, with the payload's
//     JSON Schema and version from shared/src/contract/bus-events.ts as this build has it;
//   - exposes / consumes: the props of each exposed module (shared/src/contract/
//     exposed-modules.ts), described from the TypeScript types, for the modules a remote
//     exposes or the shell loads;
//   - hydration: when each of those modules comes alive on a page (EXPOSED_MODULE_HYDRATION,
//     which the shell applies), for the deploy's report;
//   - sharedRules: a content hash of each shared domain rule file (prices, discounts,
//     quantities...) the build bundles, so that remotes bundling different rules are named;
//   - apiCalls: the API paths its code calls (`apiFetch('/shops/${slug}')` → `/api/shops/{}`),
//     checked against the live gateway's OpenAPI document.
const { createHash } = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');

/** The @barrio/shared a build compiles against (a scratch copy builds against its own). */
function sharedDirOf(appDir) {
  return path.dirname(require.resolve('@barrio/shared/package.json', { paths: [appDir] }));
}

function hashOf(text) {
  return createHash('sha256').update(text).digest('hex').slice(0, 16);
}

/** Files under `dir` whose name passes `keep`, for a cache key. */
function filesUnder(dir, keep) {
  const found = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) found.push(...filesUnder(full, keep));
    else if (keep(entry.name)) found.push(full);
  }
  return found.sort();
}

/**
 * The contract files' content hash, and this file's: records are worked out once per version
 * of them and of the way they are worked out.
 */
function contractHash(sharedDir) {
  const hash = createHash('sha256').update(fs.readFileSync(__filename));
  const contractDir = path.join(sharedDir, 'src', 'contract');
  const files = [
    ...filesUnder(contractDir, (name) => /\.tsx?$/.test(name) && !name.includes('.test.')),
    path.join(sharedDir, 'src', 'domain', 'product.ts'),
  ];
  for (const file of files) {
    hash.update(path.relative(sharedDir, file)).update('\0').update(fs.readFileSync(file));
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * Kept beside the installed libraries (their real folder: a scratch copy of the repository
 * that links them shares the cache), keyed by the contract's hash.
 */
function cacheFile(name, key) {
  const modules = path.dirname(path.dirname(require.resolve('jiti/package.json')));
  return path.join(modules, '.cache', 'barrio-contracts', `${name}-${key}.json`);
}

async function cached(name, key, work) {
  const file = cacheFile(name, key);
  if (fs.existsSync(file)) return JSON.parse(fs.readFileSync(file, 'utf8'));
  const value = await work();
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, JSON.stringify(value));
  return value;
}

/**
 * Every bus event's version and payload JSON Schema, from the shared code the build compiles
 * (loaded with jiti, which reads TypeScript; zod writes the JSON Schema).
 * @returns {Promise<Record<string, { version: number, schema: object }>>}
 */
async function eventSchemas(sharedDir) {
  const { createJiti } = require('jiti');
  const jiti = createJiti(path.join(sharedDir, 'package.json'), { moduleCache: false });
  const { BUS_EVENT_SCHEMAS } = await jiti.import(
    path.join(sharedDir, 'src', 'contract', 'bus-events.ts'),
  );
  const { toJSONSchema } = await jiti.import('zod');
  return Object.fromEntries(
    Object.entries(BUS_EVENT_SCHEMAS).map(([name, { version, payload }]) => [
      name,
      { version, schema: toJSONSchema(payload, { io: 'input', unrepresentable: 'any' }) },
    ]),
  );
}

/**
 * When each exposed module comes alive (EXPOSED_MODULE_HYDRATION), from the shared code the
 * build compiles; empty for shared code from before the policies.
 * @returns {Promise<Record<string, string>>}
 */
async function exposedModuleHydration(sharedDir) {
  const { createJiti } = require('jiti');
  const jiti = createJiti(path.join(sharedDir, 'package.json'), { moduleCache: false });
  const { EXPOSED_MODULE_HYDRATION } = await jiti.import(
    path.join(sharedDir, 'src', 'contract', 'exposed-modules.ts'),
  );
  return { ...EXPOSED_MODULE_HYDRATION };
}

/** EXPOSED_MODULE_HYDRATION as the shared code `appDir` builds against has it (cached). */
function hydrationPolicies(appDir) {
  const sharedDir = sharedDirOf(appDir);
  return cached('hydration', contractHash(sharedDir), () => exposedModuleHydration(sharedDir));
}

/**
 * The props of every module in `ExposedModules`, each as { optional, type }, the type written
 * out structurally (a callback's argument fields too), so that a renamed field anywhere in
 * what the two sides hand each other shows.
 * @returns {Record<string, Record<string, { optional: boolean, type: string }>>}
 */
function exposedModuleProps(sharedDir) {
  const ts = require('typescript');
  const file = path.join(sharedDir, 'src', 'contract', 'exposed-modules.ts');
  const program = ts.createProgram([file], {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    jsx: ts.JsxEmit.ReactJSX,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    target: ts.ScriptTarget.ES2022,
    types: [],
  });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(file);
  const exposed = source.statements.find(
    (node) => ts.isInterfaceDeclaration(node) && node.name.text === 'ExposedModules',
  );
  if (!exposed) throw new Error(`${file} declares no ExposedModules interface`);

  // A library's type (ReactNode) is named, not written out: its version is the singletons'
  // business, checked apart.
  const fromLibrary = (type) =>
    (type.aliasSymbol ?? type.getSymbol())
      ?.getDeclarations()
      ?.some(
        (declaration) =>
          !path.resolve(declaration.getSourceFile().fileName).startsWith(sharedDir + path.sep),
      );

  const describe = (type, depth) => {
    if (depth > 4 || fromLibrary(type)) return checker.typeToString(type);
    if (type.isUnion()) {
      return type.types
        .map((member) => describe(member, depth + 1))
        .sort()
        .join(' | ');
    }
    const [signature] = type.getCallSignatures();
    if (signature) {
      const parameters = signature.getParameters().map((parameter) => {
        const parameterType = checker.getTypeOfSymbol(parameter);
        return `${parameter.getName()}: ${describe(parameterType, depth + 1)}`;
      });
      return `(${parameters.join(', ')}) => ${describe(signature.getReturnType(), depth + 1)}`;
    }
    if (type.flags & ts.TypeFlags.Object && !checker.isArrayLikeType(type)) {
      const fields = checker.getPropertiesOfType(type).map((property) => {
        const optional = property.flags & ts.SymbolFlags.Optional ? '?' : '';
        return `${property.getName()}${optional}: ${describe(checker.getTypeOfSymbol(property), depth + 1)}`;
      });
      return `{ ${fields.sort().join('; ')} }`;
    }
    if (checker.isArrayLikeType(type)) {
      const [element] = checker.getTypeArguments(type);
      return element ? `${describe(element, depth + 1)}[]` : checker.typeToString(type);
    }
    return checker.typeToString(type);
  };

  const modules = {};
  for (const member of exposed.members) {
    if (!ts.isPropertySignature(member) || !member.type) continue;
    const name = member.name.getText(source).replace(/^['"]|['"]$/g, '');
    const propsType = checker.getTypeFromTypeNode(member.type);
    const props = {};
    for (const property of checker.getPropertiesOfType(propsType)) {
      props[property.getName()] = {
        optional: Boolean(property.flags & ts.SymbolFlags.Optional),
        type: describe(checker.getTypeOfSymbol(property), 1),
      };
    }
    modules[name] = props;
  }
  return modules;
}

const BUS_CALL =
  /\b(publish|subscribe|latest|useBusState|useBusSelector|useBusSubscription)\s*\(\s*['"]([\w-]+:[\w-]+)['"]/g;

/**
 * The bus events the given source files publish and subscribe to.
 * @param {string[]} files
 * @returns {Record<string, { publishes: boolean, subscribes: boolean }>}
 */
function busUsage(files) {
  const usage = {};
  for (const file of files) {
    for (const [, call, name] of fs.readFileSync(file, 'utf8').matchAll(BUS_CALL)) {
      const entry = (usage[name] ??= { publishes: false, subscribes: false });
      if (call === 'publish') entry.publishes = true;
      else entry.subscribes = true;
    }
  }
  return usage;
}

const API_CALL = /\bapi(?:Fetch|Request)\s*(?:<[^>]*>)?\(\s*([`'"])(.*?)\1/gs;

/**
 * The API paths the given files call through the shared client (apiFetch, apiRequest), with
 * each `${...}` as `{}` and the query left out, sorted.
 */
function apiCalls(files) {
  const paths = new Set();
  for (const file of files) {
    for (const [, , raw] of fs.readFileSync(file, 'utf8').matchAll(API_CALL)) {
      const path = raw.replace(/\$\{[^}]*\}/g, '{}').split('?')[0];
      const withSlash = path.startsWith('/') ? path : `/${path}`;
      paths.add(
        withSlash === '/api' || withSlash.startsWith('/api/') ? withSlash : `/api${withSlash}`,
      );
    }
  }
  return [...paths].sort();
}

/**
 * Content hashes of the shared domain rule files among the given files, by their path in the
 * shared package (`domain/pricing.ts`); the index, which only re-exports, is left out.
 */
function sharedRuleHashes(files, sharedDir) {
  const domainDir = path.join(sharedDir, 'src', 'domain') + path.sep;
  const rules = {};
  for (const file of files) {
    if (!file.startsWith(domainDir) || /(^|[\\/])index\.ts$/.test(file)) continue;
    const key = path.relative(path.join(sharedDir, 'src'), file).split(path.sep).join('/');
    rules[key] = hashOf(fs.readFileSync(file));
  }
  return Object.fromEntries(Object.entries(rules).sort(([a], [b]) => a.localeCompare(b)));
}

/**
 * The behaviour record of one build.
 * @param {{
 *   appDir: string,
 *   kind: 'host' | 'remote',
 *   container?: string,
 *   exposes?: string[],
 *   loads?: Record<string, string[]>,
 *   files: string[],
 * }} options `files`: the source files the build bundled (outside node_modules)
 */
async function behaviourRecord({ appDir, kind, container, exposes = [], loads = {}, files }) {
  const sharedDir = sharedDirOf(appDir);
  const key = contractHash(sharedDir);
  const schemas = await cached('events', key, () => eventSchemas(sharedDir));
  const props = await cached('props', key, () => exposedModuleProps(sharedDir));
  const policies = await hydrationPolicies(appDir);
  const sources = files.filter((file) => /\.(ts|tsx|js|jsx|mjs|cjs)$/.test(file));
  const events = {};
  for (const [name, use] of Object.entries(busUsage(sources)).sort(([a], [b]) =>
    a.localeCompare(b),
  )) {
    // An event the shared map does not know (declared by the app with defineEvents) has no
    // shared schema: its payload is the app's own business.
    events[name] = { ...use, ...(schemas[name] ?? { version: 0, schema: null }) };
  }
  const known = (from) => (names) =>
    Object.fromEntries(names.filter((name) => from[name]).map((name) => [name, from[name]]));
  const modules =
    kind === 'remote'
      ? exposes.map((name) => `${container}/${name}`)
      : Object.entries(loads).flatMap(([owner, names]) => names.map((n) => `${owner}/${n}`));
  return {
    events,
    [kind === 'remote' ? 'exposes' : 'consumes']: known(props)(modules),
    hydration: known(policies)(modules),
    sharedRules: sharedRuleHashes(sources, sharedDir),
    apiCalls: apiCalls(sources),
  };
}

module.exports = {
  apiCalls,
  behaviourRecord,
  busUsage,
  eventSchemas,
  exposedModuleHydration,
  exposedModuleProps,
  hydrationPolicies,
  sharedRuleHashes,
};
