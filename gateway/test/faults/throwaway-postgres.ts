import { execFile, spawnSync } from 'node:child_process';
import { promisify } from 'node:util';
import {
  chmodSync,
  chownSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
} from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

const execFileAsync = promisify(execFile);

/** Where Debian's PostgreSQL 15 server binaries live; PG_BIN_DIR points elsewhere. */
/**
 * Whether a file whose tests start a PostgreSQL server of their own runs in this pass of `npm
 * test`. They run the same whatever the pass's database, so when a PostgreSQL pass follows the
 * PGlite one (scripts/test.mjs sets BARRIO_POSTGRES_PASS_FOLLOWS), they run there only.
 */
export const ownServerTestsRunHere = !(
  process.env.BARRIO_POSTGRES_PASS_FOLLOWS === '1' && !process.env.DATABASE_URL
);

export const PG_BIN_DIR = process.env.PG_BIN_DIR ?? '/usr/lib/postgresql/15/bin';

async function freePort(): Promise<number> {
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

function postgresUser(): { uid: number; gid: number } | null {
  if (process.getuid?.() !== 0) return null;
  const uid = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
  const gid = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
  if (uid.status !== 0 || gid.status !== 0) {
    throw new Error('Running as root, the fault suite needs the "postgres" system user.');
  }
  return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
}

/** The parent pid of a process, from /proc (Linux). */
function parentOf(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // "pid (comm) state ppid …": comm may hold spaces, so read after its closing parenthesis.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[1]);
  } catch {
    return null;
  }
}

/**
 * A PostgreSQL server of its own for fault injection: initdb into a temporary folder, a free
 * port, started and stopped with pg_ctl (as the postgres user when we are root), hung and
 * resumed by signalling its processes. Never the machine's server.
 */
export class ThrowawayPostgres {
  readonly url: string;
  private hung: number[] = [];

  private constructor(
    private readonly dir: string,
    readonly port: number,
    private readonly owner: { uid: number; gid: number } | null,
  ) {
    this.url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  }

  private get dataDir(): string {
    return path.join(this.dir, 'data');
  }

  static async create(): Promise<ThrowawayPostgres> {
    const initdb = path.join(PG_BIN_DIR, 'initdb');
    if (!existsSync(initdb)) {
      throw new Error(
        `The database fault suite needs PostgreSQL's server binaries (initdb, pg_ctl) and found ` +
          `no ${initdb}. Install them (apt-get install -y postgresql-15) or set PG_BIN_DIR.`,
      );
    }
    const owner = postgresUser();
    const dir = mkdtempSync(path.join(os.tmpdir(), 'barrio-pg-faults-'));
    chmodSync(dir, 0o700);
    if (owner) chownSync(dir, owner.uid, owner.gid);
    const server = new ThrowawayPostgres(dir, await freePort(), owner);
    try {
      await server.run('initdb', [
        '-D',
        server.dataDir,
        '-U',
        'postgres',
        '--auth=trust',
        '--encoding=UTF8',
        '--no-sync',
        '--no-instructions',
      ]);
      await server.start();
    } catch (error) {
      await server.destroy();
      throw error;
    }
    return server;
  }

  /**
   * Runs a server binary, as the postgres user when we are root; throws with its output.
   * Asynchronous: the gateway under test runs in this process and must keep serving meanwhile.
   */
  private async run(binary: string, args: string[]): Promise<void> {
    const command = path.join(PG_BIN_DIR, binary);
    const [file, argv] = this.owner
      ? ['runuser', ['-u', 'postgres', '--', command, ...args]]
      : [command, args];
    try {
      await execFileAsync(file, argv, { encoding: 'utf8' });
    } catch (error) {
      const e = error as { stdout?: string; stderr?: string; message: string };
      throw new Error(
        `${binary} ${args.join(' ')} failed: ${e.message}\n${e.stdout ?? ''}\n${e.stderr ?? ''}\n${this.log()}`,
      );
    }
  }

  log(): string {
    const file = path.join(this.dir, 'server.log');
    return existsSync(file) ? readFileSync(file, 'utf8').split('\n').slice(-30).join('\n') : '';
  }

  async start(): Promise<void> {
    // fsync off: a killed server still leaves its writes in the OS cache, which is all these
    // tests kill. synchronous_commit stays on, so an acknowledged commit is in the WAL.
    const options = [
      `-p ${this.port}`,
      `-k ${this.dir}`,
      '-c listen_addresses=127.0.0.1',
      '-c fsync=off',
      '-c max_connections=60',
    ].join(' ');
    await this.run('pg_ctl', [
      '-D',
      this.dataDir,
      '-l',
      path.join(this.dir, 'server.log'),
      '-w',
      '-t',
      '60',
      '-o',
      options,
      'start',
    ]);
  }

  /** `fast` ends sessions and checkpoints; `immediate` is a crash (recovery on next start). */
  async stop(mode: 'fast' | 'immediate' = 'fast'): Promise<void> {
    await this.run('pg_ctl', ['-D', this.dataDir, '-m', mode, '-w', '-t', '60', 'stop']);
  }

  async restart(): Promise<void> {
    await this.stop('fast');
    await this.start();
  }

  /** Ends every client session, as an operator's pg_terminate_backend or a failover would. */
  async terminateBackends(): Promise<number> {
    const client = new pg.Client({ connectionString: this.url });
    await client.connect();
    try {
      const { rows } = await client.query<{ n: string }>(
        `select count(pg_terminate_backend(pid)) as n from pg_stat_activity
          where backend_type = 'client backend' and pid <> pg_backend_pid()`,
      );
      return Number(rows[0]?.n ?? 0);
    } finally {
      await client.end();
    }
  }

  private postmasterPid(): number {
    return Number(readFileSync(path.join(this.dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
  }

  /** Freezes the server (SIGSTOP to the postmaster and every backend): it accepts TCP, answers nothing. */
  hang(): void {
    const postmaster = this.postmasterPid();
    const children = readdirSync('/proc')
      .filter((entry) => /^\d+$/.test(entry))
      .map(Number)
      .filter((pid) => parentOf(pid) === postmaster);
    // The postmaster first, so that it starts no new backend while its children are stopped.
    for (const pid of [postmaster, ...children]) {
      process.kill(pid, 'SIGSTOP');
      this.hung.push(pid);
    }
  }

  resume(): void {
    for (const pid of this.hung.reverse()) {
      try {
        process.kill(pid, 'SIGCONT');
      } catch {
        // A backend that ended meanwhile has nothing to resume.
      }
    }
    this.hung = [];
  }

  async destroy(): Promise<void> {
    this.resume();
    try {
      if (existsSync(path.join(this.dataDir, 'postmaster.pid'))) await this.stop('immediate');
    } finally {
      rmSync(this.dir, { recursive: true, force: true });
    }
  }
}
