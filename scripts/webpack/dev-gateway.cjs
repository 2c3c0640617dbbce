// The dev servers proxy /api (and the shell's /remotes) to a gateway: BARRIO_GATEWAY_URL, else
// http://localhost:8080. A remote team running `npm run dev -w <remote>` alone may have none
// running; instead of a page full of proxy errors, the dev server says so and how to get one.
const DEFAULT_GATEWAY_URL = 'http://localhost:8080';

function gatewayUrl(env = process.env) {
  return env.BARRIO_GATEWAY_URL || DEFAULT_GATEWAY_URL;
}

function howToGetAGateway(url, folder) {
  return [
    `[${folder}] No gateway answers at ${url}, so /api calls will fail. Either:`,
    `  - run \`npm run dev -- ${folder}\` at the repository root instead: it starts the gateway`,
    '    (:8080, embedded database, demo data), the shell and this app live behind one port;',
    '  - or start one in another terminal: `npm start` (the production build on :8080);',
    '  - or point this dev server at a running gateway: BARRIO_GATEWAY_URL=http://host:port.',
  ].join('\n');
}

/** Resolves to whether the gateway's liveness endpoint answers within two seconds. */
async function gatewayIsLive(url) {
  try {
    const response = await fetch(new URL('/api/islive', url), {
      signal: AbortSignal.timeout(2000),
    });
    return response.ok;
  } catch {
    return false;
  }
}

/** A dev-server `onListening` hook that warns once when no gateway is there. */
function warnWithoutGateway(folder) {
  return () => {
    // Started by `npm run dev` at the root, which starts the gateway itself.
    if (process.env.BARRIO_DEV_RUNNER) return;
    const url = gatewayUrl();
    void gatewayIsLive(url).then((live) => {
      if (!live) console.warn(howToGetAGateway(url, folder));
    });
  };
}

/** The proxy's answer while the gateway is down: the same advice, as the API's error shape. */
function proxyErrorHandler(folder) {
  return (_error, _req, res) => {
    if (!res || typeof res.writeHead !== 'function' || res.headersSent) return;
    res.writeHead(502, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({
        error: { code: 'gateway_unavailable', message: howToGetAGateway(gatewayUrl(), folder) },
      }),
    );
  };
}

module.exports = {
  gatewayUrl,
  gatewayIsLive,
  howToGetAGateway,
  warnWithoutGateway,
  proxyErrorHandler,
};
