// Custom: the remote's half of provide-bundler-runtime-plugin.js, which no federation option has.
//
// What a remote's production build has in place of @module-federation/webpack-bundler-runtime:
// the shell's (provide-bundler-runtime-plugin.js), in a federation object of this container's
// own, as the bundler runtime's module gives each container. Such a remote runs only next to a
// shell that provides it: the deploy check knows (barrio-compat.json's federationRuntime).
// The runtime API keeps the container's own federation instance: that one stays the container's
// (a thin module over the runtime core the shell provides too).
import * as runtime from '@module-federation/runtime';

const provided = globalThis[Symbol.for('barrio.federation-bundler-runtime')];
if (!provided) {
  throw new Error(
    'This remote uses the federation bundler runtime the shell provides, and the page has none: deploy the shell first',
  );
}

const federation = {
  runtime,
  instance: undefined,
  initOptions: undefined,
  bundlerRuntime: { ...provided.bundlerRuntime, S: {} },
  attachShareScopeMap: provided.attachShareScopeMap,
  bundlerRuntimeOptions: {},
};

export default federation;
