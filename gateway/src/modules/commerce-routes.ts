import type { Router } from 'express';
import type { AppContext } from '../app-context';
import { couponRoutes } from './coupons/routes';
import { managerRoutes } from './manager/routes';
import { messagingRoutes } from './messaging/routes';
import { orderRoutes } from './orders/routes';
import { paymentRoutes } from './payments/routes';
import { walletRoutes } from './wallet/routes';

/** Orders, coupons, wallet, payments, the manager site and /api/sendmessage. */
export function commerceRouters(ctx: AppContext): Router[] {
  return [
    orderRoutes(ctx),
    couponRoutes(ctx),
    walletRoutes(ctx),
    paymentRoutes(ctx),
    managerRoutes(ctx),
    messagingRoutes(ctx),
  ];
}
