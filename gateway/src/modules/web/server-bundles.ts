import { stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Logger } from 'pino';

/** Where an app's build keeps the bundle the gateway renders its part of the first view with. */
export const SERVER_BUNDLE_PATH = path.join('server', 'first-view.js');

// Bundles are required by absolute path, so the base a `require` resolves from is irrelevant
// (a fixed one works the same in the ESM build and under Jest).
const requireBundle = createRequire(path.resolve('server-bundles.cjs'));

/**
 * Loads the apps' server bundles from their deployed builds. A remote's version folder never
 * changes, so its bundle is loaded once; the shell is published in place, so its bundle is
 * reloaded when the file changes. A bundle that is missing or does not load is remembered as
 * such (null): the page is then served as the browser alone renders it.
 */
export class ServerBundles {
  private readonly loaded = new Map<string, { mtimeMs: number; bundle: unknown }>();

  constructor(private readonly logger: Logger) {}

  /**
   * The bundle of a build, with a stamp that changes whenever the bundle does (for caching what
   * it rendered), or null.
   */
  async load<T>(
    buildDir: string,
    isValid: (module: unknown) => module is T,
  ): Promise<{ bundle: T; stamp: string } | null> {
    const file = path.join(buildDir, SERVER_BUNDLE_PATH);
    let mtimeMs: number;
    try {
      ({ mtimeMs } = await stat(file));
    } catch {
      return null;
    }
    const stamp = `${file}@${mtimeMs}`;
    const known = this.loaded.get(file);
    if (known?.mtimeMs === mtimeMs) {
      return isValid(known.bundle) ? { bundle: known.bundle, stamp } : null;
    }
    let bundle: unknown = null;
    try {
      delete requireBundle.cache[file];
      bundle = requireBundle(file);
      if (!isValid(bundle)) {
        this.logger.warn({ file }, 'a server bundle lacks the first-view functions; skipped');
      }
    } catch (error) {
      this.logger.warn({ err: error, file }, 'a server bundle does not load; skipped');
      bundle = null;
    }
    this.loaded.set(file, { mtimeMs, bundle });
    return isValid(bundle) ? { bundle, stamp } : null;
  }
}
