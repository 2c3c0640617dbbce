// The order part of `npm run bench`: guest orders at a number of concurrent clients, each
// request from another shopper (phone) and another client address. The gateway under test
// trusts X-Forwarded-For from loopback (TRUST_PROXY=loopback), so the per-address order limiter
// counts each address's own orders, as it does behind a real balancer, and is not what is
// measured. On PostgreSQL the database's own commit counter says how many transactions each
// order took.
import { randomBytes, randomInt } from 'node:crypto';
import autocannon from 'autocannon';

const randomClient = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

function dateIn(days) {
  const d = new Date(Date.now() + days * 24 * 60 * 60 * 1000);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

function load(options) {
  return new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

/** A product of the shop that any quantity of one may be ordered of. */
async function unlimitedProduct(origin, shopSlug) {
  const shop = await (await fetch(`${origin}/api/shops/${shopSlug}`)).json();
  const page = await (
    await fetch(`${origin}/api/products?catalog_id=${shop.catalog_id}&limit=100`)
  ).json();
  const product = page.items.find(
    (p) =>
      p.max_units_per_order === null &&
      p.max_units_per_delivery === null &&
      p.minimum_order_value === 0,
  );
  if (!product) throw new Error(`no product without limits in ${shopSlug}`);
  return { shop, product };
}

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

/**
 * Places guest orders for `seconds` at `connections` concurrent clients. `counters` (optional,
 * PostgreSQL) reads the database's commit counter and its number of orders, for the commits an
 * order takes (measured first, see commitsPerOrderOf).
 */
export async function benchOrders(
  origin,
  { seconds, connections, shopSlug = 'demo-mx', counters },
) {
  const { shop, product } = await unlimitedProduct(origin, shopSlug);
  const body = () =>
    JSON.stringify({
      guest_customer: {
        first_name: 'Bench',
        last_name: 'Mark',
        phone_number: `+5255${String(randomInt(10_000_000, 99_999_999))}`,
      },
      shop_id: shop.id,
      payment_method_id: 1,
      selected_delivery_date: dateIn(2),
      lines: [{ product_id: product.id, quantity: { value: '1' }, notes: null }],
    });
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
    // Answers by status code (a 503 means the database gate closed under the load).
    statuses: Object.fromEntries(
      Object.entries(result.statusCodeStats ?? {}).map(([code, { count }]) => [code, count]),
    ),
  };
}
