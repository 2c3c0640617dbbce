/**
 * @jest-environment node
 */
// Every bus event names the team that owns it (event-map.ts). A state or a fact is something
// the owner says, so only the owner's package publishes it; an intent is a request to the
// owner, so anyone may publish it and only the owner handles it. This reads the call sites in
// the teams' packages, since the types cannot tell who calls `publish`.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { EVENT_KINDS, EVENT_NAMES, type EventName } from './event-map';

const root = path.resolve(__dirname, '..', '..', '..');

/** Each team's package and the event prefixes it owns. */
const PREFIXES_BY_PACKAGE: Record<string, readonly string[]> = {
  shell: ['shell'],
  'mf-catalog': ['catalog'],
  'mf-cart-checkout': ['cart', 'checkout'],
  'mf-orders': ['orders'],
  'mf-wallet': ['wallet'],
  'mf-geo-pickup': ['geo'],
};

interface CallSite {
  pkg: string;
  file: string;
  call: 'publish' | 'subscribe';
  event: string;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : sourceFiles(full);
    // Tests and test helpers publish on behalf of other teams to set a scene.
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** `publish('x:y'`, `subscribe('x:y'` and `useBusSubscription('x:y'`, across line breaks. */
function callSites(): CallSite[] {
  const pattern = /\b(publish|subscribe|useBusSubscription)\(\s*['"]([a-z]+:[a-z-]+)['"]/g;
  return Object.keys(PREFIXES_BY_PACKAGE).flatMap((pkg) =>
    sourceFiles(path.join(root, pkg, 'src')).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(pattern)].map((match) => ({
        pkg,
        file: path.relative(root, file),
        call: match[1] === 'publish' ? ('publish' as const) : ('subscribe' as const),
        event: match[2] ?? '',
      })),
    ),
  );
}

const ownsPrefix = (pkg: string, event: string) =>
  (PREFIXES_BY_PACKAGE[pkg] ?? []).includes(event.split(':')[0] ?? '');

describe('event owners', () => {
  const sites = callSites();

  it('finds the call sites it checks', () => {
    expect(sites.filter((site) => site.call === 'publish').length).toBeGreaterThan(10);
  });

  it('gives every event prefix an owning package', () => {
    const owned = new Set(Object.values(PREFIXES_BY_PACKAGE).flat());
    expect(EVENT_NAMES.filter((name) => !owned.has(name.split(':')[0] ?? ''))).toEqual([]);
  });

  it('lets only its owner publish a state or a fact', () => {
    const strangers = sites
      .filter((site) => site.call === 'publish')
      .filter((site) => EVENT_KINDS[site.event as EventName] !== 'intent')
      .filter((site) => !ownsPrefix(site.pkg, site.event))
      .map((site) => `${site.file} publishes ${site.event}`);
    expect(strangers).toEqual([]);
  });

  it('lets only its owner handle an intent', () => {
    const strangers = sites
      .filter((site) => site.call === 'subscribe')
      .filter((site) => EVENT_KINDS[site.event as EventName] === 'intent')
      .filter((site) => !ownsPrefix(site.pkg, site.event))
      .map((site) => `${site.file} handles ${site.event}`);
    expect(strangers).toEqual([]);
  });
});
