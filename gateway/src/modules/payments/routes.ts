import express, { Router, type Request } from 'express';
import {
  paymentLinkSchema,
  paymentViewSchema,
  shopPaymentAccountsSchema,
} from '@barrio/shared/contract';
import type { AppContext } from '../../app-context';
import { badRequest, notFound } from '../../errors/app-error';
import { createRateLimiter } from '../../http/rate-limit';
import { parseBody, parseParams, parseQuery } from '../../http/validate';
import { registerOperation } from '../../openapi/registry';
import { SANDBOX_PAGE_PATH, isSandboxProvider } from './payment-provider';
import {
  callbackParams,
  createPaymentLinkSchema,
  linkParams,
  orderPaymentParams,
  orderPaymentQuery,
  paymentCallbackResponseSchema,
  paymentCallbackSchema,
  providerParams,
  shopAccountsParams,
  switchPaymentMethodSchema,
} from './payment-schema';
import {
  applyPaymentOutcome,
  createPaymentLink,
  orderPayment,
  paymentLinkPage,
  shopPaymentAccounts,
  switchPaymentMethod,
} from './payment-service';
import { renderSandboxPage } from './sandbox-page';

/**
 * Where links a shopper follows should point: PUBLIC_URL when it is set, otherwise the origin
 * this request reached (the storefront the shopper is on), so the way back lands where their
 * last order is stored.
 */
export function requestBaseUrl(config: AppContext['config'], req: Request): string {
  if (config.publicUrlSet !== false) return config.publicUrl;
  const host = req.get('host');
  return host ? `${req.protocol}://${host}` : config.publicUrl;
}

export function paymentRoutes(ctx: AppContext): Router {
  const router = Router();
  const limiter = createRateLimiter({
    windowMs: 60 * 1000,
    limit: 60,
    message: 'Too many payment requests; try again in a minute.',
  });
  // The sandbox page posts an HTML form back; nothing else here takes urlencoded bodies.
  const formBody = express.urlencoded({ extended: false, limit: '4kb', parameterLimit: 10 });

  registerOperation({
    method: 'post',
    path: '/api/paymentlink/{x}',
    summary:
      'Create (or reuse) a card-payment link for an order’s amount due; {x} is the provider (sandbox)',
    tags: ['payments'],
    params: providerParams,
    body: createPaymentLinkSchema,
    responses: {
      200: { description: 'The link', schema: paymentLinkSchema },
      404: {
        description:
          'Unknown provider, no such order in that shop, or the caller is not its customer, its leader or the payment token holder',
      },
      409: {
        description: 'The order is closed, paid, not paid by card link, or has nothing to pay',
      },
    },
  });
  registerOperation({
    method: 'get',
    path: '/api/order/{id}/payment',
    summary:
      'The order’s payment: state of the latest card link, account to pay into, retry and switch options',
    tags: ['payments'],
    params: orderPaymentParams,
    query: orderPaymentQuery,
    responses: {
      200: { description: 'The payment', schema: paymentViewSchema },
      404: { description: 'Unknown, or not the caller’s order' },
    },
  });
  registerOperation({
    method: 'post',
    path: '/api/order/{id}/payment-method',
    summary: 'Pay an open, unpaid order another way offered in its country (no new order)',
    tags: ['payments'],
    params: orderPaymentParams,
    body: switchPaymentMethodSchema,
    responses: {
      200: { description: 'The payment after the switch', schema: paymentViewSchema },
      400: { description: 'The method is not offered for this order' },
      404: { description: 'Unknown, or not the caller’s order' },
      409: { description: 'The order is closed or already paid' },
    },
  });
  registerOperation({
    method: 'post',
    path: '/api/payments/{provider}/callback',
    summary: 'The payment provider reports the outcome of a link (signed)',
    tags: ['payments'],
    params: callbackParams,
    body: paymentCallbackSchema,
    responses: {
      200: { description: 'The settled link', schema: paymentCallbackResponseSchema },
      303: { description: 'Form posts go back to the payment page' },
    },
  });
  registerOperation({
    method: 'get',
    path: '/pay/sandbox/{linkId}',
    summary: 'The sandbox provider’s payment page with approve and decline buttons',
    tags: ['payments'],
    params: linkParams,
    responses: { 200: { description: 'HTML page', contentType: 'text/html' } },
  });

  router.post('/api/paymentlink/:x', limiter, async (req, res) => {
    const { x } = parseParams(providerParams, req);
    const body = parseBody(createPaymentLinkSchema, req);
    res.json(await createPaymentLink(ctx, req.auth, x, body, requestBaseUrl(ctx.config, req)));
  });

  registerOperation({
    method: 'get',
    path: '/api/shops/{slug}/payment-accounts',
    summary: 'Where the shop takes transfers, Yape or BCP payments, shown at checkout',
    tags: ['payments'],
    params: shopAccountsParams,
    responses: { 200: { description: 'The accounts', schema: shopPaymentAccountsSchema } },
  });
  router.get('/api/shops/:slug/payment-accounts', async (req, res) => {
    const { slug } = parseParams(shopAccountsParams, req);
    res.json(await shopPaymentAccounts(ctx, slug));
  });

  router.get('/api/order/:id/payment', async (req, res) => {
    const { id } = parseParams(orderPaymentParams, req);
    const { payment_token: token } = parseQuery(orderPaymentQuery, req);
    res.set('Cache-Control', 'no-store');
    res.json(await orderPayment(ctx, req.auth, id, token));
  });

  router.post('/api/order/:id/payment-method', limiter, async (req, res) => {
    const { id } = parseParams(orderPaymentParams, req);
    const body = parseBody(switchPaymentMethodSchema, req);
    res.json(
      await switchPaymentMethod(ctx, req.auth, id, body.payment_method_id, body.payment_token),
    );
  });

  router.post('/api/payments/:provider/callback', limiter, formBody, async (req, res) => {
    const { provider } = parseParams(callbackParams, req);
    if (provider !== ctx.payments.name)
      throw notFound('payment_provider_not_found', 'Unknown payment provider.');
    const body = parseBody(paymentCallbackSchema, req);
    const verified = ctx.payments.verifyCallback(body);
    if (!verified) throw badRequest('invalid_callback', 'The callback could not be verified.');
    const result = await applyPaymentOutcome(ctx, verified.linkId, verified.outcome);
    if (req.is('application/x-www-form-urlencoded')) {
      res.redirect(303, `${SANDBOX_PAGE_PATH}/${encodeURIComponent(result.link_id)}`);
      return;
    }
    res.json(result);
  });

  router.get(`${SANDBOX_PAGE_PATH}/:linkId`, async (req, res) => {
    const provider = ctx.payments;
    if (!isSandboxProvider(provider))
      throw notFound('payment_link_not_found', 'Payment link not found.');
    const { linkId } = parseParams(linkParams, req);
    const link = await paymentLinkPage(ctx, linkId);
    const returnUrl = `${requestBaseUrl(ctx.config, req)}/${encodeURIComponent(link.shop_slug)}/checkout/confirmacion`;
    res
      .type('html')
      .set('Cache-Control', 'no-store')
      .send(
        renderSandboxPage(
          link,
          `/api/payments/${provider.name}/callback`,
          (id, outcome) => provider.sign(id, outcome),
          returnUrl,
        ),
      );
  });

  return router;
}
