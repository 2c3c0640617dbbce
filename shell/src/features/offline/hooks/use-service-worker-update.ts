import { useSyncExternalStore } from 'react';
import { isUpdateReady, subscribeToUpdate } from '../update-state';

export function useServiceWorkerUpdate(): boolean {
  return useSyncExternalStore(subscribeToUpdate, isUpdateReady, () => false);
}
