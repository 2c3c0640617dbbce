import type { Router } from 'express';
import type { AppContext } from '../app-context';
import { leaderRoutes } from './leaders/routes';
import { managerRoutes } from './manager/routes';
import { messagingRoutes } from './messaging/routes';
import { couponRoutes } from './orders/cart-coupon-routes';
import { orderRoutes } from './orders/routes';
import { reorderRoutes } from './orders/reorder-routes';
import { paymentRoutes } from './payments/routes';
import { walletRoutes } from './wallet/routes';

/** Orders, community leaders' neighbours, coupons, wallet, payments, the manager site and /api/sendmessage. */
export function commerceRouters(ctx: AppContext): Router[] {
  return [
    orderRoutes(ctx),
    reorderRoutes(ctx),
    leaderRoutes(ctx),
    couponRoutes(ctx),
    walletRoutes(ctx),
    paymentRoutes(ctx),
    managerRoutes(ctx),
    messagingRoutes(ctx),
  ];
}
