import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { closeBannerStorage, nativeAppStorage } from '@barrio/shared/storage';
import { demoRoutes } from '../../../app/testing/fake-api';
import { renderApp } from '../../../app/testing/render-app';

beforeEach(() => {
  localStorage.clear();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  jest.restoreAllMocks();
  delete (window as Window & { ReactNativeWebView?: unknown }).ReactNativeWebView;
});

describe('closable banner', () => {
  it('closes for good and is stored as close_banner', async () => {
    const user = userEvent.setup();
    const first = renderApp('/demo-mx', demoRoutes());
    const banner = await screen.findByTestId('shell-banner');
    await user.click(banner.querySelector('button') as HTMLButtonElement);
    await waitFor(() => expect(screen.queryByTestId('shell-banner')).not.toBeInTheDocument());
    expect(closeBannerStorage.get()).toBe(true);
    first.unmount();

    renderApp('/demo-mx', demoRoutes());
    await screen.findByTestId('shop-name');
    expect(screen.queryByTestId('shell-banner')).not.toBeInTheDocument();
  });

  it('is not shown inside the native app, whose flag is stored', async () => {
    (window as Window & { ReactNativeWebView?: unknown }).ReactNativeWebView = {};
    renderApp('/demo-mx', demoRoutes());
    await screen.findByTestId('shop-name');
    expect(nativeAppStorage.get()).toBe(true);
    expect(screen.queryByTestId('shell-banner')).not.toBeInTheDocument();
  });

  it('offers installing when the browser allows it, and closes once installed', async () => {
    const user = userEvent.setup();
    const prompt = jest.fn(async () => undefined);
    renderApp('/demo-mx', demoRoutes());
    await screen.findByTestId('shell-banner');
    expect(screen.queryByTestId('install-app')).not.toBeInTheDocument();

    const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt,
      userChoice: Promise.resolve({ outcome: 'accepted' as const }),
    });
    act(() => {
      window.dispatchEvent(event);
    });
    expect(event.defaultPrevented).toBe(true);
    await user.click(await screen.findByTestId('install-app'));
    expect(prompt).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByTestId('shell-banner')).not.toBeInTheDocument());
    expect(closeBannerStorage.get()).toBe(true);
  });
});
