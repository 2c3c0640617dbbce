export { DevHarness } from './dev-harness';
export type { DevHarnessContext, DevHarnessProps } from './dev-harness';
export { renderRemoteHarness } from './render-remote-harness';
export type { HarnessViews, RemoteHarnessOptions } from './render-remote-harness';
