import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot, type RootOptions } from 'react-dom/client';
import { appCatalogueLoader, catalogueCache } from '@barrio/shared/i18n';
import { loadShellMessages } from '../features/country-look/api/load-shell-messages';
import { awaitHydratedModules } from '../features/first-view/hold-server-markup';
import { serverMarkupToHydrate } from '../features/first-view/server-markup';
import { PLACED_REMOTE_MODULES, pageRemoteComponents } from '../remotes';
import { App } from './app';

/**
 * Starts the storefront in `container`. A page the server rendered (the shop page) is hydrated:
 * React adopts the server's markup as its own, element by element, and makes it interactive;
 * each remote's part once its code is here. Any other page is rendered by the browser alone.
 */
export async function startApp(container: HTMLElement, options: RootOptions): Promise<void> {
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  const server = serverMarkupToHydrate();
  if (server) {
    // Everything the server rendered with is loaded first: the shell's messages, and the code and
    // messages of each remote module in the markup (preloaded with the page). React hydrates the
    // page part by part (the frame, then each remote's part, at a low priority); a part that
    // waited for code would still be the server's markup when the page around it changes (the
    // session, the flags arriving), and React would draw it again from scratch.
    // A module placed inside another's markup comes alive with it: only the slots are awaited.
    awaitHydratedModules(server.modules.filter((id) => !PLACED_REMOTE_MODULES.has(id)));
    await Promise.all([
      catalogueCache.load(appCatalogueLoader(loadShellMessages), server.locale),
      ...server.modules.map((id) => pageRemoteComponents().prepare(id, server.locale)),
    ]).catch(() => undefined);
    // As a transition, hydration runs in slices that let the browser handle input and paint
    // between them (at its default priority it is one task: half a second at 4× CPU).
    startTransition(() => {
      hydrateRoot(container, app, options);
    });
    return;
  }
  const root = createRoot(container, options);
  // As a transition the first render runs in slices that let the browser handle input and paint
  // between them; what is on screen meanwhile is the page's loading state (or, where the server
  // rendered another page than this browser shows, that page until this one replaces it).
  startTransition(() => {
    root.render(app);
  });
}
