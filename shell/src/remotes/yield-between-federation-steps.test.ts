import { createInstance } from '@module-federation/runtime';
import yieldBetweenFederationSteps, { YIELD_PLUGIN_NAME } from './yield-between-federation-steps';

type Hook = (args: { marker: string }) => Promise<{ marker: string }>;

/** Whether a task queued before `step` ran before it resolved. */
async function resolvesInALaterTask(step: () => Promise<unknown>): Promise<boolean> {
  let taskRan = false;
  setTimeout(() => {
    taskRan = true;
  }, 0);
  await step();
  return taskRan;
}

describe('yieldBetweenFederationSteps', () => {
  const plugin = yieldBetweenFederationSteps();

  it.each(['beforeLoadShare', 'beforeInitContainer'] as const)(
    'lets %s go on in a later task, with its arguments as they were',
    async (hookName) => {
      const hook = plugin[hookName] as unknown as Hook;
      const args = { marker: hookName };
      let returned: unknown;
      expect(await resolvesInALaterTask(async () => (returned = await hook(args)))).toBe(true);
      expect(returned).toBe(args);
    },
  );

  it('applies to every federation instance the page creates afterwards (each remote)', () => {
    const remote = createInstance({ name: 'mf-example', remotes: [] });
    expect(remote.options.plugins.map((registered) => registered.name)).toContain(
      YIELD_PLUGIN_NAME,
    );
  });
});
