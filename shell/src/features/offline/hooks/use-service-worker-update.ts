import { useSyncExternalStore } from 'react';
import { isUpdateReady, subscribeToUpdate } from '../service-worker-client';

export function useServiceWorkerUpdate(): boolean {
  return useSyncExternalStore(subscribeToUpdate, isUpdateReady, () => false);
}
