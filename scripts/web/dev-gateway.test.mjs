// Run with `node --test scripts/web/`.
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { test } from 'node:test';

const require = createRequire(import.meta.url);
const {
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
