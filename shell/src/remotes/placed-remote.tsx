import type { RemoteModuleId, RemoteModuleProps } from './exposed-modules';
import { RemoteBoundary } from './remote-boundary';
import { useLazyRemoteCache } from './remote-loader-context';
import { reportRemoteFailure } from './report-remote-failure';

/**
 * The exposed modules another remote places inside its own part of a page, as many times as it
 * needs (the cart's control on every product card). They come alive with the part that holds
 * them, so the page does not wait for them on their own (start.tsx).
 */
export const PLACED_REMOTE_MODULES: ReadonlySet<RemoteModuleId> = new Set([
  'mf_cart_checkout/ProductCartControl',
]);

export interface PlacedRemoteProps<Id extends RemoteModuleId> {
  module: Id;
  props: RemoteModuleProps<Id>;
}

const nothing = () => null;

const reported = new Set<RemoteModuleId>();

/**
 * One report per module and page: a control that fails fails on every card, and a release's
 * health is judged by errors per visit (release-beacon), not by how many cards a page shows.
 */
function reportFirstFailure(moduleId: RemoteModuleId, error: unknown, attempts: number): void {
  if (reported.has(moduleId)) return;
  reported.add(moduleId);
  reportRemoteFailure(moduleId, error, attempts);
}

/**
 * One exposed module inside another remote's markup: unlike a RemoteSlot, no element of its own
 * around it (a grid of cards would carry two more per card), no placeholder while its code loads,
 * and nothing where it fails (reported once, not once per card): the part around it goes on
 * without it. On a page the server rendered, the shell has prepared it before hydrating (it is
 * in the page's modules), so it hydrates with the card that holds it.
 */
export function PlacedRemote<Id extends RemoteModuleId>({ module, props }: PlacedRemoteProps<Id>) {
  const Remote = useLazyRemoteCache().get(module);
  return (
    <RemoteBoundary
      moduleId={module}
      loading={null}
      renderFallback={nothing}
      report={reportFirstFailure}
    >
      <Remote {...props} />
    </RemoteBoundary>
  );
}
