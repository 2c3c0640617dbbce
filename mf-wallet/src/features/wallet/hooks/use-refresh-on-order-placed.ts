import { useBusSubscription } from '@barrio/shared/bus';
import { useQueryClient } from '@tanstack/react-query';
import { walletKeys } from '../../../wallet-account/get-wallet-balance';

/**
 * An order paid with the wallet changes the balance and adds a movement; so do a payment,
 * which checkout announces, and a cancel (refund) or an edit (the difference), which the
 * orders remote announces.
 */
export function useRefreshOnOrderPlaced(): void {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: walletKeys.all });
  useBusSubscription('checkout:order-placed', refresh);
  useBusSubscription('checkout:order-paid', refresh);
  useBusSubscription('orders:changed', refresh);
}
