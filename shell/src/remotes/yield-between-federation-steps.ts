// Custom (a federation `runtimePlugins` entry of the shell): the federation runtime runs each
// step of loading a remote or a shared module in the task that finished the step before.
import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime';
import { registerGlobalPlugins } from '@module-federation/runtime';
import { nextTask } from '@barrio/shared/next-task';

export const YIELD_PLUGIN_NAME = 'barrio-yield-between-federation-steps';

/**
 * Federation runtime plugin: each shared module's lookup (the runtime's loadShare, with its
 * hooks and semver checks) and each container's initialisation start in a task of their own,
 * so that the browser can handle a tap and paint between them. In one go, the shell's start
 * asked for its twenty shared modules in the task that appended its start-up scripts, and each
 * remote's container registered and looked up its shared modules in the task that ran its
 * remoteEntry.js: tasks of 20 to 60 ms unthrottled on a cold /demo-mx, four times that on the
 * phone Lighthouse simulates. Registered for every container on the page (each remote's
 * container is a federation instance of its own), the shell's included.
 */
export default function yieldBetweenFederationSteps(): ModuleFederationRuntimePlugin {
  const plugin: ModuleFederationRuntimePlugin = {
    name: YIELD_PLUGIN_NAME,
    async beforeLoadShare(args) {
      await nextTask();
      return args;
    },
    async beforeInitContainer(args) {
      await nextTask();
      return args;
    },
  };
  registerGlobalPlugins([plugin]);
  return plugin;
}
