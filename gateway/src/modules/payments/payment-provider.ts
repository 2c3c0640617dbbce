import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { Clock } from '../../clock';
import type { Config } from '../../config';
import type { Database } from '../../db/schema';

export interface PaymentLinkRequest {
  orderId: string;
  orderCode: string;
  amount: number;
  countryId: number;
  shopSlug: string;
  description: string;
  /** Origin the shopper reached the storefront at; hosted pages link back to it. */
  baseUrl: string;
}

export interface CreatedPaymentLink {
  /** Our id for the link; the provider's callbacks name it. */
  linkId: string;
  url: string;
}

export type PaymentOutcome = 'approved' | 'declined';

export interface PaymentCallback {
  linkId: string;
  outcome: PaymentOutcome;
}

/**
 * A card-payment provider: it hosts a payment page for a link and later calls back with
 * the outcome. `verifyCallback` returns null for anything it cannot authenticate.
 */
export interface PaymentProvider {
  readonly name: string;
  createLink(request: PaymentLinkRequest): Promise<CreatedPaymentLink>;
  verifyCallback(payload: Record<string, unknown>): PaymentCallback | null;
}

export interface SandboxPaymentProvider extends PaymentProvider {
  /** The signature the sandbox page embeds in its approve and decline forms. */
  sign(linkId: string, outcome: PaymentOutcome): string;
}

export const SANDBOX_PAGE_PATH = '/pay/sandbox';
export const SANDBOX_CALLBACK_PATH = '/api/payments/sandbox/callback';

const LINK_ID = /^pl_[A-Za-z0-9_-]{16,64}$/;

/** The built-in provider: its payment page is served by the gateway itself. */
export function createSandboxProvider(
  config: Pick<Config, 'sessionSecret'>,
): SandboxPaymentProvider {
  const sign = (linkId: string, outcome: PaymentOutcome) =>
    createHmac('sha256', config.sessionSecret)
      .update(`sandbox-payment:${linkId}:${outcome}`)
      .digest('hex');

  return {
    name: 'sandbox',
    sign,
    async createLink(request) {
      const linkId = `pl_${randomBytes(18).toString('base64url')}`;
      return { linkId, url: `${request.baseUrl}${SANDBOX_PAGE_PATH}/${linkId}` };
    },
    verifyCallback(payload) {
      const { link_id: linkId, outcome, signature } = payload;
      if (typeof linkId !== 'string' || !LINK_ID.test(linkId)) return null;
      if (outcome !== 'approved' && outcome !== 'declined') return null;
      if (typeof signature !== 'string' || !/^[0-9a-f]{64}$/.test(signature)) return null;
      const expected = Buffer.from(sign(linkId, outcome), 'hex');
      const given = Buffer.from(signature, 'hex');
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
      return { linkId, outcome };
    },
  };
}

export function isSandboxProvider(provider: PaymentProvider): provider is SandboxPaymentProvider {
  return (
    provider.name === 'sandbox' &&
    typeof (provider as Partial<SandboxPaymentProvider>).sign === 'function'
  );
}

export interface PaymentProviderDeps {
  config: Config;
  db: Kysely<Database>;
  logger: Logger;
  clock: Clock;
}

export function createPaymentProvider({ config }: PaymentProviderDeps): PaymentProvider {
  switch (config.paymentProvider) {
    case 'sandbox':
      return createSandboxProvider(config);
  }
}
