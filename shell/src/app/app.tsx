import { useEffect } from 'react';
import { BrowserRouter } from 'react-router';
import { pageRendered } from '../features/first-view/hold-server-markup';
import { AppProviders } from './providers';
import { AppRoutes } from './router';

export function App() {
  // Effects run once the first render is on screen: the server's markup hydrated, or replaced.
  useEffect(pageRendered, []);
  return (
    <AppProviders>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
