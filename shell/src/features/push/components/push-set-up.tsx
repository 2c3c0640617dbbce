import { lazy, Suspense, useEffect, useState } from 'react';
import { bus } from '@barrio/shared/bus';
import { pushPromptDeclinedStorage } from '../push-storage';

// Most visits neither grant notifications nor place an order: the prompt and the registration
// load only for a visit that has push to keep up or a question to ask.
const PushWork = lazy(() => import('./push-work'));

export interface PushSetUpProps {
  customerId: number | null;
  /** Inside the native wrapper the app itself handles notifications (SPEC §4). */
  isNativeApp: boolean;
}

const permissionIs = (state: NotificationPermission) =>
  typeof Notification !== 'undefined' && Notification.permission === state;

/**
 * Keeps push set up, and asks for notifications only once an order has been placed (never on
 * load): that is when "we will tell you when it is ready" means something to the shopper.
 */
export function PushSetUp({ customerId, isNativeApp }: PushSetUpProps) {
  const [asking, setAsking] = useState(false);
  // Stays on once asked: a permission granted from the prompt keeps push set up from here on.
  const [asked, setAsked] = useState(false);

  useEffect(() => {
    if (isNativeApp || customerId === null) return undefined;
    return bus.subscribe('checkout:order-placed', () => {
      if (permissionIs('default') && pushPromptDeclinedStorage.get() !== true) {
        setAsking(true);
        setAsked(true);
      }
    });
  }, [customerId, isNativeApp]);

  if (customerId === null || !(asked || permissionIs('granted'))) return null;
  return (
    <Suspense fallback={null}>
      <PushWork customerId={customerId} asking={asking} onAnswered={() => setAsking(false)} />
    </Suspense>
  );
}
