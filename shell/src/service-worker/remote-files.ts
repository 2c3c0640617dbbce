// The files of the deployed remotes a first visit keeps for offline use, so that a screen the
// shopper has not opened yet (the checkout) still opens without a network.

interface ManifestAssets {
  js?: { sync?: unknown; async?: unknown };
  css?: { sync?: unknown; async?: unknown };
}

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

/** Where each remote's build lives, from /remotes.json ({ remotes: { key: { url } } }). */
export function remoteBaseUrls(registry: unknown, origin: string): string[] {
  const remotes = (registry as { remotes?: Record<string, { url?: unknown }> } | null)?.remotes;
  if (!remotes || typeof remotes !== 'object') return [];
  return Object.values(remotes)
    .map((entry) => entry?.url)
    .filter((url): url is string => typeof url === 'string')
    .map((url) => new URL(url.endsWith('/') ? url : `${url}/`, origin).href);
}

// The storefront's own shared code travels under content versions: a remote built on newer
// shared code than the shell's loads its own copy, so that copy must be kept as well.
const OWN_SHARED_CODE = '@barrio/shared/';

/**
 * The entry, manifest and every exposed module's chunks of one remote, with the remote's own
 * copies of the storefront's shared code. Third-party shared libraries are left out: the shell
 * provides them.
 */
export function remoteFileUrls(baseUrl: string, manifest: unknown): string[] {
  const data = manifest as {
    metaData?: { remoteEntry?: { name?: unknown; path?: unknown } };
    exposes?: Array<{ assets?: ManifestAssets }>;
    shared?: Array<{ name?: unknown; assets?: ManifestAssets }>;
  } | null;
  const files = new Set<string>(['mf-manifest.json']);
  const entry = data?.metaData?.remoteEntry;
  if (typeof entry?.name === 'string') {
    const folder = typeof entry.path === 'string' && entry.path ? `${entry.path}/` : '';
    files.add(`${folder}${entry.name}`);
  }
  const ownShared = (data?.shared ?? []).filter(
    (entry) => typeof entry.name === 'string' && entry.name.startsWith(OWN_SHARED_CODE),
  );
  for (const module of [...(data?.exposes ?? []), ...ownShared]) {
    const { js, css } = module.assets ?? {};
    for (const file of [
      ...strings(js?.sync),
      ...strings(js?.async),
      ...strings(css?.sync),
      ...strings(css?.async),
    ]) {
      files.add(file);
    }
  }
  return [...files].map((file) => new URL(file, baseUrl).href);
}

const HASHES = /\{((?:\d+:"[0-9a-f]{8}",?)+)\}\)?\[\w+\]\+"\.js"/;
const NAMES = /\(\{((?:\d+:"[^"]+",?)+)\}\)\[\w+\]\|\|\w+\)\+"\."/;

function pairs(list: string): Array<[string, string]> {
  return [...list.matchAll(/(\d+):"([^"]+)"/g)].map((match) => [match[1]!, match[2]!]);
}

/**
 * Every chunk a remote's entry can load, read from the entry's own chunk map (webpack writes
 * `{id:"hash"}[id]+".js"`, with a map of names for named chunks). The manifest lists each
 * exposed module's chunks, but not the chunks of a shared module this remote may end up
 * providing to the others on a page: offline, those must be kept as well. Nothing found (a
 * different build output) gives an empty list, and the manifest's files still count.
 */
export function entryChunkFiles(entry: string): string[] {
  const hashes = HASHES.exec(entry);
  if (!hashes) return [];
  const names = new Map(pairs(NAMES.exec(entry)?.[1] ?? ''));
  return pairs(hashes[1]!).map(([id, hash]) => `${names.get(id) ?? id}.${hash}.js`);
}
