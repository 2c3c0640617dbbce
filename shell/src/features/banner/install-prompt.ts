import { useSyncExternalStore } from 'react';

/** Chromium's install event (not in TypeScript's DOM library). */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let deferred: BeforeInstallPromptEvent | null = null;
const listeners = new Set<() => void>();

function set(event: BeforeInstallPromptEvent | null): void {
  deferred = event;
  for (const listener of listeners) listener();
}

// The browser offers installing once, early: kept from the start so the banner can offer it
// instead of the browser's own mini-infobar.
if (typeof window !== 'undefined') {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    set(event as BeforeInstallPromptEvent);
  });
  window.addEventListener('appinstalled', () => set(null));
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Whether this browser may let the page offer installing (Chromium's install event), so that
 * the banner can keep a place for the offer before it arrives.
 */
export function browserMayOfferInstall(): boolean {
  return typeof window !== 'undefined' && 'onbeforeinstallprompt' in window;
}

/** Whether the browser lets the page offer installing right now. */
export function useInstallAvailable(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => deferred !== null,
    () => false,
  );
}

/** Shows the browser's install dialog; true when the shopper installed. */
export async function promptInstall(): Promise<boolean> {
  const event = deferred;
  if (!event) return false;
  set(null);
  await event.prompt();
  return (await event.userChoice).outcome === 'accepted';
}
