import { useBusSubscription } from '@barrio/shared/bus';
import { useQueryClient } from '@tanstack/react-query';
import { orderKeys } from '../../../order/api/order-schema';

/** An order placed at checkout (another remote) must show up without a reload. */
export function useRefreshOnOrderPlaced(): void {
  const queryClient = useQueryClient();
  useBusSubscription('checkout:order-placed', () => {
    void queryClient.invalidateQueries({ queryKey: orderKeys.lists() });
  });
}
