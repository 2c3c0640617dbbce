import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import path from 'node:path';

const GATEWAY_DIR = path.resolve(__dirname, '../..');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** Polls a condition (a state, never a fixed time) until it holds or the deadline passes. */
export async function waitFor(
  what: string,
  check: () => Promise<boolean> | boolean,
  timeoutMs = 60_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await Promise.resolve(check()).catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/**
 * A gateway or worker as its own operating-system process (run from the TypeScript source
 * through tsx, so no build is needed), with its output kept for the failure message.
 */
export class NodeProcess {
  private output = '';
  private exited: Promise<unknown>;

  private constructor(
    readonly name: string,
    private readonly child: ChildProcess,
  ) {
    child.stdout?.on('data', (chunk: Buffer) => this.keep(chunk));
    child.stderr?.on('data', (chunk: Buffer) => this.keep(chunk));
    this.exited = once(child, 'exit');
  }

  private keep(chunk: Buffer): void {
    this.output = (this.output + chunk.toString()).slice(-20_000);
  }

  static start(name: string, entry: 'server' | 'worker', env: NodeJS.ProcessEnv): NodeProcess {
    const childEnv: NodeJS.ProcessEnv = { ...process.env, ...env };
    // Jest's VM-modules flag is for Jest, not for the processes under test.
    delete childEnv.NODE_OPTIONS;
    const child = spawn(process.execPath, ['--import', 'tsx', `src/${entry}.ts`], {
      cwd: GATEWAY_DIR,
      env: childEnv,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    return new NodeProcess(name, child);
  }

  get pid(): number {
    return this.child.pid as number;
  }

  get running(): boolean {
    return this.child.exitCode === null && this.child.signalCode === null;
  }

  get log(): string {
    return this.output;
  }

  /** Waits until the log shows a line, failing early (with the output) if the process dies. */
  async waitForLog(text: string, timeoutMs = 90_000): Promise<void> {
    await waitFor(
      `${this.name} to log "${text}"`,
      () => {
        if (!this.running) throw new Error(`${this.name} exited:\n${this.output}`);
        return this.output.includes(text);
      },
      timeoutMs,
    ).catch((error: Error) => {
      throw new Error(`${error.message}\n--- ${this.name} output ---\n${this.output}`);
    });
  }

  /** kill -9: no shutdown code runs. */
  async crash(): Promise<void> {
    if (!this.running) return;
    this.child.kill('SIGKILL');
    await this.exited;
  }

  /** SIGTERM and wait for the exit; returns the exit code. */
  async stop(): Promise<number | null> {
    if (this.running) this.child.kill('SIGTERM');
    await this.exited;
    return this.child.exitCode;
  }
}

export class Gateway {
  private constructor(
    readonly process: NodeProcess,
    readonly baseUrl: string,
    /** The instance's own metrics listener (loopback), as Prometheus scrapes it. */
    readonly metricsUrl: string,
  ) {}

  static async start(name: string, env: NodeJS.ProcessEnv): Promise<Gateway> {
    const port = await freePort();
    const metricsPort = await freePort();
    const proc = NodeProcess.start(name, 'server', {
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      METRICS_PORT: String(metricsPort),
      LOG_LEVEL: 'info',
    });
    const gateway = new Gateway(
      proc,
      `http://127.0.0.1:${port}`,
      `http://127.0.0.1:${metricsPort}/metrics`,
    );
    await proc.waitForLog('gateway listening');
    await waitFor(`${name} to be ready`, async () => {
      if (!proc.running) throw new Error(`${name} exited:\n${proc.log}`);
      return (await fetch(`${gateway.baseUrl}/api/isready`)).status === 200;
    });
    return gateway;
  }

  async request(
    path: string,
    options: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- read loosely; the assertions check the shape
  ): Promise<{ status: number; body: any; headers: Headers }> {
    const response = await fetch(`${this.baseUrl}${path}`, {
      method: options.method ?? 'GET',
      headers: {
        ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...options.headers,
      },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    const text = await response.text();
    let body: unknown = text;
    if ((response.headers.get('content-type') ?? '').includes('json') && text)
      body = JSON.parse(text);
    return { status: response.status, body, headers: response.headers };
  }
}
