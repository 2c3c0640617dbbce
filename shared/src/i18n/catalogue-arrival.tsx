import { Suspense, type ReactNode } from 'react';

/**
 * Where the subtree a catalogue guards starts. Its arrival renders as a transition (see
 * useCatalogue), and a transition that meets a suspending component (a remote still loading)
 * under a boundary already on screen waits for it, with every other pending transition, a
 * navigation included, batched in and waiting too. A boundary of its own, new with the subtree,
 * shows the fallback instead, so the arrival commits at once.
 */
export function CatalogueArrival({
  fallback,
  children,
}: {
  fallback: ReactNode;
  children?: ReactNode;
}) {
  return <Suspense fallback={fallback}>{children}</Suspense>;
}
