const TIME_ZONES: Record<number, string> = {
  1: 'America/Argentina/Buenos_Aires',
  2: 'America/Mexico_City',
  180: 'America/Lima',
  46: 'America/Bogota',
  59: 'America/Guayaquil',
  95: 'America/Tegucigalpa',
  61: 'America/El_Salvador',
  257: 'America/Lima',
};

export const DELIVERY_DAYS_AHEAD = 6;

export function timeZoneFor(countryId: number): string {
  return TIME_ZONES[countryId] ?? 'America/Mexico_City';
}

// Building an Intl.DateTimeFormat costs far more than formatting with one (it loads the time
// zone's data), and every shop lookup asks for one: keep one per time zone.
const dayFormats = new Map<string, Intl.DateTimeFormat>();

function dayFormat(timeZone: string): Intl.DateTimeFormat {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dayFormats.set(timeZone, format);
  }
  return format;
}

/** The calendar day (YYYY-MM-DD) it is in the country at `now`. */
export function localDate(countryId: number, now: Date): string {
  return dayFormat(timeZoneFor(countryId)).format(now);
}

/**
 * The next selectable delivery or pickup days: from tomorrow (local to the shop's country),
 * skipping Sundays, when neighbourhood shops do not deliver.
 */
export function deliveryDays(countryId: number, now: Date, count = DELIVERY_DAYS_AHEAD): string[] {
  const [year, month, day] = localDate(countryId, now).split('-').map(Number) as [
    number,
    number,
    number,
  ];
  const days: string[] = [];
  for (let offset = 1; days.length < count && offset <= count * 2; offset += 1) {
    const candidate = new Date(Date.UTC(year, month - 1, day + offset));
    if (candidate.getUTCDay() === 0) continue;
    days.push(candidate.toISOString().slice(0, 10));
  }
  return days;
}
