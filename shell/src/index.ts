import { nextTask } from '@barrio/shared/next-task';
import { pageLocale, warmIntlOffMainThread } from './app/prepare-intl';
import { holdServerMarkup } from './features/first-view/hold-server-markup';

holdServerMarkup(document.getElementById('root'));
// First, so that the browser's locale data is ready when the start-up asks for it.
warmIntlOffMainThread(pageLocale());

// The async boundary federation needs: shared singletons are negotiated before any of them runs.
// A task of its own: the browser has just parsed this file and started the federation runtime,
// and asking for the start-up chunks (a script element and a share-scope lookup each) in the
// same task made it the longest of the page's start on a slow phone.
nextTask()
  .then(() => import('./bootstrap'))
  .catch((error: unknown) => {
    console.error('The storefront failed to start', error);
  });

export {};
