import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { rolloutBucket } from '@barrio/shared/domain';
import { verdict } from '../src/modules/deploys/canary-judge';
import { startTestApp, type TestApp } from './harness';

// Canary releases end to end through the gateway: the registry answers each visitor with
// their version (sticky by the rollout hash of their cookie), the beacon counts reports in
// /metrics, and the canary is promoted or rolled back on them, in WEB_DIR/remotes.json.

const live = { name: 'mf_catalog', version: '0.1.0-live', url: '/remotes/mf-catalog/0.1.0-live' };
const canary = {
  name: 'mf_catalog',
  version: '0.1.0-next',
  url: '/remotes/mf-catalog/0.1.0-next',
  deployedAt: '2026-01-01T00:00:00.000Z',
  percent: 20,
  promoteAfterVisits: 3,
  judgeAfterVisits: 2,
  maxErrorRate: 0.1,
};

/** Visitor ids inside and outside a 20 % rollout, found by the same hash the flags use. */
function visitorIds(): { inside: string[]; outside: string } {
  const inside: string[] = [];
  let outside = '';
  for (let i = 0; inside.length < 3 || !outside; i += 1) {
    const id = `visitor-${i}`;
    if (rolloutBucket(id) < 20) inside.push(id);
    else outside ||= id;
  }
  return { inside, outside };
}

let app: TestApp;
let webDir: string;

async function writeRegistry(): Promise<void> {
  await writeFile(
    path.join(webDir, 'remotes.json'),
    JSON.stringify({
      remotes: { 'mf-catalog': { ...live, deployedAt: '2026-01-01T00:00:00.000Z' } },
      releases: { 'mf-catalog': [live] },
      back: {},
      forward: {},
      canaries: { 'mf-catalog': canary },
      log: [],
    }),
  );
}

const registryFile = async () =>
  JSON.parse(await readFile(path.join(webDir, 'remotes.json'), 'utf8')) as {
    remotes: Record<string, { version: string }>;
    canaries: Record<string, unknown>;
    back: Record<string, { version: string }[]>;
    log: { action: string; version: string }[];
  };

const beacon = (kind: string, version = canary.version) =>
  app.request('/api/deploys/beacon', {
    method: 'POST',
    body: { reports: [{ app: 'mf-catalog', version, kind }] },
  });

beforeAll(async () => {
  webDir = await mkdtemp(path.join(os.tmpdir(), 'barrio-canary-'));
  app = await startTestApp({ seed: false, config: { webDir } });
});

afterAll(async () => {
  await app.close();
  await rm(webDir, { recursive: true, force: true });
});

beforeEach(writeRegistry);

test('each visitor gets their version, the same one every time; a new visitor gets an id', async () => {
  const { inside, outside } = visitorIds();
  const versionFor = async (id: string) =>
    (
      await app.request<{ remotes: Record<string, { version: string }> }>('/remotes.json', {
        headers: { cookie: `barrio_visitor=${id}` },
      })
    ).body.remotes['mf-catalog']?.version;
  for (const id of inside) expect(await versionFor(id)).toBe(canary.version);
  expect(await versionFor(inside[0]!)).toBe(canary.version);
  expect(await versionFor(outside)).toBe(live.version);

  const first = await app.request('/remotes.json');
  expect(first.headers.get('set-cookie')).toMatch(/^barrio_visitor=[\w-]+;/);
});

test('a canary whose visitors meet errors is rolled back by itself, and counted in /metrics', async () => {
  expect((await beacon('visit')).status).toBe(202);
  expect((await beacon('client_error')).status).toBe(202);
  expect((await registryFile()).canaries['mf-catalog']).toBeDefined();
  await beacon('visit');
  const registry = await registryFile();
  expect(registry.canaries['mf-catalog']).toBeUndefined();
  expect(registry.remotes['mf-catalog']?.version).toBe(live.version);
  expect(registry.log.at(-1)).toMatchObject({
    action: 'canary-rolled-back',
    version: canary.version,
  });

  // /metrics is served on its own listener; the registry behind it is read directly.
  const metrics = await app.metrics.registry.metrics();
  expect(metrics).toMatch(
    /barrio_release_reports_total\{app="mf-catalog",version="0\.1\.0-next",kind="client_error"\} 1/,
  );
});

test('a healthy canary is promoted after its visits, the live version kept for rollback', async () => {
  for (let i = 0; i < canary.promoteAfterVisits; i += 1) await beacon('visit');
  const registry = await registryFile();
  expect(registry.canaries['mf-catalog']).toBeUndefined();
  expect(registry.remotes['mf-catalog']?.version).toBe(canary.version);
  expect(registry.back['mf-catalog']?.[0]?.version).toBe(live.version);
  expect(registry.log.at(-1)).toMatchObject({ action: 'canary-promoted' });
});

test('reports of other versions count in /metrics but judge no canary', async () => {
  for (let i = 0; i < 5; i += 1) await beacon('client_error', live.version);
  expect((await registryFile()).canaries['mf-catalog']).toBeDefined();
});

test('a malformed report is a 400 and changes nothing', async () => {
  const response = await app.request('/api/deploys/beacon', {
    method: 'POST',
    body: { reports: [{ app: '../etc', version: 'x', kind: 'visit' }] },
  });
  expect(response.status).toBe(400);
  expect((await registryFile()).canaries['mf-catalog']).toBeDefined();
});

test('the verdict waits for enough visits either way', () => {
  expect(verdict(canary, { visits: 1, errors: 1 })).toBeNull();
  expect(verdict(canary, { visits: 2, errors: 1 })).toBe('rolled-back');
  expect(verdict(canary, { visits: 2, errors: 0 })).toBeNull();
  expect(verdict(canary, { visits: 30, errors: 3 })).toBe('promoted');
});
