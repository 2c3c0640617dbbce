import { readFile, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import vm from 'node:vm';
import type { Logger } from 'pino';

/** Where an app's build keeps the bundle the gateway renders its part of the first view with. */
export const SERVER_BUNDLE_PATH = path.join('server', 'first-view.js');

/**
 * Runs a server bundle (CommonJS) with `require` resolving from the gateway's own packages: a
 * bundle leaves out the libraries that hold a page's identity (React, styled-components, the
 * router, react-intl, TanStack Query; scripts/webpack/server-bundle-config.cjs) and gets the
 * gateway's, so the shell's bundle and a remote's render one page with one React, as the shell
 * provides them to the remotes in the browser.
 */
function evaluateBundle(file: string, code: string, provide: NodeJS.Require): unknown {
  const module = { exports: {} as unknown };
  const run = vm.compileFunction(
    code,
    ['exports', 'require', 'module', '__filename', '__dirname'],
    { filename: file },
  );
  run.call(module.exports, module.exports, provide, module, file, path.dirname(file));
  return module.exports;
}

/**
 * Loads the apps' server bundles from their deployed builds. A remote's version folder never
 * changes, so its bundle is loaded once; the shell is published in place, so its bundle is
 * reloaded when the file changes. A bundle that is missing or does not load is remembered as
 * such (null): the page is then served as the browser alone renders it.
 */
export class ServerBundles {
  private readonly loaded = new Map<string, { mtimeMs: number; bundle: unknown }>();
  private readonly provide: NodeJS.Require;

  /** `librariesFrom`: a file of the package whose dependencies the bundles are given. */
  constructor(
    private readonly logger: Logger,
    librariesFrom: string,
  ) {
    this.provide = createRequire(librariesFrom);
  }

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
      bundle = evaluateBundle(file, await readFile(file, 'utf8'), this.provide);
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
