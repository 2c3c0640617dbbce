import { SHELL_VERSION_META } from '@barrio/shared/first-view';
import {
  RELEASE_BEACON_URL,
  flushReleaseReports,
  rememberRemoteVersion,
  reportApiFailure,
  sendShellReport,
} from './release-beacon';

/** The reports the page sent, in order, once what waited for an idle moment has left. */
function sentReports(fetchMock: jest.Mock): { app: string; version: string; kind: string }[] {
  flushReleaseReports();
  return fetchMock.mock.calls.flatMap(([url, init]: [string, RequestInit]) => {
    expect(url).toBe(RELEASE_BEACON_URL);
    return (JSON.parse(init.body as string) as { reports: [] }).reports;
  });
}

function servedShell(version: string | null): void {
  document.head.querySelector(`meta[name="${SHELL_VERSION_META}"]`)?.remove();
  if (version === null) return;
  const meta = document.createElement('meta');
  meta.name = SHELL_VERSION_META;
  meta.content = version;
  document.head.append(meta);
}

let fetchMock: jest.Mock;

beforeEach(() => {
  fetchMock = jest.fn(() => Promise.resolve({ ok: true, status: 202 }));
  global.fetch = fetchMock as unknown as typeof fetch;
});

test('the shell reports under the version the gateway served it, one visit per page', () => {
  servedShell('0.1.0-canary01');
  sendShellReport('visit');
  sendShellReport('visit');
  sendShellReport('client_error');
  expect(sentReports(fetchMock)).toEqual([
    { app: 'shell', version: '0.1.0-canary01', kind: 'visit' },
    { app: 'shell', version: '0.1.0-canary01', kind: 'client_error' },
  ]);
});

test('a page the gateway named no shell version for reports nothing for the shell', () => {
  servedShell(null);
  sendShellReport('client_error');
  flushReleaseReports();
  expect(fetchMock).not.toHaveBeenCalled();
});

test("a page's reports wait for an idle moment and leave together, in one request", () => {
  const idle: (() => void)[] = [];
  window.requestIdleCallback = jest.fn((callback: IdleRequestCallback) => {
    idle.push(() => callback({ didTimeout: false, timeRemaining: () => 10 }));
    return idle.length;
  });
  try {
    servedShell('0.1.0-live0003');
    rememberRemoteVersion('mf_catalog', '0.1.0-cat00001');
    sendShellReport('visit');
    reportApiFailure({ status: 500 });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(idle).toHaveLength(1);
    for (const runWhenIdle of idle) runWhenIdle();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(sentReports(fetchMock)).toEqual([
      { app: 'shell', version: '0.1.0-live0003', kind: 'visit' },
      { app: 'mf-catalog', version: '0.1.0-cat00001', kind: 'api_failed' },
      { app: 'shell', version: '0.1.0-live0003', kind: 'api_failed' },
    ]);
  } finally {
    delete (window as Partial<Window>).requestIdleCallback;
  }
});

test('a page left before it was idle sends what waits as it goes', () => {
  servedShell('0.1.0-live0004');
  sendShellReport('client_error');
  window.dispatchEvent(new Event('pagehide'));
  expect(fetchMock).toHaveBeenCalledTimes(1);
  const [, init] = fetchMock.mock.calls[0] as [string, RequestInit];
  expect(init.keepalive).toBe(true);
});

test("a server failure counts against every app on the page, the shell's release included", () => {
  servedShell('0.1.0-live0002');
  rememberRemoteVersion('mf_catalog', '0.1.0-cat00001');
  reportApiFailure({ status: 503 });
  // The shopper's own mistakes are not the release's.
  reportApiFailure({ status: 422 });
  expect(sentReports(fetchMock)).toEqual([
    { app: 'mf-catalog', version: '0.1.0-cat00001', kind: 'api_failed' },
    { app: 'shell', version: '0.1.0-live0002', kind: 'api_failed' },
  ]);
});
