import type { RequestHandler } from 'express';
import { parsePhone } from '@barrio/shared/phone';
import type { AppContext } from '../../app-context';
import { AppError } from '../../errors/app-error';
import { countryIdForPhone, phoneKey } from '../auth/auth-service';
import { keyedHash } from '../auth/tokens';

const refused = (message: string, retryAfterMs: number) => {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  return new AppError(429, 'too_many_requests', `${message} Try again in ${minutes} minutes.`, {
    details: { retry_after_minutes: minutes },
  });
};

/** The guest's phone as the order would store it, or its digits when it does not parse. */
function guestPhone(raw: string): string {
  const digits = raw.replace(/\D/g, '');
  const parsed = parsePhone(raw, countryIdForPhone(digits));
  return parsed.ok ? parsed.e164 : digits;
}

/**
 * A guest order makes the shop text the phone it names and its owner: guest orders are limited
 * per client address and per phone (GUEST_ORDERS_PER_ADDRESS_PER_HOUR,
 * GUEST_ORDERS_PER_PHONE_PER_DAY), before anything is written. Signed-in customers' orders are
 * not counted here: their phone is their own.
 */
export function guestOrderLimits(ctx: Pick<AppContext, 'limits' | 'config'>): RequestHandler {
  return (req, _res, next) => {
    const guest = (req.body as { guest_customer?: { phone_number?: unknown } } | undefined)
      ?.guest_customer;
    if (!guest || typeof guest.phone_number !== 'string') return next();
    const phone = guestPhone(guest.phone_number);
    const address = keyedHash(ctx.config.sessionSecret, `requester:${req.ip ?? 'unknown'}`);
    void (async () => {
      const byAddress = await ctx.limits.guestOrdersPerAddress.consume(address.slice(0, 32));
      if (!byAddress.allowed)
        throw refused('Too many guest orders from this address.', byAddress.retryAfterMs);
      const byPhone = await ctx.limits.guestOrdersPerPhone.consume(phoneKey(ctx, phone));
      if (!byPhone.allowed)
        throw refused('Too many guest orders for this phone.', byPhone.retryAfterMs);
    })().then(() => next(), next);
  };
}
