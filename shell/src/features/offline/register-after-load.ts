/**
 * Registers the service worker of a production build (the dev server has none) once the page
 * has loaded. Workbox waited for `load` before registering anyway; loading its client only then
 * takes workbox-window off the first screen's downloads.
 */
export function registerServiceWorkerAfterLoad(): void {
  if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
  const register = () => {
    import('./service-worker-client')
      .then(({ registerServiceWorker }) => registerServiceWorker())
      .catch((error: unknown) => {
        console.warn('[shell] service worker registration failed', error);
      });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
