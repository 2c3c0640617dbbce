import { Router } from 'express';
import { couponErrorSchema, couponValidationSchema } from '@barrio/shared/contract';
import type { AppContext } from '../../app-context';
import { createRateLimiter } from '../../http/rate-limit';
import { parseBody } from '../../http/validate';
import { registerOperation } from '../../openapi/registry';
import { validateCouponSchema } from '../coupons/coupon-schema';
import { validateCouponForCart } from './cart-coupon';

export function couponRoutes(ctx: AppContext): Router {
  const router = Router();
  // Guessing codes is the abuse to slow down.
  const limiter = createRateLimiter({
    windowMs: 60 * 1000,
    limit: 60,
    message: 'Too many coupon checks; try again in a minute.',
  });

  registerOperation({
    method: 'post',
    path: '/api/coupons/validate',
    summary:
      'Check a coupon against a cart, priced by the server; errors carry coupon_error like the order',
    tags: ['coupons'],
    body: validateCouponSchema,
    responses: {
      200: { description: 'The coupon applies', schema: couponValidationSchema },
      400: {
        description: 'The coupon does not apply (coupon_error 2, 4, 5, 8, 16 or 128)',
        schema: couponErrorSchema,
      },
      404: { description: 'Unknown shop or customer' },
    },
  });

  router.post('/api/coupons/validate', limiter, async (req, res) => {
    const body = parseBody(validateCouponSchema, req);
    res.json(await validateCouponForCart(ctx, req.auth, body));
  });

  return router;
}
