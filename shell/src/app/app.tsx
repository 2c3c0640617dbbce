import { useEffect } from 'react';
import { BrowserRouter } from 'react-router';
import { pageRendered } from '../features/first-view/hold-server-markup';
import { useScrollRestoration } from '../features/scroll-restoration/use-scroll-restoration';
import { AppProviders } from './providers';
import { AppRoutes } from './router';

/** Inside the router: it follows the router's history steps. */
function ScrollRestoration() {
  useScrollRestoration();
  return null;
}

export function App() {
  // Effects run once the first render is on screen: the server's markup hydrated, or replaced.
  useEffect(pageRendered, []);
  return (
    <AppProviders>
      <BrowserRouter>
        <ScrollRestoration />
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
