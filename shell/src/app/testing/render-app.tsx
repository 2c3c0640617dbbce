import { QueryClient } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import type { ComponentType } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { RemoteLoaderProvider, type RemoteLoader } from '../../remotes';
import { AppProviders } from '../providers';
import { AppRoutes } from '../router';
import { installFakeApi, type FakeApi, type FakeRoutes } from './fake-api';

/** Each exposed module renders its id and props, so tests can see which remote a route chose. */
export const fakeRemoteLoader: RemoteLoader = {
  async load(id) {
    const Remote: ComponentType<object> = (props) => (
      <div data-testid={`remote:${id}`} data-props={JSON.stringify(props)} />
    );
    return { default: Remote };
  },
  versionOf: () => 'test',
};

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

export interface RenderAppResult extends RenderResult {
  api: FakeApi;
  queryClient: QueryClient;
}

/** The real routes and providers at `path`, against a fake gateway and fake remotes. */
export function renderApp(path: string, routes: FakeRoutes): RenderAppResult {
  const api = installFakeApi(routes);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const result = render(
    <AppProviders queryClient={queryClient}>
      <RemoteLoaderProvider loader={fakeRemoteLoader}>
        <MemoryRouter initialEntries={[path]}>
          <AppRoutes />
          <LocationProbe />
        </MemoryRouter>
      </RemoteLoaderProvider>
    </AppProviders>,
  );
  return { ...result, api, queryClient };
}
