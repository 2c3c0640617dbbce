import { mkdir, mkdtemp, readFile, readlink, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { rolloutBucket } from '@barrio/shared/domain';
import { SHELL_VERSION_META } from '@barrio/shared/first-view';
import { startTestApp, type TestApp } from './harness';

// A canary release of the shell through the gateway: the visitors in its share get the
// canary's page and files (its service worker included, whose name carries no hash), the page
// names the version it serves so the shell reports under it, and the canary is rolled back or
// promoted on those reports, a promoted shell then being WEB_DIR/shell for everyone.

const LIVE = '0.1.0-shelllive';
const NEXT = '0.1.0-shellnext';
const canary = {
  name: 'shell',
  version: NEXT,
  url: `/shells/${NEXT}`,
  deployedAt: '2026-01-01T00:00:00.000Z',
  percent: 20,
  promoteAfterVisits: 3,
  judgeAfterVisits: 2,
  maxErrorRate: 0.1,
};

function visitorIds(): { inside: string; outside: string } {
  let inside = '';
  let outside = '';
  for (let i = 0; !inside || !outside; i += 1) {
    const id = `shell-visitor-${i}`;
    if (rolloutBucket(id) < canary.percent) inside ||= id;
    else outside ||= id;
  }
  return { inside, outside };
}

let app: TestApp;
let webDir: string;
const { inside, outside } = visitorIds();

async function publishShell(version: string, files: Record<string, string>): Promise<void> {
  const dir = path.join(webDir, 'shells', version);
  await mkdir(dir, { recursive: true });
  await writeFile(
    path.join(dir, 'index.html'),
    `<!doctype html><html><head><title>${version}</title></head><body><div id="root"></div></body></html>`,
  );
  for (const [name, text] of Object.entries(files)) await writeFile(path.join(dir, name), text);
}

async function resetWebDir(): Promise<void> {
  await rm(webDir, { recursive: true, force: true });
  await publishShell(LIVE, { 'sw.js': '// live worker' });
  await publishShell(NEXT, { 'sw.js': '// next worker', 'next-only.js': '// next' });
  await symlink(path.join('shells', LIVE), path.join(webDir, 'shell'), 'dir');
  const live = { name: 'shell', version: LIVE, url: `/shells/${LIVE}` };
  await writeFile(
    path.join(webDir, 'remotes.json'),
    JSON.stringify({
      remotes: {},
      shell: { ...live, deployedAt: '2026-01-01T00:00:00.000Z' },
      releases: { shell: [live] },
      back: {},
      forward: {},
      canaries: { shell: canary },
      log: [],
    }),
  );
}

const registryFile = async () =>
  JSON.parse(await readFile(path.join(webDir, 'remotes.json'), 'utf8')) as {
    shell: { version: string };
    canaries: Record<string, unknown>;
    back: Record<string, { version: string }[]>;
    log: { action: string; version: string }[];
  };

const as = (visitor: string, urlPath: string) =>
  app.request(urlPath, { headers: { cookie: `barrio_visitor=${visitor}` } });

/** The shell version a page names, and the release its document came from. */
async function servedShell(visitor: string): Promise<{ meta: string; title: string }> {
  const page = await as(visitor, '/');
  expect(page.status).toBe(200);
  const meta = new RegExp(`<meta name="${SHELL_VERSION_META}" content="([^"]+)">`).exec(page.text);
  return { meta: meta?.[1] ?? '', title: /<title>([^<]+)<\/title>/.exec(page.text)?.[1] ?? '' };
}

const beacon = (kind: string) =>
  app.request('/api/deploys/beacon', {
    method: 'POST',
    body: { reports: [{ app: 'shell', version: NEXT, kind }] },
  });

beforeAll(async () => {
  webDir = await mkdtemp(path.join(os.tmpdir(), 'barrio-shell-canary-'));
  app = await startTestApp({ seed: false, config: { webDir } });
});

afterAll(async () => {
  await app.close();
  await rm(webDir, { recursive: true, force: true });
});

beforeEach(resetWebDir);

test("a visitor in the shell canary gets its page and files, everyone else the live shell's", async () => {
  expect(await servedShell(inside)).toEqual({ meta: NEXT, title: NEXT });
  expect(await servedShell(outside)).toEqual({ meta: LIVE, title: LIVE });
  expect((await as(inside, '/sw.js')).text).toBe('// next worker');
  expect((await as(outside, '/sw.js')).text).toBe('// live worker');
  expect((await as(inside, '/next-only.js')).status).toBe(200);
  expect((await as(outside, '/next-only.js')).status).toBe(404);
  // Sticky: the same visitor, the same shell.
  expect((await servedShell(inside)).meta).toBe(NEXT);
});

test('a shell canary whose visitors meet errors is rolled back by itself', async () => {
  await beacon('visit');
  await beacon('client_error');
  await beacon('visit');
  const registry = await registryFile();
  expect(registry.canaries.shell).toBeUndefined();
  expect(registry.shell.version).toBe(LIVE);
  expect(registry.log.at(-1)).toMatchObject({ action: 'canary-rolled-back', version: NEXT });
  expect(await servedShell(inside)).toEqual({ meta: LIVE, title: LIVE });
  expect(await readlink(path.join(webDir, 'shell'))).toBe(path.join('shells', LIVE));
});

test('a healthy shell canary is promoted: WEB_DIR/shell points at it for everyone', async () => {
  for (let i = 0; i < canary.promoteAfterVisits; i += 1) await beacon('visit');
  const registry = await registryFile();
  expect(registry.canaries.shell).toBeUndefined();
  expect(registry.shell.version).toBe(NEXT);
  expect(registry.back.shell?.[0]?.version).toBe(LIVE);
  expect(await readlink(path.join(webDir, 'shell'))).toBe(path.join('shells', NEXT));
  expect(await servedShell(outside)).toEqual({ meta: NEXT, title: NEXT });
  expect((await as(outside, '/sw.js')).text).toBe('// next worker');
});

test('a canary version that is not a release name is never turned into a path', async () => {
  const registry = JSON.parse(await readFile(path.join(webDir, 'remotes.json'), 'utf8')) as {
    canaries: { shell: { version: string } };
  };
  registry.canaries.shell.version = '../../etc';
  await writeFile(path.join(webDir, 'remotes.json'), JSON.stringify(registry));
  expect((await servedShell(inside)).title).toBe(LIVE);
});
