import { createHash } from 'node:crypto';
import { KEPT_TAPS_SCRIPT } from '@barrio/shared/first-view/kept-taps';
import { ENTRY_AFTER_PAINT_SCRIPT } from '../src/modules/web/entry-after-paint';
import { startTestApp, type TestApp, START_TIMEOUT_MS } from './harness';

let app: TestApp;
const logLines: string[] = [];

beforeAll(async () => {
  app = await startTestApp({ logStream: { write: (line) => void logLines.push(line) } });
}, START_TIMEOUT_MS);

afterAll(async () => {
  await app?.close();
});

describe('health', () => {
  it('answers islive without touching anything', async () => {
    const res = await app.request('/api/islive');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ isLive: true });
  });

  it('is ready when the database answers', async () => {
    const res = await app.request('/api/ready');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ready: true, database: 'ok' });
  });

  it('tags every response with a request id, echoing a sane incoming one', async () => {
    const generated = await app.request('/api/islive');
    expect(generated.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const echoed = await app.request('/api/islive', {
      headers: { 'x-request-id': 'trace-abc-12345' },
    });
    expect(echoed.headers.get('x-request-id')).toBe('trace-abc-12345');
    const refused = await app.request('/api/islive', {
      headers: { 'x-request-id': 'bad id with spaces' },
    });
    expect(refused.headers.get('x-request-id')).not.toBe('bad id with spaces');
  });

  it('sets the security headers, the page policies only on documents', async () => {
    const res = await app.request('/api/islive');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
    expect(res.headers.get('x-frame-options')).toBeNull();
    expect(res.headers.get('x-powered-by')).toBeNull();
    const page = await app.request('/dev/outbox');
    expect(page.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(page.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('gives html files the page policies: the offline fallback page runs the shell', async () => {
    // The service worker keeps /index.html and serves it, with these headers, for any route
    // opened offline: a resource policy ('none') would block the shell's own scripts there.
    const res = await app.request('/index.html');
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
  });

  it("lets a page run two inline scripts by their hashes: the tap keeper and the entry's starter", async () => {
    const policy = (await app.request('/demo-mx')).headers.get('content-security-policy') ?? '';
    const scriptSources = /script-src ([^;]*)/.exec(policy)?.[1]?.split(' ') ?? [];
    for (const script of [KEPT_TAPS_SCRIPT, ENTRY_AFTER_PAINT_SCRIPT]) {
      const hash = createHash('sha256').update(script).digest('base64');
      expect(scriptSources).toContain(`'sha256-${hash}'`);
    }
    expect(scriptSources).not.toContain("'unsafe-inline'");
  });

  it("gives the service worker's script a policy that lets it fetch the storefront's own files", async () => {
    // The worker's own CSP governs its fetches: 'none' would stop every cached strategy.
    const res = await app.request('/sw.js');
    expect(res.headers.get('content-security-policy')).toBe("default-src 'self'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await app.request<{ error: { code: string } }>('/api/no-such-thing');
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('route_not_found');
  });

  it('logs one line per request with its id, without session tokens', async () => {
    logLines.length = 0;
    const res = await app.request('/api/user', { query: { token: 'secret-session-token-abcdef' } });
    expect(res.status).toBe(401);
    const requestLines = logLines
      .map(
        (l) => JSON.parse(l) as { req?: { id: string; url: string }; res?: { statusCode: number } },
      )
      .filter((l) => l.req);
    expect(requestLines).toHaveLength(1);
    expect(requestLines[0]!.req!.id).toBe(res.headers.get('x-request-id'));
    expect(requestLines[0]!.res!.statusCode).toBe(401);
    expect(logLines.join('\n')).not.toContain('secret-session-token-abcdef');
    expect(requestLines[0]!.req!.url).toBe('/api/user?token=[redacted]');
  });
});
