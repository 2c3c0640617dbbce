import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';

/** Another live process has the embedded database open. */
export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: { pid: number; role: string },
  ) {
    super(
      `The embedded database in ${dataDir} is in use by the ${holder.role} with pid ${holder.pid}. ` +
        'PGlite lets one process at a time open it: stop that process first (Ctrl-C in its ' +
        'terminal, or kill ' +
        `${holder.pid}), then run this again.`,
    );
    this.name = 'DataDirLockedError';
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes `<dataDir>/barrio.lock` for this process, or throws DataDirLockedError naming the live
 * process that holds it. PGlite's files are corrupted (RuntimeError: Aborted() on the next
 * open) when two processes open them at once, which is what `npm run seed` beside `npm start`
 * did. A lock left by a process that died (kill -9, a crash) is taken over. Returns release().
 */
export function lockDataDir(dataDir: string, role: string): () => void {
  const file = path.join(dataDir, 'barrio.lock');
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, JSON.stringify({ pid: process.pid, role, since: new Date().toISOString() }));
      closeSync(fd);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        rmSync(file, { force: true });
        process.off('exit', release);
      };
      // Also when the process exits without closing the database (process.exit in a handler).
      process.on('exit', release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    let holder: { pid: number; role: string } | null = null;
    try {
      holder = JSON.parse(readFileSync(file, 'utf8')) as { pid: number; role: string };
    } catch {
      // Unreadable or half-written: treated as stale below only if it stays so.
    }
    if (holder && Number.isInteger(holder.pid) && isAlive(holder.pid)) {
      throw new DataDirLockedError(dataDir, holder);
    }
    rmSync(file, { force: true });
  }
  throw new Error(`could not take the lock ${file}`);
}
