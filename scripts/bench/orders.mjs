// The order part of `npm run bench`: guest orders at a number of concurrent clients, each
// request from another shopper (phone) and another client address. The gateway under test
// trusts X-Forwarded-For from loopback (TRUST_PROXY=loopback), so the per-address order limiter
// counts each address's own orders, as it does behind a real balancer, and is not what is
// measured. On PostgreSQL the database's own commit counter says how many transactions each
// order took.
import { randomBytes } from 'node:crypto';
import { guestOrderBody, load, randomClient, unlimitedProduct } from './traffic.mjs';

/**
 * The transactions one order takes: the database's commits while orders are placed one after
 * another, less what commits in the background at the idle rate (the heartbeat) and the
 * counters' own reading, divided by the orders the database then holds.
 */
async function commitsPerOrderOf(origin, counters, headers, body, orders = 40) {
  // What commits in the background (the database heartbeat), per millisecond, while idle.
  const idle = await counters();
  const idleAt = performance.now();
  const before = await counters();
  const startedAt = performance.now();
  const backgroundPerMs = (before.commits - idle.commits - 1) / (startedAt - idleAt);
  for (let i = 0; i < orders; i += 1) {
    const res = await fetch(`${origin}/api/order`, {
      method: 'POST',
      headers: headers(),
      body: body(),
    });
    await res.arrayBuffer();
  }
  const after = await counters();
  const background = backgroundPerMs * (performance.now() - startedAt);
  const placed = after.orders - before.orders;
  return placed > 0 ? (after.commits - before.commits - 1 - background) / placed : null;
}

// Orders placed at the same concurrency before the measured run, reported apart: a gateway
// just started compiles its order path and opens its pool's connections under the first burst
// (its first second's tail is several times the rest's), which a gateway in service has done.
const WARM_UP_SECONDS = 2;

/**
 * Places guest orders for `seconds` at `connections` concurrent clients, after a warm-up at the
 * same concurrency. `counters` (optional, PostgreSQL) reads the database's commit counter and
 * its number of orders, for the commits an order takes (measured first, see commitsPerOrderOf).
 */
export async function benchOrders(
  origin,
  { seconds, connections, shopSlug = 'demo-mx', counters },
) {
  const { shop, product } = await unlimitedProduct(origin, shopSlug);
  const body = () => guestOrderBody(shop, product);
  const headers = () => ({
    'content-type': 'application/json',
    'idempotency-key': randomBytes(12).toString('hex'),
    'x-forwarded-for': randomClient(),
  });
  const commitsPerOrder = counters
    ? await commitsPerOrderOf(origin, counters, headers, body)
    : null;
  const result = await load({
    url: `${origin}/api/order`,
    connections,
    duration: seconds,
    warmup: { connections, duration: WARM_UP_SECONDS },
    requests: [
      {
        method: 'POST',
        setupRequest: (req) => ({
          ...req,
          headers: { ...req.headers, ...headers() },
          body: body(),
        }),
      },
    ],
  });
  const placed = result['2xx'];
  return {
    connections,
    ordersPerSecond: result.requests.average,
    placed,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
    commitsPerOrder,
    // The gateway's first seconds under the load, apart from the measured run.
    warmUp: result.warmup && {
      seconds: WARM_UP_SECONDS,
      p50: result.warmup.latency.p50,
      p99: result.warmup.latency.p99,
    },
    // Answers by status code (a 503 means the database gate closed under the load).
    statuses: Object.fromEntries(
      Object.entries(result.statusCodeStats ?? {}).map(([code, { count }]) => [code, count]),
    ),
  };
}
