import { countryById } from '../countries';

const DEFAULT_LOCALE = 'es-MX';

/** Two decimals, half away from zero, without binary artefacts (1.005 → 1.01). */
export function roundMoney(value: number): number {
  if (!Number.isFinite(value)) return value;
  const cents = Number((Math.abs(value) * 100).toPrecision(15));
  const rounded = (Math.sign(value) * Math.round(cents)) / 100;
  return rounded === 0 ? 0 : rounded;
}

const formatters = new Map<string, Intl.NumberFormat>();

function formatter(locale: string, decimals: 0 | 2): Intl.NumberFormat {
  const key = `${locale}|${decimals}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.NumberFormat(locale, {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
    formatters.set(key, f);
  }
  return f;
}

/** No decimals when the rounded amount is whole, else two, in the locale's separators. */
export function formatAmount(value: number, locale: string = DEFAULT_LOCALE): string {
  const rounded = roundMoney(value);
  return formatter(locale, Number.isInteger(rounded) ? 0 : 2).format(rounded);
}

/** Currency symbol and amount in the country's locale: '$ 1,250', 'S/ 12.50'. */
export function formatMoney(value: number, countryId?: number | null): string {
  const country = countryById(countryId);
  const symbol = country?.currencySymbol ?? '$';
  const locale = country?.locale ?? DEFAULT_LOCALE;
  const rounded = roundMoney(value);
  const sign = rounded < 0 ? '-' : '';
  return `${sign}${symbol} ${formatAmount(Math.abs(rounded), locale)}`;
}
