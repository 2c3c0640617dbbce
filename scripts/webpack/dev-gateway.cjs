// The dev servers proxy everything the gateway serves (the API, the product pictures, the
// registry and the deployed remotes) to a gateway: BARRIO_GATEWAY_URL, else
// http://localhost:8080. A remote team running `npm run dev -w <remote>` alone may have none
// running; instead of a page full of proxy errors, the dev server says so and how to get one,
// and the proxied calls answer 502 `gateway_unavailable` with the same advice.
const DEFAULT_GATEWAY_URL = 'http://localhost:8080';

/**
 * What the gateway serves and a dev server does not: proxied to it. Not /metrics: the gateway
 * answers it on a port of its own (METRICS_PORT), never on the one shoppers reach.
 */
const GATEWAY_PATHS = ['/api', '/images', '/remotes', '/remotes.json'];

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

/**
 * The dev server's proxy entry. webpack-dev-server 5 ships http-proxy-middleware 2, which
 * calls `onError`; version 3 calls `on.error`: both are given, so the 502 answer does not
 * depend on which one the installed dev server brings.
 */
function devProxy(folder, env = process.env) {
  const onError = proxyErrorHandler(folder);
  return [
    {
      context: GATEWAY_PATHS,
      target: gatewayUrl(env),
      onError,
      on: { error: onError },
    },
  ];
}

/** `--port 4001` or `--port=4001` among the command's arguments, else undefined. */
function portArgument(argv) {
  for (let index = 0; index < argv.length; index += 1) {
    const arg = argv[index];
    if (arg === '--port') return Number(argv[index + 1]);
    if (arg.startsWith('--port=')) return Number(arg.slice('--port='.length));
  }
  return undefined;
}

/**
 * The dev server's port: `--port`, else PORT, else the app's own (apps.cjs). The hot reload
 * socket dials the same one.
 */
function devServerPort(defaultPort, env = process.env, argv = process.argv) {
  const chosen = portArgument(argv) ?? Number(env.PORT || NaN);
  return Number.isInteger(chosen) && chosen > 0 && chosen < 65536 ? chosen : defaultPort;
}

module.exports = {
  GATEWAY_PATHS,
  devProxy,
  devServerPort,
  gatewayUrl,
  gatewayIsLive,
  howToGetAGateway,
  warnWithoutGateway,
  proxyErrorHandler,
};
