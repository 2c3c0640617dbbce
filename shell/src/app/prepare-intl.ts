/**
 * The browser's first question about locales (react-intl asks it when the first provider is
 * created: is this locale's number formatting supported?) makes it load its list of locales:
 * 50 to 70 ms on a slow phone. Asked here first, in a start-up step of its own, that cost is not
 * added to the first render's task. Any locale will do: the list is built once for all.
 */
export function prepareIntl(locale: string): void {
  try {
    Intl.NumberFormat.supportedLocalesOf(locale);
    Intl.DateTimeFormat.supportedLocalesOf(locale);
  } catch {
    // A malformed tag (the page's own lang attribute) is the provider's to report, not a reason
    // for the storefront not to start.
  }
}
