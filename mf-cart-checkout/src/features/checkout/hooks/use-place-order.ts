import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router-dom';
import { submitOrder } from '@barrio/shared/api';
import type { OrderPayload } from '@barrio/shared/contract';
import { track } from '@barrio/shared/analytics';
import { bus } from '@barrio/shared/bus';
import {
  couponDataStorage,
  createUuid,
  minimumPurchaseAmountStorage,
} from '@barrio/shared/storage';
import { cartStore } from '../../../cart-store/cart-runtime';
import {
  markPaymentLinkFailed,
  saveDeliveryCode,
  saveLastOrder,
  type OrderDelivery,
} from '../../../last-order/last-order';
import { confirmationPath } from '../../../shell-context/routes';
import { createPaymentLink } from '../../../card-payment/create-payment-link';
import { goToPaymentPage } from '../../../card-payment/go-to-payment-page';
import { requestDeliveryCode } from '../api/request-delivery-code';
import { orderOutcome, type OrderOutcome } from '../order-outcome';
import { isOffline, orderQueue, type QueuedOrder } from '../order-queue';

export interface PlaceOrderRequest {
  payload: OrderPayload;
  autoconfirm: boolean;
  shopSlug: string;
  countryId: number;
  communityLeaderId: number | null;
  /** Online card payment: the shopper is sent to the payment link after the order is placed. */
  payOnline: boolean;
  /** The country's delivery_code flag: only then is there a code to ask for. */
  deliveryCodeEnabled: boolean;
  delivery: OrderDelivery;
  customer: { first_name: string; last_name: string; phone_number: string };
}

export interface PlaceOrder {
  place: (request: PlaceOrderRequest) => Promise<OrderOutcome | null>;
  placing: boolean;
  outcome: OrderOutcome | null;
  /** The card payment page the shopper is being sent to. */
  paymentUrl: string | null;
  dismiss: () => void;
  /** An order placed offline, waiting for the network (it leaves on its own). */
  queued: QueuedOrder | null;
  /** Cancels the queued order before it leaves; the cart stays as it was. */
  cancelQueued: () => void;
}

// One send of the queued order at a time in this tab, whichever screen started it.
let queuedSend: Promise<void> | null = null;
/** The queue changed while a send was under way: look again once it is over. */
let settleAgain = false;

interface Attempt {
  key: string;
  fingerprint: string;
}

/**
 * Places the order once per attempt: the same body keeps its Idempotency-Key, so a double
 * tap or a retry after a lost answer replays the first answer instead of ordering twice.
 */
export function usePlaceOrder(): PlaceOrder {
  const navigate = useNavigate();
  const inFlight = useRef(false);
  const attempt = useRef<Attempt | null>(null);
  const [placing, setPlacing] = useState(false);
  const [outcome, setOutcome] = useState<OrderOutcome | null>(null);
  const [paymentUrl, setPaymentUrl] = useState<string | null>(null);

  const keyFor = useCallback((request: PlaceOrderRequest): string => {
    const fingerprint = JSON.stringify([request.payload, request.autoconfirm]);
    if (attempt.current?.fingerprint !== fingerprint) {
      attempt.current = { key: createUuid(), fingerprint };
    }
    return attempt.current.key;
  }, []);

  const afterPlaced = useCallback(
    async (
      request: PlaceOrderRequest,
      order: Extract<OrderOutcome, { kind: 'placed' }>['order'],
    ) => {
      const store = cartStore();
      const lines = store.getState().lines;
      saveLastOrder({
        order,
        shopSlug: request.shopSlug,
        delivery: request.delivery,
        lines,
        customer: request.customer,
      });
      store.clear();
      couponDataStorage.remove();
      minimumPurchaseAmountStorage.remove();
      attempt.current = null;
      bus.publish('checkout:order-placed', {
        orderId: order.id,
        code: order.code,
        shopSlug: request.shopSlug,
      });
      track('purchase', {
        order_id: order.id,
        code: order.code,
        value: order.total.value,
        payment_method_id: request.payload.payment_method_id,
        items: lines.map((line) => ({
          id: line.productid,
          quantity: line.cantidad,
          price: line.precio,
        })),
      });

      if (request.deliveryCodeEnabled && order.customer_id !== null) {
        try {
          const { code } = await requestDeliveryCode({
            orderId: order.id,
            countryId: order.country_id,
            customerId: order.customer_id,
          });
          saveDeliveryCode(order.id, code);
        } catch (error) {
          // The order stands without it; the shopper can read the code in "Mis pedidos".
          console.warn('[checkout] no delivery code for the order', error);
        }
      }

      if (request.payOnline) {
        try {
          const link = await createPaymentLink({
            orderId: order.id,
            orderCode: order.code,
            paymentMethodId: request.payload.payment_method_id ?? order.payment_method_id,
            shopSlug: request.shopSlug,
            communityLeaderId: request.communityLeaderId,
            paymentToken: order.payment_token,
          });
          setPaymentUrl(link.url);
          goToPaymentPage(link.url);
          return;
        } catch (error) {
          console.error('[checkout] the payment link could not be created', error);
          markPaymentLinkFailed(order.id);
        }
      }
      void navigate(confirmationPath(request.shopSlug));
    },
    [navigate],
  );

  const place = useCallback(
    async (request: PlaceOrderRequest): Promise<OrderOutcome | null> => {
      if (inFlight.current) return null;
      inFlight.current = true;
      setPlacing(true);
      setOutcome(null);
      try {
        const key = keyFor(request);
        // Offline, a card payment cannot happen; any other order waits for the network.
        const queue = async () => {
          await orderQueue.put(key, request);
          attempt.current = null;
          return null;
        };
        if (isOffline() && !request.payOnline) return await queue();
        let result;
        try {
          result = await submitOrder(request.payload, {
            autoconfirm: request.autoconfirm,
            idempotencyKey: key,
          });
        } catch (error) {
          if (isOffline() && !request.payOnline) return await queue();
          console.error('[checkout] the order could not be sent', error);
          const failed: OrderOutcome = { kind: 'failed', status: 0 };
          setOutcome(failed);
          return failed;
        }
        const next = orderOutcome(result);
        const couponCode = request.payload.coupon_code ?? '';
        switch (next.kind) {
          case 'placed':
            await afterPlaced(request, next.order);
            break;
          case 'coupon-minimum':
            minimumPurchaseAmountStorage.set(next.minimum);
            couponDataStorage.set({ code: couponCode, error_code: 2, response: next.body });
            break;
          case 'coupon-invalid':
            couponDataStorage.set({
              code: couponCode,
              error_code: next.couponError,
              response: next.body,
            });
            break;
          case 'limit':
          case 'failed':
            break;
          case 'order-minimum':
          case 'rejected':
            track('order_not_sent', {
              status: result.status,
              code: next.kind === 'rejected' ? next.code : 'minimum_order_value',
            });
            break;
        }
        setOutcome(next);
        return next;
      } finally {
        inFlight.current = false;
        setPlacing(false);
      }
    },
    [afterPlaced, keyFor],
  );

  const queued = useSyncExternalStore(orderQueue.subscribe, orderQueue.get, () => null);

  // The queued order leaves as soon as the network is back (and right away if it already is),
  // sent by this page or by the service worker's Background Sync, whichever claims it first;
  // its answer is shown here once, whoever received it.
  useEffect(() => {
    const settle = () => {
      if (queuedSend) {
        settleAgain = true;
        return;
      }
      queuedSend = (async () => {
        try {
          // The queue decides who sends it (a worker's claim that went stale is taken over).
          if (!isOffline() && orderQueue.get()) await orderQueue.send();
        } catch (error) {
          // Still no network after all: it stays queued for the next reconnection.
          console.warn('[checkout] the queued order could not be sent yet', error);
        }
        try {
          const sent = await orderQueue.takeResult();
          if (!sent?.result) return;
          const next = orderOutcome(sent.result);
          if (next.kind === 'placed') await afterPlaced(sent.request, next.order);
          else setOutcome(next);
        } finally {
          queuedSend = null;
          if (settleAgain) {
            settleAgain = false;
            settle();
          }
        }
      })();
    };
    settle();
    window.addEventListener('online', settle);
    const unsubscribe = orderQueue.subscribe(settle);
    return () => {
      window.removeEventListener('online', settle);
      unsubscribe();
    };
  }, [afterPlaced]);

  return {
    place,
    placing,
    outcome,
    paymentUrl,
    dismiss: () => setOutcome(null),
    queued,
    cancelQueued: () => void orderQueue.cancel(),
  };
}
