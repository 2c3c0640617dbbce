import { StrictMode } from 'react';
import { createRoot, type RootOptions } from 'react-dom/client';

import { App } from './app/app';
import { takeOverFirstView } from './features/first-view/take-over';
import { registerServiceWorker } from './features/offline/service-worker-client';
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
createRoot(container, { onCaughtError }).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

registerServiceWorker();
