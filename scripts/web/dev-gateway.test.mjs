// Run with `node --test scripts/web/`.
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import path from 'node:path';
import { createRequire } from 'node:module';
import { test } from 'node:test';

const require = createRequire(import.meta.url);
const {
  devProxy,
  devServerPort,
  gatewayIsLive,
  gatewayUrl,
  howToGetAGateway,
  proxyErrorHandler,
} = require('../webpack/dev-gateway.cjs');

function listen(handler) {
  const server = createServer(handler);
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

test('the dev servers proxy to BARRIO_GATEWAY_URL, else to :8080', () => {
  assert.equal(gatewayUrl({}), 'http://localhost:8080');
  assert.equal(
    gatewayUrl({ BARRIO_GATEWAY_URL: 'http://127.0.0.1:9000' }),
    'http://127.0.0.1:9000',
  );
});

test('a gateway is live when /api/islive answers, and not when nothing listens', async () => {
  const server = await listen((req, res) => {
    res.writeHead(req.url === '/api/islive' ? 200 : 404).end();
  });
  const url = `http://127.0.0.1:${server.address().port}`;
  assert.equal(await gatewayIsLive(url), true);
  await new Promise((resolve) => server.close(resolve));
  assert.equal(await gatewayIsLive(url), false);
});

test('without a gateway the proxy answers 502 with how to get one', () => {
  let status = 0;
  let body = '';
  const res = {
    headersSent: false,
    writeHead(code) {
      status = code;
    },
    end(text) {
      body = text;
    },
  };
  proxyErrorHandler('mf-catalog')(new Error('ECONNREFUSED'), {}, res);
  assert.equal(status, 502);
  const { error } = JSON.parse(body);
  assert.equal(error.code, 'gateway_unavailable');
  assert.match(error.message, /npm run dev -- mf-catalog/);
  assert.match(error.message, /BARRIO_GATEWAY_URL/);
  assert.equal(
    howToGetAGateway('http://x', 'mf-orders').includes('npm run dev -- mf-orders'),
    true,
  );
});

/** The http-proxy-middleware webpack-dev-server itself loads (its own copy, version 2). */
function devServersProxyMiddleware() {
  const fromDevServer = createRequire(require.resolve('webpack-dev-server/package.json'));
  return fromDevServer('http-proxy-middleware');
}

/** Serves `middleware` as webpack-dev-server does: createProxyMiddleware(context, options). */
async function devServerWith(entry) {
  const { createProxyMiddleware } = devServersProxyMiddleware();
  const { context, ...options } = entry;
  const proxy = createProxyMiddleware(context, options);
  return listen((req, res) =>
    proxy(req, res, () => {
      res.writeHead(200, { 'content-type': 'text/plain' }).end('the dev server itself');
    }),
  );
}

test("with no gateway, the dev server's own proxy answers 502 gateway_unavailable", async () => {
  const closed = await listen(() => {});
  const deadUrl = `http://127.0.0.1:${closed.address().port}`;
  await new Promise((resolve) => closed.close(resolve));
  const [entry] = devProxy('mf-catalog', { BARRIO_GATEWAY_URL: deadUrl });
  const server = await devServerWith(entry);
  try {
    const response = await fetch(`http://127.0.0.1:${server.address().port}/api/shops/demo-mx`);
    assert.equal(response.status, 502);
    assert.match(response.headers.get('content-type'), /application\/json/);
    const { error } = await response.json();
    assert.equal(error.code, 'gateway_unavailable');
    assert.match(error.message, /npm run dev -- mf-catalog/);
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
});

test('the dev server proxies the pictures and everything else the gateway serves', async () => {
  const gateway = await listen((req, res) => {
    res.writeHead(200, { 'content-type': 'text/plain' }).end(`gateway ${req.url}`);
  });
  const [entry] = devProxy('mf-catalog', {
    BARRIO_GATEWAY_URL: `http://127.0.0.1:${gateway.address().port}`,
  });
  const server = await devServerWith(entry);
  const get = async (pathname) =>
    (await fetch(`http://127.0.0.1:${server.address().port}${pathname}`)).text();
  try {
    for (const pathname of [
      '/api/shops/demo-mx',
      '/images/products/v1/12.svg',
      '/remotes.json',
      '/remotes/mf-orders/1/remoteEntry.js',
    ]) {
      assert.equal(await get(pathname), `gateway ${pathname}`);
    }
    assert.equal(await get('/remoteEntry.js'), 'the dev server itself');
  } finally {
    await new Promise((resolve) => server.close(resolve));
    await new Promise((resolve) => gateway.close(resolve));
  }
});

test('the dev server port: --port, else PORT, else the app’s own', () => {
  assert.equal(devServerPort(3001, {}, ['node', 'webpack', 'serve']), 3001);
  assert.equal(devServerPort(3001, { PORT: '4100' }, []), 4100);
  assert.equal(devServerPort(3001, { PORT: '4100' }, ['serve', '--port', '4200']), 4200);
  assert.equal(devServerPort(3001, {}, ['serve', '--port=4300']), 4300);
  assert.equal(devServerPort(3001, { PORT: 'x' }, []), 3001);
});

test('the dev config listens and reloads on the chosen port', () => {
  const previous = process.env.PORT;
  process.env.PORT = '18401';
  try {
    const { createConfig } = require('../webpack/create-config.cjs');
    const { repoRoot } = require('../webpack/apps.cjs');
    const config = createConfig({ appDir: path.join(repoRoot, 'mf-catalog') })(
      {},
      { mode: 'development' },
    );
    assert.equal(config.devServer.port, 18401);
    assert.equal(config.devServer.client.webSocketURL.port, 18401);
    assert.equal(typeof config.devServer.proxy[0].onError, 'function');
  } finally {
    if (previous === undefined) delete process.env.PORT;
    else process.env.PORT = previous;
  }
});
