// What the gateway benchmarks send: autocannon runs, requests from many client addresses, and
// guest orders from many shoppers for a product without limits.
import { randomInt } from 'node:crypto';
import autocannon from 'autocannon';

export function load(options) {
  // Its promise form: the callback form leaves out a `warmup` run.
  return Promise.resolve(autocannon(options));
}

/**
 * Each request comes from another client address (through X-Forwarded-For, which the gateway
 * trusts from the balancer or loopback only), as real traffic does: per-address rate limits
 * stay out of the measurement.
 */
export const randomClient = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

export function dateIn(days) {
  const d = new Date(Date.now() + days * 24 * 60 * 60 * 1000);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

/** A product of the shop that any quantity of one may be ordered of. */
export async function unlimitedProduct(origin, shopSlug) {
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

/** A guest order of one unit from a new shopper each time (a valid Mexican mobile number). */
export function guestOrderBody(shop, product) {
  return JSON.stringify({
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
}
