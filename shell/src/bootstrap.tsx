import type { RootOptions } from 'react-dom/client';

import { nextTask } from '@barrio/shared/next-task';
import { pageLocale, prepareIntl } from './app/prepare-intl';
import { registerServiceWorkerAfterLoad } from './features/offline/register-after-load';
import { isCaughtByRemoteBoundary } from './remotes/caught-by-remote-boundary';
import { sendShellReport } from './remotes/release-beacon';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

// React 19 logs every error a boundary catches; a remote's failure is reported once by its
// RemoteBoundary instead (after its silent retries), so those are not logged twice here.
// Anything else a boundary catches is the shell's own part failing: its release hears of it.
const onCaughtError: NonNullable<RootOptions['onCaughtError']> = (error, errorInfo) => {
  if (isCaughtByRemoteBoundary(errorInfo)) return;
  sendShellReport('client_error');
  console.error(error, errorInfo.componentStack);
};

// An error no boundary caught unmounts the whole page.
const onUncaughtError: NonNullable<RootOptions['onUncaughtError']> = (error, errorInfo) => {
  sendShellReport('client_error');
  console.error(error, errorInfo.componentStack);
};

registerServiceWorkerAfterLoad();
// The start-up code is evaluated in steps, each its own task, rather than in one long task on
// a slow phone (the modules are in the chunks already loaded: "eager" adds no request): the
// shared look the whole page is drawn with, the storage and API client the start-up calls use,
// React DOM, the browser's locale data, then the app.
function evaluateApp() {
  return (
    import(/* webpackMode: "eager" */ '@barrio/shared/design-system')
      .then(nextTask)
      // The storage and the API client each build their zod schemas as they are evaluated:
      // together, a task of 30 to 40 ms unthrottled on a cold /demo-mx.
      .then(() => import(/* webpackMode: "eager" */ '@barrio/shared/storage'))
      .then(nextTask)
      .then(() => import(/* webpackMode: "eager" */ '@barrio/shared/api'))
      .then(nextTask)
      // React DOM alone is a tenth of the page's script: its own step too.
      .then(() => import(/* webpackMode: "eager" */ 'react-dom/client'))
      .then(nextTask)
      // Last before the app: the worker the entry started has had the most time to answer it.
      .then(() => prepareIntl(pageLocale()))
      .then(nextTask)
      .then(() => import(/* webpackMode: "eager" */ './app/start'))
  );
}

evaluateApp()
  .then(({ startApp }) => startApp(container, { onCaughtError, onUncaughtError }))
  .then(() => sendShellReport('visit'))
  .catch((error: unknown) => {
    // A shell that cannot start is a visit that failed (a canary of it is rolled back).
    sendShellReport('remote_load_failed');
    console.error('The storefront failed to start', error);
  });
