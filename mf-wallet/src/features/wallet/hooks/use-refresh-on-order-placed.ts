import { useBusSubscription } from '@barrio/shared/bus';
import { useQueryClient } from '@tanstack/react-query';
import { walletKeys } from '../api/get-wallet-balance';

/** An order paid with the wallet changes the balance and adds a movement. */
export function useRefreshOnOrderPlaced(): void {
  const queryClient = useQueryClient();
  useBusSubscription('orders:placed', () => {
    void queryClient.invalidateQueries({ queryKey: walletKeys.all });
  });
}
