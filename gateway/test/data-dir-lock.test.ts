/**
 * The embedded database (PGlite on disk) is opened by one process at a time: `npm run seed`
 * beside a running gateway is refused with a clear message and changes nothing, and the data
 * folder survives any sequence of seed, start, stop and kill -9. Real processes (tsx), a
 * temporary DATA_DIR.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Gateway, NodeProcess, waitFor } from './cluster/processes';

jest.setTimeout(300_000);

const GATEWAY_DIR = path.resolve(__dirname, '..');
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'barrio-lock-'));
const env: NodeJS.ProcessEnv = {
  NODE_ENV: 'test',
  DATABASE_URL: '',
  REDIS_URL: '',
  DATA_DIR: dataDir,
  WEB_DIR: '/nonexistent-barrio-web',
  METRICS_PORT: 'off',
};
const running: Gateway[] = [];

afterAll(async () => {
  for (const gateway of running) await gateway.process.crash();
  rmSync(dataDir, { recursive: true, force: true });
});

/** `npm run seed -- --products N --shop lock-mx` as a process; its exit code and output. */
async function seed(products: number): Promise<{ code: number | null; output: string }> {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, ...env, LOG_LEVEL: 'warn' };
  delete childEnv.NODE_OPTIONS;
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'src/seed/cli.ts', '--products', String(products), '--shop', 'lock-mx'],
    { cwd: GATEWAY_DIR, env: childEnv, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const [code] = (await once(child, 'exit')) as [number | null];
  return { code, output };
}

async function startGateway(name: string): Promise<Gateway> {
  const gateway = await Gateway.start(name, env);
  running.push(gateway);
  return gateway;
}

const lockFile = path.join(dataDir, 'barrio.lock');

// Its processes run on PGlite whatever DATABASE_URL says: the PostgreSQL pass of `npm test`
// would only run the same thing twice.
const testOnPglite = process.env.DATABASE_URL ? test.skip : test;

testOnPglite(
  'seeding while a gateway runs is refused without harm; the data survives every sequence',
  async () => {
    expect((await seed(3)).code).toBe(0);
    expect(existsSync(lockFile)).toBe(false);

    const first = await startGateway('gateway 1');
    expect(JSON.parse(readFileSync(lockFile, 'utf8'))).toMatchObject({
      pid: first.process.pid,
      role: 'gateway',
    });
    const refused = await seed(12);
    expect(refused.code).toBe(1);
    expect(refused.output).toContain(`in use by the gateway with pid ${first.process.pid}`);
    expect(refused.output).not.toMatch(/RuntimeError|Aborted|\n\s+at /);
    // Nothing changed, and the gateway keeps serving from an intact database.
    const before = await first.request('/api/shops/lock-mx');
    expect(before.status).toBe(200);
    const products = async (gateway: Gateway) => {
      const shop = await gateway.request('/api/shops/lock-mx');
      const page = await gateway.request(
        `/api/products?catalog_id=${shop.body.catalog_id}&limit=50`,
      );
      return (page.body.items as unknown[]).length;
    };
    expect(await products(first)).toBe(3);

    // A second gateway on the same folder is refused too.
    const second = NodeProcess.start('gateway 2', 'server', {
      ...env,
      PORT: '0',
      LOG_LEVEL: 'info',
    });
    await waitFor('the second gateway to give up', () => !second.running, 120_000);
    expect(await second.stop()).toBe(1);
    expect(second.log).toContain('gateway not started: The embedded database');

    expect(await first.process.stop()).toBe(0);
    expect(existsSync(lockFile)).toBe(false);
    expect((await seed(12)).code).toBe(0);

    const third = await startGateway('gateway 3');
    expect(await products(third)).toBe(12);
    // Killed without any shutdown: its lock stays behind, held by no live process.
    await third.process.crash();
    expect(existsSync(lockFile)).toBe(true);
    expect((await seed(20)).code).toBe(0);

    const fourth = await startGateway('gateway 4');
    expect(await products(fourth)).toBe(20);
    expect(await fourth.process.stop()).toBe(0);
  },
);
