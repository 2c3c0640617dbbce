import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createConnection } from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** Resolves once something accepts TCP connections on the port (polled, never a fixed wait). */
async function untilListening(port: number, deadlineMs = 20_000): Promise<void> {
  const deadline = Date.now() + deadlineMs;
  for (;;) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = createConnection({ port, host: '127.0.0.1' });
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    if (Date.now() > deadline) throw new Error(`redis-server did not listen on ${port}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * A Redis of the test's own, without persistence (a restart loses every key, as a cache
 * node's does), killed with SIGKILL by its pid. Never the machine's Redis.
 */
export class ThrowawayRedis {
  private process: ChildProcess | null = null;
  private readonly dir = mkdtempSync(path.join(os.tmpdir(), 'barrio-redis-faults-'));

  constructor(readonly port: number) {}

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    this.process = spawn(
      process.env.REDIS_SERVER_BIN ?? 'redis-server',
      ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { cwd: this.dir, stdio: 'ignore' },
    );
    await untilListening(this.port);
  }

  /** SIGKILL: no shutdown, and with no persistence every key is gone. */
  async kill(): Promise<void> {
    const child = this.process;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
    this.process = null;
  }

  async destroy(): Promise<void> {
    await this.kill();
    rmSync(this.dir, { recursive: true, force: true });
  }
}
