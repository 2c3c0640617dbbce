// Browser (and first-view server) bundles read only these two names of `process`: webpack's
// DefinePlugin (scripts/webpack/create-config.cjs) writes their values in at build time, so
// browser source compiles without Node's types. Tests get Node's `process` instead.
declare const process: {
  readonly env: { readonly NODE_ENV?: string; readonly BARRIO_BUILD_LABEL?: string };
};
