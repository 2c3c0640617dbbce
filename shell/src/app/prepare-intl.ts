/**
 * The browser's first Intl question on a page (react-intl asks it when the first provider is
 * created: is this locale's number formatting supported?) makes it build its table of locales
 * and load the locale's data: 20 to 45 ms unthrottled, 50 to 70 ms or more on a slow phone, in
 * one task. Both are the renderer process's, shared by all its threads. So a dedicated worker
 * (its own thread) asks first, as soon as the shell's entry runs (`warmIntlOffMainThread`), and
 * the start-up's step before the first render (`prepareIntl`) waits for its answer, the main
 * thread free meanwhile, then asks again: answered already, the question costs nothing. A worker
 * that cannot start, or is slower than WARM_UP_WAIT_MS, leaves the work to that step as before.
 */

/** How long the start-up waits for the worker's answer at most. */
export const WARM_UP_WAIT_MS = 300;

let warmedUp: Promise<void> = Promise.resolve();

/**
 * The locale the page was served in (its `lang`), which the providers will ask about. The entry
 * calls this before federation has shared any module, so the default is written here rather
 * than imported from `@barrio/shared/i18n` (its DEFAULT_LOCALE, the same tag).
 */
export const pageLocale = (): string => document.documentElement.lang || 'es-MX';

/** What the worker runs: the first uses of each format, then it closes. */
export const INTL_WARM_UP_SOURCE =
  'onmessage=function(event){var locale=event.data;try{' +
  'Intl.NumberFormat.supportedLocalesOf(locale);Intl.DateTimeFormat.supportedLocalesOf(locale);' +
  'new Intl.NumberFormat(locale).format(1.5);new Intl.DateTimeFormat(locale).format(0);' +
  'new Intl.PluralRules(locale).select(1);' +
  // A malformed tag is the page's provider's to report.
  '}catch(error){}postMessage(locale);close();};';

/**
 * Starts the worker that asks the browser's first Intl question about `locale`; the main thread
 * pays for starting it, under a millisecond. A browser without workers, or whose policy refuses
 * this one, leaves the question to `prepareIntl`.
 */
export function warmIntlOffMainThread(locale: string): void {
  if (typeof Worker !== 'function' || typeof URL.createObjectURL !== 'function') return;
  let address: string | undefined;
  const release = () => {
    if (address) URL.revokeObjectURL(address);
    address = undefined;
  };
  try {
    address = URL.createObjectURL(new Blob([INTL_WARM_UP_SOURCE], { type: 'text/javascript' }));
    const worker = new Worker(address);
    warmedUp = new Promise((answered) => {
      const finished = () => {
        release();
        worker.terminate();
        answered();
      };
      worker.addEventListener('message', finished);
      worker.addEventListener('error', finished);
    });
    worker.postMessage(locale);
  } catch {
    release();
  }
}

/**
 * The page's own first Intl question, in a start-up step of its own before the first render,
 * once the worker has answered it (or WARM_UP_WAIT_MS has passed).
 */
export async function prepareIntl(locale: string): Promise<void> {
  let waited: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([
    warmedUp,
    new Promise<void>((gaveUp) => (waited = setTimeout(gaveUp, WARM_UP_WAIT_MS))),
  ]);
  clearTimeout(waited);
  try {
    Intl.NumberFormat.supportedLocalesOf(locale);
    Intl.DateTimeFormat.supportedLocalesOf(locale);
  } catch {
    // A malformed tag (the page's own lang attribute) is the provider's to report, not a reason
    // for the storefront not to start.
  }
}
