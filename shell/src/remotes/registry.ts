import { REMOTE_NAMES, type RemoteName } from './exposed-modules';

/** One remote as the gateway's `/remotes.json` points at it. */
export interface RegistryRemote {
  /** Container name, e.g. `mf_catalog`. */
  name: RemoteName;
  version: string;
  /** Base URL of the deployed build (absolute or root-relative), without a trailing slash. */
  url: string;
}

export interface RemotesRegistry {
  remotes: RegistryRemote[];
}

export const REGISTRY_URL = '/remotes.json';

/** Where the gateway writes the registry into the page (gateway/src/modules/web/first-view.ts). */
export const INLINE_REGISTRY_ID = 'barrio-registry';

export class RegistryError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'RegistryError';
  }
}

function isRemoteName(value: unknown): value is RemoteName {
  return typeof value === 'string' && (REMOTE_NAMES as readonly string[]).includes(value);
}

/**
 * Accepts the registry file the deploy script writes (`{ remotes: { "mf-catalog": {...} } }`)
 * and a plain list; entries for unknown remotes are skipped so an older shell keeps working
 * when a new remote is registered.
 */
export function parseRegistry(json: unknown): RemotesRegistry {
  if (typeof json !== 'object' || json === null || !('remotes' in json)) {
    throw new RegistryError('The remotes registry has no "remotes" field');
  }
  const raw = json.remotes;
  const candidates: unknown[] = Array.isArray(raw)
    ? raw
    : typeof raw === 'object' && raw !== null
      ? Object.values(raw)
      : [];
  const remotes: RegistryRemote[] = [];
  for (const candidate of candidates) {
    if (typeof candidate !== 'object' || candidate === null) continue;
    const { name, version, url } = candidate as Record<string, unknown>;
    if (!isRemoteName(name) || typeof url !== 'string' || url === '') continue;
    remotes.push({
      name,
      version: typeof version === 'string' ? version : '',
      url: url.replace(/\/+$/, ''),
    });
  }
  return { remotes };
}

/**
 * The federation entry of a deployed remote: its container, remoteEntry.js. (Its manifest,
 * beside it, is for the gateway's hints and the service worker: the page's runtime leaves out
 * the code that reads manifests, and loads nothing more for not reading one.)
 */
export function remoteEntryUrl(remote: RegistryRemote, base: string): string {
  return new URL(`${remote.url}/remoteEntry.js`, base).href;
}

export async function fetchRegistry(
  url: string = REGISTRY_URL,
  fetchImpl: typeof fetch = (input, init) => fetch(input, init),
): Promise<RemotesRegistry> {
  let response: Response;
  try {
    // The registry changes on every deploy and rollback; the browser must never reuse it.
    response = await fetchImpl(url, { cache: 'no-store', headers: { accept: 'application/json' } });
  } catch (cause) {
    throw new RegistryError(`The remotes registry could not be fetched from ${url}`, { cause });
  }
  if (!response.ok) {
    throw new RegistryError(`The remotes registry answered ${response.status} at ${url}`);
  }
  return parseRegistry(await response.json());
}

/**
 * The registry the gateway wrote into the page, taken once: the first remote then loads
 * without asking for /remotes.json, and a later attempt (after a failure) asks the network.
 * Null when the page has none (a dev server's page) or it cannot be read.
 */
export function takeInlineRegistry(doc: Document = document): RemotesRegistry | null {
  const element = doc.getElementById(INLINE_REGISTRY_ID);
  if (!element) return null;
  element.remove();
  try {
    return parseRegistry(JSON.parse(element.textContent ?? ''));
  } catch {
    return null;
  }
}
