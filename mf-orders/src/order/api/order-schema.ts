// The order as read is the API contract's (@barrio/shared/contract); what is left here is how
// this remote caches it.
export type { Order, OrderLine } from '@barrio/shared/contract';

export const orderKeys = {
  all: ['orders'] as const,
  lists: () => ['orders', 'list'] as const,
  list: (customerId: number, pageSize: number, status?: string) =>
    ['orders', 'list', customerId, pageSize, status ?? 'all'] as const,
  detail: (orderId: string) => ['orders', 'detail', orderId] as const,
};
