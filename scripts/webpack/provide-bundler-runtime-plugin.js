// Custom (a `runtimePlugins` entry): federation's external runtime leaves the bundler's out.
//
// Federation runtime plugin of the shell: hands the page its federation bundler runtime (the
// functions each container's webpack runtime calls to initialise, share and consume modules),
// as @module-federation/inject-external-runtime-core-plugin hands it the runtime core. A remote's
// production build uses this one (use-shell-bundler-runtime.js) rather than bundling its own:
// about 2.6 KB brotli less in each remoteEntry.js. The functions keep no state of their own
// (each takes the container's webpack require), so one set serves every container.
import federation from '@module-federation/webpack-bundler-runtime';
// The shell exposes nothing, so its build leaves this one out of the bundler runtime; the
// remotes need it to start their containers.
import { initContainerEntry } from '@module-federation/webpack-bundler-runtime/dist/initContainerEntry.js';

export const SHELL_BUNDLER_RUNTIME_KEY = 'barrio.federation-bundler-runtime';

export default function provideBundlerRuntimePlugin() {
  globalThis[Symbol.for(SHELL_BUNDLER_RUNTIME_KEY)] = {
    attachShareScopeMap: federation.attachShareScopeMap,
    bundlerRuntime: { ...federation.bundlerRuntime, initContainerEntry },
  };
  return { name: 'barrio-provide-bundler-runtime' };
}
