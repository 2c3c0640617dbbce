import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus } from '@barrio/shared/bus';
import { closeBannerStorage, nativeAppStorage, visitCountStorage } from '@barrio/shared/storage';
import { demoRoutes } from '../../../app/testing/fake-api';
import { renderApp } from '../../../app/testing/render-app';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  // A returning shopper: the offer waits for a second visit or an order.
  visitCountStorage.set(1);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  jest.restoreAllMocks();
  delete (window as Window & { ReactNativeWebView?: unknown }).ReactNativeWebView;
  delete (window as Window & { onbeforeinstallprompt?: unknown }).onbeforeinstallprompt;
});

function offerInstall(prompt: () => Promise<void>): Event {
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt,
    userChoice: Promise.resolve({ outcome: 'accepted' as const }),
  });
  act(() => {
    window.dispatchEvent(event);
  });
  return event;
}

describe('closable banner', () => {
  it('is not offered on a first visit, and is once an order is placed', async () => {
    localStorage.clear();
    renderApp('/demo-mx', demoRoutes());
    await screen.findByTestId('shop-name');
    expect(screen.queryByTestId('shell-banner')).not.toBeInTheDocument();
    // The shop's name can be on screen a task before the banner's effect listens to the bus (a
    // render outside act() runs its effects in a later task): the order is placed again until
    // the banner has heard one, as a shopper's order always comes long after the page is up.
    await waitFor(() => {
      act(() =>
        bus.publish('checkout:order-placed', { orderId: '7', code: 'ABC123', shopSlug: 'demo-mx' }),
      );
      expect(screen.getByTestId('shell-banner')).toBeInTheDocument();
    });
  });

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

    const event = offerInstall(prompt);
    expect(event.defaultPrevented).toBe(true);
    await user.click(await screen.findByTestId('install-app'));
    expect(prompt).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByTestId('shell-banner')).not.toBeInTheDocument());
    expect(closeBannerStorage.get()).toBe(true);
  });

  it('keeps the install button in place, hidden and disabled, where the browser may offer it', async () => {
    // Chromium's install event: the offer comes once the browser has judged the app installable.
    (window as Window & { onbeforeinstallprompt?: unknown }).onbeforeinstallprompt = null;
    const prompt = jest.fn(async () => undefined);
    renderApp('/demo-mx', demoRoutes());
    await screen.findByTestId('shell-banner');
    const waiting = screen.getByTestId('install-app');
    expect(waiting).toBeDisabled();
    expect(waiting).toHaveAttribute('aria-hidden', 'true');
    expect(waiting).toHaveStyle({ visibility: 'hidden' });

    offerInstall(prompt);
    const offered = screen.getByTestId('install-app');
    // The same button, in the same place: the banner keeps its height.
    expect(offered).toBe(waiting);
    expect(offered).toBeEnabled();
    expect(offered).not.toHaveAttribute('aria-hidden');
    expect(offered).toBeVisible();
  });
});
