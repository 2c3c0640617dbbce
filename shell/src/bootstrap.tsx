import { StrictMode, startTransition } from 'react';
import { createRoot, type RootOptions } from 'react-dom/client';

import { nextTask } from './app/next-task';
import { prepareIntl } from './app/prepare-intl';
import { takeOverFirstView } from './features/first-view/take-over';
import { registerServiceWorkerAfterLoad } from './features/offline/register-after-load';
import { isCaughtByRemoteBoundary } from './remotes';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

// React 19 logs every error a boundary catches; a remote's failure is reported once by its
// RemoteBoundary instead (after its silent retries), so those are not logged twice here.
const onCaughtError: NonNullable<RootOptions['onCaughtError']> = (error, errorInfo) => {
  if (isCaughtByRemoteBoundary(errorInfo)) return;
  console.error(error, errorInfo.componentStack);
};

takeOverFirstView(container);
registerServiceWorkerAfterLoad();
const root = createRoot(container, { onCaughtError });
// The start-up code is evaluated in steps, each its own task, rather than in one long task on
// a slow phone (the modules are in the chunks already loaded: "eager" adds no request): the
// shared look the whole page is drawn with, the browser's locale data, the storage and API
// client the start-up calls use, then the app.
function evaluateApp() {
  return import(/* webpackMode: "eager" */ '@barrio/shared/design-system')
    .then(nextTask)
    .then(() => prepareIntl(document.documentElement.lang || 'es-MX'))
    .then(nextTask)
    .then(() =>
      Promise.all([
        import(/* webpackMode: "eager" */ '@barrio/shared/storage'),
        import(/* webpackMode: "eager" */ '@barrio/shared/api'),
      ]),
    )
    .then(nextTask)
    .then(() => import(/* webpackMode: "eager" */ './app/app'));
}

evaluateApp()
  .then(({ App }) => {
    // As a transition the first render runs in slices that let the browser handle input and
    // paint between them; what is on screen meanwhile is the server's first view, or the
    // page's loading state.
    startTransition(() => {
      root.render(
        <StrictMode>
          <App />
        </StrictMode>,
      );
    });
  })
  .catch((error: unknown) => {
    console.error('The storefront failed to start', error);
  });
