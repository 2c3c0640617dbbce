const SPANISH_RANGE =
  /^\s*(\d{1,2})(?::(\d{2}))?\s*(?:a|-|–)\s*(\d{1,2})(?::(\d{2}))?\s*(?:h|hs)?\s*$/i;

/**
 * A shop's delivery time range as the visitor reads it. Shops write them in Spanish
 * ("9:00 a 13:00"); in English they read "9:00 AM to 1:00 PM". A label of another shape, or a
 * Spanish locale, keeps the shop's words.
 */
export function timeRangeLabel(label: string, locale: string): string {
  if (!locale.toLowerCase().startsWith('en')) return label;
  const match = SPANISH_RANGE.exec(label);
  if (!match) return label;
  const [, fromHour, fromMinute, toHour, toMinute] = match;
  const time = (hour: string | undefined, minute: string | undefined) => {
    const h = Number(hour);
    const m = Number(minute ?? 0);
    if (h > 24 || m > 59) return null;
    return new Intl.DateTimeFormat(locale, {
      hour: 'numeric',
      minute: '2-digit',
      timeZone: 'UTC',
    }).format(Date.UTC(1970, 0, 1, h, m));
  };
  const from = time(fromHour, fromMinute);
  const to = time(toHour, toMinute);
  return from && to ? `${from} to ${to}` : label;
}
