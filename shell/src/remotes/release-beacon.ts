import {
  RELEASE_REPORTS_PER_REQUEST,
  type ReleaseReport,
  type ReleaseReportKind,
} from '@barrio/shared/contract';
import { SHELL_VERSION_META } from '@barrio/shared/first-view';
import { onIdle } from '@barrio/shared/on-idle';
import type { RemoteName } from './exposed-modules';

// Tells the gateway which build of each remote this page ran and how it went (a visit, a
// render error, a failed load), so that a canary release is promoted or rolled back on what
// its visitors met (POST /api/deploys/beacon, counted in /metrics). Fire and forget: a lost
// report costs a canary one data point, never the page anything.
//
// Reports wait for the page to be idle and leave together, in one request: a request started
// from script costs the main thread a few milliseconds on a cheap phone, and a shop page's load
// has three visits to tell (the shell, the catalogue, the cart) while the shopper's first taps
// are due. A page that is left first sends what waits as it goes (keepalive outlives the page).

export const RELEASE_BEACON_URL = '/api/deploys/beacon';

/** How long a report may wait for an idle moment before it leaves anyway. */
const IDLE_TIMEOUT_MS = 3000;

const waiting: ReleaseReport[] = [];
let flushScheduled = false;

const visited = new Set<string>();
/** The version of each remote this page loaded (or tried to), as the registry named it. */
const versions = new Map<RemoteName, string>();

export function rememberRemoteVersion(name: RemoteName, version: string | undefined): void {
  if (version) versions.set(name, version);
}

export function rememberedRemoteVersion(name: RemoteName): string | undefined {
  return versions.get(name);
}

/** `mf_catalog` → `mf-catalog`, the app's name in the registry and the deploy tools. */
function appOf(name: RemoteName): string {
  return name.replace(/_/g, '-');
}

export function sendReleaseReport(
  name: RemoteName,
  version: string | undefined,
  kind: ReleaseReportKind,
): void {
  sendReport(appOf(name), version, kind);
}

/** The shell's own release, as the gateway named it in the page; undefined when it did not. */
function shellVersion(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  return (
    document.querySelector(`meta[name="${SHELL_VERSION_META}"]`)?.getAttribute('content') ??
    undefined
  );
}

/**
 * The shell's own report: a visit once it started, an error when it could not start or an
 * error escaped every boundary but the remotes'. A shell canary is judged on these.
 */
export function sendShellReport(kind: ReleaseReportKind): void {
  sendReport('shell', shellVersion(), kind);
}

function sendReport(app: string, version: string | undefined, kind: ReleaseReportKind): void {
  // A dev server's build, or a remote whose registry entry never arrived, has no release.
  if (!version || version === 'dev' || typeof fetch !== 'function') return;
  if (kind === 'visit') {
    const key = `${app}@${version}`;
    if (visited.has(key)) return;
    visited.add(key);
  }
  waiting.push({ app, version, kind });
  scheduleFlush();
}

function scheduleFlush(): void {
  if (flushScheduled) return;
  flushScheduled = true;
  onIdle(flushReleaseReports, IDLE_TIMEOUT_MS);
}

/** Sends every waiting report now (at most RELEASE_REPORTS_PER_REQUEST a request). */
export function flushReleaseReports(): void {
  flushScheduled = false;
  while (waiting.length > 0) {
    const reports = waiting.splice(0, RELEASE_REPORTS_PER_REQUEST);
    void fetch(RELEASE_BEACON_URL, {
      method: 'POST',
      keepalive: true,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ reports }),
    }).catch(() => undefined);
  }
}

// The page may be left before it was ever idle: what waits goes with it.
if (typeof addEventListener === 'function') addEventListener('pagehide', flushReleaseReports);

/** Whether a failed call is the server's failure (5xx), not the shopper's input or the network. */
function isServerFailure(error: unknown): boolean {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' && status >= 500;
}

/**
 * A failed API call (the server's fault) counts against every app version on the page, the
 * shell's included: a
 * canary whose calls make the API fail shows it in its error rate. Called with the page's
 * query client's failures.
 */
export function reportApiFailure(error: unknown): void {
  if (!isServerFailure(error)) return;
  for (const [name, version] of versions) sendReleaseReport(name, version, 'api_failed');
  sendShellReport('api_failed');
}
