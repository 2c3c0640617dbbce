export interface DateParts {
  year: number;
  month: number;
  day: number;
}

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/**
 * 'YYYY-MM-DD' is split as written (no time-zone shift); any other parseable date is read
 * as UTC parts; anything else, including an impossible calendar day, gives null.
 */
export function parseDeliveryDate(
  input: string | number | Date | null | undefined,
): DateParts | null {
  if (input === null || input === undefined || input === '') return null;
  if (typeof input === 'string') {
    const match = ISO_DAY.exec(input.trim());
    if (match) {
      const parts = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
      const valid =
        parts.month >= 1 &&
        parts.month <= 12 &&
        parts.day >= 1 &&
        parts.day <= daysInMonth(parts.year, parts.month);
      return valid ? parts : null;
    }
  }
  const date = input instanceof Date ? input : new Date(input);
  if (Number.isNaN(date.getTime())) return null;
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

/** The 'YYYY-MM-DD' text of date parts. */
export function formatDeliveryDate(parts: DateParts): string {
  const pad = (n: number, width: number) => String(n).padStart(width, '0');
  return `${pad(parts.year, 4)}-${pad(parts.month, 2)}-${pad(parts.day, 2)}`;
}
