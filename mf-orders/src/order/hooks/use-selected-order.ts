import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/** The open order lives in the URL, so a detail can be shared, reloaded and left with Back. */
export const ORDER_SEARCH_PARAM = 'pedido';

export function orderDetailSearch(orderId: string): string {
  return `?${new URLSearchParams({ [ORDER_SEARCH_PARAM]: orderId }).toString()}`;
}

export function useSelectedOrder(): { orderId: string | null; close: () => void } {
  const [params, setParams] = useSearchParams();
  const close = useCallback(() => {
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.delete(ORDER_SEARCH_PARAM);
      return next;
    });
  }, [setParams]);
  const orderId = params.get(ORDER_SEARCH_PARAM);
  return { orderId: orderId === '' ? null : orderId, close };
}
